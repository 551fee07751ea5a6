"""Menara: build a temple tower together (spec rules/menara.md), base game.

What a screen may use (screens import this package and `games.core`, never the modules inside,
and import-linter holds them to it):

* `GAME` — the `games.core.Game` object; `BOTS` — `random` and `greedy`; `MenaraState`.
* The move types: `ArrangeBase`, `AutoBase`, `Swap`, `Reveal`, `Place`, `MoveUp`, `Pair`,
  `AddFloor`, `Shift`, `Fail`, `EndTurn`.
* Previews: `floor_preview`, `column_preview` (what a placement would do, with the statics) and
  the floor geometry they take: `Placement`, `shape`.

The temple widget draws `state.view(seat)` (shape documented in view.py); the in-app rules are
RULES.md. Everything loads on first use, so reading `games.menara.info` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.lazy import lazy_exports

if TYPE_CHECKING:
    from games.menara.bots import BOTS
    from games.menara.game import GAME
    from games.menara.geometry import Placement, shape
    from games.menara.moves import (
        AddFloor,
        ArrangeBase,
        AutoBase,
        EndTurn,
        Fail,
        MoveUp,
        Pair,
        Place,
        Reveal,
        Shift,
        Swap,
    )
    from games.menara.preview import ColumnPreview, FloorPreview, column_preview, floor_preview
    from games.menara.state import MenaraState

_EXPORTS = {
    "BOTS": "bots",
    "GAME": "game",
    "Placement": "geometry",
    "shape": "geometry",
    **dict.fromkeys(
        [
            "AddFloor",
            "ArrangeBase",
            "AutoBase",
            "EndTurn",
            "Fail",
            "MoveUp",
            "Pair",
            "Place",
            "Reveal",
            "Shift",
            "Swap",
        ],
        "moves",
    ),
    **dict.fromkeys(
        ["ColumnPreview", "FloorPreview", "column_preview", "floor_preview"], "preview"
    ),
    "MenaraState": "state",
}

__all__ = [
    "BOTS",
    "GAME",
    "AddFloor",
    "ArrangeBase",
    "AutoBase",
    "ColumnPreview",
    "EndTurn",
    "Fail",
    "FloorPreview",
    "MenaraState",
    "MoveUp",
    "Pair",
    "Place",
    "Placement",
    "Reveal",
    "Shift",
    "Swap",
    "column_preview",
    "floor_preview",
    "shape",
]

__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
