"""The view (everything a temple widget draws) and the placement preview helpers."""

from __future__ import annotations

import json
from fractions import Fraction

from games.menara import steady
from games.menara.geometry import Placement
from games.menara.moves import Pair, Place
from games.menara.preview import column_preview, floor_preview
from tests.games.menara.helpers import CORNERS, floor, make_state, play


def test_view_shape() -> None:
    state = make_state(
        [floor("TQ6", 0, 0, 0, CORNERS), floor("TB9", 1, 0, 1)], card="E04", supply="YR"
    )
    view = state.view(1)
    json.dumps(view)
    assert view["seat"] == 1
    assert view["active"] == 0
    assert view["phase"] == "build"
    assert view["height"] == 1
    assert view["target"] == 4
    assert view["levels"] == [{"level": 1, "floors": ["TB9"]}, {"level": 0, "floors": ["TQ6"]}]
    tb9 = view["floors"][1]
    assert tb9["supports"] == [[1, 1], [5, 1]]
    assert tb9["centre_exact"] == ["11/2", "1"]
    assert tb9["margin"] == 0
    assert tb9["weight"] == 18
    assert tb9["stable"]
    assert tb9["region"] == [[0.5, 0.5], [5.5, 0.5], [5.5, 1.5], [0.5, 1.5]]
    assert [b["colour"] for b in tb9["bases"]] == ["Y", "R", "Y"]
    tq6 = view["floors"][0]
    assert tq6["free"] == {"Y": 0, "R": 0, "K": 1, "W": 0, "B": 0}
    assert [b["supports"] for b in tq6["bases"]][:2] == [["TB9"], ["TB9"]]
    assert view["free_bases"]["Y"] == 2
    assert view["card"]["summary"] == "place 2 columns"
    assert view["card"]["progress"] == "0 of 2 placed"
    assert view["supplies"][0]["columns"]["Y"] == 1
    assert view["quarry"]["top"]["id"] == "TQ4"
    assert view["bounds"] == [0, 0, 10, 6]
    assert {k: v for k, v in state.view(None).items() if k != "seat"} == {
        k: v for k, v in view.items() if k != "seat"
    }


def test_view_of_a_due_floor_and_the_end() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", due=1, quarry=["TQ4"])
    due = state.view(0)["floor_due"]
    assert due is not None
    assert due["id"] == "TQ4"
    assert due["sides"] == ["L", "D"]
    assert due["options"] == len(state.legal_moves(0))


def test_floor_preview() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", due=1, quarry=["TQ4"])
    good = floor_preview(state, Placement("TQ4", "L", 0, 1, 1, 1))
    assert good.legal
    assert len(good.supports) == 4
    assert good.centre == (Fraction(3), Fraction(3))
    assert good.margin == 2.5
    risk = steady.percent(steady.chance(state.config, 1, 2.5))
    assert good.status == f"OK: 4 supports, margin 2.50, wobble {risk}"
    assert len(good.cells) == 16
    assert good.to_json()["legal"]
    bad = floor_preview(state, Placement("TQ4", "L", 0, 1, 0, 1))
    assert not bad.legal
    assert bad.status.startswith("ILLEGAL: TQ4 would tip over")
    assert bad.supports == ((1, 1), (5, 1))
    assert bad.margin == -0.5
    off = floor_preview(state, Placement("TQ4", "L", 0, 62, 0, 1))
    assert not off.legal
    assert "table" in off.status
    json.dumps(bad.to_json())


def test_column_preview() -> None:
    base = [floor("TQ6", 0, 0, 0, CORNERS), floor("TB9", 1, 0, 1)]
    state = make_state(base, card="E04", supply="YR")
    alone = column_preview(state, Place("R", "TB9", 8, 1))
    assert not alone.legal
    assert "tip over" in alone.status
    assert alone.floors[0].centre == (Fraction(23, 4), Fraction(1))
    assert not alone.floors[0].stable
    pair = column_preview(state, Pair(Place("R", "TB9", 8, 1), Place("Y", "TB9", 2, 1)))
    assert pair.legal
    assert pair.floors[0].centre == (Fraction(119, 22), Fraction(1))
    assert pair.completes == ()
    json.dumps(pair.to_json())
    last = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="E01", supply="K")
    done = column_preview(last, Place("K", "TQ6", 3, 3))
    assert done.legal
    assert done.completes == ("TQ6",)
    assert "completes TQ6" in done.status


def test_events_narrate_the_turn() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], supply="K")
    state, events = play(state, "reveal easy")
    assert events[0].barrier
    assert "reveals" in events[0].text
    texts: list[str] = []
    while state.phase == "build":
        move = [m for m in state.legal_moves(0) if str(m) != "fail"][-1]  # floors: highest
        state, new = state.apply(move, 0)
        texts += [e.text for e in new]
    assert any(t.startswith("P1 places a black column on TQ6 (3,3)") for t in texts)
    assert any("TQ6 is complete" in t for t in texts)
    assert any(t.startswith("P1 adds TQ4") for t in texts)


def test_the_base_preview_counts_the_base_floors() -> None:
    from games.menara import GAME, ArrangeBase, base_preview

    state = GAME.new_state(["Solo"], seed=3)
    for number in (1, 2):
        move = next(m for m in state.legal_moves(0) if isinstance(m, ArrangeBase))
        ghost = base_preview(state, move.placement)
        assert ghost.status.startswith(f"base floor {number} of 3, ")
        assert ghost.to_json()["level"] == 0
        state, _ = state.apply(move, 0)
