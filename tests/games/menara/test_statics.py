"""Unit tests of the statics model (§7.2-7.5) with hand-computed values."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction

import pytest

from games.menara.checks import with_columns
from games.menara.data import FLOORS
from games.menara.geometry import (
    coords,
    index,
    inside,
    margin,
    region,
    region_outline,
    region_test,
    rotate_cell,
    rotate_point,
    shape,
)
from games.menara.state import MenaraState
from games.menara.statics import Temple
from tests.games.menara.helpers import ALL_TQ6, CORNERS, FIXTURES, TB9, TQ4, floor

Q = Fraction
CATALOGUE = {**FLOORS, **FIXTURES}


def temple(*floors: object) -> Temple:
    return Temple(tuple(floors), CATALOGUE)  # type: ignore[arg-type]


# -- transforms (§7.2) ---------------------------------------------------------------------


def test_quarter_turn_of_cells_and_points() -> None:
    # In a frame 2 cells tall: cell (x,y) -> (h-1-y, x), point (x,y) -> (h-y, x).
    assert rotate_cell(0, 0, 2) == (1, 0)
    assert rotate_cell(8, 1, 2) == (0, 8)
    assert rotate_point(0, 0, 2) == (2, 0)
    assert rotate_point(7, 1, 2) == (1, 7)


def test_tb9_turned_once() -> None:
    s = shape(TB9, "L", 1)
    assert (s.width, s.height) == (2, 9)
    assert [(b.colour, b.x, b.y) for b in s.bases] == [("Y", 1, 1), ("R", 1, 7), ("Y", 1, 8)]


@pytest.mark.parametrize("fid", ["F01", "F06", "F11", "F17"])
def test_four_quarter_turns_are_the_identity(fid: str) -> None:
    spec = FLOORS[fid]
    for side in "LD":
        first, s = shape(spec, side, 0), shape(spec, side, 0)
        # Turning a shape's rotated frame 4 times by hand returns the original cells.
        cells = list(first.cells)
        w, h = first.width, first.height
        for _ in range(4):
            cells = [rotate_cell(x, y, h) for x, y in cells]
            w, h = h, w
        assert sorted(cells) == sorted(s.cells)


def test_dark_side_is_the_mirrored_mask() -> None:
    f03 = FLOORS["F03"]  # "###.../###.../###.../######/######"
    light, dark = shape(f03, "L", 0), shape(f03, "D", 0)
    assert {(5 - x, y) for x, y in light.cells} == set(dark.cells)
    assert (0, 0) in light.cells
    assert (5, 0) in dark.cells
    # Dark-side bases are listed in the mirrored frame, unchanged.
    assert [(b.colour, b.x, b.y) for b in dark.bases] == [("Y", 4, 3), ("R", 1, 4), ("B", 5, 1)]


def test_eight_orientations_of_an_asymmetric_floor_differ() -> None:
    spec = FLOORS["F17"]
    forms = {
        (s.cells, tuple((b.x, b.y) for b in s.bases))
        for s in (shape(spec, side, rot) for side in "LD" for rot in range(4))
    }
    assert len(forms) == 8


# -- covering (§7.3) -----------------------------------------------------------------------


def test_covered_interior_and_boundary_points() -> None:
    s = shape(TQ4, "L", 0)
    assert len(s.covered) == 25
    assert len(s.boundary) == 16
    assert index(0, 0) in s.boundary
    assert index(2, 2) not in s.boundary
    f05 = shape(FLOORS["F05"], "L", 0)  # ".#####./#######/##...##/##...##/##...##"
    assert index(3, 3) not in f05.covered  # inside the hole
    assert index(2, 2) in f05.boundary  # the hole's corner


def test_every_catalogue_base_sits_on_an_interior_point() -> None:
    for spec in FLOORS.values():
        for side in "LD":
            s = shape(spec, side, 0)
            boundary = set(s.boundary)
            for base, p in zip(s.bases, s.base_points, strict=True):
                if base.spec.kind == "ruin":
                    continue  # sits in an opening, not on the floor (test_expansion_data)
                assert p in s.covered, (spec.id, side, coords(p))
                assert p not in boundary, (spec.id, side, coords(p))


# -- the support region --------------------------------------------------------------------


def test_two_supports_make_a_thin_band() -> None:
    supports = (index(1, 1), index(5, 1))
    corners = sorted(region_outline(supports))
    assert corners == sorted(
        [(Q(1, 2), Q(1, 2)), (Q(11, 2), Q(1, 2)), (Q(11, 2), Q(3, 2)), (Q(1, 2), Q(3, 2))]
    )
    edges = region_test(supports)
    # inside() takes doubled coordinates over a weight: (mx / w, my / w) = 2 * (x, y).
    assert inside(edges, 11, 2, 1)  # (5.5, 1): the boundary counts as inside
    assert not inside(edges, 23, 4, 2)  # (5.75, 1)
    assert not inside(edges, 6, 7, 2)  # (1.5, 1.75)
    assert margin(supports, (Q(3), Q(2))) == pytest.approx(-0.5)
    assert margin(supports, (Q(3), Q(1))) == pytest.approx(0.5)


def test_diagonal_edge_distance() -> None:
    # §9.2 S30: supports (1,1), (5,1), (1,5); the edge x + y = 7 is sqrt(2)/2 from (3,3).
    supports = tuple(sorted(index(x, y) for x, y in [(1, 1), (5, 1), (1, 5)]))
    assert margin(supports, (Q(3), Q(3))) == pytest.approx(2**0.5 / 2)


def test_fast_region_equals_the_hull_of_squares() -> None:
    rng = random.Random(11)
    for _ in range(3000):
        pts = tuple(
            sorted({index(rng.randint(0, 9), rng.randint(0, 9)) for _ in range(rng.randint(1, 6))})
        )
        w = rng.randint(1, 9)
        mx, my = rng.randint(-4 * w, 22 * w), rng.randint(-4 * w, 22 * w)
        assert inside(region(pts)[1], mx, my, w) == inside(region_test(pts), mx, my, w)


# -- supports and loads (§7.4, §7.5) -------------------------------------------------------


def test_supports_are_the_covered_upright_columns_of_the_level_below() -> None:
    t = temple(floor("TQ6", 0, 0, 0, CORNERS), floor("TQ4", 1, 0, 1))
    assert t.supports[1] == (index(1, 1), index(5, 1))
    assert t.levels == [0, 1]
    assert t.height == 1


def test_loads_split_equally_over_the_supports() -> None:
    # TB9 (18 cells) on two columns of TQ6: 9 each. TQ6 then carries 36 cells, 4 columns of
    # weight 2 and the two shares: 62, centred at (186/62, 150/62) = (3, 75/31).
    t = temple(floor("TQ6", 0, 0, 0, CORNERS), floor("TB9", 1, 0, 1))
    assert t.weight(1) == 18
    assert t.centre(1) == (Q(11, 2), Q(1))
    assert t.column_share(index(1, 1), 0) == 9
    assert t.column_share(index(5, 1), 0) == 9
    assert t.column_share(index(1, 5), 0) == 0
    assert t.weight(0) == 62
    assert t.centre(0) == (Q(3), Q(75, 31))


def test_loads_walk_down_two_levels() -> None:
    # TB9 on level 2 rests on (2,2) and (4,2) of TQ4: 9 each. TQ4 then weighs
    # 16 + 2 + 2 + 18 = 38 at ((48 + 12 + 54) / 38, (48 + 8 + 36) / 38) = (3, 46/19),
    # split over its 4 supports: 19/2 each.
    t = temple(
        floor("TQ6", 0, 0, 0, CORNERS),
        floor("TQ4", 1, 1, 1, {(2, 2): "Y", (4, 2): "R"}),
        floor("TB9", 0, 1, 2),
    )
    assert t.supports[2] == (index(2, 2), index(4, 2))
    assert t.weight(1) == 38
    assert t.centre(1) == (Q(3), Q(46, 19))
    assert t.column_share(index(1, 1), 0) == Q(19, 2)
    assert t.stable


def test_one_column_carries_two_floors() -> None:
    t = temple(floor("TQ6", 0, 0, 0, ALL_TQ6), floor("TR3", 0, 0, 1), floor("TR3B", 3, 0, 1))
    assert index(3, 3) in t.supports[1]
    assert index(3, 3) in t.supports[2]
    assert t.column_share(index(3, 3), 0) == 12
    assert t.rests_on(1) == {0}
    assert t.carriers_of(0) == {1, 2}


def test_instability_is_explained() -> None:
    t = temple(floor("TQ6", 0, 0, 0, CORNERS), floor("TB9", 1, 0, 1, {(8, 1): "R"}))
    assert not t.stable
    failure = t.failures[0]
    assert failure.floor == 1
    assert failure.supports == 2
    assert "TB9 would tip over" in failure.text(t)
    assert "0.25 outside" in failure.text(t)
    lonely = temple(floor("TQ6", 0, 0, 0, CORNERS), floor("TQ4", 3, 3, 1))
    assert "only 1 column" in lonely.failures[0].text(lonely)


def column_sites(
    t: Temple,
) -> tuple[list[tuple[int, int]], list[tuple[int, int, str]]]:
    """The occupied bases (floor, base) and the empty ones with their colour."""
    occupied = [(i, j) for i, f in enumerate(t.floors) for j, c in enumerate(f.columns) if c]
    empty = [
        (i, j, t.shapes[i].bases[j].colour)
        for i, f in enumerate(t.floors)
        for j, c in enumerate(f.columns)
        if not c
    ]
    return occupied, empty


def test_incremental_checks_agree_with_rebuilding() -> None:
    """`Temple.check_deltas` (via stands_after) against a full new analysis, on columns that
    arrive and leave anywhere in temples built by real games, supports changing included."""
    from games.menara import BOTS, GAME
    from games.menara.checks import stands_after

    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        state = GAME.new_state(["A", "B"], seed=seed)
        bot = BOTS["greedy" if seed % 2 else "random"]
        while not state.is_over():
            t = state.temple
            occupied, empty = column_sites(t)
            for _ in range(6):
                adds = rng.sample(empty, min(len(empty), rng.randint(0, 2)))
                removes = rng.sample(occupied, min(len(occupied), rng.randint(0, 2)))
                assert stands_after(t, adds, removes) == with_columns(t, adds, removes).stable
                checked += 1
            state, _ = state.apply(bot.choose(state, state.active, rng), state.active)
    assert checked > 500


def test_changes_judged_apart_agree_with_rebuilding() -> None:
    """Two columns leaving, or one leaving and one arriving, that reach no floor in common are
    judged one by one (`checks._reach`): against a full new analysis of the temple after both,
    in real games' temples, standing and falling outcomes both met."""
    from games.menara.checks import _reach, stands_after

    rng = random.Random(8)
    apart: dict[bool, int] = {True: 0, False: 0}
    for state in random_positions(rng, 4):
        t = state.temple
        occupied, empty = column_sites(t)
        for _ in range(8):
            if len(occupied) < 2 or not empty:
                break
            a, b = rng.sample(occupied, 2)
            add = rng.choice(empty)
            for adds, removes in (([], [a, b]), ([add], [a])):
                stands = stands_after(t, adds, removes)
                assert stands == with_columns(t, adds, removes).stable
                sites = [*removes, *((k, m) for k, m, _ in adds)]
                (i, j), (k, m) = sites
                if _reach(t, i, j).isdisjoint(_reach(t, k, m)):
                    apart[stands] += 1
    assert apart[True] > 100
    assert apart[False] > 10


def test_a_temple_made_from_the_one_before_equals_a_new_analysis() -> None:
    """A temple whose columns alone changed reuses the analysis of the one before (geometry,
    supports when they stay): every field equals a full new analysis, on columns arriving and
    leaving anywhere in real games' temples."""

    rng = random.Random(11)
    reused = rebuilt = 0
    for state in random_positions(rng, 3):
        t = state.temple
        occupied, empty = column_sites(t)
        for _ in range(4):
            adds = rng.sample(empty, min(len(empty), rng.randint(0, 2)))
            removes = rng.sample(occupied, min(len(occupied), rng.randint(0, 2)))
            after = with_columns(t, adds, removes)
            fresh = Temple(after.floors, after.catalogue)
            if after.supports is t.supports:
                reused += 1
            else:
                rebuilt += 1
            assert_same_analysis(after, fresh)
    assert reused > 100
    assert rebuilt > 10


def random_positions(rng: random.Random, games: int) -> Iterator[MenaraState]:
    """Every position of `games` seeded 3-seat games of the random bot (drawing from `rng`
    after each position has been looked at)."""
    from games.menara import BOTS, GAME

    bot = BOTS["random"]
    for seed in range(games):
        state = GAME.new_state(["A", "B", "C"], seed=seed)
        while not state.is_over():
            yield state
            state, _ = state.apply(bot.choose(state, state.active, rng), state.active)


def assert_same_analysis(after: Temple, fresh: Temple) -> None:
    """A temple analysed from an earlier one holds what a full new analysis finds."""
    assert after.upright == fresh.upright  # the order of a level's table is free
    assert after.upright_mask == fresh.upright_mask
    assert after.supports == fresh.supports
    assert after.support_floors == fresh.support_floors
    assert after.resting == fresh.resting
    assert {p: after.point2[p] for s in after.supports for p in s} == fresh.point2
    assert after.own == fresh.own
    # The same rationals (a load's common denominator may differ).
    assert [(ld.weight, ld.centre) for ld in after.loads] == [
        (ld.weight, ld.centre) for ld in fresh.loads
    ]
    assert after.failures == fresh.failures


def test_collapse_takes_down_unstable_floors_and_what_rests_on_them() -> None:
    from games.menara.statics import collapse

    # TB9 with Y, R, Y tips (137/24 > 11/2, S8). TR3, turned, balances on TB9's columns at
    # (8,1) and (9,1) by itself, but falls once TB9 is gone. TQ6 on the table stays.
    t = temple(
        floor("TQ6", 0, 0, 0, CORNERS),
        floor("TB9", 1, 0, 1, {(2, 1): "Y", (8, 1): "R", (9, 1): "Y"}),
        floor("TR3", 6, 0, 2, rot=1),
    )
    assert [f.floor for f in t.failures] == [1]
    assert t.supports[2] == (index(8, 1), index(9, 1))
    standing, fallen = collapse(t)
    assert [f.fid for f in fallen] == ["TB9", "TR3"]
    assert [f.fid for f in standing.floors] == ["TQ6"]
    assert standing.stable
    intact, none = collapse(temple(floor("TQ6", 0, 0, 0, CORNERS), floor("TB9", 1, 0, 1)))
    assert not none
    assert len(intact.floors) == 2


def test_a_temple_with_one_floor_more_equals_a_new_analysis() -> None:
    """A temple of the floors before and one new empty floor (laid on the table or on
    columns) extends the analysis of the one before: every field equals a full new analysis,
    on prefixes of real games' temples (standing or not once the floors above are gone)."""
    from games.menara.checks import _base_above
    from games.menara.statics import _one_more

    rng = random.Random(13)
    extended = 0
    for state in random_positions(rng, 3):
        floors = state.floors
        for m in range(1, len(floors)):
            if rng.random() < 0.7:
                continue
            before = Temple(floors[:m], state.catalogue)
            # Every base asked what it touches above: the extension keeps the answers the
            # new floor does not change.
            bases = [(i, j) for i, f in enumerate(before.floors) for j in range(len(f.columns))]
            for i, j in bases:
                before.bases_above[i, j] = _base_above(before, i, j)
            last = replace(floors[m], columns=("",) * len(floors[m].columns))
            after = Temple((*floors[:m], last), state.catalogue, before)
            fresh = Temple(after.floors, after.catalogue)
            for i, j in bases:
                assert after.touched_above(i, j) == fresh.touched_above(i, j)
                if (i, j) in after.bases_above:
                    assert after.bases_above[i, j] == _base_above(fresh, i, j)
            extended += _one_more(before, after.floors, after.catalogue)
            for name in ("shapes", "offsets", "index_of", "cells", "points", "by_level"):
                assert getattr(after, name) == getattr(fresh, name), name
            assert after.height == fresh.height
            assert after.level_cells == fresh.level_cells
            assert after.level_points == fresh.level_points
            assert after.level_openings == fresh.level_openings
            assert after.levels == fresh.levels
            assert_same_analysis(after, fresh)
    assert extended > 100


def test_columns_arriving_within_their_rooms_leave_the_temple_standing() -> None:
    """`_arrivals_fit` (the shares of the rooms where columns land add up to at most 1) is a
    sufficient condition: every time it holds, a full new analysis of the temple with the
    columns stands; and it holds often, one column or two."""
    from games.menara.checks import _arrivals_fit

    rng = random.Random(17)
    fits = {1: 0, 2: 0}
    for state in random_positions(rng, 3):
        t = state.temple
        _, empty = column_sites(t)
        for _ in range(6):
            adds = rng.sample(empty, min(len(empty), rng.randint(1, 2)))
            if adds and _arrivals_fit(t, adds, t.bases_above):
                assert with_columns(t, adds, []).stable
                fits[len(adds)] += 1
    assert fits[1] > 100
    assert fits[2] > 100


def test_a_floor_whose_shares_fit_the_rooms_below_leaves_them_standing() -> None:
    """`_shares_fit` (a new floor's weight split equally over its supports uses at most all
    the slack below) is a sufficient condition: every time it holds, the floors below carry
    the shares (`Temple.check_deltas`) and stand; it holds often."""
    from games.menara.checks import _shares_fit
    from games.menara.statics import Load, share

    rng = random.Random(19)
    fits = 0
    for state in random_positions(rng, 3):
        t = state.temple
        for level in range(2, t.height + 2):
            columns = sorted(t.upright.get(level - 1, {}))
            if len(columns) < 2:
                continue
            for _ in range(4):
                supports = tuple(sorted(rng.sample(columns, rng.randint(2, len(columns)))))
                load = Load(rng.randint(4, 40), 0, 0, 1)
                if not _shares_fit(t, load, level, supports):
                    continue
                deltas: dict[int, Load] = {}
                for p in supports:
                    j = t.upright[level - 1][p][0]
                    part = share(load, len(supports), p)
                    deltas[j] = deltas[j] + part if j in deltas else part
                assert t.check_deltas(deltas) is None
                fits += 1
    assert fits > 100


def test_a_golden_column_taking_a_columns_base_is_a_column_leaving() -> None:
    """A temple analysed from an earlier one (positions lend theirs) where an upright column's
    base now holds a golden column: the column left, nothing upright came (it once stayed)."""
    from games.menara.statics import Temple
    from tests.games.menara.helpers import FIXTURES, floor

    catalogue = {**FLOORS, **FIXTURES}
    before = (floor("TQ4", 0, 0, 0, {(1, 1): "Y"}),)
    after = (floor("TQ4", 0, 0, 0, {(1, 1): "G"}),)
    earlier = Temple(before, catalogue)
    lent = Temple(after, catalogue, earlier)
    fresh = Temple(after, catalogue)
    assert earlier.upright_mask[0]  # the yellow column stood upright
    assert lent.upright_mask == fresh.upright_mask == {0: 0}
    assert lent.upright == fresh.upright
