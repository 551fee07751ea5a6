"""GameScreen: the base of every game's screen. It owns the turn flow; subclasses draw the table.

A subclass implements `compose_table()` (its widgets) and `show_view()` (redraw them from
`self.view`), turns its widgets' messages into moves and calls `submit(move)`. It never decides
what is legal: the rules refuse a move and the screen shows the rule's sentence.

Turn flow after every applied move: autosave, log the events, then advance: game over -> the
game-over screen; a bot seat acts -> it thinks in a worker thread and plays after a short pause;
otherwise the next human is shown, behind a hand-off screen when the game hides information and
several humans share the keyboard. The decisions (and the hidden-information rule) are plain
Python in `menara_tui.screens.flow`; this class draws them. The flow waits while anything covers
the screen (rules, hand-off, the size notice) and resumes when the screen is on top again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from games.core import JSON, Event, IllegalMove, Match, PlayedMove, State, bot_rng
from menara_tui.screens.base import Mode, menara
from menara_tui.screens.flow import LoggedEvent, TurnFlow, move_text
from widgets.common.footer import StableFooter
from widgets.common.move_log import LogLine, MoveLog

if TYPE_CHECKING:
    from menara_tui.saves import SaveStore

__all__ = ["DEMO_SPEEDS", "GameScreen", "LoggedEvent", "Mode"]

DEMO_SPEEDS = ("slowest", "slow", "normal", "fast", "fastest")


class GameScreen(Screen[None]):
    """Base class of the game screens; see the module docstring for the contract."""

    BOT_DELAY: ClassVar[float] = 0.8
    """Seconds a bot waits before it moves, so humans can follow (times the app's delay_scale)."""
    DEMO_DELAYS: ClassVar[tuple[float, ...]] = (3.0, 2.0, 1.2, 0.6, 0.25)
    """Seconds between demo moves, one per entry of DEMO_SPEEDS."""
    DEMO_START_SPEED: ClassVar[int] = 2
    MOVE_ACTIONS: ClassVar[frozenset[str]] = frozenset()
    """A subclass's actions that make moves: disabled (and hidden) in demo and replay modes."""
    LOG_AUTO_WIDTH: ClassVar[int] = 112
    """The log shows by default from this terminal width; F3 toggles it at any width.

    112 = the 80 columns every table is drawn for + the log's 32: from 100 columns the log
    squeezed the tables to 68 and they wrapped or cut their right-hand panels."""
    SHOW_LAST_LINE: ClassVar[bool] = True
    """Show the one-line "Last: ..." when the log is hidden; a screen with its own strip says no."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u,ctrl+z", "undo", "Undo", id="game.undo"),
        Binding("f1,question_mark", "rules", "Rules", id="game.rules", key_display="F1/?"),
        Binding("f3", "toggle_log", "Log", id="game.log", key_display="F3"),
        Binding("m,colon", "moves", "Moves", id="game.moves"),
        Binding("escape", "leave", "Home", id="game.home"),
        # Demo and replay keys take priority over the table's widgets; in play mode
        # check_action turns them off, so the keys reach the table as usual.
        Binding("space", "pause", "Pause", id="game.pause", priority=True),
        Binding(
            "plus,equals_sign", "faster", "Faster", id="game.faster", key_display="+", priority=True
        ),
        Binding("minus", "slower", "Slower", id="game.slower", key_display="-", priority=True),
        Binding("left", "step(-1)", "Back", id="game.back", key_display="←", priority=True),
        Binding("right", "step(1)", "Forward", id="game.forward", key_display="→", priority=True),
        Binding("home", "jump(0)", "First", id="game.first", priority=True),
        Binding("end", "jump(-1)", "Last", id="game.last", priority=True),
        Binding("v", "cycle_viewer", "View as", id="game.view_as"),
    ]
    _MODE_ACTIONS: ClassVar[dict[str, frozenset[Mode]]] = {
        "undo": frozenset({"play"}),
        "moves": frozenset({"play"}),
        "pause": frozenset({"demo"}),
        "faster": frozenset({"demo"}),
        "slower": frozenset({"demo"}),
        "step": frozenset({"replay"}),
        "jump": frozenset({"replay"}),
        "cycle_viewer": frozenset({"replay"}),
    }

    def __init__(
        self,
        match: Match,
        *,
        store: SaveStore | None = None,
        save_id: str | None = None,
        mode: Mode = "play",
    ) -> None:
        super().__init__(classes=f"game-screen mode-{mode}")
        self.match = match
        self.store = store
        self.save_id = save_id
        self.mode: Mode = mode
        self.flow = TurnFlow(
            match,
            mode,
            bots_to_act=lambda state: self.bots_to_act(state),
            first_seat=lambda humans: self.first_simultaneous_seat(humans),
        )
        self.view: Mapping[str, JSON] = match.state.view(None)
        """`state.view(viewer)` of the position on screen; redraw from it in `show_view`."""
        self.replay_index = 0 if mode == "replay" else len(match.moves)
        """In a replay, how many moves of the match are applied to the position on screen."""
        self.paused = False
        self.speed = self.DEMO_START_SPEED
        self._generation = 0
        self._scheduled: int | None = None
        self._timer: Timer | None = None
        self._over_shown = False
        self._log_choice: bool | None = None
        self._legal: tuple[State, int, list[Any]] | None = None
        """The last `legal_moves()` answer, with the position (kept alive) and seat it is for."""

    # == hooks for subclasses ===================================================================

    def compose_table(self) -> ComposeResult:
        """Yield the game's widgets (the table). Called once, inside the screen's layout."""
        raise NotImplementedError

    def show_view(self) -> None:
        """Redraw the table from `self.view` (and `self.viewer`, `self.state`)."""
        raise NotImplementedError

    def on_events(self, events: Sequence[Event]) -> None:
        """Called after every applied move with the events the viewer may see (highlights)."""

    def first_simultaneous_seat(self, humans: frozenset[int]) -> int:
        """Where to start asking when several humans decide at once (in seat order from here)."""
        return 0

    def handoff_text(self, seat: int) -> str:
        """Public text for the hand-off screen before `seat` looks: everything public that
        happened since they last saw the table."""
        return "\n".join(self.flow.public_since(seat))

    @classmethod
    def secret_forms(cls, secret: str) -> list[str]:
        """How a secret leaf of a view (a card id ...) would show on screen, for leak checks."""
        return [secret]

    def status_text(self) -> str:
        """The one-line status above the table; override to add the game's own summary."""
        return self.default_status()

    def bots_to_act(self, state: State) -> list[int]:
        """The bot seats that move next, first one first (default: every bot that may act).

        A game where seats may always act (an open table) narrows this so that bots do not
        keep acting while nothing changes.
        """
        return self.match.bots_in_order(state)

    def game_over_screen(self) -> Screen[Any]:
        """The screen shown when the game ends (default: scores and what next)."""
        from menara_tui.screens.gameover import GameOverScreen

        return GameOverScreen(self.match, mode=self.mode)

    def undo_count(self, seat: int) -> int:
        """How many moves one undo takes back (a game may fold table moves into an atom)."""
        return 1

    # == what subclasses read ==================================================================

    @property
    def viewer(self) -> int | None:
        """The seat whose private view is on screen, or None (public information only)."""
        return self.flow.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.flow.show(seat)

    @property
    def _log(self) -> list[LoggedEvent]:
        return self.flow.log

    @property
    def state(self) -> State:
        """The position on screen (in a replay, the one at `replay_index`)."""
        if self.mode == "replay":
            return self.match.states[self.replay_index]
        return self.match.state

    @property
    def can_act(self) -> bool:
        """True when the viewer may make a move now (play mode, the viewer's turn)."""
        seat = self.viewer
        return (
            self.mode == "play"
            and seat is not None
            and self.match.seats[seat].is_human
            and seat in self.match.state.actors()
        )

    def legal_moves(self) -> list[Any]:
        """The viewer's legal moves now (empty when they may not act), to offer in menus.

        Computed once per position and viewer: the footer asks every key's check_action on
        most key presses, and a cursor key does not change the position.
        """
        if not self.can_act or self.viewer is None:
            return []
        state, seat = self.match.state, self.viewer
        cached = self._legal
        if cached is None or cached[0] is not state or cached[1] != seat:
            cached = self._legal = (state, seat, list(state.legal_moves(seat)))
        return list(cached[2])

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    # == layout ================================================================================

    def compose(self) -> ComposeResult:
        yield Static(id="game-status", markup=False)
        yield Static(id="game-last", markup=False)
        with Horizontal(id="game-body"):
            with Vertical(id="game-table"):
                yield from self.compose_table()
            yield MoveLog(id="game-log")
        yield StableFooter()

    def on_mount(self) -> None:
        # The log's marks are styled from the theme when written: rewrite them on a change.
        self.app.theme_changed_signal.subscribe(
            self, lambda _theme: self.query_one("#game-log", MoveLog).relayout()
        )
        self._place_log(self.app.size.width)
        if (
            self.store is None
            or self.save_id is None
            or not self.store.path_of(self.save_id).exists()
        ):
            # A new game is saved at once; a save opened from the list keeps its time until
            # a move is made (opening is not saving, and the list is ordered by that time).
            self._autosave()
        self._refresh()
        if self.mode == "replay":
            return
        self.call_after_refresh(self._advance)

    def on_resize(self, event: events.Resize) -> None:
        self._place_log(event.size.width)

    def _screen_resized(self, size: Size) -> None:
        # Textual lays out the screen under the top one on every resize in case it shows
        # through. Under an opaque screen (the rules) it never does, and a storm of resizes laid
        # the table out hundreds of times behind them. Textual lays a resumed screen out once at
        # the size it finds (Screen._on_screen_resume), so skipping here loses nothing.
        top = self.app.screen
        if top is not self and top.styles.background.a == 1:
            return
        super()._screen_resized(size)

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.call_after_refresh(self._advance)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hides the keys of other modes; a subclass that overrides this calls super() first."""
        if action in self.MOVE_ACTIONS:
            return self.mode == "play"
        modes = self._MODE_ACTIONS.get(action)
        return modes is None or self.mode in modes

    # == moves =================================================================================

    def refusal_text(self, reason: str) -> str:
        """What a refused move's notice says: the rule's sentence, which a screen may extend
        with how this keyboard gets past it."""
        return reason

    def submit(self, move: Any, seat: int | None = None) -> bool:
        """Play a move (object or notation) for the viewer; False (and a notice) if refused.

        `seat` plays for another human seat at this keyboard (an open table where every seat
        has its own keys); the rules then decide whether that seat may act now.
        """
        if self.mode != "play":
            self.notify(f"This is a {self.mode}: no moves can be made.", severity="warning")
            return False
        if seat is None:
            seat = self.viewer
            if seat is None or not self.can_act:
                self.notify("It is not your turn.", severity="warning")
                return False
        elif not 0 <= seat < len(self.match.seats) or not self.match.seats[seat].is_human:
            self.notify("That seat is not played from this keyboard.", severity="warning")
            return False
        try:
            events = self.match.play(seat, move)
        except IllegalMove as exc:
            self.notify(self.refusal_text(str(exc)), title="Not allowed", severity="warning")
            return False
        self._after_move(seat, self.match.moves[-1].notation, events)
        return True

    def _after_move(self, seat: int, notation: str, events: list[Event]) -> None:
        self._generation += 1
        self._autosave()
        self.flow.record(seat, events)
        self._refresh()
        self.on_events([event for event in events if event.visible(self.viewer)])
        self._advance()

    def cover_for_everyone(self) -> None:
        """A screen every player looks at comes next (a summary): hide the private view; the
        next one needs a hand-off."""
        if self.flow.guarded and self.viewer is not None:
            self.flow.cover()
            self._refresh()

    def _autosave(self) -> None:
        if self.mode != "play" or self.store is None or self.save_id is None:
            return
        try:
            if not self.match.moves:
                # Nothing played (or everything taken back): no save is left behind.
                self.store.path_of(self.save_id).unlink(missing_ok=True)
                return
            self.store.save(self.save_id, self.match)
        except OSError as exc:
            self.notify(f"The game could not be saved: {exc}", severity="error", timeout=10)

    # == the turn flow =========================================================================

    def _advance(self) -> None:
        if self.mode == "replay" or not self.is_mounted:
            return
        if not self.is_active:
            return  # a rules page, hand-off or size notice is on top: on_screen_resume resumes
        step = self.flow.next_step()
        if step.kind == "over":
            self._cancel_timer()
            if not self._over_shown:
                self._over_shown = True
                # A short pause lets everyone see the last move before the scores cover it.
                delay = self.BOT_DELAY * menara(self).delay_scale
                if delay > 0:
                    self.set_timer(delay, self._show_game_over)
                else:
                    self._show_game_over()
            return
        if step.kind == "bot" and step.seat is not None:
            if self.mode == "demo":
                if self.viewer != step.seat:
                    self.viewer = step.seat  # the demo follows the acting seat's hand
                    self._refresh()
                if not self.paused:
                    self._schedule(self.DEMO_DELAYS[self.speed])
            else:
                self._schedule(self.BOT_DELAY)
        elif step.kind == "show" and step.seat is not None:
            self.viewer = step.seat
            self._refresh()
        elif step.kind == "handoff" and step.seat is not None:
            self._hand_off(step.seat)
        self._render_status()

    def _hand_off(self, seat: int) -> None:
        from menara_tui.screens.handoff import HandoffScreen

        if self.viewer is not None:
            self.flow.cover()
            self._refresh()
        # A refusal notice may name a card of the player who just left the keyboard.
        self.app.clear_notifications()
        self.app.push_screen(
            HandoffScreen(self.seat_name(seat), self.handoff_text(seat)),
            partial(self._handed_off, seat),
        )

    def _handed_off(self, seat: int, ready: bool | None) -> None:
        if not ready:
            menara(self).go_home()
            return
        self.flow.handed_off(seat)
        self._refresh()

    def _schedule(self, delay: float) -> None:
        if self._scheduled == self._generation:
            return
        self._scheduled = self._generation
        delay *= menara(self).delay_scale
        if delay <= 0:
            self.call_later(self._bot_step, self._generation)
        else:
            self._timer = self.set_timer(delay, partial(self._bot_step, self._generation))

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._scheduled = None

    class BotChose(Message):
        """A bot's worker has an answer (posted from the worker thread)."""

        def __init__(self, generation: int, seat: int, move: Any, error: str | None) -> None:
            super().__init__()
            self.generation = generation
            self.seat = seat
            self.move = move
            self.error = error

    def _bot_step(self, generation: int) -> None:
        self._timer = None
        if generation != self._generation or (self.mode == "demo" and self.paused):
            self._scheduled = None
            return
        if not self.is_active:
            self._scheduled = None
            return  # resumed by on_screen_resume
        step = self.flow.next_step()
        if step.kind != "bot" or step.seat is None:
            self._scheduled = None
            self._advance()
            return
        # The bot thinks in a worker: a solver never blocks the screen. Its chance comes from
        # games.core.bot_rng (seed, move number, seat), so a demo replays as `demo --plain`.
        seat = step.seat
        level = self.match.seats[seat].bot
        assert level is not None
        bot = self.match.game.bots[level]
        state = self.match.state
        rng = bot_rng(self.match.seed, len(self.match.moves), seat)
        self.run_worker(
            partial(self._bot_think, generation, seat, lambda: bot.choose(state, seat, rng)),
            name="bot",
            group="game-bots",
            thread=True,
            exit_on_error=False,
        )

    def _bot_think(self, generation: int, seat: int, choose: Callable[[], Any]) -> None:
        try:
            move: Any = choose()
            error = None
        except Exception as exc:  # a bot's bug is reported, never a crash
            move, error = None, f"{type(exc).__name__}: {exc}"
        self.post_message(self.BotChose(generation, seat, move, error))

    def on_game_screen_bot_chose(self, message: BotChose) -> None:
        message.stop()
        self._scheduled = None
        if message.generation != self._generation or self.mode == "replay":
            return  # the position moved on (undo, a human's move): the answer is stale
        if self.mode == "demo" and self.paused:
            return
        if not self.is_active:
            return  # covered meanwhile: on_screen_resume asks again
        seat, move = message.seat, message.move
        if message.error is not None:
            self.paused = True
            self.notify(
                f"{self.seat_name(seat)}'s bot could not choose a move.",
                severity="error",
                timeout=10,
            )
            return
        try:
            events = self.match.play(seat, move)
        except IllegalMove as exc:
            self.paused = True
            self.notify(
                f"{self.seat_name(seat)}'s bot chose a refused move: {exc}",
                severity="error",
                timeout=10,
            )
            return
        self._after_move(seat, self.match.moves[-1].notation, events)

    def _show_game_over(self) -> None:
        if not self.is_active or not self.match.state.is_over():
            self._over_shown = False  # covered (or undone) meanwhile: _advance comes back
            return
        self.app.push_screen(self.game_over_screen())

    # == drawing ===============================================================================

    def _refresh(self) -> None:
        self.view = self.state.view(self.viewer)
        self._render_log()
        self._render_status()
        self.show_view()

    def visible_log(self) -> list[LogLine]:
        """The log lines the viewer may read, up to the position on screen."""
        shown_moves = self.replay_index if self.mode == "replay" else len(self.match.moves)
        last = shown_moves - 1
        moves = self.match.moves
        return [
            LogLine(
                item.event.text,
                # A bot's move can tell of another seat ("Ada must pass (skip)"): only what the
                # bot's own seat did is marked as the bot's.
                bot=item.bot and item.event.seat in (None, moves[item.move].seat),
                last=item.move == last,
                narration=item.narration,
            )
            for item in self._log
            if item.move < shown_moves and item.event.visible(self.viewer)
        ]

    def _render_log(self) -> None:
        lines = self.visible_log()
        self.query_one("#game-log", MoveLog).show(lines)
        # When the log is hidden (narrow terminals), the latest line still shows here.
        latest = next((line.text for line in reversed(lines) if not line.narration), "")
        narration = next((line.text for line in reversed(lines) if line.narration), "")
        self.query_one("#game-last", Static).update(
            f"Last: {narration or latest}" if (narration or latest) else ""
        )

    def _render_status(self) -> None:
        self.query_one("#game-status", Static).update(self.status_text())

    def default_status(self) -> str:
        title = self.match.game.info.title
        if self.mode == "replay":
            total = len(self.match.moves)
            where = f"Replay · move {self.replay_index} of {total}"
            if self.replay_index:
                played = self.match.moves[self.replay_index - 1]
                # A notation can be a secret (`flip R8D`): words anyone may read, until the end.
                text = move_text(self.match, self.replay_index - 1)
                where += f" · {self.seat_name(played.seat)}: {text}"
            return f"{title} · {where}"
        state = self.match.state
        if state.is_over():
            return f"{title} · Game over"
        names = " and ".join(self.seat_name(a) for a in sorted(state.actors()))
        if self.mode == "demo":
            speed = DEMO_SPEEDS[self.speed]
            flag = "paused (space resumes)" if self.paused else f"speed {speed}"
            return f"{title} · Demo · {flag} · {names} to play"
        if self.can_act:
            return f"{title} · {self.seat_name(self.viewer or 0)}, your move"
        if any(not self.match.seats[a].is_human for a in state.actors()):
            return f"{title} · {names} (bot) thinking…"
        return f"{title} · waiting for {names}"

    def _place_log(self, width: int) -> None:
        show = self._log_choice if self._log_choice is not None else width >= self.LOG_AUTO_WIDTH
        log = self.query_one("#game-log", MoveLog)
        log.display = show
        log.set_class(width < self.LOG_AUTO_WIDTH, "-overlay")
        self.query_one("#game-last", Static).display = self.SHOW_LAST_LINE and not show

    # == actions ===============================================================================

    def action_undo(self) -> None:
        seat = self.viewer
        refusal = self.flow.undo_refusal(seat)
        if refusal is not None or seat is None:
            self.notify(refusal or "", title="Cannot undo", severity="warning")
            return
        taken = self.take_back(seat, self.undo_count(seat))
        if taken:
            self.notify(f"Took back {taken[-1].notation}.", timeout=3)

    def take_back(self, seat: int, count: int) -> list[PlayedMove]:
        """Undo up to `count` moves for `seat` as the undo policy allows; the latest first."""
        taken: list[PlayedMove] = []
        while len(taken) < count and self.match.can_undo(seat):
            taken.append(self.match.undo(seat))
        if not taken:
            return taken
        self._generation += 1
        self._cancel_timer()
        self._over_shown = False
        self.flow.undone()
        self._autosave()
        self._refresh()
        self._advance()
        return taken

    def action_rules(self) -> None:
        menara(self).open_rules(self.match.game.info.id)

    def action_moves(self, query: str = "") -> None:
        """The move list: the viewer's legal moves as notation; the one picked is submitted."""
        from menara_tui.screens.move_list import MoveListScreen

        if not self.can_act:
            self.notify("It is not your turn.", severity="warning")
            return

        def chosen(notation: str | None) -> None:
            if notation:
                self.submit(notation)

        notations = [str(move) for move in self.legal_moves()]
        self.app.push_screen(MoveListScreen(notations, query), chosen)

    def action_toggle_log(self) -> None:
        log = self.query_one("#game-log", MoveLog)
        self._log_choice = not log.display
        self._place_log(self.app.size.width)

    def action_leave(self) -> None:
        log = self.query_one("#game-log", MoveLog)
        if log.display and log.has_class("-overlay"):
            # The log laid over the table (F3 on a narrow screen) is what Esc closes first.
            self.action_toggle_log()
            return
        if self.mode != "play" or self.match.state.is_over():
            menara(self).go_home()
            return
        from menara_tui.screens.dialogs import ConfirmScreen

        def leave(yes: bool | None) -> None:
            if yes:
                menara(self).go_home()

        self.app.push_screen(
            ConfirmScreen(
                "Leave this game?",
                "It is saved after every move: Continue on the home screen resumes it.",
            ),
            leave,
        )

    def action_pause(self) -> None:
        self.paused = not self.paused
        self._cancel_timer()
        self._render_status()
        if not self.paused:
            self._advance()

    def action_faster(self) -> None:
        self.speed = min(self.speed + 1, len(self.DEMO_DELAYS) - 1)
        self._render_status()

    def action_slower(self) -> None:
        self.speed = max(self.speed - 1, 0)
        self._render_status()

    def action_step(self, delta: int) -> None:
        self._replay_to(self.replay_index + delta)

    def action_jump(self, where: int) -> None:
        self._replay_to(len(self.match.moves) if where < 0 else where)

    def _replay_to(self, index: int) -> None:
        self.replay_index = max(0, min(index, len(self.match.moves)))
        self._refresh()

    def action_cycle_viewer(self) -> None:
        if not self.match.state.is_over():
            self.notify("Hands stay hidden in the replay of an unfinished game.")
            return
        order: list[int | None] = [None, *range(len(self.match.seats))]
        self.flow.viewer = order[(order.index(self.viewer) + 1) % len(order)]
        who = "everyone (public)" if self.viewer is None else self.seat_name(self.viewer)
        self.notify(f"Viewing as {who}.", timeout=2)
        self._refresh()
