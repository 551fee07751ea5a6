"""Pure-Python rules of the five games. No I/O, no clock, no terminal.

`games.GAMES` lists the games that really play, by id (see games/registry.py). It is loaded on
first use, so importing `games.core` alone does not import every game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.core import Game

__all__ = ["GAMES"]


def __getattr__(name: str) -> dict[str, Game]:
    if name == "GAMES":
        from games.registry import GAMES

        return GAMES
    raise AttributeError(f"module 'games' has no attribute {name!r}")
