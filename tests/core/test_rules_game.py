"""RulesGame assembles a Game from a game's parts; RandomBot picks from its preferred tier."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.core import IllegalMove, RandomBot, RulesGame
from tests.core.toy_game import GAME as TOY
from tests.core.toy_game import Add, ToyState


def _start(names: tuple[str, ...], seed: int, options: dict[str, str]) -> ToyState:
    return ToyState(names, seed, int(options["target"]), tuple(0 for _ in names))


GAME: RulesGame[ToyState] = RulesGame(
    TOY.info,
    start=_start,
    parse_move=TOY.parse_move,
    load=TOY.state_from_json,
    bots=lambda: TOY.bots,
)


def test_players_and_options_are_checked_before_the_game_starts() -> None:
    assert GAME.new_state(["A"], seed=1, options={"target": "5"}).target == 5
    with pytest.raises(IllegalMove, match="1 to 3 players"):
        GAME.new_state(["A", "B", "C", "D"], seed=1)
    with pytest.raises(IllegalMove, match="must be one of"):
        GAME.new_state(["A"], seed=1, options={"target": "7"})


def test_loading_junk_is_a_sentence() -> None:
    state = GAME.new_state(["A", "B"], seed=2)
    assert GAME.state_from_json(state.to_json()) == state
    junk: Any = ["not", "a", "state"]
    with pytest.raises(IllegalMove, match="not a saved Toy game"):
        GAME.state_from_json(junk)
    assert set(GAME.bots) == {"first", "random"}


def test_the_random_bot_draws_from_the_first_non_empty_tier() -> None:
    state = GAME.new_state(["A"], seed=3)
    only_adds = RandomBot(lambda m: isinstance(m, Add))
    never = RandomBot(lambda m: False)
    for seed in range(10):
        assert isinstance(only_adds.choose(state, 0, random.Random(seed)), Add)
        plain = RandomBot().choose(state, 0, random.Random(seed))
        assert never.choose(state, 0, random.Random(seed)) == plain
