"""games.core.timing: a bot's seeded games, timed with the clock it is given (never its own)."""

from __future__ import annotations

import inspect
import itertools

from games.core import timing
from tests.core.toy_game import GAME, RandomBot


def test_bot_game_is_seeded_and_complete() -> None:
    one = timing.bot_game(GAME, RandomBot(), 3, players=2, options={"target": "5"})
    two = timing.bot_game(GAME, RandomBot(), 3, players=2, options={"target": "5"})
    assert one.is_over()
    assert one.to_json() == two.to_json()


def test_bot_move_figures_time_every_decision_with_the_given_clock() -> None:
    ticks = itertools.count()
    times: list[float] = []
    timing.bot_game(GAME, RandomBot(), 0, players=2, clock=lambda: next(ticks) * 0.001, times=times)
    assert times
    assert all(abs(t - 0.001) < 1e-9 for t in times)
    ticks = itertools.count()
    figures = timing.bot_move_figures(
        GAME, RandomBot(), lambda: next(ticks) * 0.002, games=2, players=3, name="random_move"
    )
    assert figures == {"random_move_ms_max": 2.0, "random_move_ms_mean": 2.0}
    assert "import time" not in inspect.getsource(timing)
