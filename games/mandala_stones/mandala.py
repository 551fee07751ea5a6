"""The Mandala spiral: placing scored stones from the centre outward (§4.3, §6.2, §6.5)."""

from __future__ import annotations

from typing import NamedTuple

from games.mandala_stones import data


class Placement(NamedTuple):
    spiral: tuple[str, ...]
    new_on: tuple[int, ...]
    uncovered: tuple[int, ...]
    """Spaces whose setup New Stone came off, in spiral order (Harmony)."""
    vp: int
    """VP of the VP spaces covered that held no New Stone."""
    vp_spaces: tuple[int, ...]
    """Those spaces, for the narration."""
    triggered: bool
    """A stone went on the end space of this player count."""
    overflow: tuple[str, ...]


_NEXT_VP = tuple(
    min((v for v in data.VP_SPACES if v > m), default=data.SPIRAL + 1)
    for m in range(data.SPIRAL + 1)
)
"""_NEXT_VP[M]: the first VP space after space M (past the spiral when there is none)."""


def place(
    spiral: tuple[str, ...], new_on: tuple[int, ...], stones: list[str], end_space: int
) -> Placement:
    """Place `stones` (already in placing order) on spaces M+1, M+2, ..."""
    m = len(spiral)
    last = m + len(stones)
    if last <= data.SPIRAL and _NEXT_VP[m] > last and not m < end_space <= last:
        # Nothing special on the way: the common case, made quickly.
        return Placement(spiral + tuple(stones), new_on, (), 0, (), False, ())
    filled = list(spiral)
    waiting = new_on
    uncovered: list[int] = []
    vp = 0
    vp_spaces: list[int] = []
    triggered = False
    overflow: list[str] = []
    for stone in stones:
        if len(filled) >= data.SPIRAL:
            overflow.append(stone)  # Decision (§4.3 4): a full spiral takes no more stones
            continue
        filled.append(stone)
        space = len(filled)
        if space == end_space:
            triggered = True
        if space in waiting:
            waiting = tuple(s for s in waiting if s != space)
            uncovered.append(space)
        elif space in data.VP_SPACES:
            vp += data.VP_SPACES[space]
            vp_spaces.append(space)
    return Placement(
        tuple(filled), waiting, tuple(uncovered), vp, tuple(vp_spaces), triggered, tuple(overflow)
    )


def placing_order(removed: list[tuple[int, str]]) -> list[str]:
    """New Stones first (§6.5), then the ordinary stones in player-board order, P1 first (D10).

    `removed` is (tower index, stone) in any order.
    """
    ordered = sorted(removed)
    return [s for _, s in ordered if s == data.NEW] + [s for _, s in ordered if s != data.NEW]
