"""The `GAME` object: game info, options, new states, move parsing and loading."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core import Bot, RulesGame
from games.magic_maze_tower.info import INFO
from games.magic_maze_tower.moves import parse_move
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.state import MazeState, new_quest_state, state_from_json


def start(names: tuple[str, ...], seed: int, resolved: dict[str, str]) -> MazeState:
    """A new table for the chosen quest."""
    quest_id = resolved["quest"]
    quest = load_quest(quest_id)
    communication = resolved["communication"]
    if quest.kind == "tutorial":
        # Spec §5.5: the tutorials always use beginner mode.
        communication = "beginner"
    return new_quest_state(
        quest,
        names,
        seed=seed,
        quest_ref=quest_id,
        deal=resolved["deal"],
        control=resolved["control"],
        communication=communication,
    )


def _bots() -> Mapping[str, Bot]:
    # Loaded on first use: the bots bring the solver, which playing a quest does not need.
    from games.magic_maze_tower.bots import BOTS

    return BOTS


def _load(data: Mapping[str, Any]) -> MazeState:
    return state_from_json(dict(data))


GAME: RulesGame[MazeState] = RulesGame(
    INFO, start=start, parse_move=parse_move, load=_load, bots=_bots
)
