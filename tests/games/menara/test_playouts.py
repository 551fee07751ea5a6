"""The generic contract checker on seeded random games, with Menara's own invariants."""

from __future__ import annotations

import json
import random

import pytest

from games.core import State
from games.core.testing import check_game, play_random_game
from games.menara import BOTS, GAME
from games.menara.data import BASE_FLOORS, COLUMN_COUNTS
from games.menara.state import MenaraState
from tests.games.menara.helpers import columns_total

DIFFICULTIES = ("easy", "medium", "difficult")


def invariant(state: State) -> None:
    assert isinstance(state, MenaraState)
    # All 76 columns are somewhere: bag, camp, supplies, temple, out of the game.
    assert columns_total(state) == COLUMN_COUNTS
    # All 18 floors are somewhere: quarry, temple, set aside, or still to lay in the base.
    floors = [*state.quarry, *(f.fid for f in state.floors), *state.set_aside, *state.base_todo]
    floors += [f.fid for f in state.fallen]  # brought down by a wobble (§7.11)
    assert sorted(floors) == sorted(f.id for f in BASE_FLOORS)
    # All 35 plan cards and 5 level cards likewise.
    cards = [*(c for pile in state.piles for c in pile), *(c for d in state.discards for c in d)]
    cards += [c for c in state.level_row if not c.startswith("LV")]
    cards += [state.turn.card] if state.turn.card else []
    assert len(cards) == len(set(cards)) == 35
    # The temple stands after every legal move (collapse needs a forced event, §7.7).
    assert state.temple.stable
    # Every floor above the base rests on columns of the level directly below.
    for i, f in enumerate(state.floors):
        if f.level:
            assert {state.floors[j].level for j in state.temple.support_floors[i]} == {f.level - 1}
    # Nothing is hidden from anyone: every seat sees the same view.
    views = {json.dumps({**state.view(seat), "seat": None}, sort_keys=True) for seat in [None, 0]}
    assert len(views) == 1


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_contract_on_seeded_sample(difficulty: str) -> None:
    reports = check_game(
        GAME,
        seeds=[1],
        options={"difficulty": difficulty},
        exhaustive_every=12,
        invariant=invariant,
    )
    assert [r.players for r in reports] == [1, 2, 3, 4, 5]
    assert all(r.over for r in reports)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_contract_on_many_seeds(difficulty: str) -> None:
    # CI runs these too: two more seeds per difficulty, every legal move tried every 3 steps.
    check_game(
        GAME,
        seeds=range(2, 4),
        options={"difficulty": difficulty},
        exhaustive_every=3,
        invariant=invariant,
    )


def _bot_choice(name: str):  # type: ignore[no-untyped-def]
    bot = BOTS[name]

    def choose(state: State, seat: int, moves: list[object], rng: random.Random) -> object:
        move = bot.choose(state, seat, rng)
        assert move in moves
        return move

    return choose


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (3, 4)])
def test_greedy_games_keep_the_contract(players: int, seed: int) -> None:
    report = play_random_game(
        GAME, players, seed, exhaustive_every=25, invariant=invariant, choose=_bot_choice("greedy")
    )
    assert report.over
