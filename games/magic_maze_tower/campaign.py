"""The campaign of spec §5.2 as the screens see it: the shipped adventures in order, each with
its trials and epic, their titles, stars and optimum (read from the quest files' notes, and
re-checked by the tests against the solver). Pure: the quests come from `quests.py`.

`open_quests(status)` says which quests are open: every trial of an unlocked adventure, the
epic once each trial is solved or skipped, and the next adventure once the epic is (spec §5.2:
play starts with adventure 1; skipping keeps the epic playable, §5.3). `may_play` is that lock
as one rule for every way into a quest (the map's Enter and n, the quest-complete screen's n),
and `quest_after` the quest that screen's n opens.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from games.magic_maze_tower.adventures import (
    ADVENTURE_TITLES,
    SHIPPED,
    STARS,
    adventure_quest_ids,
)
from games.magic_maze_tower.board import Quest
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.rating import Rating, parse_note, rate


@dataclass(frozen=True)
class CampaignQuest:
    quest_id: str
    title: str
    epic: bool
    letter: str
    """Card letter of a trial, '' for the epic."""
    goes: int
    atoms: int
    rating: float


@dataclass(frozen=True)
class CampaignAdventure:
    number: int
    title: str
    stars: int
    trials: tuple[CampaignQuest, ...]
    epic: CampaignQuest

    @property
    def quests(self) -> tuple[CampaignQuest, ...]:
        return (*self.trials, self.epic)


def _entry(quest_id: str) -> CampaignQuest:
    quest = load_quest(quest_id)
    figures = parse_note(quest.note)
    return CampaignQuest(
        quest_id,
        quest.title,
        quest.is_epic,
        quest.block_id,
        int(figures.get("goes", "0")),
        int(figures.get("atoms", "0")),
        float(figures.get("rating", "0")),
    )


@cache
def campaign_adventures() -> tuple[CampaignAdventure, ...]:
    """The shipped adventures, in order (read once: the quest files do not change)."""
    out = []
    for n in SHIPPED:
        entries = [_entry(q) for q in adventure_quest_ids(n)]
        out.append(
            CampaignAdventure(n, ADVENTURE_TITLES[n], STARS[n], tuple(entries[:-1]), entries[-1])
        )
    return tuple(out)


def open_quests(status: Mapping[str, str]) -> set[str]:
    """Quest ids the player may start, given quest id → 'solved' / 'skipped' / ''."""
    out: set[str] = set()
    for adventure in campaign_adventures():
        out.update(q.quest_id for q in adventure.trials)
        if all(status.get(q.quest_id) in ("solved", "skipped") for q in adventure.trials):
            out.add(adventure.epic.quest_id)
        if status.get(adventure.epic.quest_id) not in ("solved", "skipped"):
            break
    return out


DONE = ("solved", "skipped")


def campaign_ids() -> tuple[str, ...]:
    """Every shipped adventure quest id, in campaign order."""
    return tuple(q.quest_id for adventure in campaign_adventures() for q in adventure.quests)


def may_play(quest_id: str, status: Mapping[str, str]) -> bool:
    """The campaign lock: a quest of the campaign may be started only when it is open; every
    other quest (tutorials, samples, a file of one's own) always may."""
    return quest_id not in campaign_ids() or quest_id in open_quests(status)


def quest_after(current: str, order: Sequence[str], status: Mapping[str, str]) -> str | None:
    """The quest that follows `current` in `order` (the game's quest list) and may be played:
    locked campaign quests are passed over, and so are campaign quests already solved or
    skipped. After a campaign quest with nothing open after it (the last trial while an
    earlier one is unsolved), the campaign's next quest (`next_quest`); None when there is
    none."""
    if current not in order:
        return None
    campaign = set(campaign_ids())
    for quest_id in order[order.index(current) + 1 :]:
        if quest_id in campaign and status.get(quest_id) in DONE:
            continue
        if may_play(quest_id, status):
            return quest_id
    if current in campaign:
        upcoming = next_quest(status)
        return upcoming if upcoming != current else None
    return None


def next_quest(status: Mapping[str, str]) -> str | None:
    """The first open quest not yet solved or skipped, in campaign order."""
    opened = open_quests(status)
    for adventure in campaign_adventures():
        for quest in adventure.quests:
            if quest.quest_id in opened and status.get(quest.quest_id) not in (
                "solved",
                "skipped",
            ):
                return quest.quest_id
    return None


def shipped_ratings() -> list[tuple[str, str, int, Rating]]:
    """(quest id, title, stars, measured rating) of every shipped adventure quest."""
    out = []
    for adventure in campaign_adventures():
        for entry in adventure.quests:
            quest: Quest = load_quest(entry.quest_id)
            rating = rate(quest)
            assert rating is not None, entry.quest_id
            out.append((entry.quest_id, entry.title, adventure.stars, rating))
    return out
