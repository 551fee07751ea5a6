"""The game-over screen: breakdown table, winners, play again, save replay, home."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import DataTable

from games.core import Match
from menara_tui.screens.gameover import GameOverScreen
from menara_tui.screens.handoff import HandoffScreen
from menara_tui.screens.home import HomeScreen
from tests.app.dummy_game import GAME
from tests.app.dummy_screen import DummyScreen
from tests.app.helpers import (
    SIZES,
    game_screen,
    humans,
    make_app,
    notifications,
    play_launch,
    screen_text,
    wait_for,
)


async def finish(app: object, pilot: object) -> None:
    """Both humans of the dummy game pass through their hand-offs until the game ends."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    while not isinstance(getattr(app, "screen", None), GameOverScreen):
        screen = getattr(app, "screen", None)
        if isinstance(screen, HandoffScreen):
            await pilot.press("enter")
        elif isinstance(screen, DummyScreen) and screen.can_act:
            await pilot.press("p")
        else:
            await pilot.pause(0.01)


@pytest.mark.parametrize("size", SIZES)
async def test_scores_by_row_and_seat_with_winner_and_reason(size: tuple[int, int]) -> None:
    app = make_app(play_launch("dummy", humans("Ada", "Bo"), seed=5))
    async with app.run_test(size=size) as pilot:
        await finish(app, pilot)
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        outcome = screen.outcome
        table = screen.query_one("#gameover-scores", DataTable)
        assert len(table.columns) == 3
        assert table.row_count == len(outcome.breakdown) + 1
        labels = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert labels == ["Secret", "Picks", "Bonus", "Bid", "Total"]
        assert [int(v) for v in table.get_row_at(table.row_count - 1)[1:]] == list(outcome.scores)
        text = screen_text(app)
        winner = screen.match.seats[min(outcome.winners)].name
        assert f"★ {winner}" in text
        assert outcome.reason in text


async def test_play_again_keeps_seats_with_a_new_seed() -> None:
    app = make_app(play_launch("dummy", humans("Ada", "Bo"), seed=5, length="long"))
    async with app.run_test(size=(80, 24)) as pilot:
        await finish(app, pilot)
        old = game_screen(app).match
        await pilot.press("a")
        await wait_for(pilot, lambda: game_screen(app).match is not old, what="a new match")
        new = game_screen(app).match
        assert new.seats == old.seats
        assert new.options == old.options
        assert new.seed != old.seed
        assert new.moves == []
        assert [type(s).__name__ for s in app.screen_stack][:2] == ["HomeScreen", "DummyScreen"]


async def test_save_replay_writes_a_loadable_file_and_says_where(data_dir: Path) -> None:
    app = make_app(play_launch("dummy", humans("Ada", "Bo"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await finish(app, pilot)
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        await pilot.press("s")
        await pilot.pause()
        files = list((data_dir / "replays").glob("*.json"))
        assert len(files) == 1
        assert any(str(files[0]) in n for n in notifications(app))
        data = json.loads(files[0].read_text())
        replayed = Match.from_json(data, {"dummy": GAME})
        assert replayed.moves == screen.match.moves

        await pilot.press("h")
        await wait_for(pilot, lambda: isinstance(app.screen, HomeScreen), what="home")
        assert len(app.screen_stack) == 1


async def test_view_replay_opens_the_finished_match() -> None:
    app = make_app(play_launch("dummy", humans("Ada", "Bo"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await finish(app, pilot)
        await pilot.press("v")
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="replay")
        assert game_screen(app).mode == "replay"
        assert game_screen(app).replay_index == 0
