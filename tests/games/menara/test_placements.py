"""The enumerators of placements.py against the plain checks of checks.py, position by position."""

from __future__ import annotations

import random
from functools import cache

import pytest

from games.menara import BOTS, GAME, tasks
from games.menara.checks import (
    base_arrangement_problem,
    floor_problem,
    load_stands,
    own_load,
    shift_problem,
    sturdy_columns,
)
from games.menara.data import FLOORS
from games.menara.geometry import STRIDE, Placement, Shape, bits, coords, orientations, twin
from games.menara.placements import (
    _balance_parts,
    _core,
    _sides_of,
    _standing_offsets,
    contact_placements,
    floor_placements,
    level_placements,
    shift_placements,
)
from games.menara.rules import card_of
from games.menara.state import MenaraState
from games.menara.statics import Load, Temple, share
from tests.games.menara.helpers import ALL_TQ6, FIXTURES, floor


@cache
def due_positions() -> tuple[MenaraState, ...]:
    """Positions where a floor is due, from seeded random and greedy games."""
    found = []
    for seed, bot in [(0, "random"), (1, "greedy"), (2, "greedy")]:
        rng = random.Random(seed)
        state = GAME.new_state(["A", "B", "C"], seed=seed)
        while not state.is_over():
            if state.phase == "build" and state.turn.due:
                found.append(state)
            state, _ = state.apply(BOTS[bot].choose(state, state.active, rng), state.active)
    return tuple(found)


def _window(temple: Temple, margin: int) -> tuple[range, range]:
    xs = [x for i, f in enumerate(temple.floors) for x in (f.x, f.x + temple.shapes[i].width)]
    ys = [y for i, f in enumerate(temple.floors) for y in (f.y, f.y + temple.shapes[i].height)]
    return range(min(xs) - margin, max(xs) + 1), range(min(ys) - margin, max(ys) + 1)


def brute_force(temple: Temple, fid: str, sides: tuple[str, ...]) -> set[Placement]:
    """Every placement floor_problem accepts. A legal floor touches the temple or rests on its
    columns, so it lies within the temple's box widened by the floor's size."""
    spec = temple.catalogue[fid]
    xs, ys = _window(temple, 9)
    found = set()
    for s in orientations(spec, sides):
        for level in range(temple.height + 2):
            for x in xs:
                for y in ys:
                    p = Placement(fid, s.side, s.rot, x, y, level)
                    if floor_problem(temple, spec, p) is None:
                        found.add(p)
    return found


@pytest.mark.parametrize("pick", [0, 5, -8, -1])
def test_floor_placements_equal_brute_force(pick: int) -> None:
    positions = due_positions()
    state = positions[pick % len(positions)]
    fid, sides = state.quarry[0], tasks.sides(card_of(state))
    fast = floor_placements(state.temple, state.catalogue[fid], sides)
    assert len(fast) == len(set(fast))
    assert set(fast) == brute_force(state.temple, fid, sides)


def test_a_tall_temple_was_sampled() -> None:
    assert max(s.temple.height for s in due_positions()) >= 4


def test_shift_placements_equal_brute_force() -> None:
    floors = [
        floor("TQ6", 0, 0, 0, ALL_TQ6),
        floor("TR3", 0, 0, 1, {(1, 2): "Y", (2, 4): "R"}),
        floor("TR3B", 3, 0, 1, {(4, 2): "Y", (5, 4): "R"}),
    ]
    temple = Temple(tuple(floors), {**FLOORS, **FIXTURES})
    for i in (1, 2):
        f = temple.floors[i]
        fast = set(shift_placements(temple, i))
        slow = set()
        xs, ys = _window(temple, 7)
        for rot in range(4):
            for level in range(1, 4):
                for x in xs:
                    for y in ys:
                        p = Placement(f.fid, f.side, rot, x, y, level)
                        if shift_problem(temple, i, p) is None:
                            slow.add(p)
        assert fast == slow
        assert fast  # each can go onto the columns of the other, one level up


def test_contact_placements_touch_without_overlap() -> None:
    temple = Temple((floor("TQ6", 10, 10, 0),), {**FLOORS, **FIXTURES})
    found = set(contact_placements(temple, FIXTURES["TQ4"]))
    slow = set()
    base = Placement("TQ6", "L", 0, 10, 10, 0)
    for s in orientations(FIXTURES["TQ4"]):
        for x in range(0, 25):
            for y in range(0, 25):
                p = Placement("TQ4", s.side, s.rot, x, y, 0)
                if base_arrangement_problem({**FLOORS, **FIXTURES}, [base, p]) is None:
                    slow.add(p)
    assert found == slow
    assert Placement("TQ4", "L", 0, 16, 16, 0) in found  # touching at one corner


# -- the shortcuts of the enumeration against plain computations ---------------------------------


def _plain_sides(s: Shape, centre: Load) -> list[set[int]]:
    """`_sides_of` as its docstring states it: one test per covered point and direction."""
    out = []
    for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        reach = (abs(a) + abs(b)) * centre.w
        out.append(
            {
                r
                for r in s.covered
                if 2 * centre.w * (a * coords(r)[0] + b * coords(r)[1])
                >= a * centre.mx + b * centre.my - reach
            }
        )
    return out


def _plain_core(s: Shape, centre: Load) -> list[set[int]]:
    """`_core` as its docstring states it, point by point."""
    w, mx, my = centre.w, centre.mx, centre.my
    out = [
        {
            r
            for r in s.covered
            if abs(2 * coords(r)[0] * w - mx) <= w and abs(2 * coords(r)[1] * w - my) <= w
        }
    ]
    for (ua, ub), (va, vb), width in (
        ((1, 0), (0, 1), 1),
        ((0, 1), (1, 0), 1),
        ((1, 1), (1, -1), 2),
        ((1, -1), (1, 1), 2),
    ):
        band = [r for r in s.covered if abs(_dot(va, vb, r) * w - (va * mx + vb * my)) <= width * w]
        along = {r: _dot(ua, ub, r) * w - (ua * mx + ub * my) for r in band}
        out.append({r for r in band if along[r] <= 0})
        out.append({r for r in band if along[r] >= 0})
    return out


def _dot(a: int, b: int, r: int) -> int:
    x, y = coords(r)
    return 2 * (a * x + b * y)


def test_balance_parts_equal_a_test_per_point() -> None:
    rng = random.Random(15)
    for spec in FLOORS.values():
        for s in orientations(spec):
            centres = [own_load(s, 0)]
            for w in (1, 3, 7, 47):
                centres += [
                    Load(w, rng.randint(-4 * w, 40 * w), rng.randint(-4 * w, 40 * w), 1)
                    for _ in range(6)
                ]
            for centre in centres:
                assert [set(p) for p in _sides_of(s, centre)] == _plain_sides(s, centre)
                assert [set(p) for p in _core(s, centre)] == _plain_core(s, centre)


def test_turned_parts_equal_the_parts_of_the_turned_floor() -> None:
    """The empty floor's parts of a turned orientation come from the one a quarter turn back."""
    for spec in FLOORS.values():
        for s in orientations(spec):
            centre = own_load(s, 0)
            sides, (middle, *halves) = _balance_parts(s, centre)
            plain_middle, *plain_halves = _plain_core(s, centre)
            assert sorted(sorted(p.points) for p in sides) == sorted(
                sorted(p) for p in _plain_sides(s, centre)
            )
            assert set(middle.points) == plain_middle

            def pairs(parts: list[set[int]]) -> list[list[list[int]]]:
                return sorted(
                    sorted([sorted(parts[k]), sorted(parts[k + 1])]) for k in (0, 2, 4, 6)
                )

            assert pairs([set(p.points) for p in halves]) == pairs(plain_halves)


def test_level_placements_equal_a_check_of_every_candidate() -> None:
    """Without the balance shortcuts (sure/unsure sets, sturdy columns, the hull per set of
    supports): every geometric candidate through `load_stands`, at every due position."""
    for state in due_positions():
        temple, spec = state.temple, state.catalogue[state.quarry[0]]
        fast = floor_placements(temple, spec, ("L", "D"), extension=False)
        slow = []
        for level in range(1, temple.height + 2):
            for s in orientations(spec):
                slow += [
                    Placement(spec.id, s.side, s.rot, o % STRIDE, o // STRIDE, level)
                    for o, supports in level_placements(temple, s, level)
                    if load_stands(temple, own_load(s, o), level, supports)
                ]
        assert fast == slow


def test_sturdy_columns_take_the_weight_anywhere() -> None:
    """Weight landing on sturdy columns, on one or split over two, never topples a floor."""
    rng = random.Random(7)
    checked = 0
    for state in due_positions():
        temple = state.temple
        for level in range(1, temple.height + 1):
            for weight in (4, 30):
                sturdy = bits(sturdy_columns(temple, level, weight))
                for p in sturdy:
                    q = rng.choice(sturdy)
                    for spots in ((p,), (p, q)) if q != p else ((p,),):
                        deltas: dict[int, Load] = {}
                        for r in spots:
                            j = temple.upright[level][r][0]
                            part = share(Load(weight, 0, 0, 1), len(spots), r)
                            deltas[j] = deltas[j] + part if j in deltas else part
                        assert temple.check_deltas(deltas) is None
                        checked += 1
    assert checked > 100


def test_twins_cover_the_same_cells_and_points() -> None:
    """`twin`: an earlier orientation with the same cells, points and openings in the same frame,
    and none is missed (every pair of orientations so alike is sent to the same twin)."""
    twinned = 0
    for spec in FLOORS.values():
        shapes = orientations(spec)
        for k, s in enumerate(shapes):
            t = twin(s)
            assert t in shapes[: k + 1]
            assert (t.width, t.height, t.cells, t.covered, t.boundary) == (
                s.width,
                s.height,
                s.cells,
                s.covered,
                s.boundary,
            )
            assert set(t.openings) == set(s.openings)
            assert own_load(t, 0) == own_load(s, 0)
            for other in shapes[:k]:
                if other.cells == s.cells and set(other.openings) == set(s.openings):
                    assert twin(other) is t
            twinned += t is not s
    assert twinned > 50


def test_twins_stand_at_the_same_offsets() -> None:
    """Each orientation enumerated on its own gives the offsets of its twin."""
    compared = 0
    for state in due_positions()[::3]:
        temple, spec = state.temple, state.catalogue[state.quarry[0]]
        for level in range(1, temple.height + 2):
            for s in orientations(spec):
                t = twin(s)
                if t is not s:
                    assert _standing_offsets(temple, s, level) == _standing_offsets(
                        temple, t, level
                    )
                    compared += 1
    assert compared > 20
