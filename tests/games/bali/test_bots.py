"""Bots choose legal moves and decide from their own view only."""

from __future__ import annotations

import random

import pytest

from games.bali import GAME, data, scramble_secrets
from games.core.testing import check_bot_uses_view_only


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bot_decides_from_its_view_only(bot: str) -> None:
    state = GAME.new_state(["A", "B", "C"], seed=5, options={"temple_of_shiva": "on"})
    rng = random.Random(1)
    checked = 0
    while not state.is_over() and checked < 60:
        seat = min(state.actors())
        check_bot_uses_view_only(GAME, bot, state, seat, scramble_secrets, tries=2)
        checked += 1
        state, _ = state.apply(rng.choice(state.legal_moves(seat)), seat)
    assert checked == 60


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_only_choose_legal_moves(bot: str) -> None:
    for seed in range(3):
        state = GAME.new_state(["A", "B"], seed=seed, options={"demon": "on"})
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.actors())
            move = GAME.bots[bot].choose(state, seat, rng)
            assert move in state.legal_moves(seat)
            state, _ = state.apply(move, seat)


def test_greedy_builds_shrines_and_beats_random() -> None:
    wins = 0
    for seed in range(10):
        state = GAME.new_state(["G", "R"], seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.actors())
            bot = GAME.bots["greedy" if seat == seed % 2 else "random"]
            state, _ = state.apply(bot.choose(state, seat, rng), seat)
        outcome = state.outcome()
        assert outcome is not None
        wins += (seed % 2) in outcome.winners
    assert wins >= 7
    assert data.SHRINE_COST == 7
