"""What a pawn's ability key means (spec §6.3), read from a view: the engine, not the screen,
knows which hero hops, jumps, tosses, teleports or swaps.

`special_moves` narrows the legal moves to one hero's special moves towards a direction (the
choices a screen offers); when there is none, `ability_attempt` names the special move the key
most plausibly meant, so that the rules' own refusal says why not. `swap_targets` are the pawns
the mage may swap with. Nothing here decides legality: `legal_moves` and `apply` do.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from games.magic_maze_tower.board import cell_name, parse_cell_name
from games.magic_maze_tower.data import (
    DIRECTIONS,
    DX,
    DY,
    ELF,
    LADDER,
    MAGE,
    SISTER,
    SOLID,
    TRAP,
)
from games.magic_maze_tower.moves import KIND_ORDER, Hop, Jump, Move, Teleport, Toss

View = Mapping[str, Any]
SPECIAL_MOVES = (Hop, Jump, Toss, Teleport)
_FAR = 18
"""Further than any quest is wide: how far a ladder or a teleport is looked for."""


def neighbour(view: View, cell: str, direction: str, steps: int = 1) -> str | None:
    """The cell `steps` away from `cell` towards a compass direction, None off the board."""
    at = parse_cell_name(cell)
    if at is None:
        return None
    d = DIRECTIONS.index(direction)
    x, y = at[0] + DX[d] * steps, at[1] + DY[d] * steps
    if not (0 <= x < int(view.get("width", 0)) and 0 <= y < int(view.get("height", 0))):
        return None
    return cell_name(x, y)


def token(view: View, cell: str) -> str:
    """The view's token of a cell ("" when there is no such cell)."""
    at = parse_cell_name(cell)
    cells = view.get("cells") or []
    if at is None or not (0 <= at[1] < len(cells) and 0 <= at[0] < len(cells[at[1]])):
        return ""
    return str(cells[at[1]][at[0]])


def line(src: str, dst: str) -> tuple[str, int] | None:
    """(compass direction, distance) from src to dst when they share a row or column."""
    a, b = parse_cell_name(src), parse_cell_name(dst)
    if a is None or b is None or a == b or (a[0] != b[0] and a[1] != b[1]):
        return None
    if a[0] == b[0]:
        return ("S" if b[1] > a[1] else "N"), abs(b[1] - a[1])
    return ("E" if b[0] > a[0] else "W"), abs(b[0] - a[0])


def special_moves(legal: Iterable[object], hero: str, direction: str) -> list[Move]:
    """`hero`'s legal hops, jumps, tosses and teleports towards `direction`: by kind, then
    nearest first."""
    found: list[tuple[int, int, Move]] = []
    for move in legal:
        if isinstance(move, SPECIAL_MOVES) and move.hero == hero:
            way = line(move.src, move.dst)
            if way is not None and way[0] == direction:
                found.append((KIND_ORDER.get(type(move), 9), way[1], move))
    found.sort(key=lambda item: (item[0], item[1]))
    return [move for _, _, move in found]


def ability_attempt(view: View, hero: str, cell: str, direction: str) -> str | None:
    """The special move (notation) `hero` at `cell` most plausibly means towards `direction`,
    legal or not; None when nothing lies that way."""
    if hero == SISTER:  # she teleports to the first cell she could stand on
        for steps in range(1, _FAR + 1):
            target = neighbour(view, cell, direction, steps)
            if target is None:
                return None
            if token(view, target) not in (SOLID, "", TRAP):
                return f"{hero} {cell}*{target}"
        return None
    if token(view, cell) == LADDER:  # any hero climbs to the next ladder
        for steps in range(1, _FAR + 1):
            target = neighbour(view, cell, direction, steps)
            if target is None:
                break
            if token(view, target) == LADDER:
                return f"{hero} {cell}={target}"
    beyond = neighbour(view, cell, direction, 2)
    if beyond is None:
        return None
    # The elf jumps over a pawn; the others' only two-cell move is the barbarian's toss.
    return f"{hero} {cell}^{beyond}" if hero == ELF else f"{hero} {cell}~{beyond}"


def swap_targets(in_play: Sequence[str]) -> list[str]:
    """The heroes the mage may swap places with: every other pawn still in play."""
    return [hero for hero in in_play if hero != MAGE]
