"""The games that really play. A game joins once its rules, bots and screen are complete.

`INFOS` reads only each game's `info` module (title, players, options): the home screen needs no
more, so start-up does not import every rules engine. `GAMES` imports them all.
"""

from __future__ import annotations

import importlib
from typing import cast

from games.core import Game, GameInfo

GAME_IDS: tuple[str, ...] = ("ruins", "menara", "magic_maze_tower", "bali", "mandala_stones")
"""Registered games, in the order the home screen lists them."""


def load_infos() -> dict[str, GameInfo]:
    return {
        game_id: cast(GameInfo, importlib.import_module(f"games.{game_id}.info").INFO)
        for game_id in GAME_IDS
    }


def load_games() -> dict[str, Game]:
    return {
        game_id: cast(Game, importlib.import_module(f"games.{game_id}").GAME)
        for game_id in GAME_IDS
    }
