"""A row of cards that fits any width, for any game's hand or market row: the arithmetic, and
the joining of the cards' drawn lines into the row's lines.

Cards stand side by side, one column apart, when there is room; otherwise, in this order, they
get narrower (down to `min_width`, for cards whose text can be shortened), overlap (each covered
card keeping its left part, at least `min_stride` columns), and finally a window of cards
around the cursor is shown, with room left for a count of the cards left out on each side.
The cursor card is always whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

MARKS = 3
"""Columns kept for the count of cards left out on each side of a window ("‹12", "›3")."""


@dataclass(frozen=True)
class Placement:
    """Where a card of a row is drawn: index in display order, column, visible width (the card
    and the gap after it), and the width the card is drawn at."""

    index: int
    x: int
    width: int
    drawn: int = 0
    """The card's own width (below the row's card width only when cards were made narrower)."""


@dataclass(frozen=True)
class Row:
    """A placed row: the cards shown and how many are left out before and after them."""

    placements: list[Placement]
    left: int
    right: int


def card_row(
    count: int,
    cursor: int,
    width: int,
    *,
    card_width: int,
    min_stride: int = 4,
    min_width: int | None = None,
) -> list[Placement]:
    """Place `count` cards of `card_width` columns in `width` columns, the cursor card whole.

    Cards get one column of gap when there is room, narrower cards (down to `min_width`, default
    `card_width`) next; otherwise they overlap and a covered card keeps only its left part (at
    least `min_stride` columns; `min_stride` above the card width means never overlap). The last
    card is whole too when it fits. When even that is too wide, a window of cards around the
    cursor is shown.
    """
    if count == 0:
        return []
    cursor = min(max(cursor, 0), count - 1)
    for drawn in range(card_width, (card_width if min_width is None else min_width) - 1, -1):
        if count * (drawn + 1) - 1 <= width:
            return [
                Placement(i, i * (drawn + 1), drawn if i == count - 1 else drawn + 1, drawn)
                for i in range(count)
            ]

    def widths(stride: int, lo: int, hi: int) -> list[int]:
        out = []
        for i in range(lo, hi + 1):
            if i == hi:
                out.append(drawn)
            elif stride >= drawn:
                out.append(stride)
            elif i == cursor:
                out.append(drawn)
            else:
                out.append(stride)
        return out

    def place(stride: int, lo: int, hi: int) -> list[Placement]:
        x = 0
        placed = []
        for i, w in zip(range(lo, hi + 1), widths(stride, lo, hi), strict=True):
            placed.append(Placement(i, x, w, drawn))
            x += w
        return placed

    for stride in range(drawn, min_stride - 1, -1):
        if sum(widths(stride, 0, count - 1)) <= width:
            return place(stride, 0, count - 1)
    # Too narrow for every card: grow a window around the cursor, nearer cards first.
    stride = min(min_stride, drawn + 1)
    lo = hi = cursor
    grew = True
    while grew:
        grew = False
        for new_lo, new_hi in ((lo, hi + 1), (lo - 1, hi)):
            if new_lo >= 0 and new_hi < count and sum(widths(stride, new_lo, new_hi)) <= width:
                lo, hi, grew = new_lo, new_hi, True
    return place(stride, lo, hi)


def card_window(
    count: int,
    cursor: int,
    width: int,
    *,
    card_width: int,
    min_stride: int = 4,
    min_width: int | None = None,
) -> Row:
    """`card_row`, keeping room for the "‹n" and "›n" counts when not every card fits."""

    def placed(room: int) -> list[Placement]:
        return card_row(
            count, cursor, room, card_width=card_width, min_stride=min_stride, min_width=min_width
        )

    row = placed(width)
    if len(row) < count:
        row = placed(width - 2 * MARKS)
    if not row:
        return Row([], 0, 0)
    return Row(row, row[0].index, count - 1 - row[-1].index)


def fit_piece(piece: Text, width: int) -> Text:
    """A card's line cut or padded to `width` cells, as `join_cards` places it (a copy)."""
    # Slicing a Text divides all its spans: only a card drawn narrower needs it.
    piece = piece[:width] if len(piece) > width else piece.copy()
    piece.pad_right(width - piece.cell_len)
    return piece


def join_cards(
    height: int, columns: Sequence[Sequence[Text]], row: Row, mark_line: int
) -> list[Text]:
    """The `height` lines of a placed row: each card's column of lines (one per placement, in
    order) cut to its placement's width, and "‹n" / "›n" on `mark_line` for cards left out."""
    lines = [Text() for _ in range(height)]
    if row.left:
        lines[mark_line].append(f"‹{row.left}")
    offset = lines[mark_line].cell_len
    for line in lines:
        line.pad_right(offset - line.cell_len)
    for placement, column in zip(row.placements, columns, strict=True):
        for line, piece in zip(lines, column, strict=True):
            line.append_text(fit_piece(piece, placement.width))
    if row.right:
        lines[mark_line].append(f"›{row.right}")
    return lines
