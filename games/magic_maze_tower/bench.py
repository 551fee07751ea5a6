"""Solver figures for `python -m games.bench` (the clock is passed in; games/ never reads one).

For every shipped quest: the time of a full shortest-solution search from the start (goes,
then atoms) and the states it expanded. Reported: the slowest single-card quest, the slowest
epic, the states expanded per second over all of them, and how many quests were measured
(tutorials, samples and every shipped adventure quest).
"""

from __future__ import annotations

from collections.abc import Callable

from games.magic_maze_tower.board import Board
from games.magic_maze_tower.quests import load_quest, quest_ids
from games.magic_maze_tower.solver import solve


def solver_runs(clock: Callable[[], float], repeat: int = 3) -> dict[str, tuple[float, int]]:
    """Quest id → (best of `repeat` solve times in seconds, states expanded)."""
    out: dict[str, tuple[float, int]] = {}
    for quest_id in quest_ids():
        quest = load_quest(quest_id)
        best = float("inf")
        expanded = 0
        for _ in range(repeat):
            begin = clock()
            # A fresh board each time: layout geometries are compiled inside the measured time.
            solution = solve(Board(quest))
            best = min(best, clock() - begin)
            expanded = solution.expanded
        out[quest_id] = (best, expanded)
    return out


def figures(clock: Callable[[], float]) -> dict[str, float]:
    runs = solver_runs(clock)
    single = [t for q, (t, _) in runs.items() if not load_quest(q).is_epic]
    epic = [t for q, (t, _) in runs.items() if load_quest(q).is_epic]
    total_time = sum(t for t, _ in runs.values())
    total_states = sum(n for _, n in runs.values())
    return {
        "solver_max_single_s": round(max(single), 4),
        "solver_max_epic_s": round(max(epic), 4),
        "solver_states_per_second": round(total_states / total_time, 1) if total_time else 0.0,
        "solver_total_states": float(total_states),
        "solver_quests": float(len(runs)),
    }
