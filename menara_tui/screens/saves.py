"""Continue: the saved games, newest first; resume, replay or delete one.

Files that cannot be read are set aside by the save store (renamed *.damaged, never deleted)
and reported in one line above the list (`w` shows the details), so the list stays in view at
80x24 however many there are. A save of a newer version is listed and cannot be opened.
"""

from __future__ import annotations

from typing import ClassVar

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
        yield Static("", id="saves-empty")
        yield Static(
            "Enter: resume · r: watch as a replay · x: delete · Esc: back", id="saves-hint"
        )
        yield StableFooter()

    def on_mount(self) -> None:
        table = self.query_one("#saves-table", DataTable)
        table.add_columns("Game", "Players", "Saved", "Moves", "State")
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
        table.clear()
        for summary in self.summaries:
            table.add_row(
                summary.title,
                ", ".join(summary.seats),
                summary.saved_at.astimezone().strftime("%Y-%m-%d %H:%M"),
                str(summary.moves),
                "newer version" if summary.newer else "finished" if summary.over else "in play",
                key=summary.save_id,
            )
        empty = self.query_one("#saves-empty", Static)
        empty.update("" if self.summaries else "No saved games yet.")
        empty.display = not self.summaries

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
                f"{', '.join(summary.seats)} · {summary.moves} "
                f"move{'' if summary.moves == 1 else 's'}. This cannot be undone.",
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
