"""A ruin as it is now: side, discoveries, claim, and what they make of it (spec §2.2, §4.2).

`Card` values are interned: the same ruin in the same condition is one object, so a state can
hold 50 of them cheaply and compare them by identity.
"""

from __future__ import annotations

from typing import Final

from games.ruins import data

EMPTY: Final[int] = -1  # an empty slot, or no claim


class Card:
    """One ruin with its upgrades; immutable. Use `card(...)` to get one."""

    __slots__ = (
        "_next",
        "bot",
        "claim",
        "effects",
        "idx",
        "mid",
        "mods",
        "night",
        "printed",
        "rid",
        "size",
        "skips",
        "slots",
        "solo",
        "top",
        "triggers",
        "wild",
    )

    idx: int
    rid: str
    night: bool
    top: int
    mid: int
    bot: int
    claim: int
    printed: int
    mods: int
    solo: int
    wild: bool
    size: int
    skips: int
    slots: tuple[int, int, int]
    effects: tuple[str, ...]
    triggers: tuple[str, ...]

    def __init__(self, idx: int, night: bool, top: int, mid: int, bot: int, claim: int) -> None:
        self.idx = idx
        self.rid = data.RUIN_IDS[idx]
        self.night = night
        self.top, self.mid, self.bot = top, mid, bot
        self.slots = (top, mid, bot)
        self.claim = claim
        night_effect = data.RUIN_NIGHT_EFFECT[idx] if night else None
        # Night effect first, then top, middle, bottom: the order instances resolve in (§4.11).
        effects = [night_effect] if night_effect else []
        effects += [data.DISCOVERY_EFFECT[d] for d in (top, mid, bot) if d != EMPTY]
        self.effects = tuple(effects)
        self.printed = data.RUIN_NIGHT[idx] if night else data.RUIN_DAY[idx]
        self.mods = sum(data.RANK_BONUS.get(e, 0) for e in effects)
        self.solo = self.printed + self.mods
        self.wild = "d" in effects
        self.size = 1 + effects.count("e")
        self.skips = effects.count("f")
        self.triggers = tuple(e for e in effects if e in "ghijk")
        self._next: dict[int, Card] = {}

    def __repr__(self) -> str:
        return f"Card({self.rid}, solo {self.solo}, size {self.size})"

    def slot(self, position: int) -> int:
        return self.slots[position]

    def flipped(self) -> Card:
        return card(self.idx, True, self.top, self.mid, self.bot, self.claim)

    def with_discovery(self, disc: int) -> Card:
        found = self._next.get(disc)
        if found is None:
            slots = [self.top, self.mid, self.bot]
            slots[data.DISCOVERY_POSITION[disc]] = disc
            found = card(self.idx, self.night, slots[0], slots[1], slots[2], self.claim)
            self._next[disc] = found  # a memo only: Card values never change
        return found

    def with_claim(self, seat: int) -> Card:
        return card(self.idx, self.night, self.top, self.mid, self.bot, seat)

    def __json__(self) -> list[int]:
        """The state JSON of a card (games.core.records): index, side, slots, claim."""
        return [self.idx, int(self.night), self.top, self.mid, self.bot, self.claim]

    @classmethod
    def __from_json__(cls, raw: object) -> Card:
        if not isinstance(raw, list) or len(raw) != 6:
            raise ValueError("a card is [index, night, top, middle, bottom, claim]")
        idx, night, top, mid, bot, claim = (int(v) for v in raw)
        if not 0 <= idx < data.RUIN_COUNT:
            raise ValueError(f"there is no ruin {idx}")
        return card(idx, bool(night), top, mid, bot, claim)

    def key(self) -> tuple[int, bool, int, int, int, int]:
        return (self.idx, self.night, self.top, self.mid, self.bot, self.claim)


_INTERNED: dict[tuple[int, bool, int, int, int, int], Card] = {}


def card(idx: int, night: bool, top: int, mid: int, bot: int, claim: int) -> Card:
    key = (idx, night, top, mid, bot, claim)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = Card(idx, night, top, mid, bot, claim)
    return found


CLEAN: Final[tuple[Card, ...]] = tuple(
    card(i, False, EMPTY, EMPTY, EMPTY, EMPTY) for i in range(data.RUIN_COUNT)
)


def discovery_json(disc: int) -> dict[str, str]:
    effect = data.DISCOVERY_EFFECT[disc]
    return {
        "id": data.DISCOVERY_IDS[disc],
        "position": data.POSITIONS[data.DISCOVERY_POSITION[disc]],
        "effect": effect,
        "name": data.EFFECT_NAMES[effect],
        "text": data.EFFECT_TEXTS[effect],
    }


def _slots_json(top: int, mid: int, bot: int) -> dict[str, object]:
    return {
        name: (discovery_json(d) if d != EMPTY else None)
        for name, d in zip(data.POSITIONS, (top, mid, bot), strict=True)
    }


def ruin_json(c: Card, drafted: Card | None = None) -> dict[str, object]:
    """The contract's RUIN object; `drafted` is the same ruin with this turn's draft applied."""
    out: dict[str, object] = {
        "id": c.rid,
        "day_rank": data.RUIN_DAY[c.idx],
        "night_rank": data.RUIN_NIGHT[c.idx],
        "night_effect": data.RUIN_NIGHT_EFFECT[c.idx],
        "side": "night" if c.night else "day",
        "printed": c.printed,
        "solo": c.solo,
        "size": c.size,
        "wild": c.wild,
        "slots": _slots_json(c.top, c.mid, c.bot),
        "claim": c.claim if c.claim != EMPTY else None,
    }
    if drafted is not None:
        out["draft_slots"] = _slots_json(
            *(
                d if d != s else EMPTY
                for d, s in zip(
                    (drafted.top, drafted.mid, drafted.bot), (c.top, c.mid, c.bot), strict=True
                )
            )
        )
        out["draft_claim"] = drafted.claim != c.claim
    return out
