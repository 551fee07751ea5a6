"""The move list: every legal move as notation, narrowed by typing; enter plays the chosen one.

It reaches everything the engine offers (pairs, SHIFT, camp swaps) and lets a player name a base
by typing its label ("F03 4,3"). The list comes from `legal_moves()`; nothing is decided here.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

SHOWN = 400
"""At most this many matches are listed (a due floor can have several hundred places)."""


def matches(notations: list[str], query: str) -> list[str]:
    """Notations containing every word of the query, in the engine's order."""
    words = query.lower().split()
    return [n for n in notations if all(w in n.lower() for w in words)]


class MoveListScreen(ModalScreen[str | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss(None)", "Close", id="moves.close"),
        Binding("down", "cursor(1)", "Next", show=False),
        Binding("up", "cursor(-1)", "Previous", show=False),
    ]
    DEFAULT_CSS = """
    MoveListScreen { align: center middle; }
    MoveListScreen > Vertical {
        width: 72; max-width: 100%; height: 20; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    MoveListScreen #moves-hint { color: $text-muted; height: 1; }
    MoveListScreen OptionList { height: 1fr; }
    """

    def __init__(self, notations: list[str], query: str = "") -> None:
        super().__init__()
        self.notations = notations
        self.query_text = query

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(id="moves-hint", markup=False)
            yield Input(
                self.query_text, placeholder="filter: words of the notation", id="moves-filter"
            )
            yield OptionList(id="moves-list")

    def on_mount(self) -> None:
        self._fill(self.query_text)
        self.query_one(Input).focus()

    def _fill(self, query: str) -> None:
        found = matches(self.notations, query)
        options = self.query_one(OptionList)
        options.clear_options()
        options.add_options([Option(n, id=n) for n in found[:SHOWN]])
        if found:
            options.highlighted = 0
        more = f" (first {SHOWN})" if len(found) > SHOWN else ""
        self.query_one("#moves-hint", Static).update(
            f"{len(found)} of {len(self.notations)} moves{more} · ↑↓ choose · enter play · esc"
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        self._fill(event.value)

    def action_cursor(self, step: int) -> None:
        options = self.query_one(OptionList)
        if options.option_count:
            here = options.highlighted or 0
            options.highlighted = max(0, min(options.option_count - 1, here + step))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        options = self.query_one(OptionList)
        if options.highlighted is not None and options.option_count:
            self.dismiss(options.get_option_at_index(options.highlighted).id)
        elif event.value.strip():
            self.dismiss(event.value.strip())  # the engine names what is wrong with it

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)
