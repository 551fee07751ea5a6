"""Bali (Klaus-Jürgen Wrede, White Goblin Games 2017) with the Temple of Shiva expansion and the
Demon variant, for 2–4 players. The rules are `shared/rules/bali.md`; section numbers in comments
refer to it.

The package reads like the rulebook: `data` (every number and card), `moves` (notation),
`position` (the immutable position), `scoring` (what a scoring gives, final scoring), `rules`
(legal moves and refusals), `turns` (applying a move: the turn flow), `setup`, `view` (what each
seat may see), `state` (the `State`), `info`, `game` (`GAME`), `bots`, `bench` and `RULES.md`.

Screens use only the names below; they load on first use, so reading `games.bali.info` is cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import lazy_exports

if TYPE_CHECKING:
    from games.bali.bots import BOTS
    from games.bali.data import CARD_CODES, CARD_NAMES, COLOURS, KIND_LETTERS, KIND_NAMES
    from games.bali.game import GAME
    from games.bali.info import INFO
    from games.bali.moves import (
        Buy,
        Discard,
        FaceDown,
        FromSupply,
        Gain,
        Move,
        Play,
        PlayFarmers,
        PlayTemple,
        Sacrifice,
        Split,
        Take,
    )
    from games.bali.secrets import scramble_secrets
    from games.bali.text import card_name, describe
    from games.bali.view import scoring_preview

__all__ = [
    "BOTS",
    "CARD_CODES",
    "CARD_NAMES",
    "COLOURS",
    "GAME",
    "INFO",
    "KIND_LETTERS",
    "KIND_NAMES",
    "Buy",
    "Discard",
    "FaceDown",
    "FromSupply",
    "Gain",
    "Move",
    "Play",
    "PlayFarmers",
    "PlayTemple",
    "Sacrifice",
    "Split",
    "Take",
    "card_name",
    "describe",
    "scoring_preview",
    "scramble_secrets",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "BOTS": "bots",
        "GAME": "game",
        "INFO": "info",
        "CARD_CODES": "data",
        "CARD_NAMES": "data",
        "COLOURS": "data",
        "KIND_LETTERS": "data",
        "KIND_NAMES": "data",
        **{
            name: "moves"
            for name in (
                "Buy",
                "Discard",
                "FaceDown",
                "FromSupply",
                "Gain",
                "Move",
                "Play",
                "PlayFarmers",
                "PlayTemple",
                "Sacrifice",
                "Split",
                "Take",
            )
        },
        "card_name": "text",
        "describe": "text",
        "scoring_preview": "view",
        "scramble_secrets": "secrets",
    },
)
