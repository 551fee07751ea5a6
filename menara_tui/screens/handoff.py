"""The hand-off screen: covers the table between two humans' turns in a hidden-information game.

It names the next player and shows only the public text the game screen passes in (everything
public since that player last saw the table, scrollable with the arrow keys); the next player's
private view is drawn only after they press Enter.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from widgets.common.footer import StableFooter


class HandoffScreen(ModalScreen[bool]):
    """Dismisses with True when the named player is ready, False to leave the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "Ready", id="handoff.ready"),
        Binding("escape", "leave", "Home (game is saved)", id="handoff.home"),
    ]

    def __init__(self, player: str, public_text: str = "") -> None:
        super().__init__(id="handoff")
        self.player = player
        self.public_text = public_text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(
                f"Pass the keyboard to {self.player} — press Enter when ready",
                id="handoff-prompt",
                classes="dialog-title",
            )
            yield Static(
                "Everyone else, please look away from the screen.", classes="dialog-detail"
            )
            if self.public_text:
                with VerticalScroll(id="handoff-scroll"):
                    yield Static(
                        self.public_text, id="handoff-public", classes="dialog-public", markup=False
                    )
        yield StableFooter()

    def on_mount(self) -> None:
        # The latest events are at the bottom: start there; ↑/↓ and PgUp/PgDn scroll.
        if self.public_text:
            scroll = self.query_one("#handoff-scroll", VerticalScroll)
            scroll.focus()
            self.call_after_refresh(scroll.scroll_end, animate=False)

    def action_ready(self) -> None:
        self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)
