"""Magic Maze Tower: a cooperative spatial puzzle for 1–4 players (rules: RULES.md).

Public API:

* `GAME` — the `games.core.Game` object (options `quest`, `control`, `communication`, `deal`);
  `BOTS` — `random` and `greedy`.
* `new_quest_state(quest, players, ...)` — a state from any `Quest` value; `load_quest(id)`,
  `quest_ids()`, `explanation(id)` — the shipped quests.
* `parse_quest_file`, `parse_scenario`, `write_quest_file`, `write_quest` — the `mmt/1` format.
* `solve`, `min_atoms`, `solvable` — the solver; `hint`, `latest_solvable` — hints.
* `parse_move`, `parse_actions`, `actions_text` — the §7.5 notation.

Everything loads on first use, so reading `games.magic_maze_tower.info` (title and options, for
the home screen) imports no part of the rules engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from games.magic_maze_tower.board import Board, Quest
    from games.magic_maze_tower.bots import BOTS
    from games.magic_maze_tower.game import GAME
    from games.magic_maze_tower.hints import Hint, hint, latest_solvable
    from games.magic_maze_tower.info import INFO
    from games.magic_maze_tower.moves import actions_text, parse_actions, parse_move
    from games.magic_maze_tower.quest_format import (
        QuestFile,
        QuestFormatError,
        Scenario,
        parse_quest_file,
        parse_scenario,
        write_quest,
        write_quest_file,
    )
    from games.magic_maze_tower.quests import explanation, load_quest, quest_ids
    from games.magic_maze_tower.solver import Solution, min_atoms, solvable, solve
    from games.magic_maze_tower.state import MazeState, new_quest_state

_HOMES: dict[str, str] = {
    "Board": "board",
    "Quest": "board",
    "BOTS": "bots",
    "GAME": "game",
    "Hint": "hints",
    "hint": "hints",
    "latest_solvable": "hints",
    "INFO": "info",
    "actions_text": "moves",
    "parse_actions": "moves",
    "parse_move": "moves",
    "QuestFile": "quest_format",
    "QuestFormatError": "quest_format",
    "Scenario": "quest_format",
    "parse_quest_file": "quest_format",
    "parse_scenario": "quest_format",
    "write_quest": "quest_format",
    "write_quest_file": "quest_format",
    "explanation": "quests",
    "load_quest": "quests",
    "quest_ids": "quests",
    "Solution": "solver",
    "min_atoms": "solver",
    "solvable": "solver",
    "solve": "solver",
    "MazeState": "state",
    "new_quest_state": "state",
}
"""Public name -> the module of this package that defines it."""

__all__ = [
    "BOTS",
    "GAME",
    "INFO",
    "Board",
    "Hint",
    "MazeState",
    "Quest",
    "QuestFile",
    "QuestFormatError",
    "Scenario",
    "Solution",
    "actions_text",
    "explanation",
    "hint",
    "latest_solvable",
    "load_quest",
    "min_atoms",
    "new_quest_state",
    "parse_actions",
    "parse_move",
    "parse_quest_file",
    "parse_scenario",
    "quest_ids",
    "solvable",
    "solve",
    "write_quest",
    "write_quest_file",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'games.magic_maze_tower' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"games.magic_maze_tower.{home}"), name)
    globals()[name] = value  # loaded once; later reads find the module attribute itself
    return value
