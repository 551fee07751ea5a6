"""The home screen lists the playable games and reaches every action by key."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import OptionList

from menara_tui.screens import registry
from menara_tui.screens.home import HomeScreen
from menara_tui.screens.rules import RulesScreen
from menara_tui.screens.saves import SavesScreen
from menara_tui.screens.setup import SetupScreen
from tests.app.dummy_screen import DummyScreen
from tests.app.helpers import SIZES, make_app, screen_text, wait_for


@pytest.mark.parametrize("size", SIZES)
async def test_home_lists_playable_games_with_range_and_pitch(size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        text = screen_text(app)
        assert "Secret Sums" in text
        assert "Open Sums" in text
        assert "2–3 players" in text
        assert "Pick numbers, keep your secret, beat the table." in text
        for key, label in [("n", "New game"), ("c", "Continue"), ("r", "Rules"), ("q", "Quit")]:
            assert f"{key} {label}" in text, f"footer lacks {key} {label}"


def test_playable_games_needs_rules_and_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.SCREENS, "no_such_game", "nowhere:Nothing")
    monkeypatch.delitem(registry.SCREENS, "dummy_open")
    assert registry.playable_games() == ["dummy"]


def test_playable_games_lists_a_screen_that_does_not_import(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(registry.SCREENS, "dummy_open", "menara_tui.screens.missing:Nope")
    assert registry.playable_games() == ["dummy", "dummy_open"]
    with pytest.raises(ModuleNotFoundError):
        registry.screen_class("dummy_open")


async def test_keys_open_each_action() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down")  # the second game
        await pilot.press("n")
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.game_id == "dummy_open"
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)

        await pilot.press("up", "enter")
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.game_id == "dummy"
        await pilot.press("escape")

        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, RulesScreen), what="rules")
        await pilot.press("escape")

        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen), what="saves")
        await pilot.press("escape")

        await pilot.press("d")
        # Bots play instantly in tests: the demo may already be over.
        await wait_for(pilot, lambda: type(app.screen).__name__ == "GameOverScreen", what="demo")
        demo = app.screen_stack[1]
        assert isinstance(demo, DummyScreen)
        assert demo.mode == "demo"
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, HomeScreen), what="home")

        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_no_playable_game_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "SCREENS", {})
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#games", OptionList).option_count == 0
        assert "No game is playable yet." in screen_text(app)
        await pilot.press("n")
        assert isinstance(app.screen, HomeScreen)


async def test_home_does_not_create_the_save_directory(data_dir: Path) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
    assert not await asyncio.to_thread(data_dir.exists)


@pytest.mark.parametrize("key", ["f1", "question_mark"])
async def test_f1_and_question_mark_open_the_highlighted_games_rules(key: str) -> None:
    """The README: `?` or `F1` opens the rules; on the home screen they did nothing."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down")
        home = app.screen
        assert isinstance(home, HomeScreen)
        chosen = home.selected_game
        await pilot.press(key)
        await wait_for(pilot, lambda: isinstance(app.screen, RulesScreen), what="rules")
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.game_id == chosen
