"""A scrolling log of what happened, one line per event. Plain lines in, no rules.

Marks do not rely on colour alone: the last move's lines start with ▶ and a bot's lines carry
⚙; the styles (theme variables) only reinforce them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.widgets import RichLog

LAST_MARK = "▶"
BOT_MARK = "⚙"


@dataclass(frozen=True)
class LogLine:
    text: str
    bot: bool = False
    """The line describes a bot's move."""
    last: bool = False
    """The line belongs to the most recent move."""
    narration: bool = False
    """A demo's narration ("Ada (greedy bot) plays pick 2"), set apart from the events."""


class MoveLog(RichLog):
    """The lines are replaced as a whole (`show`), so a change of viewer can hide lines.

    Only what changed is laid out again: a move adds a few lines at the end and takes the last
    move's mark off the few before them, while laying out every line of a long game again took
    tens of milliseconds after each move (66 ms at 490 lines, growing with the game). `show`
    keeps the lines the new ones start with, and `relayout` lays out everything (a new width,
    a new theme)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "move-log--bot",
        "move-log--last",
        "move-log--narration",
    }

    DEFAULT_CSS = """
    MoveLog {
        background: $surface;
        scrollbar-size-vertical: 1;
        & > .move-log--bot { color: $text-muted; text-style: italic; }
        & > .move-log--last { color: $text-accent; text-style: bold; }
        & > .move-log--narration { color: $text-secondary; }
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        # min_width=1: lines wrap at the panel's own width (the default of 78 columns drew them
        # wider than a narrow panel, which then cut them off).
        super().__init__(
            wrap=True, min_width=1, markup=False, highlight=False, id=id, classes=classes
        )
        # Keys belong to the game's table; the log scrolls with the mouse and follows the end.
        self.can_focus = False
        self.lines_shown: tuple[LogLine, ...] = ()
        self._laid_width = 0
        self._rows: list[int] | None = []
        """How many rows (wrapped strips) each line on show took, or None while unknown (the
        log wrote before its size was known: RichLog lays those lines out later)."""

    def show(self, lines: Sequence[LogLine]) -> None:
        new = tuple(lines)
        old, rows = self.lines_shown, self._rows
        keep = 0
        if rows is not None and len(rows) == len(old) and self._size_known:
            limit = min(len(old), len(new))
            while keep < limit and old[keep] == new[keep]:
                keep += 1
        if keep == 0 or rows is None:
            self.relayout(new)
            return
        self.lines_shown = new
        if keep < len(old):
            del self.lines[sum(rows[:keep]) :]
            del rows[keep:]
            self._line_cache.clear()  # rows below the cut are written anew
            self.virtual_size = Size(self.virtual_size.width, len(self.lines))
            self.refresh()
        self._write(new[keep:])

    def relayout(self, lines: Sequence[LogLine] | None = None) -> None:
        """Lay every line out afresh (a new width or theme, or `lines` in place of them)."""
        self.lines_shown = self.lines_shown if lines is None else tuple(lines)
        self.clear()
        self._rows = []
        self._write(self.lines_shown)

    def _write(self, lines: Sequence[LogLine]) -> None:
        for line in lines:
            before = len(self.lines)
            self.write(self.render_log_line(line))
            if self._rows is not None:
                if self._size_known and not self._deferred_renders:
                    self._rows.append(len(self.lines) - before)
                else:
                    self._rows = None

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        # Wrapped lines are laid out for one width: lay them out again for the new one.
        if self.lines_shown and event.size.width != self._laid_width:
            self.call_after_refresh(self.relayout)
        self._laid_width = event.size.width

    def render_log_line(self, line: LogLine) -> Text:
        mark = LAST_MARK if line.last else " "
        who = BOT_MARK if line.bot else " "
        text = Text(f"{mark}{who} {line.text}")
        for flag, component in (
            (line.narration, "move-log--narration"),
            (line.bot, "move-log--bot"),
            (line.last, "move-log--last"),
        ):
            if flag:
                text.stylize(self.get_component_rich_style(component, partial=True))
        return text

    @property
    def plain_lines(self) -> list[str]:
        """The text on show, without marks: handy for tests and screen readers."""
        return [line.text for line in self.lines_shown]
