"""Cards as boxes and a hand as a row of them, for any card game (laid out by
`widgets.common.card_row`, as the Ruins hand is).

A game describes each card as a `CardFace` (a title, a short tag, a few lines, a mark such as
"✓" for playable); `CardRow` draws them side by side with a cursor and posts `CardRow.Chosen`
when a card is picked with Enter. The row decides nothing about the rules. The cursor is shown
by a "▶ ◀" frame and a heavy border, never by colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widget import Widget

from widgets.common.card_row import Row, card_window, join_cards

CARD_WIDTH = 17
MIN_CARD_WIDTH = 9
CARD_LINES = 2
"""Text lines inside a card, under its title."""
CARD_HEIGHT = CARD_LINES + 3
"""Rows of a drawn card: the top border with the tag, the title, the lines, the bottom border."""


@dataclass(frozen=True)
class CardFace:
    title: str
    tag: str = ""
    """A short code drawn in the top border ("SM")."""
    lines: tuple[str, ...] = ()
    mark: str = ""
    """One or two characters drawn in the bottom border ("✓", "✗")."""
    dim: bool = False
    """Drawn faintly (e.g. a card that cannot be played now); the mark says so in words too."""


PLAIN = "─│┌┐└┘"
HEAVY = "━┃┏┓┗┛"


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


def render_card(face: CardFace, width: int, *, focused: bool = False) -> list[str]:
    """The card as CARD_HEIGHT lines of exactly `width` characters (no styles)."""
    h, v, tl, tr, bl, br = tuple(HEAVY if focused else PLAIN)
    inner = width - 2
    tag = _fit(face.tag, max(inner - 2, 0))
    top = tl + (h + tag).ljust(inner, h)[:inner] + tr
    title = _fit(face.title, inner - 2 if focused else inner)
    title = f"▶{title}◀".center(inner) if focused else title.center(inner)
    body = [v + title + v]
    for i in range(CARD_LINES):
        line = face.lines[i] if i < len(face.lines) else ""
        body.append(v + _fit(line, inner).center(inner) + v)
    mark = _fit(face.mark, max(inner - 2, 0))
    bottom = bl + (mark + h).rjust(inner, h)[-inner:] + br if mark else bl + h * inner + br
    return [top, *body, bottom]


def layout(count: int, cursor: int, available: int) -> Row:
    """A row of `count` cards in `available` columns (`widgets.common.card_row`): one column
    apart, narrower down to MIN_CARD_WIDTH, never overlapping (a face's text is shortened
    instead), then a window around the cursor."""
    return card_window(
        count,
        cursor,
        available,
        card_width=CARD_WIDTH,
        min_width=MIN_CARD_WIDTH,
        min_stride=MIN_CARD_WIDTH + 1,
    )


def row_width(count: int, available: int) -> int:
    """Width of each card when `count` cards share `available` columns (one column apart)."""
    placed = layout(count, 0, available).placements
    return placed[0].drawn if placed else CARD_WIDTH


class CardRow(Widget, can_focus=True):
    """A row of cards with a cursor; Enter posts `Chosen`. Arrows move the cursor."""

    DEFAULT_CSS = """
    CardRow {
        height: 5;
        width: 1fr;
    }
    CardRow > .card--cursor {
        text-style: bold;
    }
    CardRow > .card--dim {
        text-style: dim;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"card--cursor", "card--dim"}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "◀ card", show=False),
        Binding("right", "move(1)", "card ▶", show=False),
        Binding("enter", "choose", "Choose card", id="cards.choose"),
    ]

    class Chosen(Message):
        """The card under the cursor was picked."""

        def __init__(self, row: CardRow, index: int, face: CardFace) -> None:
            super().__init__()
            self.row = row
            self.index = index
            self.face = face

        @property
        def control(self) -> CardRow:
            return self.row

    def __init__(self, *, empty: str = "No cards.", id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: tuple[CardFace, ...] = ()
        self.cursor = 0
        self.empty = empty

    def update(self, cards: Sequence[CardFace]) -> None:
        self.cards = tuple(cards)
        self.cursor = min(self.cursor, max(len(self.cards) - 1, 0))
        self.refresh()

    def action_move(self, delta: int) -> None:
        if self.cards:
            self.cursor = (self.cursor + delta) % len(self.cards)
            self.refresh()

    def action_choose(self) -> None:
        if self.cards:
            self.post_message(self.Chosen(self, self.cursor, self.cards[self.cursor]))

    def render(self) -> Text:
        if not self.cards:
            return Text(self.empty, style="italic")
        row = layout(len(self.cards), self.cursor, self.size.width or CARD_WIDTH * 3)
        cursor_style = self.get_component_rich_style("card--cursor", partial=True)
        dim_style = self.get_component_rich_style("card--dim", partial=True)
        columns: list[list[Text]] = []
        for placed in row.placements:
            face = self.cards[placed.index]
            focused = self.has_focus and placed.index == self.cursor
            style = Style()
            if face.dim:
                style += dim_style
            if placed.index == self.cursor and self.has_focus:
                style += cursor_style
            drawn = render_card(face, placed.drawn, focused=focused)
            columns.append([Text().append(line, style) for line in drawn])
        lines = join_cards(CARD_HEIGHT, columns, row, CARD_HEIGHT // 2)
        return Text("\n", no_wrap=True, overflow="crop").join(lines)

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
