"""The catalogues of spec §2 match every number the spec states."""

from __future__ import annotations

from collections import Counter

from games.menara.data import (
    BASE_FLOORS,
    COLOURS,
    COLUMN_COUNTS,
    COLUMNS_PER_PLAYER,
    LEVEL_CARDS,
    LEVEL_CARDS_BY_DIFFICULTY,
    PLAN_CARDS,
    BaseSpec,
    FloorSpec,
)
from games.menara.geometry import shape


def test_columns_and_level_cards() -> None:
    assert dict(zip(COLOURS, COLUMN_COUNTS, strict=True)) == {
        "Y": 30,
        "R": 20,
        "K": 12,
        "W": 8,
        "B": 6,
    }
    assert sum(COLUMN_COUNTS) == 76
    assert len(LEVEL_CARDS) == 5
    assert LEVEL_CARDS_BY_DIFFICULTY == {"easy": 3, "medium": 4, "difficult": 5}
    assert COLUMNS_PER_PLAYER["medium"][:4] == (8, 6, 5, 4)


def test_plan_cards() -> None:
    assert len(PLAN_CARDS) == 35
    assert Counter(c.pile for c in PLAN_CARDS) == {"easy": 9, "medium": 12, "difficult": 14}
    tasks = Counter(f"{c.task}({c.n})" if c.n else c.task for c in PLAN_CARDS)
    assert tasks == {
        "PLACE(1)": 3,
        "PLACE(2)": 6,
        "PLACE(3)": 5,
        "PLACE(4)": 2,
        "SAME(2)": 4,
        "SAME(3)": 4,
        "MOVE(1)": 4,
        "MOVE(2)": 2,
        "MOVE(3)": 1,
        "FILL": 3,
        "SHIFT": 1,
    }
    assert Counter(c.rim for c in PLAN_CARDS) == {"F": 18, "L": 8, "D": 9}
    assert {c.pile for c in PLAN_CARDS if c.task == "PLACE"} == {"easy", "medium", "difficult"}


def test_floors() -> None:
    assert len(BASE_FLOORS) == 18
    for side in "LD":
        colours = Counter(b.colour for f in BASE_FLOORS for b in f.side(side).bases)
        assert colours == {"Y": 32, "R": 21, "K": 13, "W": 8, "B": 6}
        assert all(3 <= len(f.side(side).bases) <= 6 for f in BASE_FLOORS)
    counts = [(len(f.light.bases), len(f.dark.bases)) for f in BASE_FLOORS]
    assert counts == [
        (6, 5), (5, 4), (4, 3), (3, 3), (4, 5), (4, 5), (4, 3), (5, 4), (3, 4),
        (5, 6), (4, 5), (4, 3), (6, 5), (5, 6), (4, 5), (3, 4), (5, 4), (6, 6),
    ]  # fmt: skip
    by_size = [f.id for f in sorted(BASE_FLOORS, key=lambda f: (f.area, f.id))]
    assert by_size[:4] == ["F04", "F16", "F03", "F09"]
    assert by_size[-2:] == ["F01", "F13"]
    areas = {f.id: f.area for f in BASE_FLOORS}
    assert areas["F04"] == 14
    assert areas["F13"] == 42
    assert areas["F10"] == 33


def test_marks_alternate_between_the_sides() -> None:
    blue = [f.id for f in BASE_FLOORS if f.light.mark]
    red = [f.id for f in BASE_FLOORS if f.dark.mark]
    assert len(blue) == len(red) == 9
    assert not set(blue) & set(red)
    for f in BASE_FLOORS:
        for side, mark in (("L", f.light.mark), ("D", f.dark.mark)):
            if mark:
                assert (mark[1], mark[2]) in shape(f, side, 0).cells


def test_a_mirrored_fixture_keeps_its_base_annotations() -> None:
    fixture = FloorSpec.mirrored("T", "######/######", "Y(1,1) *(2,1)>1 R(4,1)#2 K(5,1)^a")
    assert fixture.dark.bases == (
        BaseSpec("Y", 5, 1),
        BaseSpec("*", 4, 1, "chain", order=1),
        BaseSpec("R", 2, 1, "ordered", order=2),
        BaseSpec("K", 1, 1, "twin", twin="a"),
    )
