"""A 16-character seat name (the most setup allows) shows whole in the side panel at 80x24:
it was cut at 10 characters ("Bartholome")."""

from __future__ import annotations

from games.core import Seat
from games.menara.bench import EXPANDED
from menara_tui.app import MenaraApp
from menara_tui.screens.menara.screen import MenaraScreen
from tests.app.helpers import (
    LONG_NAMES,
    make_app,
    play_launch,
    reach,
    screen_text,
    text_with_long_names,
)
from widgets.menara.panel import counts_text


async def test_the_panel_shows_whole_names_at_80x24() -> None:
    text = await text_with_long_names("menara", MenaraScreen)
    for seat in LONG_NAMES:
        assert seat.name in text


def full_panel_app() -> MenaraApp:
    """Four 16-character names (a human and three bots) and every expansion module."""
    names = ("Bartholomew Long", "Constantinopolis", "Maximilianus Rex", "Wilhelmina Smith")
    seats = tuple(Seat(name, "greedy" if k else None) for k, name in enumerate(names))
    return make_app(play_launch("menara", seats, seed=3, **EXPANDED))


async def test_every_seats_columns_and_the_camp_stay_in_view_when_the_panel_is_full() -> None:
    """Four 16-character names and every expansion module at 80x24: the panel outgrows its
    column, and the lines it hides are the context (piles, bag), not a player's columns."""
    app = full_panel_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await reach(pilot, app, MenaraScreen, "menara")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MenaraScreen)
        supplies = screen.view["supplies"]
        text = screen_text(app)
    panel = [row.partition("▏")[2] for row in text.splitlines()]  # the side column
    for supply in supplies:
        name_row = next((i for i, row in enumerate(panel) if supply["name"] in row), None)
        assert name_row is not None, "\n".join(panel)
        columns = counts_text(supply["columns"])
        assert columns in panel[name_row] + panel[name_row + 1], "\n".join(panel)
    assert any("Camp:" in row for row in panel), "\n".join(panel)


async def test_brackets_scroll_the_full_panel_to_its_last_line() -> None:
    app = full_panel_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await reach(pilot, app, MenaraScreen, "menara")
        await pilot.pause()
        assert "Free bases:" not in screen_text(app), "the panel is full: its last line hidden"
        await pilot.press("right_square_bracket", "right_square_bracket", "right_square_bracket")
        assert "Free bases:" in screen_text(app)
        await pilot.press("left_square_bracket", "left_square_bracket", "left_square_bracket")
        assert "Free bases:" not in screen_text(app)
