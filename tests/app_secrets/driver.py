"""Drive the real app through seeded hot-seat games and check every frame for another seat's
secrets. Two checks, each where it can tell:

- By strings, for games whose secrets are names of their own (a Ruins card id): the secrets of
  each seat come from `games.core.testing.seat_secrets` (what `view(seat)` holds and
  `view(None)` does not), and the game's screen says how a secret would read on screen
  (`GameScreen.secret_forms`). On every frame captured (after each key, each move, and while
  bots and timers run) no secret of a seat other than the one the keyboard was last handed to
  may show; while a hand-off or a summary every player reads is on top, no secret at all.
- By re-dealing, for every game that declares `games.<game>.scramble_secrets` (the only check
  that works for Bali, whose hand cards are kinds the table shows too): once a frame has
  settled, the secrets of every seat the keyboard is not handed to are re-dealt
  (`games.core.testing.hidden_variants`), the screen is drawn again from that position and its
  text must stay the same. The log is history (the events that happened) and is not derived
  again; a hand-off's public text is asked again from the re-dealt position.

Both: a human's view shows only right after a hand-off to them (not after the end of their
turn or a summary).
"""

from __future__ import annotations

import asyncio
import importlib
import json
import random
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from games.core import Game, Match, Seat, State
from games.core.testing import (
    Scramble,
    frame_difference,
    hidden_variants,
    seat_secrets,
    secrets_changed,
    view_leaves,
)
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
    redrawn: int = 0
    """Frames drawn again from a re-dealt position (and found the same)."""
    redealt: int = 0
    """Of those, the frames where the re-deal changed some hidden seat's secrets."""


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


def scramble_of(game: Game) -> Scramble | None:
    """The game's re-deal of hidden information (`games.<id>.scramble_secrets`), if it has one."""
    package = importlib.import_module(f"games.{game.info.id}")
    found: Scramble | None = getattr(package, "scramble_secrets", None)
    return found


class Redeal:
    """The differential check: the frame on screen, drawn again from positions where the
    secrets of every seat but `keep` are re-dealt, reads the same."""

    def __init__(self, scramble: Scramble, seed: int, tries: int = 1) -> None:
        self.scramble = scramble
        self.rng = random.Random(seed)
        self.tries = tries

    async def check(
        self, pilot: Pilot[Any], app: Any, keep: int | None, report: Report, where: str
    ) -> None:
        table = next((s for s in reversed(app.screen_stack) if isinstance(s, GameScreen)), None)
        if table is None:
            return
        top = app.screen
        if top is not table and not isinstance(top, HandoffScreen):
            return  # a summary or the game's end: text made once, from public events
        # The position on screen is swapped in the match for a moment: the screen draws it
        # exactly as it draws the real one (nothing moves meanwhile: every seat is human).
        states: list[State] = table.match._states
        index = table.replay_index if table.mode == "replay" else len(states) - 1
        real = states[index]
        if real.is_over():
            return  # everything is revealed at the end
        handoff_to = None
        if isinstance(top, HandoffScreen):
            keep = None
            handoff_to = next(
                i for i, seat in enumerate(table.match.seats) if seat.name == top.player
            )
        shown = [table.handoff_text(handoff_to)] if handoff_to is not None else []
        shown.append(screen_text(app))
        for other in hidden_variants(real, keep, self.scramble, self.rng, self.tries):
            seats = secrets_changed(real, other, keep)
            scrambled = await self._draw(pilot, app, table, handoff_to, states, index, other)
            report.redrawn += 1
            report.redealt += bool(seats)
            if scrambled == shown:
                continue
            # Drawn again from the real position, for a fair comparison (a redraw may differ
            # from the frame that settled, e.g. in what is highlighted).
            shown = await self._draw(pilot, app, table, handoff_to, states, index, real)
            for real_text, again in zip(shown, scrambled, strict=True):
                diff = frame_difference(real_text, again)
                if diff is None:
                    continue
                holder = "nobody" if keep is None else table.seat_name(keep)
                names = ", ".join(table.seat_name(s) for s in seats) or "nobody"
                raise Leak(
                    f"{where}: the frame changes when the secrets of {names} are re-dealt while "
                    f"the keyboard is {holder}'s:\n{diff}\n{real_text}"
                )
        # The real position is drawn again; the driver's next step lets it show.
        table._refresh()

    @staticmethod
    async def _draw(
        pilot: Pilot[Any],
        app: Any,
        table: GameScreen,
        handoff_to: int | None,
        states: list[State],
        index: int,
        position: State,
    ) -> list[str]:
        """The texts on show (the hand-off's, then the screen's) with `position` on screen."""
        real = states[index]
        states[index] = position
        try:
            texts = [table.handoff_text(handoff_to)] if handoff_to is not None else []
            table._refresh()
            await pilot.pause()
            texts.append(screen_text(app))
        finally:
            states[index] = real
        return texts


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
    by_strings: bool = True,
    redeal_tries: int = 1,
) -> Report:
    """Play `humans` human seats with random legal moves through the app; check every frame.

    `resume` opens that match as Continue would; `plan` lists notations to play first (each
    when it is legal for the human on screen). `by_strings` searches every frame for secrets;
    every settled frame is also drawn again `redeal_tries` times from re-dealt positions when
    the game declares how to re-deal (0: never).
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
    scramble = scramble_of(game) if redeal_tries else None
    redeal = None if scramble is None else Redeal(scramble, seed, redeal_tries)
    async with app.run_test(size=size) as pilot:

        def holder() -> int | None:
            screen = app.screen
            return None if isinstance(screen, HandoffScreen) or _is_summary(screen) else allowed

        def frame(where: str) -> None:
            if not by_strings:
                report.frames += 1
                return
            table = next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))
            seen = public.update(table.match, len(table.match.moves))
            check_frame(app, [table.match.state], holder(), seen, report, where)

        async def settle(where: str) -> None:
            loop = asyncio.get_running_loop()
            # Generous: a loaded CI machine is slow, and a stuck game still fails.
            deadline = loop.time() + 60
            while True:
                await pilot.pause()
                frame(where)
                screen = app.screen
                if (
                    not isinstance(screen, GameScreen)
                    or screen.can_act
                    or screen.match.state.is_over()
                ):
                    if redeal is not None:
                        await redeal.check(pilot, app, holder(), report, where)
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


async def replay_checked(
    game: Game, match: Match, path: Path, *, by_strings: bool = True, redeal_tries: int = 1
) -> Report:
    """Step through the replay of an unfinished match; no secret of any seat may show (the
    checks of `play_checked`: by strings, by re-dealing)."""
    assert not match.state.is_over()
    with open(path, "w", encoding="utf-8") as handle:  # noqa: ASYNC230 - a small test file
        json.dump(match.to_json(), handle)
    app = make_app(Launch(kind="replay", path=path))
    report = Report()
    public = Public()
    scramble = scramble_of(game) if redeal_tries else None
    redeal = None if scramble is None else Redeal(scramble, len(match.moves), redeal_tries)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.mode == "replay"
        for index in range(len(match.moves) + 1):
            assert screen.replay_index == index
            states = [match.states[max(index - 1, 0)], match.states[index]]
            where = f"replay at move {index}"
            if by_strings:
                seen = public.update(match, index - 1)
                check_frame(app, states, None, seen, report, where)
            else:
                report.frames += 1
            if redeal is not None:
                await redeal.check(pilot, app, None, report, where)
            await pilot.press("right")
            await pilot.pause()
            report.moves += 1
        await pilot.press("v")
        await pilot.pause()
        if by_strings:
            seen = public.update(match, len(match.moves))
            check_frame(app, [match.state], None, seen, report, "replay after v")
    return report
