"""Shared helpers of the Magic Maze Tower tests: the §10 scenario runner."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pytest

from games.core import IllegalMove
from games.magic_maze_tower.moves import SYMBOLS
from games.magic_maze_tower.quest_format import Scenario, parse_scenario
from games.magic_maze_tower.state import MazeState, new_quest_state


@dataclass(frozen=True)
class Ran:
    scenario: Scenario
    before: MazeState
    """The position after `setup:`, with the `dirs:` directions (where `targets:` is read)."""
    after: MazeState
    legal: bool
    message: str
    """The refusal sentence of an illegal `do:` ('' when legal)."""


def start(scenario: Scenario) -> MazeState:
    return new_quest_state(
        scenario.quest, ("Tester",), tiles=("NESW",), armory=scenario.armory_done
    )


def run_scenario(text: str) -> Ran:
    """Play a §10 block as the spec says and check its `expect:`, `check:` and `targets:`."""
    scenario = parse_scenario(text)
    state = start(scenario)
    if scenario.setup:
        state, _ = state.play(scenario.setup)
    state = replace(state, tiles=(scenario.dirs,))
    if scenario.targets is not None:
        hero, symbol, cells = scenario.targets
        kind = SYMBOLS[symbol]
        found = {m.dst for m in state.legal_moves(0) if type(m) is kind and m.hero == hero}
        assert found == set(cells), f"targets {hero}{symbol}: {sorted(found)} != {sorted(cells)}"
    try:
        after, _events = state.play(scenario.do)
        legal, message = True, ""
    except IllegalMove as exc:
        after, legal, message = state, False, str(exc)
    assert legal == (scenario.expect == "legal"), f"{scenario.do}: {message or 'legal'}"
    for key, value in scenario.checks:
        check(after, key, value)
    return Ran(scenario, state, after, legal, message)


def check(state: MazeState, key: str, value: str) -> None:
    if key == "armory":
        assert state.armory == (value == "done"), f"armory is {state.armory}"
    elif key == "won":
        assert state.won() == (value == "yes"), f"won is {state.won()}"
    elif key.startswith("door"):
        n = key.removeprefix("door")
        geo = state.geometry
        held = any(loc >= 0 and geo.cells[loc] == f"K{n}" for loc in state.locs)
        assert held == (value == "open"), f"door {n} open is {held}"
    else:
        cell = state.pawn_cell(key)
        expected = None if value == "out" else value
        assert cell == expected, f"{key} is on {cell}, not {expected}"


# -- a seeded, rotating sample of the shipped quests for the per-quest tests -----------------

SAMPLE_SHARE = 3
"""By default one adventure quest in three runs (rotating with the adventure number); `-m slow`
runs the rest. Tutorials and sample quests always run."""


def _adventure(quest_id: str) -> str | None:
    """`adv07` of `adv07-C` (None for tutorials and sample quests)."""
    head = quest_id.split("-", 1)[0]
    return head if head.startswith("adv") and head[3:].isdigit() else None


def quest_sample(quest_ids: tuple[str, ...], share: int = SAMPLE_SHARE) -> tuple[str, ...]:
    """The quests the per-quest tests run by default, read from the quest list at collection time
    so that newly shipped quests join automatically: every tutorial and sample quest, and of each
    adventure every `share`-th quest, the offset rotating with the adventure's number, so every
    adventure is met; one epic of each epic shape (4-card 2×2, 8-card hollow 3×3) is added if
    the rotation missed it."""
    groups: dict[str, list[str]] = {}
    chosen = [q for q in quest_ids if _adventure(q) is None]
    for quest_id in quest_ids:
        adventure = _adventure(quest_id)
        if adventure is not None:
            groups.setdefault(adventure, []).append(quest_id)
    shapes_met: set[int] = set()
    for number, (name, group) in enumerate(sorted(groups.items())):
        picked = [q for i, q in enumerate(group) if (i + number) % share == 0] or group[:1]
        chosen.extend(picked)
        trials = len(group) - 1  # the cards of the adventure's epic
        if f"{name}-epic" in picked:
            shapes_met.add(trials)
    for name, group in sorted(groups.items()):
        trials = len(group) - 1
        epic = f"{name}-epic"
        if trials not in shapes_met and epic in group:
            chosen.append(epic)
            shapes_met.add(trials)
    keep = set(chosen)
    return tuple(q for q in quest_ids if q in keep)


def sampled_quests(quest_ids: tuple[str, ...]) -> list[Any]:
    """Parameters over every quest: the sample by default, the others marked `slow`."""
    sample = set(quest_sample(quest_ids))
    return [
        quest_id if quest_id in sample else pytest.param(quest_id, marks=pytest.mark.slow)
        for quest_id in quest_ids
    ]
