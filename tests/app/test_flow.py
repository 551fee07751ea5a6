"""The turn flow as plain Python (menara_tui.screens.flow), without Textual."""

from __future__ import annotations

import sys

from games.core import Match, Seat
from menara_tui.screens.flow import Step, TurnFlow, move_text
from tests.app.dummy_game import GAME


def _match(*seats: Seat, **options: str) -> Match:
    return Match.new(GAME, seats, seed=7, options=options)


def _play(flow: TurnFlow, seat: int, notation: str) -> None:
    events = flow.match.play(seat, notation)
    flow.record(seat, events)


def viewer_of(flow: TurnFlow) -> int | None:
    return flow.viewer


def test_the_flow_imports_no_textual() -> None:
    import menara_tui.screens.flow  # noqa: F401

    source = sys.modules["menara_tui.screens.flow"].__file__
    assert source is not None
    with open(source, encoding="utf-8") as handle:
        assert "textual" not in handle.read().replace("Textual", "")


def test_every_private_view_follows_a_hand_off_to_that_human() -> None:
    flow = TurnFlow(_match(Seat("Ada"), Seat("Bo"), length="long"))
    assert flow.next_step() == Step("handoff", 0)
    flow.handed_off(0)
    assert flow.next_step() == Step("wait", 0)
    _play(flow, 0, "pick 1")
    assert viewer_of(flow) == 0, "Ada is still to act"
    _play(flow, 0, "pass")
    assert viewer_of(flow) is None, "the end of Ada's turn covers her view"
    assert flow.next_step() == Step("handoff", 1)
    flow.handed_off(1)
    _play(flow, 1, "pass")
    assert flow.next_step() == Step("handoff", 0)


def test_a_summary_everyone_reads_needs_a_new_hand_off_even_for_the_same_human() -> None:
    flow = TurnFlow(_match(Seat("Ada"), Seat("Bo")))
    flow.handed_off(0)
    flow.cover()  # e.g. the end-of-round summary
    assert flow.viewer is None
    assert not flow.may_show(0)
    assert flow.next_step() == Step("handoff", 0)


def test_a_resumed_game_starts_behind_a_hand_off() -> None:
    match = _match(Seat("Ada"), Seat("Bo"))
    match.play(0, "pass")
    flow = TurnFlow(match)
    assert flow.next_step() == Step("handoff", 1)


def test_one_human_with_bots_needs_no_hand_off_and_bots_act_in_turn() -> None:
    flow = TurnFlow(_match(Seat("Ada"), Seat("Bot", "random")))
    assert flow.next_step() == Step("show", 0)
    flow.show(0)
    _play(flow, 0, "pass")
    assert flow.next_step() == Step("bot", 1)


def test_an_open_game_shows_hands_without_hand_offs() -> None:
    from tests.app.dummy_game import make_game

    game = make_game("dummy_open", hidden=False, title="Open Sums")
    flow = TurnFlow(Match.new(game, (Seat("Ada"), Seat("Bo")), seed=1))
    assert flow.next_step() == Step("show", 0)


def test_undo_says_why_not() -> None:
    flow = TurnFlow(_match(Seat("Ada"), Seat("Bo")))
    flow.handed_off(0)
    assert flow.undo_refusal(0) == "There is no move to take back."
    _play(flow, 0, "pick 1")
    assert flow.undo_refusal(0) is None
    _play(flow, 0, "pass")
    assert flow.undo_refusal(1) is not None
    assert flow.undo_refusal(None) == "There is no move of yours to take back."


def test_a_move_reads_as_public_words_until_the_game_is_over() -> None:
    match = _match(Seat("Ada"), Seat("Bo"), opening="on")
    match.play(0, "bid 2")
    text = move_text(match, 0)
    assert "2" not in text, text
    assert text == "Ada has bid."


def test_the_hand_off_lists_what_happened_since_that_seat_last_looked() -> None:
    flow = TurnFlow(_match(Seat("Ada"), Seat("Bo")))
    flow.handed_off(0)
    _play(flow, 0, "pick 1")
    _play(flow, 0, "pass")
    flow.handed_off(1)
    _play(flow, 1, "pick 2")
    _play(flow, 1, "pick 1")
    _play(flow, 1, "pass")
    since = flow.public_since(0)
    assert since[:2] == ["Bo picked 2.", "Bo picked 1."]
    assert not any("Ada" in line and "picked" in line for line in since)
    assert not any("sum is now" in line for line in since)
