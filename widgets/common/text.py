"""Updating a Static cheaply: only when its content changes, and without a relayout of the
screen when its size stays the same.

`Static.update` lays out the whole screen again by default, since new text may need more rows.
On a cursor key that relayout is a good part of the cost of redrawing a one-line prompt. The
size stays when the widget's width does not follow its text and the new text wraps to as many
rows as the old one at the widget's width (measured as Textual measures an `auto` height).
"""

from __future__ import annotations

from itertools import pairwise
from typing import cast

from rich.cells import cell_len, set_cell_size
from rich.style import Style
from rich.text import Span, Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.widget import Widget
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


ELLIPSIS = "…"


def clip(text: str, cells: int) -> str:
    """`text` if it fits in `cells`, else cut with "…" where a player sees it was cut: after
    the last whole word that fits ("Starter set, Steady…"), or inside a single word longer
    than the room ("Bartholom…"). A cut is never silent."""
    if cell_len(text) <= cells:
        return text
    if cells <= 1:
        return ELLIPSIS[:cells]
    head = set_cell_size(text, cells - 1)  # crops: the text is longer
    if len(head) < len(text) and not text[len(head)].isspace():
        space = head.rfind(" ")
        if space > 0:
            head = head[:space]
    return head.rstrip(" ,·:;-") + ELLIPSIS


def flatten_spans(text: Text) -> Text:
    """The same text with one span per run of a combined style, none overlapping.

    A Text built from styled pieces (a card's frame, then its digits inside) layers its spans;
    Textual restacks the layers at every span boundary each time the text becomes a widget's
    strips. Combined once here, the strips are the same characters in the same styles.
    Spans given by style name (a str) are left as they are: their style depends on the theme.
    """
    spans = text.spans
    if not spans or any(not isinstance(span.style, Style) for span in spans):
        return text
    length = len(text.plain)
    starts: dict[int, list[int]] = {}
    ends: dict[int, list[int]] = {}
    for index, span in enumerate(spans):
        start, end = max(0, span.start), min(length, span.end)
        if start < end:
            starts.setdefault(start, []).append(index)
            ends.setdefault(end, []).append(index)
    points = sorted({0, length, *starts, *ends})
    active: set[int] = set()
    combined: dict[tuple[int, ...], Style] = {}
    out: list[Span] = []
    for start, end in pairwise(points):
        active.difference_update(ends.get(start, ()))
        active.update(starts.get(start, ()))
        if not active:
            continue
        layers = tuple(sorted(active))  # later spans lie on top, as when Rich renders
        style = combined.get(layers)
        if style is None:
            style = combined[layers] = Style.combine(cast(Style, spans[i].style) for i in layers)
        if not style:
            continue
        if out and out[-1].end == start and out[-1].style == style:
            out[-1] = Span(out[-1].start, end, style)
        else:
            out.append(Span(start, end, style))
    flat = text.copy()
    flat.spans = out
    return flat


def component_style(widget: Widget, name: str) -> Style:
    """`widget.get_component_rich_style(name, partial=True)`, the same style, made without it.

    Textual's call builds the component's full style too (walking up the DOM) before it returns
    the partial one, and keeps it only until the next repaint: a widget drawing eight component
    styles on every cursor key paid that walk eight times per key.
    """
    return widget.get_component_styles(name).partial_rich_style
