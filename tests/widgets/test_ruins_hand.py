"""Pilot tests of CardHand: drawing, cursor, selection, order and every message it posts."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.widgets.ruins_harness import RuinsApp, widget_lines, widget_text
from tests.widgets.ruins_views import (
    FIVE_PLAYER,
    FLIP_PHASE,
    PENDING_DISCARD,
    SPECTATOR,
    TWO_PLAYER,
    ruin,
)
from widgets.ruins.card import big_number, render_ruin_card
from widgets.ruins.faces import face
from widgets.ruins.hand import HAND_HEIGHT, CardHand

SIZES = [(80, 24), (120, 40)]


def hand_of(app: RuinsApp) -> CardHand:
    return app.query_one(CardHand)


def selection_of(hand: CardHand) -> tuple[str, ...]:
    # read through a call so that mypy does not keep an earlier assert's narrowing
    return hand.selection


def buying(hand: CardHand) -> bool:
    return hand.buy_mode


def cursor_card(hand: CardHand) -> list[str]:
    view = hand.view
    assert view is not None
    assert hand.cursor_id is not None
    data = next(r for r in view["hand"] if r["id"] == hand.cursor_id)
    lines = render_ruin_card(
        data,
        cursor=True,
        selected=hand.cursor_id in hand.selection,
        new=hand.cursor_id in view["new"],
        owner=view["seat"],
    )
    return [line.plain for line in lines]


def shows_whole(rows: list[str], card: list[str]) -> bool:
    """The card appears whole and aligned: same column on consecutive rows."""
    for top in range(len(rows) - len(card) + 1):
        start = rows[top].find(card[0])
        while start >= 0:
            if all(rows[top + i][start : start + len(line)] == line for i, line in enumerate(card)):
                return True
            start = rows[top].find(card[0], start + 1)
    return False


@pytest.mark.parametrize("size", SIZES)
async def test_twelve_cards_fit_and_the_cursor_card_is_always_whole(size: tuple[int, int]) -> None:
    app = RuinsApp(FIVE_PLAYER)
    async with app.run_test(size=size) as pilot:
        hand = hand_of(app)
        assert hand.size.height == HAND_HEIGHT
        assert hand.region.right <= size[0]
        for step in range(len(FIVE_PLAYER["hand"])):
            rows = widget_lines(hand)
            assert shows_whole(rows, cursor_card(hand)), (step, hand.cursor_id)
            # every card's big figure is at least partly visible: its border corner is drawn
            corners = sum(row.count(c) for row in rows[:2] for c in "┌╭╔┏")
            assert corners == len(FIVE_PLAYER["hand"])
            await pilot.press("right")
        assert hand.cursor_id == hand.ordered_ids[-1]


async def test_cursor_moves_with_arrows_and_vi_keys() -> None:
    app = RuinsApp(TWO_PLAYER)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        order = hand.ordered_ids
        assert hand.cursor_id == order[0]
        await pilot.press("right", "l")
        assert hand.cursor_id == order[2]
        await pilot.press("h")
        assert hand.cursor_id == order[1]
        await pilot.press("left", "left", "left")
        assert hand.cursor_id == order[0]
        await pilot.press("end")
        assert hand.cursor_id == order[-1]
        assert shows_whole(widget_lines(hand), cursor_card(hand))


async def test_hand_is_sorted_by_solo_rank_and_o_toggles_printed_order() -> None:
    app = RuinsApp(TWO_PLAYER)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        solos = [face(r).solo for r in sorted(TWO_PLAYER["hand"], key=lambda r: face(r).solo)]
        faces = {r["id"]: face(r) for r in TWO_PLAYER["hand"]}
        assert [faces[i].solo for i in hand.ordered_ids] == solos
        # R6A: printed 6, solo 8 with the drafted +2; R3A: printed 3, solo 4.
        by_rank = hand.ordered_ids
        assert by_rank.index("R6A") > by_rank.index("R7A")
        first_rows = widget_lines(hand)
        await pilot.press("o")
        assert hand.sort == "printed"
        by_printed = hand.ordered_ids
        assert [faces[i].printed for i in by_printed] == sorted(faces[i].printed for i in faces)
        assert by_printed.index("R6A") < by_printed.index("R7A")
        assert widget_lines(hand) != first_rows
        assert "by printed (o)" in widget_lines(hand)[-1]
        await pilot.press("o")
        assert hand.ordered_ids == by_rank


async def test_space_selects_in_order_and_raises_the_cards() -> None:
    view = copy.deepcopy(TWO_PLAYER)
    view["draft"] = None
    for r in view["hand"]:
        r["draft_slots"] = {"top": None, "middle": None, "bottom": None}
        r["draft_claim"] = False
    app = RuinsApp(view)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        assert selection_of(hand) == ()
        before = widget_lines(hand)
        await pilot.press("right", "right", "space", "left", "space")
        order = hand.ordered_ids
        assert selection_of(hand) == (order[2], order[1])
        rows = widget_lines(hand)
        assert "✓1" in rows[HAND_HEIGHT - 2]
        assert "✓2" in rows[HAND_HEIGHT - 2]
        assert "╔" in rows[0]  # the raised, double-bordered cards reach the top row
        assert rows != before
        await pilot.press("space")
        assert selection_of(hand) == (order[2],)
        await pilot.press("escape")
        assert selection_of(hand) == ()


async def test_enter_posts_play_with_ids_in_selection_order() -> None:
    app = RuinsApp(TWO_PLAYER)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        # The drafted R6A and R8C joined the selection on their own (only played ruins improve).
        assert hand.selection == ("R6A", "R8C")
        assert "preview 3 × 8" in widget_lines(hand)[-1]
        await pilot.press("home", "space", "enter")
        (message,) = app.messages
        assert isinstance(message, CardHand.PlayRequested)
        assert message.ruin_ids == ("R6A", "R8C", hand.ordered_ids[0])
        assert message.declared is None


async def test_pass_claim_and_buy_messages() -> None:
    app = RuinsApp(FIVE_PLAYER)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        await pilot.press("right", "right")
        target = hand.cursor_id
        assert target is not None
        await pilot.press("p", "c", "1", "4", "b")
        assert buying(hand)
        assert "Buy for" in widget_lines(hand)[-1]
        assert "press 1-4" in widget_lines(hand)[-1]
        assert "Wild" in hand.market_text()  # the offers, for the rows under the hand
        await pilot.press("3")
        assert not buying(hand)
        kinds = [type(m) for m in app.messages]
        assert kinds == [
            CardHand.PassRequested,
            CardHand.ClaimRequested,
            CardHand.BuyRequested,
            CardHand.BuyRequested,
            CardHand.BuyRequested,
        ]
        claim, buy1, buy4, buy3 = app.messages[1:]
        assert isinstance(claim, CardHand.ClaimRequested)
        assert claim.ruin_id == target
        assert isinstance(buy1, CardHand.BuyRequested)
        assert (buy1.slot, buy1.ruin_id) == (1, target)
        assert isinstance(buy4, CardHand.BuyRequested)
        assert buy4.slot == 4
        assert isinstance(buy3, CardHand.BuyRequested)
        assert (buy3.slot, buy3.ruin_id) == (3, target)


async def test_all_wild_selection_declares_a_printed_rank() -> None:
    view = copy.deepcopy(TWO_PLAYER)
    view["hand"] = [ruin("R1E", night=True), ruin("R2E", night=True), ruin("R9A")]
    view["draft"] = None
    view["new"] = []
    app = RuinsApp(view)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        await pilot.press("space", "right", "space")
        assert hand.declared == 2
        assert "preview 2 × 2 declared" in widget_lines(hand)[-1]
        await pilot.press("equals_sign")
        assert hand.declared == 1
        await pilot.press("enter")
        (message,) = app.messages
        assert isinstance(message, CardHand.PlayRequested)
        assert (message.ruin_ids, message.declared) == (("R1E", "R2E"), 1)


async def test_flip_phase_keys() -> None:
    app = RuinsApp(FLIP_PHASE)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        await pilot.press("right")
        target = hand.cursor_id
        assert "Secret flip" in widget_lines(hand)[-1]
        # Play keys mean nothing during the flip: they post nothing.
        await pilot.press("enter", "p", "c", "1", "f", "n")
        assert [type(m) for m in app.messages] == [
            CardHand.FlipRequested,
            CardHand.NoFlipRequested,
        ]
        flip = app.messages[0]
        assert isinstance(flip, CardHand.FlipRequested)
        assert flip.ruin_id == target


async def test_flip_keys_do_nothing_outside_the_flip_phase() -> None:
    app = RuinsApp(FIVE_PLAYER)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f", "n", "x")
        assert app.messages == []


@pytest.mark.parametrize("key", ["x", "d"])
async def test_pending_discard(key: str) -> None:
    app = RuinsApp(PENDING_DISCARD)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        assert "Scout: discard 1 ruin" in widget_lines(hand)[-1]
        assert "new" in widget_text(hand)  # the drawn R4D is marked
        await pilot.press("right", "right", "enter", key)
        (message,) = app.messages
        assert isinstance(message, CardHand.DiscardRequested)
        assert message.ruin_id == hand.ordered_ids[2]


async def test_spectator_sees_no_hand() -> None:
    app = RuinsApp(SPECTATOR)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        assert "Spectator" in widget_text(hand)
        assert "☀" not in widget_text(hand)
        await pilot.press("enter", "space", "p")
        assert app.messages == []


async def test_update_keeps_cursor_and_selection_by_id() -> None:
    view = copy.deepcopy(FIVE_PLAYER)
    app = RuinsApp(view)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        await pilot.press("right", "right", "space", "right")
        cursor, selection = hand.cursor_id, hand.selection
        played = hand.ordered_ids[0]
        view = copy.deepcopy(view)
        view["hand"] = [r for r in view["hand"] if r["id"] != played]
        hand.update(view)
        await pilot.pause()
        assert hand.cursor_id == cursor
        assert hand.selection == selection


async def test_no_color_still_tells_selected_day_and_night_apart(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = RuinsApp(FIVE_PLAYER)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.no_color
        hand = hand_of(app)
        await pilot.press("space")
        rows = widget_lines(hand)
        text = "\n".join(rows)
        assert "☀D" in text
        assert "☾N" in text
        assert "✓1" in text
        assert "┏" in text
        # The selected cursor card is raised: its top border is on the first row.
        assert rows[0].lstrip().startswith("┏")


def test_big_number_is_what_the_hand_draws() -> None:
    # a guard for the helper above: the cursor card shows its solo rank in big figures
    data: dict[str, Any] = ruin("R5A", slots=("M08",))
    lines = [line.plain for line in render_ruin_card(data, cursor=True)]
    assert [line[2:5] for line in lines[1:4]] == big_number(6)


async def test_enter_without_a_selection_plays_nothing() -> None:
    view = copy.deepcopy(FIVE_PLAYER)
    view["draft"] = None
    view["hand"] = [r | {"draft_claim": False} for r in view["hand"][:-1]]
    app = RuinsApp(view)
    async with app.run_test(size=(80, 24)) as pilot:
        assert selection_of(hand_of(app)) == ()
        await pilot.press("enter")
        assert app.messages == []


async def test_narrow_terminal_shows_a_window_around_the_cursor() -> None:
    app = RuinsApp(FIVE_PLAYER)
    async with app.run_test(size=(50, 24)) as pilot:
        hand = hand_of(app)
        for key, hidden_mark in (("end", "‹"), ("home", "›")):
            await pilot.press(key)
            rows = widget_lines(hand)
            assert shows_whole(rows, cursor_card(hand))
            assert hidden_mark in rows[HAND_HEIGHT // 2 - 1]
            assert all(len(row.rstrip()) <= 50 for row in rows)


async def test_a_new_turn_clears_the_selection() -> None:
    view = copy.deepcopy(FIVE_PLAYER)
    app = RuinsApp(view)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = hand_of(app)
        await pilot.press("home", "space")
        assert len(selection_of(hand)) == 2  # with the drafted R10E
        waiting = copy.deepcopy(view) | {"actors": [3], "draft": None}
        hand.update(waiting)
        await pilot.pause()
        assert "Waiting: Di to play" in widget_lines(hand)[-1]
        await pilot.press("space", "enter")
        assert app.messages == []
        undrafted = [
            r | {"draft_slots": {"top": None, "middle": None, "bottom": None}, "draft_claim": False}
            for r in copy.deepcopy(view["hand"])
        ]
        hand.update(copy.deepcopy(view) | {"draft": None, "hand": undrafted})
        await pilot.pause()
        assert selection_of(hand) == ()
