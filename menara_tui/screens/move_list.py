"""The move-list dialog every game screen offers (m or :): the legal moves as notation, filtered
by typing; the chosen notation goes back to the screen, which submits it like any other move.

It reaches everything an engine offers, including moves a game's own keys make awkward (Menara's
pairs and camp swaps, typing a base label such as "F03 4,3").
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen

from widgets.common.move_list import MoveList


class MoveListScreen(ModalScreen[str | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss(None)", "Close", id="moves.close"),
    ]
    DEFAULT_CSS = """
    MoveListScreen { align: center middle; }
    MoveListScreen > MoveList {
        width: 72; max-width: 100%; height: 20; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    """

    def __init__(self, notations: list[str], query: str = "") -> None:
        super().__init__()
        self.notations = notations
        self.query_text = query

    def compose(self) -> ComposeResult:
        yield MoveList(self.notations, self.query_text)

    def on_move_list_chosen(self, message: MoveList.Chosen) -> None:
        self.dismiss(message.notation)
