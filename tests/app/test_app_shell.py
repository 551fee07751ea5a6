"""The application shell: size guard, NO_COLOR, command palette, launches, determinism."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Input

from games.core import Seat
from menara_tui.app import FIXED_THEME, MenaraApp
from menara_tui.launch import Launch
from menara_tui.screens.dialogs import SizeGuard
from menara_tui.screens.gameover import GameOverScreen
from menara_tui.screens.handoff import HandoffScreen
from menara_tui.screens.home import HomeScreen
from menara_tui.screens.rules import RulesScreen
from menara_tui.screens.saves import SavesScreen
from menara_tui.screens.setup import SetupScreen
from tests.app.dummy_screen import DummyScreen
from tests.app.helpers import (
    game_screen,
    humans,
    make_app,
    notifications,
    play_launch,
    screen_text,
    wait_for,
)

NOTICE = "menara_tui needs at least 80x24; this terminal is 70x20"


async def test_size_guard_covers_a_small_terminal_and_lifts_when_it_grows() -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="table")
        game = game_screen(app)
        await pilot.press("1")
        before = list(game.match.moves)

        await pilot.resize_terminal(70, 20)
        await wait_for(pilot, lambda: isinstance(app.screen, SizeGuard), what="guard")
        assert NOTICE in " ".join(screen_text(app).split())
        await pilot.press("p", "u", "escape", "f2", "ctrl+p", "2")
        await pilot.pause()
        assert isinstance(app.screen, SizeGuard), "nothing opens over the notice"
        assert game.match.moves == before, "no key reaches the game under the notice"

        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        assert "this terminal is 79x30" in " ".join(screen_text(app).split())

        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="table again")
        assert game.match.moves == before
        await pilot.press("p")
        assert len(game.match.moves) == len(before) + 1


async def test_size_guard_at_start_and_bots_wait_under_it() -> None:
    seats = (Seat("Ada", "greedy"), Seat("Bo", "greedy"))
    app = make_app(play_launch("dummy_open", seats))
    async with app.run_test(size=(70, 20)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SizeGuard), what="guard")
        game = game_screen(app)
        await pilot.pause(0.2)
        assert game is not None
        assert game.match.moves == [], "bots wait while the notice is up"
        await pilot.resize_terminal(100, 30)
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="bots play")


async def test_no_color_makes_every_colour_grey(monkeypatch: pytest.MonkeyPatch) -> None:
    def colours(svg: str) -> set[tuple[int, int, int]]:
        svg = re.sub(r"<circle[^>]*>", "", svg)  # the window buttons of the SVG frame
        found = re.findall(r"fill:\s*#([0-9a-fA-F]{6})|fill=\"#([0-9a-fA-F]{6})\"", svg)
        hexes = {a or b for a, b in found}
        return {(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)) for h in hexes}

    def is_grey(rgb: tuple[int, int, int]) -> bool:
        # Rich's default text colour in the SVG frame is #c5c8c6, grey within 3.
        return max(rgb) - min(rgb) <= 3

    monkeypatch.delenv("NO_COLOR", raising=False)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.no_color
        assert not all(is_grey(c) for c in colours(app.export_screenshot()))

    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.no_color
        svg = app.export_screenshot()
        assert colours(svg), "the screenshot has colours to check"
        assert all(is_grey(c) for c in colours(svg)), "NO_COLOR leaves a colour"
        assert "Secret Sums" in screen_text(app)


async def test_deterministic_app_fixes_theme_animation_and_blink() -> None:
    app = make_app(Launch(kind="play", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        assert app.theme == FIXED_THEME
        assert app.animation_level == "none"
        assert app.delay_scale == 0
        assert all(not i.cursor_blink for i in app.screen.query(Input))


def test_deterministic_by_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MENARA_TUI_DETERMINISTIC", "1")
    assert MenaraApp().deterministic
    monkeypatch.setenv("MENARA_TUI_DETERMINISTIC", "0")
    app = MenaraApp()
    assert not app.deterministic
    assert app.delay_scale == 1.0


async def test_command_palette_offers_every_action() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:

        async def command(query: str) -> None:
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.press(*query)
            await pilot.pause(0.2)
            await pilot.press("enter")

        for query, expected in [
            ("New game: Open", SetupScreen),
            ("Continue", SavesScreen),
            ("Rules: Secret", RulesScreen),
            ("Demo: Secret", GameOverScreen),
        ]:
            await command(query)

            def arrived(kind: type = expected) -> bool:
                return isinstance(app.screen, kind)

            await wait_for(pilot, arrived, what=query)
            if isinstance(app.screen, SetupScreen):
                assert app.screen.game_id == "dummy_open"
            app.go_home()
            await wait_for(pilot, lambda: isinstance(app.screen, HomeScreen), what="home")

        before = app.theme
        await command("Theme: next")
        await wait_for(pilot, lambda: app.theme != before, what="theme change")
        changed = app.theme
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert app.theme not in (before, changed)


async def test_f2_toggles_the_keys_panel() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.query("KeysPanel")
        await pilot.press("f2")
        await pilot.pause()
        assert not app.screen.query("KeysPanel")


async def test_launch_play_with_seats_opens_the_game(data_dir: Path) -> None:
    app = make_app(play_launch("dummy", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, HandoffScreen), what="hand-off")
        assert [type(s).__name__ for s in app.screen_stack][:2] == ["HomeScreen", "DummyScreen"]
    assert list((data_dir / "saves").glob("dummy-*.json")) == [], "no move made, no save"


@pytest.mark.parametrize(
    ("launch", "message"),
    [
        (Launch(kind="play", game_id="chess"), "There is no game 'chess'"),
        (Launch(kind="demo"), "Which game should the demo open?"),
        (
            Launch(kind="play", game_id="dummy", seats=humans("Solo")),
            "Secret Sums is for 2 to 3 players, not 1.",
        ),
        (Launch(kind="replay", path=Path("/nonexistent/save.json")), "No such file"),
    ],
)
async def test_a_bad_launch_lands_home_with_the_reason(launch: Launch, message: str) -> None:
    app = make_app(launch)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert any(message in n for n in notifications(app)), notifications(app)


async def test_a_game_without_screen_is_not_opened(monkeypatch: pytest.MonkeyPatch) -> None:
    from menara_tui.screens import registry

    monkeypatch.delitem(registry.SCREENS, "dummy_open")
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "Open Sums has no screen yet." in notifications(app)


async def test_play_without_players_opens_the_setup_with_seed_and_options() -> None:
    """`menara-tui play GAME --seed 42 --option length=long` opens that game's setup."""
    from textual.widgets import Input, Select

    from menara_tui.screens.setup import SetupScreen

    app = make_app(Launch(kind="setup", game_id="dummy", seed=42, options={"length": "long"}))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        screen = app.screen
        assert screen.query_one("#seed", Input).value == "42"
        assert screen.query_one("#option-length", Select).value == "long"
        assert "Secret Sums" in screen_text(app)


async def test_the_palettes_screenshot_is_saved_in_the_data_folder(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """~/Downloads may not exist: the screenshot goes to the data folder, and the app says so."""
    monkeypatch.setenv("HOME", str(tmp_path / "no-home"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.deliver_screenshot()
        await pilot.pause()
        (saved,) = (data_dir / "screenshots").glob("*.svg")
        assert saved.read_text(encoding="utf-8").startswith("<svg")
        assert any(str(saved) in n for n in notifications(app))


async def test_refusals_in_a_row_never_stack_more_toasts_than_the_screen_holds() -> None:
    """Six refusals in a row at 80x24 stacked six toasts, and Textual left their text on the
    board after they expired: at most MAX_TOASTS are shown, and a message already on show is
    not shown twice."""
    app = make_app(Launch())
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, HomeScreen), what="home")
        for n in range(6):
            app.notify(f"Refused {n}.", title="Not allowed", severity="warning")
            await pilot.pause()
        shown = notifications(app)
        assert shown == [f"Refused {n}." for n in range(6 - MenaraApp.MAX_TOASTS, 6)]
        for _ in range(3):
            app.notify("Refused 5.", title="Not allowed", severity="warning")
            await pilot.pause()
        assert notifications(app).count("Refused 5.") == 1
        assert len(notifications(app)) <= MenaraApp.MAX_TOASTS
