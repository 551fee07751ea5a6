"""Bali through the screen, with keys only: a whole game with hand-offs, refusals, layout."""

from __future__ import annotations

import json
from typing import Any

import pytest
from textual.widgets import Static

from games.bali import GAME
from games.core import Match, Seat
from menara_tui.app import MenaraApp
from menara_tui.screens.bali.screen import BaliScreen
from menara_tui.screens.handoff import HandoffScreen
from tests.app.helpers import (
    game_screen,
    make_app,
    near_the_end,
    notifications,
    paced_demo,
    play_launch,
    screen_text,
    wait_for,
)
from tests.app_bali.driver import (
    PRIVATE_MARKS,
    pick_from_hand,
    pick_from_list,
    play_to_the_end,
    settle,
)


def assert_game_over_scores(app: MenaraApp) -> None:
    assert type(app.screen).__name__ == "GameOverScreen"
    text = screen_text(app)
    assert "Total" in text
    assert "Shrines ×4" in text
    assert "Stones ÷5" in text
    # Spec 7.5: each player's holdings per kind and the stones left (the tie-break) show too,
    # under the total and within 80x24.
    state = game_screen(app).match.state
    final = state.view(None)["final"]
    for name in ("Rice", "Peanuts", "Bananas", "Peppers"):
        assert f"{name} held" in text
    stones = " ".join(str(n) for n in final["stones"])
    assert any(
        line.startswith("Stones left") and line.split()[2:] == stones.split()
        for line in (" ".join(row.split()) for row in text.splitlines())
    ), text


async def past_the_hand_off(pilot: Any, app: MenaraApp) -> BaliScreen:
    """Settle, take the first hand-off (Enter) and return the table."""
    await settle(pilot, app)
    await pilot.press("enter")
    await settle(pilot, app)
    screen = app.screen
    assert isinstance(screen, BaliScreen)
    return screen


@pytest.mark.slow
async def test_a_whole_two_player_game_by_keys_at_80x24() -> None:
    app = make_app(play_launch("bali", (Seat("Ana"), Seat("Bo")), seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot, app, seed=11)
        assert_game_over_scores(app)
    assert seen["viewers"] == 2
    assert seen["handoffs"] >= seen["moves"] // 6, "two humans hand the keyboard over"


# By default the whole game above (slow) is covered in two parts: its opening by keys, and the
# ending of a seeded game, the first moves played through the engine.
async def test_the_opening_of_a_two_player_game_by_keys_at_80x24() -> None:
    app = make_app(play_launch("bali", (Seat("Ana"), Seat("Bo")), seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot, app, seed=11, stop_after=25)
        assert isinstance(game_screen(app), BaliScreen)
        assert not game_screen(app).match.state.is_over()
    assert seen["moves"] == 25
    assert seen["viewers"] == 2
    assert seen["handoffs"] >= seen["moves"] // 6, "two humans hand the keyboard over"


async def test_the_ending_of_a_two_player_game_by_keys_at_80x24() -> None:
    match = near_the_end(GAME, (Seat("Ana"), Seat("Bo")), seed=11, left=20)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(match, mode="play")
        seen = await play_to_the_end(pilot, app, seed=11)
        assert_game_over_scores(app)
    assert seen["moves"] >= 5, "the ending is played by keys"
    assert seen["viewers"] == 2
    assert seen["handoffs"] >= seen["moves"] // 6, "two humans hand the keyboard over"


async def test_an_illegal_move_shows_the_rule_and_changes_nothing() -> None:
    app = make_app(play_launch("bali", (Seat("Ana"), Seat("Bo")), seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, BaliScreen)
        before = json.dumps(screen.match.state.to_json(), sort_keys=True)
        await pilot.press("3")  # a take before any card was played
        await wait_for(pilot, lambda: bool(notifications(app)), what="the refusal")
        assert any(
            "Now you must buy a sacrifice card or play cards" in n for n in notifications(app)
        )
        assert json.dumps(screen.match.state.to_json(), sort_keys=True) == before
        assert screen.match.moves == []


async def test_the_keys_panel_lists_taking_once() -> None:
    """The keys panel (F2) listed "1 Take C1" ... "3 Take C3" and then "1-4 Take"."""
    app = make_app(play_launch("bali", (Seat("Ana"), Seat("Bo")), seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await past_the_hand_off(pilot, app)
        listed = [
            binding.description
            for _, binding, _, _ in screen.active_bindings.values()
            if not binding.system
        ]
        assert [d for d in listed if d.startswith("Take")] == ["Take"]


def before_first_shrine(seed: int = 0) -> Match:
    """Three humans, the moves of a greedy game up to Ana's first Shrine (seed 0: move 53)."""
    greedy = Match.new(GAME, tuple(Seat(n, "greedy") for n in ("Ana", "Bo", "Cy")), seed=seed)
    humans = Match.new(GAME, (Seat("Ana"), Seat("Bo"), Seat("Cy")), seed=seed)
    while True:
        seat = min(greedy.state.actors())
        move = greedy.bot_move(seat)
        if str(move) == "play SH" and seat == 0:
            return humans
        greedy.play(seat, move)
        humans.play(seat, move)


async def test_the_sacrifice_phase_hands_off_in_seat_order() -> None:
    """Spec §9 scenario 36 on the screen: P1 plays a Shrine; curtains to P2, P3, back to P1."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(before_first_shrine())
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        assert app.screen.player == "Ana"
        await pilot.press("enter")
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, BaliScreen)
        await pick_from_hand(pilot, screen, "SH")
        order = []
        for _ in range(2):
            await settle(pilot, app)
            assert isinstance(app.screen, HandoffScreen)
            order.append(app.screen.player)
            assert "Ana placed" not in screen_text(app)
            for mark in PRIVATE_MARKS:
                assert mark not in screen_text(app)
            await pilot.press("enter")
            await settle(pilot, app)
            assert "Sacrifice phase" in screen_text(app)
            move = str(screen.match.state.legal_moves(screen.viewer or 0)[0])
            assert move.startswith("sacrifice ")
            await pick_from_list(pilot, screen, move)
        assert order == ["Bo", "Cy"]
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        assert app.screen.player == "Ana"
        await pilot.press("enter")
        await settle(pilot, app)
        facedown = str(screen.match.state.legal_moves(0)[0])
        assert facedown.startswith("facedown ")
        await pick_from_list(pilot, screen, facedown)
        await settle(pilot, app)
        assert app.screen is screen, "Ana continues without a curtain"
        kind = facedown.split()[1]
        log = [line.text for line in screen.visible_log()]
        assert "Ana placed 1 card face down on the altar." in log
        await pick_from_list(pilot, screen, str(screen.match.state.legal_moves(0)[0]))
        await settle(pilot, app)
        assert screen.match.state.view(None)["phase"] == "take"
        assert app.screen is screen
        placed = [t for t in log if "face down" in t]
        assert f"You placed {kind} face down on the altar." in placed  # Ana's own note
        public = [item.event.text for item in screen._log if item.event.visible(None)]
        assert not any(kind in t and "face down" in t for t in public), "the kind leaked"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_table_fits_and_hides_the_other_hand(size: tuple[int, int]) -> None:
    seats = (Seat("Ana"), Seat("Bo"), Seat("Cy", "greedy"))
    app = make_app(play_launch("bali", seats, seed=2, temple_of_shiva="on", demon="on"))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert "Ana" in text
        for mark in PRIVATE_MARKS:
            assert mark not in text
        await pilot.press("enter")
        await settle(pilot, app)
        text = screen_text(app)
        for expected in ("C1", "C4", "▲", "Supply", "Altar", "Towers", "Shiva", "Demon", "Cy"):
            assert expected in text, expected
        assert "Your sacrifice cards" in text
        assert "Take C1–C4" in text or "1-4" in text


async def test_undo_refuses_a_play_that_closed_phase_2_and_says_why() -> None:
    """Spec 7.6: undo only inside the current phase (takes inside phase 3: the games tests)."""
    app = make_app(play_launch("bali", (Seat("Ana"), Seat("Bo")), seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await past_the_hand_off(pilot, app)
        played = str(screen.match.state.legal_moves(0)[-1])
        await pick_from_list(pilot, screen, played)
        assert len(screen.match.moves) == 1
        after = json.dumps(screen.match.state.to_json(), sort_keys=True)
        await pilot.press("u")
        await wait_for(pilot, lambda: bool(notifications(app)), what="the notice")
        assert any("closed a phase" in text for text in notifications(app))
        assert len(screen.match.moves) == 1
        assert json.dumps(screen.match.state.to_json(), sort_keys=True) == after


def test_secret_notation_is_hidden_in_replay_status_lines() -> None:
    from menara_tui.screens.bali.screen import public_notation

    assert public_notation("facedown rice") == "facedown ?"
    assert public_notation("play TC A rice bananas") == "play TC A rice ?"
    assert public_notation("sacrifice rice") == "sacrifice rice"
    assert public_notation("take C2") == "take C2"


async def test_m_opens_the_shell_move_list_and_the_footer_fits_80_columns() -> None:
    """`m` is the move-list key of every game; `l` goes to Bali's list on the table."""
    from menara_tui.screens.move_list import MoveListScreen

    app = make_app(play_launch("bali", (Seat("Ana"), Seat("Bo")), seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await past_the_hand_off(pilot, app)
        footer = screen_text(app).splitlines()[-1]
        for key in ("u Undo", "F1/? Rules", "m Moves", "esc Home", "1-4 Take"):
            assert key in footer, key
        assert ": Moves" not in footer, "one entry for the move list"
        await pilot.press("l")
        assert screen.focused is not None
        assert screen.focused.id == "bali-moves"
        await pilot.press("m")
        assert isinstance(app.screen, MoveListScreen)
        await pilot.press("escape")
        assert not isinstance(app.screen, MoveListScreen)


async def test_a_demo_shows_a_bots_hand_as_theirs_not_yours() -> None:
    """A demo shows the acting bot's hand; the seats and the sacrifice panel must not tell the
    watcher that it is theirs ("(you)", "Your sacrifice cards")."""
    app = paced_demo("bali", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, BaliScreen), what="the demo")
        screen = app.screen
        assert isinstance(screen, BaliScreen)
        frames: list[str] = []

        def shown() -> bool:
            frames.append(screen_text(app))
            return len(screen.match.moves) >= 3 and "(shown)" in frames[-1]

        await wait_for(pilot, shown, what="a bot's hand on show")
        assert not [f for f in frames if "(you)" in f or "Your sacrifice" in f]
        own = str(screen.query_one("#bali-own", Static).content)
        viewer = screen.viewer
        assert viewer is not None
        assert own.startswith(f"{screen.seat_name(viewer)}'s sacrifices:"), own
        assert "Greedy 1's sacrifices:" in frames[-1] or "Greedy 2's sacrifices:" in frames[-1]


async def test_the_prompt_offers_no_purchase_the_rules_refuse() -> None:
    """On the first turn nobody has the 5 stones a sacrifice card costs: the prompt must not
    invite the player to buy one (the list offers only plays)."""
    app = make_app(play_launch("bali", (Seat("Ada"), Seat("Bo")), seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, BaliScreen)
        assert screen.view["phase"] == "buy"
        assert not [m for m in screen.legal_moves() if str(m).startswith("buy")]
        prompt = str(screen.query_one("#bali-prompt", Static).content)
        assert "Buy one" not in prompt
        assert "no sacrifice card can be bought" in prompt


async def test_the_table_keeps_80_columns_beside_the_log_at_100x30() -> None:
    """At 100 columns the log used to open beside the table and leave it 68: the table wrapped
    ("Your sacrific" / "cards:") and cut the last sacrifice row (peppers) off the screen."""
    app = make_app(play_launch("bali", (Seat("Ana"), Seat("Bo")), seed=2, temple_of_shiva="on"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, app)
        await pilot.press("enter")
        await settle(pilot, app)
        screen = game_screen(app)
        assert screen.query_one("#game-table").size.width >= 80
        text = screen_text(app)
        assert "Your sacrifice cards:" in text
        assert "peppers" in text
