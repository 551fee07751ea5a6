"""Move notation: every move type round-trips; tolerant reading; junk refused with a sentence."""

from __future__ import annotations

import pytest

from games.core import IllegalMove
from games.ruins import GAME
from games.ruins.moves import Burden, Buy, Claim, Discard, Flip, Move, NoFlip, Pass, Play

EVERY_KIND: list[tuple[Move, str]] = [
    (Flip("R4A"), "flip R4A"),
    (NoFlip(), "noflip"),
    (Buy(3, "R2C"), "buy S3 R2C"),
    (Claim("R5A"), "claim R5A"),
    (Play(("R5A", "R5B", "R2C")), "play R5A R5B R2C"),
    (Play(("R1E", "R4B"), 4), "play R1E R4B =4"),
    (Pass(), "pass"),
    (Discard("R3B"), "discard R3B"),
    (Burden(2), "burden P3"),
    (Play(("R10E",)), "play R10E"),
]


@pytest.mark.parametrize(("move", "text"), EVERY_KIND)
def test_round_trip(move: Move, text: str) -> None:
    assert str(move) == text
    assert GAME.parse_move(text) == move
    assert GAME.parse_move(str(move)) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("PLAY r5a  r5b", Play(("R5A", "R5B"))),
        ("  play R1E R4B=4 ", Play(("R1E", "R4B"), 4)),
        ("play R1E R4B = 4", Play(("R1E", "R4B"), 4)),
        ("Buy s3 r2c", Buy(3, "R2C")),
        ("BURDEN p1", Burden(0)),
        ("NoFlip", NoFlip()),
        ("Pass", Pass()),
    ],
)
def test_tolerant_reading(text: str, move: Move) -> None:
    assert GAME.parse_move(text) == move


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Type a move"),
        ("xyzzy", "is not a move"),
        ("play", "Name the ruins"),
        ("play ???", "is not a ruin"),
        ("play R11A", "is not a ruin"),
        ("play R5A R5A", "each ruin once"),
        ("play R5A =4", "2 or more wild"),
        ("play R5A R1E =x", "=N with a whole number"),
        ("buy S5 R2C", "not a market slot"),
        ("buy S3", "the slot, then the ruin"),
        ("burden P6", "not a player"),
        ("burden", "name the opponent"),
        ("flip", "one ruin"),
        ("flip R4A R4B", "one ruin"),
        ("pass pass", "takes nothing after it"),
        ("noflip R4A", "takes nothing after it"),
        ("discard", "one ruin"),
        ("☾☾☾", "is not a move"),
    ],
)
def test_junk_is_refused_with_a_sentence(text: str, message: str) -> None:
    with pytest.raises(IllegalMove, match=message):
        GAME.parse_move(text)
