"""Move notation: every move parses back; junk and malformed text are refused."""

from __future__ import annotations

import pytest

from games.core import IllegalMove
from games.menara import GAME
from games.menara.geometry import Placement
from games.menara.moves import (
    AddFloor,
    ArrangeBase,
    AutoBase,
    EndTurn,
    Fail,
    MoveUp,
    Pair,
    Place,
    Reveal,
    Shift,
    Swap,
)

EXAMPLES = [
    (ArrangeBase(Placement("F07", "D", 1, 30, 17, 0)), "base F07 D90 30,17"),
    (AutoBase(), "base auto"),
    (Swap("YY", "KW"), "swap YY for KW"),
    (Reveal("medium"), "reveal medium"),
    (Place("Y", "F03", 4, 3), "place Y F03 4,3"),
    (MoveUp("R", "F01", 1, 5, "F04", 4, 2), "move R F01 1,5 > F04 4,2"),
    (Pair(Place("Y", "F03", 2, 1), Place("R", "F03", 8, 1)), "place R F03 8,1 + place Y F03 2,1"),
    (AddFloor(Placement("F07", "D", 3, 12, 8, 2)), "floor F07 D270 12,8 lv2"),
    (AddFloor(Placement("TQ4", "L", 0, 6, 0, 0)), "floor TQ4 L0 6,0 lv0"),
    (Shift(Placement("TR3B", "L", 0, 0, 1, 2)), "shift TR3B L0 0,1 lv2"),
    (Fail(), "fail"),
    (EndTurn(), "end"),
    (EndTurn(renew=True), "end renew"),
]


@pytest.mark.parametrize(("move", "text"), EXAMPLES)
def test_notation_round_trip(move: object, text: str) -> None:
    assert str(move) == text
    assert GAME.parse_move(text) == move
    assert GAME.parse_move(f"  {text.replace(' ', '  ')} ") == move


def test_a_pair_is_one_move_whichever_way_it_is_written() -> None:
    a, b = "place Y F03 2,1", "place R F03 8,1"
    assert GAME.parse_move(f"{a} + {b}") == GAME.parse_move(f"{b} + {a}")
    moves = "move R F01 1,5 > F04 4,2 + move Y F01 1,1 > F04 2,2"
    assert str(GAME.parse_move(moves)) == moves


@pytest.mark.parametrize(
    "text",
    [
        "",
        "place",
        "place Q F03 4,3",
        "place Y F03 4",
        "floor F07 D45 12,8 lv2",
        "floor F07 X90 12,8 lv2",
        "swap for",
        "reveal hard",
        "place Y F03 4,3 + move R F01 1,5 > F04 4,2",
        "place Y F03 4,3 + place R F03 8,1 + place Y F03 2,1",
        "end now",
    ],
)
def test_junk_is_refused(text: str) -> None:
    with pytest.raises(IllegalMove):
        GAME.parse_move(text)


def test_swap_colours_may_be_written_in_any_order() -> None:
    # Spec S26 writes the exchange "Y,Y for W,K": the move keeps its colours in colour order.
    assert GAME.parse_move("swap RY for WK") == Swap("YR", "KW")
    assert str(GAME.parse_move("swap YY for WK")) == "swap YY for KW"
