"""The random and greedy bots: legal, blind to hidden order, and greedy plays well."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.core.testing import check_bot_uses_view_only
from games.menara import BOTS, GAME
from games.menara.moves import AddFloor, Fail, Place
from games.menara.planner import SAFETY
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


def _scramble(state: Any, seat: int, rng: random.Random) -> Any:
    """What nobody sees: the order of the plan-card piles and of the quarry below its top."""
    piles = []
    for pile in state.piles:
        cards = list(pile)
        rng.shuffle(cards)
        piles.append(tuple(cards))
    rest = list(state.quarry[1:])
    rng.shuffle(rest)
    return state.evolve(piles=tuple(piles), quarry=(*state.quarry[:1], *rest))


@pytest.mark.parametrize("seed", [4, 12])
def test_bots_decide_from_their_view_only(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(["A", "B"], seed=seed)
    checked = 0
    while not state.is_over() and checked < 25:
        seat = min(state.actors())
        if len(state.legal_moves(seat)) > 1:
            for name in BOTS:
                check_bot_uses_view_only(GAME, name, state, seat, _scramble, seed=checked)
            checked += 1
        state, _ = state.apply(BOTS["greedy"].choose(state, seat, rng), seat)
    assert checked


def test_planner_plays_legal_games_with_steady_hands() -> None:
    for seed in (1, 2):
        state = play_out("planner", 2, seed, "medium", steady_hands="on")
        assert state.is_over()


def test_planner_builds_where_nothing_can_fall_once_high_enough() -> None:
    # Two levels stand and nothing is needed: the temple is SAFETY levels above the target, so
    # the planner puts the column where it carries nothing (chance 0), greedy puts it on top.
    full = {(2, 2): "Y", (4, 2): "R", (3, 4): "W"}
    floors = [
        floor("TQ6", 0, 0, 0, CORNERS),
        floor("TQ4", 1, 1, 1, full),
        floor("TQ4B", 1, 1, 2),
        floor("TQ6B", 6, 0, 0),
    ]
    state = make_state(floors, card="E01", supply="Y").evolve(level_row=())
    assert state.temple.height >= state.target + SAFETY
    greedy = BOTS["greedy"].choose(state, 0, random.Random(0))
    careful = BOTS["planner"].choose(state, 0, random.Random(0))
    assert isinstance(greedy, Place)
    assert greedy.fid == "TQ4B"  # up, where it may wobble
    assert isinstance(careful, Place)
    assert careful.fid == "TQ6B"  # on the base, carrying nothing
