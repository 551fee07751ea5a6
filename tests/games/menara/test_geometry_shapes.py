"""geometry.shape against a plain construction: every floor of both catalogues, each side and
quarter turn (the fast construction reads corners and interior points from bit masks and
turns the cells with one composed formula)."""

from __future__ import annotations

import pytest

from games.menara.data import EXPANSION_FLOORS, FLOORS, FloorSpec
from games.menara.geometry import SIDES, STRIDE, rotate_cell, rotate_point, shape


def _plain(floor: FloorSpec, side: str, rot: int) -> dict[str, object]:
    """The shape's geometry cell by cell: turn one quarter at a time, count each point's
    cells, sort by (y, x)."""
    w, h = floor.width, floor.height
    cells = [(x, y) for y, row in enumerate(floor.mask) for x, ch in enumerate(row) if ch == "#"]
    if side == "D":
        cells = [(w - 1 - x, y) for x, y in cells]
    spec = floor.side(side)
    bases = [(b.x, b.y) for b in spec.bases]
    holes = list(spec.openings)
    for _ in range(rot):
        cells = [rotate_cell(x, y, h) for x, y in cells]
        bases = [rotate_point(x, y, h) for x, y in bases]
        holes = [rotate_point(x, y, h) for x, y in holes]
        w, h = h, w
    count: dict[tuple[int, int], int] = {}
    for x, y in cells:
        for p in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
            count[p] = count.get(p, 0) + 1
    points = sorted((p for p in count if p not in holes), key=lambda p: (p[1], p[0]))
    ordered = sorted(cells, key=lambda c: (c[1], c[0]))
    return {
        "width": w,
        "height": h,
        "cells": tuple(ordered),
        "openings": tuple(holes),
        "covered": tuple(y * STRIDE + x for x, y in points),
        "boundary": tuple(y * STRIDE + x for x, y in points if count[x, y] < 4),
        "point_mask": sum(1 << (y * STRIDE + x) for x, y in points),
        "cell_mask": sum(1 << (y * STRIDE + x) for x, y in cells),
        "base_points": tuple(y * STRIDE + x for x, y in bases),
        "area": len(cells),
        "mx2": sum(2 * x + 1 for x, _ in cells),
        "my2": sum(2 * y + 1 for _, y in cells),
    }


@pytest.mark.parametrize("floor", [*FLOORS.values(), *EXPANSION_FLOORS], ids=lambda f: f.id)
def test_shape_matches_plain_construction(floor: FloorSpec) -> None:
    for side in SIDES:
        for rot in range(4):
            s = shape(floor, side, rot)
            made = {key: getattr(s, key) for key in _plain(floor, side, rot)}
            assert made == _plain(floor, side, rot), (floor.id, side, rot)
            assert [(b.x, b.y) for b in s.bases] == [
                (p % STRIDE, p // STRIDE) for p in s.base_points
            ]
