"""Ruins (John D. Clair, Allplay 2025): a climbing card game with card crafting, for 2-5 players.

The package reads like the rulebook: `data` (every number), `cards` (a ruin and its upgrades),
`moves` (notation), `plays` (rank and count of a play, legal sets), `rules` (legal moves and
checking a move), `turns` (a committed play, its effects, skips and trick ends), `market`,
`scoring`, `rounds` (setup, deal and claims, showdown), `position` / `table` / `state` (the
immutable position, its working copy inside a move, and its views), `info` (title and options),
`game` (the `GAME` object), `bots`, `bench`, `scenario` (a position builder for tests) and
`RULES.md`.

What a screen may use (screens import this package and `games.core`, never the modules inside,
and import-linter holds them to it): `GAME`, `BOTS`; the move types (`Flip`, `NoFlip`, `Buy`,
`Claim`, `Play`, `Pass`, `Discard`, `Burden`, `Move`) and `parse_move`;
`preview_play(view, ids, declared)` (the count and rank a selection of the viewer's ruins would
have, as the rules evaluate a play) with `PlayPreview`, and `view_card(ruin)` (a ruin of a view
with this turn's draft applied). The screen itself speaks notation only.

Everything loads on first use, so reading `games.ruins.info` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.lazy import lazy_exports

if TYPE_CHECKING:
    from games.ruins.bots import BOTS
    from games.ruins.game import GAME
    from games.ruins.moves import (
        Burden,
        Buy,
        Claim,
        Discard,
        Flip,
        Move,
        NoFlip,
        Pass,
        Play,
        parse_move,
    )
    from games.ruins.preview import PlayPreview, preview_play, view_card
    from games.ruins.reading import describe_ruin, effect_words

_MOVES = [
    "Burden",
    "Buy",
    "Claim",
    "Discard",
    "Flip",
    "Move",
    "NoFlip",
    "Pass",
    "Play",
    "parse_move",
]

__all__ = [
    "BOTS",
    "GAME",
    "Burden",
    "Buy",
    "Claim",
    "Discard",
    "Flip",
    "Move",
    "NoFlip",
    "Pass",
    "Play",
    "PlayPreview",
    "describe_ruin",
    "effect_words",
    "parse_move",
    "preview_play",
    "view_card",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "BOTS": "bots",
        "GAME": "game",
        **dict.fromkeys(_MOVES, "moves"),
        "PlayPreview": "preview",
        "preview_play": "preview",
        "view_card": "preview",
        "describe_ruin": "reading",
        "effect_words": "reading",
    },
)
