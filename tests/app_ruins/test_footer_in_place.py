"""The game footer relabels its key widgets in place when the keys on show change but not their
number (widgets.common.footer): it must then draw what a rebuilt footer draws."""

from __future__ import annotations

from functools import partial
from typing import Any

from rich.style import Style
from textual.pilot import Pilot

from games.core import Seat
from menara_tui.app import MenaraApp
from tests.app.helpers import game_screen, make_app, play_launch, screen_text, wait_for
from tests.app_ruins.driver import settle
from widgets.common.footer import StableFooter


def bottom_line(app: MenaraApp) -> str:
    return screen_text(app).splitlines()[-1]


def footer_shows(app: MenaraApp, text: str) -> bool:
    return text in bottom_line(app)


def footer_cells(app: MenaraApp) -> list[tuple[str, Style]]:
    """The bottom line's characters and styles (the footer)."""
    strips = app.screen._compositor.render_strips()
    return [
        (char, (segment.style or Style()).clear_meta_and_links())
        for segment in strips[-1]
        for char in segment.text
    ]


async def same_as_rebuilt(pilot: Pilot[Any], app: MenaraApp, footer: StableFooter) -> None:
    drawn = footer_cells(app)
    before = list(footer.children)
    footer.call_later(footer.recompose)  # from the footer's own messages, as Textual does
    await wait_for(pilot, lambda: bool(footer.children) and footer.children[0] not in before)
    await pilot.pause()
    assert footer_cells(app) == drawn


async def test_relabelled_keys_draw_what_a_rebuilt_footer_draws() -> None:
    seats = (Seat("Ana"), Seat("Cy", "greedy"))
    app = make_app(play_launch("ruins", seats, seed=7))
    async with app.run_test(size=(160, 24)) as pilot:  # wide enough for every key
        await settle(pilot, app)
        screen = game_screen(app)
        if screen.view.get("phase") == "flip":
            await pilot.press("n")
            await wait_for(
                pilot,
                lambda: screen.can_act and screen.view.get("phase") == "play",
                what="Ana's turn to play",
            )
        await pilot.pause()
        footer = screen.query_one(StableFooter)
        assert "esc Home" in bottom_line(app)
        keys = list(footer.children)
        for press, shown in (("space", "esc Back"), ("escape", "esc Home"), ("b", "esc Back")):
            await pilot.press(press)
            await wait_for(pilot, partial(footer_shows, app, shown), what=shown)
            await pilot.pause()
            assert list(footer.children) == keys, "the same key widgets, relabelled"
            await same_as_rebuilt(pilot, app, footer)
            keys = list(footer.children)


async def test_the_keys_panel_key_stays_on_the_right_edge_at_80_columns() -> None:
    """A game's keys run past 80 columns: the footer's last cells still show F2, the key that
    lists them all (Textual put the command palette's key there and cut F2 off)."""
    seats = (Seat("Ana"), Seat("Cy", "greedy"))
    app = make_app(play_launch("ruins", seats, seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await wait_for(pilot, lambda: bottom_line(app).rstrip().endswith("F2 Keys"))
        screen = game_screen(app)
        footer = screen.query_one(StableFooter)
        keys = list(footer.children)
        # The keys that do not fit whole before F2 are hidden (tests/widgets/test_footer_fit.py).
        assert not all(k.display for k in keys), "Ruins' keys do not all fit"
        assert keys[-1].region.right == 80
