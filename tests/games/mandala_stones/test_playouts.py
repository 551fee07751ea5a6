"""Seeded random play-outs through games.core.testing, with the Mandala Stones invariants."""

from __future__ import annotations

import pytest

from games.core.testing import check_game, play_random_game
from games.mandala_stones import GAME
from tests.games.mandala_stones.invariants import invariant


@pytest.mark.parametrize("harmony", ["off", "on"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seeded_sample_keeps_the_contract(players: int, harmony: str) -> None:
    report = play_random_game(
        GAME,
        players,
        seed=players * 10 + (harmony == "on"),
        options={"harmony": harmony},
        exhaustive_every=7,
        invariant=invariant,
    )
    assert report.over


@pytest.mark.slow
@pytest.mark.parametrize("harmony", ["off", "on"])
def test_many_games_keep_the_contract(harmony: str) -> None:
    reports = check_game(
        GAME, seeds=range(20), options={"harmony": harmony}, exhaustive_every=3, invariant=invariant
    )
    assert all(r.over for r in reports)


def test_every_end_is_reached_by_the_rules() -> None:
    """Random games end by the end space or by a stuck seat, and every seat chooses a card."""
    for seed in range(12):
        players = 2 + seed % 3
        state = GAME.new_state([f"P{i}" for i in range(players)], seed=seed)
        rng = __import__("random").Random(seed)
        while not state.is_over():
            seat = state.current
            state, _ = state.apply(rng.choice(state.legal_moves(seat)), seat)
        assert state.ended
        assert state.end_reason
        assert all(state.chosen)
        outcome = state.outcome()
        assert outcome is not None
        assert outcome.scores == tuple(
            v + o for v, o in zip(state.vp, state.objective_vp, strict=False)
        )


def test_the_fast_pick_generator_agrees_with_the_rule() -> None:
    """`pick_moves` (the fast path) offers exactly the artist moves that `eligible` allows."""
    from games.mandala_stones.board import eligible, pick_moves
    from games.mandala_stones.moves import PICKS

    rng = __import__("random").Random(99)
    for seed in range(6):
        state = GAME.new_state(["A", "B", "C"], seed=seed)
        while not state.is_over():
            expected = [
                PICKS[a][d]
                for a in range(4)
                for d in range(9)
                if d not in state.artists and eligible(state.stacks, state.artists, a, d)
            ]
            assert pick_moves(state.stacks, state.artists) == expected
            seat = state.current
            state, _ = state.apply(rng.choice(state.legal_moves(seat)), seat)
