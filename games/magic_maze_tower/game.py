"""The `GAME` object: game info, options, new states, move parsing and loading."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core import Bot, GameInfo, IllegalMove, OptionSpec
from games.magic_maze_tower.data import (
    COMMUNICATION_MODES,
    CONTROL_MODES,
    DEALS,
    QUEST_IDS,
)
from games.magic_maze_tower.moves import Move, parse_move
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.state import MazeState, new_quest_state, state_from_json

DEAL_CHOICES: tuple[str, ...] = ("random", *(d for n in (2, 3, 4) for d in DEALS[n]))

INFO = GameInfo(
    id="magic_maze_tower",
    title="Magic Maze Tower",
    min_players=1,
    max_players=4,
    pitch="Free five heroes from a magic tower, floor by floor: anyone moves any pawn, but "
    "only in the directions of their own Orientation tiles.",
    cooperative=True,
    hidden_information=False,
    unlimited_undo=True,
    options=(
        OptionSpec(
            "quest",
            "Quest",
            QUEST_IDS,
            QUEST_IDS[0],
            "Which quest to play: the six tutorials, then the sample quests.",
        ),
        OptionSpec(
            "control",
            "Control",
            CONTROL_MODES,
            "open",
            "open: everybody acts at any time, claiming the pawn they move; turns: seats take "
            "turns.",
        ),
        OptionSpec(
            "communication",
            "Communication",
            COMMUNICATION_MODES,
            "beginner",
            "beginner: talk freely; enlightened: talk as little as you can; expert: only stare "
            "and point signals. Tutorials are always played in beginner mode.",
        ),
        OptionSpec(
            "deal",
            "Orientation tiles",
            DEAL_CHOICES,
            "random",
            "random (from the seed), or a deal like NE/SW (2 players), N/E/S+W (3 players: "
            "the tile after + is shared) or N/E/S/W (4 players).",
        ),
    ),
)


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
        names = tuple(players)
        INFO.check_players(names)
        resolved = INFO.resolve_options(options)
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
