"""The Menara rules (the longest text) open at once: the first part shows with "Loading rules…"
while the rest is mounted after it, a part per frame."""

from __future__ import annotations

import pytest

from menara_tui.screens import registry
from menara_tui.screens.rules import RulesScreen
from tests.app.helpers import make_app, screen_text, wait_for
from tests.app.test_rules import rules_ready


async def test_the_first_part_shows_at_once_and_says_the_rest_is_loading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    held: list[RulesScreen] = []

    async def hold(screen: RulesScreen) -> None:
        held.append(screen)  # the rest is not mounted: what shows first stays on screen

    monkeypatch.setattr(RulesScreen, "_load_next", hold)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_rules("menara")
        await wait_for(pilot, lambda: bool(held), what="the first part")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        text = screen_text(app)
        assert "Loading rules…" in text
        assert "Together you raise a temple tower" in text
        assert not screen.complete
        titles = [title for title, _block in screen.sections()]
        assert "Tips" not in titles  # a later section is not mounted yet
        await pilot.press("escape")  # the keys work meanwhile
        assert not isinstance(app.screen, RulesScreen)


async def test_the_rest_follows_and_the_section_line_replaces_the_notice() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_rules("menara")
        await wait_for(pilot, lambda: rules_ready(app), what="the whole text")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        text = registry.rules_text("menara") or ""
        headings = [
            line.lstrip("# ").strip() for line in text.splitlines() if line.startswith("## ")
        ]
        titles = [title for title, _block in screen.sections()]
        assert titles[1:] == headings  # every section, in order, once
        assert "Loading rules" not in screen_text(app)
        assert f"of {len(titles)}: Menara" in screen_text(app)
