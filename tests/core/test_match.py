"""games.core.Match: play, undo by the policy, save and load by replay."""

from __future__ import annotations

import json

import pytest

from games.core import FORMAT_VERSION, IllegalMove, Match, SaveFormatError, Seat
from games.core.testing import check_game
from tests.core.toy_game import GAME

GAMES = {"toy": GAME}
HUMANS = (Seat("Ana"), Seat("Bo"))


def new_match(seats: tuple[Seat, ...] = HUMANS, **options: str) -> Match:
    return Match.new(GAME, seats, seed=7, options=options)


def test_play_accepts_notation_and_objects() -> None:
    match = new_match()
    match.play(0, "add 2")
    events = match.play(0, GAME.parse_move("end"))
    assert [m.notation for m in match.moves] == ["add 2", "end"]
    assert events[0].text == "Ana ends the turn"
    assert match.state.actors() == frozenset({1})


def test_illegal_move_changes_nothing() -> None:
    match = new_match()
    before = match.to_json()
    with pytest.raises(IllegalMove, match="not your turn"):
        match.play(1, "add 1")
    with pytest.raises(IllegalMove, match="is not a move"):
        match.play(0, "jump")
    assert match.to_json() == before
    assert len(match.states) == 1


def test_undo_own_move_within_the_turn() -> None:
    match = new_match()
    match.play(0, "add 1")
    assert match.can_undo(0)
    assert not match.can_undo(1)
    undone = match.undo(0)
    assert undone.notation == "add 1"
    assert match.state.view(None)["totals"] == [0, 0]


def test_no_undo_past_a_random_draw() -> None:
    match = new_match()
    match.play(0, "roll")
    assert match.moves[-1].barrier
    assert not match.can_undo(0)
    with pytest.raises(IllegalMove, match="cannot be taken back"):
        match.undo(0)


def test_no_undo_after_the_turn_passed() -> None:
    match = new_match()
    match.play(0, "add 1")
    match.play(0, "end")
    assert not match.can_undo(0)  # no longer Ana's turn
    assert not match.can_undo(1)  # not Bo's move


def test_bots_cannot_undo_and_bot_moves_replay() -> None:
    match = new_match((Seat("Ana"), Seat("Robo", "random")))
    match.play(0, "add 1")
    match.play(0, "end")
    first = match.bot_move(1)
    assert first == match.bot_move(1)  # seeded by the move number: same position, same move
    match.play(1, first)
    assert not match.can_undo(1)
    with pytest.raises(IllegalMove, match="not a bot"):
        match.bot_move(0)


def test_unknown_bot_and_option_are_refused() -> None:
    with pytest.raises(IllegalMove, match="no bot 'clever'"):
        new_match((Seat("Ana"), Seat("Robo", "clever")))
    with pytest.raises(IllegalMove, match="must be one of: 5, 10"):
        new_match(target="7")
    with pytest.raises(IllegalMove, match="no option 'speed'"):
        Match.new(GAME, HUMANS, seed=1, options={"speed": "fast"})


def test_save_round_trip_replays_the_moves() -> None:
    match = new_match()
    for text in ["add 2", "roll", "end", "add 1", "end"]:
        match.play(min(match.state.actors()), text)
    data = json.loads(json.dumps(match.to_json()))
    assert data["version"] == FORMAT_VERSION
    again = Match.from_json(data, GAMES)
    assert again.to_json() == match.to_json()
    assert again.state.to_json() == match.state.to_json()
    assert [m.barrier for m in again.moves] == [m.barrier for m in match.moves]


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(format="other"), "not a menara_tui save"),
        (lambda d: d.update(version=FORMAT_VERSION + 1), "newer menara_tui"),
        (lambda d: d.pop("version"), "no valid format version"),
        (lambda d: d.update(version=True), "no valid format version"),
        (lambda d: d.update(version=0), "no valid format version"),
        (lambda d: d.update(version=-5), "no valid format version"),
        (lambda d: d.update(seed=1.5), "seed is not a whole number"),
        (lambda d: d.update(seed=float("inf")), "seed is not a whole number"),
        (lambda d: d.update(seed=10**30), "seed is not a whole number"),
        (lambda d: d["seats"][1].update(bot=["greedy"]), "Seat 2 of the save names a bot"),
        (lambda d: d["seats"][1].update(bot="cheater"), "Seat 2 of the save names a bot"),
        (lambda d: d["seats"].__setitem__(0, "Ana"), "Seat 1 of the save has no name"),
        (lambda d: d.update(options=[1]), "options"),
        (lambda d: d.update(moves={}), "no list of moves"),
        (lambda d: d["moves"].append([0]), "Move 2 of the save"),
        (lambda d: d["moves"].append([True, "add 1"]), "Move 2 of the save"),
        (lambda d: d["moves"].append([7, "add 1"]), "does not replay at move 2: no seat 7"),
        (lambda d: d.update(game="chess"), "unknown game 'chess'"),
        (lambda d: d.pop("seats"), "no seats"),
        (lambda d: d["moves"].append([0, "fly"]), "does not replay at move 2"),
        (lambda d: d["moves"].append([1, "add 1"]), "does not replay at move 2: It is not your"),
        (lambda d: d.update(options={"target": "99"}), "cannot start its game"),
    ],
)
def test_bad_saves_are_refused_with_a_reason(mutate: object, message: str) -> None:
    match = new_match()
    match.play(0, "add 1")
    data = match.to_json()
    assert callable(mutate)
    mutate(data)
    with pytest.raises(SaveFormatError, match=message):
        Match.from_json(data, GAMES)


def test_the_generic_checker_passes_on_the_toy_game() -> None:
    reports = check_game(GAME, seeds=range(3))
    assert len(reports) == 3 * 3
    assert all(r.over and r.moves > 0 for r in reports)


def test_the_generic_checker_catches_a_broken_notation() -> None:
    class BrokenParse(type(GAME)):  # type: ignore[misc]
        def parse_move(self, text: str) -> object:
            move = super().parse_move(text)
            return GAME.parse_move("end") if text == "add 2" else move

    with pytest.raises(AssertionError, match="does not parse back"):
        check_game(BrokenParse(), player_counts=[2], seeds=[1])


def test_a_save_longer_than_the_limit_is_refused_before_any_replay() -> None:
    match = new_match()
    match.play(0, "add 1")
    data = match.to_json()
    data["moves"] = [[0, "add 1"]] * 50
    with pytest.raises(
        SaveFormatError, match="holds 50 moves; this version opens games of up to 10"
    ):
        Match.from_json(data, GAMES, max_moves=10)
