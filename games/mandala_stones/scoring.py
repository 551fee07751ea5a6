"""Victory points: a colour scoring's tower VP (§2.4, snapshot rule), objectives (§2.6)."""

from __future__ import annotations

import itertools
from collections import Counter

from games.mandala_stones import data
from games.mandala_stones.position import Board

NEW = data.NEW


def colour_of(stone: str) -> str:
    """A stone's colour letter; a New Stone's own fifth colour is "N" (objectives only)."""
    return stone[0]


def pattern_of(stone: str) -> str:
    """A stone's pattern letter; a New Stone's own pattern is "N" (objectives only)."""
    return data.NEW_PATTERN if stone == NEW else stone[1]


def tops(board: Board) -> tuple[str | None, ...]:
    return tuple(t[-1] if t else None for t in board)


def tower_vp(board: Board, tower: int, colour: str) -> int:
    """VP of one tower scored in a colour scoring of `colour`, on the board before removals.

    P1 counts the different heights of all the player's towers, P2-P4 pay by the tower's
    height, P5 counts the tower's colours; a New Stone counts as the declared colour (D15).
    """
    t = board[tower]
    if tower == data.HEIGHTS_SPACE:
        return len({len(x) for x in board if x})
    if tower == data.COLOURS_SPACE:
        return len({colour if s == NEW else s[0] for s in t})
    return data.BY_HEIGHT[tower][len(t) - 1]


def colour_towers(board: Board, colour: str) -> tuple[list[int], list[int]]:
    """The towers topped by `colour` (must all be scored) and those topped by a New Stone."""
    natural: list[int] = []
    wild: list[int] = []
    for i, t in enumerate(board):
        if t:
            top = t[-1]
            if top == NEW:
                wild.append(i)
            elif top[0] == colour:
                natural.append(i)
    return natural, wild


def free_capacity(board: Board) -> int:
    """Room for New Stones: the sum of (4 - height) over the existing towers (§6.2)."""
    return sum(data.MAX_HEIGHT - len(t) for t in board if t)


# -- objective cards ---------------------------------------------------------------------------


def _monochrome(board: Board) -> int:
    return sum(1 for t in board if len(t) >= 2 and len({colour_of(s) for s in t}) == 1)


def _single_motif(board: Board) -> int:
    towers = [t for t in board if t]
    patterns = {pattern_of(s) for t in towers for s in t}
    return len(towers) if len(patterns) == 1 else 0


def _alternating(board: Board) -> int:
    pairs = 0
    for a, b in itertools.pairwise(board):
        if a and b and pattern_of(a[-1]) != pattern_of(b[-1]):
            pairs += 1
    return pairs


def _spectrum(board: Board) -> int:
    return sum(1 for t in board if len({colour_of(s) for s in t}) >= 4)


def _full_palette(board: Board) -> int:
    return 1 if all(board) else 0


def _summit(board: Board) -> int:
    return sum(1 for t in board if len(t) == data.MAX_HEIGHT)


def _staircase(board: Board) -> int:
    return 1 if {1, 2, 3, 4} <= {len(t) for t in board} else 0


def _crowned(board: Board) -> int:
    return len({colour_of(t[-1]) for t in board if t})


def _hoard(board: Board) -> int:
    return sum(len(t) for t in board)


def _twins(board: Board) -> int:
    heights = Counter(len(t) for t in board if t)
    return sum(n // 2 for n in heights.values())


_COUNTS = {
    "O1": _monochrome,
    "O2": _single_motif,
    "O3": _alternating,
    "O4": _spectrum,
    "O5": _full_palette,
    "O6": _summit,
    "O7": _staircase,
    "O8": _crowned,
    "O9": _hoard,
    "O10": _twins,
}


def objective_count(card: str, board: Board) -> int:
    """How many times the card's condition is met (towers, pairs, colours, stones, or 0/1)."""
    return _COUNTS[card](board)


def objective_vp(card: str, board: Board) -> int:
    """The VP the card gives for this board at the end of the game."""
    return objective_count(card, board) * data.OBJECTIVE_BY_ID[card].vp
