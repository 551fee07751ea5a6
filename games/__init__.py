"""Pure-Python rules of the five games. No I/O, no clock, no terminal.

`games.GAMES` lists the games that really play, by id, and `games.INFOS` their `GameInfo` only
(see games/registry.py). Both load on first use, so importing `games.core` alone imports no game,
and reading `INFOS` imports no rules engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from games.core import Game, GameInfo

    GAMES: dict[str, Game]
    INFOS: dict[str, GameInfo]

__all__ = ["GAMES", "INFOS"]


def __getattr__(name: str) -> Any:
    import importlib

    # Not `from games import registry`: that asks this very function for "registry" first.
    registry = importlib.import_module("games.registry")
    if name == "GAMES":
        value: Any = registry.load_games()
    elif name == "INFOS":
        value = registry.load_infos()
    else:
        raise AttributeError(f"module 'games' has no attribute {name!r}")
    globals()[name] = value  # loaded once; later reads find the module attribute itself
    return value
