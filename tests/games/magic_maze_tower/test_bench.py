"""Solver performance (the budget of the issue) and the `figures(clock)` hook of games.bench."""

from __future__ import annotations

import inspect
import time
from itertools import count

import pytest

from games.magic_maze_tower import bench
from games.magic_maze_tower.quests import load_quest, quest_ids

SINGLE_CARD_BUDGET_S = 0.2
EPIC_BUDGET_S = 5.0


def test_figures_take_an_injected_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    # The clock is what is checked here, so one single-card quest and one epic are enough; every
    # shipped quest is solved (and timed) by the slow budget test below.
    shipped = quest_ids()
    single = next(q for q in shipped if not load_quest(q).is_epic)
    epic = next(q for q in shipped if load_quest(q).is_epic)
    monkeypatch.setattr(bench, "quest_ids", lambda: (single, epic))
    ticks = count()
    figures = bench.figures(lambda: next(ticks) * 0.001)
    assert set(figures) >= {
        "solver_max_single_s",
        "solver_max_epic_s",
        "solver_states_per_second",
    }
    # Each solve reads the clock twice, one tick (1 ms) apart.
    assert figures["solver_max_single_s"] == 0.001
    assert figures["solver_max_epic_s"] == 0.001
    assert figures["solver_states_per_second"] > 0
    assert "import time" not in inspect.getsource(bench)


@pytest.mark.slow  # a wall-clock budget: the figure belongs to a quiet machine
def test_every_shipped_quest_is_solved_within_budget() -> None:
    for quest_id, (seconds, expanded) in bench.solver_runs(time.perf_counter, repeat=1).items():
        budget = EPIC_BUDGET_S if load_quest(quest_id).is_epic else SINGLE_CARD_BUDGET_S
        assert seconds < budget, f"{quest_id}: {seconds:.3f}s"
        assert expanded > 0
