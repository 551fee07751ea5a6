"""Notation and JSON: every move reads back, junk is refused, positions round-trip."""

from __future__ import annotations

import json
import random

import pytest

from games.core import IllegalMove
from games.core.records import RecordError
from games.mandala_stones import GAME, Build, ChooseObjective, Pick, ScoreColour, ScoreTops
from games.mandala_stones.moves import BUILDS, CHOOSE, COLOUR_SCORES, PICKS, PLACES, TOPS


def every_move() -> list[object]:
    moves: list[object] = [m for row in PICKS for m in row] + [m for row in BUILDS for m in row]
    moves += [m for m in TOPS if m is not None]
    moves += [m for table in COLOUR_SCORES.values() for m in table]
    moves += [*PLACES, *CHOOSE.values()]
    return moves


def test_every_move_reads_back_from_its_notation() -> None:
    for move in every_move():
        assert GAME.parse_move(str(move)) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("PICK sa A1", Pick("Sa", "a1")),
        ("  build S4   p2 ", Build("s4", "P2")),
        ("score y with p4, p1", ScoreColour("Y", ("P1", "P4"))),
        ("score p3,p1", ScoreTops(("P1", "P3"))),
        ("objective o10", ChooseObjective("O10")),
    ],
)
def test_the_parser_is_tolerant(text: str, move: object) -> None:
    assert GAME.parse_move(text) == move


@pytest.mark.parametrize(
    "text",
    [
        "",
        "pick",
        "pick Xa a1",
        "pick Sa a0",
        "build s25 P1",
        "build s1 P6",
        "score",
        "score G",
        "score Y with",
        "score Y P1",
        "score P1 P1",
        "keep it",
        "place",
        "objective O11",
        "fly away",
    ],
)
def test_junk_is_refused_with_a_sentence(text: str) -> None:
    with pytest.raises(IllegalMove) as info:
        GAME.parse_move(text)
    assert str(info.value).endswith(".")


def test_positions_round_trip_through_json() -> None:
    rng = random.Random(4)
    state = GAME.new_state(["A", "B", "C"], seed=4, options={"harmony": "on"})
    while not state.is_over():
        data = json.loads(json.dumps(state.to_json()))
        again = GAME.state_from_json(data)
        assert again == state
        assert again.to_json() == state.to_json()
        seat = state.current
        state, _ = state.apply(rng.choice(state.legal_moves(seat)), seat)
    assert GAME.state_from_json(state.to_json()) == state


def test_damaged_json_names_the_field() -> None:
    data = GAME.new_state(["A", "B"], seed=1).to_json()
    data["position"]["vp"] = "lots"
    with pytest.raises(RecordError, match="vp"):
        GAME.state_from_json(data)
    with pytest.raises(RecordError):
        GAME.state_from_json({"record": "ruins"})


def test_options_are_checked() -> None:
    with pytest.raises(IllegalMove, match="harmony"):
        GAME.new_state(["A", "B"], seed=1, options={"harmony": "maybe"})
    with pytest.raises(IllegalMove, match="2 to 4"):
        GAME.new_state(["A"], seed=1)


def test_hand_made_moves_with_unknown_names_are_refused() -> None:
    from games.core.testing import refused

    state = GAME.new_state(["A", "B"], seed=2)
    seat = state.current
    refused(GAME, state, seat, Pick("Xa", "a1"), "no such")
    refused(GAME, state, seat, Pick("Sa", "a10"), "no such")
    refused(GAME, state, seat, ScoreTops(()), "at least one")
