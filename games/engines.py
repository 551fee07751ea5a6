"""`games.GAMES`: the registered games' `GAME` objects (this imports every rules engine)."""

from __future__ import annotations

from games.core import Game
from games.registry import load_games

GAMES: dict[str, Game] = load_games()
