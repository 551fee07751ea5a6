"""The campaign's fifteen adventures (spec §8.1) as plain data: titles, stars, card counts, which
ones ship, and the quest ids of their trials and epics. Imports nothing of the rules engine:
`data.QUEST_CATALOG` lists these quests beside the tutorials and samples.

Quest ids read `adv01-A` … `adv01-D`, `adv01-epic`; the file of adventure n is
`quests/adventures/adventure_NN.mmt`.
"""

from __future__ import annotations

ADVENTURE_TITLES: dict[int, str] = {
    1: "The Cellar Locks",
    2: "Winds Under the Stairs",
    3: "The Leaping Hall",
    4: "Pits of the Lower Keep",
    5: "The Summoning Floor",
    6: "A Sister in the Tower",
    7: "The Shifting Gallery",
    8: "Shared Doors",
    9: "The Gusting Maze",
    10: "Hand in Hand",
    11: "Sliding Stones",
    12: "The Armory Muster",
    13: "The Exchange",
    14: "The Long Slide",
    15: "The Open Sky",
}

STARS: dict[int, int] = {
    n: 1 if n <= 3 else 2 if n <= 7 else 3 if n <= 11 else 4 for n in range(1, 16)
}
"""Spec §5.2: 1–3 ★, 4–7 ★★, 8–11 ★★★, 12–15 ★★★★."""

CARDS: dict[int, int] = {n: 8 if n in (7, 11, 14, 15) else 4 for n in range(1, 16)}
"""Spec §8.1 / §9 Q25: adventures 7, 11, 14 and 15 have eight cards."""

SHIPPED: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
"""The adventures whose quest files are checked in, solver-proven (the campaign shows these)."""


def adventure_file_name(adventure: int) -> str:
    return f"adventures/adventure_{adventure:02d}.mmt"


def adventure_quest_ids(adventure: int) -> tuple[str, ...]:
    letters = "ABCDEFGH"[: CARDS[adventure]]
    return (*(f"adv{adventure:02d}-{c}" for c in letters), f"adv{adventure:02d}-epic")


ADVENTURE_CATALOG: tuple[tuple[str, str, str, str], ...] = tuple(
    (
        quest_id,
        adventure_file_name(n),
        "epic" if quest_id.endswith("epic") else "trial",
        "" if quest_id.endswith("epic") else quest_id[-1],
    )
    for n in SHIPPED
    for quest_id in adventure_quest_ids(n)
)
"""(quest id, file, block kind, block id) of every shipped adventure quest."""
