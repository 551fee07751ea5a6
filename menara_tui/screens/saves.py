"""Continue: the saved games, newest first; resume, replay or delete one.

Files that cannot be read are set aside by the save store (renamed *.damaged, never deleted)
and reported in one line above the list (`w` shows the details), so the list stays in view at
80x24 however many there are. A save of a newer version is listed and cannot be opened.

Each row names the options that are not the defaults after the game's title ("Menara · Starter
set"): two saves of one game by the same players differ only there. The row is cut with "…" to
the terminal's width; the line under the table says the highlighted save in full.
"""

from __future__ import annotations

from datetime import datetime
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Static

from games.core import SaveFormatError
from menara_tui.saves import SaveSummary
from menara_tui.screens import registry
from menara_tui.screens.base import menara
from menara_tui.screens.dialogs import ConfirmScreen
from widgets.common.footer import StableFooter
from widgets.common.row_table import RowTable
from widgets.common.text import clip

SAVED_CELLS = len("08 Jan 12:00")
"""The saved time: day, month and time this year, the date with its year before ("08 Jan
2025"); four cells fewer than 2025-01-08 12:00, which the options use."""
HEADERS = ("Game", "Players", "Saved", "Moves", "State")
TABLE_MARGIN = 2
SCROLLBAR = 2
OTHER_ROWS = 10
"""The screen's rows that are not the table's: title, warning, header, the line under the table
(up to 3), hint (2), footer; more saves than the rest and the table scrolls."""
MIN_PLAYER_CELLS = 13
"""The Players column at least ("Bartholomew…", "Ada, Bo, Cy, Di…") when the row is cut."""


def game_text(summary: SaveSummary) -> str:
    return (
        " · ".join((summary.title, ", ".join(summary.options)))
        if summary.options
        else summary.title
    )


def players_text(summary: SaveSummary) -> str:
    return ", ".join(summary.seats)


def detail_text(summary: SaveSummary) -> str:
    options = ", ".join(summary.options) or "default options"
    return f"{summary.title} · {options} · {players_text(summary)}"


def saved_text(saved_at: datetime, now: datetime) -> str:
    local = saved_at.astimezone(now.tzinfo)
    return local.strftime("%d %b %H:%M" if local.year == now.year else "%d %b %Y")


def state_text(summary: SaveSummary) -> str:
    return "newer version" if summary.newer else "finished" if summary.over else "in play"


def column_widths(
    summaries: list[SaveSummary], width: int, height: int, padding: int = 1
) -> tuple[int, ...]:
    """The width of each column at a screen of `width` x `height`: the Game and Players cells
    share what the saved time, the moves and the state leave: the players a third of it (at
    least `MIN_PLAYER_CELLS`), the game's options the rest (they tell two saves of one game
    apart); the line under the table says both in full."""
    saved = SAVED_CELLS
    moves = max([len(HEADERS[3]), *(len(str(s.moves)) for s in summaries)])
    state = max([len(HEADERS[4]), *(len(state_text(s)) for s in summaries)])
    scrollbar = SCROLLBAR if len(summaries) > height - OTHER_ROWS else 0
    cells = 2 * padding * len(HEADERS)  # a DataTable cell's padding, on each side
    room = width - TABLE_MARGIN - scrollbar - cells - saved - moves - state
    players = max([len(HEADERS[1]), *(cell_len(players_text(s)) for s in summaries)])
    game = max([len(HEADERS[0]), *(cell_len(game_text(s)) for s in summaries)])
    if players + game > room:
        cut = min(players, max(MIN_PLAYER_CELLS, room // 3))
        game = max(len(HEADERS[0]), min(game, room - cut))
        players = max(len(HEADERS[1]), min(players, room - game))
    return game, players, saved, moves, state


class SavesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "resume", "Resume", id="saves.resume", priority=True),
        Binding("r", "replay", "Replay", id="saves.replay"),
        Binding("x,delete", "delete", "Delete", id="saves.delete"),
        Binding("w", "problems", "Warnings", id="saves.problems"),
        Binding("escape", "back", "Back", id="saves.back"),
    ]

    def __init__(self) -> None:
        super().__init__(id="saves")
        self.summaries: list[SaveSummary] = []
        self.problems: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("Continue a saved game", classes="screen-title")
        yield Static("", id="saves-problems", classes="problem")
        table: DataTable[str | Text] = RowTable(id="saves-table")
        yield table
        yield Static("", id="saves-detail", markup=False)
        yield Static("", id="saves-empty")
        yield Static(
            "Enter: resume · r: watch as a replay · x: delete · Esc: back", id="saves-hint"
        )
        yield StableFooter()

    def on_mount(self) -> None:
        table = self.query_one("#saves-table", DataTable)
        self.reload()
        table.focus()

    def reload(self) -> None:
        listing = menara(self).store.listing()
        self.summaries = listing.saves
        self.problems.extend(listing.problems)
        self._show()

    def _show(self) -> None:
        problems = self.query_one("#saves-problems", Static)
        count = len(self.problems)
        if count == 1:
            first = self.problems[0].split(". ")[0].rstrip(".")
            first = first if len(first) <= 56 else "1 file could not be read"
            line = f"⚠ {first} (w: details)."
        else:
            line = f"⚠ {count} files could not be read and were set aside (w: details)."
        problems.update(line)
        problems.display = bool(self.problems)
        table = self.query_one("#saves-table", DataTable)
        row = table.cursor_row
        # Every column has its width set: the row is cut to fit, never measured after.
        table.clear(columns=True)
        widths = column_widths(self.summaries, *self.app.size, table.cell_padding)
        for header, cells in zip(HEADERS, widths, strict=True):
            table.add_column(header, width=cells)
        now = datetime.now().astimezone()
        for summary in self.summaries:
            table.add_row(
                clip(game_text(summary), widths[0]),
                clip(players_text(summary), widths[1]),
                saved_text(summary.saved_at, now),
                str(summary.moves),
                state_text(summary),
                key=summary.save_id,
            )
        if self.summaries:
            table.move_cursor(row=min(max(row, 0), len(self.summaries) - 1))
        self._show_detail()
        empty = self.query_one("#saves-empty", Static)
        empty.update("" if self.summaries else "No saved games yet.")
        empty.display = not self.summaries

    def _show_detail(self) -> None:
        summary = self.selected()
        detail = self.query_one("#saves-detail", Static)
        detail.update(detail_text(summary) if summary else "")
        detail.display = summary is not None

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self._show_detail()

    def on_resize(self) -> None:
        # The Game and Players cells are cut to the width: a wider terminal shows more.
        if self.summaries:
            self._show()

    def selected(self) -> SaveSummary | None:
        table = self.query_one("#saves-table", DataTable)
        if not self.summaries or table.cursor_row < 0:
            return None
        return self.summaries[min(table.cursor_row, len(self.summaries) - 1)]

    def _open(self, mode: str) -> None:
        summary = self.selected()
        if summary is None:
            self.notify("There is no saved game to open.", severity="warning")
            return
        if summary.newer:
            self.notify(
                "This game was saved by a newer menara_tui: update it to open the game. "
                "The file is left as it is.",
                severity="warning",
            )
            return
        if summary.game_id not in registry.playable_games():
            self.notify(f"{summary.title} has no screen yet.", severity="warning")
            return
        app = menara(self)
        try:
            match = app.store.load(summary.path)
        except SaveFormatError as exc:
            self.problems.append(str(exc))
            self.notify(str(exc), title="Cannot open", severity="warning", timeout=8)
            self.reload()
            return
        if mode == "replay":
            app.open_game(match, mode="replay")
        else:
            app.open_game(match, mode="play", save_id=summary.save_id)

    def action_resume(self) -> None:
        self._open("play")

    def action_replay(self) -> None:
        self._open("replay")

    def action_delete(self) -> None:
        summary = self.selected()
        if summary is None:
            return

        def delete(yes: bool | None) -> None:
            if yes:
                summary.path.unlink(missing_ok=True)
                self.notify(f"Deleted {summary.path.name}.", timeout=3)
                self.reload()

        self.app.push_screen(
            ConfirmScreen(
                f"Delete the saved game of {summary.title}?",
                # The options too: two saves of one game by the same players differ there.
                " · ".join(filter(None, (", ".join(summary.options), players_text(summary))))
                + f" · {summary.moves} move{'' if summary.moves == 1 else 's'}."
                " This cannot be undone.",
            ),
            delete,
        )

    def action_problems(self) -> None:
        if not self.problems:
            self.notify("No warnings: every saved file could be read.", timeout=3)
            return
        from menara_tui.screens.round_summary import RoundSummaryScreen

        self.app.push_screen(RoundSummaryScreen(self.problems, title="Files set aside"))

    def action_back(self) -> None:
        self.dismiss()
