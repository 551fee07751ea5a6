"""What Mandala Stones is called and which options it takes: light, for the home screen and CLI."""

from __future__ import annotations

from games.core import GameInfo, OptionSpec
from games.mandala_stones import data

INFO = GameInfo(
    id="mandala_stones",
    title="Mandala Stones",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    pitch="Move the artists, gather matching stones into towers, score them onto the mandala.",
    hidden_information=True,  # the objective cards stay secret until the end (§7.3)
    option_specs=(
        OptionSpec(
            "harmony",
            "Harmony expansion",
            ("off", "on"),
            "off",
            "12 wild New Stones on the mandala's VP spaces: keep one for a tower or take the VP.",
        ),
    ),
)
