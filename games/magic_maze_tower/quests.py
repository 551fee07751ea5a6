"""The shipped quests, read from the package's `quests/` folder.

This module is the one place of the game that reads files (packaged data, through
importlib.resources); the parser itself works on strings. Quests are identified by the ids of
`data.QUEST_CATALOG` (`tutorial-1` … `tutorial-6`, `key-swap`, `over-the-pit`, `turning-hall`).
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from games.magic_maze_tower.board import Quest
from games.magic_maze_tower.data import EXPLANATIONS_FILE, QUEST_CATALOG, QUEST_IDS
from games.magic_maze_tower.quest_format import QuestFile, parse_quest_file


@cache
def read_text(name: str) -> str:
    """A file of the package's `quests/` folder."""
    return (
        resources.files("games.magic_maze_tower")
        .joinpath("quests")
        .joinpath(name)
        .read_text("utf-8")
    )


@cache
def quest_file(name: str) -> QuestFile:
    return parse_quest_file(read_text(name))


def quest_ids() -> tuple[str, ...]:
    return QUEST_IDS


@cache
def load_quest(quest_id: str) -> Quest:
    """A shipped quest by id; KeyError for an unknown id."""
    for qid, name, kind, block_id in QUEST_CATALOG:
        if qid == quest_id:
            return quest_file(name).quest(kind, block_id)
    raise KeyError(quest_id)


@cache
def explanations() -> dict[str, str]:
    """Tutorial id → the on-screen explanation of the rule it teaches (one paragraph)."""
    text = read_text(EXPLANATIONS_FILE)
    out: dict[str, str] = {}
    for match in re.finditer(r"^## Tutorial (\d) — [^\n]*\n(.*?)(?=^## |\Z)", text, re.S | re.M):
        out[f"tutorial-{match.group(1)}"] = " ".join(match.group(2).split())
    return out


def explanation(quest_id: str) -> str:
    """The explanation shown with a tutorial ('' for other quests)."""
    return explanations().get(quest_id, "")


def heading(quest_id: str) -> str:
    """The heading of a tutorial's explanation, e.g. 'Doors and keys' ('' for other quests)."""
    text = read_text(EXPLANATIONS_FILE)
    number = quest_id.removeprefix("tutorial-")
    match = re.search(rf"^## Tutorial {re.escape(number)} — (.*)$", text, re.M)
    return match.group(1).strip() if match else ""
