"""What Bali is called and which options it takes: light, for the home screen and the CLI."""

from __future__ import annotations

from games.bali import data
from games.core import GameInfo, OptionSpec

INFO = GameInfo(
    id="bali",
    title="Bali",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    pitch="Build a Balinese village, feed the altar and keep what the altar makes precious.",
    hidden_information=True,
    option_specs=(
        OptionSpec(
            "temple_of_shiva",
            "Temple of Shiva",
            ("off", "on"),
            "off",
            "The expansion: Temple cards, towers paid with sacrifice cards, and Shiva.",
        ),
        OptionSpec(
            "demon",
            "The Demon",
            ("off", "on"),
            "off",
            "Variant: the demon visits the fewest Priests and forbids buying; Priests drive it "
            "away. For a first game with the expansion, leave it off.",
        ),
    ),
)
