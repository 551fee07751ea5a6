"""A quest's progress beyond the board: the statistics of spec §5.4 and which quest comes next.

Shared by the table and the quest-complete screen, below both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from games.core import Match
from games.magic_maze_tower import quest_after


@dataclass
class QuestStats:
    """Spec §5.4: the statistics record undos, hints and solution views."""

    hints: int = 0
    undos: int = 0
    restarts: int = 0
    solution_views: int = 0
    solution_steps: int = 0


def next_quest_id(match: Match, status: Mapping[str, str]) -> str | None:
    """The quest after this one in the game's list that may be played now: the campaign's
    lock (`may_play`, the rule the map uses too) passes over an epic whose trials are not all
    solved or skipped, and over campaign quests already done."""
    choices = match.game.info.option("quest").choices
    return quest_after(match.options.get("quest", ""), choices, status)


def next_quest_match(match: Match, seed: int, status: Mapping[str, str]) -> Match | None:
    quest = next_quest_id(match, status)
    if quest is None:
        return None
    return Match.new(match.game, match.seats, seed=seed, options={**match.options, "quest": quest})
