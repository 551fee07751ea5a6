"""What Menara is called and which options it takes: light, for the home screen and the CLI."""

from __future__ import annotations

from games.core import GameInfo, OptionSpec
from games.menara.data import DIFFICULTIES

INFO = GameInfo(
    id="menara",
    title="Menara",
    min_players=1,
    max_players=4,
    pitch="Raise a temple tower together, floor on columns, without letting it tip.",
    cooperative=True,
    options=(
        OptionSpec(
            "difficulty",
            "Difficulty",
            DIFFICULTIES,
            "medium",
            help="Level cards 3 / 4 / 5 and fewer columns per player as it gets harder.",
        ),
        OptionSpec(
            "steady_hands",
            "Steady hands",
            ("on", "off"),
            "on",
            help="Each turn's building carries a small, shown chance that the tower wobbles "
            "and part of it falls (§7.11); off makes Menara a pure planning puzzle.",
        ),
        # The expansion's module switches (new_floors, golden_columns, tears, ritual, fate;
        # spec §6) join here, each read through state.config.
    ),
)
