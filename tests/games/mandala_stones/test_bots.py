"""The bots: legal choices, decided from the view only, and the greedy bot plays sensibly."""

from __future__ import annotations

import random

import pytest

from games.core.testing import check_bot_uses_view_only
from games.mandala_stones import BOTS, GAME, scramble_secrets


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("harmony", ["off", "on"])
def test_bots_decide_from_the_view_only(bot: str, harmony: str) -> None:
    rng = random.Random(7)
    state = GAME.new_state(["A", "B", "C"], seed=7, options={"harmony": harmony})
    step = 0
    while not state.is_over():
        seat = state.current
        if step % 5 == 0:
            check_bot_uses_view_only(GAME, bot, state, seat, scramble_secrets, seed=step)
        move = BOTS[bot].choose(state, seat, rng)
        assert move in state.legal_moves(seat)
        state, _ = state.apply(move, seat)
        step += 1


def test_greedy_beats_random_most_of_the_time() -> None:
    wins = 0
    for seed in range(12):
        state = GAME.new_state(
            ["G", "R"], seed=seed, options={"harmony": "on" if seed % 2 else "off"}
        )
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.current
            bot = BOTS["greedy" if seat == 0 else "random"]
            state, _ = state.apply(bot.choose(state, seat, rng), seat)
        outcome = state.outcome()
        assert outcome is not None
        wins += 0 in outcome.winners
    assert wins >= 9


def test_greedy_keeps_an_objective_in_the_last_round() -> None:
    from games.mandala_stones.moves import Pick
    from games.mandala_stones.scenario import position

    towers = {0: {"P1": "YS", "P2": "BO BO", "P3": "RS RS VS", "P4": "VO VO BO RO"}}
    state = position(towers=towers, objectives={0: ("O7", "O2")}).evolve(ended=True)
    # A staircase is worth 8; taking tops (no colour tops twice) would earn far less.
    move = BOTS["greedy"].choose(state, 0, random.Random(0))
    assert isinstance(move, Pick)
    # Before the last round the same bot simply takes its best score or builds on.
    early = BOTS["greedy"].choose(state.evolve(ended=False), 0, random.Random(0))
    assert early in state.legal_moves(0)
