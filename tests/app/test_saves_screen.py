"""Continue: the list of saves, damaged files, resume, replay, delete."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import DataTable

from games.core import Match
from menara_tui.saves import SaveStore
from menara_tui.screens.home import HomeScreen
from menara_tui.screens.saves import SavesScreen
from tests.app.dummy_screen import DummyScreen
from tests.app.helpers import (
    SIZES,
    game_screen,
    humans,
    make_app,
    notifications,
    screen_text,
    wait_for,
)


def store_with_two_saves(registry: dict[str, Any]) -> tuple[SaveStore, str, str]:
    store = SaveStore(registry)
    older = Match.new(registry["dummy"], humans("Ada", "Bo"), seed=1)
    older.play(0, "pick 2")
    newer = Match.new(registry["dummy_open"], humans("Cy", "Di", "Ed"), seed=2)
    newer.play(0, "pass")
    newer.play(1, "pick 1")
    store.save("older", older, now=datetime(2025, 1, 1, 12, 0, tzinfo=UTC))
    store.save("newer", newer, now=datetime(2025, 3, 1, 12, 0, tzinfo=UTC))
    return store, "older", "newer"


async def open_saves(app: Any, pilot: Any) -> SavesScreen:
    await pilot.press("c")
    await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen), what="saves")
    screen = app.screen
    assert isinstance(screen, SavesScreen)
    return screen


@pytest.mark.parametrize("size", SIZES)
async def test_saves_are_listed_newest_first(
    size: tuple[int, int], dummy_registry: dict[str, Any]
) -> None:
    store_with_two_saves(dummy_registry)
    app = make_app()
    async with app.run_test(size=size) as pilot:
        screen = await open_saves(app, pilot)
        assert [s.save_id for s in screen.summaries] == ["newer", "older"]
        table = screen.query_one("#saves-table", DataTable)
        first = [str(cell) for cell in table.get_row_at(0)]
        assert first[0] == "Open Sums"
        assert first[1] == "Cy, Di, Ed"
        assert first[3:] == ["2", "in play"]
        text = screen_text(app)
        assert "Secret Sums" in text
        assert "Ada, Bo" in text


async def test_no_saves_is_said() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_saves(app, pilot)
        assert "No saved games yet." in screen_text(app)
        await pilot.press("enter")
        assert isinstance(app.screen, SavesScreen)


async def test_a_damaged_file_is_reported_and_kept_aside(
    dummy_registry: dict[str, Any],
) -> None:
    store, _, _ = store_with_two_saves(dummy_registry)
    broken = store.root / "broken.json"
    broken.write_text("{ this is not json", encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_saves(app, pilot)
        assert len(screen.summaries) == 2
        text = screen_text(app)
        assert "broken.json could not be read" in text
        await pilot.press("w")
        await pilot.pause()
        assert "broken.json.damaged" in screen_text(app)
    assert not broken.exists()
    assert (store.root / "broken.json.damaged").read_text() == "{ this is not json"


async def test_enter_resumes_in_play_mode(dummy_registry: dict[str, Any]) -> None:
    store_with_two_saves(dummy_registry)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_saves(app, pilot)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="game")
        game = game_screen(app)
        assert game.mode == "play"
        assert game.save_id == "newer"
        assert game.match.game.info.id == "dummy_open"
        assert [m.notation for m in game.match.moves] == ["pass", "pick 1"]
        assert game.viewer == 1
        assert [type(s).__name__ for s in app.screen_stack] == ["HomeScreen", "DummyScreen"]


async def test_opening_a_save_keeps_its_time_until_a_move(
    dummy_registry: dict[str, Any],
) -> None:
    store, older, _newer = store_with_two_saves(dummy_registry)
    saved = store.path_of(older).read_text(encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_saves(app, pilot)
        await pilot.press("down", "enter")  # the older save, opened
        await wait_for(pilot, lambda: game_screen(app) is not None, what="game")
        assert game_screen(app).save_id == older
        await pilot.pause()
        assert store.path_of(older).read_text(encoding="utf-8") == saved
        assert [s.save_id for s in store.listing().saves] == ["newer", "older"]  # order kept


async def test_w_says_when_there_are_no_warnings(dummy_registry: dict[str, Any]) -> None:
    store_with_two_saves(dummy_registry)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_saves(app, pilot)
        await pilot.press("w")
        await wait_for(pilot, lambda: bool(notifications(app)), what="the notice")
        assert "No warnings: every saved file could be read." in notifications(app)


async def test_r_opens_a_save_as_a_replay(dummy_registry: dict[str, Any]) -> None:
    store_with_two_saves(dummy_registry)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_saves(app, pilot)
        await pilot.press("down", "r")
        await wait_for(pilot, lambda: game_screen(app) is not None, what="replay")
        game = game_screen(app)
        assert game.mode == "replay"
        assert game.match.game.info.id == "dummy"


async def test_x_deletes_after_confirmation(dummy_registry: dict[str, Any]) -> None:
    store, _, _ = store_with_two_saves(dummy_registry)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_saves(app, pilot)
        await pilot.press("x")
        assert "Delete the saved game of Open Sums?" in screen_text(app)
        await pilot.press("n")
        assert store.path_of("newer").exists()
        await pilot.press("x", "y")
        await pilot.pause()
        assert not store.path_of("newer").exists()
        assert [s.save_id for s in screen.summaries] == ["older"]
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)


async def test_a_save_that_breaks_after_listing_is_set_aside_on_open(
    dummy_registry: dict[str, Any], data_dir: Path
) -> None:
    store, _, _ = store_with_two_saves(dummy_registry)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_saves(app, pilot)
        store.path_of("newer").write_text("[]", encoding="utf-8")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen)
        assert "not a menara_tui save file" in screen_text(app)
        assert [s.save_id for s in screen.summaries] == ["older"]
    assert (data_dir / "saves" / "newer.json.damaged").exists()


async def test_a_save_dated_without_a_time_zone_still_lists(
    dummy_registry: dict[str, Any],
) -> None:
    store, _, _ = store_with_two_saves(dummy_registry)
    path = store.path_of("older")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = "2025-06-01T12:00:00"  # edited by hand: no zone
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_saves(app, pilot)
        assert [s.save_id for s in screen.summaries] == ["older", "newer"]


async def test_many_unreadable_files_collapse_into_one_line(
    dummy_registry: dict[str, Any],
) -> None:
    """The warnings never push the list off an 80x24 screen; `w` shows the details."""
    store, _, _ = store_with_two_saves(dummy_registry)
    for n in range(30):
        (store.root / f"broken-{n:02}.json").write_text("{ nope", encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_saves(app, pilot)
        text = screen_text(app)
        assert "30 files could not be read" in text
        assert "w: details" in text
        assert "Cy, Di, Ed" in text, "the list stays in view"
        assert "Ada, Bo" in text
        await pilot.press("w")
        await pilot.pause()
        assert "broken-00.json could not be read" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen


async def test_hostile_saves_do_not_crash_continue(dummy_registry: dict[str, Any]) -> None:
    """`"seed": Infinity` once made `c` exit the app every time; a newer save is listed."""
    store, _, _ = store_with_two_saves(dummy_registry)
    data = json.loads(store.path_of("older").read_text(encoding="utf-8"))
    data["seed"] = float("inf")
    (store.root / "infinite.json").write_text(json.dumps(data), encoding="utf-8")
    data["seed"] = 1
    data["seats"][1]["bot"] = ["greedy"]
    (store.root / "botlist.json").write_text(json.dumps(data), encoding="utf-8")
    data["seats"][1]["bot"] = None
    data["version"] = 99
    (store.root / "future.json").write_text(json.dumps(data), encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_saves(app, pilot)
        assert "2 files could not be read" in screen_text(app)
        future = next(s for s in screen.summaries if s.save_id == "future")
        assert future.newer
        assert "newer version" in screen_text(app)
        table = screen.query_one("#saves-table", DataTable)
        table.move_cursor(row=screen.summaries.index(future))
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        assert (store.root / "future.json").exists()
        await pilot.press("escape")
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SavesScreen), "the app is still running"
