"""Menara: build a temple tower together (spec rules/menara.md), base game.

What a screen may use (screens import this package and `games.core`, never the modules inside,
and import-linter holds them to it):

* `GAME` — the `games.core.Game` object; `BOTS` — `random` and `greedy`; `MenaraState`.
* The move types: `ArrangeBase`, `AutoBase`, `Swap`, `Reveal`, `Place`, `MoveUp`, `Pair`,
  `AddFloor`, `Shift`, `Fail`, `EndTurn`; the expansion's `TakeTear`, `PutTear`, `ChooseFloor`.
* Previews: `base_preview`, `floor_preview`, `column_preview` (what a placement would do, with
  the statics; the base floor count lives with them) and the `Placement` they take.
* Steady hands (§7.11, steady.py): `steady_view` (also `view()["steady"]`), `turn_chance` and
  `percent` (a chance as players read it); the careful bot `PlannerBot` (planner.py).

The temple widget draws `state.view(seat)` (shape documented in view.py); the in-app rules are
RULES.md. Everything loads on first use, so reading `games.menara.info` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.lazy import lazy_exports

if TYPE_CHECKING:
    from games.menara.bots import BOTS
    from games.menara.game import GAME
    from games.menara.geometry import Placement
    from games.menara.moves import (
        AddFloor,
        ArrangeBase,
        AutoBase,
        ChooseFloor,
        EndTurn,
        Fail,
        MoveUp,
        Pair,
        Place,
        PutTear,
        Reveal,
        Shift,
        Swap,
        TakeTear,
    )
    from games.menara.planner import PlannerBot
    from games.menara.preview import (
        BasePreview,
        ColumnPreview,
        FloorPreview,
        base_preview,
        column_preview,
        floor_preview,
    )
    from games.menara.state import MenaraState
    from games.menara.steady import percent, steady_view, turn_chance

_EXPORTS = {
    "BOTS": "bots",
    "GAME": "game",
    "Placement": "geometry",
    **dict.fromkeys(
        [
            "AddFloor",
            "ArrangeBase",
            "AutoBase",
            "ChooseFloor",
            "EndTurn",
            "Fail",
            "MoveUp",
            "Pair",
            "Place",
            "PutTear",
            "Reveal",
            "Shift",
            "Swap",
            "TakeTear",
        ],
        "moves",
    ),
    **dict.fromkeys(
        [
            "BasePreview",
            "ColumnPreview",
            "FloorPreview",
            "base_preview",
            "column_preview",
            "floor_preview",
        ],
        "preview",
    ),
    "MenaraState": "state",
    "PlannerBot": "planner",
    **dict.fromkeys(["percent", "steady_view", "turn_chance"], "steady"),
}

__all__ = [
    "BOTS",
    "GAME",
    "AddFloor",
    "ArrangeBase",
    "AutoBase",
    "BasePreview",
    "ChooseFloor",
    "ColumnPreview",
    "EndTurn",
    "Fail",
    "FloorPreview",
    "MenaraState",
    "MoveUp",
    "Pair",
    "Place",
    "Placement",
    "PlannerBot",
    "PutTear",
    "Reveal",
    "Shift",
    "Swap",
    "TakeTear",
    "base_preview",
    "column_preview",
    "floor_preview",
    "percent",
    "steady_view",
    "turn_chance",
]

__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)
