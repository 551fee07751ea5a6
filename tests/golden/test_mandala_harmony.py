"""Golden transcripts of Mandala Stones with the Harmony expansion (the option the shared
transcript test does not pass): New Stones kept, given up and placed, move by move."""

from __future__ import annotations

import pytest
from syrupy.assertion import SnapshotAssertion

from games import GAMES
from games.core import Match, Seat


def transcript(players: int, seed: int) -> str:
    game = GAMES["mandala_stones"]
    levels = ("greedy", "random")
    seats = tuple(Seat(f"P{i + 1}", levels[i % 2]) for i in range(players))
    match = Match.new(game, seats, seed=seed, options={"harmony": "on"})
    lines = [f"Mandala Stones with Harmony, seed {seed}, bots {', '.join(levels)}"]
    while not match.state.is_over():
        seat = min(match.state.actors())
        move = match.bot_move(seat)
        lines.append(f"{len(match.moves) + 1:>4} P{seat + 1}: {move}")
        lines.extend(f"       {e.text}" for e in match.play(seat, move) if e.visible(None))
    outcome = match.state.outcome()
    assert outcome is not None
    lines.append(f"Outcome: {outcome.scores} winners {sorted(outcome.winners)}: {outcome.reason}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("players", "seed"), [(2, 107), (3, 108)])
def test_harmony_transcript(players: int, seed: int, snapshot: SnapshotAssertion) -> None:
    assert transcript(players, seed) == snapshot
