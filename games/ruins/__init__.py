"""Ruins (John D. Clair, Allplay 2025): a climbing card game with card crafting, for 2-5 players.

The package reads like the rulebook: `data` (every number), `cards` (a ruin and its upgrades),
`moves` (notation), `plays` (rank and count of a play, legal sets), `rules` (legal moves and
checking a move), `turns` (a committed play, its effects, skips and trick ends), `market`,
`scoring`, `rounds` (setup, deal and claims, showdown), `position` / `table` / `state` (the
immutable position, its working copy inside a move, and its views), `info` (title and options),
`game` (the `GAME` object), `bots`, `bench`, `scenario` (a position builder for tests) and
`RULES.md`.

What a screen may use (screens import this package and `games.core`, never the modules inside,
and import-linter holds them to it): `GAME`, `BOTS`. The Ruins screen speaks notation only.

Everything loads on first use, so reading `games.ruins.info` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.lazy import lazy_exports

if TYPE_CHECKING:
    from games.ruins.bots import BOTS
    from games.ruins.game import GAME

__all__ = ["BOTS", "GAME"]

__getattr__, __dir__ = lazy_exports(__name__, {"BOTS": "bots", "GAME": "game"})
