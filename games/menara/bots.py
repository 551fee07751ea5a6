"""Menara bots: `random`, `greedy` and `planner` (planner.py). Each can play every seat of a
co-operative game.

Both decide from public information only: the temple, supplies, camp, bag contents, the
revealed card and the quarry's top floor (all in `view`). The greedy bot also tries moves on
the temple it can see (checks.with_columns, placements), never a move that draws or reveals.

Greedy, in short:
- setup: the automatic wide base;
- step 1: swap with the camp when that gives more columns matching empty bases; then reveal
  from the easiest pile left;
- new floor: the highest level, then at least 3 supports, then the largest stability margin
  (the distance from its centre of mass to the edge of its support region); a base extension
  only when nothing else fits;
- columns: completing a floor when the next floor can then go on top (the tower grows), else
  on the highest floor, on a base no floor covers yet (it stays free to carry the next floor),
  keeping the temple's smallest stability margin large;
- MOVE: free columns from low floors to the highest floors; SHIFT: as high as possible;
- it gives up a card only when nothing else is legal, and renews the camp when the camp
  offers little for the empty bases;
- the expansion's modules (planner_modules.py): tokens put on free marks at once and taken for
  marks that wait, a needed mark shown by a new floor when it costs nothing else, golden
  columns only when no supply column fits, and the floor with most placements when Fate or the
  Floating Quarry offers a choice.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import RandomBot
from games.menara import tasks
from games.menara.checks import with_columns
from games.menara.data import COLOURS, PILES, PLANS, RECOMMENDED_SUPPORTS
from games.menara.moves import (
    AddFloor,
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
from games.menara.placements import has_level_placement
from games.menara.planner import PlannerBot
from games.menara.planner_modules import (
    first_duty,
    mark_wanted,
    module_moves,
    next_floor,
    take_tear,
    wooden_first,
)
from games.menara.planner_turn import changes
from games.menara.preview import floor_preview
from games.menara.records import Counts, add, from_letters, sub
from games.menara.state import MenaraState
from games.menara.statics import Temple


def _free_bases(temple: Temple) -> Counts:
    free = [0] * len(COLOURS)
    for i, f in enumerate(temple.floors):
        for j, occupant in enumerate(f.columns):
            colour = temple.shapes[i].bases[j].colour
            if not occupant and colour in COLOURS:
                free[COLOURS.index(colour)] += 1
    return tuple(free)


def _usefulness(columns: Counts, free: Counts) -> int:
    return sum(min(c, f) for c, f in zip(columns, free, strict=True))


def _min_margin(temple: Temple) -> float:
    margins = [temple.margin(i) for i, f in enumerate(temple.floors) if f.level]
    values = [m for m in margins if m is not None]
    return min(values, default=10.0)


class GreedyBot:
    """Plays for height and balance (see the module docstring)."""

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        assert isinstance(state, MenaraState)
        moves = state.legal_moves(seat)
        if len(moves) == 1:
            return moves[0]
        duty = first_duty(state, module_moves(state))
        if duty is not None:
            return duty
        if state.phase == "base":
            return next(m for m in moves if isinstance(m, AutoBase))
        if state.phase == "start":
            return self._start(state, moves)
        if state.phase == "done":
            return self._end(state, moves)
        floors = [m for m in moves if isinstance(m, AddFloor)]
        if floors:
            return self._floor(state, floors)
        options = wooden_first(needed_pairs_only(moves))
        if not options:
            return moves[0]
        return max(options, key=lambda m: self._value(state, m))

    # -- step 1 and 2 ---------------------------------------------------------------------

    def _start(self, state: MenaraState, moves: list[Any]) -> Any:
        free = _free_bases(state.temple)
        tear = take_tear(state, moves, free)
        if tear is not None:
            return tear
        supply = state.supplies[state.active]
        best, score = None, _usefulness(supply, free)
        for m in moves:
            if isinstance(m, Swap):
                after = add(sub(supply, from_letters(m.give)), from_letters(m.take))
                value = _usefulness(after, free)
                if value > score:
                    best, score = m, value
        if best is not None:
            return best
        reveals = {m.pile: m for m in moves if isinstance(m, Reveal)}
        for pile in PILES:
            if pile in reveals:
                return reveals[pile]
        return moves[0]

    def _end(self, state: MenaraState, moves: list[Any]) -> Any:
        renew = next((m for m in moves if isinstance(m, EndTurn) and m.renew), None)
        if renew is not None and _usefulness(state.camp, _free_bases(state.temple)) < 2:
            return renew
        return next(m for m in moves if isinstance(m, EndTurn) and not m.renew)

    # -- step 3 ---------------------------------------------------------------------------

    def _floor(self, state: MenaraState, moves: list[AddFloor]) -> AddFloor:
        def score(m: AddFloor) -> tuple[int, int, int, float]:
            p = m.placement
            if p.level == 0:
                return (-1, 0, 0, 0.0)
            ghost = floor_preview(state, p)
            supports = min(len(ghost.supports), RECOMMENDED_SUPPORTS)
            return (p.level, supports, mark_wanted(state, p), ghost.margin or 0.0)

        # Only the highest level is worth a full preview of every position.
        top = max(m.placement.level for m in moves)
        return max((m for m in moves if m.placement.level == top), key=score)

    def _value(self, state: MenaraState, move: Any) -> tuple[float, ...]:
        temple = state.temple
        if isinstance(move, Shift):
            return (move.placement.level, 0.0, 0.0, 0.0)
        adds, removes = changes(temple, move)
        if adds is None:
            return (-1.0, 0.0, 0.0, 0.0)
        after = with_columns(temple, adds, removes)
        grows = 0.0
        for i, _, _ in adds:
            if after.floors[i].complete and not temple.floors[i].complete:
                card = PLANS[state.turn.card]
                fid = next_floor(state)
                if fid is not None and has_level_placement(
                    after, state.catalogue[fid], tasks.sides(card), after.height + 1
                ):
                    grows = 1.0
                else:
                    grows = -1.0
        level = max(after.floors[i].level for i, _, _ in adds)
        free = sum(1 for i, j, _ in adds if not after.overbuilt(i, j))
        return (grows, float(level), float(free), _min_margin(after))


def needed_pairs_only(moves: list[Any]) -> list[Any]:
    """The moves but Fail, and of the pairs only those with a part that is not legal alone:
    any other pair reaches what its two parts in a row reach (a bot weighs those instead)."""
    singles = {m for m in moves if isinstance(m, Place | MoveUp)}
    return [
        m
        for m in moves
        if not isinstance(m, Fail)
        and (not isinstance(m, Pair) or m.first not in singles or m.second not in singles)
    ]


BOTS: dict[str, Any] = {
    "random": RandomBot(lambda m: not isinstance(m, Fail)),
    "greedy": GreedyBot(),
    "planner": PlannerBot(),
}
"""`planner` (planner.py) weighs the wobble risk of steady hands against the height needed."""

__all__ = ["BOTS", "GreedyBot", "PlannerBot", "RandomBot"]
