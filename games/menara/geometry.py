"""Grid geometry of the statics model (spec §7.2–7.3 and the support region of §7.5).

Coordinates: cell (x, y) is the unit square with top-left corner (x, y); point (x, y) is a grid
corner; y grows downward (screen coordinates). A floor side is a set of cells in its own frame
(the dark side mirrored left-right); it is rotated by quarter turns clockwise, then translated.

Inside the engine cells and points are also numbered `y * STRIDE + x` so that sets of them are
Python ints used as bit masks: a translation by (ox, oy) is a left shift by `oy * STRIDE + ox`.
STRIDE is one more than the largest point x, so a valid translation never carries into the next
row (see `placements.py` for the argument).

The support region of a floor is the convex hull of the unit squares centred on its supports.
Its corners are half-integers, so the hull is kept in doubled coordinates (all integers); a hull
edge is stored as (A, B, C) with A*X + B*Y + C >= 0 for every doubled point (X, Y) on its inner
side.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from games.menara.data import TABLE_HEIGHT, TABLE_WIDTH, BaseSpec, FloorSpec

STRIDE = TABLE_WIDTH + 1
SIDES = ("L", "D")
SIDE_NAMES = {"L": "light", "D": "dark"}

Edge = tuple[int, int, int]


def index(x: int, y: int) -> int:
    return y * STRIDE + x


def coords(i: int) -> tuple[int, int]:
    return i % STRIDE, i // STRIDE


def bits(mask: int) -> list[int]:
    """The set bits of a mask, lowest first."""
    out: list[int] = []
    if mask >> 256 == 0:
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out
    # A mask over the whole table: searching its binary text beats big-int arithmetic. The
    # text starts at the lowest set bit (the masks of a temple lie far from point 0).
    low = (mask & -mask).bit_length() - 1
    return [one.start() + low for one in _ONE.finditer(bin(mask >> low)[:1:-1])]


_ONE = re.compile("1")
"""The set bits in a mask's binary text (`finditer` beats a loop of `str.find`)."""


def mask_of(indices: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for i in indices:
        mask |= 1 << i
    return mask


# -- transforms (§7.2) ---------------------------------------------------------------------------


def rotate_cell(x: int, y: int, h: int) -> tuple[int, int]:
    """A quarter turn clockwise in a frame h cells tall: cell (x, y) -> (h-1-y, x)."""
    return h - 1 - y, x


def rotate_point(x: int, y: int, h: int) -> tuple[int, int]:
    """A quarter turn clockwise in a frame h cells tall: point (x, y) -> (h-y, x)."""
    return h - y, x


@dataclass(frozen=True)
class OrientedBase:
    """A base after the side's rotation, at point (x, y) of the rotated frame (not translated)."""

    spec: BaseSpec
    x: int
    y: int

    @property
    def colour(self) -> str:
        return self.spec.colour


@dataclass(frozen=True, eq=False)
class Shape:
    """One side of one floor in one rotation, at the origin: everything placement needs."""

    floor: FloorSpec
    side: str
    rot: int
    width: int
    height: int
    cells: tuple[tuple[int, int], ...]
    bases: tuple[OrientedBase, ...]
    openings: tuple[tuple[int, int], ...]
    mark: tuple[str, int, int] | None
    cell_mask: int
    point_mask: int
    """Covered points: corners of cells, openings excluded (§7.3)."""
    covered: tuple[int, ...]
    boundary: tuple[int, ...]
    """Covered points that are not interior: the only points another floor may share."""
    base_points: tuple[int, ...]
    area: int
    mx2: int
    my2: int
    """Doubled moments of the cells: sum of (2x+1) and (2y+1) over the cells."""


@lru_cache(maxsize=256)
def _side_frame(
    floor: FloorSpec, side: str
) -> tuple[int, int, tuple[tuple[int, int], ...], SideSpecParts]:
    """The side's frame before any turn (kept for its four rotations): width, height, cells,
    and bases, openings and mark."""
    w, h = floor.width, floor.height
    cells = [(x, y) for y, row in enumerate(floor.mask) for x, ch in enumerate(row) if ch == "#"]
    if side == "D":
        cells = [(w - 1 - x, y) for x, y in cells]
    spec = floor.side(side)
    return w, h, tuple(cells), (spec.bases, spec.openings, spec.mark)


_TURNED_CELL = (
    lambda w, h: (1, STRIDE, 0),
    lambda w, h: (STRIDE, -1, h - 1),  # (h - 1 - y, x)
    lambda w, h: (-1, -STRIDE, (h - 1) * STRIDE + w - 1),  # (w - 1 - x, h - 1 - y)
    lambda w, h: (-STRIDE, 1, (w - 1) * STRIDE),  # (y, w - 1 - x)
)
"""Per number of quarter turns, in a frame w x h before the turn: (a, b, c) such that cell
(x, y) turned lies at index a x + b y + c."""


SideSpecParts = tuple[
    tuple[BaseSpec, ...], tuple[tuple[int, int], ...], tuple[str, int, int] | None
]


@lru_cache(maxsize=1024)
def shape(floor: FloorSpec, side: str, rot: int) -> Shape:
    """The geometry of `floor` with `side` up, turned `rot` quarter turns clockwise."""
    if side not in SIDES or rot not in (0, 1, 2, 3):
        raise ValueError(f"no orientation {side}{rot}")
    w, h, cells, (base_specs, openings, mark) = _side_frame(floor, side)
    # Cell (x, y) turned `rot` times (rotate_cell composed) as an index a x + b y + c.
    a, b, c = _TURNED_CELL[rot](w, h)
    ordered = sorted([a * x + b * y + c for x, y in cells])  # (y, x) order
    bases = [(base, base.x, base.y) for base in base_specs]
    holes = list(openings)
    mark_cell = None if mark is None else (mark[1], mark[2])
    for _ in range(rot):
        bases = [(base, *rotate_point(x, y, h)) for base, x, y in bases]
        holes = [rotate_point(x, y, h) for x, y in holes]
        if mark_cell is not None:
            mark_cell = rotate_cell(*mark_cell, h)
        w, h = h, w
    # The points as masks (a shape is made once per process, but there are 208 of them and
    # a floor has dozens of cells): the corners of the cells are the cells shifted by 0, 1,
    # STRIDE and STRIDE + 1, and a point is interior when the four cells around it are
    # cells. A point x <= w < STRIDE never reaches the next row.
    cell_mask = mask_of(ordered)
    corners = cell_mask | cell_mask << 1 | cell_mask << STRIDE | cell_mask << (STRIDE + 1)
    interior = cell_mask & cell_mask >> 1 & cell_mask >> STRIDE & cell_mask >> (STRIDE + 1)
    point_mask = corners & ~mask_of([y * STRIDE + x for x, y in holes])
    covered = tuple(bits(point_mask))
    turned = tuple([(i % STRIDE, i // STRIDE) for i in ordered])
    xs, ys = zip(*turned, strict=True)
    return Shape(
        floor=floor,
        side=side,
        rot=rot,
        width=w,
        height=h,
        cells=turned,
        bases=tuple([OrientedBase(b, x, y) for b, x, y in bases]),
        openings=tuple(holes),
        mark=None if mark is None or mark_cell is None else (mark[0], *mark_cell),
        cell_mask=cell_mask,
        point_mask=point_mask,
        covered=covered,
        boundary=tuple(bits(point_mask & ~(interior << (STRIDE + 1)))),
        base_points=tuple([y * STRIDE + x for _, x, y in bases]),
        area=len(ordered),
        mx2=2 * sum(xs) + len(ordered),
        my2=2 * sum(ys) + len(ordered),
    )


def orientations(floor: FloorSpec, sides: tuple[str, ...] = SIDES) -> list[Shape]:
    """Every orientation of the given sides: side by side, rotations 0 to 3.

    Symmetric shapes are not merged: each (side, rotation) is its own choice, so that every
    placement a player can name is also listed.
    """
    return [shape(floor, side, rot) for side in sides for rot in range(4)]


@lru_cache(maxsize=1024)
def twin(s: Shape) -> Shape:
    """The first orientation of the same floor (sides L, D, rotations 0-3) that covers the
    same cells with the same openings in the same frame: where an empty floor can lie depends
    on nothing else (its bases and mark do not count), so a symmetric floor's orientations
    share their placements up to the orientation (half of the catalogue's 208 orientations
    have an earlier twin)."""
    for other in orientations(s.floor):
        if (
            other.width == s.width
            and other.height == s.height
            and other.cell_mask == s.cell_mask
            and set(other.openings) == set(s.openings)
        ):
            return other
    return s


@lru_cache(maxsize=256)
def offset_mask(width: int, height: int) -> int:
    """Offsets (as indices) at which a width x height frame lies completely on the table."""
    row = (1 << (TABLE_WIDTH - width + 1)) - 1
    mask = 0
    for oy in range(TABLE_HEIGHT - height + 1):
        mask |= row << (oy * STRIDE)
    return mask


def fits_table(s: Shape, ox: int, oy: int) -> bool:
    return 0 <= ox <= TABLE_WIDTH - s.width and 0 <= oy <= TABLE_HEIGHT - s.height


# -- the support region (§7.5) -------------------------------------------------------------------


def _half_hull(pts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    chain: list[tuple[int, int]] = []
    for px, py in pts:
        while len(chain) >= 2:
            ox, oy = chain[-2]
            ax, ay = chain[-1]
            if (ax - ox) * (py - oy) - (ay - oy) * (px - ox) > 0:
                break
            chain.pop()
        chain.append((px, py))
    return chain


def convex_hull(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Andrew's monotone chain; counter-clockwise in the (x right, y up) sense, no collinear
    vertices."""
    return sorted_hull(sorted(set(points)))


def sorted_hull(pts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`convex_hull` of points already sorted and distinct (bits of a mask come that way)."""
    if len(pts) <= 2:
        return pts
    if len(pts) == 3:
        # The common case of three supports: the triangle's orientation decides.
        (ax, ay), (bx, by), (cx, cy) = pts
        turn = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        if turn > 0:
            return pts
        return [pts[0], pts[2], pts[1]] if turn < 0 else [pts[0], pts[2]]
    lower = _half_hull(pts)
    upper = _half_hull(pts[::-1])
    return lower[:-1] + upper[:-1]


@lru_cache(maxsize=1 << 16)
def region(supports: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...], tuple[Edge, ...]]:
    """The support region of points (indices, sorted): its doubled corners and edges."""
    corners = []
    for p in supports:
        x, y = coords(p)
        corners += [(2 * x - 1, 2 * y - 1), (2 * x + 1, 2 * y - 1)]
        corners += [(2 * x - 1, 2 * y + 1), (2 * x + 1, 2 * y + 1)]
    hull = convex_hull(corners)
    return tuple(hull), _edges(hull)


def _edges(hull: list[tuple[int, int]]) -> tuple[Edge, ...]:
    edges = []
    for i, p in enumerate(hull):
        q = hull[(i + 1) % len(hull)]
        a, b = -(q[1] - p[1]), q[0] - p[0]
        edges.append((a, b, -(a * p[0] + b * p[1])))
    return tuple(edges)


@lru_cache(maxsize=1 << 16)
def region_test(supports: tuple[int, ...]) -> tuple[Edge, ...]:
    """The same region as `region`, as half-planes for `inside`, computed faster.

    The region is hull(S) + square (a Minkowski sum), so its edge normals are those of hull(S)
    and of the square: each edge of hull(S) is pushed out by the square's reach in its normal
    direction, (|a| + |b|) / 2, and the bounding box of S grows by 1/2 (all doubled here).
    """
    pts = [coords(p) for p in supports]
    xs, ys = [2 * x for x, _ in pts], [2 * y for _, y in pts]
    edges = [
        (1, 0, 1 - min(xs)),
        (-1, 0, max(xs) + 1),
        (0, 1, 1 - min(ys)),
        (0, -1, max(ys) + 1),
    ]
    if len(pts) == 2:
        hull = list(zip(xs, ys, strict=True))  # a segment: both directions of its line
    else:
        hull = convex_hull(list(zip(xs, ys, strict=True)))
    if len(hull) >= 2:
        edges += [(a, b, c + abs(a) + abs(b)) for a, b, c in _edges(hull)]
    return tuple(edges)


def hull_edges(relative: int, offset: int) -> tuple[Edge, ...]:
    """The edges of `region_test` that come from hull(S), without the four of the bounding
    box, for the supports S given as a mask `relative` translated by `offset`: for a centre
    already known to lie within the bounding box of the region (`placements._sides_of` tests
    it for every candidate). The mask is short and has few bits: no `bits`, no text.

    This runs once per new set of supports (thousands per process), so it is written out:
    the bits come lowest first, that is sorted by (y, x), which suits the monotone chain as
    well as (x, y) does (the hull comes out clockwise instead of counter-clockwise)."""
    pts = []
    while relative:
        low = relative & -relative
        pts.append(divmod(low.bit_length() - 1 + offset, STRIDE))  # (y, x)
        relative ^= low
    if len(pts) == 3:
        (ay, ax), (by, bx), (cy, cx) = pts
        turn = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        if turn > 0:
            pts = [pts[0], pts[2], pts[1]]
        elif not turn:
            pts = [pts[0], pts[2]]  # collinear: a segment
    elif len(pts) > 3:
        pts = _chain(pts) + _chain(pts[::-1])
    # Clockwise, the inner side lies on the right of each edge p -> q; in doubled
    # coordinates, pushed out by the square's reach (|a| + |b|) / 2 (doubled: |a| + |b|).
    # Two points are a segment: both directions of its line.
    edges = []
    py, px = pts[-1]
    for qy, qx in pts:
        a, b = 2 * (qy - py), 2 * (px - qx)
        edges.append((a, b, abs(a) + abs(b) - 2 * (a * px + b * py)))
        py, px = qy, qx
    return tuple(edges)


def _chain(pts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Half of the hull of (y, x) points in (y, x) order (Andrew's monotone chain, collinear
    points dropped), without its last point (the first of the other half)."""
    chain: list[tuple[int, int]] = []
    for p in pts:
        py, px = p
        while len(chain) >= 2:
            (oy, ox), (ay, ax) = chain[-2], chain[-1]
            if (ax - ox) * (py - oy) < (ay - oy) * (px - ox):
                break
            chain.pop()
        chain.append(p)
    chain.pop()
    return chain


def inside(edges: tuple[Edge, ...], mx: int, my: int, w: int) -> bool:
    """Whether the doubled point (mx/w, my/w), w > 0, lies in the closed region."""
    # A plain loop: this runs for every candidate placement and beats all() with a generator.
    for a, b, c in edges:  # noqa: SIM110
        if a * mx + b * my + c * w < 0:
            return False
    return True


def margin(supports: tuple[int, ...], centre: tuple[Fraction, Fraction]) -> float | None:
    """Distance from the centre of mass to the region's boundary in cells; negative outside.

    A display aid only (§7.5): legality never depends on it. None without supports.
    """
    if not supports:
        return None
    hull, edges = region(supports)
    px, py = float(2 * centre[0]), float(2 * centre[1])
    dists = [(a * px + b * py + c) / math.hypot(a, b) for a, b, c in edges]
    if min(dists) >= 0:
        return min(dists) / 2
    best = math.inf
    for i, (ax, ay) in enumerate(hull):
        bx, by = hull[(i + 1) % len(hull)]
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(px - ax - t * dx, py - ay - t * dy))
    return -best / 2


def region_outline(supports: tuple[int, ...]) -> list[tuple[Fraction, Fraction]]:
    """The corners of the support region in table coordinates (for drawing)."""
    hull, _ = region(supports)
    return [(Fraction(x, 2), Fraction(y, 2)) for x, y in hull]


class Placement(NamedTuple):
    """Where a floor goes (§7.2): side and rotation, translation, level.

    A named tuple because the enumerators create thousands of them.
    """

    fid: str
    side: str
    rot: int
    x: int
    y: int
    level: int

    @property
    def orientation(self) -> str:
        """The side letter and the rotation in degrees clockwise, as in "D90"."""
        return f"{self.side}{self.rot * 90}"

    def __str__(self) -> str:
        return f"{self.fid} {self.orientation} {self.x},{self.y} lv{self.level}"
