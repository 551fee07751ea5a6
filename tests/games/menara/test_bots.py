"""The random and greedy bots: legal, blind to hidden order, and greedy plays well."""

from __future__ import annotations

import random
from dataclasses import replace

from games.menara import BOTS, GAME
from games.menara.moves import AddFloor, Fail
from games.menara.preview import floor_preview
from games.menara.state import MenaraState
from tests.games.menara.helpers import CORNERS, floor, make_state


def play_out(
    bot: str, players: int, seed: int, difficulty: str, steady_hands: str = "off"
) -> MenaraState:
    rng = random.Random(seed)
    names = [f"P{k}" for k in range(players)]
    options = {"difficulty": difficulty, "steady_hands": steady_hands}
    state = GAME.new_state(names, seed=seed, options=options)
    while not state.is_over():
        moves = state.legal_moves(state.active)
        move = BOTS[bot].choose(state, state.active, rng)
        assert move in moves
        if isinstance(move, Fail):
            assert moves == [Fail()]  # neither bot gives up while something else is legal
        state, _ = state.apply(move, state.active)
    return state


def test_greedy_wins_where_random_loses() -> None:
    # The planning puzzle alone (steady hands off): greedy builds it, random does not.
    for players, seed, difficulty in [(1, 1, "easy"), (2, 2, "difficult")]:
        greedy = play_out("greedy", players, seed, difficulty).outcome()
        randomly = play_out("random", players, seed, difficulty).outcome()
        assert greedy is not None
        assert randomly is not None
        assert greedy.winners
        assert not randomly.winners
        assert greedy.scores[0] > randomly.scores[0]  # the height


def test_greedy_puts_a_floor_high_and_well_balanced() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", due=1, quarry=["TQ4"])
    move = BOTS["greedy"].choose(state, 0, random.Random(0))
    assert isinstance(move, AddFloor)
    assert move.placement.level == 1
    ghost = floor_preview(state, move.placement)
    best = max(
        floor_preview(state, m.placement).margin or 0.0
        for m in state.legal_moves(0)
        if isinstance(m, AddFloor) and m.placement.level == 1
    )
    assert len(ghost.supports) >= 3
    assert ghost.margin == best


def test_bots_do_not_look_at_hidden_order() -> None:
    rng = random.Random(4)
    state = GAME.new_state(["A", "B"], seed=4)
    seen = 0
    while not state.is_over() and seen < 40:
        # Reverse the hidden parts: the piles and the quarry below its top floor.
        hidden = replace(
            state,
            piles=tuple(tuple(reversed(p)) for p in state.piles),
            quarry=state.quarry[:1] + tuple(reversed(state.quarry[1:])),
        )
        for name, bot in BOTS.items():
            a = bot.choose(state, state.active, random.Random(seen))
            b = bot.choose(hidden, hidden.active, random.Random(seen))
            assert a == b, name
        state, _ = state.apply(BOTS["greedy"].choose(state, state.active, rng), state.active)
        seen += 1
