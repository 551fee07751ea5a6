"""Ruins' own benchmark figures: how long the greedy bot takes per move.

`games.bench` passes the clock in; this module never reads one itself.
"""

from __future__ import annotations

from collections.abc import Callable

from games.core.timing import bot_move_figures
from games.ruins.bots import BOTS
from games.ruins.game import GAME

GAMES = 4
PLAYERS = 4


def figures(clock: Callable[[], float]) -> dict[str, float]:
    """Greedy move times over a few seeded 4-player games where every seat is greedy."""
    return bot_move_figures(GAME, BOTS["greedy"], clock, games=GAMES, players=PLAYERS)
