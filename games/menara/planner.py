"""The `planner` bot: a careful builder that weighs the wobble risk of steady hands (§7.11)
against the height still needed.

It decides from the view alone (the temple, supplies, camp, bag contents, discards and level
row, the revealed card and the quarry's top floor; never a hidden order), like `greedy`, whose
choices it starts from. Why games were lost decided the design: over 40 seeded medium games
greedy failed 2.7 cards a game (the target rose from 4 to 6.7), mostly SAME cards whose first
column went where the second could not follow, and 35 of the 40 games ended in a wobble,
most of them costing one or two levels. What decides the planner's choices, in order:

1. The card must be carried out. The planner only takes a column action after which the rest
   of the card can still be done (planner_turn.can_finish: a capped search over the visible
   temple and the supply). When no action keeps the card alive it gives up at once rather
   than add pieces - and risk - to a card that fails anyway.
2. Step 1 and 2 serve the same end: it swaps with the camp and reveals from the pile so that
   the card it draws can most likely be carried out (by each pile's contents, which the view
   gives through the discards and the level row; never their order).
3. While the temple is lower than the target plus a margin of safety (`SAFETY` levels), it
   builds like greedy - up, on free bases, well balanced - but grows the tower by the
   completion that risks least (a column that carries nothing completes a floor as well as
   one on the top), and among actions greedy rates alike it takes the one that risks least
   of the height needed.
4. Once the temple stands high enough, every choice is rated by its expected outcome
   (`expected`): with the turn's chance P the tower wobbles and the game ends with what
   still stands (the weakest piece floor falls with every floor resting on it, as §7.7),
   otherwise the game goes on with the height and target the action leaves (`carry_on`, a
   rough chance of winning from a lead of b levels). A completion counts with the new floor
   it forces, a base extension with the level it costs. A wobble that would leave enough
   standing is not courted: it counts as going on, and the lowest risk breaks the tie (a
   column where it carries nothing, chance 0, first).

Work per move is capped, not timed (no clock in games/): the actions legal alone are rated
before the engine's list of pairs is asked for, a cheap key shortlists `SHORTLIST` actions
for a full rating and the look-ahead runs for at most `FEASIBILITY_CHECKS` of them.

With steady hands off it is greedy with points 1 and 2.

Measured (`python -m games.menara.balance --games 300`, seeds 0-299, 2 players, steady hands
on): medium planner 78.3% won (height 6.74, target 4.49, 75% of games wobbled) against greedy
55.7% (height 6.99, target 6.81, 91%); easy 94.7% against 84.3%, difficult 51.0% against
25.0%. Move time CPU
max 204 ms, mean 3.5 ms at medium (wall clock max 1.09 s with a load average near 10 on two
cores, where greedy's longest move took 15.5 s).
"""

from __future__ import annotations

import math
import random
from typing import Any

from games.menara import building, steady, tasks
from games.menara.checks import carried_load, own_load
from games.menara.data import PLANS, RECOMMENDED_SUPPORTS
from games.menara.geometry import Placement, bits, index, margin, shape
from games.menara.modules.bound import bind
from games.menara.moves import AddFloor, Fail, MoveUp, Pair, Reveal, Shift, TakeTear
from games.menara.placements import has_level_placement
from games.menara.planner_modules import (
    first_duty,
    golden_only,
    mark_wanted,
    module_moves,
    next_floor,
    wooden_first,
)
from games.menara.planner_start import reveal, swap
from games.menara.planner_turn import Step, can_finish, fall_height, short_of_columns, step
from games.menara.state import MenaraState
from games.menara.statics import Temple

SAFETY = 2
"""Levels above the target after which the planner weighs every choice by its outcome."""

SHORTLIST = 16
"""At most this many column actions are rated in full, each on a temple of its own (about
5 ms each on a quiet machine): with the look-ahead a move stays well under 0.5 s."""

FEASIBILITY_CHECKS = 8
"""Column actions whose card is looked ahead in full, best rated first; if none of them can
finish the card, none is taken to."""

LEAD_SLOPE = 1.1
"""How fast the chance of winning grows with the lead over the target (`carry_on`)."""


def carry_on(lead: float) -> float:
    """A rough chance of winning if the game goes on with the temple `lead` levels above the
    target (negative: below): a wobble later costs one or two levels, a failed card one more."""
    return 1.0 / (1.0 + math.exp(-LEAD_SLOPE * (lead - 0.5)))


def expected(risk: float, win_if_wobble: float, going_on: float) -> float:
    """The chance of winning after an action: with `risk` the tower wobbles and the game ends
    (won or lost by what stands), otherwise it goes on (`going_on`, see carry_on).

    A wobble that leaves enough standing ends the game with a win, but the planner does not
    court it: it counts no more than going on (the risk then breaks ties, lowest first)."""
    return risk * min(win_if_wobble, going_on) + (1 - risk) * going_on


class PlannerBot:
    """Carries out the card, builds towards the target, then keeps the tower steady (see the
    module docstring)."""

    def __init__(self) -> None:
        from games.menara.bots import GreedyBot

        self.greedy = GreedyBot()

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        assert isinstance(state, MenaraState)
        duty = first_duty(state, module_moves(state))
        if duty is not None:
            return duty
        if state.phase == "build" and not state.turn.due and state.turn.card:
            # Column cards: the actions legal alone only. The engine's full list adds every
            # pair (hundreds for MOVE(2), a second or more to enumerate); two actions legal
            # alone are what the look-ahead tries in a row, so a pair is only looked at when
            # no action is legal alone (a pair needed for balance).
            singles = _singles(state)
            if singles:
                found = self._wooden_then_golden(state, singles)
                # Nothing keeps the card alive: give up now rather than add risk to a lost
                # card (failing is always legal while no floor is due). In an expanded game
                # a pair may still do it (the twin bases of the Double Ax take only pairs).
                if found is not None or not state.config.expanded:
                    return Fail() if found is None else found
        moves = state.legal_moves(seat)
        if len(moves) == 1 or state.phase != "build":
            move = self.greedy.choose(state, seat, rng)
            if isinstance(move, TakeTear):
                return move
            if state.phase == "start" and not state.turn.swapped:
                move = swap(state, moves, move)
            if isinstance(move, Reveal):
                return reveal(state, [m for m in moves if isinstance(m, Reveal)], move)
            return move
        shifts = [m for m in moves if isinstance(m, Shift)]
        if shifts:
            return self._shift(state, shifts)
        floors = [m for m in moves if isinstance(m, AddFloor)]
        if floors:
            if _careful(state):
                return self._safe_floor(state, floors)
            return self._high_floor(state, floors)
        options = needed_pairs_only(moves)
        found = self._wooden_then_golden(state, options) if options else None
        if found is None:
            # Nothing keeps the card alive: give up now rather than add risk to a lost card.
            return Fail() if Fail() in moves else moves[0]
        return found

    def _wooden_then_golden(self, state: MenaraState, options: list[Any]) -> Any | None:
        """`_columns` with supply columns only; golden columns when none of them will do
        (in the base game there are none)."""
        wooden = wooden_first(options)
        found = self._columns(state, wooden)
        if found is None and len(wooden) < len(options):
            found = self._columns(state, golden_only(options))
        return found

    def _columns(self, state: MenaraState, options: list[Any]) -> Any | None:
        """The best column action of `options` after which the card can still be carried
        out, or None."""
        steady_on = state.config.steady_hands
        careful = _careful(state)
        if len(options) > SHORTLIST:
            # Many choices (MOVE: a hundred or more): rate fully only the best by a cheap key
            # that needs no new temple (each costs a statics analysis).
            options = sorted(options, key=lambda m: _cheap_key(state, m, careful), reverse=True)
            options = options[:SHORTLIST]
        card = PLANS[state.turn.card]
        supply = state.supplies[state.active]
        # Cheap evaluation first: rate every action, then look ahead (the costly part) in
        # the order of the ratings, at most FEASIBILITY_CHECKS times.
        rated: list[tuple[tuple[float, ...], int, Any, Step]] = []
        for n, m in enumerate(options):
            after = step(state.temple, supply, card, state.turn, m)
            if after is None:
                continue
            if steady_on:
                value = self._rate(state, m, after, careful)
            else:
                value = self._greedy_value(state, m, after)
            rated.append((value, -n, m, after))
        if not rated:
            return None
        rated.sort(key=lambda r: (r[0], r[1]), reverse=True)
        checks = 0
        for _, _, m, after in rated:
            if short_of_columns(after.temple, after.supply, card, after.turn):
                continue
            if checks == FEASIBILITY_CHECKS:
                break
            checks += 1
            if can_finish(after.temple, after.supply, card, after.turn, state):
                return m
        return None

    # -- column actions --------------------------------------------------------------------

    def _greedy_value(self, state: MenaraState, move: Any, after: Step) -> tuple[float, ...]:
        """Greedy's rating: (a completion lets the tower grow, level, free bases, margin)."""
        temple = after.temple
        grows = 0.0
        if after.completed and state.quarry:
            grows = 1.0 if _fits_on_top(state, temple) else -1.0
        level = max(temple.floors[i].level for i, _, _ in after.adds)
        free = sum(1 for i, j, _ in after.adds if not temple.overbuilt(i, j))
        return (grows, float(level), float(free), _min_margin(state.temple, after))

    def _rate(self, state: MenaraState, move: Any, after: Step, careful: bool) -> tuple[float, ...]:
        """Building: greedy's rating, then the least expected loss of the height needed;
        careful: the expected outcome, then the least risk, then greedy's rating."""
        greedy = self._greedy_value(state, move, after)
        pieces = steady.column_pieces(state.config, after.temple, after.adds)
        chance = steady.turn_chance([p.chance for p in pieces])
        floors = [fid for p in pieces for fid in p.floors]
        temple = after.temple
        completes = len(after.completed)
        risk = steady.turn_chance([steady.risk(state), chance])
        if completes:
            # Look ahead: each completion forces one more piece, a new floor on the top at best.
            new = steady.chance(state.config, temple.height + 1, 0.5)
            risk = steady.turn_chance([risk, *[new] * completes])
        target = state.target + (1 if greedy[0] < 0 and not state.turn.penalty else 0)
        shaky = [*state.turn.shaky, *floors]
        fallen = fall_height(temple, shaky)
        grown = temple.height + (1 if greedy[0] > 0 else 0)
        win_if_wobble = 1.0 if fallen >= target else 0.0
        if careful:
            going_on = carry_on(grown - target)
            return (expected(risk, win_if_wobble, going_on), -risk, *greedy)
        lost = -risk * (1 - win_if_wobble)  # the expected loss of the height needed
        if greedy[0] > 0:
            # The tower grows: by the completion that risks least (a column on the base that
            # carries nothing completes a floor as well as one on the top).
            return (greedy[0], lost, *greedy[1:])
        # Building: greedy's order, then the least expected loss of the height needed.
        return (*greedy[:3], lost, greedy[3])

    # -- SHIFT and floors --------------------------------------------------------------------

    def _shift(self, state: MenaraState, moves: list[Shift]) -> Shift:
        """Building: as high as possible, well supported (greedy's way); careful: the best
        expected outcome. Rated by the ghost (no legality check: the moves are legal)."""
        temple = state.temple
        before = steady.risk(state)
        target = state.target
        careful = _careful(state)

        def value(m: Shift) -> tuple[float, ...]:
            p = m.placement
            chance, supports, mar = _shift_ghost(state, p)
            risk = steady.turn_chance([before, chance])
            rest = max((f.level for f in temple.floors if f.fid != p.fid), default=0)
            height = max(rest, p.level)
            if not careful:
                return (p.level, min(supports, RECOMMENDED_SUPPORTS), mar, -risk)
            # The shifted floor carries nothing: if it is the one to fall, it falls alone.
            win = 1.0 if rest >= target else 0.0
            going_on = carry_on(height - target)
            return (expected(risk, win, going_on), -risk, supports, mar)

        return max(moves, key=value)

    # -- floors ----------------------------------------------------------------------------

    def _safe_floor(self, state: MenaraState, moves: list[AddFloor]) -> AddFloor:
        """The floor position with the best expected outcome (see the module docstring)."""
        temple = state.temple
        before = steady.risk(state)
        shaky = list(state.turn.shaky)
        fallen_before = fall_height(temple, shaky)
        weakest = _weakest_margin(temple, shaky)
        target = state.target

        def value(m: AddFloor) -> tuple[float, float, int, float]:
            p = m.placement
            if p.level == 0:
                extra = 0 if state.turn.penalty else 1
                win = 1.0 if fallen_before >= target + extra else 0.0
                going_on = carry_on(temple.height - target - extra)
                return (expected(before, win, going_on), -before, 0, 0.0)
            chance, supports, mar = _ghost(state, p)
            risk = steady.turn_chance([before, chance])
            height = max(temple.height, p.level)
            # The new floor falls alone if it is the weakest piece floor (nothing rests on it).
            fallen = temple.height if mar <= weakest else fallen_before
            win = 1.0 if fallen >= target else 0.0
            going_on = carry_on(height - target)
            return (expected(risk, win, going_on), -risk, min(supports, RECOMMENDED_SUPPORTS), mar)

        return max(moves, key=value)

    def _high_floor(self, state: MenaraState, moves: list[AddFloor]) -> AddFloor:
        """Greedy's choice (the highest level, 3 supports, the widest margin), the chance
        breaking ties; rated without the full legality check of a preview (they are legal)."""
        top = max(m.placement.level for m in moves)
        if top == 0:
            return moves[0]

        def key(m: AddFloor) -> tuple[int, int, float, float]:
            chance, supports, margin = _ghost(state, m.placement)
            wanted = mark_wanted(state, m.placement)
            return (min(supports, RECOMMENDED_SUPPORTS), wanted, margin, -chance)

        return max((m for m in moves if m.placement.level == top), key=key)


def _fits_on_top(state: MenaraState, temple: Temple) -> bool:
    """Whether the quarry's top floor fits on the top level + 1 of `temple` (a temple after a
    column action). Remembered with the state by what decides it nearly always: the upright
    columns on the top level and the cells of the level above (the balance of the floors
    below them changes little with one column)."""
    h = temple.height
    key = (h, temple.upright_mask.get(h, 0), temple.level_cells.get(h + 1, 0))
    memo: dict[tuple[int, int, int], bool] = state.memo("planner_fits", dict)
    if key not in memo:
        card = PLANS[state.turn.card]
        fid = next_floor(state)
        top = state.catalogue[fid if fid is not None else state.quarry[0]]
        memo[key] = has_level_placement(temple, top, tasks.sides(card), h + 1)
    return memo[key]


def _careful(state: MenaraState) -> bool:
    """The temple stands SAFETY levels above the target (steady hands on)."""
    return state.config.steady_hands and state.temple.height >= state.target + SAFETY


def _singles(state: MenaraState) -> list[Any]:
    """The column actions of the card that are legal alone (as the engine lists them)."""
    card = PLANS[state.turn.card]
    temple, turn = state.temple, state.turn
    ext = bind(state)  # the modules' rules (None in the base game)
    if tasks.places_columns(card):
        supply = state.supplies[state.active]
        options = building.place_options(temple, supply, card, turn, ext)
        return [o.move for o in options if o.alone]
    if card.task == "MOVE":
        return [o.move for o in building.move_options(temple, turn, ext) if o.alone]
    return []


def _ghost(state: MenaraState, p: Placement) -> tuple[float, int, float]:
    """(chance, supports, margin) of the due floor at a legal placement p on level >= 1."""
    s = shape(state.catalogue[p.fid], p.side, p.rot)
    offset = index(p.x, p.y)
    mask = (s.point_mask << offset) & state.temple.upright_mask.get(p.level - 1, 0)
    supports = tuple(bits(mask))
    m = margin(supports, own_load(s, offset).centre) if supports else None
    piece = steady.floor_piece(state.config, p.level, m, p.fid)
    return (piece.chance if piece else 0.0), len(supports), (m or 0.0)


def _shift_ghost(state: MenaraState, p: Placement) -> tuple[float, int, float]:
    """(chance, supports, margin) of a temple floor shifted to a legal placement p, with the
    columns it carries (like preview.floor_preview, without its legality check)."""
    temple = state.temple
    i = temple.index_of[p.fid]
    f = temple.floors[i]
    s = shape(state.catalogue[p.fid], p.side, p.rot)
    offset = index(p.x, p.y)
    below = temple.upright_mask.get(p.level - 1, 0)
    if f.level == p.level - 1:
        # Its own columns stand on it and go with it: they cannot carry it.
        for j, occupant in enumerate(f.columns):
            if occupant:
                below &= ~(1 << (temple.shapes[i].base_points[j] + temple.offsets[i]))
    supports = tuple(bits((s.point_mask << offset) & below))
    load = carried_load(s, f.columns, offset)
    m = margin(supports, load.centre) if supports else None
    piece = steady.floor_piece(state.config, p.level, m, p.fid)
    return (piece.chance if piece else 0.0), len(supports), (m or 0.0)


def _cheap_key(state: MenaraState, move: Any, careful: bool) -> tuple[int, ...]:
    """A rating that needs no new temple, to shortlist many column actions. Building: a
    completion, then the level the columns end on, then free bases; careful: columns that
    carry nothing on the base (no risk), then the lowest level."""
    temple = state.temple
    parts = [move.first, move.second] if isinstance(move, Pair) else [move]
    levels, free, safe, completes = [], 0, 0, 0
    for part in parts:
        if isinstance(part, MoveUp):
            fid, x, y = part.dst, part.dx, part.dy
        else:
            fid, x, y = part.fid, part.x, part.y
        i = temple.index_of[fid]
        j = temple.find_base(i, x, y)
        levels.append(temple.floors[i].level)
        if j is None:
            continue
        free += not temple.overbuilt(i, j)
        safe += temple.floors[i].level == 0 and not temple.touches_above(i, j)
        completes += sum(1 for c in temple.floors[i].columns if not c) == 1
    if careful:
        return (safe, -max(levels))
    return (completes, max(levels), free)


def _weakest_margin(temple: Temple, floors: list[str]) -> float:
    """The smallest margin among the turn's piece floors above the base (inf: none)."""
    found = math.inf
    for fid in floors:
        i = temple.index_of.get(fid)
        if i is not None and temple.floors[i].level:
            found = min(found, temple.margin(i) or 0.0)
    return found


def needed_pairs_only(moves: list[Any]) -> list[Any]:
    from games.menara.bots import needed_pairs_only as needed

    return needed(moves)


def _margins(temple: Temple) -> list[float | None]:
    """Every floor's margin (None on the base), once per temple."""
    found = temple.memo.get("planner_margins")
    if found is None:
        found = [temple.margin(i) if f.level else None for i, f in enumerate(temple.floors)]
        temple.memo["planner_margins"] = found
    assert isinstance(found, list)
    return found


def _min_margin(before: Temple, after: Step) -> float:
    """The temple's smallest stability margin after a column action (10 if none), as greedy
    rates it; only the floors the action can change are computed again: those receiving or
    losing a column, those a column starts or stops carrying, and every floor below them."""
    temple = after.temple
    changed: set[int] = set()
    todo = [i for i, _, _ in after.adds]
    for i, j, _ in after.adds:
        todo += temple.touched_above(i, j)
    for i, j in after.removes:
        todo += [i, *before.touched_above(i, j)]
    while todo:
        i = todo.pop()
        if i not in changed:
            changed.add(i)
            todo += temple.rests_on(i)
            todo += before.rests_on(i)
    old = _margins(before)
    values = [m for i, m in enumerate(old) if m is not None and i not in changed]
    values += [m for i in changed if temple.floors[i].level and (m := temple.margin(i)) is not None]
    return min(values, default=10.0)


__all__ = ["SAFETY", "PlannerBot", "carry_on"]
