"""Spec 7.6 (Decision): undo only inside the current phase. The move that ends a phase carries
a barrier event (games.core.Match refuses to take back a barrier move); moves inside do not."""

from __future__ import annotations

from games.bali import GAME
from games.bali.state import BaliState
from games.core import Match, Seat

from .helpers import column, hand, play, start, stones, turn

P1, P2 = 0, 1


def _barrier(state: BaliState, seat: int, text: str) -> tuple[BaliState, bool]:
    after, events = play(state, seat, text)
    return after, any(e.barrier for e in events)


def test_a_purchase_ends_phase_1_and_cannot_be_taken_back() -> None:
    s = turn(stones(hand(start(2), P1, "F-rice", "F-rice", "SM"), P1, 6), P1)
    s, barrier = _barrier(s, P1, "buy rice")
    assert s.phase == "play"
    assert barrier


def test_a_play_ends_phase_2_but_takes_inside_phase_3_can_be_taken_back() -> None:
    s = turn(stones(hand(start(2), P1, "F-rice", "F-rice", "SM"), P1, 6), P1, phase="play")
    s = column(column(s, 0, "SM", "PR", "TC"), 1, "PR", "SM", "F-rice")
    s, barrier = _barrier(s, P1, "play 2 F-rice")
    assert s.phase == "take"
    assert s.to_take == 2
    assert barrier
    s, barrier = _barrier(s, P1, "take C1")
    assert s.phase == "take"
    assert not barrier
    s, barrier = _barrier(s, P1, "take C2")
    assert s.phase != "take"
    assert barrier


def test_a_shrine_and_its_sacrifice_phase_are_one_phase() -> None:
    s = turn(stones(hand(start(2), P1, "SH", "SM", "PR"), P1, 7), P1, phase="play")
    s, barrier = _barrier(s, P1, "play SH")
    assert s.phase == "sacrifice"
    assert not barrier


def test_a_play_straight_from_phase_1_leaves_phase_1_for_good() -> None:
    s = turn(stones(hand(start(2), P1, "SH", "SM", "PR"), P1, 7), P1)
    s, barrier = _barrier(s, P1, "play SH")
    assert s.phase == "sacrifice"
    assert barrier


def test_match_refuses_to_take_back_a_play_in_a_real_game() -> None:
    match = Match.new(GAME, (Seat("Ana"), Seat("Bo")), seed=11)
    before = match.state
    match.play(P1, "play F-rice")
    assert match.state is not before
    assert not match.can_undo(P1)
