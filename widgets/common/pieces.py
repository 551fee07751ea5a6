"""A widget's lines made of pieces side by side, each piece's strip kept between frames.

A widget that returns a `Text` from `render()` has Textual turn the whole text into strips on
every refresh. A hand of cards moved by a cursor key changes two cards out of ten: `PieceLines`
is the same lines as a Visual whose pieces (a card's line, a gap, a mark) become strips once,
kept by the caller's key, and are only joined on the next frames.

What is drawn is what `Text` would draw: each piece is rendered exactly as Textual renders a
line of content (`Content.render` on the widget's base style, each segment carrying its cell
offset for text selection), only split at the pieces' edges. While text is selected with the
mouse, or when the widget's CSS aligns or pads its text, the joined `Text` is drawn instead.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from rich.segment import Segment
from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual

from widgets.common.text import flatten_spans

KEPT_STRIPS = 2048
"""Strips kept before the store starts again: a hand's cards in every cursor state, many times."""


@dataclass(frozen=True)
class Piece:
    """Some text drawn at the end of a line so far; `key` names it in the store (None: drawn
    every frame). Equal keys must mean equal text."""

    text: Text
    key: Hashable | None = None


StripStore = dict[tuple[Hashable, int, int, Style], Strip]
"""Strips of pieces by (key, column, row, base style); the widget keeps one across frames."""


def piece_strip(
    text: Text, x: int, y: int, style: Style, get_style: Callable[[str | Style], Style]
) -> Strip:
    """`text` at column `x` of row `y` on `style`, as Textual draws a line of content there."""
    content = Content.from_rich_text(text)
    segments: list[Segment] = []
    for part, part_style in content.render(style, end="", parse_style=get_style):
        if part:
            segments.append(Segment(part, (style + part_style).rich_style_with_offset(x, y)))
            x += len(part)
    return Strip(segments, content.cell_length)


class PieceLines(Visual):
    """Lines of pieces, cut to `width` cells; see the module docstring."""

    def __init__(self, lines: Sequence[Sequence[Piece]], width: int, store: StripStore) -> None:
        self.lines = lines
        self.width = width
        self.store = store
        self._content: Content | None = None

    def text(self) -> Text:
        """The same lines as one Text (what the widget would have returned from `render`)."""
        rows = []
        for line in self.lines:
            row = Text(no_wrap=True)
            for piece in line:
                row.append_text(piece.text)
            row.truncate(self.width)
            rows.append(row)
        return flatten_spans(Text("\n", no_wrap=True).join(rows))

    def content(self) -> Content:
        if self._content is None:
            self._content = Content.from_rich_text(self.text())
        return self._content

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        rules = options.rules
        plain = (
            options.selection is None
            and options.post_style is None
            and rules.get("text_align", "left") in ("left", "start")
            and not rules.get("line_pad", 0)
            and width == self.width
        )
        if not plain:
            return self.content().render_strips(width, height, style, options)
        if not width:
            return []
        store = self.store
        if len(store) > KEPT_STRIPS:
            store.clear()
        strips: list[Strip] = []
        for y, line in enumerate(self.lines if height is None else self.lines[:height]):
            x = 0
            parts: list[Strip] = []
            for piece in line:
                key = None if piece.key is None else (piece.key, x, y, style)
                strip = None if key is None else store.get(key)
                if strip is None:
                    strip = piece_strip(piece.text, x, y, style, options.get_style)
                    if key is not None:
                        store[key] = strip
                parts.append(strip)
                x += len(piece.text)
            joined = Strip.join(parts)
            strips.append(joined.crop(0, width) if joined.cell_length > width else joined)
        return strips

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.content().get_optimal_width(rules, container_width)

    def get_minimal_width(self, rules: RulesMap) -> int:
        return self.content().get_minimal_width(rules)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.content().get_height(rules, width)
