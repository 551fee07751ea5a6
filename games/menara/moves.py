"""Menara moves and their notation (`str(move)` parses back with `parse_move`).

| move            | notation                              | when                                 |
|-----------------|---------------------------------------|--------------------------------------|
| `ArrangeBase`   | `base F07 D90 30,17`                  | setup: lay one base floor            |
| `AutoBase`      | `base auto`                           | setup: the automatic wide base       |
| `Swap`          | `swap YY for WK`                      | step 1: give YY to the camp, take WK |
| `Reveal`        | `reveal medium`                       | step 2                               |
| `Place`         | `place Y F03 4,3`                     | a column from the supply onto a base |
| `MoveUp`        | `move R F01 1,5 > F04 4,2`            | MOVE: a column to a higher level     |
| `Pair`          | `place Y F03 2,1 + place R F03 8,1`   | two columns at once ("two hands")    |
| `AddFloor`      | `floor F07 D90 12,8 lv2`              | a new floor is due (lv0 = base)      |
| `Shift`         | `shift F07 D90 12,8 lv2`              | SHIFT                                |
| `Fail`          | `fail`                                | give up the plan card                |
| `EndTurn`       | `end`, `end renew`, `end renew 2`     | replenish (and renew the camp)       |
| `TakeTear`      | `tear blue for R`                     | step 1: a red column for a blue tear |
| `PutTear`       | `put blue on F03`                     | a tear on F03's glowing mark         |
| `ChooseFloor`   | `choose X2`                           | Merciful Fate, Floating Quarry       |

Points are absolute table points `x,y`; a base is named by its floor and point because points of
different levels may coincide. Orientation: side letter (L light, D dark) and the clockwise
rotation in degrees. Colour letters: Y yellow, R red, K black, W white, B blue (G golden,
expansion).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import FrozenInstanceError, dataclass
from itertools import repeat
from typing import Any

from games.core import IllegalMove
from games.core.errors import quote
from games.menara.data import COLOURS, GOLDEN, PILES
from games.menara.geometry import STRIDE, Placement, Shape


@dataclass(frozen=True)
class AutoBase:
    def __str__(self) -> str:
        return "base auto"


@dataclass(frozen=True)
class Swap:
    give: str
    """Colour letters in colour order, e.g. "YY"."""
    take: str

    def __str__(self) -> str:
        return f"swap {self.give} for {self.take}"


@dataclass(frozen=True)
class Reveal:
    pile: str

    def __str__(self) -> str:
        return f"reveal {self.pile}"


@dataclass(frozen=True, order=True)
class Place:
    colour: str
    fid: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"place {self.colour} {self.fid} {self.x},{self.y}"


@dataclass(frozen=True, order=True)
class MoveUp:
    colour: str
    src: str
    sx: int
    sy: int
    dst: str
    dx: int
    dy: int

    def __str__(self) -> str:
        return f"move {self.colour} {self.src} {self.sx},{self.sy} > {self.dst} {self.dx},{self.dy}"


@dataclass(frozen=True)
class Pair:
    """Two placements (or two moves) of one card committed together (§4.3.3).

    The base game's floor rules do not depend on the order, so the two parts are kept in
    notation order and the pair is one move whichever way it is written. Two columns entering
    the same chain (expansion, §4.3.3, §6.1.3) are the exception: the first part enters first
    and is pushed on by the second, so each order is its own move, kept as written.
    """

    first: Place | MoveUp
    second: Place | MoveUp

    def __post_init__(self) -> None:
        if _same_base(self.first, self.second):
            return
        if str(self.second) < str(self.first):
            first, second = self.second, self.first
            object.__setattr__(self, "first", first)
            object.__setattr__(self, "second", second)

    def __str__(self) -> str:
        return f"{self.first} + {self.second}"


def _same_base(a: Place | MoveUp, b: Place | MoveUp) -> bool:
    """Whether both parts of a pair put their column on one base: legal only at the start of
    a chain, where the order of the two decides which one is pushed on."""
    if isinstance(a, Place) and isinstance(b, Place):
        return (a.fid, a.x, a.y) == (b.fid, b.x, b.y)
    if isinstance(a, MoveUp) and isinstance(b, MoveUp):
        return (a.dst, a.dx, a.dy) == (b.dst, b.dx, b.dy)
    return False


def place(colour: str, fid: str, x: int, y: int) -> Place:
    """`Place(colour, fid, x, y)` without the frozen constructor (move generation makes one
    per free base, for every position): the same object, its fields set once."""
    move = object.__new__(Place)
    move.__dict__.update(colour=colour, fid=fid, x=x, y=y)
    return move


def move_up(colour: str, src: str, sx: int, sy: int, dst: str, dx: int, dy: int) -> MoveUp:
    """`MoveUp(...)` without the frozen constructor (as `place`)."""
    move = object.__new__(MoveUp)
    move.__dict__.update(colour=colour, src=src, sx=sx, sy=sy, dst=dst, dx=dx, dy=dy)
    return move


def pair_of(a: Place | MoveUp, b: Place | MoveUp, a_text: str, b_text: str) -> tuple[str, Pair]:
    """`Pair(a, b)` and its notation, from the notations of its parts: the enumerators know
    them already and meet each part in many pairs (the constructor writes both out again to
    order them). The same object: its two fields, set once, in notation order (as written
    when both enter the same chain, see `Pair`)."""
    if b_text < a_text and not _same_base(a, b):
        a, b, a_text, b_text = b, a, b_text, a_text
    pair = object.__new__(Pair)
    pair.__dict__.update(first=a, second=b)
    return f"{a_text} + {b_text}", pair


class _PlacedMove(tuple[Any, ...]):
    """A move that names a placement, stored as a tuple (the setup and a due floor list
    hundreds, made through the tuple's constructor in C by `map`), and yet a frozen value
    equal, hashed and written as the frozen dataclass it was, `placement` its one field: no
    tuple equality, no order. Subclasses say how the tuple holds the placement."""

    __slots__ = ()
    __match_args__ = ("placement",)

    @property
    def placement(self) -> Placement:
        raise NotImplementedError

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        return other.__class__ is self.__class__ and self.placement == other.placement

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __lt__(self, other: object) -> bool:
        return NotImplemented  # unordered, as the dataclass (not the tuple)

    __le__ = __gt__ = __ge__ = __lt__

    def __hash__(self) -> int:
        return hash((self.placement,))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(placement={self.placement!r})"

    def __reduce__(self) -> tuple[type[_PlacedMove], tuple[Placement]]:
        return type(self), (self.placement,)


class ArrangeBase(_PlacedMove):
    """`ArrangeBase(placement)`: lay a base floor at `placement` (setup). The setup lists a few
    hundred places for each base floor: `arrange_bases` makes each move the one-item tuple of
    its placement, with `map` over the tuple's constructor and `zip` (no copy of the fields);
    `ArrangeBase(p)`, the tuple constructor, holds the placement's six fields."""

    __slots__ = ()

    @property
    def placement(self) -> Placement:
        if len(self) == 1:
            found: Placement = self[0]
            return found
        return tuple.__new__(Placement, self)

    def __str__(self) -> str:
        p = self.placement
        return f"base {p.fid} {p.orientation} {p.x},{p.y}"


class AddFloor(_PlacedMove):
    """`AddFloor(placement)`: the due floor goes to `placement`.

    A due floor has hundreds of legal placements, each one a move, and a play-out reads one of
    them: `floor_moves` makes each move one tuple of its rank among the set bits of a block's
    mask and the block (shared), written out when read. `AddFloor(p)` is the tuple
    constructor: it holds the six fields of the placement itself. No `__new__` of its own, so
    that `floor_moves` makes its moves through the type's constructor in C
    (`map(AddFloor, ...)`)."""

    __slots__ = ()

    @property
    def placement(self) -> Placement:
        if len(self) == _WRITTEN:
            return tuple.__new__(Placement, self)
        k, (fid, side, rot, level, offsets, read) = self
        if not read:
            # The set bits of the block's mask, read once for all its moves (a bot reads
            # every move of the list; a play-out reads one).
            read += _set_bits(offsets)
        at = read[k]
        return tuple.__new__(Placement, (fid, side, rot, at % STRIDE, at // STRIDE, level))

    def __str__(self) -> str:
        return f"floor {self.placement}"


_WRITTEN = len(Placement._fields)
"""The length of an `AddFloor` that holds its placement's fields (the other kind holds 2)."""


def add_floors(placements: list[Placement]) -> list[AddFloor]:
    """`AddFloor(p)` for each placement, made by `map` with no Python loop (a due floor has
    hundreds of legal placements): the same objects the constructor makes."""
    return list(map(AddFloor, placements))


def floor_moves(blocks: Iterable[tuple[Shape, int, int]]) -> list[AddFloor]:
    """`AddFloor` for each placement of blocks (`placements.Block`: a shape, a mask of offsets
    and a level), in the order `placements.placements_of` lists them, with no placement
    written out: a due floor lists hundreds of moves (most of them base extensions) and a
    play-out reads one. Made by `map` over C functions, with no Python loop per move: the k-th
    move of a block is k (the k-th set bit of the mask, lowest first) and the block's shared
    fields; where the k-th bit lies is read only when a move's placement is (finding the set
    bits of a mask cost more than making the moves)."""
    out: list[AddFloor] = []
    for s, offsets, level in blocks:
        if offsets:
            read: list[int] = []  # the set bits, filled when a move is first read
            block = (s.floor.id, s.side, s.rot, level, offsets, read)
            out += map(AddFloor, zip(range(offsets.bit_count()), repeat(block)))
    return out


def _set_bits(offsets: int) -> list[int]:
    """The set bits of a mask, lowest first, from its binary text from the lowest set bit on
    (as placements._places_at reads them: the offsets lie around the temple, far from 0)."""
    low = (offsets & -offsets).bit_length() - 1
    return [m.start() + low for m in _ONE.finditer(bin(offsets >> low)[:1:-1])]


_ONE = re.compile("1")


def arrange_bases(placements: list[Placement]) -> list[ArrangeBase]:
    """`ArrangeBase` for each placement, by `map` with no Python loop: the same values the
    constructor makes."""
    return list(map(ArrangeBase, zip(placements)))


@dataclass(frozen=True)
class Shift:
    placement: Placement

    def __str__(self) -> str:
        return f"shift {self.placement}"


@dataclass(frozen=True)
class TakeTear:
    """Tears of the Gods (§6.3): throw a supply column into the bag, take a token."""

    token: str
    """blue or red"""
    give: str
    """The colour letter of the column thrown into the bag."""

    def __str__(self) -> str:
        return f"tear {self.token} for {self.give}"


@dataclass(frozen=True)
class PutTear:
    """Put a token on the empty glowing mark of its colour on a floor (§6.3)."""

    token: str
    fid: str

    def __str__(self) -> str:
        return f"put {self.token} on {self.fid}"


@dataclass(frozen=True)
class ChooseFloor:
    """Choose the floor that is due (Merciful Fate, the Floating Quarry)."""

    fid: str

    def __str__(self) -> str:
        return f"choose {self.fid}"


@dataclass(frozen=True)
class Fail:
    def __str__(self) -> str:
        return "fail"


@dataclass(frozen=True)
class EndTurn:
    renew: int = 0
    """How many times to renew the whole camp first: one renewal is offered when the card joins
    the level row and one per Thorn Moon penalty (§4.3.7 item 3, §6.1.6). A count rather than a
    separate move keeps the base game's `end renew` (one renewal, the only one it knows) and
    needs no record of renewals made; more than one exists only with Thorn Moon penalties."""

    def __str__(self) -> str:
        if self.renew > 1:
            return f"end renew {self.renew}"
        return "end renew" if self.renew else "end"


Move = (
    ArrangeBase
    | AutoBase
    | Swap
    | Reveal
    | Place
    | MoveUp
    | Pair
    | AddFloor
    | Shift
    | Fail
    | EndTurn
    | TakeTear
    | PutTear
    | ChooseFloor
)

# -- parsing ------------------------------------------------------------------------------------

_COL = f"[{''.join(COLOURS)}{GOLDEN}]"
_ID = r"[A-Z][A-Z0-9]{1,5}"
_PT = r"(\d{1,3}),(\d{1,3})"
_ORIENT = r"([LD])(0|90|180|270)"
_PLACEMENT = rf"({_ID}) {_ORIENT} {_PT} lv(\d{{1,2}})"
_PLACE = re.compile(rf"place ({_COL}) ({_ID}) {_PT}")
_MOVE = re.compile(rf"move ({_COL}) ({_ID}) {_PT} > ({_ID}) {_PT}")
_SWAP = re.compile(rf"swap ({_COL}+) for ({_COL}+)")
_BASE = re.compile(rf"base ({_ID}) {_ORIENT} {_PT}")
_FLOOR = re.compile(rf"floor {_PLACEMENT}")
_SHIFT = re.compile(rf"shift {_PLACEMENT}")
_TEAR = re.compile(rf"tear (blue|red) for ({_COL})")
_PUT = re.compile(rf"put (blue|red) on ({_ID})")
_CHOOSE = re.compile(rf"choose ({_ID})")
_RENEW = re.compile(r"end renew ([2-9]|[1-9][0-9]+)")  # one renewal is written `end renew`


def _placement(groups: tuple[str | None, ...], level: int | None = None) -> Placement:
    fid, side, degrees, x, y = (g or "" for g in groups[:5])
    lvl = level if level is not None else int(groups[5] or 0)
    return Placement(fid, side, int(degrees) // 90, int(x), int(y), lvl)


def _single(text: str) -> Place | MoveUp | None:
    if m := _PLACE.fullmatch(text):
        return Place(m[1], m[2], int(m[3]), int(m[4]))
    if m := _MOVE.fullmatch(text):
        return MoveUp(m[1], m[2], int(m[3]), int(m[4]), m[5], int(m[6]), int(m[7]))
    return None


def in_colour_order(letters: str) -> str:
    """Colour letters sorted Y R K W B (then golden), the order a `Swap` keeps them in."""
    return "".join(sorted(letters, key=(*COLOURS, GOLDEN).index))


def parse_move(text: str) -> Move:
    """The move a notation names; IllegalMove for anything that is not a Menara move."""
    t = " ".join(text.split())
    if " + " in t:
        parts = t.split(" + ")
        if len(parts) == 2:
            a, b = _single(parts[0]), _single(parts[1])
            if a is not None and b is not None and type(a) is type(b):
                return Pair(a, b)
        raise IllegalMove(f"{quote(text)} is not a pair of placements or of moves.")
    if single := _single(t):
        return single
    if t == "base auto":
        return AutoBase()
    if m := _BASE.fullmatch(t):
        return ArrangeBase(_placement(m.groups(), level=0))
    if m := _FLOOR.fullmatch(t):
        return AddFloor(_placement(m.groups()))
    if m := _SHIFT.fullmatch(t):
        return Shift(_placement(m.groups()))
    if m := _SWAP.fullmatch(t):
        # Any order is read (spec S26 writes "Y,Y for W,K"); the move keeps colour order.
        return Swap(in_colour_order(m[1]), in_colour_order(m[2]))
    if t.startswith("reveal ") and t[7:] in PILES:
        return Reveal(t[7:])
    if m := _TEAR.fullmatch(t):
        return TakeTear(m[1], m[2])
    if m := _PUT.fullmatch(t):
        return PutTear(m[1], m[2])
    if m := _CHOOSE.fullmatch(t):
        return ChooseFloor(m[1])
    if t == "fail":
        return Fail()
    if t == "end":
        return EndTurn()
    if t == "end renew":
        return EndTurn(renew=1)
    if m := _RENEW.fullmatch(t):
        return EndTurn(renew=int(m[1]))
    raise IllegalMove(f"{quote(text)} is not a Menara move.")
