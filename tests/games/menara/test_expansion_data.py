"""The expansion's catalogues (spec §2.4, §6) match every number the spec states, and the geometry
carries their annotations (openings, ruin bases, marks) through the mirror and the rotations."""

from __future__ import annotations

from collections import Counter
from importlib import resources

from games.menara.data import (
    BASE_FLOORS,
    BASE_KINDS,
    COLOURS,
    COLUMN_COUNTS,
    EXPANSION_FLOORS,
    FATE_FACE_UP,
    FATE_LEVELS,
    FLOOR_EXTRAS,
    FLOOR_ORDER,
    FLOORS,
    NARROW_BASE,
    NEW_PLAN_CARDS,
    NEW_TASKS,
    NOT_IN_BASE,
    PILES,
    PLAN_CARDS,
    PLANS,
    RECOMMENDED_FLOORS,
    RITUAL_TEXT,
    RITUALS,
    RITUALS_BY_ID,
    TASKS,
    FloorSpec,
    narrow_base,
)
from games.menara.geometry import SIDES, Shape, coords, rotate_cell, rotate_point, shape

NAMES = {
    "X1": "The Double Ax",
    "X2": "The Wheel of the Three Truths",
    "X3": "The Wedge Moon",
    "X4": "The Crescents of the Sun",
    "X5": "The Ring of Balance",
    "X6": "The Thorn Moon",
    "X7": "The Wheel of the Five Winds",
    "X8": "The Bridge of Dangers",
}


def _by_id(fid: str) -> FloorSpec:
    return next(f for f in EXPANSION_FLOORS if f.id == fid)


def _around(x: int, y: int) -> set[tuple[int, int]]:
    """The four cells around point (x, y)."""
    return {(x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)}


# -- the floor table (§2.4.3) --------------------------------------------------------------------


def test_the_catalogue_holds_all_26_floors_and_the_base_names_stay_base_only() -> None:
    assert [f.id for f in EXPANSION_FLOORS] == list(NAMES)
    assert {f.id: f.name for f in EXPANSION_FLOORS} == NAMES
    assert len(BASE_FLOORS) == 18
    assert all(f.id.startswith("F") and not f.name for f in BASE_FLOORS)
    assert len(FLOORS) == 26
    assert all(FLOORS[f.id] is f for f in BASE_FLOORS + EXPANSION_FLOORS)


def test_sizes_areas_and_base_counts() -> None:
    sizes = {f.id: (f.width, f.height, f.area) for f in EXPANSION_FLOORS}
    assert sizes == {
        "X1": (8, 5, 28), "X2": (6, 6, 32), "X3": (7, 6, 26), "X4": (8, 6, 40),
        "X5": (7, 7, 36), "X6": (9, 7, 40), "X7": (8, 8, 52), "X8": (11, 4, 30),
    }  # fmt: skip
    assert all(len(set(map(len, f.mask))) == 1 for f in EXPANSION_FLOORS)  # rectangular masks
    counts = {f.id: (len(f.light.bases), len(f.dark.bases)) for f in EXPANSION_FLOORS}
    assert counts == {
        "X1": (4, 4), "X2": (3, 3), "X3": (5, 4), "X4": (5, 5),
        "X5": (4, 5), "X6": (3, 3), "X7": (5, 6), "X8": (4, 5),
    }  # fmt: skip


def test_base_kinds_and_colours() -> None:
    kinds = {
        (f.id, side): Counter(b.kind for b in f.side(side).bases)
        for f in EXPANSION_FLOORS
        for side in SIDES
    }
    assert kinds[("X1", "L")] == kinds[("X1", "D")] == {"twin": 4}
    assert kinds[("X2", "L")] == kinds[("X2", "D")] == {"chain": 3}
    assert kinds[("X3", "L")] == {"ordered": 5}
    assert kinds[("X3", "D")] == {"chain": 4}
    assert kinds[("X4", "L")] == kinds[("X4", "D")] == {"normal": 4, "ruin": 1}
    assert kinds[("X5", "L")] == {"ordered": 4}
    assert kinds[("X5", "D")] == {"ordered": 5}
    assert kinds[("X6", "L")] == kinds[("X6", "D")] == {"ruin": 3}
    assert kinds[("X7", "L")] == {"normal": 4, "centre": 1}
    assert kinds[("X7", "D")] == {"normal": 5, "centre": 1}
    assert kinds[("X8", "L")] == {"chain": 4}
    assert kinds[("X8", "D")] == {"chain": 5}
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            for b in f.side(side).bases:
                assert b.kind in {"normal", *BASE_KINDS.values()}
                # Chain bases take any colour; every other base shows a printed colour.
                assert (b.colour == "*") == (b.kind == "chain"), (f.id, side, b)
                assert b.colour == "*" or b.colour in COLOURS
                assert (b.order > 0) == (b.kind in ("chain", "ordered")), (f.id, side, b)
                assert (b.twin != "") == (b.kind == "twin"), (f.id, side, b)


def test_base_floors_keep_plain_bases() -> None:
    for f in BASE_FLOORS:
        for side in SIDES:
            assert all(
                (b.kind, b.order, b.twin) == ("normal", 0, "") and b.colour in COLOURS
                for b in f.side(side).bases
            )
            assert f.side(side).openings == ()


def test_every_base_sits_on_an_interior_point_or_an_opening_in_every_orientation() -> None:
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            for rot in range(4):
                s = shape(f, side, rot)
                covered, boundary = set(s.covered), set(s.boundary)
                for base, p in zip(s.bases, s.base_points, strict=True):
                    if base.spec.kind == "ruin":
                        assert (base.x, base.y) in s.openings, (f.id, side, rot, base)
                        assert p not in covered
                    else:
                        assert p in covered, (f.id, side, rot, coords(p))
                        assert p not in boundary, (f.id, side, rot, coords(p))
                assert len(set(s.base_points)) == len(s.bases)


def test_ruin_bases_sit_exactly_at_the_openings() -> None:
    openings = {(f.id, side): f.side(side).openings for f in EXPANSION_FLOORS for side in SIDES}
    assert {k: v for k, v in openings.items() if v} == {
        ("X4", "L"): ((4, 3),),
        ("X4", "D"): ((4, 3),),
        ("X6", "L"): ((2, 2), (6, 2), (4, 5)),
        ("X6", "D"): ((7, 2), (3, 2), (5, 5)),
    }
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            for rot in range(4):
                s = shape(f, side, rot)
                ruins = sorted((b.x, b.y) for b in s.bases if b.spec.kind == "ruin")
                assert ruins == sorted(s.openings), (f.id, side, rot)


def _enclosed_holes(s: Shape) -> list[tuple[int, int]]:
    """Openings that are the centre of a 2x2 hole whose eight neighbouring cells all belong to
    the floor (so the hole is enclosed)."""
    cells = set(s.cells)
    found = []
    for x, y in s.openings:
        hole = _around(x, y)
        ring = {
            (cx + dx, cy + dy) for cx, cy in hole for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        } - hole
        if not hole & cells and ring <= cells:
            found.append((x, y))
    return found


def test_openings_are_enclosed_2x2_holes_through_mirror_and_rotations() -> None:
    for fid in ("X4", "X6"):
        f = _by_id(fid)
        for side in SIDES:
            for rot in range(4):
                s = shape(f, side, rot)
                assert len(s.openings) == len(f.side(side).openings)
                assert _enclosed_holes(s) == list(s.openings), (fid, side, rot)
                covered = {coords(p) for p in s.covered}
                assert not covered & set(s.openings)


def test_the_ring_hole_of_x5_is_a_plain_hole() -> None:
    f = _by_id("X5")
    assert f.light.openings == f.dark.openings == ()
    for side in SIDES:
        s = shape(f, side, 0)
        covered = {coords(p) for p in s.covered}
        for p in ((3, 3), (4, 3), (3, 4), (4, 4)):
            assert p not in covered
            assert _around(*p).isdisjoint(s.cells)
        # The hole's rim is covered: its corners are boundary points of the floor.
        assert {(2, 2), (5, 2), (2, 5), (5, 5)} <= {coords(p) for p in s.boundary}


def test_chain_positions_run_from_one_without_gaps() -> None:
    chains = {}
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            orders = [b.order for b in f.side(side).bases if b.kind == "chain"]
            if orders:
                assert sorted(orders) == list(range(1, len(orders) + 1)), (f.id, side)
                chains[(f.id, side)] = len(orders)
    assert chains == {
        ("X2", "L"): 3, ("X2", "D"): 3, ("X3", "D"): 4, ("X8", "L"): 4, ("X8", "D"): 5,
    }  # fmt: skip


def test_order_numbers_start_at_one_and_skip_none() -> None:
    ordered = {}
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            numbers = sorted(b.order for b in f.side(side).bases if b.kind == "ordered")
            if numbers:
                assert sorted(set(numbers)) == list(range(1, numbers[-1] + 1)), (f.id, side)
                ordered[(f.id, side)] = numbers
    assert ordered == {
        ("X3", "L"): [1, 2, 2, 3, 3],
        ("X5", "L"): [1, 2, 3, 4],
        ("X5", "D"): [1, 1, 2, 2, 3],
    }


def test_twin_labels_come_in_pairs() -> None:
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            labels = Counter(b.twin for b in f.side(side).bases if b.kind == "twin")
            assert labels == ({"a": 2, "b": 2} if f.id == "X1" else {}), (f.id, side)
    light = _by_id("X1").light.bases
    assert [(b.colour, b.x, b.y) for b in light if b.twin == "a"] == [("Y", 1, 1), ("R", 2, 3)]


def test_one_white_centre_on_the_wheel_of_the_five_winds() -> None:
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            centres = [b for b in f.side(side).bases if b.kind == "centre"]
            if f.id == "X7":
                assert [(b.colour, b.x, b.y) for b in centres] == [("W", 4, 4)]
            else:
                assert centres == []


def test_one_mark_per_side_on_a_cell_of_that_side_in_every_orientation() -> None:
    for f in EXPANSION_FLOORS:
        assert f.light.mark is not None
        assert f.light.mark[0] == "B"
        assert f.dark.mark is not None
        assert f.dark.mark[0] == "R"
        for side in SIDES:
            for rot in range(4):
                s = shape(f, side, rot)
                assert s.mark is not None
                assert (s.mark[1], s.mark[2]) in s.cells, (f.id, side, rot)


def test_rotations_move_bases_openings_and_marks_together() -> None:
    """Four quarter turns give the shape back, and each turn keeps every base's place relative
    to the cells (its four surrounding cells, mapped like the cells)."""
    for f in EXPANSION_FLOORS:
        for side in SIDES:
            start = shape(f, side, 0)
            for rot in range(4):
                s = shape(f, side, rot)
                cells = set(s.cells)
                for base in s.bases:
                    inside = _around(base.x, base.y) & cells
                    assert len(inside) == (0 if base.spec.kind == "ruin" else 4)
            last = shape(f, side, 3)  # one more quarter turn gives the start back
            back = [rotate_point(b.x, b.y, last.height) for b in last.bases]
            assert back == [(b.x, b.y) for b in start.bases]
            assert [rotate_point(x, y, last.height) for x, y in last.openings] == list(
                start.openings
            )
            if last.mark is not None and start.mark is not None:
                assert rotate_cell(last.mark[1], last.mark[2], last.height) == start.mark[1:]
            h = start.height
            turned = shape(f, side, 1)
            assert [(b.x, b.y) for b in turned.bases] == [(h - b.y, b.x) for b in start.bases]
            assert list(turned.openings) == [(h - y, x) for x, y in start.openings]


# -- new plan cards (§2.4.2, §6.6) ---------------------------------------------------------------


def test_the_24_new_plan_cards() -> None:
    assert len(NEW_PLAN_CARDS) == 24
    assert len(PLAN_CARDS) == 35
    assert not any(c.id.startswith("N") for c in PLAN_CARDS)
    assert Counter(c.pile for c in NEW_PLAN_CARDS) == {"easy": 8, "medium": 8, "difficult": 8}
    per_pile = {
        pile: Counter(
            f"{c.task}({c.n})" if c.n else c.task for c in NEW_PLAN_CARDS if c.pile == pile
        )
        for pile in PILES
    }
    assert per_pile == {
        "easy": {"DIFFLOORS(2)": 2, "DIFFCOL(2)": 2, "SAMECOL(2)": 2, "BLACK(1)": 2},
        "medium": {
            "DIFFLOORS(3)": 2, "DIFFCOL(3)": 2, "BLACK(2)": 2, "SAMECOL(3)": 1, "SAMECOL(2)": 1,
        },
        "difficult": {
            "TWOLEVELS": 3, "SAMECOL(3)": 2, "DIFFCOL(3)": 1, "DIFFLOORS(3)": 1, "BLACK(2)": 1,
        },
    }  # fmt: skip
    assert Counter(c.rim for c in NEW_PLAN_CARDS) == {"F": 11, "L": 6, "D": 7}
    ranges = {"DIFFLOORS": {2, 3}, "DIFFCOL": {2, 3}, "SAMECOL": {2, 3}, "BLACK": {1, 2}}
    for c in NEW_PLAN_CARDS:
        assert c.task in NEW_TASKS
        assert c.n in ranges.get(c.task, {0}), c
        prefix = {"easy": "NE", "medium": "NM", "difficult": "ND"}[c.pile]
        assert c.id.startswith(prefix)


def test_plans_look_up_every_card_and_tasks_list_every_type() -> None:
    assert len(PLANS) == 59
    assert all(PLANS[c.id] is c for c in PLAN_CARDS + NEW_PLAN_CARDS)
    assert set(TASKS) == {c.task for c in PLAN_CARDS + NEW_PLAN_CARDS}
    assert TASKS[:5] == ("PLACE", "SAME", "MOVE", "FILL", "SHIFT")


# -- what each new floor brings (§6.1.1) ---------------------------------------------------------


def test_floor_extras_and_the_all_eight_row() -> None:
    assert FLOOR_ORDER == ("X1", "X2", "X3", "X4", "X5", "X6", "X7", "X8")
    assert RECOMMENDED_FLOORS == ("X1", "X2", "X3", "X4")
    assert set(FLOOR_EXTRAS) == {f.id for f in EXPANSION_FLOORS}
    assert all(extra.floor == fid for fid, extra in FLOOR_EXTRAS.items())
    cards = [sum(e.cards[k] for e in FLOOR_EXTRAS.values()) for k in range(len(PILES))]
    assert cards == [8, 8, 8]
    columns = tuple(sum(e.columns[k] for e in FLOOR_EXTRAS.values()) for k in range(5))
    assert dict(zip(COLOURS, columns, strict=True)) == {"Y": 13, "R": 8, "K": 6, "W": 4, "B": 2}
    assert sum(columns) == 33
    # With all eight floors the whole pool of new cards is dealt.
    pool = Counter(c.pile for c in NEW_PLAN_CARDS)
    assert [pool[p] for p in PILES] == cards
    assert tuple(a + b for a, b in zip(COLUMN_COUNTS, columns, strict=True)) == (43, 28, 18, 12, 8)
    assert FLOOR_EXTRAS["X4"].columns == (2, 1, 1, 0, 1)
    assert FLOOR_EXTRAS["X7"].columns == (2, 1, 0, 1, 1)
    assert all(3 <= sum(e.columns) <= 5 for e in FLOOR_EXTRAS.values())


# -- rituals, fate and the other numbers (§6.2-6.5) ----------------------------------------------


def test_thirteen_rituals_with_slugs_and_short_rule_lines() -> None:
    assert [r.number for r in RITUALS] == list(range(1, 14))
    assert [r.id for r in RITUALS] == [
        "enlightenment", "dark", "curse", "grace_yellow", "unholy_white", "ban_blue",
        "jinxed_yellow", "thin_tip", "earthquake", "glowing_red", "floating_quarry",
        "narrow_base", "balance_of_fate",
    ]  # fmt: skip
    assert len(RITUALS_BY_ID) == 13
    assert RITUALS_BY_ID["grace_yellow"].rule == "MOVE may only move yellow columns."
    assert RITUALS_BY_ID["balance_of_fate"].name == "The Balance of Fate"
    for r in RITUALS:
        assert r.name.startswith("The ")
        assert 0 < len(r.rule) <= 76, r.id
        assert "\n" not in r.rule, r.id
        assert len(RITUAL_TEXT[r.id]) > len(r.rule)
    assert set(RITUAL_TEXT) == set(RITUALS_BY_ID)


def test_fate_levels() -> None:
    assert FATE_LEVELS[0] == "off"
    assert set(FATE_FACE_UP) == set(FATE_LEVELS[1:])
    assert FATE_FACE_UP["merciful"] > FATE_FACE_UP["bearable"] > FATE_FACE_UP["tough"] == 0


def test_narrow_base_follows_the_rule_of_q30() -> None:
    # S45: F04 (3/3 bases, either side), F16 light (3 < 4), F03 dark (3 < 4; F09 has the same
    # area and loses the tie on its ID).
    assert NARROW_BASE == (("F04", "LD"), ("F16", "L"), ("F03", "D"))
    assert narrow_base(f.id for f in BASE_FLOORS) == NARROW_BASE
    # Among the new floors alone: X3 (26, 5/4 bases), X1 (28, 4/4), X8 (30, 4/5).
    assert narrow_base(FLOOR_ORDER) == (("X3", "D"), ("X1", "LD"), ("X8", "L"))
    # The Crescents and the Thorn Moon never lie in the base, however small they are.
    assert set(NOT_IN_BASE) == {"X4", "X6"}
    assert narrow_base(("X4", "X6", "X7", "F13")) == (("F13", "D"), ("X7", "L"))


# -- the in-app rules (RULES.md) -----------------------------------------------------------------


def _rules_sections() -> dict[str, str]:
    text = resources.files("games.menara").joinpath("RULES.md").read_text(encoding="utf-8")
    sections: dict[str, str] = {}
    for block in text.split("\n## ")[1:]:
        title, _, body = block.partition("\n")
        sections[title.strip()] = body
    return sections


def test_the_rules_explain_every_module_floor_and_ritual() -> None:
    sections = _rules_sections()
    for title in (
        "Expansion: Rituals & Ruins",
        "New temple floors",
        "Golden columns",
        "Tears of the Gods",
        "Ritual cards",
        "Fate cards",
        "The new plan cards",
    ):
        assert sections.get(title, "").strip(), title
    floors = " ".join(sections["New temple floors"].split())
    for fid, name in NAMES.items():
        assert f"{fid} {name}" in floors, fid
    rituals = " ".join(sections["Ritual cards"].split())
    for r in RITUALS:
        assert f"**{r.number}. {r.name}.**" in rituals, r.id
    moves = sections["Reading the moves"]
    for example in ("place G F03 4,3", "tear blue for R", "put blue on F03", "choose X2"):
        assert f"`{example}`" in moves
    assert "`place Y X8 21,2`" in moves
