"""Notation round trips, a tolerant parser, junk refused, JSON round trips, options."""

from __future__ import annotations

import json

import pytest

from games.bali import GAME, describe
from games.bali.moves import MOVE_TYPES
from games.core import IllegalMove, RecordError

from .helpers import own, start, turn


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("buy rice", "buy rice"),
        ("BUY Peanut", "buy peanuts"),
        ("play sm", "play SM"),
        ("play stonemason", "play SM"),
        ("play F-rice", "play F-rice"),
        ("play 1 F-rice", "play F-rice"),
        ("play 3 f-banana", "play 3 F-banana"),
        ("play tc a rice bananas", "play TC A rice bananas"),
        ("play TC - peppers rice", "play TC - peppers rice"),
        ("discard SH", "discard SH"),
        ("sacrifice pepper", "sacrifice peppers"),
        ("facedown b", "facedown bananas"),
        ("supply peppers", "supply peppers"),
        ("take c2", "take C2"),
        ("take 4", "take C4"),
        ("shrine 3vp 1st", "shrine 3vp 1st"),
        ("shrine 3 1", "shrine 3vp 1st"),
        ("gain rice", "gain rice"),
    ],
)
def test_notation_reads_tolerantly_and_prints_canonically(text: str, canonical: str) -> None:
    move = GAME.parse_move(text)
    assert str(move) == canonical
    assert GAME.parse_move(canonical) == move
    assert isinstance(move, MOVE_TYPES)
    assert describe(move)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "take C5",
        "take C0",
        "buy gold",
        "play 4 F-rice",
        "play 2 SM",
        "play TC",
        "play TC C rice rice",
        "shrine lots",
        "play rice",
        "discard",
        "sacrifice",
        "gain",
        "xyzzy",
    ],
)
def test_junk_is_an_illegal_move(text: str) -> None:
    with pytest.raises(IllegalMove):
        GAME.parse_move(text)


def test_every_offered_move_round_trips() -> None:
    s = own(turn(start(4, temple=True), 0), 0, rice=3, peanuts=3, bananas=3, peppers=3)
    for move in s.legal_moves(0):
        assert isinstance(move, MOVE_TYPES)
        assert GAME.parse_move(str(move)) == move


def test_json_round_trip() -> None:
    s = start(3, temple=True, demon=True, seed=7)
    s, _ = s.apply(s.legal_moves(0)[0], 0)
    data = json.loads(json.dumps(s.to_json()))
    assert data["record"] == "bali"
    again = GAME.state_from_json(data)
    assert again == s
    assert again.legal_moves(0) == s.legal_moves(0)


def test_damaged_json_is_refused_naming_the_field() -> None:
    data = start(2).to_json()
    data["stones"] = "many"
    with pytest.raises(RecordError, match="stones"):
        GAME.state_from_json(data)


def test_options_and_player_counts() -> None:
    with pytest.raises(IllegalMove, match="2 to 4"):
        GAME.new_state(["A"], seed=1)
    with pytest.raises(IllegalMove, match="2 to 4"):
        GAME.new_state(["A", "B", "C", "D", "E"], seed=1)
    with pytest.raises(IllegalMove, match="oracle"):
        GAME.new_state(["A", "B"], seed=1, options={"oracle": "on"})
    with pytest.raises(IllegalMove, match="on"):
        GAME.new_state(["A", "B"], seed=1, options={"demon": "maybe"})
    plain = GAME.new_state(["A", "B"], seed=1)
    assert not plain.temple
    assert not plain.demon_variant
    assert GAME.new_state(["A", "B"], seed=1) == plain  # seeded
    assert GAME.new_state(["A", "B"], seed=2).deck != plain.deck


def test_a_refused_move_names_whose_turn_it_is() -> None:
    s = start(2)
    with pytest.raises(IllegalMove, match="P1's move"):
        s.apply(GAME.parse_move("take C1"), 1)
    with pytest.raises(IllegalMove, match="Now you must buy a sacrifice card or play cards"):
        s.apply(GAME.parse_move("take C1"), 0)
