"""Golden transcripts: seeded bot games written out move by move (python-chess perft, OpenSpiel
playthroughs). A rule or bot change that alters play shows up here as a diff to read.

Update after an intended change with `uv run pytest tests/golden --snapshot-update`.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from syrupy.assertion import SnapshotAssertion

from games import GAMES
from games.core import Match, Seat

CASES = [
    ("ruins", 2, 101, ("random", "greedy")),
    ("ruins", 5, 102, ("random", "greedy")),
    ("menara", 2, 103, ("random", "greedy")),
    # A random walker rarely solves a puzzle: the solver-led bot plays the quest.
    ("magic_maze_tower", 1, 104, ("greedy",)),
    ("bali", 2, 105, ("random", "greedy")),
    ("bali", 4, 106, ("greedy",)),
    ("mandala_stones", 2, 105, ("random", "greedy")),
    ("mandala_stones", 4, 106, ("random", "greedy")),
]


def transcript(
    game_id: str,
    players: int,
    seed: int,
    levels: tuple[str, ...],
    options: Mapping[str, str] | None = None,
) -> str:
    game = GAMES[game_id]
    seats = tuple(Seat(f"P{i + 1}", levels[i % len(levels)]) for i in range(players))
    match = Match.new(game, seats, seed=seed, options=options)
    lines = [f"{game.info.title}, seed {seed}, bots {', '.join(s.bot or '' for s in seats)}"]
    while not match.state.is_over():
        seat = min(match.state.actors())
        move = match.bot_move(seat)
        lines.append(f"{len(match.moves) + 1:>4} P{seat + 1}: {move}")
        lines.extend(f"       {e.text}" for e in match.play(seat, move) if e.visible(None))
    outcome = match.state.outcome()
    assert outcome is not None
    lines.append(f"Outcome: {outcome.scores} winners {sorted(outcome.winners)}: {outcome.reason}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "levels"),
    CASES,
    # Named by game, seats and seed (not by position), so adding a case renames no snapshot.
    ids=[f"{game}-{players}-{seed}" for game, players, seed, _ in CASES],
)
def test_transcript(
    game_id: str, players: int, seed: int, levels: tuple[str, ...], snapshot: SnapshotAssertion
) -> None:
    assert transcript(game_id, players, seed, levels) == snapshot


def test_bali_with_the_expansion_and_the_demon(snapshot: SnapshotAssertion) -> None:
    options = {"temple_of_shiva": "on", "demon": "on"}
    assert transcript("bali", 3, 107, ("greedy", "random"), options) == snapshot
