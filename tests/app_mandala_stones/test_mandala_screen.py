"""Mandala Stones through the screen, with keys only: a whole game, hand-offs, refusals."""

from __future__ import annotations

import re

import pytest

from games.core import Seat
from games.mandala_stones import GAME
from menara_tui.screens.mandala_stones.screen import MandalaStonesScreen
from tests.app.helpers import (
    game_screen,
    make_app,
    near_the_end,
    notifications,
    play_launch,
    screen_text,
    wait_for,
)
from tests.app_mandala_stones.driver import play_to_the_end, settle


@pytest.mark.slow
async def test_a_whole_two_player_game_by_keys_at_80x24() -> None:
    app = make_app(play_launch("mandala_stones", (Seat("Ana"), Seat("Bo")), seed=21))
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot, app, seed=21)
        assert type(app.screen).__name__ == "GameOverScreen"
        text = screen_text(app)
        assert "Ana" in text
        assert "Bo" in text
    assert seen["handoffs"] >= 20, "two humans hand the keyboard over every turn"
    assert seen["objective_checks"] == seen["moves"]


# By default the whole game above (slow) is covered in two parts: its opening by keys, and the
# ending of a seeded game, the first moves played through the engine.
async def test_the_opening_of_a_two_player_game_by_keys_at_80x24() -> None:
    app = make_app(play_launch("mandala_stones", (Seat("Ana"), Seat("Bo")), seed=21))
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot, app, seed=21, max_moves=24)
        assert not game_screen(app).match.state.is_over()
    assert seen["moves"] == 24
    assert seen["handoffs"] >= 8, "two humans hand the keyboard over every turn"
    assert seen["objective_checks"] == seen["moves"]


async def test_the_ending_of_a_two_player_game_by_keys_at_80x24() -> None:
    match = near_the_end(GAME, (Seat("Ana"), Seat("Bo")), seed=21, left=20)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(match, mode="play")
        seen = await play_to_the_end(pilot, app, seed=21)
        assert type(app.screen).__name__ == "GameOverScreen"
        text = screen_text(app)
        assert "Ana" in text
        assert "Bo" in text
    assert seen["moves"] >= 5, "the ending is played by keys"
    assert seen["handoffs"] >= seen["moves"] // 3, "two humans hand the keyboard over every turn"
    assert seen["objective_checks"] == seen["moves"]


async def test_harmony_with_a_bot_between_two_humans_by_keys() -> None:
    seats = (Seat("Ana"), Seat("Bo", "greedy"), Seat("Cy"))
    launch = play_launch("mandala_stones", seats, seed=5, harmony="on")
    app = make_app(launch)
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot, app, seed=5, max_moves=24)
        screen = game_screen(app)
        notations = [m.notation for m in screen.match.moves]
    assert seen["moves"] == 24
    assert seen["handoffs"] >= 6
    assert any(n in ("keep", "give") for n in notations), "a New Stone was uncovered"


async def test_an_illegal_typed_move_shows_the_rule_and_changes_nothing() -> None:
    app = make_app(play_launch("mandala_stones", (Seat("Ana"), Seat("Bo", "random")), seed=8))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, MandalaStonesScreen)
        state = screen.match.state
        artist = state.view(None)["board"]["artists"][0]
        before = state.to_json()
        made = len(screen.match.moves)
        await pilot.press("colon")
        for key in f"pick {artist['name']} {artist['space']}":
            await pilot.press("space" if key == " " else key)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.match.state.to_json() == before
        assert len(screen.match.moves) == made
        assert any("another space" in message for message in notifications(app))
        # Escape closes the typing line and the game goes on.
        await pilot.press("escape")
        assert not screen.has_class("-typing")
        assert app.screen is screen


async def test_a_legal_typed_move_is_made() -> None:
    app = make_app(play_launch("mandala_stones", (Seat("Ana"), Seat("Bo", "random")), seed=8))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, MandalaStonesScreen)
        pick = screen.view["options"]["picks"][0]["move"]
        made = len(screen.match.moves)
        await pilot.press("colon")
        for key in pick:
            await pilot.press("space" if key == " " else key)
        await pilot.press("enter")
        await pilot.pause()
        assert [m.notation for m in screen.match.moves[made:]] == [pick]
        assert "BUILD" in screen_text(app)
        # The artist move can be taken back before the tower is built.
        await pilot.press("u")
        await pilot.pause()
        assert len(screen.match.moves) == made
        assert "PICK" in screen_text(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_table_shows_board_mandala_and_towers(size: tuple[int, int]) -> None:
    seats = (Seat("Ana"), Seat("Bo", "random"), Seat("Cy", "random"), Seat("Di", "random"))
    app = make_app(play_launch("mandala_stones", seats, seed=3, harmony="on"))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, MandalaStonesScreen)
        text = screen_text(app)
        assert "(a1)" in text or "[S" in text
        assert "Mandala M = " in text
        assert "P1#h" in text
        for name in ("Ana", "Bo", "Cy", "Di"):
            assert name in text
        if size[1] >= 38:
            assert "N1" in text, "the full spiral shows its New Stones on tall terminals"
        await pilot.press("w")
        assert ("N1" in screen_text(app)) != (size[1] >= 38)
        # The pick preview marks the stones the highlighted artist move would take.
        await pilot.press("p")
        assert "*" in screen_text(app)
        # c shows the colours of whole stacks (patterns stay hidden below the top).
        assert not re.search(r" [YBRV]{4} ", screen_text(app))
        await pilot.press("c")
        assert re.search(r" [YBRV]{4} ", screen_text(app))


async def test_enter_after_a_bot_turn_makes_the_highlighted_move() -> None:
    seats = (Seat("Ana"), Seat("Bo", "greedy"))
    app = make_app(play_launch("mandala_stones", seats, seed=12, harmony="on"))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, MandalaStonesScreen)
            before = len(screen.match.moves)
            await pilot.press("enter")
            await pilot.pause()
            assert len(screen.match.moves) > before, "Enter made no move"
            moves = screen.match.moves
        assert any(m.seat == 1 for m in moves), "a bot moved in between"


async def test_m_opens_the_shell_move_list_and_the_footer_fits_80_columns() -> None:
    """`m` is the move-list key of every game (`w` shows the whole Mandala, `:` types)."""
    from menara_tui.screens.move_list import MoveListScreen

    app = make_app(play_launch("mandala_stones", (Seat("Ana"), Seat("Bo", "random")), seed=8))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, MandalaStonesScreen)
        footer = screen_text(app).splitlines()[-1]
        for key in ("u Undo", "F1/? Rules", "m Moves", ": Type", "esc Home", "p Picks", "s Scores"):
            assert key in footer, key
        played = len(screen.match.moves)
        first = str(screen.legal_moves()[0])
        await pilot.press("m")
        assert isinstance(app.screen, MoveListScreen)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(screen.match.moves) > played, what="the move")
        assert screen.match.moves[played].notation == first


async def test_space_pauses_a_demo() -> None:
    """In a demo the typed-move box must not hold the focus: it ate space, so the footer's
    "space Pause" was missing and the demo ran on."""
    from tests.app.helpers import paced_demo, reach

    app = paced_demo("mandala_stones", seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, MandalaStonesScreen, "demo")
        await wait_for(pilot, lambda: len(screen.match.moves) >= 1, what="a demo move")
        assert "space Pause" in screen_text(app)
        await pilot.press("space")
        await wait_for(pilot, lambda: screen.paused, what="the pause")
