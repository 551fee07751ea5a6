"""The keys panel (F2) on the home screen: Esc closes it (only F2 did)."""

from __future__ import annotations

from menara_tui.screens.home import HomeScreen
from menara_tui.screens.keys_panel import KeysPanel
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
