"""What a Ruins card face shows: slots and marks from the view, and the rank, size and wildness
the ruin will have once this turn's draft is committed.

Nothing here is a rule: what drafted improvements make of a ruin comes from the engine
(`games.ruins.view_card`), and the rank and count of a selection from `games.ruins.preview_play`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.ruins import view_card

View = Mapping[str, Any]
"""A Ruins `view()` mapping or one of its parts (RUIN, DISCOVERY) as plain JSON data."""

POSITIONS: tuple[str, ...] = ("top", "middle", "bottom")


@dataclass(frozen=True)
class SlotMark:
    """One discovery slot as the card face shows it."""

    position: str
    code: str | None
    drafted: bool = False


@dataclass(frozen=True)
class Face:
    """What a ruin card shows, drafted improvements included."""

    id: str
    night: bool
    printed: int
    solo: int
    size: int
    wild: bool
    night_rank: int
    night_effect: str | None
    slots: tuple[SlotMark, ...]
    claim: int | None
    draft_claim: bool

    @property
    def drafted(self) -> bool:
        return self.draft_claim or any(slot.drafted for slot in self.slots)


def _code(discovery: object) -> str | None:
    if isinstance(discovery, Mapping):
        effect = discovery.get("effect")
        return str(effect) if effect else None
    return None


def face(ruin: View) -> Face:
    """The face of `ruin` (a RUIN mapping) with its `draft_slots` applied."""
    slots = ruin.get("slots") or {}
    drafts = ruin.get("draft_slots") or {}
    marks: list[SlotMark] = []
    for position in POSITIONS:
        committed = _code(slots.get(position))
        drafted = _code(drafts.get(position))
        if committed is not None:
            marks.append(SlotMark(position, committed))
        elif drafted is not None:
            marks.append(SlotMark(position, drafted, drafted=True))
        else:
            marks.append(SlotMark(position, None))
    after = view_card(ruin)
    claim = ruin.get("claim")
    return Face(
        id=str(ruin["id"]),
        night=ruin.get("side") == "night",
        printed=int(ruin["printed"]),
        solo=after.solo,
        size=after.size,
        wild=after.wild,
        night_rank=int(ruin["night_rank"]),
        night_effect=ruin.get("night_effect"),
        slots=tuple(marks),
        claim=None if claim is None else int(claim),
        draft_claim=bool(ruin.get("draft_claim")),
    )


def seat_label(view: View, seat: int) -> str:
    """A seat's name, or `P<n>` when the view has no name for it."""
    players = view.get("players") or []
    return str(players[seat]) if 0 <= seat < len(players) else f"P{seat + 1}"


_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... (finishing positions)."""
    return f"{n}{_SUFFIX.get(n if n < 20 else n % 10, 'th')}"
