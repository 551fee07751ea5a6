"""The planner bot: it carries out its card, picks what it can do, and knows what a wobble
would bring down."""

from __future__ import annotations

import random

import pytest

from games.menara import BOTS, steady
from games.menara.data import PLANS
from games.menara.moves import Fail, Place, Reveal
from games.menara.planner import carry_on, expected
from games.menara.planner_turn import can_finish, fall_height, step
from games.menara.state import MenaraState
from tests.games.menara.helpers import CORNERS, floor, make_state

# TQ6B on the base with only its two yellow bases empty; TQ6 next to it, all five empty.
ONLY_YELLOW = {(7, 5): "R", (11, 5): "R", (9, 3): "K"}


def _two_bases(card: str, supply: str) -> MenaraState:
    floors = [floor("TQ6B", 6, 0, 0, ONLY_YELLOW), floor("TQ6", 0, 0, 0)]
    return make_state(floors, card=card, supply=supply)


def test_look_ahead_sees_a_same_card_that_cannot_be_finished() -> None:
    # SAME(2) with Y and R: a yellow column on TQ6B leaves the red one nowhere on that floor.
    state = _two_bases("M06", "YR")
    card, supply = PLANS["M06"], state.supplies[0]
    there = step(state.temple, supply, card, state.turn, Place("Y", "TQ6B", 7, 1))
    here = step(state.temple, supply, card, state.turn, Place("Y", "TQ6", 1, 1))
    assert there is not None
    assert here is not None
    assert not can_finish(there.temple, there.supply, card, there.turn)
    assert can_finish(here.temple, here.supply, card, here.turn)
    greedy = BOTS["greedy"].choose(state, 0, random.Random(0))
    assert isinstance(greedy, Place)
    assert greedy.fid == "TQ6B"  # all alike to greedy: the first floor
    move = BOTS["planner"].choose(state, 0, random.Random(0))
    assert isinstance(move, Place)
    assert move.fid == "TQ6"


def test_planner_gives_up_a_card_it_cannot_finish_before_building() -> None:
    # SAME(2) with two yellows: TQ6B has two yellow bases, but TQ6 is full, so only TQ6B
    # works; with Y and K instead nothing works, and the planner fails at once.
    full = {**CORNERS, (3, 3): "K"}
    floors = [floor("TQ6", 0, 0, 0, full), floor("TQ6B", 6, 0, 0, ONLY_YELLOW)]
    doable = make_state(floors, card="M06", supply="YY")
    move = BOTS["planner"].choose(doable, 0, random.Random(0))
    assert isinstance(move, Place)
    assert move.fid == "TQ6B"
    lost = make_state(floors, card="M06", supply="YK")
    assert any(isinstance(m, Place) for m in lost.legal_moves(0))  # greedy would place one
    assert BOTS["planner"].choose(lost, 0, random.Random(0)) == Fail()


def test_planner_reveals_from_the_pile_it_can_carry_out() -> None:
    # One yellow base empty on each base floor, supply Y Y: the easy pile holds only a
    # SAME(2) (impossible: no floor has two), the medium pile a PLACE(2) (possible).
    floors = [
        floor("TQ6", 0, 0, 0, {(5, 1): "Y", (1, 5): "R", (5, 5): "R", (3, 3): "K"}),
        floor("TQ6B", 6, 0, 0, {(11, 1): "Y", (7, 5): "R", (11, 5): "R", (9, 3): "K"}),
    ]
    piles = (("E09",), ("M01",), ("D01",))
    state = make_state(floors, supply="YY", piles=piles, swapped=True)
    assert BOTS["greedy"].choose(state, 0, random.Random(0)) == Reveal("easy")
    assert BOTS["planner"].choose(state, 0, random.Random(0)) == Reveal("medium")


def test_fall_height_matches_the_wobble_of_the_rules() -> None:
    # TQ4 on level 1 carries TQ4B on level 2: if TQ4 falls, TQ4B goes with it.
    full = {(2, 2): "Y", (4, 2): "R", (3, 4): "W"}
    floors = [
        floor("TQ6", 0, 0, 0, CORNERS),
        floor("TQ4", 1, 1, 1, full),
        floor("TQ4B", 1, 1, 2),
        floor("TQ6B", 6, 0, 0),
    ]
    temple = make_state(floors).temple
    assert fall_height(temple, ["TQ4B"]) == 1
    assert fall_height(temple, ["TQ4"]) == 0
    assert fall_height(temple, ["TQ6B"]) == 2  # a base floor never falls
    for shaky in (["TQ4B"], ["TQ4"], ["TQ4", "TQ4B"], ["TQ4B", "TQ4"]):
        i = steady.weakest(temple, shaky)
        assert i is not None
        rest, _, _ = steady.wobble(temple, i)
        assert fall_height(temple, shaky) == rest.height


def test_expected_outcome_never_courts_a_wobble() -> None:
    # Going on with a lead is worth more than going on behind; a wobble that leaves enough
    # standing counts no more than going on, and one that does not costs its chance.
    assert carry_on(2) > carry_on(0) > carry_on(-2)
    going_on = carry_on(2)
    assert expected(0.05, 1.0, going_on) == pytest.approx(expected(0.0, 1.0, going_on))
    assert expected(0.05, 0.0, going_on) < expected(0.01, 0.0, going_on) < going_on
