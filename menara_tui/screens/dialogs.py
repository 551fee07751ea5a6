"""Small modal dialogs: a yes/no question and the terminal-size notice."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static


class ConfirmScreen(ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True for yes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "answer(True)", "Yes", id="confirm.yes"),
        Binding("n,escape", "answer(False)", "No", id="confirm.no"),
    ]

    def __init__(self, question: str, detail: str = "") -> None:
        super().__init__(classes="dialog-screen")
        self.question = question
        self.detail = detail

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-title")
            if self.detail:
                yield Static(self.detail, classes="dialog-detail")
            yield Static("[b]y[/b]/Enter: yes    [b]n[/b]/Esc: no", classes="dialog-keys")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


def size_notice(width: int, height: int, min_width: int, min_height: int) -> str:
    return (
        f"menara_tui needs at least {min_width}x{min_height}; "
        f"this terminal is {width}x{height}.\n\nPlease make the terminal larger."
    )


class SizeGuard(ModalScreen[None]):
    """Covers everything while the terminal is too small; the app pops it when it grows.

    It has no bindings of its own and the app refuses its own actions while it is shown, so
    nothing underneath can change.
    """

    def __init__(self, text: str) -> None:
        super().__init__(classes="size-guard")
        self.text = text

    def compose(self) -> ComposeResult:
        yield Static(self.text, id="size-notice")

    def update(self, text: str) -> None:
        self.text = text
        if self.is_mounted:
            self.query_one("#size-notice", Static).update(text)
