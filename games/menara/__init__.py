"""Menara: build a temple tower together (spec rules/menara.md), base game.

`GAME` implements `games.core.Game`; `BOTS` holds the `random` and `greedy` players. The temple
widget draws `state.view(seat)` (shape documented in view.py) and previews placements with the
pure helpers of preview.py; the in-app rules are RULES.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from games.menara.bots import BOTS
    from games.menara.game import GAME

__all__ = ["BOTS", "GAME"]


def __getattr__(name: str) -> Any:
    # GAME and BOTS load on first use, so reading `games.menara.info` stays cheap.
    if name == "GAME":
        from games.menara.game import GAME

        return GAME
    if name == "BOTS":
        from games.menara.bots import BOTS

        return BOTS
    raise AttributeError(f"module 'games.menara' has no attribute {name!r}")
