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
from games.menara.moves import EndTurn
from games.menara.records import Config, Extras, total
from games.menara.state import MenaraState
from games.menara.statics import PlacedFloor
from tests.games.menara.helpers import floor, legal, make_state, play

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
