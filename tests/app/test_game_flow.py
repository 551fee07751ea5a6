"""The turn flow of GameScreen, played with keys on the dummy game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.core import Seat
from menara_tui.screens.game import GameScreen
from menara_tui.screens.gameover import GameOverScreen
from menara_tui.screens.handoff import HandoffScreen
from menara_tui.screens.home import HomeScreen
from menara_tui.screens.rules import RulesScreen
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


def top_is(app: object, kind: type) -> bool:
    return isinstance(getattr(app, "screen", None), kind)


@pytest.mark.parametrize("size", SIZES)
async def test_two_humans_pass_the_keyboard_without_seeing_each_other(
    size: tuple[int, int], data_dir: Path
) -> None:
    app = make_app(play_launch("dummy", humans("Ada", "Bo")))
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: top_is(app, HandoffScreen), what="first hand-off")
        text = screen_text(app)
        assert "Pass the keyboard to Ada — press Enter when ready" in text
        assert "SECRET[" not in text

        await pilot.press("enter")
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="Ada's table")
        game = game_screen(app)
        secret_ada = game.match.state.secrets[0]
        assert f"SECRET[Ada]={secret_ada}" in screen_text(app)
        assert game.viewer == 0

        await pilot.press("1")
        assert [m.notation for m in game.match.moves] == ["pick 1"]
        assert f"Ada's sum is now {secret_ada + 1}." in game.query_one("#game-log").plain_lines
        await pilot.press("p")
        await wait_for(pilot, lambda: top_is(app, HandoffScreen), what="hand-off to Bo")
        text = screen_text(app)
        assert "Pass the keyboard to Bo — press Enter when ready" in text
        assert "SECRET[" not in text
        assert "sum is now" not in text
        assert game.viewer is None, "the table under the hand-off shows public information only"

        await pilot.press("enter")
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="Bo's table")
        text = screen_text(app)
        assert f"SECRET[Bo]={game.match.state.secrets[1]}" in text
        assert "SECRET[Ada]" not in text
        log = game.query_one("#game-log").plain_lines
        assert "Ada picked 1." in log
        assert not any("sum is now" in line for line in log), "Ada's private event leaked"

        await pilot.press("p")
        await wait_for(pilot, lambda: top_is(app, GameOverScreen), what="game over")
        saves = list((data_dir / "saves").glob("*.json"))
        assert len(saves) == 1
        saved = json.loads(saves[0].read_text())
        assert saved["moves"] == [[0, "pick 1"], [0, "pass"], [1, "pass"]]
        assert saved["over"] is True


async def test_every_move_is_saved_as_it_is_made(data_dir: Path) -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        assert list((data_dir / "saves").glob("*.json")) == [], "no move, no save"
        await pilot.press("2")
        (path,) = (data_dir / "saves").glob("*.json")
        assert json.loads(path.read_text())["moves"] == [[0, "pick 2"]]
        await pilot.press("u")
        assert not path.exists(), "taking back the only move leaves no save behind"


async def test_undo_is_allowed_for_your_own_move_and_refused_otherwise() -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        assert "Ada, your move" in screen_text(app)
        await pilot.press("1")
        assert len(game.match.moves) == 1
        await pilot.press("u")
        assert game.match.moves == []
        await wait_for(pilot, lambda: "Took back pick 1." in notifications(app), what="the notice")
        assert game.query_one("#game-log").plain_lines == []

        await pilot.press("3")  # rolls a bonus die: a barrier
        await pilot.press("ctrl+z")
        assert [m.notation for m in game.match.moves] == ["pick 3"]
        assert any("cannot be taken back" in n for n in notifications(app))

        await pilot.press("p")
        assert game.viewer == 1
        await pilot.press("u")
        assert len(game.match.moves) == 2
        assert any("The last move was Ada's" in n for n in notifications(app))


async def test_an_illegal_move_is_refused_with_the_rule_sentence() -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        await pilot.press("1", "1")
        before = game.match.state
        await pilot.press("2")
        assert game.match.state is before
        assert len(game.match.moves) == 2
        assert "You may pick at most twice a turn." in notifications(app)
        assert game.submit("pick 9") is False
        assert game.match.state is before


async def test_simultaneous_bids_ask_humans_in_turn_from_the_hooks_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(DummyScreen, "first_simultaneous_seat", lambda self, humans: 1)
    app = make_app(play_launch("dummy", humans("Ada", "Bo", "Cy"), opening="on"))
    async with app.run_test(size=(120, 40)) as pilot:
        asked: list[str] = []
        for key in ("2", "1", "2"):
            await wait_for(pilot, lambda: top_is(app, HandoffScreen), what="hand-off")
            handoff = app.screen
            assert isinstance(handoff, HandoffScreen)
            asked.append(handoff.player)
            await pilot.press("enter")
            await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
            text = screen_text(app)
            assert text.count("BID[") == 0, "nobody has seen a bid before bidding"
            await pilot.press(key)
        assert asked == ["Bo", "Cy", "Ada"]
        game = game_screen(app)
        assert [m.notation for m in game.match.moves] == ["bid 2", "bid 1", "bid 2"]
        # Ada bid last and plays first: no hand-off, her own bid only.
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="Ada's turn")
        text = screen_text(app)
        assert "BID[Ada]=2" in text
        assert "Bo bid 2." not in text
        assert "Ada bid 2." in game.query_one("#game-log").plain_lines


async def test_bots_play_and_are_marked_in_the_log() -> None:
    seats = (Seat("Ada"), Seat("Bo", "greedy"))
    app = make_app(play_launch("dummy", seats, length="long"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        assert game.viewer == 0, "a single human needs no hand-off"
        await pilot.press("p")
        await wait_for(pilot, lambda: game.viewer == 0 and game.can_act, what="Ada again")
        notations = [m.notation for m in game.match.moves]
        assert notations == ["pass", "pick 2", "pick 2", "pass"]
        lines = game.query_one("#game-log").lines_shown
        bot_lines = [line.text for line in lines if line.bot]
        assert bot_lines == ["Bo picked 2.", "Bo picked 2.", "Bo passed."]
        assert [line.text for line in lines if line.last] == ["Bo passed."]
        assert "Bo's sum" not in " ".join(line.text for line in lines)
        assert any("Bo passed." in line for line in screen_text(app).splitlines())


async def test_a_bot_move_telling_of_another_seat_is_not_marked_as_the_bot() -> None:
    # Ruins: a bot's exact match makes the human skip ("Ada must pass (skip)", seat Ada): the
    # line belongs to Ada's seat, not to the bot, so it carries no "(bot)".
    from games.core import Event
    from menara_tui.screens.flow import LoggedEvent

    seats = (Seat("Ada"), Seat("Bo", "greedy"))
    app = make_app(play_launch("dummy", seats, length="long"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        await pilot.press("p")
        await wait_for(pilot, lambda: game.viewer == 0 and game.can_act, what="Ada again")
        bo_move = len(game.match.moves) - 1
        assert game.match.moves[bo_move].seat == 1
        game._log.append(LoggedEvent(bo_move, Event("Ada must pass (skip)", "pass", 0), bot=True))
        game._log.append(LoggedEvent(bo_move, Event("The round ends.", "info"), bot=True))
        marked = {line.text: line.bot for line in game.visible_log()[-2:]}
        assert marked == {"Ada must pass (skip)": False, "The round ends.": True}


async def test_a_narrow_terminal_shows_the_latest_line_instead_of_the_log() -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        log = game.query_one("#game-log")
        assert not log.display
        await pilot.press("2")
        assert "Last: Ada's sum is now" in screen_text(app)
        await pilot.press("f3")
        assert log.display
        assert "Ada picked 2." in screen_text(app)
        await pilot.press("f3")
        assert not log.display
        # Esc closes the log laid over the table before it offers to leave the game.
        await pilot.press("f3")
        assert log.display
        await pilot.press("escape")
        await pilot.pause()
        assert not log.display
        assert top_is(app, DummyScreen), "Esc closed the log, not the game"


async def test_bot_moves_come_from_the_seed_and_move_count() -> None:
    seats = (Seat("Ada"), Seat("Bo", "random"))

    async def bot_moves() -> list[str]:
        app = make_app(play_launch("dummy_open", seats, seed=11, length="long"))
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
            game = game_screen(app)
            await pilot.press("p")
            await wait_for(pilot, lambda: game.can_act or top_is(app, GameOverScreen), what="bot")
            return [m.notation for m in game.match.moves]

    first = await bot_moves()
    assert len(first) > 1
    assert await bot_moves() == first


async def test_the_flow_waits_while_the_rules_cover_the_table() -> None:
    seats = (Seat("Ada"), Seat("Bo", "greedy"))
    app = make_app(play_launch("dummy_open", seats))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        app.delay_scale = 0.25  # a bot pause of 200 ms, fired while the rules are open
        await pilot.press("p", "f1")
        await wait_for(pilot, lambda: top_is(app, RulesScreen), what="rules")
        await pilot.pause(0.5)
        assert [m.notation for m in game.match.moves] == ["pass"], "the bot played under the rules"
        await pilot.press("escape")
        await wait_for(pilot, lambda: top_is(app, GameOverScreen), what="bot then game over")
        assert [m.notation for m in game.match.moves] == ["pass", "pick 2", "pick 2", "pass"]


async def test_escape_asks_then_goes_home_and_continue_resumes(data_dir: Path) -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo"), length="long"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        await pilot.press("2", "p", "1")
        await pilot.press("escape")
        assert "Leave this game?" in screen_text(app)
        await pilot.press("n")
        assert top_is(app, DummyScreen)
        await pilot.press("escape", "y")
        await wait_for(pilot, lambda: top_is(app, HomeScreen), what="home")

        await pilot.press("c")
        await wait_for(pilot, lambda: "Open Sums" in screen_text(app), what="saves list")
        await pilot.press("enter")
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="resumed")
        game = game_screen(app)
        assert [m.notation for m in game.match.moves] == ["pick 2", "pass", "pick 1"]
        assert game.viewer == 1
        assert game.query_one("#game-log").plain_lines[:2] == ["Ada picked 2.", "Ada passed."]
        await pilot.press("p")
        (path,) = (data_dir / "saves").glob("*.json")
        assert len(json.loads(path.read_text())["moves"]) == 4, "resumed into the same save"


async def test_replay_and_demo_refuse_moves() -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        assert isinstance(game, GameScreen)
        game.mode = "replay"
        assert game.submit("pass") is False
        await pilot.pause()
        assert game.match.moves == []
        assert "This is a replay: no moves can be made." in notifications(app)


async def test_escape_on_the_first_hand_off_goes_home_and_leaves_no_save(
    data_dir: Path,
) -> None:
    app = make_app(play_launch("dummy", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, HandoffScreen), what="hand-off")
        await pilot.press("escape")
        await wait_for(pilot, lambda: top_is(app, HomeScreen), what="home")
        assert len(app.screen_stack) == 1
    assert list((data_dir / "saves").glob("dummy-*.json")) == [], "no move was made"


async def test_the_hand_off_shows_everything_public_since_that_player_last_looked() -> None:
    """Not only the last three events: all public lines since Ada's turn, scrollable at 80x24."""
    app = make_app(play_launch("dummy", (Seat("Ada"), Seat("Bo"), Seat("Cy")), length="long"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, HandoffScreen), what="first hand-off")
        await pilot.press("enter")
        game = game_screen(app)
        await pilot.press("1", "p")  # Ada
        for _ in range(2):  # Bo, then Cy: two picks each and a pass
            await wait_for(pilot, lambda: top_is(app, HandoffScreen), what="a hand-off")
            await pilot.press("enter")
            await wait_for(pilot, lambda: game.can_act, what="a turn")
            await pilot.press("1", "2", "p")
        await wait_for(pilot, lambda: top_is(app, HandoffScreen), what="hand-off to Ada")
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen)
        assert handoff.player == "Ada"
        public = handoff.public_text.splitlines()
        for line in ("Bo picked 1.", "Bo picked 2.", "Cy picked 1.", "Cy picked 2."):
            assert line in public
        assert not any("sum is now" in line for line in public), "a private line"
        assert "Ada picked 1." not in public, "Ada saw her own turn"
        await pilot.pause()
        text = screen_text(app)
        assert "Pass the keyboard to Ada" in text
        assert "Cy picked 2." in text, "the latest lines are in view"


async def test_a_bot_thinks_in_a_worker_and_a_late_answer_is_dropped(
    dummy_registry: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow bot never freezes the screen; its answer for a position that moved on is dropped."""
    import threading
    import time

    from tests.app.dummy_game import GreedyBot

    release = threading.Event()
    threads: list[str] = []
    real = GreedyBot.choose

    def slow(self: GreedyBot, state: object, seat: int, rng: object) -> object:
        threads.append(threading.current_thread().name)
        release.wait(5)
        time.sleep(0.01)
        return real(self, state, seat, rng)  # type: ignore[arg-type]

    monkeypatch.setattr(GreedyBot, "choose", slow)
    app = make_app(play_launch("dummy_open", (Seat("Ada"), Seat("Bot", "greedy"))))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: top_is(app, DummyScreen), what="table")
        game = game_screen(app)
        await pilot.press("p")  # Ada passes: the bot starts thinking
        await wait_for(pilot, lambda: bool(threads), what="the bot to think")
        assert threads[0] != threading.main_thread().name
        # The screen answers keys while the bot thinks.
        log = game.query_one("#game-log")
        shown = log.display
        await pilot.press("f3")
        await pilot.pause()
        assert log.display is not shown
        # The position moves on (as after an undo): the answer must not be played.
        game._generation += 1
        release.set()
        await pilot.pause(0.2)
        assert [m.seat for m in game.match.moves] == [0], "the stale answer was dropped"
