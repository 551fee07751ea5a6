"""Continue: the saved games, newest first; resume, replay or delete one.

Files that cannot be read are set aside by the save store (renamed *.damaged, never deleted)
and reported above the list.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from games.core import SaveFormatError
from menara_tui.saves import SaveSummary
from menara_tui.screens import registry
from menara_tui.screens.base import menara
from menara_tui.screens.dialogs import ConfirmScreen


class SavesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "resume", "Resume", id="saves.resume", priority=True),
        Binding("r", "replay", "Replay", id="saves.replay"),
        Binding("x,delete", "delete", "Delete", id="saves.delete"),
        Binding("escape", "back", "Back", id="saves.back"),
    ]

    def __init__(self) -> None:
        super().__init__(id="saves")
        self.summaries: list[SaveSummary] = []
        self.problems: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("Continue a saved game", classes="screen-title")
        yield Static("", id="saves-problems", classes="problem")
        table: DataTable[str | Text] = DataTable(id="saves-table", cursor_type="row")
        yield table
        yield Static("", id="saves-empty")
        yield Static(
            "Enter: resume · r: watch as a replay · x: delete · Esc: back", id="saves-hint"
        )
        yield Footer()

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
        problems.update("\n".join(f"⚠ {p}" for p in self.problems))
        problems.display = bool(self.problems)
        table = self.query_one("#saves-table", DataTable)
        table.clear()
        for summary in self.summaries:
            table.add_row(
                summary.title,
                ", ".join(summary.seats),
                summary.saved_at.astimezone().strftime("%Y-%m-%d %H:%M"),
                str(summary.moves),
                "finished" if summary.over else "in play",
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
        if summary.game_id not in registry.playable_games():
            self.notify(f"{summary.title} has no screen yet.", severity="warning")
            return
        app = menara(self)
        try:
            match = app.store.load(summary.path)
        except SaveFormatError as exc:
            self.problems.append(str(exc))
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

    def action_back(self) -> None:
        self.dismiss()
