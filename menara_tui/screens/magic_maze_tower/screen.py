"""The Magic Maze Tower table: the quest board, the seats with their keys, hints and solutions.

The screen lays out the board (a `QuestGrid` in a scrolling pane, so epics fit small
terminals), the quest header and move counter, the seats with their keys and prompts, the help
tile and the tutorial's explanation. Keys become moves in its input half, `MazeInputScreen`
(control models of spec §6.2–6.3). Undo, restart, the three hint levels, the stepped solution
and skipping are its own keys; the quest-complete screen replaces the game-over screen.

The solver (hints, the solution, the best count) runs in worker threads; the status line says
"thinking…" until the answer comes, and an answer for a position that has changed meanwhile
is dropped.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, ScrollableContainer, VerticalScroll
from textual.content import Content
from textual.geometry import Spacing
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from games.core import Event, Match, PlayedMove, State
from games.magic_maze_tower import (
    EndTurn,
    Hint,
    MazeState,
    Move,
    Release,
    Skip,
    Swap,
    describe,
    hint,
    is_atom,
    latest_solvable,
    solve,
)
from menara_tui.screens.base import Mode
from menara_tui.screens.game import GameScreen
from menara_tui.screens.magic_maze_tower.input import MazeInput
from menara_tui.screens.magic_maze_tower.keys import (
    CURRENT_SEAT,
    END_TURN_TEXT,
    SOLO_TEXT,
    TURN_TEXT,
)
from menara_tui.screens.magic_maze_tower.progress import QuestStats
from widgets.common.text import show_text
from widgets.magic_maze_tower.card_map import card_map
from widgets.magic_maze_tower.panels import (
    ICON_LABELS,
    HelpIcons,
    SeatInfo,
    SeatPanels,
    board_line,
    counter_line,
    hero_label,
    quest_title,
)
from widgets.magic_maze_tower.quest_grid import LABEL_WIDTH, GridMarks, QuestGrid

if TYPE_CHECKING:
    from menara_tui.saves import SaveStore

SIGNAL_SECONDS = 3.0
"""Spec §5.5: a stare or a point shows for 3 seconds."""


def explanation_content(text: str, first: str) -> Content:
    """The tutorial's explanation, led by its forced first action (spec §5.1) while that is
    still to be made: a highlighted `First: …` line, marked by words as well as by style."""
    if not first:
        return Content(text)
    return Content.assemble((f"First: {first}.", "bold reverse"), "\n\n", text)


ABILITY_WORDS = re.compile(r"\b(hop|hops|jump|jumps|toss|tosses|teleport|teleports)\b", re.I)
SWAP_WORDS = re.compile(r"\b(swap|swaps)\b", re.I)


def with_keys(text: str, *, open_table: bool = False) -> str:
    """Add which keys do the special moves a text speaks of (a newcomer cannot guess them)."""
    ability = "your ability key" if open_table else "Space"
    arrow = "one of your direction keys" if open_table else "the arrow of its direction"
    notes: list[str] = []
    if ABILITY_WORDS.search(text):
        example = "" if open_table else " (Space, then →)"
        notes.append(f"Keys: a hop, jump, toss or teleport is {ability}, then {arrow}{example}.")
    if SWAP_WORDS.search(text):
        notes.append(f"Keys: to swap, Tab picks the hero, then {ability} swaps.")
    return " ".join([text, *notes]) if notes else text


RESTARTED = "Back at the start of the quest."
"""Shown after a restart until the next move."""


BOARD_PAGES: dict[str, str] = {
    "page_up": "Board up",
    "page_down": "Board down",
    "page_left": "Board left",
    "page_right": "Board right",
}
"""The page keys that scroll a board larger than the screen, as the keys panel (F2) names
them: a play-tester found them only by trying, and an 18 x 18 epic needs them sideways too."""


TURN_REFUSAL = re.compile(r"It is (.+)'s turn\.")
"""The rules' refusal of a board move out of turn (control=turns)."""


class BoardPane(ScrollableContainer, inherit_bindings=False):
    """The board's scrolling pane. Its arrow, Home and End keys stay out of the keys panel
    (F2): the arrows there walk pawns, and the game's keys come first. Its page keys are
    listed there (not in the footer) as the way to see the rest of a large epic."""

    BINDINGS: ClassVar[list[BindingType]] = [
        (
            replace(b, description=BOARD_PAGES[b.action], show=False)
            if b.action in BOARD_PAGES
            else replace(b, system=True)
        )
        if isinstance(b, Binding)
        else b
        for b in ScrollableContainer.BINDINGS
    ]


@dataclass
class _Plan:
    moves: tuple[Move, ...]
    base: int
    """len(match.moves) when the plan was made."""
    text: str


class MagicMazeTowerScreen(GameScreen):
    DEFAULT_CSS = """
    MagicMazeTowerScreen #mmt-main {
        height: 1fr;
    }
    MagicMazeTowerScreen #mmt-board {
        width: auto;
        max-width: 65%;
        height: 1fr;
        scrollbar-size: 1 1;
    }
    MagicMazeTowerScreen #mmt-side {
        width: 1fr;
        min-width: 28;
        height: 1fr;
        padding: 0 0 0 1;
        scrollbar-size-vertical: 1;
    }
    MagicMazeTowerScreen #mmt-quest {
        text-style: bold;
        color: $text-primary;
    }
    MagicMazeTowerScreen #mmt-board-state, MagicMazeTowerScreen #mmt-teaches {
        color: $text-muted;
    }
    MagicMazeTowerScreen #mmt-banner {
        color: $text-warning;
        text-style: bold;
    }
    MagicMazeTowerScreen #mmt-seats, MagicMazeTowerScreen #mmt-help {
        margin-top: 1;
    }
    MagicMazeTowerScreen #mmt-info {
        margin-top: 1;
        color: $text-accent;
    }
    MagicMazeTowerScreen #mmt-explain {
        margin-top: 1;
        padding: 0 1;
        border-left: vkey $secondary;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # The grid takes Tab for the next pawn: the keys panel (F2) must not promise focus moves.
        Binding("tab", "app.focus_next", "Focus Next", show=False, system=True),
        Binding("shift+tab", "app.focus_previous", "Focus Previous", show=False, system=True),
        # First of the game's keys: with control=turns nothing else says how a turn ends, and
        # the 80-column footer has room for one or two of them (F2 lists the rest).
        Binding("e", "end_turn", "End turn", id="mmt.end_turn"),
        Binding("i", "hint", "Hint", id="mmt.hint"),
        Binding("o", "solution", "Solution", id="mmt.solution"),
        Binding("r", "restart", "Restart", id="mmt.restart"),
        Binding("n", "skip", "Skip", id="mmt.skip"),
        Binding("t", "toggle_explanation", "Tutorial text", id="mmt.explain"),
    ]
    MOVE_ACTIONS: ClassVar[frozenset[str]] = frozenset(
        {"hint", "solution", "restart", "skip", "end_turn"}
    )

    def __init__(
        self,
        match: Match,
        *,
        store: SaveStore | None = None,
        save_id: str | None = None,
        mode: Mode = "play",
    ) -> None:
        super().__init__(match, store=store, save_id=save_id, mode=mode)
        self.keys = MazeInput(self)
        """The input half: key clusters, selections and prompts."""
        self.stats = QuestStats()
        self.optimum: tuple[int, int] | None = None
        self.info = ""
        """The latest hint, solution or notice, shown under the seats."""
        self.show_explanation = True
        self._jobs: dict[Worker[Any], tuple[str, State]] = {}
        self._hint: Hint | None = None
        self._hint_state: State | None = None
        self._hint_info = ""
        """The text the latest hint put in `info` (cleared by the next move)."""
        self._rescue_state: State | None = None
        self._plan: _Plan | None = None
        self._plan_info = ""
        self._plan_intro = ""
        """The text the solution put in `info`: kept up to date as its steps are played."""
        self._stares: dict[int, tuple[int, int]] = {}
        """Seat stared at -> (starer, serial); _points: icon -> (pointer, serial)."""
        self._points: dict[int, tuple[int, int]] = {}
        self._signal_serial = 0
        self._started = time.monotonic()
        self._recorded = -1
        """Moves made when the campaign progress last recorded this quest's end."""
        self._goes_before = int(match.state.view(None)["counter"]["goes"])
        """Goes already on the counter (a resumed save): this play's moves are the rest."""

    # == layout =================================================================================

    def compose_table(self) -> ComposeResult:
        with Horizontal(id="mmt-main"):
            with BoardPane(id="mmt-board"):
                yield QuestGrid(id="mmt-grid")
            with VerticalScroll(id="mmt-side"):
                yield Static(id="mmt-quest", markup=False)
                yield Static(id="mmt-teaches", markup=False)
                yield Static(id="mmt-counter", markup=False)
                yield Static(id="mmt-board-state", markup=False)
                yield Static(id="mmt-card-map", markup=False)
                yield Static(id="mmt-banner", markup=False)
                yield SeatPanels(id="mmt-seats")
                yield HelpIcons(id="mmt-help")
                yield Static(id="mmt-info", markup=False)
                yield Static(id="mmt-explain", markup=False)

    def on_mount(self) -> None:
        # Keys belong to the grid: the scrolling panes must not take the focus (or the arrows).
        self.query_one("#mmt-board", ScrollableContainer).can_focus = False
        self.query_one("#mmt-side", VerticalScroll).can_focus = False
        self.keys.set_keymap()
        self.keys.report_key_settings()
        # Not scrolled into view by the focus: that animates the board to the grid's top after
        # show_view has scrolled to the selected pawn (a tall epic at 80x24 opened with it out
        # of sight).
        self.query_one("#mmt-grid", QuestGrid).focus(scroll_visible=False)
        first = self.match.states[0]
        if isinstance(first, MazeState):
            self._think("optimum", first, partial(solve, first.board))

    def on_quest_grid_seat_key(self, message: QuestGrid.SeatKey) -> None:
        message.stop()
        self.keys.seat_key(message)

    def on_quest_grid_cell_clicked(self, message: QuestGrid.CellClicked) -> None:
        self.keys.cell_clicked(message)

    # == moves =================================================================================

    def on_events(self, events: Sequence[Event]) -> None:
        # A restart notice, or a hint about the position before this move ("4 goes to go"),
        # is true only until the next move.
        stale_hint = (
            bool(self._hint_info)
            and self.info.startswith(self._hint_info)
            and self._hint_state is not self.match.state
        )
        if self.info == RESTARTED or stale_hint:
            self.info = ""
            self.show_view()
        else:
            self._follow_plan()
        for inp in self.keys.inputs:
            if inp.mode in ("preview", "card"):
                inp.mode = ""
        for event in events:
            if event.kind == "signal" and self.match.moves:
                self._show_signal(self.match.moves[-1].seat, self.match.moves[-1].notation)

    def _show_signal(self, seat: int, notation: str) -> None:
        """Spec §5.5: the stared-at panel shows an eye, or the icon lights, for 3 seconds."""
        kind, _, number = notation.partition(" ")
        if not number.isdigit():
            return
        self._signal_serial += 1
        marks = self._stares if kind == "stare" else self._points
        key = int(number) - 1 if kind == "stare" else int(number)
        marks[key] = (seat, self._signal_serial)
        self.set_timer(SIGNAL_SECONDS, partial(self._clear_signal, marks, key, self._signal_serial))

    def _clear_signal(self, marks: dict[int, tuple[int, int]], key: int, serial: int) -> None:
        if key in marks and marks[key][1] == serial:  # not replaced by a newer signal
            del marks[key]
            if self.is_mounted:
                self.show_view()

    def bots_to_act(self, state: State) -> list[int]:
        bots = super().bots_to_act(state)
        if not self.keys.open_table:
            return bots
        # At an open table every seat may always act: a bot that waited since the last real
        # move waits for something to change rather than waiting again and again.
        waited: set[int] = set()
        for played in reversed(self.match.moves):
            if played.notation != "wait":
                break
            waited.add(played.seat)
        return [seat for seat in bots if seat not in waited]

    def undo_count(self, seat: int) -> int:
        # One undo takes back the last atom and the table moves after it (releases, signals).
        count = 0
        for played in reversed(self.match.moves):
            count += 1
            if is_atom(self.match.game.parse_move(played.notation)):
                return count
        return count

    def game_over_screen(self) -> Screen[Any]:
        from menara_tui.screens.magic_maze_tower.complete import QuestCompleteScreen

        if self.mode == "play" and self._recorded != len(self.match.moves):
            self._recorded = len(self.match.moves)
            self._record_progress()
        return QuestCompleteScreen(self.match, self.stats, self.optimum, mode=self.mode)

    def on_unmount(self) -> None:
        # A campaign quest left before its end still counts its statistics (issue 14).
        if self.mode == "play" and self._recorded < 0 and not self.match.state.is_over():
            self._recorded = len(self.match.moves)
            self._record_progress(tell=False)

    def _record_progress(self, *, tell: bool = True) -> None:
        """Campaign progress and statistics of this play: solved, skipped, or left unfinished
        (`tell` False when the screen is going away and cannot show a problem)."""
        from menara_tui.campaign_store import record_quest

        quest_id = self.keys.maze.quest_ref
        if not quest_id:
            return  # a quest from a file of one's own: not part of the campaign
        view = self.match.state.view(None)
        counter = view["counter"]
        over = self.match.state.is_over()
        problem = record_quest(
            quest_id,
            outcome=("solved" if view["status"] == "complete" else "skipped") if over else "left",
            goes=int(counter["goes"]),
            moves=int(counter["goes"]) - self._goes_before,
            atoms=int(counter["atoms"]),
            undos=self.stats.undos,
            hints=self.stats.hints,
            solution_views=self.stats.solution_views,
            seconds=time.monotonic() - self._started,
        )
        if problem and tell:
            self.notify(problem, severity="warning", timeout=8)

    # == actions ===============================================================================

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if not allowed:
            return allowed
        if action == "end_turn":
            return self.keys.turn_based
        if action == "toggle_explanation":
            return bool((self.view.get("quest") or {}).get("explanation"))
        return allowed

    def refusal_text(self, reason: str) -> str:
        # The rules refuse a move out of turn with "It is Ada's turn."; at this keyboard the
        # refusal also says how the turn passes on (a tester could not find `e`).
        found = TURN_REFUSAL.fullmatch(reason)
        if found is not None and self.keys.turn_based:
            name = found.group(1)
            return f"It is {name}'s turn: {name} presses e to end it."
        return reason

    def action_undo(self) -> None:
        before = len(self.match.moves)
        super().action_undo()
        if len(self.match.moves) < before:
            self.stats.undos += 1

    def action_restart(self) -> None:
        if not self.match.moves:
            self.notify("The quest is at its start already.", timeout=3)
            return
        from menara_tui.screens.dialogs import ConfirmScreen

        def restart(yes: bool | None) -> None:
            if yes and self.viewer is not None:
                self.take_back(self.viewer, len(self.match.moves))
                self.stats.restarts += 1
                self.info = RESTARTED
                self.show_view()

        self.app.push_screen(
            ConfirmScreen("Restart the quest?", "Every move is taken back."), restart
        )

    def action_skip(self) -> None:
        from menara_tui.screens.dialogs import ConfirmScreen

        def skip(yes: bool | None) -> None:
            if yes:
                self.keys.play("skip", self._seat_for(Skip()))

        self.app.push_screen(
            ConfirmScreen("Skip this quest?", "It is marked skipped; the next one opens."), skip
        )

    def action_end_turn(self) -> None:
        turn = self.view.get("turn")
        if isinstance(turn, int):
            self.keys.play("end", turn)

    def action_toggle_explanation(self) -> None:
        self.show_explanation = not self.show_explanation
        self.show_view()

    def action_hint(self) -> None:
        state = self.keys.maze
        if self._rescue_state is state:
            history = [s for s in self.match.states if isinstance(s, MazeState)]
            self._think("rescue", state, partial(latest_solvable, history))
            return
        level = 1
        if self._hint is not None and self._hint_state is state:
            level = min(self._hint.level + 1, 3)
        if self.keys.expert:
            level = 2  # spec §8.5: expert play offers only the icon, the game's own language
        self._think("hint", state, partial(hint, state, level))

    def action_solution(self) -> None:
        step = self._plan_next()
        if step is None:
            state = self.keys.maze
            heroes = state.board.heroes
            last = heroes.index(state.last_pawn) if state.last_pawn in heroes else -1
            self._think("solution", state, partial(solve, state.board, state.position, last=last))
            return
        seat = self._seat_for(step)
        if step not in self.keys.maze.legal_moves(seat):
            # The step may wait on the table: a seat that claimed the pawn lets it go (open
            # table), or the seats whose turn it is end it (turns), as the players would.
            for prep, by in self._way_for(step):
                if not self.keys.play(str(prep), by):
                    break
            seat = self._seat_for(step)
        if self.keys.play(str(step), seat):
            self.stats.solution_steps += 1  # a refused step was not played

    def _human_seats(self) -> list[int]:
        """The human seats, the one whose turn it is first."""
        seats = [s for s, seat in enumerate(self.match.seats) if seat.is_human]
        turn = self.view.get("turn")
        if isinstance(turn, int) and turn in seats:
            seats.remove(turn)
            seats.insert(0, turn)
        return seats

    def _seat_for(self, move: Move | Skip) -> int:
        """A human seat that may play `move` now (else the one the rules will explain to)."""
        state = self.keys.maze
        seats = self._human_seats()
        for seat in seats:
            if move in state.legal_moves(seat):
                return seat
        return seats[0] if seats else 0

    def _way_for(self, move: Move | Skip) -> list[tuple[Release | EndTurn, int]]:
        """The fewest releases and ends of turn by human seats after which a human seat may
        play `move` (empty when none do within a round of the table)."""
        seats = self._human_seats()
        frontier: list[tuple[MazeState, list[tuple[Release | EndTurn, int]]]] = [
            (self.keys.maze, [])
        ]
        for _ in range(len(self.match.seats) + 1):
            reached: list[tuple[MazeState, list[tuple[Release | EndTurn, int]]]] = []
            for state, path in frontier:
                for seat in seats:
                    legal = state.legal_moves(seat)
                    for prep in (Release(), EndTurn()):
                        if prep not in legal:
                            continue
                        after, _ = state.apply(prep, seat)
                        assert isinstance(after, MazeState)
                        way = [*path, (prep, seat)]
                        if any(move in after.legal_moves(other) for other in seats):
                            return way
                        reached.append((after, way))
            frontier = reached[:64]  # only releases and turn ends: few branch at all
        return []

    def take_back(self, seat: int, count: int) -> list[PlayedMove]:
        taken = super().take_back(seat, count)
        self._follow_plan()
        return taken

    def _follow_plan(self) -> None:
        # "Solution from here: ..." stayed after its first steps were played, still listing
        # them: show how far it has got, and drop it once play leaves it.
        if self._plan_info and self.info == self._plan_info:
            self.info = self._plan_info = self._plan_progress()
            self.show_view()

    def _plan_progress(self) -> str:
        """How far the solution on show has been played, and its next step ("" when none)."""
        plan, done = self._plan, self._plan_done()
        if plan is None or done is None:
            return ""
        step = plan.moves[done]
        if done == 0:
            return self._plan_intro
        total = len(plan.moves)
        return f"Solution: {done} of {total} steps played; next {step}. Press o to play it."

    def _plan_next(self) -> Move | None:
        done = self._plan_done()
        return None if done is None or self._plan is None else self._plan.moves[done]

    def _plan_done(self) -> int | None:
        """How many steps of the solution on show were played (None: none left, or play has
        left it)."""
        plan = self._plan
        if plan is None or len(self.match.moves) < plan.base:
            return None
        game = self.match.game
        done = [
            move
            for played in self.match.moves[plan.base :]
            if is_atom(move := game.parse_move(played.notation))
        ]
        if list(plan.moves[: len(done)]) != done or len(done) >= len(plan.moves):
            return None
        return len(done)

    # == the solver in a thread ==================================================================

    def _think(self, kind: str, state: State, job: Callable[[], object]) -> None:
        worker: Worker[Any] = self.run_worker(
            job, name=kind, group=f"mmt-{kind}", thread=True, exclusive=True, exit_on_error=False
        )
        self._jobs[worker] = (kind, state)
        if self.is_mounted:
            self._render_status()

    @property
    def thinking(self) -> bool:
        return any(kind != "optimum" for kind, _ in self._jobs.values())

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        job = self._jobs.get(event.worker)
        if job is None or event.state in (WorkerState.PENDING, WorkerState.RUNNING):
            return
        del self._jobs[event.worker]
        kind, state = job
        if event.state == WorkerState.SUCCESS:
            self._deliver(kind, state, event.worker.result)
        elif event.state == WorkerState.ERROR:
            self.notify(f"The solver failed: {event.worker.error}", severity="error")
        if self.is_mounted:
            self._render_status()
            self.show_view()
            if kind != "optimum" and self.info:
                # The side panel scrolls when it is taller than the screen (an epic at 80x24):
                # the answer is at its foot, and i or o seemed to do nothing.
                # Two refreshes: the first lays out what show_view changed (a taller card map,
                # the answer itself), and only then is the panel's new height known.
                self.call_after_refresh(self.call_after_refresh, self._scroll_info_into_sight)

    def _scroll_info_into_sight(self) -> None:
        if self.is_mounted:
            self.query_one("#mmt-info", Static).scroll_visible(animate=False, immediate=True)

    def _deliver(self, kind: str, state: State, result: Any) -> None:
        if kind == "optimum":
            if result.solvable:
                self.optimum = (result.goes, result.atoms)
            return
        if state is not self.match.state:
            return  # the board changed while the solver thought: the answer is stale
        if kind == "hint":
            self._hint, self._hint_state = result, state
            self.stats.hints += 1
            self.info = self._hint_info = with_keys(result.text, open_table=self.keys.open_table)
            if not result.solvable:
                self._rescue_state = state
                self.info += " Press i again to go back to the last position they can escape from."
        elif kind == "rescue":
            self._rescue_state = None
            if result is None:
                self.info = "No earlier position can be won either: restart the quest (r)."
                return
            seat = self.viewer if self.viewer is not None else 0
            taken = self.take_back(seat, len(self.match.moves) - int(result))
            self.stats.undos += 1
            self.info = f"Took back {len(taken)} moves: every hero can escape from here."
        elif kind == "solution":
            self.stats.solution_views += 1
            if not result.solvable:
                self.info = "From here the heroes can no longer all escape: undo or restart."
                return
            self._plan = _Plan(result.moves, len(self.match.moves), result.text)
            self.info = self._plan_info = self._plan_intro = (
                f"Solution from here ({result.goes} goes, {result.atoms} atoms): "
                f"{result.text}. Press o to play it step by step."
            )

    # == drawing ===============================================================================

    def status_text(self) -> str:
        if self.mode != "play":
            return self.default_status()
        title = "Magic Maze Tower"
        status = self.view.get("status")
        if status == "complete":
            where = "quest complete"
        elif status == "skipped":
            where = "quest skipped"
        elif self.keys.seat_count == 1:
            where = "Solo"
        elif self.keys.turn_based:
            turn = self.view.get("turn")
            where = f"{self.seat_name(turn)}'s turn" if isinstance(turn, int) else "turns"
        else:
            where = "Open table"
        thinking = " · thinking…" if self.thinking else ""
        return f"{title} · {where}{thinking}"

    def show_view(self) -> None:
        view = self.view
        quest = view.get("quest") or {}
        grid = self.query_one("#mmt-grid", QuestGrid)
        if self.mode == "play":
            self.keys.set_keymap()
            for seat, player in enumerate(self.match.seats):
                if player.is_human:
                    self.keys.ensure_selection(seat)
        grid.show(view, self._marks())
        show_text(self.query_one("#mmt-quest", Static), quest_title(view))
        teaches = " ".join(quest.get("teaches") or [])
        heading = str(quest.get("heading") or "")
        show_text(self.query_one("#mmt-teaches", Static), heading or f"teaches: {teaches}")
        show_text(self.query_one("#mmt-counter", Static), counter_line(view, self.optimum))
        show_text(self.query_one("#mmt-board-state", Static), board_line(view))
        cards = self.query_one("#mmt-card-map", Static)
        show_text(cards, card_map(view))
        cards.display = bool(cards.content)
        banner = self.query_one("#mmt-banner", Static)
        show_text(banner, self._banner())
        banner.display = bool(banner.content)
        self.query_one("#mmt-seats", SeatPanels).show(self._seat_infos())
        help_icons = self.query_one("#mmt-help", HelpIcons)
        help_icons.display = self.keys.seat_count > 1
        help_icons.show(self._lit_icons())
        info = self.query_one("#mmt-info", Static)
        show_text(info, self._info_text())
        info.display = bool(info.content)
        explain = self.query_one("#mmt-explain", Static)
        text = str(quest.get("explanation") or "")
        text = with_keys(text, open_table=self.keys.open_table)
        show_text(explain, explanation_content(text, str(quest.get("first") or "")))
        explain.display = bool(text) and self.show_explanation
        self.call_after_refresh(self._scroll_to_focus)

    def _banner(self) -> str:
        if self.keys.seat_count == 1:
            return ""
        mode = self.view.get("communication")
        if mode == "expert":
            return "Expert: silence, please. Only stare and point signals."
        if mode == "enlightened":
            return "Enlightened: say as little as you can; signals work."
        return "Beginner: talk freely."

    def _info_text(self) -> str:
        parts = [self.info] if self.info else []
        if self.keys.seat_count > 1 and self.mode == "play":
            seat = self.keys.resolve(CURRENT_SEAT)
            if seat is not None:
                who = f"{seat + 1} {self.seat_name(seat)}"
                keys = f"{TURN_TEXT} · {END_TURN_TEXT}" if self.keys.turn_based else TURN_TEXT
                parts.append(f"For {who}: {keys}")
        return "\n".join(parts)

    def _lit_icons(self) -> dict[int, str]:
        lit = {icon: str(seat + 1) for icon, (seat, _) in self._points.items()}
        current = self._hint is not None and self._hint_state is self.match.state
        if current and self._hint is not None and self._hint.icon is not None:
            lit.setdefault(self._hint.icon, "hint")
        return lit

    def _marks(self) -> GridMarks:
        selected = frozenset(
            inp.selected
            for seat, inp in enumerate(self.keys.inputs)
            if inp.selected and self.match.seats[seat].is_human and self.mode == "play"
        )
        highlights: dict[str, str] = {}
        move: Move | None = None
        for inp in self.keys.inputs:
            if inp.mode in ("preview", "card") and inp.options:
                move = inp.options[inp.index % len(inp.options)]
        if move is None and self.mode == "play":
            move = self._plan_next()
        if move is None and self._hint is not None and self._hint_state is self.match.state:
            move = self._hint.move
        if move is not None:
            highlights.update(self._move_cells(move))
        for seat in range(self.keys.seat_count):
            if self.keys.swap_open(seat):
                targets = self.keys.swap_choices()
                pawn = (
                    self.keys.pawn(targets[self.keys.inputs[seat].target % len(targets)])
                    if targets
                    else None
                )
                if pawn is not None and pawn.get("cell"):
                    highlights[str(pawn["cell"])] = "to"
        return GridMarks(selected=selected, highlights=highlights)

    def _move_cells(self, move: Move) -> dict[str, str]:
        if isinstance(move, Swap):
            cells = {}
            for hero, kind in ((move.hero, "from"), (move.other, "to")):
                pawn = self.keys.pawn(hero)
                if pawn is not None and pawn.get("cell"):
                    cells[str(pawn["cell"])] = kind
            return cells
        src, dst = getattr(move, "src", None), getattr(move, "dst", None)
        if isinstance(src, str) and isinstance(dst, str):
            return {src: "from", dst: "to"}
        return {}

    def _seat_infos(self) -> list[SeatInfo]:
        infos = []
        for seat, player in enumerate(self.match.seats):
            row = self.keys.seat_row(seat)
            inp = self.keys.inputs[seat]
            if self.keys.seat_count == 1:
                keys = SOLO_TEXT
                directions = "NESW"
            else:
                directions = str(row.get("tiles", ""))
                keys = (
                    self.keys.clusters.describe(seat, self.keys.seat_dirs(seat))
                    if player.is_human
                    else ""
                )
            selected = inp.selected if player.is_human and self.mode == "play" else None
            claim = row.get("claim")
            pawn = self.keys.pawn(selected)
            claimed = self.keys.pawn(claim if isinstance(claim, str) else None)
            infos.append(
                SeatInfo(
                    seat=seat,
                    name=player.name,
                    directions=directions,
                    shared=str(row.get("shared", "")) if self.keys.seat_count == 3 else "",
                    keys=keys,
                    selected=selected,
                    selected_name=str(pawn.get("name", "")) if pawn else "",
                    claim=claim if isinstance(claim, str) else None,
                    claim_name=str(claimed.get("name", "")) if claimed else "",
                    turn=bool(row.get("turn")),
                    bot=not player.is_human,
                    prompt=self._prompt(seat),
                    stared_by=self._stares[seat][0] if seat in self._stares else None,
                    signals=int(row.get("signals", 0)) if self.keys.signals_on else 0,
                )
            )
        return infos

    def _prompt(self, seat: int) -> str:
        if self.mode != "play" or not self.match.seats[seat].is_human:
            return ""
        inp = self.keys.inputs[seat]
        who = seat if self.keys.seat_count > 1 else CURRENT_SEAT
        select, ability = self.keys.key(who, "select"), self.keys.key(who, "ability")
        release = self.keys.key(who, "release")
        if inp.mode == "ability":
            if (self.view.get("quest") or {}).get("kind") == "epic":
                return f"Ability: press a direction · {ability} again: turn or slide the card"
            return f"Ability: press a direction · {release}: cancel"
        if inp.mode in ("preview", "card") and inp.options:
            move = inp.options[inp.index % len(inp.options)]
            count = f" ({inp.index + 1}/{len(inp.options)})" if len(inp.options) > 1 else ""
            return (
                f"{describe(move).capitalize()}{count} · direction: next · {ability}: go · "
                f"{release}: cancel"
            )
        if inp.mode == "stare":
            return (
                f"Stare at {inp.target + 1} {self.seat_name(inp.target)} · "
                f"{self.keys.key(seat, 'stare')}: next · {ability}: send"
            )
        if inp.mode == "point":
            return (
                f"Point at {inp.target} {ICON_LABELS[inp.target]} · "
                f"{self.keys.key(seat, 'point')}: next · {ability}: send"
            )
        if self.keys.swap_open(seat):
            targets = self.keys.swap_choices()
            if targets:
                target = targets[inp.target % len(targets)]
                pawn = self.keys.pawn(target)
                name = hero_label(target, str(pawn.get("name", ""))) if pawn else target
                return (
                    f"Swap the mage with {name}? {select}: next · {ability}: swap · {release}: no"
                )
        return ""

    def _scroll_to_focus(self) -> None:
        if not self.is_mounted:
            return
        grid = self.query_one("#mmt-grid", QuestGrid)
        board = self.query_one("#mmt-board", ScrollableContainer)
        cells = [c for c, kind in grid.marks.highlights.items() if kind == "to"]
        if not cells:
            pawn = self.keys.pawn(self.keys.inputs[self.keys.focus_seat].selected)
            if pawn is not None and pawn.get("cell"):
                cells = [str(pawn["cell"])]
        for cell in cells[:1]:
            region = grid.cell_region(cell)
            if region is not None:
                # Clear of the letters row and the row numbers the scrolled grid draws over
                # its top line and left columns.
                clear = Spacing(top=1, left=LABEL_WIDTH)
                board.scroll_to_region(region, spacing=clear, animate=False, immediate=True)
