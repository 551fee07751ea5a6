"""Which games have a screen, imported lazily so the home screen stays light.

A game is playable when it has both a rules engine in `games.GAMES` and a screen here.
"""

from __future__ import annotations

import importlib
from importlib import resources
from typing import TYPE_CHECKING

import games
from games.core import Game, GameInfo

if TYPE_CHECKING:
    from menara_tui.screens.game import GameScreen

SCREENS: dict[str, str] = {
    "menara": "menara_tui.screens.menara.screen:MenaraScreen",
    "ruins": "menara_tui.screens.ruins.screen:RuinsScreen",
    "magic_maze_tower": "menara_tui.screens.magic_maze_tower.screen:MagicMazeTowerScreen",
    "bali": "menara_tui.screens.bali.screen:BaliScreen",
    "mandala_stones": "menara_tui.screens.mandala_stones.screen:MandalaStonesScreen",
}
"""Game id -> "module:Class" of its game screen (a GameScreen subclass)."""

RULES_PACKAGES: dict[str, str] = {}
"""Game id -> the package holding its RULES.md, when it is not `games.<id>` (test doubles)."""

RULES_FILE = "RULES.md"


class NotPlayable(LookupError):
    """A game id that has no rules engine or no screen; the message says which."""


def playable_games() -> list[str]:
    """Ids in both the games registry and `SCREENS`, in the registry's order.

    Only `games.INFOS` is read, so listing the games imports no rules engine. An entry whose
    screen module fails to import is still listed: the failure shows up when the screen is
    opened rather than being hidden here.
    """
    return [game_id for game_id in games.INFOS if game_id in SCREENS]


def info(game_id: str) -> GameInfo:
    """Title, players and options of a game, without importing its rules."""
    try:
        return games.INFOS[game_id]
    except KeyError:
        known = ", ".join(playable_games()) or "none"
        raise NotPlayable(f"There is no game {game_id!r} (games: {known}).") from None


def game(game_id: str) -> Game:
    try:
        return games.GAMES[game_id]
    except KeyError:
        known = ", ".join(playable_games()) or "none"
        raise NotPlayable(f"There is no game {game_id!r} (games: {known}).") from None


def screen_class(game_id: str) -> type[GameScreen]:
    from menara_tui.screens.game import GameScreen

    if game_id not in SCREENS:
        raise NotPlayable(f"{game(game_id).info.title} has no screen yet.")
    module_name, _, class_name = SCREENS[game_id].partition(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    if not (isinstance(cls, type) and issubclass(cls, GameScreen)):
        raise TypeError(f"{SCREENS[game_id]} is not a GameScreen subclass")
    return cls


def rules_text(game_id: str) -> str | None:
    """The game's own RULES.md, or None when its author has not written it yet."""
    package = RULES_PACKAGES.get(game_id, f"games.{game_id}")
    try:
        return resources.files(package).joinpath(RULES_FILE).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return None
