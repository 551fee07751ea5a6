"""What a widget draws, cell by cell: the widgets that keep their rows' strips between frames
(widgets.common.pieces) are checked against what Textual draws from the whole text afresh."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.style import Style as RichStyle
from rich.text import Text
from textual.app import App
from textual.content import Content
from textual.geometry import Region
from textual.pilot import Pilot
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

Cell = tuple[str, RichStyle, object]


def cells(strips: list[Strip]) -> list[list[Cell]]:
    """Each cell's character, style and the offset text selection reads from it."""
    rows = []
    for strip in strips:
        row: list[Cell] = []
        for segment in strip:
            style = segment.style or RichStyle()
            x, y = style.meta.get("offset", (None, None))
            for i, char in enumerate(segment.text):
                where = None if x is None else (x + i, y)
                row.append((char, style.clear_meta_and_links(), where))
        rows.append(row)
    return rows


def drawn(widget: Widget) -> list[list[Cell]]:
    """What the widget's renderable draws (its kept strips included)."""
    width, height = widget.size
    visual = visualize(widget, widget.render())
    return cells(Visual.to_strips(widget, visual, width, height, widget.visual_style))


def whole(widget: Widget, text: Text) -> list[list[Cell]]:
    """What Textual draws from `text` as the widget's one renderable."""
    content = Content.from_rich_text(text, console=widget.app.console)
    width, height = widget.size
    return cells(Visual.to_strips(widget, content, width, height, widget.visual_style))


def assert_no_stale_line(widget: Widget) -> None:
    """The lines on screen (a key repaints only some) are those of a repaint of every line."""
    region = Region(0, 0, *widget.size)
    shown = cells(widget.render_lines(region))
    widget.refresh()
    assert shown == cells(widget.render_lines(region))


class CheckingPilot(Pilot[Any]):
    """A pilot that runs `check(app)` after every key it presses (and the pause after it)."""

    def __init__(self, app: App[Any], check: Callable[[Any], None]) -> None:
        super().__init__(app)
        self.check = check

    async def press(self, *keys: str) -> None:
        for key in keys:
            await super().press(key)
            await self.pause()
            self.check(self.app)
