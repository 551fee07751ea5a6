"""The shipped quests, read from the package's `quests/` folder.

This module is the one place of the game that reads files (packaged data, through
importlib.resources); the parser itself works on strings. Quests are identified by the ids of
`data.QUEST_CATALOG` (`tutorial-1` … `tutorial-6`, `key-swap`, `over-the-pit`, `turning-hall`).
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from games.core import IllegalMove
from games.magic_maze_tower.board import Quest
from games.magic_maze_tower.data import EXPLANATIONS_FILE, QUEST_CATALOG, QUEST_IDS
from games.magic_maze_tower.moves import is_atom, parse_move
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


FIRST_LINE = re.compile(r"^First: `([^`]+)` — (.*)$", re.S)
"""A section's forced first action: `First: `d a2-a1` — walk the dwarf …` (spec §5.1)."""


def _sections() -> dict[str, list[str]]:
    """Tutorial id → the paragraphs of its section in the explanations file."""
    text = read_text(EXPLANATIONS_FILE)
    out: dict[str, list[str]] = {}
    for match in re.finditer(r"^## Tutorial (\d) — [^\n]*\n(.*?)(?=^## |\Z)", text, re.S | re.M):
        paragraphs = re.split(r"\n\s*\n", match.group(2).strip())
        out[f"tutorial-{match.group(1)}"] = [" ".join(p.split()) for p in paragraphs]
    return out


@cache
def explanations() -> dict[str, str]:
    """Tutorial id → the on-screen explanation of the rule it teaches (one paragraph)."""
    return {
        quest_id: " ".join(p for p in paragraphs if not FIRST_LINE.match(p))
        for quest_id, paragraphs in _sections().items()
    }


@cache
def first_actions() -> dict[str, tuple[str, str]]:
    """Tutorial id → (forced first atom in notation, the same in words), spec §5.1.

    The atom must be one atom (`parse_move` reads it); ValueError names a section that breaks
    this, so a bad data file fails loudly in the tests rather than at the table.
    """
    out: dict[str, tuple[str, str]] = {}
    for quest_id, paragraphs in _sections().items():
        for paragraph in paragraphs:
            found = FIRST_LINE.match(paragraph)
            if found is None:
                continue
            notation, words = found.group(1).strip(), found.group(2).strip().rstrip(".")
            try:
                move = parse_move(notation)
            except IllegalMove as exc:
                raise ValueError(f"{EXPLANATIONS_FILE}, {quest_id}: First: {exc}") from None
            if not is_atom(move):
                raise ValueError(f"{EXPLANATIONS_FILE}, {quest_id}: First: {notation!r} is no atom")
            out[quest_id] = (notation, words)
    return out


def first_action(quest_id: str) -> tuple[str, str] | None:
    """The forced first atom of a tutorial as (notation, words), None for other quests."""
    return first_actions().get(quest_id)


def explanation(quest_id: str) -> str:
    """The explanation shown with a tutorial ('' for other quests)."""
    return explanations().get(quest_id, "")


def heading(quest_id: str) -> str:
    """The heading of a tutorial's explanation, e.g. 'Doors and keys' ('' for other quests)."""
    text = read_text(EXPLANATIONS_FILE)
    number = quest_id.removeprefix("tutorial-")
    match = re.search(rf"^## Tutorial {re.escape(number)} — (.*)$", text, re.M)
    return match.group(1).strip() if match else ""
