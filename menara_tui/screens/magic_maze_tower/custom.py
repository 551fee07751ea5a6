"""Play a quest of one's own: any `mmt/1` file (`menara-tui play magic_maze_tower --quest FILE`).

The quest is not part of the campaign and has no save file (a save replays its moves on a
shipped quest id); everything else — hints, solution, undo, the complete screen — works as for
the shipped quests.
"""

from __future__ import annotations

from pathlib import Path

from games.core import IllegalMove, Match, Seat
from games.magic_maze_tower import (
    GAME,
    Quest,
    QuestFormatError,
    new_quest_state,
    parse_quest_file,
)
from menara_tui.screens.magic_maze_tower.screen import MagicMazeTowerScreen


def pick_quest(text: str, block: str | None = None) -> Quest:
    """The quest of a file: its first block, or the block named `A`–`H`, `epic` or `1`–`6`.

    QuestFormatError (line and column) for a malformed file, KeyError for an unknown block.
    """
    quests = parse_quest_file(text).quests
    if block is None:
        return quests[0]
    for quest in quests:
        if quest.block_id == block or (block == "epic" and quest.kind == "epic"):
            return quest
    names = ", ".join(q.block_id or q.kind for q in quests)
    raise KeyError(f"no block {block!r} in the file (blocks: {names})")


def custom_quest_match(quest: Quest, seed: int) -> Match:
    seats = (Seat("You"),)
    state = new_quest_state(quest, [s.name for s in seats], seed=seed)
    return Match(GAME, seats, seed, GAME.info.resolve_options({}), [], [state])


def custom_quest_screen(path: Path, seed: int, block: str | None = None) -> MagicMazeTowerScreen:
    try:
        quest = pick_quest(path.read_text(encoding="utf-8"), block)
    except (QuestFormatError, KeyError, UnicodeDecodeError) as exc:
        raise IllegalMove(f"{path.name}: {exc}") from exc
    return MagicMazeTowerScreen(custom_quest_match(quest, seed), store=None, mode="play")


def custom_quest_again(match: Match) -> MagicMazeTowerScreen:
    """The same quest of one's own from its start (its match's options name no quest, so
    `Match.new` with them would open the first tutorial)."""
    again = Match(match.game, match.seats, match.seed, match.options, [], [match.states[0]])
    return MagicMazeTowerScreen(again, store=None, mode="play")
