"""The bots: legal choices, decided from the view only, and the greedy bot plays sensibly."""

from __future__ import annotations

import random

import pytest

from games.core.testing import check_bot_uses_view_only
from games.mandala_stones import BOTS, GAME
from games.mandala_stones.state import MandalaState


def scramble(state: object, seat: int, rng: random.Random) -> MandalaState:
    """Change what `seat` cannot see: the other seats' objectives, the undealt cards and the
    patterns of buried stones (swapped between buried stones of one colour)."""
    assert isinstance(state, MandalaState)
    others = [c for s, o in enumerate(state.objectives) if s != seat for c in o]
    pool = others + list(state.undealt)
    rng.shuffle(pool)
    objectives = []
    for s, cards in enumerate(state.objectives):
        if s == seat:
            objectives.append(cards)
        else:
            objectives.append((pool.pop(), pool.pop()))
    stacks = [list(st) for st in state.stacks]
    buried = [(i, j) for i, st in enumerate(stacks) for j in range(len(st) - 1)]
    rng.shuffle(buried)
    for (i, j), (k, m) in zip(buried[::2], buried[1::2], strict=False):
        a, b = stacks[i][j], stacks[k][m]
        if a[0] == b[0] and a != b:
            stacks[i][j], stacks[k][m] = b, a
    return state.evolve(
        objectives=tuple(objectives),
        undealt=tuple(pool),
        stacks=tuple(tuple(st) for st in stacks),
    )


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("harmony", ["off", "on"])
def test_bots_decide_from_the_view_only(bot: str, harmony: str) -> None:
    rng = random.Random(7)
    state = GAME.new_state(["A", "B", "C"], seed=7, options={"harmony": harmony})
    step = 0
    while not state.is_over():
        seat = state.current
        if step % 5 == 0:
            check_bot_uses_view_only(GAME, bot, state, seat, scramble, seed=step)
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
