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

GENERIC: frozenset[tuple[str, str]] = frozenset(
    {
        # Textual's copy of selected text: our screens have no text a player selects.
        ("copy_text", "Copy selected text"),
        # Sideways scrolling of lists and forms: at 80 columns and more they never scroll
        # sideways (Magic Maze Tower's board pans with its own keys, "Board left" ...).
        ("scroll_left", "Scroll Left"),
        ("scroll_right", "Scroll Right"),
        ("page_left", "Page Left"),
        ("page_right", "Page Right"),
        # A text field's editing beyond a name of 16 characters (seat names, a typed move):
        # selection, word moves and deletes, the clipboard. ← → Home End ⌫ Del ⏎ stay.
        ("cursor_left(True)", "Move cursor left and select"),
        ("cursor_right(True)", "Move cursor right and select"),
        ("cursor_left_word", "Move cursor left a word"),
        ("cursor_right_word", "Move cursor right a word"),
        ("cursor_left_word(True)", "Move cursor left a word and select"),
        ("cursor_right_word(True)", "Move cursor right a word and select"),
        ("select_all", "Select all"),
        ("home(True)", "Select line start"),
        ("end(True)", "Select line end"),
        ("delete_left_word", "Delete left to start of word"),
        ("delete_right_word", "Delete right to start of word"),
        ("delete_left_all", "Delete all to the left"),
        ("delete_right_all", "Delete all to the right"),
        ("cut", "Cut selected text"),
        ("copy", "Copy selected text"),
        ("paste", "Paste text from the clipboard"),
    }
)
"""(action, description) of Textual's generic keys that a player of these games never needs:
left out of the panel (the keys still work). Matched with the description, so a game's own
binding of the same action ("Board left") stays."""
FOCUS_MOVES = frozenset({"focus_next", "focus_previous"})
"""Tab and Shift+Tab: shown where they move between fields of a form (setup); a game screen
moves its focus with its own keys (Bali's h and l), and one focusable widget has nowhere to go."""
RENAMED = {
    ("focus_next", "Focus Next"): "Next field",
    ("focus_previous", "Focus Previous"): "Previous field",
    ("command_palette", "palette"): "Commands",
    ("cursor_right", "Move cursor right or accept the completion suggestion"): "Cursor right",
    ("cursor_left", "Move cursor left"): "Cursor left",
    ("delete_left", "Delete character left"): "Delete left",
    ("delete_right", "Delete character right"): "Delete right",
}
"""Textual's words for keys the panel keeps, in a player's and short enough for its column:
"palette" is the list of all commands (new game, continue, rules, themes), as the home screen
says; a text field has no completion to accept."""
KEY_CELLS = 10
"""The widest key column (longer key lists are cut with an ellipsis)."""
DESCRIPTION_CELLS = 20
"""The widest description."""
TITLE = "Keys · F2 or Esc closes"


def action_name(binding: Binding) -> str:
    """The action without its namespace: "app.quit" and "quit" are one key's action."""
    return binding.action.removeprefix("app.").removeprefix("screen.")


def listed(screen: Screen[Any], binding: Binding) -> bool:
    """Whether the panel lists `binding`: not a system key (the palette's own, hidden ones),
    not one of Textual's `GENERIC` keys, and the focus moves only on a form."""
    if binding.system or not binding.description:
        return False
    action = action_name(binding)
    if (action, binding.description) in GENERIC:
        return False
    if action in FOCUS_MOVES:
        from menara_tui.screens.game import GameScreen  # deferred: the game screens import a lot

        return not isinstance(screen, GameScreen) and len(screen.focus_chain) > 1
    return True


def panel_entries(screen: Screen[Any]) -> list[tuple[str, str]]:
    """(keys, description) for every key the screen answers now that a player needs (`listed`):
    the screen's own keys first, then the focused widget's and its containers', then the
    app's; keys of one action share a row (q and Ctrl+Q quit on the home screen)."""
    app = screen.app
    groups: dict[str, tuple[int, list[Binding]]] = {}
    for node, binding, _enabled, _tooltip in screen.active_bindings.values():
        if not listed(screen, binding):
            continue
        rank = 0 if node is screen else 2 if node is app else 1
        action = action_name(binding)
        first, bindings = groups.get(action, (rank, []))
        groups[action] = (min(first, rank), [*bindings, binding])
    entries: list[tuple[int, str, str]] = []
    for action, (rank, bindings) in groups.items():
        keys = " ".join(dict.fromkeys(app.get_key_display(b) for b in bindings))
        description = bindings[0].description
        entries.append((rank, keys, RENAMED.get((action, description), description)))
    # A stable sort: within a rank, the order Textual gives (the bindings' own order).
    return [(keys, description) for _rank, keys, description in sorted(entries, key=lambda e: e[0])]


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
        # At least as wide as its title: a few short keys (the home screen's) made a table
        # narrower than the title, which wrapped.
        table = Table.grid(padding=(0, 1))
        table.min_width = len(TITLE)
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
