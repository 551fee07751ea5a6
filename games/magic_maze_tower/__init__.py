"""Magic Maze Tower: a cooperative spatial puzzle for 1–4 players (rules: RULES.md).

Public API:

* `GAME` — the `games.core.Game` object (options `quest`, `control`, `communication`, `deal`);
  `BOTS` — `random` and `greedy`.
* `new_quest_state(quest, players, ...)` — a state from any `Quest` value; `load_quest(id)`,
  `quest_ids()`, `explanation(id)` — the shipped quests.
* `parse_quest_file`, `parse_scenario`, `write_quest_file`, `write_quest` — the `mmt/1` format.
* `solve`, `min_atoms`, `solvable` — the solver; `hint`, `latest_solvable` — hints.
* `parse_move`, `parse_actions`, `actions_text` — the §7.5 notation; the move types (`Walk`,
  `Hop`, `Jump`, `Toss`, `Teleport`, `Swap`, `Rotate`, `Slide`, `Release`, `Wait`, `EndTurn`,
  `Skip`, `Stare`, `Point`, `Move`), `KIND_ORDER`, `is_atom` and `describe` (a move in words).
* The campaign (`campaign_adventures`, `open_quests`, `next_quest`, the lock `may_play`,
  `quest_after`), the §8.4 rating (`rate`,
  `Rating`), the §8.6 lint (`lint_quest`) and the epic designer's reachable regions per layout
  (`layout_regions`, `region_map`).
* What a pawn's ability key means: `special_moves`, `ability_attempt`, `swap_targets`, and the
  view readers `neighbour`, `token`.

Screens import this package and `games.core` only, never the modules inside; import-linter
holds them to it.

Everything loads on first use, so reading `games.magic_maze_tower.info` (title and options, for
the home screen) imports no part of the rules engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.lazy import lazy_exports

if TYPE_CHECKING:
    from games.magic_maze_tower.abilities import (
        ability_attempt,
        neighbour,
        special_moves,
        swap_targets,
        token,
    )
    from games.magic_maze_tower.board import Board, Quest, cell_name, parse_cell_name
    from games.magic_maze_tower.bots import BOTS
    from games.magic_maze_tower.campaign import (
        CampaignAdventure,
        CampaignQuest,
        campaign_adventures,
        may_play,
        next_quest,
        open_quests,
        quest_after,
    )
    from games.magic_maze_tower.game import GAME
    from games.magic_maze_tower.hints import Hint, hint, latest_solvable
    from games.magic_maze_tower.info import INFO
    from games.magic_maze_tower.lint import lint_quest
    from games.magic_maze_tower.moves import (
        KIND_ORDER,
        EndTurn,
        Hop,
        Jump,
        Move,
        Point,
        Release,
        Rotate,
        Skip,
        Slide,
        Stare,
        Swap,
        Teleport,
        Toss,
        Wait,
        Walk,
        actions_text,
        is_atom,
        parse_actions,
        parse_move,
    )
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
    from games.magic_maze_tower.rating import Rating, rate
    from games.magic_maze_tower.regions import Regions, layout_regions, region_map
    from games.magic_maze_tower.solver import Solution, min_atoms, solvable, solve
    from games.magic_maze_tower.state import MazeState, describe, new_quest_state

_MOVES = [
    "KIND_ORDER",
    "EndTurn",
    "Hop",
    "Jump",
    "Move",
    "Point",
    "Release",
    "Rotate",
    "Skip",
    "Slide",
    "Stare",
    "Swap",
    "Teleport",
    "Toss",
    "Wait",
    "Walk",
    "actions_text",
    "is_atom",
    "parse_actions",
    "parse_move",
]

_HOMES: dict[str, str] = {
    **dict.fromkeys(
        ["ability_attempt", "neighbour", "special_moves", "swap_targets", "token"], "abilities"
    ),
    "Board": "board",
    "Quest": "board",
    "cell_name": "board",
    "parse_cell_name": "board",
    "BOTS": "bots",
    **dict.fromkeys(
        [
            "CampaignAdventure",
            "CampaignQuest",
            "campaign_adventures",
            "may_play",
            "next_quest",
            "open_quests",
            "quest_after",
        ],
        "campaign",
    ),
    "lint_quest": "lint",
    "Regions": "regions",
    "layout_regions": "regions",
    "region_map": "regions",
    "Rating": "rating",
    "rate": "rating",
    "GAME": "game",
    "Hint": "hints",
    "hint": "hints",
    "latest_solvable": "hints",
    "INFO": "info",
    **dict.fromkeys(_MOVES, "moves"),
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
    "describe": "state",
    "new_quest_state": "state",
}
"""Public name -> the module of this package that defines it."""

__all__ = [
    "BOTS",
    "GAME",
    "INFO",
    "KIND_ORDER",
    "Board",
    "CampaignAdventure",
    "CampaignQuest",
    "EndTurn",
    "Hint",
    "Hop",
    "Jump",
    "MazeState",
    "Move",
    "Point",
    "Quest",
    "QuestFile",
    "QuestFormatError",
    "Rating",
    "Regions",
    "Release",
    "Rotate",
    "Scenario",
    "Skip",
    "Slide",
    "Solution",
    "Stare",
    "Swap",
    "Teleport",
    "Toss",
    "Wait",
    "Walk",
    "ability_attempt",
    "actions_text",
    "campaign_adventures",
    "cell_name",
    "describe",
    "explanation",
    "hint",
    "is_atom",
    "latest_solvable",
    "layout_regions",
    "lint_quest",
    "load_quest",
    "may_play",
    "min_atoms",
    "neighbour",
    "new_quest_state",
    "next_quest",
    "open_quests",
    "parse_actions",
    "parse_cell_name",
    "parse_move",
    "parse_quest_file",
    "parse_scenario",
    "quest_after",
    "quest_ids",
    "rate",
    "region_map",
    "solvable",
    "solve",
    "special_moves",
    "swap_targets",
    "token",
    "write_quest",
    "write_quest_file",
]

__getattr__, __dir__ = lazy_exports(__name__, _HOMES)
