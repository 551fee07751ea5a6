"""Helpers for driving the app in Pilot tests."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable
from typing import Any, TypeVar

from rich.console import Console
from textual.pilot import Pilot
from textual.screen import Screen

from games.core import Match, Seat
from menara_tui.app import MenaraApp
from menara_tui.launch import Launch

SIZES = [(80, 24), (120, 40)]

S = TypeVar("S", bound=Screen[Any])


def make_app(launch: Launch | None = None) -> MenaraApp:
    return MenaraApp(launch, deterministic=True)


def paced_demo(game_id: str, seed: int) -> MenaraApp:
    """A demo of two greedy bots at a twentieth of the demo's own pace: an instant demo can reach
    its end, and the scores, while a loaded machine runs a test's first wait."""
    seats = (Seat("Greedy 1", "greedy"), Seat("Greedy 2", "greedy"))
    app = make_app(Launch(kind="demo", game_id=game_id, seats=seats, seed=seed))
    app.delay_scale = 0.05
    return app


def screen_text(app: MenaraApp) -> str:
    """Everything on the terminal as plain text (what a player could read)."""
    width, height = app.size
    console = Console(
        width=width, height=height, file=io.StringIO(), record=True, force_terminal=True
    )
    render = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(render)
    return console.export_text()


async def wait_for(
    pilot: Pilot[Any], condition: Callable[[], bool], *, limit: float = 60.0, what: str = ""
) -> None:
    """Let the app run until `condition()` holds (bots, timers, screen changes).

    The limit only catches an app that is stuck, so it is generous: a loaded CI machine can take
    many seconds over what a quiet one does in a fraction of one.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what or condition}")
        await pilot.pause(0.01)
    await pilot.pause()


async def reach(pilot: Pilot[Any], app: MenaraApp, kind: type[S], what: str) -> S:
    """Wait until the app shows a screen of `kind`, and return it."""
    await wait_for(pilot, lambda: isinstance(app.screen, kind), what=what)
    screen = app.screen
    assert isinstance(screen, kind)
    return screen


def humans(*names: str) -> tuple[Seat, ...]:
    return tuple(Seat(name) for name in names)


def play_launch(game_id: str, seats: tuple[Seat, ...], seed: int = 7, **options: str) -> Launch:
    return Launch(kind="play", game_id=game_id, seats=seats, seed=seed, options=dict(options))


def finished_match(game: Any, seats: tuple[Seat, ...], seed: int = 3) -> Match:
    """A match played to the end with everyone passing."""
    match = Match.new(game, seats, seed=seed)
    while not match.state.is_over():
        (seat,) = sorted(match.state.actors())[:1]
        match.play(seat, "pass")
    return match


def game_screen(app: MenaraApp) -> Any:
    """The game screen in the stack (it may be under a hand-off or game-over screen)."""
    from menara_tui.screens.game import GameScreen

    found = [s for s in app.screen_stack if isinstance(s, GameScreen)]
    return found[-1] if found else None


def notifications(app: MenaraApp) -> list[str]:
    """The messages of the notifications currently shown."""
    return [notification.message for notification in app._notifications]


def near_the_end(
    game: Any,
    seats: tuple[Seat, ...],
    *,
    seed: int,
    left: int = 20,
    options: dict[str, str] | None = None,
    cut: Callable[[list[str]], int] | None = None,
) -> Match:
    """A match for `seats` holding the moves of a seeded greedy-bot game up to `left` moves
    before its end (or up to `cut(notations)` moves): played through the engine, so a Pilot test
    can open it and play only the ending by keys."""
    bots = tuple(Seat(seat.name, "greedy") for seat in seats)
    played = Match.new(game, bots, seed=seed, options=options)
    while not played.state.is_over():
        seat = played.bots_in_order()[0]
        played.play(seat, played.bot_move(seat))
    notations = [move.notation for move in played.moves]
    stop = cut(notations) if cut is not None else len(notations) - left
    assert 0 < stop < len(notations), "the cut leaves some moves to play and skips some"
    match = Match.new(game, seats, seed=seed, options=options)
    for move in played.moves[:stop]:
        match.play(move.seat, move.notation)
    return match


LONG_NAMES = (Seat("Bartholomew Long"), Seat("Wilhelmina Smith", "greedy"))
"""Two names of the most characters setup allows (16), the second seat a bot (no hand-off)."""


async def text_with_long_names(game_id: str, kind: type[Screen[Any]], seed: int = 3) -> str:
    """The game screen at 80x24, just started, with `LONG_NAMES` at the table."""
    app = make_app(play_launch(game_id, LONG_NAMES, seed=seed))
    async with app.run_test(size=(80, 24)) as pilot:
        await reach(pilot, app, kind, game_id)
        await pilot.pause()
        return screen_text(app)
