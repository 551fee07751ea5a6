"""Setup, step 5 of §3.2: laying the three floors of the temple base (phase `base`).

The start player lays the three base floors one by one, each floor in any order, side and
rotation. Digital reading of "arrange them freely": the first lies in the middle of the table
(a shift of the whole base changes nothing but the distance to the table's edge, and the table
is far larger than any temple), every further one anywhere on the table touching a floor
already laid at a point at least, without sharing a cell. So the base always ends connected
(§3.2: no shared cell, connected contacts), and every connected arrangement can be laid by
choosing the order. `base auto` lays the remaining floors in the widest arrangement.
"""

from __future__ import annotations

from collections.abc import Callable

from games.core import Event, IllegalMove
from games.menara.checks import base_arrangement_problem
from games.menara.data import TABLE_HEIGHT, TABLE_WIDTH, FloorSpec
from games.menara.geometry import SIDE_NAMES, SIDES, Placement, orientations, shape
from games.menara.modules import active
from games.menara.moves import ArrangeBase, AutoBase, Move, arrange_bases
from games.menara.placements import contact_placements
from games.menara.position import Position
from games.menara.statics import PlacedFloor, new_floor


def _centred(spec: FloorSpec, side: str, rot: int) -> Placement:
    s = shape(spec, side, rot)
    x, y = (TABLE_WIDTH - s.width) // 2, (TABLE_HEIGHT - s.height) // 2
    return Placement(spec.id, side, rot, x, y, 0)


def base_sides(state: Position, fid: str) -> tuple[str, ...]:
    """The sides a base floor may show: both, unless a ritual says otherwise (§6.4)."""
    sides: tuple[str, ...] = ("L", "D")
    for module in active(state):
        sides = module.sides(state, fid, sides)
    return sides


_AUTO = AutoBase()


def base_moves(state: Position) -> list[Move]:
    out: list[Move] = [_AUTO]
    for fid in state.base_todo:
        spec = state.catalogue[fid]
        sides = base_sides(state, fid)
        if not state.floors:
            found = [_centred(spec, s.side, s.rot) for s in orientations(spec)]
        else:
            found = contact_placements(state.temple, spec)
        if sides != SIDES:  # a ritual lays it one side up (§6.4)
            found = [p for p in found if p.side in sides]
        out += arrange_bases(found)
    return out


def _existing_base(state: Position) -> list[Placement]:
    return [Placement(f.fid, f.side, f.rot, f.x, f.y, 0) for f in state.floors]


def _lay_base(state: Position, p: Placement, events: list[Event]) -> Position:
    spec = state.catalogue[p.fid]
    floors = (
        *state.floors,
        new_floor(p.fid, p.side, p.rot, p.x, p.y, 0, len(shape(spec, p.side, p.rot).bases)),
    )
    todo = tuple(f for f in state.base_todo if f != p.fid)
    side = SIDE_NAMES[p.side]
    events.append(
        state.say(f"{state.name} lays {p.fid} ({side} side up) in the temple base.", "base")
    )
    if todo:
        return state.evolve(floors=floors, base_todo=todo)
    events.append(
        Event(f"The temple base is ready. {state.name} begins.", kind="turn", seat=state.active)
    )
    return state.evolve(floors=floors, base_todo=todo, phase="start")


def apply_arrange(state: Position, move: ArrangeBase, events: list[Event]) -> Position:
    p = move.placement
    if p.fid not in state.base_todo:
        raise IllegalMove(f"{p.fid} is not one of the base floors still to be laid.")
    spec = state.catalogue[p.fid]
    sides = base_sides(state, p.fid)
    if p.side not in sides:
        raise IllegalMove(f"The ritual in force lays {p.fid} {SIDE_NAMES[sides[0]]} side up.")
    if not state.floors:
        if p != _centred(spec, p.side, p.rot):
            raise IllegalMove(
                "The first base floor lies in the middle of the table; choose only its side "
                "and rotation."
            )
    else:
        problem = base_arrangement_problem(state.catalogue, [*_existing_base(state), p])
        if problem:
            raise IllegalMove(problem)
    return _lay_base(state, p, events)


def auto_base(state: Position) -> list[Placement]:
    """The automatic wide arrangement of the remaining base floors (§3.2 step 5): each floor in
    turn goes where the base becomes widest, then flattest, then touches most."""
    chosen: list[Placement] = []
    current = state
    for fid in state.base_todo:
        spec = state.catalogue[fid]
        sides = base_sides(state, fid)
        if not current.floors:
            best = max(
                (_centred(spec, s.side, s.rot) for s in orientations(spec) if s.side in sides),
                key=lambda p: shape(spec, p.side, p.rot).width,
            )
        else:
            found = [p for p in contact_placements(current.temple, spec) if p.side in sides]
            best = max(found, key=_spread(current, spec))
        chosen.append(best)
        current = _lay_base(current, best, [])
    return chosen


def _spread(state: Position, spec: FloorSpec) -> Callable[[Placement], tuple[int, int]]:
    """How wide, then how flat, the temple base becomes with a further floor at a placement."""
    boxes = [_box(state, f) for f in state.floors]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)

    def spread(p: Placement) -> tuple[int, int]:
        s = shape(spec, p.side, p.rot)
        width = max(right, p.x + s.width) - min(left, p.x)
        height = max(bottom, p.y + s.height) - min(top, p.y)
        return width, -height

    return spread


def _box(state: Position, f: PlacedFloor) -> tuple[int, int, int, int]:
    s = shape(state.catalogue[f.fid], f.side, f.rot)
    return f.x, f.y, f.x + s.width, f.y + s.height


def apply_auto(state: Position, move: AutoBase, events: list[Event]) -> Position:
    for p in auto_base(state):
        state = _lay_base(state, p, events)
    return state
