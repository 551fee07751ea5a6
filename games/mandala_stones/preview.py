"""What a move would do, before it is made: for the screen, the view and the greedy bot.

`pick_preview` says which stones an artist move would take; `build_preview` the tower a start
stone gives; `score_preview` what a SCORE would earn now, towers and Mandala spaces apart.
"""

from __future__ import annotations

from typing import NamedTuple

from games.mandala_stones import data
from games.mandala_stones import moves as mv
from games.mandala_stones.board import clockwise_from, eligible
from games.mandala_stones.mandala import place, placing_order
from games.mandala_stones.position import Board, Position
from games.mandala_stones.scoring import colour_towers, tower_vp


def pick_preview(state: Position, move: mv.Pick) -> tuple[tuple[int, str], ...]:
    """(stone space, stone) of every stone the artist move would take, clockwise from north;
    empty when the move takes nothing (and so is not legal)."""
    artist = mv.ARTIST_INDEX[move.artist]
    dest = mv.SPACE_INDEX[move.to]
    if dest in state.artists:
        return ()
    stones = eligible(state.stacks, state.artists, artist, dest)
    return tuple((s, state.stacks[s][-1]) for s in stones)


def build_preview(state: Position, start: int) -> tuple[str, ...]:
    """The tower (bottom -> top) the pending pick builds when it starts at stone space `start`."""
    pending = state.pending
    if pending is None or start not in pending.stones:
        return ()
    return tuple(state.stacks[s][-1] for s in clockwise_from(pending.stones, start))


class ScorePreview(NamedTuple):
    towers: tuple[tuple[int, int], ...]
    """(tower index, VP) of each tower scored, in board order."""
    tower_vp: int
    mandala_vp: int
    """VP of the Mandala spaces covered; under Harmony, what giving up every uncovered New
    Stone would add."""
    new_stones: int
    """New Stones this scoring would uncover (Harmony)."""
    ends: bool
    """The scoring would cover the end space."""

    @property
    def total(self) -> int:
        return self.tower_vp + self.mandala_vp


def scored_towers(board: Board, move: mv.ScoreColour | mv.ScoreTops) -> list[int]:
    """The towers a SCORE takes its top stones from (no legality check)."""
    if isinstance(move, mv.ScoreTops):
        return sorted(mv.TOWER_INDEX[t] for t in move.towers)
    natural, _wild = colour_towers(board, move.colour)
    return sorted(natural + [mv.TOWER_INDEX[t] for t in move.wild])


def score_preview(state: Position, seat: int, move: mv.ScoreColour | mv.ScoreTops) -> ScorePreview:
    board = state.towers[seat]
    scored = scored_towers(board, move)
    if isinstance(move, mv.ScoreTops):
        per = tuple((t, 1) for t in scored)
    else:
        per = tuple((t, tower_vp(board, t, move.colour)) for t in scored)
    order = placing_order([(t, board[t][-1]) for t in scored])
    placed = place(state.spiral, state.new_on, order, data.END_SPACE[len(state.players)])
    mandala = placed.vp + sum(data.VP_SPACES[s] for s in placed.uncovered)
    return ScorePreview(
        per, sum(v for _, v in per), mandala, len(placed.uncovered), placed.triggered
    )


def colour_preview(board: Board, colour: str) -> int | None:
    """The tower VP of the best scoring of `colour` (every New-Stone top included), or None
    when that colour cannot be scored. For the tower panels of every seat."""
    natural, wild = colour_towers(board, colour)
    scored = natural + wild
    if len(scored) < 2 or (not natural and not wild):
        return None
    return sum(tower_vp(board, t, colour) for t in scored)
