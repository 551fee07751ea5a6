"""The temple as a statics model (spec §7.3–7.5): heights, supports, loads and stability.

A `Temple` is an immutable analysis of a tuple of `PlacedFloor`s. Everything is computed once,
exactly, when it is built:

- levels: base floors lie at level 0; a floor of level l+1 rests on level-l columns;
- supports (§7.4): the upright columns standing on level-l floors at points a level-(l+1) floor
  covers (boundary points included); golden and tilted columns never support;
- loads (§7.5), from the top level down: a floor carries its cells (weight 1 each, at their
  centres), the columns on it (upright and tilted 2, golden 1) and the share of every floor
  above that rests on one of its columns; a floor's total weight is split equally over its
  supports;
- stability: a floor above the base is stable when it has at least 2 supports and its centre
  of mass lies in the closed convex hull of the unit squares centred on its supports. Base
  floors are always stable.

Loads are exact rationals kept as `Load(w, mx, my, d)`: weight w/d and doubled moments mx/d,
my/d (doubling makes cell centres integers). The public accessors return `fractions.Fraction`.

`Temple.check_deltas` re-checks stability after adding weight to some floors without changing
any support, walking down only through the floors the weight reaches; that is what keeps the
enumeration of moves fast. Anything that changes supports builds a new `Temple`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import gcd
from typing import NamedTuple

from games.menara.data import (
    COLOURS,
    GOLDEN,
    GOLDEN_WEIGHT,
    MIN_SUPPORTS,
    TILTED_WEIGHT,
    UPRIGHT_WEIGHT,
    FloorSpec,
)
from games.menara.geometry import (
    STRIDE,
    Shape,
    bits,
    coords,
    index,
    inside,
    margin,
    region_test,
    shape,
)


@dataclass(frozen=True, slots=True)
class PlacedFloor:
    """A floor in the temple: which floor, how it lies, and what stands on its bases."""

    fid: str
    side: str
    """L (light side up) or D (dark side up)."""
    rot: int
    """Quarter turns clockwise, 0-3."""
    x: int
    y: int
    level: int
    columns: tuple[str, ...]
    """One entry per base of the side, in catalogue order: "" empty, a colour letter for a
    wooden column, G for a golden column (expansion)."""

    def with_column(self, base: int, occupant: str) -> PlacedFloor:
        cols = list(self.columns)
        cols[base] = occupant
        return PlacedFloor(self.fid, self.side, self.rot, self.x, self.y, self.level, tuple(cols))

    @property
    def complete(self) -> bool:
        return all(self.columns)


def new_floor(fid: str, side: str, rot: int, x: int, y: int, level: int, bases: int) -> PlacedFloor:
    return PlacedFloor(fid, side, rot, x, y, level, ("",) * bases)


def column_weight(occupant: str, base_kind: str) -> int:
    if occupant == GOLDEN:
        return GOLDEN_WEIGHT
    return TILTED_WEIGHT if base_kind == "ruin" else UPRIGHT_WEIGHT


def is_upright(occupant: str, base_kind: str) -> bool:
    """A wooden column on a normal base (§4.0); only upright columns support floors."""
    return occupant in COLOURS and base_kind != "ruin"


_new = tuple.__new__
"""`_new(Load, (w, mx, my, d))` is `Load(w, mx, my, d)` without the named tuple's argument
parsing: loads are summed and split for every floor of every temple analysed."""


class Load(NamedTuple):
    """An exact load: weight w/d at the doubled centre (mx/w, my/w)."""

    w: int
    mx: int
    my: int
    d: int

    def __add__(self, other: object) -> Load:
        assert isinstance(other, Load)
        if self.d == other.d:
            return _new(Load, (self.w + other.w, self.mx + other.mx, self.my + other.my, self.d))
        g = gcd(self.d, other.d)
        fa, fb = other.d // g, self.d // g
        return _new(
            Load,
            (
                self.w * fa + other.w * fb,
                self.mx * fa + other.mx * fb,
                self.my * fa + other.my * fb,
                self.d * fa,
            ),
        )

    def __neg__(self) -> Load:
        return _new(Load, (-self.w, -self.mx, -self.my, self.d))

    @property
    def weight(self) -> Fraction:
        return Fraction(self.w, self.d)

    @property
    def centre(self) -> tuple[Fraction, Fraction]:
        return Fraction(self.mx, 2 * self.w), Fraction(self.my, 2 * self.w)


ZERO = Load(0, 0, 0, 1)


def _accumulate(
    pending: dict[int, tuple[int, int, int, int]], g: int, w: int, mx: int, my: int, d: int
) -> None:
    """pending[g] += (w, mx, my) / d, exactly."""
    cur = pending.get(g)
    if cur is None:
        pending[g] = (w, mx, my, d)
        return
    cw, cmx, cmy, cd = cur
    if cd == d:
        pending[g] = (cw + w, cmx + mx, cmy + my, d)
        return
    k = gcd(cd, d)
    fa, fb = d // k, cd // k
    pending[g] = (cw * fa + w * fb, cmx * fa + mx * fb, cmy * fa + my * fb, cd * fa)


def point_load(weight: int, point: int) -> Load:
    x, y = coords(point)
    return Load(weight, 2 * weight * x, 2 * weight * y, 1)


def share(load: Load, supports: int, point: int) -> Load:
    """The part of `load` one of `supports` columns at `point` carries (§7.5: equal split)."""
    x, y = coords(point)
    d = load.d * supports
    g = gcd(load.w, d)
    w, d = load.w // g, d // g
    return _new(Load, (w, 2 * w * x, 2 * w * y, d))


@dataclass(frozen=True)
class Instability:
    """Why the temple would not stand: the first floor (top-down) that fails."""

    floor: int
    supports: int

    def text(self, temple: Temple) -> str:
        fid = temple.floors[self.floor].fid
        if self.supports < MIN_SUPPORTS:
            word = "column" if self.supports == 1 else "columns"
            return f"{fid} would rest on only {self.supports} {word} (it needs {MIN_SUPPORTS})"
        m = temple.margin(self.floor)
        outside = "" if m is None else f" ({-m:.2f} outside)"
        return f"{fid} would tip over: its centre of mass lies outside its supports{outside}"


def failure(floor: int, supports: int) -> Instability:
    """`Instability(floor, supports)` without the frozen constructor (move generation meets
    thousands of failing candidates): the same object, its two fields set once."""
    found = object.__new__(Instability)
    found.__dict__.update(floor=floor, supports=supports)
    return found


Change = tuple[int, int, int, str, str, str, bool]
"""A column that changed between two temples of the floors in the same places: floor, base,
point, base kind, occupant before, occupant after, and whether an upright column came or went."""


BaseAbove = tuple[int, str, tuple[int, ...]]
"""A base's point, its kind and the floors of the level above covering the point."""


class Temple:
    """An immutable, fully analysed temple (see the module docstring)."""

    # Geometry (`_geometry`): where the floors lie.
    shapes: list[Shape]
    offsets: list[int]
    index_of: dict[str, int]
    cells: list[int]
    points: list[int]
    by_level: dict[int, list[int]]
    height: int
    level_cells: dict[int, int]
    level_points: dict[int, int]
    level_openings: dict[int, int]
    levels: list[int]
    shared: dict[str, object]
    bases_above: dict[tuple[int, int], BaseAbove]
    """(floor, base) -> its point, kind and the floors of the level above covering it, as
    `checks` asks (geometry only)."""
    _touched: dict[tuple[int, int], tuple[int, ...]]
    # Columns (`_columns`).
    upright: dict[int, dict[int, tuple[int, int]]]
    """Upright columns per level: point -> (floor, base)."""
    upright_mask: dict[int, int]
    point2: dict[int, tuple[int, int]]
    """Doubled coordinates of every support point."""
    supports: list[tuple[int, ...]]
    support_floors: list[tuple[int, ...]]
    resting: list[set[int]]
    """Floors resting on floor i (one of their supports stands on it)."""
    reaches: dict[tuple[int, int], frozenset[int]]
    """`checks._reach` by (floor, base), and `belows`: `checks._below` by floor. They depend
    only on where the floors lie and which columns support which floor, not on loads: shared
    by the temples that `previous` hands its supports to."""
    belows: dict[int, frozenset[int]]
    # Loads.
    own: list[Load]
    """The load of each floor with its own columns (nothing resting on them)."""
    loads: list[Load]
    """The load of each floor with everything resting on it."""
    failures: list[Instability]
    """The floors that do not stand, top level first."""

    def __init__(
        self,
        floors: tuple[PlacedFloor, ...],
        catalogue: Mapping[str, FloorSpec],
        previous: Temple | None = None,
    ):
        """`previous`: a temple of the same catalogue, whose analysis is reused where it still
        holds (a column arriving or leaving moves no floor: the geometry stays, and the own
        load of every floor whose columns did not change)."""
        self.floors = floors
        self.catalogue = catalogue
        self.memo: dict[str, object] = {}
        """Derived data other modules compute once per temple (the temple never changes)."""
        self.alone: dict[tuple[int, int] | tuple[int, int, str], Instability | None] = {}
        """`checks.instability_after` of one column leaving (floor, base) or arriving (floor,
        base, occupant) alone: the moves ask it again and again."""
        same = previous is not None and _same_places(previous, floors, catalogue)
        if same:
            assert previous is not None
            self._share_geometry(previous)
            changes = self._changed_columns(previous)
            if changes is not None:
                # The common case (a column built or moved): no support changes, so only the
                # upright columns touched and the loads down from the changed floors differ.
                self._columns_moved(previous, changes)
                self._loads_moved(previous, changes)
                return
        elif previous is not None and _one_more(previous, floors, catalogue):
            # A new floor laid (on the table or on columns): the others stay as they were.
            self._geometry_appended(previous)
            self._columns_appended(previous)
            self.own = [*previous.own, self.own_load(len(previous.floors))]
            n, load = len(previous.floors), self.own[-1]
            self._loads_from(
                [*previous.loads, ZERO],
                previous.failures,
                {self.levels[n]: {n: (load.w, load.mx, load.my, 1)}},
            )
            return
        else:
            self._geometry()
        self._columns()
        if same:
            assert previous is not None
            before = previous.floors
            self.own = [
                load if f is before[i] else self.own_load(i)
                for i, (f, load) in enumerate(zip(floors, previous.own, strict=True))
            ]
        else:
            self.own = [self.own_load(i) for i in range(len(floors))]
        self._analyse_loads()

    def _columns(self) -> None:
        """Where the upright columns stand and which floors they support."""
        floors = self.floors
        # Upright columns per level: point -> (floor, base).
        self.upright = {lvl: {} for lvl in self.by_level}
        self.upright_mask = dict.fromkeys(self.by_level, 0)
        shapes, offsets = self.shapes, self.offsets
        for i, f in enumerate(floors):
            if not any(f.columns):
                continue
            s, o = shapes[i], offsets[i]
            for j, occupant in enumerate(f.columns):
                if occupant and is_upright(occupant, s.bases[j].spec.kind):
                    p = s.base_points[j] + o
                    self.upright[f.level][p] = (i, j)
                    self.upright_mask[f.level] |= 1 << p
        self.point2 = {}
        """Doubled coordinates of every support point."""
        self.supports = []
        self.support_floors = []
        ordered: dict[int, list[int]] = {}  # the upright points of a level, sorted once
        for i, f in enumerate(floors):
            if f.level == 0:
                self.supports.append(())
                self.support_floors.append(())
                continue
            below = self.upright.get(f.level - 1, {})
            order = ordered.get(f.level - 1)
            if order is None:
                order = ordered[f.level - 1] = sorted(below)
            mask = self.points[i] & self.upright_mask.get(f.level - 1, 0)
            pts = tuple(p for p in order if mask >> p & 1)
            self.supports.append(pts)
            self.support_floors.append(tuple(below[p][0] for p in pts))
            for p in pts:
                self.point2[p] = (2 * (p % STRIDE), 2 * (p // STRIDE))
        self.resting = [set() for _ in floors]
        self.reaches, self.belows = {}, {}
        """Floors resting on floor i (one of their supports stands on it)."""
        for k, under in enumerate(self.support_floors):
            for i in under:
                self.resting[i].add(k)

    def _changed_columns(self, previous: Temple) -> list[Change] | None:
        """Every column that differs from `previous` (a temple of the floors in the same
        places), or None when an upright column arrives or leaves under a floor of the level
        above: then supports change and the caller analyses the columns afresh."""
        changes: list[Change] = []
        for i, (f, g) in enumerate(zip(self.floors, previous.floors, strict=True)):
            if f is g or f.columns == g.columns:
                continue
            s, o = self.shapes[i], self.offsets[i]
            above = self.level_points.get(f.level + 1, 0)
            for j, (new, old) in enumerate(zip(f.columns, g.columns, strict=True)):
                if new == old:
                    continue
                p = s.base_points[j] + o
                kind = s.bases[j].spec.kind
                lifts = bool(new and is_upright(new, kind)) != bool(old and is_upright(old, kind))
                if lifts and above >> p & 1:
                    return None
                changes.append((i, j, p, kind, old, new, lifts))
        return changes

    def _columns_moved(self, previous: Temple, changes: list[Change]) -> None:
        """`_columns` for columns changed without changing any floor's supports: those are
        shared with `previous`, and only the upright columns that came or went are listed
        again (a copy of their level's table; the order of a table does not matter)."""
        self.upright = dict(previous.upright)
        self.upright_mask = dict(previous.upright_mask)
        copied: set[int] = set()
        for i, j, p, kind, _, new, lifts in changes:
            if not lifts:
                continue
            level = self.levels[i]
            if level not in copied:
                copied.add(level)
                self.upright[level] = dict(self.upright[level])
            # `lifts`: uprightness changed. A non-upright occupant taking an upright column's
            # base (a golden column where a column left) is a column going, not coming.
            if new and is_upright(new, kind):
                self.upright[level][p] = (i, j)
                self.upright_mask[level] |= 1 << p
            else:
                del self.upright[level][p]
                self.upright_mask[level] &= ~(1 << p)
        self.point2 = previous.point2
        self.supports = previous.supports
        self.support_floors = previous.support_floors
        self.resting = previous.resting
        self.reaches, self.belows = previous.reaches, previous.belows

    def _geometry_appended(self, previous: Temple) -> None:
        """`_geometry` for the floors of `previous` and one more (the last)."""
        f = self.floors[-1]
        n, level = len(previous.floors), f.level
        s, o = shape(self.catalogue[f.fid], f.side, f.rot), index(f.x, f.y)
        self.shapes = [*previous.shapes, s]
        self.offsets = [*previous.offsets, o]
        self.index_of = {**previous.index_of, f.fid: n}
        self.cells = [*previous.cells, s.cell_mask << o]
        self.points = [*previous.points, s.point_mask << o]
        self.by_level = {**previous.by_level, level: [*previous.by_level.get(level, []), n]}
        self.height = max(self.by_level)
        holes = 0
        for x, y in s.openings:
            holes |= 1 << (index(x, y) + o)
        self.level_cells = {**previous.level_cells}
        self.level_points = {**previous.level_points}
        self.level_openings = {**previous.level_openings}
        self.level_cells[level] = self.level_cells.get(level, 0) | self.cells[n]
        self.level_points[level] = self.level_points.get(level, 0) | self.points[n]
        self.level_openings[level] = self.level_openings.get(level, 0) | holes
        self.levels = [*previous.levels, level]
        self.shared = {}
        # What a base touches above changes only for the bases just below the new floor.
        below = previous.levels
        self.bases_above = {
            k: v for k, v in previous.bases_above.items() if below[k[0]] != level - 1
        }
        self._touched = {k: v for k, v in previous._touched.items() if below[k[0]] != level - 1}

    def _columns_appended(self, previous: Temple) -> None:
        """`_columns` for the floors of `previous` and an empty one more: no column came, so
        every other floor keeps its supports; the new one rests on the columns under it."""
        n, level = len(previous.floors), self.levels[-1]
        self.upright, self.upright_mask = previous.upright, previous.upright_mask
        if level not in self.upright:
            self.upright = {**self.upright, level: {}}
            self.upright_mask = {**self.upright_mask, level: 0}
        pts: tuple[int, ...] = ()
        if level:
            below = self.upright.get(level - 1, {})
            pts = tuple(bits(self.points[n] & self.upright_mask.get(level - 1, 0)))
            under = tuple(below[p][0] for p in pts)
        else:
            under = ()
        self.supports = [*previous.supports, pts]
        self.support_floors = [*previous.support_floors, under]
        self.point2 = previous.point2
        if any(p not in self.point2 for p in pts):
            self.point2 = {**self.point2}
            for p in pts:
                self.point2[p] = (2 * (p % STRIDE), 2 * (p // STRIDE))
        self.resting = [*previous.resting, set()]
        self.reaches, self.belows = {}, {}
        for j in set(under):
            self.resting[j] = self.resting[j] | {n}

    def _loads_moved(self, previous: Temple, changes: list[Change]) -> None:
        """`own`, `loads` and `failures` for columns changed on the supports of `previous`:
        each changed floor's own load changes by the weight of its columns that came and went,
        and that change passes down the supports (a floor splits its weight change equally
        over its supports, wherever on it the weight landed), level by level from the top;
        only the floors it reaches are checked again."""
        own = self.own = list(previous.own)
        pending: dict[int, dict[int, tuple[int, int, int, int]]] = {}
        levels = self.levels
        for i, _, p, kind, old, new, _ in changes:
            w = (column_weight(new, kind) if new else 0) - (column_weight(old, kind) if old else 0)
            x2, y2 = 2 * (p % STRIDE), 2 * (p // STRIDE)
            _accumulate(pending.setdefault(levels[i], {}), i, w, w * x2, w * y2, 1)
            cur = own[i]
            own[i] = _new(Load, (cur.w + w, cur.mx + w * x2, cur.my + w * y2, 1))
        self._loads_from(list(previous.loads), previous.failures, pending)

    def _loads_from(
        self,
        loads: list[Load],
        failures: list[Instability],
        pending: dict[int, dict[int, tuple[int, int, int, int]]],
    ) -> None:
        """`loads` and `failures` of an earlier analysis on the same supports, with load
        (w, mx, my, d) added to the floors in `pending` (by level): each passes its weight
        change down its supports, split equally; only the floors reached are checked again."""
        self.loads = loads
        failed = {f.floor: f for f in failures}
        recheck = False
        for level in range(max(pending, default=0), -1, -1):
            bucket = pending.get(level)
            if not bucket:
                continue
            lower = pending.setdefault(level - 1, {}) if level else None
            for g, (w, mx, my, d) in bucket.items():
                total = loads[g] = loads[g] + _new(Load, (w, mx, my, d))
                if lower is None:
                    continue  # a base floor always stands
                sup = self.supports[g]
                if self._holds(sup, total):
                    recheck = recheck or g in failed
                    failed.pop(g, None)
                else:
                    recheck = True
                    failed[g] = failure(g, len(sup))
                if w:
                    n = len(sup)
                    for q, j in zip(sup, self.support_floors[g], strict=True):
                        x2, y2 = self.point2[q]
                        _accumulate(lower, j, w, w * x2, w * y2, d * n)
        if not recheck:
            self.failures = list(failures)
        else:
            # In the order `_analyse_loads` finds them: top level first.
            self.failures = [
                failed[i]
                for lvl in sorted(self.by_level, reverse=True)
                for i in self.by_level[lvl]
                if i in failed
            ]

    def _geometry(self) -> None:
        """Where the floors lie: shapes, masks, levels (nothing about columns)."""
        floors, catalogue = self.floors, self.catalogue
        self.shapes = [shape(catalogue[f.fid], f.side, f.rot) for f in floors]
        self.offsets = [index(f.x, f.y) for f in floors]
        self.index_of = {f.fid: i for i, f in enumerate(floors)}
        self.cells = [s.cell_mask << o for s, o in zip(self.shapes, self.offsets, strict=True)]
        self.points = [s.point_mask << o for s, o in zip(self.shapes, self.offsets, strict=True)]
        self.by_level = {}
        for i, f in enumerate(floors):
            self.by_level.setdefault(f.level, []).append(i)
        self.height = max(self.by_level, default=0)
        self.level_cells = {}
        self.level_points = {}
        self.level_openings = {}
        for lvl, members in self.by_level.items():
            cells = points = holes = 0
            for i in members:
                cells |= self.cells[i]
                points |= self.points[i]
                for x, y in self.shapes[i].openings:
                    holes |= 1 << (index(x, y) + self.offsets[i])
            self.level_cells[lvl], self.level_points[lvl] = cells, points
            self.level_openings[lvl] = holes
        self.levels = [f.level for f in floors]
        self.shared = {}
        """Derived data that depends only on where the floors lie, not on their columns:
        shared by the temples that `previous` hands its geometry to."""
        self.bases_above = {}
        self._touched = {}

    def _share_geometry(self, previous: Temple) -> None:
        """The geometry of a temple whose floors lie in the same places (never changed after
        construction, so it is shared, not copied)."""
        self.shapes = previous.shapes
        self.offsets = previous.offsets
        self.index_of = previous.index_of
        self.cells = previous.cells
        self.points = previous.points
        self.by_level = previous.by_level
        self.height = previous.height
        self.level_cells = previous.level_cells
        self.level_points = previous.level_points
        self.level_openings = previous.level_openings
        self.levels = previous.levels
        self.shared = previous.shared
        self.bases_above = previous.bases_above
        self._touched = previous._touched

    # -- loads ----------------------------------------------------------------------------------

    def own_load(self, i: int) -> Load:
        f, s, o = self.floors[i], self.shapes[i], self.offsets[i]
        ox, oy = coords(o)
        w = s.area
        mx = s.mx2 + 2 * ox * s.area
        my = s.my2 + 2 * oy * s.area
        for j, occupant in enumerate(f.columns):
            if occupant:
                cw = column_weight(occupant, s.bases[j].spec.kind)
                x, y = coords(s.base_points[j] + o)
                w += cw
                mx += 2 * cw * x
                my += 2 * cw * y
        return _new(Load, (w, mx, my, 1))

    def _analyse_loads(self) -> None:
        n = len(self.floors)
        incoming: list[Load] = [ZERO] * n
        self.loads = [ZERO] * n
        self.failures = []
        for lvl in sorted(self.by_level, reverse=True):
            for i in self.by_level[lvl]:
                total = self.own[i] + incoming[i]
                self.loads[i] = total
                if lvl == 0:
                    continue
                sup = self.supports[i]
                if not self._holds(sup, total):
                    self.failures.append(failure(i, len(sup)))
                for p, j in zip(sup, self.support_floors[i], strict=True):
                    incoming[j] = incoming[j] + share(total, len(sup), p)

    @staticmethod
    def _holds(supports: tuple[int, ...], load: Load) -> bool:
        if len(supports) < MIN_SUPPORTS:
            return False
        return inside(region_test(supports), load.mx, load.my, load.w)

    @property
    def stable(self) -> bool:
        return not self.failures

    def check_deltas(
        self,
        deltas: Mapping[int, Sequence[int]],
        new_supports: Mapping[int, tuple[int, ...]] | None = None,
        arrived: Mapping[tuple[int, int], int] | None = None,
    ) -> Instability | None:
        """Stability after loads change on some floors and supports change under others.

        `deltas` adds load (w, mx, my, d) to floors; `new_supports` gives the new support
        points of floors whose supports change (a column arrives at or leaves a point they
        cover); `arrived` maps (level, point) of each arriving upright column to the floor it
        stands on (points of different levels may coincide). A floor's own load never depends
        on its supports, so only the changed floors and the floors their shares reach are
        re-checked, level by level from the top. Returns the first failing floor or None. (The
        hot path of move generation: plain tuples, no Loads.)
        """
        new_supports = new_supports or {}
        arrived = arrived or {}
        levels = self.levels
        buckets: dict[int, dict[int, tuple[int, int, int, int]]] = {}
        for g, extra in deltas.items():
            if levels[g]:
                _accumulate(buckets.setdefault(levels[g], {}), g, *extra)
        for g in new_supports:
            if levels[g]:
                buckets.setdefault(levels[g], {}).setdefault(g, (0, 0, 0, 1))
        for level in range(max(buckets, default=0), 0, -1):
            pending = buckets.get(level)
            if not pending:
                continue
            lower = buckets.setdefault(level - 1, {}) if level > 1 else None
            for g, (ew, emx, emy, ed) in pending.items():
                old = self.supports[g]
                sup = new_supports.get(g, old)
                base = self.loads[g]
                if base.d == ed:
                    w, mx, my = base.w + ew, base.mx + emx, base.my + emy
                else:
                    k = gcd(base.d, ed)
                    fa, fb = ed // k, base.d // k
                    w, mx, my = (
                        base.w * fa + ew * fb,
                        base.mx * fa + emx * fb,
                        base.my * fa + emy * fb,
                    )
                if len(sup) < MIN_SUPPORTS or not inside(region_test(sup), mx, my, w):
                    return failure(g, len(sup))
                if lower is None:
                    continue  # the floor below is a base floor, which always stands
                if sup == old:
                    n = len(sup)
                    for p, j in zip(sup, self.support_floors[g], strict=True):
                        x2, y2 = self.point2[p]
                        _accumulate(lower, j, ew, ew * x2, ew * y2, ed * n)
                    continue
                below = self.upright.get(level - 1, {})
                n = len(old)
                for p, j in zip(old, self.support_floors[g], strict=True):
                    x2, y2 = self.point2[p]
                    _accumulate(lower, j, -base.w, -base.w * x2, -base.w * y2, base.d * n)
                n = len(sup)
                d = base.d * ed // gcd(base.d, ed)
                total_w = w  # over the common denominator d
                for p in sup:
                    key = (level - 1, p)
                    j = arrived[key] if key in arrived else below[p][0]
                    x2, y2 = coords(p)
                    x2, y2 = 2 * x2, 2 * y2
                    _accumulate(lower, j, total_w, total_w * x2, total_w * y2, d * n)
        return None

    # -- questions ------------------------------------------------------------------------------

    def floor(self, fid: str) -> PlacedFloor:
        return self.floors[self.index_of[fid]]

    def base_point(self, i: int, j: int) -> tuple[int, int]:
        return coords(self.shapes[i].base_points[j] + self.offsets[i])

    def find_base(self, i: int, x: int, y: int) -> int | None:
        p = index(x, y) - self.offsets[i]
        for j, q in enumerate(self.shapes[i].base_points):
            if q == p:
                return j
        return None

    def weight(self, i: int) -> Fraction:
        return self.loads[i].weight

    def centre(self, i: int) -> tuple[Fraction, Fraction]:
        return self.loads[i].centre

    def margin(self, i: int) -> float | None:
        # Asked several times per floor (steady hands sorts the floors a column carries by it).
        memo = self.memo.setdefault("margin", {})
        assert isinstance(memo, dict)
        if i not in memo:
            memo[i] = margin(self.supports[i], self.centre(i))
        found: float | None = memo[i]
        return found

    def column_share(self, point: int, level: int) -> Fraction:
        """The load a column at `point` on a level-`level` floor carries from floors above."""
        entry = self.upright.get(level, {}).get(point)
        if entry is None:
            return Fraction(0)
        total = Fraction(0)
        for i in self.by_level.get(level + 1, []):
            if point in self.supports[i]:
                total += self.loads[i].weight / len(self.supports[i])
        return total

    def rests_on(self, i: int) -> set[int]:
        """The floors the supports of floor i stand on."""
        return set(self.support_floors[i])

    def carriers_of(self, i: int) -> set[int]:
        """The floors resting on floor i (at least one support stands on it)."""
        return set(self.resting[i])

    def loaded_from(self, i: int) -> set[int]:
        """Floor i and every floor whose weight reaches it (resting on it, directly or not)."""
        seen, todo = {i}, [i]
        while todo:
            for k in self.resting[todo.pop()]:
                if k not in seen:
                    seen.add(k)
                    todo.append(k)
        return seen

    def touched_above(self, i: int, j: int) -> tuple[int, ...]:
        """Floors of the level just above that the point of base j of floor i touches
        (geometry only: kept for every temple with the floors in the same places)."""
        found = self._touched.get((i, j))
        if found is None:
            p = self.shapes[i].base_points[j] + self.offsets[i]
            found = self._touched[i, j] = tuple(self.covering(p, self.floors[i].level + 1))
        return found

    def covering(self, point: int, level: int) -> list[int]:
        """Floors of `level` whose footprint covers `point` (boundary included)."""
        return [i for i in self.by_level.get(level, []) if self.points[i] >> point & 1]

    def overbuilt(self, i: int, j: int) -> bool:
        """A base whose point is covered by a floor of a higher level (§4.0)."""
        p = self.shapes[i].base_points[j] + self.offsets[i]
        lvl = self.floors[i].level
        return any(self.level_points[k] >> p & 1 for k in self.by_level if k > lvl)

    def touches_above(self, i: int, j: int) -> bool:
        """Whether a column on base j of floor i reaches a floor of the level directly above."""
        p = self.shapes[i].base_points[j] + self.offsets[i]
        return bool(self.level_points.get(self.floors[i].level + 1, 0) >> p & 1)

    def with_floors(self, floors: Iterable[PlacedFloor]) -> Temple:
        return _remembered(Temple(tuple(floors), self.catalogue, self))

    def replaced(self, changes: Mapping[int, PlacedFloor]) -> Temple:
        floors = tuple(changes.get(i, f) for i, f in enumerate(self.floors))
        return _remembered(Temple(floors, self.catalogue, self))


_RECENT: dict[int, Temple] = {}
"""The last temples made by `with_floors` and `replaced`, by the id of their floors: the rules
often analyse the temple a move makes (to describe it) just before the next position asks for
the same one. A kept temple keeps its floors alive, so their id cannot be reused meanwhile."""


def _remembered(temple: Temple) -> Temple:
    if len(_RECENT) >= 4:
        del _RECENT[next(iter(_RECENT))]  # the oldest
    _RECENT[id(temple.floors)] = temple
    return temple


def known_temple(
    floors: tuple[PlacedFloor, ...], catalogue: Mapping[str, FloorSpec]
) -> Temple | None:
    """A temple already analysed for exactly these floors (the same tuple), if one is kept."""
    found = _RECENT.get(id(floors))
    if found is not None and found.floors is floors and found.catalogue is catalogue:
        return found
    return None


def _one_more(
    previous: Temple, floors: tuple[PlacedFloor, ...], catalogue: Mapping[str, FloorSpec]
) -> bool:
    """Whether `floors` are the floors of `previous` and one more, empty, last."""
    before = previous.floors
    return (
        previous.catalogue is catalogue
        and len(floors) == len(before) + 1
        and not any(floors[-1].columns)
        and all(f is g for f, g in zip(floors, before, strict=False))
    )


def _same_places(
    previous: Temple, floors: tuple[PlacedFloor, ...], catalogue: Mapping[str, FloorSpec]
) -> bool:
    """Whether `floors` are the floors of `previous` in the same places (columns aside)."""
    before = previous.floors
    if previous.catalogue is not catalogue or len(before) != len(floors):
        return False
    for f, g in zip(floors, before, strict=True):
        if f is not g and (
            f.fid != g.fid
            or f.x != g.x
            or f.y != g.y
            or f.level != g.level
            or f.rot != g.rot
            or f.side != g.side
        ):
            return False
    return True


def collapse(temple: Temple) -> tuple[Temple, list[PlacedFloor]]:
    """What is left after a forced event (§7.7): every unstable floor falls with everything on
    it; then floors left on fewer than 2 supports or out of balance fall too, until the rest
    stands. Returns the standing temple and the fallen floors (their columns leave the game).

    Legal moves never need this (they cannot topple the temple); the expansion's Slight
    Earthquake does.
    """
    fallen: list[PlacedFloor] = []
    while not temple.stable:
        gone = {f.floor for f in temple.failures}
        fallen += [temple.floors[i] for i in sorted(gone)]
        temple = temple.with_floors(f for i, f in enumerate(temple.floors) if i not in gone)
    return temple, fallen
