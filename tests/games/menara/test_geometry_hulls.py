"""geometry.hull_edges (written out for speed: the monotone chain on points in bit order)
against the hull edges of region_test, which sorts the points and builds the hull plainly."""

from __future__ import annotations

import random

from games.menara.geometry import STRIDE, hull_edges, region_test


def test_hull_edges_equal_the_hull_edges_of_region_test() -> None:
    rng = random.Random(12)
    anchor = STRIDE // 2
    sizes = {2: 0, 3: 0, 4: 0, 5: 0}
    for _ in range(3000):
        width, height = rng.randint(1, 8), rng.randint(1, 8)
        frame = [y * STRIDE + x for y in range(height + 1) for x in range(width + 1)]
        points = sorted(rng.sample(frame, min(len(frame), rng.choice((2, 3, 3, 4, 4, 5, 7)))))
        mask = sum(1 << p for p in points)
        low = points[0]
        supports = tuple(p - low + anchor for p in points)
        # region_test: four bounding-box edges, then the hull's
        assert set(hull_edges(mask >> low, anchor)) == set(region_test(supports)[4:])
        sizes[min(len(points), 5)] += 1
    assert min(sizes.values()) > 100


def test_hull_edges_of_collinear_points_are_a_segment() -> None:
    row = (1 << 0) | (1 << 2) | (1 << 5)
    column = (1 << 0) | (1 << STRIDE) | (1 << 3 * STRIDE)
    diagonal = (1 << 0) | (1 << STRIDE + 1) | (1 << 2 * STRIDE + 2) | (1 << 4 * STRIDE + 4)
    for mask in (row, column, diagonal):
        edges = hull_edges(mask, STRIDE // 2)
        assert len(edges) == 2
        (a, b, _), (c, d, _) = edges
        assert (a, b) == (-c, -d)
