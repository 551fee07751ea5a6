"""The `planner` bot: a careful builder that weighs the wobble risk of steady hands (§7.11)
against the height still needed.

It decides from the view alone (the temple, supplies, camp, bag contents, the revealed card
and the quarry's top floor; never the hidden order), like `greedy`, whose choices it starts
from:

- While the temple is lower than the target plus a margin of safety (`SAFETY` levels, two as
  §7.11's careful player), it builds like greedy - up and well balanced - but among the
  column actions greedy rates alike it takes the one with the smallest wobble chance.
- Once the temple stands high enough, every building choice is the lowest-risk legal one:
  columns where they carry nothing (chance 0) or on low, well-supported floors; it avoids
  completing a floor (that forces one more piece, a new floor), and a floor that is due goes
  where its chance is smallest (a low level, a wide margin; a base extension, which costs a
  level, only when the card already joins the level row this turn).
- Within the turn it looks ahead one step: a column that completes a floor is rated with the
  chance of the new floor it forces (the safest position the quarry's top floor then has).

With steady hands off it is greedy.
"""

from __future__ import annotations

import random
from typing import Any

from games.menara import steady, tasks
from games.menara.checks import Add, Remove, own_load, with_columns
from games.menara.data import PLANS, RECOMMENDED_SUPPORTS
from games.menara.geometry import Placement, bits, index, margin, shape
from games.menara.moves import AddFloor, MoveUp, Pair, Shift
from games.menara.placements import has_level_placement
from games.menara.preview import floor_preview
from games.menara.state import MenaraState
from games.menara.statics import Temple

SAFETY = 2
"""Levels above the target after which the planner only lowers the risk."""

LOW_LEVELS = 2
"""Levels a careful floor placement is looked for on (the chance grows 25% per level)."""

SHORTLIST = 80
"""At most this many column actions are rated in full (a move stays well under 0.5 s)."""
"""Levels a careful floor placement is looked for on (the chance grows 25% per level)."""


class PlannerBot:
    """Builds towards the target, then keeps the tower steady (see the module docstring)."""

    def __init__(self) -> None:
        from games.menara.bots import GreedyBot

        self.greedy = GreedyBot()

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        assert isinstance(state, MenaraState)
        moves = state.legal_moves(seat)
        if len(moves) == 1 or state.phase != "build" or not state.config.steady_hands:
            return self.greedy.choose(state, seat, rng)
        careful = state.temple.height >= state.target + SAFETY
        floors = [m for m in moves if isinstance(m, AddFloor)]
        if floors:
            return self._safe_floor(state, floors) if careful else self._high_floor(state, floors)
        # A pair of two actions legal alone reaches what the two in a row reach, with a choice
        # in between: only the pairs needed for balance are weighed (as greedy does).
        options = needed_pairs_only(moves)
        if not options:
            return moves[0]
        if len(options) > SHORTLIST:
            # Many MOVE choices (hundreds): rate fully only those ending highest (building)
            # or lowest (careful), by the level their columns end on.
            options.sort(key=lambda m: _end_level(state, m), reverse=not careful)
            options = options[:SHORTLIST]
        rated = [(self._rate(state, m), m) for m in options]
        if careful:
            # A completion whose new floor fits on no columns costs a level (base extension):
            # worse than any risk.
            best = min(rated, key=lambda r: (r[0][0][0] < 0, r[0][1], _neg(r[0][0])))
        else:
            best = max(rated, key=lambda r: (r[0][0], -r[0][1]))
        return best[1]

    # -- ratings --------------------------------------------------------------------------

    def _rate(self, state: MenaraState, move: Any) -> tuple[tuple[float, ...], float]:
        """(greedy's value, the wobble chance the action adds to the turn)."""
        if isinstance(move, Shift):
            ghost = floor_preview(state, move.placement)
            return (float(move.placement.level), 0.0, 0.0, 0.0), ghost.chance
        temple = state.temple
        adds, removes = _changes(temple, move)
        if adds is None:
            return (-1.0, 0.0, 0.0, 0.0), 1.0
        after = with_columns(temple, adds, removes)
        completes = [
            i for i, _, _ in adds if after.floors[i].complete and not temple.floors[i].complete
        ]
        grows = 0.0
        if completes and state.quarry:
            card = PLANS[state.turn.card]
            top = state.catalogue[state.quarry[0]]
            fits = has_level_placement(after, top, tasks.sides(card), after.height + 1)
            grows = 1.0 if fits else -1.0
        level = max(after.floors[i].level for i, _, _ in adds)
        free = sum(1 for i, j, _ in adds if not after.overbuilt(i, j))
        value = (grows, float(level), float(free), _min_margin(after))
        pieces = steady.column_pieces(state.config, after, adds)
        risk = steady.turn_chance([p.chance for p in pieces])
        if completes:
            # Look ahead: the new floor is one more piece, at best on level 1 with a wide margin.
            extra = [steady.chance(state.config, 1, 1.0)] * len(completes)
            risk = steady.turn_chance([risk, *extra])
        return value, risk

    def _safe_floor(self, state: MenaraState, moves: list[AddFloor]) -> AddFloor:
        extensions = [m for m in moves if m.placement.level == 0]
        if extensions and state.turn.penalty:
            return extensions[0]  # chance 0, and the card joins the level row anyway
        levels = sorted({m.placement.level for m in moves if m.placement.level})
        low = set(levels[:LOW_LEVELS])
        pool = [m for m in moves if m.placement.level in low] or moves

        def key(m: AddFloor) -> tuple[float, int]:
            chance, supports, _ = _ghost(state, m.placement)
            return (chance, -supports)

        return min(pool, key=key)

    def _high_floor(self, state: MenaraState, moves: list[AddFloor]) -> AddFloor:
        """Greedy's choice (the highest level, 3 supports, the widest margin), the chance
        breaking ties; rated without the full legality check of a preview (they are legal)."""
        top = max(m.placement.level for m in moves)
        if top == 0:
            return moves[0]

        def key(m: AddFloor) -> tuple[int, float, float]:
            chance, supports, margin = _ghost(state, m.placement)
            return (min(supports, RECOMMENDED_SUPPORTS), margin, -chance)

        return max((m for m in moves if m.placement.level == top), key=key)


def _ghost(state: MenaraState, p: Placement) -> tuple[float, int, float]:
    """(chance, supports, margin) of the due floor at a legal placement p on level >= 1."""
    s = shape(state.catalogue[p.fid], p.side, p.rot)
    offset = index(p.x, p.y)
    mask = (s.point_mask << offset) & state.temple.upright_mask.get(p.level - 1, 0)
    supports = tuple(bits(mask))
    m = margin(supports, own_load(s, offset).centre) if supports else None
    piece = steady.floor_piece(state.config, p.level, m, p.fid)
    return (piece.chance if piece else 0.0), len(supports), (m or 0.0)


def needed_pairs_only(moves: list[Any]) -> list[Any]:
    from games.menara.bots import needed_pairs_only as needed

    return needed(moves)


def _changes(temple: Temple, move: Any) -> tuple[list[Add] | None, list[Remove]]:
    from games.menara.bots import _changes as changes

    return changes(temple, move)


def _min_margin(temple: Temple) -> float:
    from games.menara.bots import _min_margin as smallest

    return smallest(temple)


def _end_level(state: MenaraState, move: Any) -> int:
    """The highest level a column action's columns end on (SHIFT: the floor's new level)."""
    if isinstance(move, Shift):
        return move.placement.level
    parts = [move.first, move.second] if isinstance(move, Pair) else [move]
    temple = state.temple
    levels = [
        temple.floor(part.dst if isinstance(part, MoveUp) else part.fid).level for part in parts
    ]
    return max(levels)


def _neg(value: tuple[float, ...]) -> tuple[float, ...]:
    return tuple(-v for v in value)


__all__ = ["SAFETY", "PlannerBot"]
