"""Updating a Static cheaply: only when its content changes, and without a relayout of the
screen when its size stays the same.

`Static.update` lays out the whole screen again by default, since new text may need more rows.
On a cursor key that relayout is a good part of the cost of redrawing a one-line prompt. The
size stays when the widget's width does not follow its text and the new text wraps to as many
rows as the old one at the widget's width (measured as Textual measures an `auto` height).
"""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.widgets import Static


def _same(old: object, new: str | Text | Content) -> bool:
    if isinstance(new, str):
        return type(old) is str and old == new
    if isinstance(new, Content):
        # Content equality compares only the characters.
        return isinstance(old, Content) and (old.plain, old.spans) == (new.plain, new.spans)
    # Text equality compares only the characters and spans: the rest of it draws too.
    return (
        isinstance(old, Text)
        and old == new
        and (old.style, old.justify, old.overflow, old.no_wrap, old.end, old.tab_size)
        == (new.style, new.justify, new.overflow, new.no_wrap, new.end, new.tab_size)
    )


def show_text(static: Static, content: str | Text | Content) -> None:
    """`static.update(content)`, skipped when the content is unchanged, and without a screen
    relayout when the new content keeps the widget's size."""
    if _same(static.content, content):
        return
    # An unset width or height fills the container (Textual's box model): only `auto` ones
    # follow the content.
    width, height = static.styles.width, static.styles.height
    if not static.is_mounted or (width is not None and width.is_auto):
        static.update(content)
        return
    before = static.visual
    static.update(content, layout=False)
    if height is not None and height.is_auto:
        room = static.content_region.width
        rules = cast(RulesMap, static.styles)  # what Textual passes when it measures a widget
        if room <= 0 or before.get_height(rules, room) != static.visual.get_height(rules, room):
            static.refresh(layout=True)
