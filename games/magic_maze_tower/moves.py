"""Moves and their notation (spec §7.5).

A move is one *atom* (a walk step, a ladder hop, a jump, a toss, a teleport, a swap, a card
rotation or slide) or one of the table moves of the digital edition (release a claim, end a
turn, skip the quest, send a signal). `str(move)` is the notation and `parse_move` reads it
back:

    d b2-b3        walk one step            d b2=f2        ladder hop
    e c3^c5        elf jump                 m c4~c6        toss (the tossed hero is named)
    s c2*c7        teleport                 m<>e           mage swap
    rot B +1       rotate card B clockwise  slide D e      slide card D east
    release        give up your claim       wait           let the others act (open table)
    end            end your turn (turns)
    skip           skip the quest           stare 2        stare at seat 2
    point 5        point at help icon 5

Solutions, hints and logs write whole actions, where a walk may run over several cells and
turn corners (`d b2-b5-e5`); `parse_actions` turns such text into atoms and `actions_text`
writes atoms back as actions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from games.core import IllegalMove
from games.core.errors import quote
from games.magic_maze_tower.board import cell_name, parse_cell_name
from games.magic_maze_tower.data import HELP_ICONS, HEROES, SLIDE_LETTERS


@dataclass(frozen=True)
class Walk:
    hero: str
    src: str
    dst: str

    def __str__(self) -> str:
        return f"{self.hero} {self.src}-{self.dst}"


@dataclass(frozen=True)
class Hop:
    hero: str
    src: str
    dst: str

    def __str__(self) -> str:
        return f"{self.hero} {self.src}={self.dst}"


@dataclass(frozen=True)
class Jump:
    hero: str
    src: str
    dst: str

    def __str__(self) -> str:
        return f"{self.hero} {self.src}^{self.dst}"


@dataclass(frozen=True)
class Toss:
    """The tossed hero `hero` flies from `src` over one trap to `dst`."""

    hero: str
    src: str
    dst: str

    def __str__(self) -> str:
        return f"{self.hero} {self.src}~{self.dst}"


@dataclass(frozen=True)
class Teleport:
    hero: str
    src: str
    dst: str

    def __str__(self) -> str:
        return f"{self.hero} {self.src}*{self.dst}"


@dataclass(frozen=True)
class Swap:
    hero: str
    other: str

    def __str__(self) -> str:
        return f"{self.hero}<>{self.other}"


@dataclass(frozen=True)
class Rotate:
    card: str
    turns: int

    def __str__(self) -> str:
        return f"rot {self.card} +{self.turns}"


@dataclass(frozen=True)
class Slide:
    card: str
    direction: str
    """n, e, s or w: the side of the card where the empty slot lies."""

    def __str__(self) -> str:
        return f"slide {self.card} {self.direction}"


@dataclass(frozen=True)
class Release:
    def __str__(self) -> str:
        return "release"


@dataclass(frozen=True)
class Wait:
    """Open-table play: a seat lets the others act (changes nothing)."""

    def __str__(self) -> str:
        return "wait"


@dataclass(frozen=True)
class EndTurn:
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Skip:
    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True)
class Stare:
    target: int
    """The seat stared at (0-based; written 1-based)."""

    def __str__(self) -> str:
        return f"stare {self.target + 1}"


@dataclass(frozen=True)
class Point:
    icon: int
    """A help icon 1–8 (spec §2.4)."""

    def __str__(self) -> str:
        return f"point {self.icon}"


PawnAtom = Walk | Hop | Jump | Toss | Teleport
Atom = Walk | Hop | Jump | Toss | Teleport | Swap | Rotate | Slide
Move = Atom | Release | Wait | EndTurn | Skip | Stare | Point

ATOM_TYPES = (Walk, Hop, Jump, Toss, Teleport, Swap, Rotate, Slide)
PAWN_ATOM_TYPES = (Walk, Hop, Jump, Toss, Teleport)
SYMBOLS: dict[str, type[PawnAtom]] = {
    "-": Walk,
    "=": Hop,
    "^": Jump,
    "~": Toss,
    "*": Teleport,
}
KIND_ORDER: dict[type, int] = {Walk: 0, Hop: 1, Jump: 2, Toss: 3, Teleport: 4, Swap: 5}
"""Spec §8.5 level 3: walk, ladder, jump, toss, teleport, swap."""

_CELL = r"[a-z][1-9][0-9]?"
_PAWN_ATOM = re.compile(rf"^([a-z]) ({_CELL})([-=^~*])({_CELL})$")
_WALK = re.compile(rf"^([a-z]) ({_CELL}(?:-{_CELL})+)$")
_SWAP = re.compile(r"^([a-z])<>([a-z])$")
_ROT = re.compile(r"^rot ([A-Z]) \+([0-9])$")
_SLIDE = re.compile(r"^slide ([A-Z]) ([a-z])$")
_STARE = re.compile(r"^stare ([0-9]+)$")
_POINT = re.compile(r"^point ([0-9]+)$")
_TABLE_MOVES: dict[str, Release | Wait | EndTurn | Skip] = {
    "release": Release(),
    "wait": Wait(),
    "end": EndTurn(),
    "skip": Skip(),
}


def _hero(letter: str, text: str) -> str:
    if letter not in HEROES:
        raise IllegalMove(f"{quote(text)}: {quote(letter)} is not a hero letter (d, e, b, m, s).")
    return letter


def parse_move(text: str) -> Move:
    """One move in notation; junk raises IllegalMove with a sentence."""
    if not isinstance(text, str):
        raise IllegalMove("A move is written as text, like 'd b2-b3'.")
    t = " ".join(text.split())
    if t in _TABLE_MOVES:
        return _TABLE_MOVES[t]
    m = _PAWN_ATOM.match(t)
    if m:
        hero = _hero(m.group(1), t)
        return SYMBOLS[m.group(3)](hero, m.group(2), m.group(4))
    if _WALK.match(t):
        raise IllegalMove(f"{quote(t)} is a whole walk; one move is one step, like 'd b2-b3'.")
    m = _SWAP.match(t)
    if m:
        return Swap(_hero(m.group(1), t), _hero(m.group(2), t))
    m = _ROT.match(t)
    if m:
        turns = int(m.group(2))
        if turns not in (1, 2, 3):
            raise IllegalMove(f"{quote(t)}: a card turns +1, +2 or +3 quarter turns clockwise.")
        return Rotate(m.group(1), turns)
    m = _SLIDE.match(t)
    if m:
        if m.group(2) not in SLIDE_LETTERS:
            raise IllegalMove(f"{quote(t)}: a card slides n, e, s or w.")
        return Slide(m.group(1), m.group(2))
    m = _STARE.match(t)
    if m:
        seat = int(m.group(1))
        if not 1 <= seat <= 4:
            raise IllegalMove(f"{quote(t)}: seats are numbered 1 to 4.")
        return Stare(seat - 1)
    m = _POINT.match(t)
    if m:
        icon = int(m.group(1))
        if icon not in HELP_ICONS:
            raise IllegalMove(f"{quote(t)}: help icons are numbered 1 to 8.")
        return Point(icon)
    raise IllegalMove(
        f"{quote(text)} is not a move (try 'd b2-b3', 'e c3^c5', 'm<>e' or 'rot B +1')."
    )


def _walk_steps(hero: str, cells: list[str], text: str) -> list[Move]:
    steps: list[Move] = []
    for a, b in pairwise(cells):
        pa, pb = parse_cell_name(a), parse_cell_name(b)
        if pa is None or pb is None:
            raise IllegalMove(f"{quote(text)}: {a if pa is None else b} is not a cell name.")
        (ax, ay), (bx, by) = pa, pb
        if (ax != bx and ay != by) or (ax, ay) == (bx, by):
            raise IllegalMove(
                f"{quote(text)}: each walk segment runs in a straight line ({a}-{b})."
            )
        dx = (bx > ax) - (bx < ax)
        dy = (by > ay) - (by < ay)
        x, y = ax, ay
        while (x, y) != (bx, by):
            nx, ny = x + dx, y + dy
            steps.append(Walk(hero, cell_name(x, y), cell_name(nx, ny)))
            x, y = nx, ny
    return steps


def parse_action(text: str) -> list[Move]:
    """One action of §7.5 as atoms: a walk over several cells becomes one step per cell."""
    t = " ".join(text.split())
    m = _WALK.match(t)
    if m:
        hero = _hero(m.group(1), t)
        return _walk_steps(hero, m.group(2).split("-"), t)
    return [parse_move(t)]


def parse_actions(text: str) -> list[Move]:
    """`;`-separated actions (a solution, a `setup:` line) as one list of atoms."""
    moves: list[Move] = []
    for part in text.split(";"):
        if part.strip():
            moves.extend(parse_action(part))
    return moves


def action_spans(text: str) -> list[tuple[int, str]]:
    """Each `;`-separated action with its 0-based start column in `text` (for messages)."""
    spans: list[tuple[int, str]] = []
    start = 0
    for part in text.split(";"):
        stripped = part.strip()
        if stripped:
            spans.append((start + len(part) - len(part.lstrip()), stripped))
        start += len(part) + 1
    return spans


def owner(move: Move) -> str | None:
    """The pawn whose go an atom belongs to (spec §4.3): a toss belongs to the tossed pawn, a
    swap to the mage; card actions and table moves belong to no pawn."""
    if isinstance(move, (Walk, Hop, Jump, Toss, Teleport, Swap)):
        return move.hero
    return None


def is_atom(move: object) -> bool:
    return isinstance(move, ATOM_TYPES)


def actions_text(moves: list[Move] | tuple[Move, ...]) -> str:
    """Atoms written as §7.5 actions: consecutive steps of one hero merge into one walk whose
    listed cells are its start, its corners and its end."""
    parts: list[str] = []
    path: list[str] = []
    hero = ""

    def flush() -> None:
        if path:
            parts.append(f"{hero} " + "-".join(_corners(path)))
            path.clear()

    for move in moves:
        if isinstance(move, Walk) and path and move.hero == hero and move.src == path[-1]:
            path.append(move.dst)
            continue
        flush()
        if isinstance(move, Walk):
            hero = move.hero
            path.extend([move.src, move.dst])
        else:
            parts.append(str(move))
    flush()
    return "; ".join(parts)


def _corners(path: list[str]) -> list[str]:
    points = [parse_cell_name(c) for c in path]
    keep = [path[0]]
    for k in range(1, len(path) - 1):
        a, b, c = points[k - 1], points[k], points[k + 1]
        if a is None or b is None or c is None:
            raise IllegalMove(f"{path[k]} is not a cell name.")
        if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1]):
            keep.append(path[k])
    keep.append(path[-1])
    return keep


def count_length(moves: list[Move] | tuple[Move, ...]) -> tuple[int, int]:
    """(goes, atoms) of an atom sequence as spec §4.3 counts them."""
    goes = atoms = 0
    last: str | None = None
    for move in moves:
        if not is_atom(move):
            continue
        atoms += 1
        who = owner(move)
        if who is None or who != last:
            goes += 1
        last = who
    return goes, atoms


def replay_length(text: str) -> tuple[int, int]:
    """(goes, atoms) of a solution text, counted as §4.3 does."""
    return count_length([m for m in parse_actions(text) if is_atom(m)])
