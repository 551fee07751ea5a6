"""Mandala Stones (Filip Głowacz, Board&Dice 2021) with the Harmony expansion, for 2-4 players.

The package reads like the rulebook: `data` (every number), `position` (the immutable
position), `board` (what an artist move takes), `mandala` (the spiral), `scoring` (tower VP and
objective cards), `moves` (notation), `preview` (what a move would do), `rules` (setup, legal
moves, applying a move, the end), `view`, `state`, `info`, `game` (`GAME`), `bots`, `bench`,
`scenario` (a position builder for tests) and `RULES.md`.

What screens and widgets may use is declared here and loads on first use, so reading
`games.mandala_stones.info` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import lazy_exports

if TYPE_CHECKING:
    from games.mandala_stones.bots import BOTS
    from games.mandala_stones.data import (
        COLOUR_NAMES,
        PATTERN_NAMES,
        TOWER_NAMES,
        TOWER_RULES,
        TOWER_TITLES,
    )
    from games.mandala_stones.game import GAME
    from games.mandala_stones.info import INFO
    from games.mandala_stones.moves import (
        Build,
        ChooseObjective,
        GiveUp,
        Keep,
        Move,
        Pick,
        PlaceNew,
        ScoreColour,
        ScoreTops,
        parse_move,
    )
    from games.mandala_stones.preview import (
        ScorePreview,
        build_preview,
        pick_preview,
        score_preview,
    )
    from games.mandala_stones.secrets import scramble_secrets
    from games.mandala_stones.text import describe

__all__ = [
    "BOTS",
    "COLOUR_NAMES",
    "GAME",
    "INFO",
    "PATTERN_NAMES",
    "TOWER_NAMES",
    "TOWER_RULES",
    "TOWER_TITLES",
    "Build",
    "ChooseObjective",
    "GiveUp",
    "Keep",
    "Move",
    "Pick",
    "PlaceNew",
    "ScoreColour",
    "ScorePreview",
    "ScoreTops",
    "build_preview",
    "describe",
    "parse_move",
    "pick_preview",
    "score_preview",
    "scramble_secrets",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "BOTS": "bots",
        "GAME": "game",
        "INFO": "info",
        "COLOUR_NAMES": "data",
        "PATTERN_NAMES": "data",
        "TOWER_NAMES": "data",
        "TOWER_RULES": "data",
        "TOWER_TITLES": "data",
        "Build": "moves",
        "ChooseObjective": "moves",
        "GiveUp": "moves",
        "Keep": "moves",
        "Move": "moves",
        "Pick": "moves",
        "PlaceNew": "moves",
        "ScoreColour": "moves",
        "ScoreTops": "moves",
        "parse_move": "moves",
        "ScorePreview": "preview",
        "build_preview": "preview",
        "pick_preview": "preview",
        "score_preview": "preview",
        "scramble_secrets": "secrets",
        "describe": "text",
    },
)
