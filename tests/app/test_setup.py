"""The setup screen: seats, kinds, options, seed, validation, start."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widgets import Input, Select

from menara_tui.launch import Launch
from menara_tui.screens.setup import SeatRow, SetupScreen
from tests.app.dummy_game import make_game
from tests.app.dummy_screen import DummyScreen
from tests.app.helpers import SIZES, game_screen, make_app, screen_text, wait_for


def setup_screen(app: object) -> SetupScreen:
    screen = getattr(app, "screen", None)
    assert isinstance(screen, SetupScreen)
    return screen


@pytest.mark.parametrize("size", SIZES)
async def test_setup_shows_seats_kinds_options_and_seed(size: tuple[int, int]) -> None:
    app = make_app(Launch(kind="play", game_id="dummy", seed=4242))
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = setup_screen(app)
        rows = screen.seat_rows()
        assert [row.seat.name for row in rows] == ["Ada", "Bo"]
        kinds = [value for _label, value in rows[0].kind_select._options]
        assert kinds == ["human", "bot:random", "bot:greedy"]
        assert screen.query_one("#option-opening", Select).value == "off"
        assert screen.query_one("#option-length", Select).value == "short"
        assert screen.query_one("#seed", Input).value == "4242"
        text = screen_text(app)
        for words in ("Opening bids", "Everyone first bids 1 or 2", "Game length", "Seed"):
            assert words in text


async def test_add_and_remove_seats_within_the_range() -> None:
    app = make_app(Launch(kind="play", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = setup_screen(app)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert [r.seat.name for r in screen.seat_rows()] == ["Ada", "Bo", "Cy"]
        assert "3." in screen_text(app)
        await pilot.press("ctrl+n")  # the dummy game seats at most 3
        await pilot.pause()
        assert len(screen.seat_rows()) == 3
        screen.seat_rows()[0].name_input.focus()
        await pilot.press("ctrl+r")  # removes the focused seat
        await pilot.pause()
        assert [r.seat.name for r in screen.seat_rows()] == ["Bo", "Cy"]
        await pilot.press("ctrl+r")  # at least 2
        await pilot.pause()
        assert len(screen.seat_rows()) == 2


async def test_invalid_names_and_seed_are_explained_inline() -> None:
    app = make_app(Launch(kind="play", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = setup_screen(app)
        first, _second = screen.seat_rows()
        first.name_input.value = ""
        await pilot.pause()
        assert "Seat 1 needs a name." in screen_text(app)
        first.name_input.value = "bo"
        await pilot.pause()
        assert "Seats 1 and 2 are both called Bo." in screen_text(app)
        first.name_input.value = "Ada"
        seed = screen.query_one("#seed", Input)
        seed.focus()
        await pilot.press("end", *["backspace"] * 9, "x", "y")  # letters are refused
        await pilot.pause()
        assert seed.value == ""
        assert "The seed must be a whole number" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen), "an invalid setup must not start"
        await pilot.press("1", "2")
        await pilot.pause()
        assert "✗" not in screen_text(app)


async def test_a_name_past_the_limit_is_said_not_cut() -> None:
    app = make_app(Launch(kind="play", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = setup_screen(app)
        first, _second = screen.seat_rows()
        first.name_input.focus()
        await pilot.press("end", *["backspace"] * 3, *"xx;;<>!@#$%^&*()+=")  # 18 characters
        await pilot.pause()
        assert first.name_input.value == "xx;;<>!@#$%^&*()+="  # every key typed is kept
        assert "Seat 1's name has 18 characters: 16 at most." in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen), "a name past the limit must not start"
        await pilot.press("backspace", "backspace")
        await pilot.pause()
        assert "✗" not in screen_text(app)


async def test_start_creates_the_match_with_the_chosen_setup() -> None:
    app = make_app(Launch(kind="play", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = setup_screen(app)
        await pilot.press("ctrl+n")
        await pilot.pause()
        rows: list[SeatRow] = screen.seat_rows()
        rows[1].kind_select.value = "bot:greedy"
        screen.query_one("#option-length", Select).value = "long"
        screen.query_one("#seed", Input).value = "99"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: game_screen(app) is not None, what="game")
        game = game_screen(app)
        assert isinstance(game, DummyScreen)
        match = game.match
        assert [s.name for s in match.seats] == ["Ada", "Bo", "Cy"]
        assert [s.bot for s in match.seats] == [None, "greedy", None]
        assert match.seed == 99
        assert match.options == {"opening": "off", "length": "long"}
        assert game.mode == "play"
        names = [type(s).__name__ for s in app.screen_stack]
        assert names == ["HomeScreen", "DummyScreen", "HandoffScreen"]


async def test_five_seat_setup_scrolls_at_80x24(dummy_registry: dict[str, object]) -> None:
    game = make_game("dummy")
    dummy_registry["dummy"] = replace(game, info=replace(game.info, max_players=5))
    app = make_app(Launch(kind="play", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = setup_screen(app)
        await pilot.press("ctrl+n", "ctrl+n", "ctrl+n")
        await pilot.pause()
        assert len(screen.seat_rows()) == 5
        start = screen.query_one("#start")
        start.focus()
        await pilot.pause()
        assert start.region.bottom <= 23, "the Start button scrolls into view above the footer"
        assert "Start" in screen_text(app)


async def test_removing_a_seat_leaves_no_stale_row_count_or_focus() -> None:
    app = make_app(Launch(kind="setup", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = setup_screen(app)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert "3 seats" in screen_text(app)
        screen.seat_rows()[1].name_input.focus()
        await pilot.press("ctrl+r")
        await pilot.pause()
        text = screen_text(app)
        assert [r.seat.name for r in screen.seat_rows()] == ["Ada", "Cy"]
        assert "2 seats" in text
        assert "3." not in text, "no stale third row number"
        assert screen.focused is screen.seat_rows()[1].name_input, "focus moves to the next seat"
