"""The keys panel (F2): every key of the screen, in as many columns as the terminal needs.

Textual's HelpPanel is one column, 30 cells wide at 80 columns, and lists the focused widget's
keys first: on the Mandala Stones table the choice list's eleven cursor keys (and a wrapped
"Copy selected text") filled the 24 rows, and the game's own keys (w Mandala, o Objectives ...)
were cut off below, with no way to scroll to them from the keyboard. This panel lists the
screen's own keys first, then the focused widget's, then the app's, and when they do not fit
the height it lays them out in more columns, so every key shows at 80x24.
"""

from __future__ import annotations

import math
from typing import Any

from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget

KEY_CELLS = 10
"""The widest key column (longer key lists are cut with an ellipsis)."""
DESCRIPTION_CELLS = 20
"""The widest description."""
TITLE = "Keys · F2 or Esc closes"


def panel_entries(screen: Screen[Any]) -> list[tuple[str, str]]:
    """(keys, description) for every key the screen answers now: the screen's own keys first,
    then the focused widget's and its containers', then the app's; keys of one action share a
    row, and Textual's system keys (the palette's own, hidden ones) are left out."""
    app = screen.app
    groups: dict[int, dict[str, list[Binding]]] = {0: {}, 1: {}, 2: {}}
    for node, binding, _enabled, _tooltip in screen.active_bindings.values():
        if binding.system or not binding.description:
            continue
        rank = 0 if node is screen else 2 if node is app else 1
        groups[rank].setdefault(binding.action, []).append(binding)
    entries: list[tuple[str, str]] = []
    for rank in (0, 1, 2):
        for bindings in groups[rank].values():
            keys = " ".join(dict.fromkeys(app.get_key_display(b) for b in bindings))
            entries.append((keys, bindings[0].description))
    return entries


def columns_needed(entries: int, rows: int) -> int:
    return max(1, math.ceil(entries / max(1, rows)))


class KeysPanel(Widget):
    """The keys of the screen below it, on its right side."""

    DEFAULT_CSS = """
    KeysPanel {
        split: right;
        width: auto;
        max-width: 100%;
        height: 100%;
        padding: 0 1;
        border-left: vkey $foreground 30%;
        background: $panel;
    }
    """

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, _screen: Screen[Any]) -> None:
        self.refresh(layout=True)

    def _table(self, height: int) -> Table:
        entries = panel_entries(self.screen)
        rows = max(1, height - 1)  # the title takes a row
        columns = columns_needed(len(entries), rows)
        rows = math.ceil(len(entries) / columns) if entries else 0
        table = Table.grid(padding=(0, 1))
        table.title = Text(TITLE, style="bold underline")
        table.title_justify = "left"
        key_style = self.app.current_theme.accent or "bold"
        for _ in range(columns):
            table.add_column(justify="right", no_wrap=True, max_width=KEY_CELLS)
            table.add_column(no_wrap=True, max_width=DESCRIPTION_CELLS)
        for row in range(rows):
            cells: list[Text] = []
            for column in range(columns):
                index = column * rows + row
                keys, description = entries[index] if index < len(entries) else ("", "")
                cells.append(Text(keys, style=f"bold {key_style}", overflow="ellipsis"))
                cells.append(Text(description, overflow="ellipsis"))
            table.add_row(*cells)
        return table

    def render(self) -> Table:
        return self._table(self.content_size.height or self.screen.size.height)

    def get_content_width(self, container: Any, viewport: Any) -> int:
        table = self._table(container.height)
        return int(self.app.console.measure(table).maximum)
