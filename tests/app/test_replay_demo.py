"""Replay (read-only stepping) and demo (bots everywhere, on a timer) modes."""

from __future__ import annotations

from typing import Any

import pytest

from games.core import Match
from menara_tui.launch import Launch
from menara_tui.saves import SaveStore
from menara_tui.screens.gameover import GameOverScreen
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


def saved_match(registry: dict[str, Any], *, finish: bool) -> tuple[Match, Launch]:
    match = Match.new(registry["dummy"], humans("Ada", "Bo"), seed=8)
    for seat, move in [(0, "pick 2"), (0, "pick 1"), (0, "pass"), (1, "pick 3")]:
        match.play(seat, move)
    if finish:
        match.play(1, "pass")
    path = SaveStore(registry).save("replayed", match)
    return match, Launch(kind="replay", path=path)


@pytest.mark.parametrize("size", SIZES)
async def test_replay_steps_through_the_positions(
    size: tuple[int, int], dummy_registry: dict[str, Any]
) -> None:
    match, launch = saved_match(dummy_registry, finish=True)
    app = make_app(launch)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="replay")
        game = game_screen(app)
        assert game.mode == "replay"
        assert "Replay · move 0 of 5" in screen_text(app)
        assert game.visible_log() == []
        assert "Spectator view" in screen_text(app)

        await pilot.press("right")
        assert game.replay_index == 1
        assert game.view["picks"] == [2, 0]
        assert [line.text for line in game.visible_log()] == ["Ada picked 2."]
        assert "Replay · move 1 of 5 · Ada: pick 2" in screen_text(app)

        await pilot.press("end")
        assert game.replay_index == 5
        assert game.state.is_over()
        await pilot.press("right")
        assert game.replay_index == 5
        await pilot.press("home", "left")
        assert game.replay_index == 0

        assert game.submit("pass") is False
        assert len(game.match.moves) == 5, "a replay never changes the match"
        await pilot.press("u")
        assert len(game.match.moves) == 5

        await pilot.press("v")  # a finished game may be seen through each seat's eyes
        assert game.viewer == 0
        assert f"SECRET[Ada]={match.state.view(0)['secret']}" in screen_text(app)
        await pilot.press("v", "v")
        assert game.viewer is None


async def test_replay_of_an_unfinished_game_keeps_hands_hidden(
    dummy_registry: dict[str, Any],
) -> None:
    _match, launch = saved_match(dummy_registry, finish=False)
    app = make_app(launch)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="replay")
        game = game_screen(app)
        await pilot.press("end", "v")
        await pilot.pause()
        assert game.viewer is None
        assert "Hands stay hidden in the replay of an unfinished game." in notifications(app)
        assert "SECRET[" not in screen_text(app)
        assert not any("sum is now" in line.text for line in game.visible_log())


async def test_demo_runs_to_the_end_with_bots_and_narrates() -> None:
    app = make_app(Launch(kind="demo", game_id="dummy", seed=3))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="the end")
        game = game_screen(app)
        assert game.mode == "demo"
        assert all(seat.bot is not None for seat in game.match.seats)
        assert game.match.state.is_over()
        narration = [line.text for line in game.visible_log() if line.narration]
        assert len(narration) == len(game.match.moves)
        assert narration[0].startswith("Ada (greedy bot): ")


async def test_demo_pauses_changes_speed_and_follows_the_acting_seat() -> None:
    app = make_app(Launch(kind="demo", game_id="dummy", seats=(), seed=3))
    app.delay_scale = 1.0  # real pauses: 1.2 s between moves at normal speed
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="demo")
        game = game_screen(app)
        assert game.viewer == 0, "the demo shows the hand of the seat about to act"
        assert f"SECRET[Ada]={game.match.state.secrets[0]}" in screen_text(app)
        await pilot.press("space")
        assert game.paused
        assert "paused (space resumes)" in screen_text(app)
        await pilot.press("plus", "plus", "plus")
        await pilot.press("minus")
        assert game.speed == 3
        await pilot.pause(0.3)
        assert game.match.moves == []
        app.delay_scale = 0.0
        await pilot.press("space")
        assert "speed fast" in screen_text(app) or game.match.moves
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="the end")
