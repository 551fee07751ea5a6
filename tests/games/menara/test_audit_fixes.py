"""Two Menara expansion rules an audit found the engine getting wrong (the spec wins):

* chain pushes inside a simultaneous pair (§4.3.3, §6.1.3, §7.6 "Simultaneous pair"): the two
  columns are checked as if placed one after the other, in an order the player chooses, so a
  column entering a chain may be one of a pair;
* camp renewals (§4.3.7 item 3, §6.1.6, Q33): one is offered for the plan card joining the level
  row and one for each Thorn Moon penalty of the turn.
"""

from __future__ import annotations

from games.core.testing import refused
from games.menara import GAME
from games.menara.data import FLOOR_ORDER
from games.menara.moves import EndTurn, Pair, Place
from games.menara.records import Config, Extras, total
from games.menara.state import MenaraState
from games.menara.statics import PlacedFloor
from tests.games.menara.helpers import ALL_TQ6, floor, legal, make_state, play

FLOORS_ON = Config("medium", new_floors=FLOOR_ORDER, golden=True)
"""All eight new floors and golden columns in force."""


def xstate(floors: list[PlacedFloor], **kw: object) -> MenaraState:
    """A §9.0 state with the new floors' rules and two golden columns by the camp."""
    kw.setdefault("config", FLOORS_ON)
    kw.setdefault("extras", Extras(golden=2))
    return make_state(floors, **kw)  # type: ignore[arg-type]


def columns_of(state: MenaraState, fid: str) -> dict[tuple[int, int], str]:
    """What stands on each base of a floor, by absolute point."""
    temple = state.temple
    i = temple.index_of[fid]
    return {temple.base_point(i, j): c for j, c in enumerate(temple.floors[i].columns)}


# -- §4.3.7 item 3, §6.1.6: one camp renewal per card joining the level row and per penalty ----


def _failed_after_thorn_penalty() -> MenaraState:
    """E04 (PLACE 2): the W column completes TQ4, the Thorn Moon X6 fits nowhere (penalty, the
    camp renewal offered once), TQ4B is added, then the card is failed (it joins the level
    row: the renewal offered once more)."""
    state = xstate(
        [floor("TQ4", 0, 0, 0, {(1, 1): "Y", (3, 1): "R"})],
        card="E04",
        supply="W",
        quarry=["X6", "TQ4B"],
    )
    state = state.evolve(discards=(("E02", "E03"), ("M05",), ()))
    state, _ = play(state, "place W TQ4 2,3", "floor TQ4B L0 0,0 lv1")
    assert state.turn.thorn == 1
    assert state.phase == "build"
    state, _ = play(state, "fail")
    assert state.turn.to_level_row
    return state


def test_s4_3_7_two_renewals_after_a_thorn_penalty_and_a_failure() -> None:
    state = _failed_after_thorn_penalty()
    assert legal(state) == ["end", "end renew", "end renew 2"]
    bag = total(state.bag)
    after, events = play(state, "end renew 2")
    renewals = [e.text for e in events if e.kind == "renew"]
    assert len(renewals) == 2
    assert "again" in renewals[1]
    # Each renewal draws six and throws six back: the bag keeps its size; step 4 then draws
    # the one column (W) that went from the supply into the temple.
    assert total(after.bag) == bag - 1
    assert total(after.camp) == 6


def test_s4_3_7_no_more_renewals_than_owed() -> None:
    state = _failed_after_thorn_penalty()
    refused(GAME, state, state.active, "end renew 3", "renewed 2 times")
    # A plain failure (no penalty) owes one renewal: the base game's `end renew`, no count.
    plain = xstate([floor("TQ6", 0, 0, 0)], card="E04", supply="Y")
    plain, _ = play(plain, "fail")
    assert legal(plain) == ["end", "end renew"]
    refused(GAME, plain, plain.active, "end renew 2", "renewed 1 time")


def test_s4_3_7_renewal_count_notation_round_trips() -> None:
    assert str(EndTurn(renew=2)) == "end renew 2"
    assert GAME.parse_move("end renew 2") == EndTurn(renew=2)
    assert str(EndTurn(renew=1)) == "end renew"
    assert GAME.parse_move("end renew") == EndTurn(renew=1)


# -- §4.3.3, §6.1.3, §7.6: a chain push inside a simultaneous pair ------------------------------


def bridge(state: MenaraState) -> list[str]:
    """X8 light at (20,0): the chain >1 (21,2), >2 (24,2), >3 (27,2), >4 (30,2)."""
    cols = columns_of(state, "X8")
    return [cols[(x, 2)] for x in (21, 24, 27, 30)]


def test_s4_3_3_two_columns_enter_one_chain_as_a_pair_in_either_order() -> None:
    state = xstate([floor("X8", 20, 0, 0), floor("TQ6", 0, 0, 0)], card="E04", supply="YR")
    yr, ry = "place Y X8 21,2 + place R X8 21,2", "place R X8 21,2 + place Y X8 21,2"
    # Both orders work and end differently: each is its own move, the first part first.
    assert {yr, ry} <= set(legal(state))
    after, events = play(state, yr)
    assert bridge(after) == ["R", "Y", "", ""]
    assert after.turn.placed == 2
    assert after.turn.owed == 2
    assert any("pushing 1 column along the chain of X8" in e.text for e in events)
    after, _ = play(state, ry)
    assert bridge(after) == ["Y", "R", "", ""]


def test_s4_3_3_a_golden_column_first_would_be_pushed() -> None:
    state = xstate([floor("X8", 20, 0, 0), floor("TQ6", 0, 0, 0)], card="E04", supply="YR")
    refused(GAME, state, state.active, "place G X8 21,2 + place Y X8 21,2", "never move")
    assert "place G X8 21,2 + place Y X8 21,2" not in legal(state)
    after, _ = play(state, "place Y X8 21,2 + place G X8 21,2")
    assert bridge(after) == ["G", "Y", "", ""]
    assert after.extras.golden == 1


def test_s4_3_3_a_chain_push_paired_with_a_column_elsewhere() -> None:
    state = xstate(
        [floor("X8", 20, 0, 0, {(21, 2): "K"}), floor("TQ6", 0, 0, 0)], card="E04", supply="YR"
    )
    assert "place R TQ6 1,5 + place Y X8 21,2" in legal(state)
    # The other order of writing is the same move (the two arrivals do not meet).
    after, events = play(state, "place Y X8 21,2 + place R TQ6 1,5")
    assert bridge(after) == ["Y", "K", "", ""]
    assert columns_of(after, "TQ6")[(1, 5)] == "R"
    assert after.turn.status == "fulfilled"
    assert any("pushing 1 column along the chain of X8" in e.text for e in events)
    # Two columns entering a chain that holds one: both push.
    after, events = play(state, "place Y X8 21,2 + place R X8 21,2")
    assert bridge(after) == ["R", "Y", "K", ""]
    assert any("pushing 2 columns" in e.text for e in events)


def _move_state(x2: dict[tuple[int, int], str] | None = None) -> MenaraState:
    """D10 (MOVE 2): X2 light on level 2 (chain >1 (3,1), >2 (5,3), >3 (3,5)) over TQ6B."""
    level1 = {(1, 5): "R", (5, 5): "R", (5, 1): "Y", (3, 3): "K"}
    return xstate(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ6B", 0, 0, 1, level1),
            floor("X8", 20, 0, 0),
            floor("X2", 0, 0, 2, x2),
        ],
        card="D10",
    )


def test_s4_3_3_two_moves_enter_one_chain_as_a_pair() -> None:
    state = _move_state()
    ry = "move R TQ6B 1,5 > X2 3,1 + move Y TQ6B 5,1 > X2 3,1"
    after, events = play(state, ry)
    assert columns_of(after, "X2") == {(3, 1): "Y", (5, 3): "R", (3, 5): ""}
    assert set(after.turn.moved) == {("X2", 0), ("X2", 1)}
    assert after.turn.moves == 2
    assert any("pushing 1 column along the chain of X2" in e.text for e in events)
    after, _ = play(state, "move Y TQ6B 5,1 > X2 3,1 + move R TQ6B 1,5 > X2 3,1")
    assert columns_of(after, "X2") == {(3, 1): "R", (5, 3): "Y", (3, 5): ""}


def test_s4_3_3_a_move_pair_pushing_along_a_chain_is_listed() -> None:
    # K leaves TQ6B (3,3) for the occupied start of X2 (pushing the W on) while the K below
    # takes its place: not possible one move after the other in this order, so listed.
    state = _move_state({(3, 1): "W"})
    pair = "move K TQ6 3,3 > TQ6B 3,3 + move K TQ6B 3,3 > X2 3,1"
    assert pair in legal(state)
    after, _ = play(state, pair)
    assert columns_of(after, "X2") == {(3, 1): "K", (5, 3): "W", (3, 5): ""}
    assert columns_of(after, "TQ6B")[(3, 3)] == "K"
    assert set(after.turn.moved) == {("TQ6B", 4), ("X2", 0)}


def test_s4_3_3_same_chain_pair_keeps_its_written_order() -> None:
    yr = Pair(Place("Y", "X8", 21, 2), Place("R", "X8", 21, 2))
    ry = Pair(Place("R", "X8", 21, 2), Place("Y", "X8", 21, 2))
    assert yr != ry
    assert str(yr) == "place Y X8 21,2 + place R X8 21,2"
    assert GAME.parse_move(str(yr)) == yr
    # Any other pair is one move whichever way it is written.
    assert GAME.parse_move("place Y X8 21,2 + place R TQ6 1,5") == GAME.parse_move(
        "place R TQ6 1,5 + place Y X8 21,2"
    )
