"""The base-game rule-check scenarios of spec §9.1, one test each, by number."""

from __future__ import annotations

from fractions import Fraction

import pytest

from games.core.testing import refused
from games.menara import GAME
from games.menara.checks import base_arrangement_problem, with_columns
from games.menara.geometry import Placement, index
from games.menara.moves import AddFloor, EndTurn, Fail, Pair, Place, Swap
from games.menara.preview import floor_preview
from games.menara.records import total
from games.menara.state import MenaraState
from tests.games.menara.helpers import (
    ALL_TQ6,
    CORNERS,
    FIXTURES,
    floor,
    legal,
    make_state,
    play,
)

Q = Fraction


def s6_result() -> MenaraState:
    """S6: TB9@(1,0)/L1 on the corners of TQ6 (K empty)."""
    state = make_state(
        [floor("TQ6", 0, 0, 0, CORNERS)], card="M03", due=1, quarry=["TB9"], supply=""
    )
    state, _ = play(state, "floor TB9 L0 1,0 lv1")
    return state


def test_scenario_01_colour_matching() -> None:
    state = make_state([floor("TQ6", 0, 0, 0)], card="E01", supply="RW")
    refused(GAME, state, state.active, "place R TQ6 1,1", "yellow", "red")
    state, _ = play(state, "place R TQ6 1,5")
    assert state.phase == "done"
    assert state.turn.status == "fulfilled"
    bag_before = total(state.bag)
    state, events = play(state, "end")
    assert state.discards[0] == ("E01",)
    assert total(state.bag) == bag_before - 1
    assert total(state.supplies[0]) == 2  # W kept, one drawn
    assert any(e.barrier for e in events)


def test_scenario_02_exact_count_failure_and_camp_renewal() -> None:
    state = make_state([floor("TQ6", 0, 0, 0)], card="E04", supply="YWW")
    state, _ = play(state, "place Y TQ6 1,1")
    assert legal(state) == ["fail"]  # no legal base for W
    state, _ = play(state, "fail")
    assert state.floors[0].columns[0] == "Y"  # Y stays
    assert state.target == 5
    assert "end renew" in legal(state)
    before = (state.bag, state.camp)
    state, _ = play(state, "end renew")
    assert state.level_row[-1] == "E04"
    assert len(state.level_row) == 5
    assert state.camp != before[1] or state.bag != before[0]
    assert total(state.camp) == 6
    # Six new ones came from the bag, the old six went in: the bag is one short (the draw).
    assert total(state.bag) == total(before[0]) - 1
    assert total(state.supplies[0]) == 3


def test_scenario_03_completion_interrupts_the_card() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", supply="KYR", quarry=["TQ4"])
    state, events = play(state, "place K TQ6 3,3")
    assert state.turn.due == 1
    assert any("TQ6 is complete" in e.text for e in events)
    refused(GAME, state, state.active, "place Y TQ6 1,1", "TQ4 must be added")
    refused(GAME, state, state.active, "fail", "TQ4 must be added")
    sides = {m.placement.side for m in state.legal_moves(0) if isinstance(m, AddFloor)}
    assert sides == {"L", "D"}  # free rim
    state, _ = play(state, "floor TQ4 L0 1,1 lv1")
    assert state.turn.due == 0
    assert state.phase == "build"
    assert "place Y TQ4 2,2" in legal(state)
    assert "place R TQ4 4,2" in legal(state)
    state, _ = play(state, "place Y TQ4 2,2", "place R TQ4 4,2")
    assert state.turn.status == "fulfilled"


def test_scenario_04_minimum_two_supports() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", due=1, quarry=["TQ4"])
    refused(GAME, state, state.active, "floor TQ4 L0 3,3 lv1", "only 1 column")
    state, _ = play(state, "floor TQ4 L0 1,1 lv1")
    temple = state.temple
    i = temple.index_of["TQ4"]
    assert temple.supports[i] == tuple(index(x, y) for x, y in [(1, 1), (5, 1), (1, 5), (5, 5)])
    assert state.floors[i].level == 1
    assert temple.height == 1


def test_scenario_05_two_supports_centre_outside() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", due=1, quarry=["TQ4"])
    ghost = floor_preview(state, Placement("TQ4", "L", 0, 1, 0, 1))
    assert ghost.supports == ((1, 1), (5, 1))
    assert ghost.centre == (Q(3), Q(2))
    assert ghost.margin == pytest.approx(-0.5)
    refused(GAME, state, state.active, "floor TQ4 L0 1,0 lv1", "centre of mass", "outside")


def test_scenario_06_boundary_counts_as_inside() -> None:
    state = s6_result()
    temple = state.temple
    i = temple.index_of["TB9"]
    assert temple.supports[i] == (index(1, 1), index(5, 1))
    assert temple.centre(i) == (Q(11, 2), Q(1))
    assert temple.margin(i) == 0
    assert temple.stable


def test_scenario_07_a_column_that_would_tip_a_floor() -> None:
    state = s6_result()
    state = make_state(state.floors, card="E01", supply="R")
    refused(GAME, state, state.active, "place R TB9 8,1", "TB9 would tip over")
    after = with_columns(state.temple, [(1, 1, "R")], [])
    assert after.centre(1)[0] == Q(23, 4)


def test_scenario_08_simultaneous_pair() -> None:
    base = s6_result()
    state = make_state(base.floors, card="E04", supply="YR")
    refused(GAME, state, state.active, "place R TB9 8,1", "tip")
    step, _ = play(state, "place Y TB9 2,1")
    assert step.temple.centre(1)[0] == Q(103, 20)
    step, _ = play(step, "place R TB9 8,1")
    assert step.temple.centre(1)[0] == Q(119, 22)
    assert step.turn.status == "fulfilled"
    # The same two columns as one step of two hands, written either way round.
    pair = Pair(Place("R", "TB9", 8, 1), Place("Y", "TB9", 2, 1))
    assert pair in state.legal_moves(0)
    together, _ = play(state, "place R TB9 8,1 + place Y TB9 2,1")
    assert together.floors == step.floors
    later = make_state(step.floors, card="E01", supply="Y")
    refused(GAME, later, later.active, "place Y TB9 9,1", "tip")
    assert with_columns(later.temple, [(1, 2, "Y")], []).centre(1)[0] == Q(137, 24)


def test_scenario_09_base_extension_and_its_penalty() -> None:
    state = make_state([floor("TQ6", 0, 0, 0)], card="E04", due=1, quarry=["TQ4"], placed=2, owed=2)
    refused(GAME, state, state.active, "floor TQ4 L0 5,0 lv0", "overlap")
    refused(GAME, state, state.active, "floor TQ4 L0 6,6 lv0", "two points", "touches at 1")
    state, _ = play(state, "floor TQ4 L0 6,0 lv0")
    assert state.temple.floor("TQ4").level == 0
    assert state.temple.height == 0
    assert state.turn.status == "fulfilled"
    assert state.turn.penalty
    assert state.target == 5
    assert legal(state) == ["end", "end renew"]  # renewal offered once
    state, _ = play(state, "end")
    assert state.level_row[-1] == "E04"
    assert state.discards == ((), (), ())


@pytest.mark.parametrize(("card", "sides"), [("E02", {"L"}), ("E03", {"D"}), ("E01", {"L", "D"})])
def test_scenario_10_rims(card: str, sides: set[str]) -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card=card, due=1, quarry=["TQ4"])
    found = {m.placement.side for m in state.legal_moves(0) if isinstance(m, AddFloor)}
    assert found == sides
    for side in {"L", "D"} - sides:
        refused(GAME, state, state.active, f"floor TQ4 {side}0 1,1 lv1", "rim")


def test_scenario_11_shared_column_no_overlap() -> None:
    state = make_state(
        [floor("TQ6", 0, 0, 0, ALL_TQ6)], card="M03", due=3, quarry=["TR3", "TR3B", "TR3C"]
    )
    state, _ = play(state, "floor TR3 L0 0,0 lv1")
    temple = state.temple
    assert temple.supports[1] == tuple(index(x, y) for x, y in [(1, 1), (3, 3), (1, 5)])
    state, _ = play(state, "floor TR3B L0 3,0 lv1")
    temple = state.temple
    assert temple.supports[2] == tuple(index(x, y) for x, y in [(5, 1), (3, 3), (5, 5)])
    assert temple.column_share(index(3, 3), 0) == 12  # 6 + 6
    refused(GAME, state, state.active, "floor TR3C L0 2,0 lv1", "overlap", "level 1")


def test_scenario_12_supports_only_from_one_level() -> None:
    state = make_state(
        [
            floor("TQ6", 0, 0, 0, CORNERS),
            floor("TQ4", 1, 1, 1, {(2, 2): "Y", (4, 2): "R"}),
        ],
        card="M03",
        due=1,
        quarry=["TB9"],
    )
    refused(GAME, state, state.active, "floor TB9 L0 0,1 lv1", "overlap TQ4 on level 1")
    state, _ = play(state, "floor TB9 L0 0,1 lv2")
    temple = state.temple
    i = temple.index_of["TB9"]
    assert temple.supports[i] == (index(2, 2), index(4, 2))  # not (1,1), (5,1) of level 0
    assert temple.centre(i) == (Q(9, 2), Q(2))
    assert temple.height == 2


def test_scenario_13_overbuilt_base_becomes_a_support() -> None:
    state = make_state(
        [floor("TQ6", 0, 0, 0, CORNERS), floor("TQ4", 1, 1, 1)], card="E01", supply="K"
    )
    assert state.temple.overbuilt(0, 4)
    state, _ = play(state, "place K TQ6 3,3")
    temple = state.temple
    assert len(temple.supports[1]) == 5
    assert state.turn.due == 1  # TQ6 is complete


def test_scenario_14_move_must_go_strictly_higher() -> None:
    state = make_state(
        [
            floor("TQ6", 0, 0, 0, CORNERS),
            floor("TQ4", 1, 1, 1, {(2, 2): "Y"}),
            floor("TQ6B", 6, 0, 0),
        ],
        card="M11",
    )
    refused(GAME, state, state.active, "move R TQ6 1,5 > TQ6B 7,5", "higher level")
    middle = with_columns(state.temple, [], [(0, 2)])
    assert middle.centre(1) == (Q(26, 9), Q(26, 9))
    assert middle.stable
    after, _ = play(state, "move R TQ6 1,5 > TQ4 4,2")
    assert after.temple.centre(1) == (Q(3), Q(14, 5))
    assert after.floors[0].columns[2] == ""  # base (1,5) is empty again
    assert after.turn.status == "fulfilled"
    assert after.turn.owed == 0
    bag = total(after.bag)
    after, _ = play(after, "end")
    assert total(after.bag) == bag  # step 4 draws 0


def test_scenario_15_removal_may_not_drop_a_floor_below_two_supports() -> None:
    state = make_state(s6_result().floors, card="M11")
    refused(
        GAME, state, state.active, "move Y TQ6 5,1 > TB9 2,1", "Without the column", "only 1 column"
    )


def test_scenario_16_a_column_moves_only_once_per_turn() -> None:
    level1 = {(1, 5): "R", (5, 5): "R", (5, 1): "Y"}
    state = make_state(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ6B", 0, 0, 1, level1),
            floor("TQ6C", 0, 0, 2),
        ],
        card="D08",
    )
    state, _ = play(state, "move Y TQ6 1,1 > TQ6B 1,1")
    refused(GAME, state, state.active, "move Y TQ6B 1,1 > TQ6C 1,1", "moved this turn")
    assert all("TQ6B 1,1 >" not in m for m in legal(state))
    state, _ = play(state, "move Y TQ6B 5,1 > TQ6C 5,1")
    assert state.turn.status == "fulfilled"


def test_scenario_17_a_moved_column_completes_a_floor() -> None:
    state = make_state(
        [
            floor("TQ6", 0, 0, 0, CORNERS),
            floor("TQ4", 1, 1, 1, {(2, 2): "Y", (4, 2): "R"}),
            floor("TQ4B", 6, 0, 0, {(8, 3): "W"}),
        ],
        card="M11",
        quarry=["TQ4C"],
    )
    state, _ = play(state, "move W TQ4B 8,3 > TQ4 3,4")
    assert state.temple.centre(1) == (Q(3), Q(32, 11))
    assert state.turn.due == 1
    assert state.phase == "build"
    option = state.legal_moves(0)[0]
    state, _ = state.apply(option, 0)
    assert state.turn.status == "fulfilled"


def test_scenario_18_same_when_the_floor_fills_too_early() -> None:
    state = make_state(
        [floor("TQ6", 0, 0, 0, {(1, 5): "R", (5, 5): "R", (3, 3): "K"})],
        card="M09",
        supply="YYY",
        quarry=["TQ4"],
    )
    state, _ = play(state, "place Y TQ6 1,1", "place Y TQ6 5,1", "floor TQ4 L0 1,1 lv1")
    refused(GAME, state, state.active, "place Y TQ4 2,2", "binds you to TQ6")
    assert legal(state) == ["fail"]
    state, _ = play(state, "fail", "end")
    assert state.level_row[-1] == "M09"
    assert state.floors[0].columns[:2] == ("Y", "Y")
    assert total(state.supplies[0]) == 3  # one kept, two drawn


def test_scenario_19_fill() -> None:
    fill = {(1, 1): "Y", (5, 1): "Y", (3, 3): "K"}
    full = floor("TQ4B", 6, 0, 0, {(7, 1): "Y", (9, 1): "R", (8, 3): "W"})
    state = make_state([floor("TQ6", 0, 0, 0, fill), full], card="D11", supply="RRY")
    assert not any("TQ4B" in m for m in legal(state))  # a full floor cannot be chosen
    refused(GAME, state, state.active, "place R TQ4B 9,1", "taken")
    state, _ = play(state, "place R TQ6 1,5", "place R TQ6 5,5")
    assert state.turn.due == 1
    state, _ = state.apply(state.legal_moves(0)[-1], 0)
    assert state.turn.status == "fulfilled"
    short = make_state([floor("TQ6", 0, 0, 0, fill), full], card="D11", supply="RY")
    short, _ = play(short, "place R TQ6 1,5")
    assert legal(short) == ["fail"]


def s11_result() -> MenaraState:
    state = make_state([floor("TQ6", 0, 0, 0, ALL_TQ6)], card="M03", due=2, quarry=["TR3", "TR3B"])
    state, _ = play(state, "floor TR3 L0 0,0 lv1", "floor TR3B L0 3,0 lv1")
    return state


def test_scenario_20_shift() -> None:
    floors = list(s11_result().floors)
    floors[1] = floor("TR3", 0, 0, 1, {(1, 2): "Y", (2, 4): "R"})
    state = make_state(floors, card="D14")
    after, _ = play(state, "shift TR3B L0 0,1 lv2")
    temple = after.temple
    b = temple.index_of["TR3B"]
    assert temple.supports[b] == (index(1, 2), index(2, 4))
    assert temple.centre(b) == (Q(3, 2), Q(4))
    assert temple.height == 2
    carried = [i for i, sup in enumerate(temple.supports) if index(3, 3) in sup]
    assert carried == [temple.index_of["TR3"]]  # (3,3) now supports only A
    again = make_state(after.floors, card="D14")
    refused(GAME, again, again.active, "shift TR3 L0 0,0 lv2", "TR3B rests on TR3")
    refused(GAME, state, state.active, "shift TR3B L0 3,0 lv0", "level 1 or higher")


def _levels_112(level_row: int) -> MenaraState:
    floors = [
        floor("TQ6", 0, 0, 0, ALL_TQ6),
        floor("TR3", 0, 0, 1, {(1, 2): "Y", (2, 4): "R"}),
        floor("TR3B", 3, 0, 1),
        floor("TQ4", 0, 1, 2),
    ]
    return make_state(
        floors,
        card="E01",
        phase="done",
        level_row=level_row,
        piles=((), (), ()),
        status="fulfilled",
    )


def test_scenario_21_height_and_evaluation() -> None:
    lost, events = play(_levels_112(3), "end")
    assert lost.is_over()
    assert lost.temple.height == 2
    outcome = lost.outcome()
    assert outcome is not None
    assert not outcome.winners
    assert "2 levels built, 3 needed" in outcome.reason
    won, _ = play(_levels_112(2), "end")
    result = won.outcome()
    assert result is not None
    assert result.winners == frozenset({0, 1})
    assert events[-1].text == outcome.reason


def test_scenario_22_replenish_shortfall() -> None:
    state = make_state(
        [floor("TQ6", 0, 0, 0, CORNERS)],
        card="E08",
        phase="done",
        status="fulfilled",
        placed=3,
        owed=3,
        bag=(1, 1, 0, 0, 0),
    )
    state, _ = play(state, "end")
    assert total(state.supplies[0]) == 2
    assert total(state.bag) == 0
    assert state.is_over()
    assert state.ending == ("T2",)
    outcome = state.outcome()
    assert outcome is not None
    assert "bag" in outcome.reason


def test_scenario_23_last_plan_card() -> None:
    state = make_state([floor("TQ6", 0, 0, 0)], supply="W", piles=((), (), ("D01",)), level_row=4)
    state, _ = play(state, "reveal difficult", "fail", "end")
    assert state.level_row[-1] == "D01"
    assert len(state.level_row) == 5
    assert total(state.supplies[0]) == 1  # replenished (nothing owed)
    assert state.is_over()
    assert state.ending == ("T3",)
    outcome = state.outcome()
    assert outcome is not None
    assert "5 needed" in outcome.reason


def test_scenario_24_last_floor() -> None:
    state = make_state(
        [floor("TQ6", 0, 0, 0, CORNERS)], card="M03", supply="KYR", quarry=["TQ4"], pad=False
    )
    supply = state.supplies[0]
    state, _ = play(state, "place K TQ6 3,3", "floor TQ4 L0 1,1 lv1")
    assert state.is_over()
    assert state.ending == ("T4",)
    assert state.discards[1] == ("M03",)  # neither fulfilled nor failed: discarded
    assert len(state.level_row) == 4
    assert total(state.supplies[0]) == total(supply) - 1  # no replenishing
    assert state.legal_moves(0) == []


def test_scenario_25_replenish_counts() -> None:
    moved = make_state(
        [floor("TQ6", 0, 0, 0)], card="D08", phase="done", status="fulfilled", moves=2
    )
    bag = total(moved.bag)
    moved, _ = play(moved, "end")
    assert total(moved.bag) == bag
    failed = make_state([floor("TQ6", 0, 0, 0)], card="M03", supply="YWW")
    failed, _ = play(failed, "place Y TQ6 1,1", "fail", "end")
    assert total(failed.supplies[0]) == 3  # drew 1
    # The third case of S25 (a golden column) belongs to the expansion.


def test_scenario_26_camp_exchange() -> None:
    state = make_state([floor("TQ6", 0, 0, 0)], supply="YYYR", camp="WWKBBR")
    state, _ = play(state, "swap YY for KW")
    assert state.supplies[0] == (1, 1, 1, 1, 0)  # Y R K W
    assert state.camp == (2, 1, 0, 1, 2)  # Y Y R W B B
    refused(GAME, state, state.active, "swap Y for B", "already")
    state, _ = play(state, "reveal easy")
    refused(GAME, state, state.active, "swap R for B", "revealed")
    # As the spec writes it (W before K), and as a move made in that order: the same exchange.
    start = make_state([floor("TQ6", 0, 0, 0)], supply="YYYR", camp="WWKBBR")
    for written in ("swap YY for WK", Swap("YY", "WK")):
        after, _ = start.apply(
            GAME.parse_move(written) if isinstance(written, str) else written, start.active
        )
        assert after.supplies[0] == (1, 1, 1, 1, 0)
        assert after.camp == (2, 1, 0, 1, 2)
    refused(GAME, start, start.active, Swap("YQ", "WK"), "wooden")


def test_scenario_27_initial_base_arrangement() -> None:
    def at(fid: str, x: int, y: int) -> Placement:
        return Placement(fid, "L", 0, x, y, 0)

    chain = [at("TQ4", 0, 0), at("TQ4B", 4, 4), at("TQ4C", 8, 8)]
    assert base_arrangement_problem(FIXTURES, chain) is None
    alone = [at("TQ4", 0, 0), at("TQ4B", 4, 4), at("TQ4C", 20, 20)]
    assert "TQ4C touches none" in (base_arrangement_problem(FIXTURES, alone) or "")
    overlap = [at("TQ4", 0, 0), at("TQ4B", 3, 0), at("TQ4C", 7, 0)]
    assert "overlap" in (base_arrangement_problem(FIXTURES, overlap) or "")


def test_scenario_28_failure_while_a_floor_is_due() -> None:
    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", supply="K")
    state, _ = play(state, "place K TQ6 3,3")
    assert Fail() not in state.legal_moves(0)
    refused(GAME, state, state.active, "fail", "must be added")
    state, _ = play(state, "floor TQ4 L0 1,1 lv1")
    assert Fail() in state.legal_moves(0)
    state, _ = play(state, "fail")
    assert EndTurn() in state.legal_moves(0)
