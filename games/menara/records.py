"""Small immutable records the state is made of: options, column counts, the turn in progress."""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from functools import cached_property, lru_cache
from operator import add as _plus
from operator import ge as _at_least
from operator import sub as _minus
from typing import Any

from games.menara.data import COLOUR_NAMES, COLOURS

Counts = tuple[int, ...]
"""Columns per colour, in the order of `data.COLOURS` (Y R K W B)."""

NO_COLUMNS: Counts = (0,) * len(COLOURS)


@dataclass(frozen=True)
class Config:
    """The options a game was set up with (GameInfo.options, resolved); the rules read them
    from `state.config` only, and the expansion's through `modules.active` only (§6)."""

    difficulty: str = "medium"
    steady_hands: bool = True
    """§7.11: each turn's building carries a chance that the tower wobbles (off: a pure
    planning puzzle, no roll is ever made)."""
    new_floors: tuple[str, ...] = ()
    """The expansion floors in play (§6.1), in the table order of §6.1.1."""
    golden: bool = False
    """Golden columns (§6.2)."""
    tears: bool = False
    """Tears of the Gods (§6.3); the Curse ritual forces them on at setup."""
    ritual: str = "off"
    """off, random, or a ritual id (§6.4); the ritual in force is `Extras.ritual`."""
    fate: str = "off"
    """off, merciful, bearable or tough (§6.5)."""

    @cached_property
    def expanded(self) -> bool:
        """Whether any expansion module is on (off: the pure base game, §6). Kept with the
        config (not a field): `modules.active` asks it several times per move."""
        return bool(self.new_floors or self.golden or self.tears or self.fate != "off") or (
            self.ritual != "off"
        )


# The column counts are 5-tuples combined several times per move: `map` over the operator
# functions does it in C, with no generator per call.


def total(c: Counts) -> int:
    return sum(c)


def add(a: Counts, b: Counts) -> Counts:
    assert len(a) == len(b), (a, b)
    return tuple(map(_plus, a, b))


def sub(a: Counts, b: Counts) -> Counts:
    assert len(a) == len(b), (a, b)
    out = tuple(map(_minus, a, b))
    assert min(out) >= 0, (a, b)
    return out


def contains(a: Counts, b: Counts) -> bool:
    assert len(a) == len(b), (a, b)
    return all(map(_at_least, a, b))


def one(colour: str) -> Counts:
    return _ONE.get(colour, NO_COLUMNS)


_ONE: dict[str, Counts] = {colour: tuple(int(c == colour) for c in COLOURS) for colour in COLOURS}


def count_of(c: Counts, colour: str) -> int:
    k = _RANK.get(colour)
    return c[COLOURS.index(colour) if k is None else k]  # index: the ValueError it always gave


_RANK = {colour: k for k, colour in enumerate(COLOURS)}


def letters(c: Counts) -> str:
    """ "YYRK" for two yellow, one red, one black (colour order)."""
    assert len(c) == len(COLOURS), c
    return "".join(map(str.__mul__, COLOURS, c))


def from_letters(text: str) -> Counts:
    return tuple(map(text.count, COLOURS))


@lru_cache(maxsize=1024)
def words(c: Counts) -> str:
    """ "2 yellow, 1 red" (or "no columns"); remembered: the log writes the same few counts
    (a swap, a draw, the camp) over and over."""
    parts = [f"{n} {COLOUR_NAMES[col]}" for col, n in zip(COLOURS, c, strict=True) if n]
    return ", ".join(parts) if parts else "no columns"


def as_dict(c: Counts) -> dict[str, int]:
    return dict(zip(COLOURS, c, strict=True))


def draw(bag: Counts, n: int, rng: random.Random) -> tuple[Counts, Counts]:
    """Draw up to n columns at random: (drawn, bag afterwards)."""
    pool = list(bag)
    drawn = [0] * len(COLOURS)
    for _ in range(min(n, sum(pool))):
        pick = rng.randrange(sum(pool))
        for k, count in enumerate(pool):
            if pick < count:
                pool[k] -= 1
                drawn[k] += 1
                break
            pick -= count
    return tuple(drawn), tuple(pool)


@dataclass(frozen=True)
class Turn:
    """The turn of the active player, from the camp exchange to the end of the turn."""

    swapped: bool = False
    card: str = ""
    """The plan card being resolved ("" before the reveal)."""
    placed: int = 0
    """Columns placed for the card (PLACE, SAME, FILL)."""
    owed: int = 0
    """Supply columns that went into the temple: step 4 draws this many (§4.4)."""
    moves: int = 0
    """Columns moved up (MOVE)."""
    moved: tuple[tuple[str, int], ...] = ()
    """(floor, base) where the columns moved this turn now stand: they may not move again."""
    floor: str = ""
    """The floor chosen by SAME or FILL (fixed by the first column)."""
    due: int = 0
    """New floors that must be added before anything else (§4.3.5)."""
    penalty: bool = False
    """A base extension or an unplaceable floor this turn: the card joins the level row."""
    status: str = "open"
    """open, fulfilled or failed."""
    filled: bool = False
    """FILL: the chosen floor has been completed."""
    shifted: bool = False
    """SHIFT: the floor has been moved."""
    chances: tuple[float, ...] = ()
    """Steady hands (§7.11): the chance p of each piece built this turn (steady.py)."""
    shaky: tuple[str, ...] = ()
    """The pieces' floors of this turn (ids, first seen first): one of them falls in a wobble."""
    wobble: tuple[str, ...] = ()
    """The floors a wobble brought down at the end of this turn's step 3 (the first one first)."""
    wobble_text: str = ""
    """What fell and why, as the log said it."""
    used: tuple[tuple[str, str], ...] = ()
    """(floor, colour the card counts) of each column built for the card: the new task types
    (§6.6) read it; a golden column counts as its base's colour, "" on a chain base."""
    levels: tuple[int, ...] = ()
    """TWOLEVELS (§6.6): the levels of the floors completed for the card so far."""
    yellow: bool = False
    """A yellow column was placed, moved or pushed this turn (Jinxed Yellow Columns, §6.4)."""
    choice: tuple[str, ...] = ()
    """Floors the player may choose the due floor from (Merciful Fate, Floating Quarry)."""
    top_only: str = ""
    """A floor chosen 2nd or 3rd under the Floating Quarry: it may only go on the top level."""
    ready: bool = False
    """The modules have settled which floor is due (the top of the quarry) for the next floor."""
    thorn: int = 0
    """Thorn Moon penalties this turn (§6.1.6): each offers the camp renewal, like a card that
    joins the level row, without sending this turn's card there."""

    @property
    def to_level_row(self) -> bool:
        return bool(self.card) and (self.status == "failed" or self.penalty)

    def but(self, **changes: Any) -> Turn:
        """A copy with some fields changed, like `dataclasses.replace` without running the
        constructor again (several times per move, as `Position.evolve`)."""
        if not _TURN_FIELDS.issuperset(changes):
            raise TypeError(f"A turn has no field {sorted(changes.keys() - _TURN_FIELDS)[0]}")
        new = object.__new__(Turn)
        values = self.__dict__.copy()  # whole, then given at once (as `Position.evolve`)
        values.update(changes)
        _SET(new, "__dict__", values)
        return new


_TURN_FIELDS = frozenset(f.name for f in fields(Turn))
_SET = object.__setattr__

NEW_TURN = Turn()
"""A turn before the camp exchange: every turn starts as this one (made once; a turn is
immutable)."""


@dataclass(frozen=True)
class Extras:
    """What the expansion modules keep on the table (§6); all empty in the base game."""

    ritual: str = ""
    """The ritual in force for the whole game (§6.4), "" for none."""
    golden: int = 0
    """Golden columns still lying by the camp (§6.2)."""
    tears_stock: tuple[int, int] = (0, 0)
    """Blue and red Tear tokens still by the camp (§6.3)."""
    tears_held: tuple[tuple[int, int], ...] = ()
    """Blue and red tokens in front of each seat."""
    tears_on: tuple[str, ...] = ()
    """Floors whose up-facing glowing mark carries its token."""
    fate_pile: tuple[str, ...] = ()
    """Fate cards face down, top first (order hidden, §6.5)."""
    fate_display: tuple[str, ...] = ()
    """Fate cards face up (Merciful 3, Bearable 1)."""
    fate_discard: tuple[str, ...] = ()
    kept: tuple[tuple[str, ...], ...] = ()
    """Plan cards lying in front of each seat (Jinxed Yellow, Balance of Fate)."""
    hard_next: tuple[bool, ...] = ()
    """Balance of Fate: each seat's next reveal must be difficult."""
    lapsed: bool = False
    """Balance of Fate: only easy cards are left, the ritual no longer applies."""


NO_EXTRAS = Extras()
