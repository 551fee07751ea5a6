"""The new temple floors' rules (spec §6.1): scenarios S32, S49-S55 of §9.2 by number, the
chain push with MOVE, twins by moves and golden columns, the Thorn Moon on SHIFT and with Fate,
and the generic checker with each new floor alone and all eight (golden columns on)."""

from __future__ import annotations

import pytest

from games.core.testing import check_game, refused
from games.menara import GAME
from games.menara.data import FLOOR_ORDER
from games.menara.geometry import Placement
from games.menara.modules.floors import FLOOR_RULES
from games.menara.moves import AddFloor, MoveUp, Pair, Shift
from games.menara.records import Config, Extras
from games.menara.rules import floor_options
from games.menara.state import MenaraState
from games.menara.statics import PlacedFloor
from tests.games.menara.helpers import ALL_TQ6, CORNERS, floor, legal, make_state, play

FLOORS_ON = Config("medium", new_floors=FLOOR_ORDER, golden=True)
"""All eight new floors and golden columns in force."""
GOLDEN = Extras(golden=2)


def xstate(floors: list[PlacedFloor], **kw: object) -> MenaraState:
    """A §9.0 state with the new floors' rules and two golden columns by the camp."""
    kw.setdefault("config", FLOORS_ON)
    kw.setdefault("extras", GOLDEN)
    return make_state(floors, **kw)  # type: ignore[arg-type]


def columns_of(state: MenaraState, fid: str) -> dict[tuple[int, int], str]:
    """What stands on each base of a floor, by absolute point."""
    temple = state.temple
    i = temple.index_of[fid]
    return {temple.base_point(i, j): c for j, c in enumerate(temple.floors[i].columns)}


def shifted(fid: str, dx: int, columns: dict[tuple[int, int], str]) -> dict[tuple[int, int], str]:
    return {(x + dx, y): c for (x, y), c in columns.items()}


# -- S32: colour tasks with golden columns -------------------------------------------------------


def test_s32_colour_tasks_with_golden_columns() -> None:
    state = xstate([floor("TQ6", 0, 0, 0)], card="NE03", supply="R")
    state, _ = play(state, "place G TQ6 1,5")
    assert state.turn.used == (("TQ6", "R"),)
    refused(GAME, state, state.active, "place R TQ6 5,5", "different colours")
    # BLACK(1): a golden column on a black base serves it.
    state = xstate([floor("TQ6", 0, 0, 0)], card="NE07", supply="")
    state, _ = play(state, "place G TQ6 3,3")
    assert state.turn.status == "fulfilled"
    assert state.turn.owed == 0
    # On a chain base a golden column has no colour: no colour task takes it.
    for card in ("NE03", "NE05", "NE07"):
        state = xstate([floor("X8", 20, 0, 0)], card=card, supply="K")
        refused(GAME, state, state.active, "place G X8 21,2", "no colour")
    # A black column on a chain base serves BLACK (§6.6 decision).
    state = xstate([floor("X8", 20, 0, 0)], card="NE07", supply="K")
    state, _ = play(state, "place K X8 21,2")
    assert state.turn.status == "fulfilled"


# -- S49: the Thorn Moon -------------------------------------------------------------------------


def test_s49a_thorn_moon_never_extends_the_base() -> None:
    state = xstate([floor("TQ6", 0, 0, 0)], card="E01", due=1, quarry=["X6"])
    refused(GAME, state, state.active, "floor X6 L0 6,0 lv0", "Thorn Moon", "base")
    assert not any(isinstance(m, AddFloor) and m.placement.level == 0 for m in state.legal_moves(0))
    # The same spot is fine for an ordinary floor.
    other = xstate([floor("TQ6", 0, 0, 0)], card="E01", due=1, quarry=["F01"])
    assert "floor F01 L0 6,0 lv0" in legal(other)


def test_s49b_no_upright_column_in_an_opening() -> None:
    tq6 = {(x + 5, y + 5): c for (x, y), c in ALL_TQ6.items()}
    state = xstate([floor("TQ6", 5, 5, 0, tq6)], card="E01", due=1, quarry=["X6"])
    # Opening (2,2) of X6 light lands on K@(8,8).
    refused(GAME, state, state.active, "floor X6 L0 6,6 lv1", "poke through an opening")


def _thorn_fits_nowhere(**kw: object) -> MenaraState:
    """TQ4 with W(2,3) empty; the W column completes it and X6 is due, which fits nowhere."""
    kw.setdefault("quarry", ["X6", "TQ4B"])
    return xstate([floor("TQ4", 0, 0, 0, {(1, 1): "Y", (3, 1): "R"})], card="E01", supply="W", **kw)


def test_s49c_thorn_moon_fits_nowhere() -> None:
    state = _thorn_fits_nowhere()
    state = state.evolve(discards=(("E02", "E03"), ("M05",), ()))
    state, events = play(state, "place W TQ4 2,3")
    # X6 to the bottom of the quarry, two discards to the level row, the next floor is due.
    assert state.quarry[0] == "TQ4B"
    assert state.quarry[-1] == "X6"
    assert state.level_row == ("LV1", "LV2", "LV3", "LV4", "E03", "E02")
    assert state.discards == ((), ("M05",), ())
    assert state.turn.due == 1
    assert any("Thorn Moon" in e.text and "fits nowhere" in e.text for e in events)
    state, _ = play(state, "floor TQ4B L0 0,0 lv1")
    assert state.turn.status == "fulfilled"
    assert not state.turn.to_level_row  # the card itself is discarded: the target rose by 2
    assert legal(state) == ["end", "end renew"]  # the camp renewal is offered
    state, _ = play(state, "end renew")
    assert state.discards[0] == ("E01",)
    assert len(state.level_row) == 6


def test_s49c_fewer_than_two_discards_bring_curse_cards() -> None:
    state = _thorn_fits_nowhere().evolve(discards=((), ("M05",), ()))
    state, _ = play(state, "place W TQ4 2,3")
    assert state.level_row[-2:] == ("M05", "LVCURSE1")
    assert state.target == 6


def test_s49c_thorn_moon_as_last_floor_ends_the_game() -> None:
    state = _thorn_fits_nowhere(quarry=["X6"], pad=False)
    state, _ = play(state, "place W TQ4 2,3")
    assert state.phase == "over"
    assert "T4" in state.ending
    assert state.level_row[-2:] == ("LVCURSE1", "LVCURSE2")
    assert state.discards[0] == ("E01",)  # neither fulfilled nor failed: discarded
    assert "X6" in state.set_aside


def test_s49c_thorn_moon_with_fate_goes_under_the_fate_pile() -> None:
    config = Config("medium", new_floors=FLOOR_ORDER, golden=True, fate="tough")
    state = _thorn_fits_nowhere(
        config=config,
        quarry=["X6", "TQ4B", "TQ6B"],
        extras=Extras(golden=2, fate_pile=("X6", "TQ4B", "TQ6B")),
    )
    state, _ = play(state, "place W TQ4 2,3")
    assert state.extras.fate_pile == ("TQ6B", "X6")
    assert state.extras.fate_discard == ("TQ4B",)
    assert state.quarry[0] == "TQ4B"
    assert len(state.level_row) == 6


def _thorn_on_level_one() -> MenaraState:
    """X6 (rotated) on level 1 over TQ6, TQ6C on level 1 beside it with five columns."""
    right = shifted("TQ6B", 7, ALL_TQ6)
    return xstate(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ6B", 7, 0, 0, right),
            floor("X6", 0, 0, 1, {(5, 2): "K"}, rot=1),
            floor("TQ6C", 7, 0, 1, right),
        ],
        card="E01",
        due=1,
        quarry=["TQ4"],
    )


def test_s49d_nothing_on_the_level_above_the_thorn_moon() -> None:
    state = _thorn_on_level_one()
    assert state.temple.stable
    # The column on the ruin base is tilted: it supports nothing.
    assert not state.temple.upright_mask[1] & state.temple.points[2]
    refused(GAME, state, state.active, "floor TQ4 L0 6,1 lv2", "Thorn Moon", "share a cell")
    assert all(
        not (state.temple.cells[2] & _cells(state, m.placement))
        for m in state.legal_moves(0)
        if isinstance(m, AddFloor) and m.placement.level == 2
    )
    assert any(p.level == 2 for p in floor_options(state))  # beside it is fine
    # Two levels higher may pass over it.
    assert FLOOR_RULES.floor_problem(state, "TQ4", Placement("TQ4", "L", 0, 6, 1, 3)) is None
    # The other way round: the Thorn Moon may not come under a floor of the level above.
    floors = [f for f in state.floors if f.fid != "X6"] + [floor("TQ4", 6, 1, 2)]
    later = xstate(floors, card="E01", due=1, quarry=["X6"])
    problem = FLOOR_RULES.floor_problem(later, "X6", Placement("X6", "L", 1, 0, 0, 1))
    assert problem is not None
    assert "on top of the Thorn Moon" in problem


def _cells(state: MenaraState, p: Placement) -> int:
    from games.menara.geometry import index, shape

    return shape(state.catalogue[p.fid], p.side, p.rot).cell_mask << index(p.x, p.y)


def test_thorn_moon_limits_shift_destinations() -> None:
    state = _thorn_on_level_one()
    f13 = {(21, 4): "R", (27, 2): "K", (23, 1): "Y", (26, 5): "W", (24, 3): "R", (25, 1): "Y"}
    floors = [*state.floors, floor("F13", 20, 0, 0, f13), floor("TQ4", 22, 1, 1)]
    state = xstate(floors, card="D14")
    assert state.temple.stable
    # Onto the columns of TQ6C on level 1, but over the Thorn Moon's cells.
    refused(GAME, state, state.active, "shift TQ4 L0 6,1 lv2", "Thorn Moon")
    shifts = [m for m in state.legal_moves(0) if isinstance(m, Shift) and m.placement.fid == "TQ4"]
    assert shifts, "TQ4 has somewhere to go"
    thorn = state.temple.cells[state.temple.index_of["X6"]]
    assert all(not thorn & _cells(state, m.placement) for m in shifts)


# -- S50: the Double Ax --------------------------------------------------------------------------


def test_s50_double_ax_twins() -> None:
    ax = floor("X1", 20, 20, 0)
    state = xstate([ax], card="E01", supply="Y")
    refused(GAME, state, state.active, "place Y X1 21,21", "twins", "same step")
    state = xstate([ax], card="E04", supply="YR")
    pair = "place R X1 22,23 + place Y X1 21,21"
    assert pair in legal(state)
    assert "place Y X1 21,21" not in legal(state)
    state, _ = play(state, pair)
    assert state.turn.status == "fulfilled"
    assert state.turn.owed == 2
    # MOVE(1) takes the R from (22,23) up: the base stays blocked while Y(21,21) stands.
    base = [floor("TQ6", 0, 0, 0, CORNERS), floor("TQ4", 1, 1, 1, {(2, 2): "Y"})]
    ax_full = floor("X1", 20, 20, 0, {(21, 21): "Y", (22, 23): "R"})
    state = xstate([*base, ax_full], card="M11")
    state, _ = play(state, "move R X1 22,23 > TQ4 4,2")
    assert columns_of(state, "X1")[(22, 23)] == ""
    blocked = xstate([*base, floor("X1", 20, 20, 0, {(21, 21): "Y"})], card="E04", supply="RK")
    refused(GAME, blocked, blocked.active, "place R X1 22,23", "blocked", "21,21")
    assert not any("X1 22,23" in m for m in legal(blocked))
    # Once the Y is moved away too, the pair is filled together again.
    again = xstate([*base, floor("X1", 20, 20, 0)], card="E04", supply="RY")
    again, _ = play(again, pair)
    assert columns_of(again, "X1")[(21, 21)] == "Y"


def test_double_ax_golden_and_normal_column_fill_a_pair() -> None:
    state = xstate([floor("X1", 20, 20, 0)], card="E04", supply="Y")
    pair = "place G X1 22,23 + place Y X1 21,21"
    assert pair in legal(state)
    state, _ = play(state, pair)
    assert state.turn.owed == 1
    assert state.extras.golden == 1


def test_double_ax_place3_is_a_pair_plus_one() -> None:
    state = xstate([floor("X1", 20, 20, 0), floor("TQ6", 0, 0, 0)], card="M03", supply="YRY")
    state, _ = play(state, "place R X1 22,23 + place Y X1 21,21", "place Y TQ6 1,1")
    assert state.turn.status == "fulfilled"


def test_double_ax_twins_filled_by_two_moves() -> None:
    """X1 on level 1 (a placement the engine offers), then MOVE(2) fills a twin pair."""
    right = shifted("TQ6B", 6, ALL_TQ6)
    state = xstate(
        [floor("TQ6", 0, 0, 0, ALL_TQ6), floor("TQ6B", 6, 0, 0, right)],
        card="E01",
        due=1,
        quarry=["X1"],
    )
    options = [p for p in floor_options(state) if p.level == 1 and p.side == "L"]
    assert options
    state, _ = play(state, f"floor {options[0]}")
    state = state.evolve(turn=state.turn.but(card="D08", placed=0, status="open"), phase="build")
    pairs = [m for m in state.legal_moves(0) if isinstance(m, Pair) and isinstance(m.first, MoveUp)]
    onto_ax = [m for m in pairs if m.first.dst == "X1" and m.second.dst == "X1"]  # type: ignore[union-attr]
    assert onto_ax, "some twin pair can be filled by two moves"
    singles = [m for m in state.legal_moves(0) if isinstance(m, MoveUp) and m.dst == "X1"]
    assert not singles  # a twin is never filled alone
    state, _ = play(state, str(onto_ax[0]))
    assert state.turn.moves == 2


# -- S51: the Wedge Moon, light side ----------------------------------------------------------


def test_s51_wedge_moon_light_side_order() -> None:
    moon = floor("X3", 20, 10, 0)
    state = xstate([moon], card="E01", supply="YRK")
    refused(GAME, state, state.active, "place Y X3 23,13", "number 2", "21,11")
    # #1 and a #2 together: the #1 first (§4.3.3 sequence).
    state2 = xstate([moon], card="E04", supply="YR")
    assert "place R X3 23,11 + place Y X3 21,11" in legal(state2)
    one = xstate([floor("X3", 20, 10, 0, {(21, 11): "Y"})], card="E01", supply="YRK")
    assert {"place R X3 23,11", "place Y X3 23,13"} <= set(legal(one))
    refused(GAME, one, one.active, "place K X3 25,13", "number 3")
    two = xstate(
        [floor("X3", 20, 10, 0, {(21, 11): "Y", (23, 11): "R", (23, 13): "Y"})],
        card="E01",
        supply="K",
    )
    assert "place K X3 25,13" in legal(two)
    # MOVE emptied #1: nothing above it until #1 is filled again.
    emptied = xstate([floor("X3", 20, 10, 0, {(23, 11): "R"})], card="E01", supply="YK")
    refused(GAME, emptied, emptied.active, "place Y X3 23,13", "number 2", "21,11")
    assert sorted(m for m in legal(emptied) if "X3" in m) == [
        "place G X3 21,11",
        "place Y X3 21,11",
    ]


def test_ring_of_balance_is_ordered_on_both_sides() -> None:
    dark = floor("X5", 10, 10, 0, side="D")
    state = xstate([dark], card="E01", supply="YW")
    # Dark side: #1 R(2,1) Y(5,6), #2 Y(6,2) W(1,5), #3 Y(4,1); mirrored frame, offset (10,10).
    refused(GAME, state, state.active, "place W X5 11,15", "number 2")
    assert "place Y X5 15,16" in legal(state)
    light = xstate([floor("X5", 10, 10, 0)], card="E01", supply="R")
    refused(GAME, light, light.active, "place R X5 16,13", "number 2", "12,11")


# -- S52: the Bridge of Dangers -----------------------------------------------------------------


def bridge(state: MenaraState) -> list[str]:
    cols = columns_of(state, "X8")
    return [cols[(x, 2)] for x in (21, 24, 27, 30)]


def test_s52_bridge_of_dangers_pushing() -> None:
    state = xstate([floor("X8", 20, 0, 0)], card="D02", supply="YRYK", quarry=["TQ4"])
    refused(GAME, state, state.active, "place K X8 24,2", "starting base")
    state, _ = play(state, "place Y X8 21,2")
    assert bridge(state) == ["Y", "", "", ""]
    state, _ = play(state, "place R X8 21,2")
    assert bridge(state) == ["R", "Y", "", ""]
    refused(GAME, state, state.active, "place Y X8 21,2", "yellow", "once")
    state, _ = play(state, "place K X8 21,2")
    assert bridge(state) == ["K", "R", "Y", ""]
    state, events = play(state, "place G X8 21,2")
    assert bridge(state) == ["G", "K", "R", "Y"]
    assert state.turn.due == 1  # complete: a new floor is due
    assert any("pushing 3 columns along the chain of X8" in e.text for e in events)
    assert state.turn.placed == 4
    assert state.turn.owed == 3


def test_s52_golden_column_blocks_the_chain() -> None:
    state = xstate([floor("X8", 20, 0, 0)], card="D02", supply="YRK")
    state, _ = play(state, "place Y X8 21,2", "place G X8 21,2")
    assert bridge(state) == ["G", "Y", "", ""]
    refused(GAME, state, state.active, "place R X8 21,2", "golden", "never move")
    assert [m for m in legal(state) if "X8" in m] == []


def test_chain_move_enters_at_the_start_and_stays_moved() -> None:
    """MOVE(2): a moved column pushed along by the second move may still not move again."""
    level1 = {(1, 5): "R", (5, 5): "R", (5, 1): "Y", (3, 3): "K"}
    state = xstate(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ6B", 0, 0, 1, level1),
            floor("X8", 20, 0, 0),
            floor("X2", 0, 0, 2),
        ],
        card="D10",
    )
    # X2 light chain: >1 (3,1), >2 (5,3), >3 (3,5).
    refused(GAME, state, state.active, "move R TQ6B 1,5 > X2 5,3", "starting base")
    state, _ = play(state, "move R TQ6B 1,5 > X2 3,1")
    state, events = play(state, "move Y TQ6B 5,1 > X2 3,1")
    assert columns_of(state, "X2") == {(3, 1): "Y", (5, 3): "R", (3, 5): ""}
    assert any("pushing 1 column" in e.text for e in events)
    assert set(state.turn.moved) == {("X2", 0), ("X2", 1)}
    refused(GAME, state, state.active, "move R X2 5,3 > X8 21,2", "moved this turn")


# -- S53: the Wheel of the Five Winds -------------------------------------------------------------


def test_s53_wheel_of_the_five_winds_centre() -> None:
    outer = {(44, 1): "Y", (47, 4): "R", (44, 7): "Y"}
    state = xstate([floor("X7", 40, 0, 0, outer)], card="E01", supply="WK")
    refused(GAME, state, state.active, "place W X7 44,4", "centre", "last")
    full = xstate(
        [floor("X7", 40, 0, 0, {**outer, (41, 4): "K"})], card="E01", supply="W", quarry=["TQ4"]
    )
    full, events = play(full, "place W X7 44,4")
    assert full.turn.due == 1
    assert any("X7 is complete" in e.text for e in events)
    # The last outer base and the centre as one pair, the outer one first.
    pair_state = xstate([floor("X7", 40, 0, 0, outer)], card="E04", supply="WK")
    assert "place K X7 41,4 + place W X7 44,4" in legal(pair_state)


# -- S54, S55: the new task types on the new floors -----------------------------------------------


def test_s54_twolevels() -> None:
    right = shifted("TQ6B", 6, CORNERS)
    state = xstate(
        [
            floor("TQ6", 0, 0, 0, CORNERS),
            floor("TQ4", 1, 1, 1, {(2, 2): "Y"}),
            floor("TQ6B", 6, 0, 0, right),
        ],
        card="ND01",
        supply="KKRW",
        quarry=["TQ4B", "TQ4C"],
    )
    state, _ = play(state, "place K TQ6 3,3")
    assert state.turn.levels == (0,)
    state, _ = play(state, "floor TQ4B L0 7,1 lv1")
    refused(GAME, state, state.active, "place K TQ6B 9,3", "another level")
    state, _ = play(state, "place R TQ4 4,2", "place W TQ4 3,4")
    assert state.turn.levels == (0, 1)
    assert state.turn.due == 1
    add = next(m for m in state.legal_moves(0) if isinstance(m, AddFloor))
    state, _ = state.apply(add, 0)
    assert state.turn.status == "fulfilled"


def test_s55_diffloors() -> None:
    tq6 = {(1, 5): "R", (5, 5): "R", (3, 3): "K"}
    state = xstate([floor("TQ6", 0, 0, 0, tq6)], card="NE01", supply="YY")
    state, _ = play(state, "place Y TQ6 1,1")
    refused(GAME, state, state.active, "place Y TQ6 5,1", "different floor")
    ax = xstate([floor("X1", 20, 20, 0)], card="NE01", supply="YR")
    refused(GAME, ax, ax.active, "place R X1 22,23 + place Y X1 21,21", "different floor")
    state = xstate([floor("TQ6", 0, 0, 0, CORNERS)], card="NE01", supply="KY", quarry=["TQ4"])
    state, _ = play(state, "place K TQ6 3,3", "floor TQ4 L0 1,1 lv1", "place Y TQ4 2,2")
    assert state.turn.status == "fulfilled"


# -- the generic checker ---------------------------------------------------------------------------


def _options(floors: tuple[str, ...]) -> dict[str, object]:
    return {"golden_columns": "on", **{f"floor_{fid.lower()}": "on" for fid in floors}}


@pytest.mark.parametrize("fid", [*FLOOR_ORDER, "all"])
def test_contract_with_new_floors(fid: str) -> None:
    floors = FLOOR_ORDER if fid == "all" else (fid,)
    reports = check_game(
        GAME, player_counts=[2], seeds=[1], options=_options(floors), exhaustive_every=15
    )
    assert all(r.over for r in reports)


@pytest.mark.slow
@pytest.mark.parametrize("fid", [*FLOOR_ORDER, "all"])
def test_contract_with_new_floors_many_seeds(fid: str) -> None:
    floors = FLOOR_ORDER if fid == "all" else (fid,)
    check_game(GAME, seeds=range(2, 5), options=_options(floors), exhaustive_every=5)


def test_chain_push_may_not_end_under_an_opening() -> None:
    """The push makes base j newly occupied: an upright column may not end under an opening
    of the floor above (§6.1.3 step 4), here the Crescents' ruin opening over >3 of X8."""
    bridge_floor = floor("X8", 20, 1, 0, {(21, 3): "Y", (24, 3): "R"})
    state = xstate([bridge_floor, floor("X4", 23, 0, 1)], card="E01", supply="K")
    i = state.temple.index_of["X8"]
    start = state.temple.find_base(i, 21, 3)
    assert start is not None
    problem = FLOOR_RULES.column_problem(state, i, start, "K")
    assert problem is not None
    assert "opening" in problem
    assert "X8 (27,3)" in problem
    # Without the floor above, the same build pushes Y and R on.
    free = xstate([bridge_floor], card="E01", supply="K")
    assert FLOOR_RULES.column_problem(free, i, start, "K") is None
    assert FLOOR_RULES.expand(free, (i, start, "K")) == (
        [(i, start, "K"), (i, start + 1, "Y"), (i, start + 2, "R")],
        [(i, start), (i, start + 1)],
    )
