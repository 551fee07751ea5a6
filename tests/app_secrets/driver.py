"""Drive the real app through seeded hot-seat games and check every frame for another seat's
secrets.

It works for any registered game whose views hide something: the secrets of each seat come
from `games.core.testing.seat_secrets` (what `view(seat)` holds and `view(None)` does not), and
the game's screen says how a secret would read on screen (`GameScreen.secret_forms`, e.g. a
Ruins card id). On every frame captured (after each key, each move, and while bots and timers
run) no secret of a seat other than the one the keyboard was last handed to may show; while a
hand-off or a summary every player reads is on top, no secret at all; and a human's view shows
only right after a hand-off to them (not after the end of their turn or a summary).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core import Game, Match, Seat, State
from games.core.testing import seat_secrets, view_leaves
from menara_tui.launch import Launch
from menara_tui.screens.game import GameScreen
from menara_tui.screens.handoff import HandoffScreen
from tests.app.helpers import make_app, screen_text


class Leak(AssertionError):
    """A frame showed a secret to the wrong people."""


@dataclass
class Report:
    frames: int = 0
    moves: int = 0
    handoffs: int = 0
    summaries: int = 0
    over: bool = False


class Public:
    """What every spectator has seen so far: the string leaves of public views and the words of
    public events (a card played in an earlier round is named in the log, though it may be in
    a hand again now)."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.states = 0
        self.moves = 0

    def update(self, match: Match, upto: int) -> set[str]:
        """Everything public up to the position after `upto` moves."""
        states = match.states
        for state in states[self.states : upto + 1]:
            self.seen |= view_leaves(state.view(None))
        self.states = max(self.states, upto + 1)
        for index in range(self.moves, min(upto + 1, len(match.moves))):
            played = match.moves[index]
            _after, events = states[index].apply(
                match.game.parse_move(played.notation), played.seat
            )
            for event in events:
                if event.visible_to is None:
                    self.seen |= set(re.findall(r"[A-Za-z0-9]+", event.text))
            self.moves = index + 1
        return self.seen


def forbidden(
    screen: type[GameScreen], states: list[State], allowed: int | None, public: set[str]
) -> dict[str, int]:
    """Screen strings that would reveal a secret of a seat other than `allowed` → that seat.

    `states[-1]` is the position on screen: what `allowed` may see there, and whatever was
    ever public, is harmless; the secrets of every state in `states` are looked for.
    """
    out: dict[str, int] = {}
    visible = view_leaves(states[-1].view(allowed)) | public
    harmless = {form for leaf in visible for form in screen.secret_forms(leaf)}
    for state in states:
        for seat, secrets in seat_secrets(state).items():
            if seat == allowed:
                continue
            for secret in secrets:
                for form in screen.secret_forms(secret):
                    if form and form not in harmless:
                        out[form] = seat
    return out


def check_frame(
    app: Any,
    states: list[State],
    allowed: int | None,
    public: set[str],
    report: Report,
    where: str,
) -> None:
    screen = next((s for s in reversed(app.screen_stack) if isinstance(s, GameScreen)), None)
    if screen is None:
        return
    text = screen_text(app)
    report.frames += 1
    for form, seat in forbidden(type(screen), states, allowed, public).items():
        if re.search(rf"(?<![A-Za-z0-9]){re.escape(form)}(?![A-Za-z0-9])", text):
            holder = "nobody" if allowed is None else screen.seat_name(allowed)
            raise Leak(
                f"{where}: {screen.seat_name(seat)}'s secret {form!r} is on screen while the "
                f"keyboard is {holder}'s\n{text}"
            )


def _is_summary(screen: Any) -> bool:
    # A screen every player reads between turns (Ruins' end of round); any modal dialog that
    # is not a hand-off or the game's end counts, and Enter closes it.
    return type(screen).__name__ not in ("GameOverScreen", "QuestCompleteScreen") and not (
        isinstance(screen, GameScreen | HandoffScreen)
    )


async def play_checked(
    game: Game,
    humans: int,
    *,
    seed: int,
    max_moves: int,
    size: tuple[int, int] = (80, 24),
    resume: Match | None = None,
    plan: list[str] | None = None,
) -> Report:
    """Play `humans` human seats with random legal moves through the app; check every frame.

    `resume` opens that match as Continue would; `plan` lists notations to play first (each
    when it is legal for the human on screen).
    """
    seats = tuple(Seat(name) for name in ("Ana", "Bo", "Cy", "Di", "Ed")[:humans])
    if resume is None:
        app = make_app(Launch(kind="play", game_id=game.info.id, seats=seats, seed=seed))
    else:
        app = make_app(Launch())
    rng = random.Random(seed)
    planned = list(plan or [])
    report = Report()
    allowed: int | None = None
    public = Public()
    async with app.run_test(size=size) as pilot:

        def frame(where: str) -> None:
            screen = app.screen
            holder = None if isinstance(screen, HandoffScreen) or _is_summary(screen) else allowed
            table = next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))
            seen = public.update(table.match, len(table.match.moves))
            check_frame(app, [table.match.state], holder, seen, report, where)

        async def settle(where: str) -> None:
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 60  # generous: a loaded CI machine is slow, a stuck game still fails
            while True:
                await pilot.pause()
                frame(where)
                screen = app.screen
                if not isinstance(screen, GameScreen):
                    return
                if screen.can_act or screen.match.state.is_over():
                    return
                if loop.time() > deadline:
                    raise AssertionError(f"{where}: nothing to do for the humans")
                await asyncio.sleep(0.005)

        if resume is not None:
            await pilot.pause()
            app.open_game(resume, mode="play", save_id="resumed")
        await settle("start")
        while report.moves < max_moves:
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                report.handoffs += 1
                table = next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))
                allowed = next(
                    i for i, seat in enumerate(table.match.seats) if seat.name == screen.player
                )
                await pilot.press("enter")
                await settle(f"after the hand-off to {screen.player}")
                continue
            if not isinstance(screen, GameScreen):
                if type(screen).__name__ in ("GameOverScreen", "QuestCompleteScreen"):
                    report.over = True
                    break
                report.summaries += 1
                # Every player reads it: the next private view needs a hand-off again.
                allowed = None
                frame(f"{type(screen).__name__} on top")
                await pilot.press("enter")
                await settle(f"after closing {type(screen).__name__}")
                continue
            if screen.match.state.is_over():
                report.over = True
                break
            seat = screen.viewer
            assert seat is not None
            assert screen.can_act
            assert allowed == seat, (
                f"{screen.seat_name(seat)}'s hand is on screen without a hand-off to them"
            )
            legal = screen.legal_moves()
            wanted = [m for m in legal if planned and str(m) == planned[0]]
            move = wanted[0] if wanted else rng.choice(legal)
            if wanted:
                planned.pop(0)
            assert screen.submit(move), f"{move} was refused"
            report.moves += 1
            if seat not in screen.match.state.actors():
                allowed = None  # their turn is over: the next private view needs a hand-off
            await settle(f"after move {len(screen.match.moves)} ({move})")
    return report


def unfinished_match(game: Game, players: int, *, seed: int, moves: int) -> Match:
    """A hot-seat match of bots (played with each seat's greedy or first bot) cut short."""
    level = "greedy" if "greedy" in game.bots else next(iter(game.bots))
    seats = tuple(Seat(f"P{i + 1}", level) for i in range(players))
    match = Match.new(game, seats, seed=seed)
    while len(match.moves) < moves and not match.state.is_over():
        seat = min(match.state.actors())
        match.play(seat, match.bot_move(seat))
    # Humans in the save, as a hot-seat game would be.
    data = match.to_json()
    data["seats"] = [{"name": s.name, "bot": None} for s in seats]
    return Match.from_json(data, {game.info.id: game})


async def replay_checked(game: Game, match: Match, path: Path) -> Report:
    """Step through the replay of an unfinished match; no secret of any seat may show."""
    assert not match.state.is_over()
    with open(path, "w", encoding="utf-8") as handle:  # noqa: ASYNC230 - a small test file
        json.dump(match.to_json(), handle)
    app = make_app(Launch(kind="replay", path=path))
    report = Report()
    public = Public()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.mode == "replay"
        for index in range(len(match.moves) + 1):
            assert screen.replay_index == index
            states = [match.states[max(index - 1, 0)], match.states[index]]
            seen = public.update(match, index - 1)
            check_frame(app, states, None, seen, report, f"replay at move {index}")
            await pilot.press("right")
            await pilot.pause()
            report.moves += 1
        await pilot.press("v")
        await pilot.pause()
        seen = public.update(match, len(match.moves))
        check_frame(app, [match.state], None, seen, report, "replay after v")
    return report
