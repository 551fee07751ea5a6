"""The `figures(clock)` hook of games.bench and the performance budgets of the issue."""

from __future__ import annotations

import inspect
import time
from itertools import count

import pytest

from games.menara import bench

PLACEMENTS_BUDGET_MS = 50.0
STABILITY_BUDGET_MS = 1.0


def test_figures_use_the_injected_clock() -> None:
    positions = bench.due_positions(games=1)
    assert positions
    assert all(s.turn.due for s in positions)
    ticks = count()

    def clock() -> float:
        return next(ticks) * 0.001

    assert all(t == pytest.approx(0.001) for t in bench.placement_times(clock, positions))
    assert bench.games_per_second(clock, None, games=2) == pytest.approx(2 / 0.001)
    assert "import time" not in inspect.getsource(bench)


@pytest.mark.slow  # a wall-clock budget: the figure belongs to a quiet machine
def test_budgets() -> None:
    positions = bench.due_positions(games=1)
    worst = max(bench.placement_times(time.perf_counter, positions))
    assert worst * 1000 < PLACEMENTS_BUDGET_MS
    assert max(bench.stability_times(time.perf_counter, positions)) * 1000 < STABILITY_BUDGET_MS


@pytest.mark.slow
def test_all_figures() -> None:
    figures = bench.figures(time.perf_counter)
    assert set(figures) >= {
        "placements_ms_max",
        "stability_check_ms",
        "random_games_per_second",
        "greedy_game_s",
    }
    assert figures["placements_ms_max"] < PLACEMENTS_BUDGET_MS
