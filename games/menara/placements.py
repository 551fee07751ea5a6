"""Enumerating every legal position of a floor (§4.3.6, §4.3.8, §7.10 "cycle through them").

Trying all 8 orientations x every translation x every level one by one would mean tens of
thousands of checks. Instead candidates are found with bit masks (geometry.py): shifting the
mask of level-l upright columns right by each covered point r of the floor sets bit o exactly
when the floor translated by o covers that column, so two accumulators (`ones`, `twos`) give in
one pass every translation that covers at least two columns. The same trick against the points
of the temple base gives the base extensions that touch it at two points or more, and against
its cells (one shift per floor cell) the translations that overlap it.

A translation o = oy * STRIDE + ox with 0 <= ox <= 64 - w never carries into the next row for
a point of the floor (x <= w), so index arithmetic equals coordinate arithmetic; a bit that
comes from a row underflow lands at x > 64 - w and is removed by `geometry.offset_mask`.

Only the survivors go through the balance test of checks.py; tests compare the result with
`checks.floor_problem` over all translations.
"""

from __future__ import annotations

from functools import lru_cache

from games.menara.checks import (
    carried_load,
    load_stands,
    loads_below_stand,
    own_load,
    shift_final_problem,
)
from games.menara.data import FloorSpec
from games.menara.geometry import (
    STRIDE,
    Placement,
    Shape,
    bits,
    convex_hull,
    coords,
    index,
    offset_mask,
    orientations,
    region_test,
    shape,
)
from games.menara.statics import Load, Temple, is_upright


def _at_least_two(target: int, points: tuple[int, ...]) -> tuple[int, int]:
    """(ones, twos): translations covering at least one / two bits of `target`."""
    ones = twos = 0
    for r in points:
        shifted = target >> r
        twos |= ones & shifted
        ones |= shifted
    return ones, twos


def _overlapping(target: int, s: Shape) -> int:
    """Translations at which a cell of the shape falls on a cell of `target`."""
    hit = 0
    for x, y in s.cells:
        hit |= target >> index(x, y)
    return hit


def _place(s: Shape, o: int, level: int) -> Placement:
    # tuple.__new__ skips the named tuple's argument parsing: thousands are made per floor.
    return tuple.__new__(Placement, (s.floor.id, s.side, s.rot, o % STRIDE, o // STRIDE, level))


def extension_placements(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...]
) -> list[Placement]:
    """Base extensions (§4.3.6 B): no shared cell with a base floor, two shared points."""
    if 0 not in temple.by_level:
        return []
    points, cells = temple.level_points[0], temple.level_cells[0]
    out = []
    for s in orientations(spec, sides):
        _, twos = _at_least_two(points, s.boundary)
        candidates = twos & offset_mask(s.width, s.height) & ~_overlapping(cells, s)
        out += [_place(s, o, 0) for o in bits(candidates)]
    return out


def _any_hit(target: int, points: list[int]) -> int:
    hit = 0
    for r in points:
        hit |= target >> r
    return hit


def _sides_of(s: Shape, centre: Load) -> tuple[list[int], ...]:
    """Covered points that can hold the centre of mass from each of eight directions.

    The support region is hull(supports) + a unit square, so it contains the centre c only if
    for every direction n some support s has n.s >= n.c - h(n), where h(n) = (|nx| + |ny|)/2 is
    the square's reach. Each returned list holds the points meeting that for one n (the four
    axis directions, then the four diagonals); a translation must have a column in each.
    Doubled coordinates times the weight w keep it in integers.
    """
    w, mx, my = centre.w, centre.mx, centre.my
    directions = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1))
    out: tuple[list[int], ...] = tuple([] for _ in directions)
    for r in s.covered:
        x, y = coords(r)
        for part, (a, b) in zip(out, directions, strict=True):
            if 2 * w * (a * x + b * y) >= a * mx + b * my - (abs(a) + abs(b)) * w:
                part.append(r)
    return out


def _core(s: Shape, centre: Load) -> list[list[int]]:
    """Point sets that make the floor's own balance certain.

    First: points whose unit square holds the centre of mass c (one column there is enough).
    Then pairs of sets, one column in each being enough: the two halves (split at c) of the
    band of points within reach of the line through c along a direction u: horizontal and
    vertical (|v.(p - c)| <= 1/2 across the line), and the diagonals (<= 1, measured with the
    unnormalised v = (1, -1) or (1, 1)). The segment between a column on each side crosses the
    line through c at a point of the unit square around c, so c lies in the support region.
    In doubled coordinates times the weight w all of it is integer arithmetic.
    """
    w, mx, my = centre.w, centre.mx, centre.my
    middle: list[int] = []
    halves: list[list[int]] = [[] for _ in range(8)]
    # (along u, across v, band half-width): horizontal, vertical, both diagonals
    lines = (((1, 0), (0, 1), 1), ((0, 1), (1, 0), 1), ((1, 1), (1, -1), 2), ((1, -1), (1, 1), 2))
    for r in s.covered:
        x, y = coords(r)
        if abs(2 * x * w - mx) <= w and abs(2 * y * w - my) <= w:
            middle.append(r)
        for k, ((ua, ub), (va, vb), width) in enumerate(lines):
            across = (va * 2 * x + vb * 2 * y) * w - (va * mx + vb * my)
            if abs(across) > width * w:
                continue
            along = (ua * 2 * x + ub * 2 * y) * w - (ua * mx + ub * my)
            if along <= 0:
                halves[2 * k].append(r)
            if along >= 0:
                halves[2 * k + 1].append(r)
    return [middle, *halves]


@lru_cache(maxsize=4096)
def _balance_parts(s: Shape, centre: Load) -> tuple[tuple[list[int], ...], list[list[int]]]:
    return _sides_of(s, centre), _core(s, centre)


def level_candidates(
    temple: Temple, s: Shape, level: int, centre: Load | None = None
) -> tuple[int, int]:
    """Translations putting shape s on level `level` >= 1 with every geometric condition of
    §4.3.6 A met (on the table, two supports at least, no overlap on its level, no column in
    an opening), as two masks of offsets: (sure, unsure).

    Balance is not tested, but with `centre` (the floor's own load at the origin) translations
    failing a necessary condition of balance are dropped (`_sides_of`), and those meeting a
    sufficient one (`_core`) are returned as sure: the floor itself certainly balances there.
    Without `centre` everything is unsure."""
    below = level - 1
    columns = temple.upright_mask.get(below, 0)
    if columns.bit_count() < 2:
        return 0, 0
    _, twos = _at_least_two(columns, s.covered)
    candidates = twos & offset_mask(s.width, s.height)
    cells = temple.level_cells.get(level, 0)
    if cells:
        candidates &= ~_overlapping(cells, s)
    for x, y in s.openings:
        candidates &= ~(columns >> index(x, y))
    if centre is None:
        return 0, candidates
    sides, (middle, *halves) = _balance_parts(s, centre)
    for part in sides:
        candidates &= _any_hit(columns, part)
    core = _any_hit(columns, middle)
    for k in range(0, len(halves), 2):
        core |= _any_hit(columns, halves[k]) & _any_hit(columns, halves[k + 1])
    core &= candidates
    return core, candidates & ~core


def level_placements(temple: Temple, s: Shape, level: int) -> list[tuple[int, tuple[int, ...]]]:
    """(offset, supports) of every geometrically possible translation (balance untested)."""
    columns = temple.upright_mask.get(level - 1, 0)
    _, candidates = level_candidates(temple, s, level)
    return [(o, absolute(o, (columns >> o) & s.point_mask)) for o in bits(candidates)]


def absolute(offset: int, relative: int) -> tuple[int, ...]:
    return tuple(offset + r for r in bits(relative))


def _stands_on(s: Shape, relative: int) -> bool:
    """Whether the empty shape balances on the supports `relative` (a mask in its frame),
    given that it passed the eight-direction test of `_sides_of` (which covers the bounding box
    half-planes of the region): only the pushed-out edges of hull(supports) remain to check
    (geometry.region_test explains the edges). Balance is translation-invariant, so it is
    decided in the shape's own frame."""
    points = []
    while relative:
        low = relative & -relative
        i = low.bit_length() - 1
        relative ^= low
        points.append((2 * (i % STRIDE), 2 * (i // STRIDE)))
    hull = points if len(points) == 2 else convex_hull(points)
    w, mx, my = s.area, s.mx2, s.my2
    n = len(hull)
    for k in range(n if n > 1 else 0):
        px, py = hull[k]
        qx, qy = hull[(k + 1) % n]
        a, b = py - qy, qx - px
        if a * mx + b * my + (abs(a) + abs(b) - a * px - b * py) * w < 0:
            return False
    return True


def floor_placements(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...], *, extension: bool = True
) -> list[Placement]:
    """Every legal placement of a new floor: base extensions first (if allowed), then level by
    level, each in orientation order (sides as given, rotations 0-3) and translation order."""
    out = extension_placements(temple, spec, sides) if extension else []
    for level in range(1, temple.height + 2):
        for s in orientations(spec, sides):
            out += [_place(s, o, level) for o in _balanced(temple, s, level)]
    return out


def _balanced(temple: Temple, s: Shape, level: int) -> list[int]:
    """Offsets at which the empty shape s stands on level `level`, in increasing order."""
    sure, unsure = level_candidates(temple, s, level, own_load(s, 0))
    columns = temple.upright_mask.get(level - 1, 0)
    mask = s.point_mask
    found = sure
    for o in bits(unsure):
        if _stands_on(s, (columns >> o) & mask):
            found |= 1 << o
    if level == 1:
        return bits(found)  # its weight only reaches base floors, which always stand
    return [
        o
        for o in bits(found)
        if loads_below_stand(temple, own_load(s, o), level, absolute(o, (columns >> o) & mask))
    ]


def has_level_placement(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...], level: int
) -> bool:
    """Whether the empty floor fits somewhere on `level` (>= 1)."""
    return any(_balanced(temple, s, level) for s in orientations(spec, sides))


def has_floor_placement(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...], *, extension: bool = True
) -> bool:
    if extension and extension_placements(temple, spec, sides):
        return True
    for level in range(temple.height + 1, 0, -1):
        for s in orientations(spec, sides):
            if _balanced(temple, s, level):
                return True
    return False


def shift_placements(temple: Temple, i: int) -> list[Placement]:
    """Every legal destination of floor i for SHIFT (§4.3.8); [] if it cannot be lifted."""
    f = temple.floors[i]
    if f.level == 0 or temple.carriers_of(i):
        return []
    rest = temple.with_floors(k for n, k in enumerate(temple.floors) if n != i)
    if not rest.stable:
        return []
    spec = temple.catalogue[f.fid]
    out = []
    for level in range(1, rest.height + 2):
        if level == f.level:
            continue
        above = rest.level_points.get(level + 1, 0) | rest.level_openings.get(level + 1, 0)
        for rot in range(4):
            s = shape(spec, f.side, rot)
            carried = [
                (s.base_points[j], occupant)
                for j, occupant in enumerate(f.columns)
                if occupant and is_upright(occupant, s.bases[j].spec.kind)
            ]
            sure, unsure = level_candidates(rest, s, level, carried_load(s, f.columns, 0))
            columns = rest.upright_mask.get(level - 1, 0)
            for o in bits(sure | unsure):
                p = _place(s, o, level)
                if any(above >> (q + o) & 1 for q, _ in carried):
                    # Its columns touch the floors above: supports change, analyse it all.
                    if shift_final_problem(temple, i, s, p) is None:
                        out.append(p)
                    continue
                supports = absolute(o, (columns >> o) & s.point_mask)
                if load_stands(rest, carried_load(s, f.columns, o), level, supports):
                    out.append(p)
    return out


def contact_placements(temple: Temple, spec: FloorSpec) -> list[Placement]:
    """Setup (§3.2 step 5): positions of a further base floor touching the base at a point
    without sharing a cell (any side, any rotation)."""
    points, cells = temple.level_points.get(0, 0), temple.level_cells.get(0, 0)
    out = []
    for s in orientations(spec):
        ones, _ = _at_least_two(points, s.boundary)
        candidates = ones & offset_mask(s.width, s.height) & ~_overlapping(cells, s)
        out += [_place(s, o, 0) for o in bits(candidates)]
    return out


def clear_caches() -> None:
    """Forget memoised geometry (for measuring cold enumerations)."""
    _balance_parts.cache_clear()
    region_test.cache_clear()
