"""Rules found by the audit of the engine against the spec, each named by its section."""

from __future__ import annotations

from games.core import Match, Seat
from games.core.testing import refused
from games.mandala_stones import GAME, ScoreColour
from games.mandala_stones.position import PLACE
from games.mandala_stones.scenario import position
from games.mandala_stones.state import MandalaState

TWO_NEW_TOPS = {"P1": "BS NEW", "P3": "RO NEW"}


def test_6_4_the_declared_colour_is_one_of_the_four_base_colours() -> None:
    """§6.4 (D15): two New-Stone tops may score any base colour, never a fifth "colour"."""
    state = position(harmony=True, towers={0: TWO_NEW_TOPS})
    assert ScoreColour("Y", ("P1", "P3")) in state.legal_moves(0)
    for colour in ("N", "G", "y"):
        refused(GAME, state, 0, ScoreColour(colour, ("P1", "P3")), "colour", "Y, B, R")


def test_6_4_a_new_stone_top_joins_a_colour_scoring_once() -> None:
    """§4.3 A and §6.4: a tower is scored once, its top stone taken once. Naming the same
    New-Stone top twice does not make the two towers a colour scoring needs."""
    state = position(harmony=True, towers={0: {"P1": "BS NEW", "P3": "RO"}})
    refused(GAME, state, 0, ScoreColour("Y", ("P1", "P1")), "once")
    two = position(harmony=True, towers={0: TWO_NEW_TOPS})
    refused(GAME, two, 0, ScoreColour("Y", ("P1", "P3", "P1")), "once")


def test_7_2_keeping_a_new_stone_cannot_be_taken_back() -> None:
    """§7.2: once the stones are on the Mandala the action is final, so the keep-or-give choice
    that follows is final too: keeping (like giving up) cannot be undone for the other answer."""
    towers = {0: {"P1": "YS BS", "P2": "BO", "P4": "RS VS YS"}}  # scenario 23
    state = position(harmony=True, towers=towers, m=12)
    match = Match(GAME, (Seat("A"), Seat("B")), 0, {"harmony": "on"}, [], [state])
    match.play(0, "score P1 P2 P4")
    match.play(0, "keep")
    assert isinstance(match.state, MandalaState)
    assert match.state.phase == PLACE
    assert not match.can_undo(0)
