"""Shared helpers of the Magic Maze Tower tests: the §10 scenario runner."""

from __future__ import annotations

from dataclasses import dataclass, replace

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
