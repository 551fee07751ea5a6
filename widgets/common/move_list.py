"""The move list: notations narrowed by typing; enter (or a click) chooses one.

Any game can offer it: the list is whatever notations the screen passes in (a game's
`legal_moves()` as text), so nothing is decided here. Text that matches nothing is passed on as
typed, for the engine to explain what is wrong with it.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

SHOWN = 400
"""At most this many matches are listed (a Menara floor can have several hundred places)."""


def matches(notations: list[str], query: str) -> list[str]:
    """Notations containing every word of the query, in the engine's order."""
    words = query.lower().split()
    return [n for n in notations if all(w in n.lower() for w in words)]


class MoveList(Vertical):
    """A filter line over a list of notations; posts `Chosen` with the one picked."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "cursor(1)", "Next", show=False),
        Binding("up", "cursor(-1)", "Previous", show=False),
    ]
    DEFAULT_CSS = """
    MoveList #moves-hint { color: $text-muted; height: 1; }
    MoveList OptionList { height: 1fr; }
    """

    class Chosen(Message):
        def __init__(self, notation: str) -> None:
            super().__init__()
            self.notation = notation

    def __init__(self, notations: list[str], query: str = "", *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.notations = notations
        self.query_text = query

    def compose(self) -> ComposeResult:
        yield Static(id="moves-hint", markup=False)
        yield Input(self.query_text, placeholder="filter: words of the notation", id="moves-filter")
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
        event.stop()
        self._fill(event.value)

    def action_cursor(self, step: int) -> None:
        options = self.query_one(OptionList)
        if options.option_count:
            here = options.highlighted or 0
            options.highlighted = max(0, min(options.option_count - 1, here + step))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        options = self.query_one(OptionList)
        if options.highlighted is not None and options.option_count:
            notation = options.get_option_at_index(options.highlighted).id
            if notation is not None:
                self.post_message(self.Chosen(notation))
        elif event.value.strip():
            self.post_message(self.Chosen(event.value.strip()))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Chosen(event.option.id))
