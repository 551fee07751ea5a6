"""A widget's component styles kept between refreshes, and a key for a line of text.

`Widget.get_component_rich_style` keeps its answer only until the widget's next `refresh()`:
a widget that redraws on every cursor key walked the DOM for each of its component styles on
every key. The full styles depend on the widget's own styles, its ancestors' colours and the
theme: they are kept while the theme and the widget's base style stay the same, and dropped on
every style update.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.style import Style
from rich.text import Text
from textual.widget import Widget


class ComponentStyles:
    """`widget.get_component_rich_style(name)`, kept (call `clear()` from the widget's
    `notify_style_update`)."""

    def __init__(self, widget: Widget) -> None:
        self._widget = widget
        self._key: object = None
        self._styles: dict[str, Style] = {}

    def __call__(self, name: str) -> Style:
        widget = self._widget
        key = (widget.app.theme, widget.visual_style)
        if key != self._key:
            self._styles.clear()
            self._key = key
        style = self._styles.get(name)
        if style is None:
            style = self._styles[name] = widget.get_component_rich_style(name)
        return style

    def clear(self) -> None:
        self._styles.clear()
        self._key = None


def text_key(text: Text) -> Hashable:
    """What a line of `Text` draws (its characters, base style and spans), as a dict key: equal
    keys draw equal cells."""
    return (text.plain, text.style, *text.spans)
