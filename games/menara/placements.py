"""Enumerating every legal position of a floor (§4.3.6, §4.3.8, §7.10 "cycle through them").

Trying all 8 orientations x every translation x every level one by one would mean tens of
thousands of checks. Instead candidates are found with bit masks (geometry.py): shifting the
mask of level-l upright columns right by each covered point r of the floor sets bit o exactly
when the floor translated by o covers that column, so two accumulators (`ones`, `twos`) give in
one pass every translation that covers at least two columns. The same trick against the points
of the temple base gives the base extensions that touch it at two points or more, and against
its cells (one shift per run of floor cells along a row) the translations that overlap it.

A translation o = oy * STRIDE + ox with 0 <= ox <= 64 - w never carries into the next row for
a point of the floor (x <= w), so index arithmetic equals coordinate arithmetic; a bit that
comes from a row underflow lands at x > 64 - w and is removed by `geometry.offset_mask`.

Only the survivors go through the balance test of checks.py; tests compare the result with
`checks.floor_problem` over all translations.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache
from operator import add, sub

from games.menara.checks import (
    carried_load,
    loads_below_stand,
    own_load,
    shift_final_problem,
    sturdy_columns,
)
from games.menara.data import FloorSpec
from games.menara.geometry import (
    STRIDE,
    Edge,
    Placement,
    Shape,
    bits,
    hull_edges,
    index,
    offset_mask,
    orientations,
    region_test,
    shape,
    twin,
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
    """Translations at which a cell of the shape falls on a cell of `target`.

    One shift per run of cells along a row, not per cell: a run of k cells from point r hits
    `target` shifted by r - d for some d < k, so from the target spread over k points
    (`_spread`), shifted once."""
    spread = _SPREAD.get(target)
    if spread is None:
        if len(_SPREAD) > _SPREAD_KEPT:
            _SPREAD.clear()
        spread = _SPREAD[target] = [0, target]
    hit = 0
    for at, k in _cell_runs(s):
        while len(spread) <= k:
            spread.append(spread[-1] | target >> (len(spread) - 1))
        hit |= spread[k] >> at
    return hit


_SPREAD: dict[int, list[int]] = {}
"""Per mask of cells, k -> the cells or the k - 1 points left of them: the cells of each level
(the base's above all) stay the same from one enumeration and orientation to the next."""
_SPREAD_KEPT = 256


@lru_cache(maxsize=1024)
def _cell_runs(s: Shape) -> tuple[tuple[int, int], ...]:
    """The shape's cells as runs along its rows: (point of the first cell, number of cells)."""
    runs: list[list[int]] = []
    for x, y in sorted(s.cells, key=lambda c: (c[1], c[0])):
        r = index(x, y)
        if runs and runs[-1][0] + runs[-1][1] == r and x:
            runs[-1][1] += 1
        else:
            runs.append([r, 1])
    return tuple((r, k) for r, k in runs)


def _places_at(s: Shape, offsets: int, level: int) -> list[Placement]:
    """`_place` for every set bit of a mask of offsets, lowest first, read from its binary
    text (a mask over the table is long: the text beats big-int arithmetic per bit)."""
    if not offsets:
        return []
    fid, side, rot, make = s.floor.id, s.side, s.rot, tuple.__new__
    out = []
    # The text from the lowest set bit on: the offsets lie around the temple, far from 0.
    low = (offsets & -offsets).bit_length() - 1
    for one in _ONE.finditer(bin(offsets >> low)[:1:-1]):
        at = one.start() + low
        out.append(make(Placement, (fid, side, rot, at % STRIDE, at // STRIDE, level)))
    return out


_ONE = re.compile("1")
"""The set bits in a mask's binary text (`finditer` beats a loop of `str.find`)."""


def _place(s: Shape, o: int, level: int) -> Placement:
    # tuple.__new__ skips the named tuple's argument parsing: thousands are made per floor.
    return tuple.__new__(Placement, (s.floor.id, s.side, s.rot, o % STRIDE, o // STRIDE, level))


Block = tuple[Shape, int, int]
"""The placements of one orientation on one level before they are written out: the shape, a
mask of offsets (bit o: the shape translated by o) and the level. A due floor has hundreds of
placements and the moves can be made straight from these (`moves.floor_moves`)."""


def placements_of(blocks: list[Block]) -> list[Placement]:
    """The placements of blocks, in their order (each block lowest offset first)."""
    out: list[Placement] = []
    for s, offsets, level in blocks:
        out += _places_at(s, offsets, level)
    return out


def extension_placements(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...]
) -> list[Placement]:
    """Base extensions (§4.3.6 B): no shared cell with a base floor, two shared points."""
    return placements_of(_extension_blocks(temple, spec, sides))


def _extension_blocks(temple: Temple, spec: FloorSpec, sides: tuple[str, ...]) -> list[Block]:
    if 0 not in temple.by_level:
        return []
    points, cells = temple.level_points[0], temple.level_cells[0]
    out = []
    done: dict[Shape, int] = {}
    for s in orientations(spec, sides):
        t = twin(s)  # a symmetric floor's twin orientations lie at the same offsets
        candidates = done.get(t, -1)
        if candidates < 0:
            _, twos = _at_least_two(points, t.boundary)
            candidates = twos & offset_mask(t.width, t.height) & ~_overlapping(cells, t)
            done[t] = candidates
        if candidates:
            out.append((s, candidates, 0))
    return out


def _any_hit(target: int, points: list[int] | tuple[int, ...]) -> int:
    """Translations at which some point lands on a set bit of `target`."""
    hit = 0
    for r in points:
        hit |= target >> r
    return hit


class _Part:
    """Points of a shape's frame, also as a mirrored mask: bit `top - r` for each point r.

    Offsets at which some point lands on a set bit of a target can be found by shifting the
    target once per point, or the mirrored points once per set bit of the target (a spot p is
    hit from offset p - r); `hits` takes the shorter loop. Columns are few on the upper levels
    while a large floor covers dozens of points."""

    __slots__ = ("_mirrored", "points", "top")

    def __init__(self, points: list[int] | tuple[int, ...], top: int) -> None:
        self.points = points
        self.top = top
        self._mirrored = -1

    @property
    def mirrored(self) -> int:
        """Made when first needed: many parts never meet a level with few columns."""
        if self._mirrored < 0:
            # Binary text, most significant bit first: character r is bit top - r.
            text = bytearray(b"0" * (self.top + 1))
            for r in self.points:
                text[r] = 49  # "1"
            self._mirrored = int(text, 2)
        return self._mirrored

    def hits(self, target: int, spots: list[int]) -> int:
        """Offsets o >= 0 with o + r a set bit of target for some point r; spots = bits(target)."""
        hit = 0
        if len(spots) < len(self.points):
            # One shift down by `top` at the end: shifting distributes over | and &.
            mirrored = self._mirrored
            if mirrored < 0:
                mirrored = self.mirrored
            for p in spots:
                hit |= mirrored << p
            return hit >> self.top
        for r in self.points:
            hit |= target >> r
        return hit

    def at_least_two(self, target: int, spots: list[int]) -> int:
        """Offsets at which two points or more land on set bits of target."""
        ones = twos = 0
        if len(spots) < len(self.points):
            mirrored = self._mirrored
            if mirrored < 0:
                mirrored = self.mirrored
            for p in spots:
                shifted = mirrored << p
                twos |= ones & shifted
                ones |= shifted
            return twos >> self.top
        for r in self.points:
            shifted = target >> r
            twos |= ones & shifted
            ones |= shifted
        return twos


Projections = tuple[tuple[list[int], list[int]], ...]
"""For each projection 2x, 2y, 2x + 2y, 2x - 2y of the doubled coordinates: the values over
the covered points of a shape in increasing order, and the points in that order. A part is
then a slice: the order of its points does not matter (they are OR-ed together)."""


def _projections(s: Shape) -> Projections:
    covered = s.covered
    xs = [2 * (r % STRIDE) for r in covered]
    ys = [2 * (r // STRIDE) for r in covered]
    out = []
    out = [(ys, list(covered))]  # covered points come in (y, x) order
    for values in (xs, list(map(add, xs, ys)), list(map(sub, xs, ys))):
        order = sorted(range(len(values)), key=values.__getitem__)
        out.append(([values[i] for i in order], [covered[i] for i in order]))
    out[0], out[1] = out[1], out[0]
    return tuple(out)


def _ceil(n: int, d: int) -> int:
    return -(-n // d)


def _between(projections: Projections, k: int, low: int, high: int) -> list[int]:
    """Points whose projection k lies from low to high."""
    values, points = projections[k]
    return points[bisect_left(values, low) : bisect_right(values, high)]


_INFINITY = 1 << 62

# (direction a, b; its projection; its sign): the axes. The diagonals would drop a few more
# translations, but they cost a pass over the columns per orientation and level, more than
# the hull test of the translations they drop (measured: 2% of a play-out).
_DIRECTIONS = (
    (1, 0, 0, 1),
    (-1, 0, 0, -1),
    (0, 1, 1, 1),
    (0, -1, 1, -1),
)


def _sides_of(
    s: Shape, centre: Load, projections: Projections | None = None
) -> tuple[list[int], ...]:
    """Covered points that can hold the centre of mass from each of the four axis directions.

    The support region is hull(supports) + a unit square, so it contains the centre c only if
    for every direction n some support s has n.s >= n.c - h(n), where h(n) = (|nx| + |ny|)/2 is
    the square's reach. Each returned list holds the points meeting that for one n; a
    translation must have a column in each. For the axes this is exactly the bounding box of
    the region, so the hull edges of the supports are all that remains to test.
    Doubled coordinates times the weight w keep it in integers: 2 w n.s >= n.(2 w c) - 2 w h(n)
    is n.(2s) >= ceil((n.(2 w c) - 2 w h(n)) / w), one integer bound per direction.
    """
    w, mx, my = centre.w, centre.mx, centre.my
    projections = projections or _projections(s)
    out = []
    for a, b, k, sign in _DIRECTIONS:
        bound = _ceil(a * mx + b * my - (abs(a) + abs(b)) * w, w)
        if sign > 0:
            out.append(_between(projections, k, bound, _INFINITY))
        else:
            out.append(_between(projections, k, -_INFINITY, -bound))
    return tuple(out)


def _core(s: Shape, centre: Load, projections: Projections | None = None) -> list[list[int]]:
    """Point sets that make the floor's own balance certain.

    First: points whose unit square holds the centre of mass c (one column there is enough).
    Then pairs of sets, one column in each being enough: the two halves (split at c) of the
    band of points within reach of the line through c along a direction u: horizontal and
    vertical (|v.(p - c)| <= 1/2 across the line), and the diagonals (<= 1, measured with the
    unnormalised v = (1, -1) or (1, 1)). The segment between a column on each side crosses the
    line through c at a point of the unit square around c, so c lies in the support region.
    In doubled coordinates times the weight w all of it is integer arithmetic; each condition
    is an integer bound on a projection of the doubled point.
    """
    w, mx, my = centre.w, centre.mx, centre.my
    projections = projections or _projections(s)
    # |2x w - mx| <= w: 2x from ceil((mx - w) / w) to floor((mx + w) / w); the same for y
    ys = set(_between(projections, 1, _ceil(my - w, w), (my + w) // w))
    middle = [r for r in _between(projections, 0, _ceil(mx - w, w), (mx + w) // w) if r in ys]
    out = [middle]
    for u, v, width in _LINES:
        across = _AXES[v][0] * mx + _AXES[v][1] * my
        # |v.(2p) w - across| <= width w
        band = _between(projections, v, _ceil(across - width * w, w), (across + width * w) // w)
        along = _AXES[u][0] * mx + _AXES[u][1] * my
        # u.(2p) w - along <= 0, and >= 0
        before, after = along // w, _ceil(along, w)
        # projection u of each point of the band (`_projection`, inline: no call per point)
        a, b = _AXES[u]
        ranked = [(r, 2 * (a * (r % STRIDE) + b * (r // STRIDE))) for r in band]
        out.append([r for r, t in ranked if t <= before])
        out.append([r for r, t in ranked if t >= after])
    return out


_AXES = ((1, 0), (0, 1), (1, 1), (1, -1))
"""The direction of each projection."""

# (along u, across v, band half-width), as projection numbers: horizontal, vertical, diagonals
_LINES = ((0, 1, 1), (1, 0, 1), (2, 3, 2), (3, 2, 2))


@lru_cache(maxsize=4096)
def _balance_parts(s: Shape, centre: Load) -> tuple[list[_Part], list[_Part]]:
    if s.rot and centre == own_load(s, 0):
        return _turned_parts(s)
    top, projections = _top(s), _projections(s)
    sides = [_Part(part, top) for part in _sides_of(s, centre, projections)]
    return sides, [_Part(part, top) for part in _core(s, centre, projections)]


def _turned_parts(s: Shape) -> tuple[list[_Part], list[_Part]]:
    """The parts of the empty floor one quarter turn back, turned with it: every condition of
    `_sides_of` and `_core` is an integer bound on a projection, and a quarter turn maps the
    points, the centre and each projection onto another one up to an integer shift (which
    moves floor and ceiling alike), so the parts map onto parts (their order apart, which
    nothing reads: sides are all required, core pairs stay pairs)."""
    before = shape(s.floor, s.side, s.rot - 1)
    sides, core = _balance_parts(before, own_load(before, 0))
    h, top = before.height, _top(s)
    # geometry.rotate_point: (x, y) -> (h - y, x) in a frame h high
    return (
        [_Part([(r % STRIDE) * STRIDE + h - r // STRIDE for r in p.points], top) for p in sides],
        [_Part([(r % STRIDE) * STRIDE + h - r // STRIDE for r in p.points], top) for p in core],
    )


def _top(s: Shape) -> int:
    """The largest point index of the shape's frame."""
    return s.height * STRIDE + s.width


@lru_cache(maxsize=1024)
def _covered(s: Shape) -> _Part:
    return _Part(s.covered, _top(s))


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
    spots = _spots(temple, below)
    candidates = _covered(s).at_least_two(columns, spots) & offset_mask(s.width, s.height)
    cells = temple.level_cells.get(level, 0)
    if cells:
        candidates &= ~_overlapping(cells, s)
    for x, y in s.openings:
        candidates &= ~(columns >> index(x, y))
    if centre is None:
        return 0, candidates
    sides, (middle, *halves) = _balance_parts(s, centre)
    for part in sides:
        if candidates:
            candidates &= part.hits(columns, spots)
    if not candidates:
        return 0, 0
    # The sufficient conditions, the most fruitful first (the diagonals, measured), each
    # only over the candidates not yet sure: a pair's second part is not needed where its
    # first finds nothing new, and none once every candidate is sure.
    unsure = candidates
    for first, second in (
        (halves[4], halves[5]),
        (halves[6], halves[7]),
        (halves[0], halves[1]),
        (middle, None),
        (halves[2], halves[3]),
    ):
        hit = first.hits(columns, spots) & unsure
        if hit and second is not None:
            hit &= second.hits(columns, spots)
        if hit:
            unsure ^= hit
            if not unsure:
                break
    return candidates ^ unsure, unsure


def _spots(temple: Temple, level: int) -> list[int]:
    """The points of the upright columns on `level`, lowest first (computed once per temple)."""
    key = f"spots{level}"
    found = temple.memo.get(key)
    if found is None:
        found = temple.memo[key] = bits(temple.upright_mask.get(level, 0))
    assert isinstance(found, list)
    return found


def level_placements(temple: Temple, s: Shape, level: int) -> list[tuple[int, tuple[int, ...]]]:
    """(offset, supports) of every geometrically possible translation (balance untested)."""
    columns = temple.upright_mask.get(level - 1, 0)
    _, candidates = level_candidates(temple, s, level)
    return [(o, absolute(o, (columns >> o) & s.point_mask)) for o in bits(candidates)]


def absolute(offset: int, relative: int) -> tuple[int, ...]:
    return tuple(offset + r for r in bits(relative))


def floor_placements(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...], *, extension: bool = True
) -> list[Placement]:
    """Every legal placement of a new floor: base extensions first (if allowed), then level by
    level, each in orientation order (sides as given, rotations 0-3) and translation order."""
    return placements_of(floor_blocks(temple, spec, sides, extension=extension))


def floor_blocks(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...], *, extension: bool = True
) -> list[Block]:
    """`floor_placements` as blocks (no empty one), in the same order."""
    out = _extension_blocks(temple, spec, sides) if extension else []
    for level in range(1, temple.height + 2):
        shared = _Shared()
        done: dict[Shape, int] = {}
        for s in orientations(spec, sides):
            t = twin(s)  # a symmetric floor's twin orientations stand at the same offsets
            offsets = done.get(t, -1)
            if offsets < 0:
                offsets = done[t] = _standing_offsets(temple, t, level, shared)
            if offsets:
                out.append((s, offsets, level))
    return out


class _Shared:
    """What the orientations of one floor on one level share (one enumeration only): whether
    the floors below hold, per set of supports (a mask), and the columns below that the
    floor's weight might bring down (its orientations all weigh the same)."""

    __slots__ = ("below", "weak")

    def __init__(self) -> None:
        self.below: dict[int, bool] = {}
        self.weak: tuple[int, list[int]] | None = None


_REGIONS: dict[int, tuple[Edge, ...]] = {}
"""`hull_edges` per set of supports up to translation: the mask shifted down to its lowest
point, which lies at (_ANCHOR, 0) (a floor is narrower than half the table, so no point of
the set crosses a row). Sets of supports recur from one translation, orientation, level,
temple and game to the next; bounded all the same."""
_REGIONS_KEPT = 1 << 14
_ANCHOR = STRIDE // 2


def _standing_offsets(
    temple: Temple,
    s: Shape,
    level: int,
    shared: _Shared | None = None,
    load: Load | None = None,
    skip: int = 0,
) -> int:
    """The mask of offsets at which the empty shape s stands on level `level`.

    `load`: the floor's load at the origin if it is not empty (SHIFT carries its columns; d
    must be 1); `skip`: offsets to leave out."""
    own = own_load(s, 0) if load is None else load
    sure, unsure = level_candidates(temple, s, level, own)
    if skip:
        sure &= ~skip
        unsure &= ~skip
    if not (sure | unsure):
        return 0
    columns = temple.upright_mask.get(level - 1, 0)
    mask = s.point_mask
    found = sure
    # Translations share their supports up to translation (a floor moved by one point often
    # covers the same columns, and so do the other orientations, levels and temples): the
    # support region is made once per set (`_REGIONS`). Every unsure translation passed
    # `_sides_of`, the region's bounding box: only the edges of the hull of the supports
    # remain to test.
    shared = shared or _Shared()
    regions = _REGIONS
    if len(regions) > _REGIONS_KEPT:
        regions.clear()
    w, mx, my = own.w, own.mx, own.my
    # The centre, in the frame of the supports' lowest point at (_ANCHOR, 0), is the load's
    # at the origin moved by where that point lies in the floor: the offset drops out.
    mx += 2 * _ANCHOR * w
    w2, known = 2 * w, regions.get
    for o in bits(unsure):
        relative = (columns >> o) & mask
        low = (relative & -relative).bit_length() - 1
        edges = known(relative >> low)
        if edges is None:
            key = relative >> low
            edges = regions[key] = hull_edges(key, _ANCHOR)
        # `inside`, inline: this runs for every unsure translation.
        cx, cy = mx - (low % STRIDE) * w2, my - (low // STRIDE) * w2
        for a, b, c in edges:
            if a * cx + b * cy + c * w < 0:
                break
        else:
            found |= 1 << o
    if level == 1:
        return found  # its weight only reaches base floors, which always stand
    if shared.weak is None:
        weak = columns & ~sturdy_columns(temple, level - 1, w)
        shared.weak = weak, bits(weak) if weak else []
    weak, weak_spots = shared.weak
    below = shared.below
    if not weak:
        return found
    # Resting only on sturdy columns, the floor cannot bring down the floors below it.
    # Only its weight reaches the floors below, not where it lies: the load at the origin.
    for o in bits(found & _covered(s).hits(weak, weak_spots)):
        placed = ((columns >> o) & mask) << o
        ok = below.get(placed)
        if ok is None:
            ok = below[placed] = loads_below_stand(temple, own, level, tuple(bits(placed)))
        if not ok:
            found ^= 1 << o
    return found


def has_level_placement(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...], level: int
) -> bool:
    """Whether the empty floor fits somewhere on `level` (>= 1)."""
    return any(_standing_offsets(temple, s, level) for s in _distinct(spec, sides))


def _distinct(spec: FloorSpec, sides: tuple[str, ...]) -> list[Shape]:
    """The orientations without their twins (`geometry.twin`): enough to ask whether any fits."""
    return list({twin(s): None for s in orientations(spec, sides)})


def has_floor_placement(
    temple: Temple, spec: FloorSpec, sides: tuple[str, ...], *, extension: bool = True
) -> bool:
    if extension and _extension_blocks(temple, spec, sides):
        return True
    shapes = _distinct(spec, sides)
    for level in range(temple.height + 1, 0, -1):
        for s in shapes:
            if _standing_offsets(temple, s, level):
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
    # Per rotation, once for every level: the shape, its upright columns and its load at the
    # origin (a translation only moves the load's centre: the candidates' loads follow).
    turned = []
    for rot in range(4):
        s = shape(spec, f.side, rot)
        carried = [
            (s.base_points[j], occupant)
            for j, occupant in enumerate(f.columns)
            if occupant and is_upright(occupant, s.bases[j].spec.kind)
        ]
        turned.append((s, carried, carried_load(s, f.columns, 0)))
    out = []
    for level in range(1, rest.height + 2):
        if level == f.level:
            continue
        above = rest.level_points.get(level + 1, 0) | rest.level_openings.get(level + 1, 0)
        for s, carried, load in turned:
            assert load.d == 1  # whole column weights
            # Where its columns would touch the floors above, supports change: those
            # destinations are analysed whole; the others stand as a floor of that load.
            touching = 0
            for q, _ in carried:
                touching |= above >> q
            if touching:
                sure, unsure = level_candidates(rest, s, level, load)
                touching &= sure | unsure
            found = _standing_offsets(rest, s, level, None, load, touching)
            for o in bits(touching):
                if shift_final_problem(temple, i, s, _place(s, o, level)) is None:
                    found |= 1 << o
            out += _places_at(s, found, level)
    return out


def contact_placements(temple: Temple, spec: FloorSpec) -> list[Placement]:
    """Setup (§3.2 step 5): positions of a further base floor touching the base at a point
    without sharing a cell (any side, any rotation)."""
    points, cells = temple.level_points.get(0, 0), temple.level_cells.get(0, 0)
    out = []
    done: dict[Shape, list[Placement]] = {}
    for s in orientations(spec):
        t = twin(s)  # a symmetric floor's twin orientations lie at the same offsets
        found = done.get(t)
        if found is None:
            touching = _any_hit(points, t.boundary)
            candidates = touching & offset_mask(t.width, t.height) & ~_overlapping(cells, t)
            found = done[t] = _places_at(s, candidates, 0)  # lowest offset first
        elif found:
            # The twin's translations, read back from its placements (hundreds per orientation).
            fid, side, rot, make = spec.id, s.side, s.rot, tuple.__new__
            found = [make(Placement, (fid, side, rot, p[3], p[4], 0)) for p in found]
        out += found
    return out


def clear_caches() -> None:
    """Forget memoised geometry (for measuring cold enumerations)."""
    _balance_parts.cache_clear()
    _covered.cache_clear()
    _REGIONS.clear()
    _SPREAD.clear()
    _cell_runs.cache_clear()
    region_test.cache_clear()
