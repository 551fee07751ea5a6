"""What Ruins is called and which options it takes: light, for the home screen and the CLI."""

from __future__ import annotations

from games.core import GameInfo, OptionSpec
from games.ruins import data

INFO = GameInfo(
    id="ruins",
    title="Ruins",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    pitch="Shed your hand of ruins first, crafting them stronger with discoveries as you play.",
    hidden_information=True,
    option_specs=(
        OptionSpec(
            "first_player",
            "First player",
            ("random", *(f"P{i}" for i in range(1, data.MAX_PLAYERS + 1))),
            "random",
            "Who leads round 1 (the person who most recently lit a fire).",
            seat_choices=True,
        ),
        OptionSpec(
            "auto_pass",
            "Automatic pass",
            ("off", "on"),
            "off",
            "Pass automatically for a player who has no legal follow (reveals a little about "
            "their hand).",
        ),
    ),
)
