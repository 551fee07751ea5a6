"""Bali's own benchmark figures: how long the greedy bot takes per move.

`games.bench` passes the clock in; this module never reads one itself.
"""

from __future__ import annotations

from collections.abc import Callable

from games.bali.bots import BOTS
from games.bali.game import GAME
from games.core.timing import bot_move_figures

GAMES = 4
PLAYERS = 4
OPTIONS = {"temple_of_shiva": "on", "demon": "on"}


def figures(clock: Callable[[], float]) -> dict[str, float]:
    """Greedy move times over a few seeded 4-player games (expansion and demon on)."""
    return bot_move_figures(
        GAME, BOTS["greedy"], clock, games=GAMES, players=PLAYERS, options=lambda seed: OPTIONS
    )
