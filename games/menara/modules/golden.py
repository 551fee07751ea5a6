"""Golden columns (spec §6.2): two short columns by the camp that anyone may build with.

A golden column goes on an empty base of any colour (checks.column_problem already lets `G`
stand anywhere) instead of a supply column, counts for the card, is not replenished, never
supports (statics: it is not upright), never pokes into an opening and never moves (building:
MOVE never offers it; the chain push refuses to push it). What is left here is the source.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.menara.data import GOLDEN
from games.menara.modules import Module

if TYPE_CHECKING:
    from games.menara.position import Position


class GoldenColumns(Module):
    id = "golden"

    def place_sources(self, state: Position) -> str:
        return GOLDEN if state.extras.golden > 0 else ""


GOLDEN_COLUMNS = GoldenColumns()
