"""Rituals about floors (spec §6.4 #1, #2, #8, #12): which side shows, where a floor may go.

The Enlightenment and the Dark override the card's rim and apply to the initial base too
(Q31); the Narrow Base lays its three floors the side with fewer bases up (the floors
themselves are chosen at setup, modules/setup.py); the Thin Tip keeps every level from the
4th upwards to a single floor, for new floors and SHIFT destinations alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.menara.data import BASE_FLOORS, THIN_TIP_FROM, narrow_base
from games.menara.modules import Module

if TYPE_CHECKING:
    from games.menara.position import Position
    from games.menara.records import Config


class OneSide(Module):
    """The Enlightenment (light) or the Dark (dark): every floor enters that side up."""

    def __init__(self, ritual: str, side: str) -> None:
        self.id = ritual
        self.side = side

    def sides(self, state: Position, fid: str, sides: tuple[str, ...]) -> tuple[str, ...]:
        return (self.side,)


def narrow_sides(config: Config) -> dict[str, str]:
    """The Narrow Base's floors among the floors in play, each with the sides it may show."""
    return dict(narrow_base([*(f.id for f in BASE_FLOORS), *config.new_floors]))


class NarrowBase(Module):
    id = "narrow_base"

    def sides(self, state: Position, fid: str, sides: tuple[str, ...]) -> tuple[str, ...]:
        if state.phase != "base":
            return sides
        allowed = state.memo("narrow", lambda: narrow_sides(state.config)).get(fid)
        if allowed is None:
            return sides
        return tuple(s for s in sides if s in allowed)


class ThinTip(Module):
    id = "thin_tip"

    def floor_problem(self, state: Position, fid: str, placement: Any) -> str | None:
        return _single_floor_problem(state, fid, placement.level)

    def shift_problem(self, state: Position, i: int, placement: Any) -> str | None:
        return _single_floor_problem(state, state.floors[i].fid, placement.level)


def _single_floor_problem(state: Position, fid: str, level: int) -> str | None:
    if level < THIN_TIP_FROM:
        return None
    there = [f.fid for f in state.floors if f.level == level and f.fid != fid]
    if not there:
        return None
    return (
        f"The Thin Tip: from level {THIN_TIP_FROM} upwards each level holds only one floor, and "
        f"{there[0]} is on level {level} already."
    )


ENLIGHTENMENT = OneSide("enlightenment", "L")
DARK = OneSide("dark", "D")
NARROW_BASE = NarrowBase()
THIN_TIP = ThinTip()
