"""The end of a round, step by step: who went out, every point with its reason, what comes next."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from widgets.common.footer import StableFooter


class RoundSummaryScreen(ModalScreen[None]):
    """Shows public lines (already filtered for the viewer); Enter continues."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,space", "close", "Continue", id="summary.close"),
    ]

    # A line that wraps keeps its text clear of the numbers (a hanging indent).
    DEFAULT_CSS = """
    RoundSummaryScreen .summary-line { height: auto; }
    RoundSummaryScreen .summary-number { width: 4; }
    RoundSummaryScreen .summary-text { width: 1fr; }
    """

    def __init__(self, lines: Sequence[str], title: str = "End of the round") -> None:
        super().__init__(classes="dialog-screen")
        self.lines = tuple(lines)
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            with VerticalScroll(id="summary-lines"):
                for number, line in enumerate(self.lines, start=1):
                    with Horizontal(classes="summary-line"):
                        yield Static(f"{number:>2}.", classes="summary-number")
                        yield Static(line, markup=False, classes="summary-text")
            yield Static("Enter: continue", classes="dialog-keys")
        yield StableFooter()

    def action_close(self) -> None:
        self.dismiss(None)
