"""The planner's look within the turn: what a column action leaves behind, whether the plan
card can still be carried out afterwards, and what a wobble would bring down.

Pure functions of the public temple, supply, card and turn (the view): nothing here applies a
move to the real state, so no roll is made and no hidden floor is revealed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from games.menara import building, tasks
from games.menara.checks import Add, Remove, opening_problem, stands_after, with_columns
from games.menara.data import COLOURS, GOLDEN, PlanCard
from games.menara.modules.bound import Bound, bind
from games.menara.moves import MoveUp, Pair, Place
from games.menara.position import Position
from games.menara.records import Counts, Turn, one, sub
from games.menara.statics import Temple

FEASIBILITY_NODES = 60
"""Positions the card's look-ahead may visit before it gives the benefit of the doubt (the
failing searches are the costly ones; 60 keeps a move well under the time budget)."""


@dataclass(frozen=True)
class Step:
    """A column action tried on the visible temple."""

    temple: Temple
    supply: Counts
    turn: Turn
    adds: list[Add]
    removes: list[Remove]
    completed: list[int]
    """Floors the action completes (each forces a new floor at once)."""


def changes(temple: Temple, move: Any) -> tuple[list[Add] | None, list[Remove]]:
    """The columns a Place, MoveUp or Pair adds and removes (None: not a column action)."""
    parts = [move.first, move.second] if isinstance(move, Pair) else [move]
    adds: list[Add] = []
    removes: list[Remove] = []
    for part in parts:
        if isinstance(part, Place):
            i = temple.index_of[part.fid]
            j = temple.find_base(i, part.x, part.y)
            if j is None:
                return None, []
            adds.append((i, j, part.colour))
        elif isinstance(part, MoveUp):
            i, k = temple.index_of[part.src], temple.index_of[part.dst]
            j, m = temple.find_base(i, part.sx, part.sy), temple.find_base(k, part.dx, part.dy)
            if j is None or m is None:
                return None, []
            removes.append((i, j))
            adds.append((k, m, part.colour))
        else:
            return None, []
    return adds, removes


def step(temple: Temple, supply: Counts, card: PlanCard, turn: Turn, move: Any) -> Step | None:
    """The temple, supply and turn after a column action (None for any other action)."""
    adds, removes = changes(temple, move)
    if adds is None:
        return None
    after = with_columns(temple, adds, removes)
    completed = sorted(
        {i for i, _, _ in adds if after.floors[i].complete and not temple.floors[i].complete}
    )
    if removes:
        moved = tuple((after.floors[i].fid, j) for i, j, _ in adds)
        turn = replace(
            turn, moves=turn.moves + len(adds), moved=turn.moved + moved, due=len(completed)
        )
        return Step(after, supply, turn, adds, removes, completed)
    for _, _, colour in adds:
        if colour != GOLDEN:
            supply = sub(supply, one(colour))
    fid = temple.floors[adds[0][0]].fid
    chosen = turn.floor or fid
    filled = any(after.floors[i].fid == chosen for i in completed)
    # What the new task types (§6.6) count: each column's floor and colour, as the rules do.
    used = tuple(
        (temple.floors[i].fid, building.counted_colour(temple, i, j, c)) for i, j, c in adds
    )
    owed = sum(1 for _, _, c in adds if c != GOLDEN)
    turn = tasks.after_place(card, turn, fid, len(adds), filled, used, owed)
    for i in completed:
        turn = tasks.after_completion(card, turn, temple.floors[i].fid, temple.floors[i].level)
    return Step(after, supply, replace(turn, due=len(completed)), adds, removes, completed)


def can_finish(
    temple: Temple, supply: Counts, card: PlanCard, turn: Turn, state: Position | None = None
) -> bool:
    """Whether the card can still be carried out with single actions from here.

    A completion that forces a new floor while columns are still owed is given the benefit
    of the doubt (the new floor brings bases we cannot rate yet), except for SAME, whose
    chosen floor is then full. The search is capped (FILL and large cards): past the cap it
    answers yes."""
    budget = [FEASIBILITY_NODES]
    real = state if state is not None and state.config.expanded else None
    return _finish(temple, supply, card, turn, budget, (-1, -1), real)


def _imagined(state: Position | None, temple: Temple, supply: Counts, turn: Turn) -> Bound | None:
    """The modules' rules bound to the position the look-ahead imagines (None in the base
    game, whose rules need no position): the real one with this temple, supply and turn."""
    if state is None:
        return None
    supplies = list(state.supplies)
    supplies[state.active] = supply
    imagined = state.evolve(floors=tuple(temple.floors), supplies=tuple(supplies), turn=turn)
    imagined.__dict__["temple"] = temple  # analysed already
    return bind(imagined)


def _owed(temple: Temple, card: PlanCard, turn: Turn) -> int | None:
    if card.task == "FILL":
        if turn.filled:
            return 0
        if not turn.floor:
            return None
        i = temple.index_of.get(turn.floor)
        return None if i is None else sum(1 for c in temple.floors[i].columns if not c)
    return tasks.remaining(card, turn)


def _finish(
    temple: Temple,
    supply: Counts,
    card: PlanCard,
    turn: Turn,
    budget: list[int],
    after: tuple[int, int],
    state: Position | None = None,
) -> bool:
    if card.task == "SHIFT":
        return True
    left = _owed(temple, card, turn)
    if left is not None and left <= 0:
        return True
    if turn.due:
        return card.task != "SAME"
    budget[0] -= 1
    if budget[0] < 0:
        return True
    moves: Iterable[Any]
    if card.task == "MOVE":
        moves = _single_moves(temple, turn)
        ordered = False
    else:
        if _short_of_columns(temple, supply, card, turn, left):
            return False
        ext = _imagined(state, temple, supply, turn)
        options = building.place_options(temple, supply, card, turn, ext)
        # The columns of PLACE and SAME may go in any order: try each set once.
        moves = [o.move for o in options if o.alone and o.add[:2] > after]
        ordered = True
    for move in moves:
        nxt = step(temple, supply, card, turn, move)
        if nxt is None:
            continue
        last = nxt.adds[-1][:2] if ordered else (-1, -1)
        if _finish(nxt.temple, nxt.supply, card, nxt.turn, budget, last, state):
            return True
    return False


def _short_of_columns(
    temple: Temple, supply: Counts, card: PlanCard, turn: Turn, left: int | None
) -> bool:
    """A cheap necessary test: too few supply columns match the empty bases the card may use
    (SAME and FILL: its floor, once chosen)."""
    if left is None or card.task == "PLACE":
        return False
    if not turn.floor:
        return False
    i = temple.index_of.get(turn.floor)
    if i is None:
        return True
    empty = [0] * len(COLOURS)
    for j, occupant in enumerate(temple.floors[i].columns):
        colour = temple.shapes[i].bases[j].colour
        if not occupant and colour in COLOURS:
            empty[COLOURS.index(colour)] += 1
    return sum(min(a, b) for a, b in zip(supply, empty, strict=True)) < left


def _single_moves(temple: Temple, turn: Turn) -> Iterator[MoveUp]:
    """The MOVE actions that are legal alone, found lazily (the search stops at the first
    that leads on; building.move_options would test every one)."""
    for src in building.movable(temple, turn):
        i, j = src
        colour = temple.floors[i].columns[j]
        level = temple.floors[i].level
        spots = [
            (k, m)
            for k, f in enumerate(temple.floors)
            if f.level > level
            for m, occupant in enumerate(f.columns)
            if not occupant and temple.shapes[k].bases[m].colour == colour
        ]
        if not spots or not stands_after(temple, (), [src]):
            continue
        for k, m in spots:
            dst = (k, m, colour)
            if opening_problem(temple, k, m, colour) or not stands_after(temple, [dst], [src]):
                continue
            sx, sy = temple.base_point(i, j)
            dx, dy = temple.base_point(k, m)
            yield MoveUp(colour, temple.floors[i].fid, sx, sy, temple.floors[k].fid, dx, dy)


def short_of_columns(temple: Temple, supply: Counts, card: PlanCard, turn: Turn) -> bool:
    """`_short_of_columns` for the columns the card still owes."""
    return _short_of_columns(temple, supply, card, turn, _owed(temple, card, turn))


def fall_height(temple: Temple, floors: Sequence[str]) -> int:
    """The height left if the turn wobbles now: the piece floor with the smallest margin (ties:
    the higher one, §7.11) falls with every floor whose weight reaches it (the §7.7 cascade;
    a floor that only loses load from below is taken to stand)."""
    best: tuple[float, int] | None = None
    found = None
    for fid in floors:
        i = temple.index_of.get(fid)
        if i is None or temple.floors[i].level == 0:
            continue
        m = temple.margin(i)
        key = (0.0 if m is None else m, -temple.floors[i].level)
        if best is None or key < best:
            best, found = key, i
    if found is None:
        return temple.height
    gone = temple.loaded_from(found)
    return max((f.level for k, f in enumerate(temple.floors) if k not in gone), default=0)


__all__ = ["Step", "can_finish", "changes", "fall_height", "short_of_columns", "step"]
