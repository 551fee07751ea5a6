"""Menara through its screen with keys only: the base, reveals, columns, new floors, undo, bots."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from games.core import Match, Seat
from games.menara import GAME
from games.menara.moves import AddFloor, Place
from menara_tui.app import MenaraApp
from menara_tui.launch import Launch
from menara_tui.screens.menara.screen import MenaraScreen
from menara_tui.screens.move_list import MoveListScreen
from tests.app.helpers import (
    make_app,
    near_the_end,
    notifications,
    play_launch,
    screen_text,
    wait_for,
)
from tests.app_menara.driver import settle, step, table


@pytest.mark.slow
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_solo_game_by_keys(size: tuple[int, int]) -> None:
    app = make_app(play_launch("menara", (Seat("Solo"),), seed=7))
    async with app.run_test(size=size) as pilot:
        screen = await _lay_the_base_and_reveal(pilot, app)
        # A column by cycling: the second legal base, with its preview in the prompt.
        moves = len(screen.match.moves)
        second = screen.candidates[1]
        assert isinstance(second, Place)
        await pilot.press("down")
        assert screen.highlighted == second
        assert f"▸ 2/{len(screen.candidates)} {second}" in screen_text(app)
        await pilot.press("enter")
        assert screen.match.moves[-1].notation == str(second)
        # ... taken back within the turn, then placed again.
        await pilot.press("u")
        assert len(screen.match.moves) == moves
        await wait_for(
            pilot,
            lambda: any("Took back" in n for n in notifications(app)),
            what="the take-back notice",
        )
        # Play on until a floor is due, then place it by cycling with the preview visible.
        for _ in range(60):
            if screen.view["floor_due"]:
                break
            await step(pilot, app)
            await settle(pilot, app)
        await place_the_due_floor_by_keys(pilot, app, screen)


async def test_views_and_the_move_list() -> None:
    app = make_app(play_launch("menara", (Seat("Solo"),), seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = table(app)
        await pilot.press("a", "t")
        assert "Top view" in screen_text(app)
        await pilot.press("t")
        assert "Plan of level 0" in screen_text(app)
        # The move list reaches every legal move: a camp swap by typing a filter.
        swaps = [str(m) for m in screen.legal_moves() if str(m).startswith("swap")]
        await pilot.press("s")
        assert isinstance(app.screen, MoveListScreen)
        await pilot.press(*swaps[0][len("swap ") :])
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.screen is screen, what="the move list to close")
        assert screen.match.moves[-1].notation == swaps[0]


async def test_two_players_with_a_bot() -> None:
    seats = (Seat("Ana"), Seat("Bo", "greedy"))
    app = make_app(play_launch("menara", seats, seed=11))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = table(app)
        for _ in range(80):
            if any(m.seat == 1 for m in screen.match.moves) and screen.can_act:
                break
            await step(pilot, app)
            await settle(pilot, app)
        assert any(m.seat == 1 for m in screen.match.moves), "the bot played its turn"
        assert screen.viewer == 0
        assert screen.can_act
        assert "needed" in screen_text(app)
        # The bot's turn cannot be undone by the human.
        if screen.match.moves[-1].seat == 1:
            await pilot.press("u")
            assert any("Bo" in n for n in notifications(app))


@pytest.mark.slow
async def test_a_demo_plays_a_whole_game() -> None:
    seats = (Seat("Ada", "greedy"), Seat("Bo", "greedy"))
    app = make_app(Launch(kind="demo", game_id="menara", seats=seats, seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(
            pilot,
            lambda: type(app.screen).__name__ == "GameOverScreen",
            limit=300,  # a whole demo at normal speed on a loaded machine; only a stuck one fails
            what="the demo to end",
        )
        text = screen_text(app)
        assert "levels built" in text
        game = next(s for s in app.screen_stack if isinstance(s, MenaraScreen))
        narration = [line.text for line in game.visible_log() if line.narration]
        assert narration
        assert "(greedy bot):" in narration[0]
        assert game.match.state.is_over()


async def test_a_demo_plays_to_the_end_of_a_game() -> None:
    """The whole demo above (slow) by default: a demo opened on a seeded game near its end."""
    seats = (Seat("Ada", "greedy"), Seat("Bo", "greedy"))
    match = near_the_end(GAME, seats, seed=5, left=25)
    started = len(match.moves)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(match, mode="demo")
        await wait_for(
            pilot,
            lambda: type(app.screen).__name__ == "GameOverScreen",
            limit=60,
            what="the demo to end",
        )
        text = screen_text(app)
        assert "levels built" in text
        game = next(s for s in app.screen_stack if isinstance(s, MenaraScreen))
        narration = [line.text for line in game.visible_log() if line.narration]
        assert narration
        assert "(greedy bot):" in narration[0]
        assert game.match.state.is_over()
        assert len(game.match.moves) > started, "the demo played the ending"
        # Each move the demo played is told in the words of its events, not in notation
        # ("floor F05 L0 28,16 lv2"), and its events are not listed a second time.
        lines = game.visible_log()
        assert len(narration) == len(game.match.moves) - started
        for line, played in zip(narration, game.match.moves[started:], strict=True):
            words = line.split("(greedy bot): ", 1)[1]
            assert words != played.notation, line
        before = [item.event.text for item in game.flow.log if item.move < started]
        assert before, "the moves before the demo keep their events"
        assert [line.text for line in lines if not line.narration] == before


# By default the whole solo test above (slow) is covered in two parts at both sizes: the first
# turn by keys, and a floor placed by keys in a seeded game played through the engine up to it.
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_first_turn_of_a_solo_game_by_keys(size: tuple[int, int]) -> None:
    app = make_app(play_launch("menara", (Seat("Solo"),), seed=7))
    async with app.run_test(size=size) as pilot:
        screen = await _lay_the_base_and_reveal(pilot, app)
        # A column by cycling: the second legal base, with its preview in the prompt.
        moves = len(screen.match.moves)
        second = screen.candidates[1]
        assert isinstance(second, Place)
        await pilot.press("down")
        assert screen.highlighted == second
        assert f"▸ 2/{len(screen.candidates)} {second}" in screen_text(app)
        await pilot.press("enter")
        assert screen.match.moves[-1].notation == str(second)
        # ... taken back within the turn, then placed again.
        await pilot.press("u")
        assert len(screen.match.moves) == moves
        assert any("Took back" in n for n in notifications(app))


def before_a_floor_is_due(seed: int = 7) -> Match:
    """A solo match with the moves of a seeded greedy game up to its first floor coming due."""
    bot = Match.new(GAME, (Seat("Solo", "greedy"),), seed=seed)
    human = Match.new(GAME, (Seat("Solo"),), seed=seed)
    while not (bot.state.view(0)["floor_due"] and bot.state.view(0)["phase"] == "build"):
        assert not bot.state.is_over(), "a floor came due before the end"
        move = bot.bot_move(0)
        bot.play(0, move)
        human.play(0, move)
    return human


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_floor_placed_by_keys_and_the_turn_ended(size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        app.open_game(before_a_floor_is_due(), mode="play")
        await settle(pilot, app)
        screen = table(app)
        await place_the_due_floor_by_keys(pilot, app, screen)


async def place_the_due_floor_by_keys(pilot: Any, app: Any, screen: MenaraScreen) -> None:
    """The due floor's prompt, a refused ghost, the first candidate placed, then the turn ended."""
    due = screen.view["floor_due"]
    assert due, "a floor became due"
    text = screen_text(app)
    assert f"{due['id']} due, level" in text
    assert "supports" in text
    assert "margin" in text
    first = screen.candidates[0]
    assert isinstance(first, AddFloor)
    await pilot.press("down", "up")
    assert str(screen.highlighted) == str(first)
    # Moving the ghost by hand shows why a place is refused, and enter is refused too.
    for _ in range(30):
        await pilot.press("shift+up")
    assert "ILLEGAL:" in screen_text(app)
    before = len(screen.match.moves)
    await pilot.press("enter")
    assert len(screen.match.moves) == before
    await pilot.press("down", "up", "enter")
    assert screen.match.moves[-1].notation == str(first)
    assert screen.view["height"] >= 1
    # End the turn.
    turn = screen.view["turn_number"]
    for _ in range(10):
        if screen.view["turn_number"] > turn:
            break
        await step(pilot, app)
    assert screen.view["turn_number"] == turn + 1


async def _lay_the_base_and_reveal(pilot: Pilot[None], app: MenaraApp) -> MenaraScreen:
    """The opening of the solo game by keys: a base floor by cycling, the rest with "auto",
    the easy card revealed, and undo refused past the reveal (the notice waited for)."""
    await settle(pilot, app)
    screen = table(app)
    assert screen.view["phase"] == "base"
    assert "Lay base floor" in screen_text(app)
    # One base floor by cycling, the other two with "auto".
    third = screen.candidates[2]
    await pilot.press("down", "down", "enter")
    assert screen.match.moves[-1].notation == str(third)
    await pilot.press("a")
    assert screen.view["phase"] == "start"
    assert "4 needed" in screen_text(app), "the status names the team's goal"
    await pilot.press("1")
    assert screen.view["phase"] == "build"
    assert screen.view["card"]["summary"] in screen_text(app)
    # The reveal cannot be taken back.
    await pilot.press("u")
    assert screen.view["phase"] == "build"
    await wait_for(
        pilot,
        lambda: any("cannot be taken back" in n for n in notifications(app)),
        what="the refusal",
    )
    return screen
