"""What Magic Maze Tower is called and which options it takes: light, for the home screen and
the CLI (it reads only `data`, never the rules engine)."""

from __future__ import annotations

from games.core import GameInfo, OptionSpec


def _options() -> tuple[OptionSpec, ...]:
    # The data module (with every quest id) is imported when a setup form or a new game first
    # asks, not when the home screen lists the games.
    from games.magic_maze_tower.adventures import ADVENTURE_TITLES
    from games.magic_maze_tower.data import (
        COMMUNICATION_MODES,
        CONTROL_MODES,
        DEALS,
        QUEST_IDS,
    )

    # An adventure quest's id says only its number and card: the setup list adds the title.
    quest_labels = tuple(
        (q, f"{q} · {ADVENTURE_TITLES[int(q[3:5])]}") for q in QUEST_IDS if q.startswith("adv")
    )

    deal_choices = ("random", *(d for n in (2, 3, 4) for d in DEALS[n]))
    return (
        OptionSpec(
            "quest",
            "Quest",
            QUEST_IDS,
            QUEST_IDS[0],
            "Which quest to play: the six tutorials, the sample quests, then the adventures "
            "(adv01-A … adv01-epic, …; the campaign map plays them in order).",
            labels=quest_labels,
            always_named=True,
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
            deal_choices,
            "random",
            "random (from the seed), or a deal like NE/SW (2 players), N/E/S+W (3 players: "
            "the tile after + is shared) or N/E/S/W (4 players).",
        ),
    )


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
    option_specs=_options,
)
