"""Ruins (John D. Clair, Allplay 2025): a climbing card game with card crafting, for 2-5 players.

The package reads like the rulebook: `data` (every number), `cards` (a ruin and its upgrades),
`moves` (notation), `plays` (rank and count of a play, legal sets), `rules` (legal moves and
checking a move), `turns` (a committed play, its effects, skips and trick ends), `market`,
`scoring`, `rounds` (setup, deal and claims, showdown), `position` / `table` / `state` (the
immutable position, its working copy inside a move, and its views), `info` (title and options),
`game` (the `GAME` object), `bots`, `bench`, `scenario` (a position builder for tests) and
`RULES.md`.

`GAME` and `BOTS` load on first use, so reading `games.ruins.info` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from games.ruins.bots import BOTS
    from games.ruins.game import GAME
    from games.ruins.reading import describe_ruin, effect_words

__all__ = ["BOTS", "GAME", "describe_ruin", "effect_words"]


def __getattr__(name: str) -> Any:
    if name == "GAME":
        from games.ruins.game import GAME

        return GAME
    if name == "BOTS":
        from games.ruins.bots import BOTS

        return BOTS
    if name in ("describe_ruin", "effect_words"):
        from games.ruins import reading

        return getattr(reading, name)
    raise AttributeError(f"module 'games.ruins' has no attribute {name!r}")
