"""The `GAME` object: game info, options, new states, move parsing and loading."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core import Bot, GameInfo, IllegalMove
from games.magic_maze_tower.info import INFO
from games.magic_maze_tower.moves import Move, parse_move
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.state import MazeState, new_quest_state, state_from_json


class MagicMazeTowerGame:
    @property
    def info(self) -> GameInfo:
        return INFO

    @property
    def bots(self) -> Mapping[str, Bot]:
        from games.magic_maze_tower.bots import BOTS

        return BOTS

    def new_state(
        self,
        players: Sequence[str],
        *,
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> MazeState:
        names, resolved = INFO.start(players, options)
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

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def state_from_json(self, data: Mapping[str, Any]) -> MazeState:
        if not isinstance(data, Mapping):
            raise IllegalMove("This is not a saved Magic Maze Tower position.")
        return state_from_json(dict(data))


GAME = MagicMazeTowerGame()
