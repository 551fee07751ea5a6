"""A quest's progress beyond the board: the statistics of spec §5.4 and which quest comes next.

Shared by the table and the quest-complete screen, below both.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core import Match


@dataclass
class QuestStats:
    """Spec §5.4: the statistics record undos, hints and solution views."""

    hints: int = 0
    undos: int = 0
    restarts: int = 0
    solution_views: int = 0
    solution_steps: int = 0


def next_quest_id(match: Match) -> str | None:
    choices = match.game.info.option("quest").choices
    current = match.options.get("quest", "")
    if current not in choices or choices.index(current) + 1 >= len(choices):
        return None
    return choices[choices.index(current) + 1]


def next_quest_match(match: Match, seed: int) -> Match | None:
    quest = next_quest_id(match)
    if quest is None:
        return None
    return Match.new(match.game, match.seats, seed=seed, options={**match.options, "quest": quest})
