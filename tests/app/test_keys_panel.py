"""The keys panel (F2) on the home screen: Esc closes it (only F2 did); it lists the keys a
player needs, not Textual's generic ones."""

from __future__ import annotations

from typing import Any

from menara_tui.launch import Launch
from menara_tui.screens.home import HomeScreen
from menara_tui.screens.keys_panel import KeysPanel
from menara_tui.screens.setup import SetupScreen
from tests.app.helpers import make_app, screen_text, wait_for


async def test_esc_closes_the_keys_panel_on_the_home_screen() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f2")
        await wait_for(pilot, lambda: bool(app.screen.query(KeysPanel)), what="the keys panel")
        assert "Keys · F2 or Esc closes" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert not app.screen.query(KeysPanel)
        assert isinstance(app.screen, HomeScreen)


async def test_the_panel_leaves_out_textuals_generic_keys() -> None:
    """F2 listed Textual's own keys a player never needs (copy selected text, sideways
    scrolling, focus moves on a screen with one list) around the app's: they are left out,
    q and Ctrl+Q share the Quit row, and Ctrl+P says it opens the commands."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f2")
        await wait_for(pilot, lambda: bool(app.screen.query(KeysPanel)), what="the keys panel")
        text = screen_text(app)
        for generic in ("Copy selected text", "Scroll Left", "Page Left", "Focus Next"):
            assert generic not in text
        for key in ("New game", "Continue", "Rules", "Demo", "Next theme", "Close keys"):
            assert key in text
        assert "q ^q Quit" in text
        assert text.count("Quit") == 1
        assert "^p Commands" in text


async def test_the_setup_form_keeps_field_moves_and_plain_editing(
    dummy_registry: dict[str, Any],
) -> None:
    """On a form Tab moves between fields: kept, in words; a seat name's editing keeps the
    plain keys and leaves out selection, word deletes and the clipboard."""
    app = make_app(Launch(kind="play", game_id="dummy", seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        await pilot.press("f2")
        await wait_for(pilot, lambda: bool(app.screen.query(KeysPanel)), what="the keys panel")
        text = screen_text(app)
        assert "tab Next field" in text
        assert "Start" in text
        for generic in ("Select all", "Paste", "Cut selected", "a word", "Copy selected"):
            assert generic not in text
