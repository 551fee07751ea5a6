"""The generic random-simulation checker on every shipped quest, at every table size.

A random walk rarely solves a puzzle, so play must be able to end another way: the state offers
`skip` (spec §5.3: players may skip a quest at any time), which ends the quest as skipped. The
uniform checker therefore ends within a few dozen moves; a second, biased play-out skips with
probability 1/100 only, so that it wanders deep into each quest before it ends (bounded by
max_moves either way; the slow variant skips with probability 1/250).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from games.core import State
from games.core.testing import check_game, play_random_game
from games.magic_maze_tower import GAME
from games.magic_maze_tower.data import QUEST_IDS
from games.magic_maze_tower.moves import Skip
from games.magic_maze_tower.state import MazeState
from tests.games.magic_maze_tower.helpers import sampled_quests

TABLES = [
    {"control": "open", "communication": "beginner"},
    {"control": "turns", "communication": "expert"},
    {"control": "open", "communication": "enlightened"},
]


def invariant(state: State) -> None:
    assert isinstance(state, MazeState)
    geo = state.geometry
    inside = [loc for loc in state.locs if loc >= 0]
    assert len(inside) == len(set(inside)), "two pawns on one space"
    for loc in inside:
        assert geo.stand[loc], f"a pawn stands on {geo.cells[loc]!r}"
    if len(inside) < len(state.locs) and state.board.has_armories:
        assert state.armory, "a hero left before the armory condition"
    if state.armed:
        mage = state.locs[state.board.heroes.index("m")]
        assert geo.cells[mage] == "I."
    assert state.goes <= state.atoms
    assert state.won() == (not inside)
    held = {c for c in state.claims if c is not None}
    assert len(held) == sum(c is not None for c in state.claims), "a pawn claimed twice"


def skipping(chance: float) -> Callable[[State, int, list[Any], random.Random], Any]:
    """A random player that skips the quest with the given chance per move."""

    def choose(state: State, seat: int, moves: list[Any], rng: random.Random) -> Any:
        others = [m for m in moves if not isinstance(m, Skip)]
        if not others or (Skip() in moves and rng.random() < chance):
            return Skip() if Skip() in moves else rng.choice(moves)
        return rng.choice(others)

    return choose


# A rotating sample of the quests by default (every adventure, every epic shape); all: -m slow.
@pytest.mark.parametrize("quest_id", sampled_quests(QUEST_IDS))
def test_check_game_on_every_quest(quest_id: str) -> None:
    for index, table in enumerate(TABLES):
        reports = check_game(
            GAME,
            seeds=range(index, index + (2 if index == 0 else 1)),
            options={"quest": quest_id, **table},
            max_moves=500,
            invariant=invariant,
        )
        assert len(reports) == (8 if index == 0 else 4)
        assert all(r.over for r in reports)


@pytest.mark.parametrize("quest_id", QUEST_IDS)
def test_long_random_play(quest_id: str) -> None:
    report = play_random_game(
        GAME,
        2,
        seed=11,
        options={"quest": quest_id},
        max_moves=3000,
        exhaustive_every=10,
        invariant=invariant,
        choose=skipping(0.01),
    )
    assert report.over


@pytest.mark.slow
@pytest.mark.parametrize("quest_id", QUEST_IDS)
@pytest.mark.parametrize("players", [2, 4])
def test_many_long_random_plays(quest_id: str, players: int) -> None:
    for seed in range(2):
        table = TABLES[seed % len(TABLES)]
        play_random_game(
            GAME,
            players,
            seed=seed,
            options={"quest": quest_id, **table},
            # Only the seat whose turn it is may skip, about one move in four at four seats: on
            # a large quest (adv15-F, seed 1) the random table went 5,000 moves without a skip.
            max_moves=10000,
            exhaustive_every=10,
            invariant=invariant,
            choose=skipping(0.004),
        )


def test_the_default_sample_meets_every_adventure_and_epic_shape() -> None:
    from tests.games.magic_maze_tower.helpers import quest_sample

    sample = quest_sample(QUEST_IDS)
    assert set(sample) < set(QUEST_IDS), "the sample leaves some quests to -m slow"
    assert {q for q in QUEST_IDS if not q.startswith("adv")} <= set(sample)
    adventures = {q.split("-")[0] for q in QUEST_IDS if q.startswith("adv")}
    assert {q.split("-")[0] for q in sample if q.startswith("adv")} == adventures
    cards = {a: sum(q.startswith(f"{a}-") for q in QUEST_IDS) - 1 for a in adventures}
    shapes = {cards[q.split("-")[0]] for q in sample if q.endswith("-epic")}
    assert shapes == set(cards.values()), "every epic shape (4 and 8 cards) is met"
