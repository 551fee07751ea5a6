"""Hints from the solver (spec §8.5), in three levels.

1. *Which pawn* goes next in a shortest solution from the current position, searched as if no
   go were in progress; when shortest solutions begin with different pawns (or card actions),
   the first in the order d, e, b, m, s, then card actions.
2. *What kind*: the help icon (§2.4) of that go's first action: ladder (2), ability (3: jump,
   toss, teleport, swap), rotate (7), slide (8); for a walk, the icon of where the go's first
   run of steps ends: a key (4), the hero's own armory while the exits are still locked (5),
   an exit (6), else footprints (1).
3. *Exact action*: the next atom, among the shortest solutions' first atoms of that pawn: walk,
   ladder, jump, toss, teleport, swap, then direction N, E, S, W, then nearer destination.

When the heroes can no longer all escape, the hint says so; `latest_solvable` finds the last
position of an undo history from which they still can.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.magic_maze_tower.data import (
    HELP_ICONS,
    HERO_NAMES,
    ICON_ABILITY,
    ICON_ARMORY,
    ICON_EXIT,
    ICON_KEY,
    ICON_LADDER,
    ICON_ROTATE,
    ICON_SLIDE,
    ICON_WALK,
)
from games.magic_maze_tower.moves import KIND_ORDER, Hop, Move, Rotate, Slide, Walk
from games.magic_maze_tower.rules import AtomT, Position
from games.magic_maze_tower.solver import first_moves, solvable, solve
from games.magic_maze_tower.state import MazeState


@dataclass(frozen=True)
class Hint:
    level: int
    solvable: bool
    pawn: str | None
    """Hero letter of the pawn whose go comes next, 'card' for a card action, None if lost."""
    icon: int | None
    """Help icon 1–8 (levels 2 and 3)."""
    move: Move | None
    """The exact next atom (level 3)."""
    text: str
    goes_left: int
    atoms_left: int
    """Length of a shortest solution from here (§4.3 counts)."""


def _order(atom: AtomT, move: Move, width: int) -> tuple[int, int, int, int]:
    """Sort key of §8.5 level 3: pawn (d e b m s, then cards), kind, direction, distance."""
    owner = atom[1] if atom[1] >= 0 else 99
    kind = KIND_ORDER.get(type(move), 6 if isinstance(move, Rotate) else 7)
    return owner, kind, max(atom[4], 0), _distance(width, atom)


def next_go(state: MazeState) -> tuple[Move, tuple[Move, ...], int, int] | None:
    """(next atom, the rest of a shortest solution after it, goes, atoms) or None when lost."""
    board = state.board
    pos: Position = state.position
    found = first_moves(board, pos)
    if not found.solvable or not found.firsts:
        return None
    geo = board.geometry(pos[2])
    firsts = found.firsts
    forced = state.forced_first
    if forced is not None:
        # Spec §5.1: a tutorial's forced first atom begins one of its shortest solutions (the
        # tutorial tests check this), so the hint names it rather than another first atom.
        firsts = tuple(f for f in firsts if f[2] == forced[0]) or firsts
    ranked = sorted(firsts, key=lambda f: _order(f[0], f[2], geo.width))
    atom, after, move = ranked[0]
    rest = solve(board, after, last=atom[1])
    return move, rest.moves, found.goes, found.atoms


def _distance(width: int, atom: AtomT) -> int:
    if atom[0] > 4:
        return atom[3]
    a, b = atom[2], atom[3]
    return abs(a % width - b % width) + abs(a // width - b // width)


def _icon(state: MazeState, move: Move, rest: tuple[Move, ...]) -> int:
    if isinstance(move, Rotate):
        return ICON_ROTATE
    if isinstance(move, Slide):
        return ICON_SLIDE
    if isinstance(move, Hop):
        return ICON_LADDER
    if not isinstance(move, Walk):
        return ICON_ABILITY
    end = move.dst
    for nxt in rest:
        if not isinstance(nxt, Walk) or nxt.hero != move.hero or nxt.src != end:
            break
        end = nxt.dst
    geo = state.geometry
    token = geo.cells[geo.index(end)]
    if token[0] == "X":
        return ICON_EXIT
    if token[0] == "K":
        return ICON_KEY
    if token == f"A{move.hero}" and state.board.has_armories and not state.armory:
        return ICON_ARMORY
    return ICON_WALK


def hint(state: MazeState, level: int = 1) -> Hint:
    """The hint of a level 1–3 for the current position."""
    if level not in (1, 2, 3):
        raise ValueError("hint levels are 1, 2 and 3")
    found = next_go(state)
    if found is None:
        return Hint(
            level,
            False,
            None,
            None,
            None,
            "From here the heroes can no longer all escape: undo or restart.",
            0,
            0,
        )
    move, rest, goes, atoms = found
    pawn = getattr(move, "hero", None) if not isinstance(move, (Rotate, Slide)) else "card"
    who = "Turn or slide a card" if pawn == "card" else f"Move the {HERO_NAMES[str(pawn)]}"
    text = f"{who} next ({goes} goes to go)."
    icon: int | None = None
    if level >= 2:
        icon = _icon(state, move, rest)
        text += f" Hint icon {icon}: {HELP_ICONS[icon]}."
    if level == 3:
        text += f" Next: {move}."
    return Hint(level, True, pawn, icon, move if level == 3 else None, text, goes, atoms)


def latest_solvable(states: Sequence[MazeState]) -> int | None:
    """Index of the last position in an undo history from which every hero can still escape."""
    for index in range(len(states) - 1, -1, -1):
        state = states[index]
        if solvable(state.board, state.position):
            return index
    return None
