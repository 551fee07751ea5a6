"""A row of cards that fits any width: cards side by side when there is room, overlapping
(each covered card keeping its left edge) when there is not, and a window around the cursor
when even that is too wide. Pure arithmetic, for any game's hand or market row.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Placement:
    """Where a card of a row is drawn: index in display order, column, visible width."""

    index: int
    x: int
    width: int


def card_row(
    count: int, cursor: int, width: int, *, card_width: int, min_stride: int = 4
) -> list[Placement]:
    """Place `count` cards of `card_width` columns in `width` columns, the cursor card whole.

    Cards get one column of gap when there is room; otherwise they overlap and a covered card keeps
    only its left part (at least `min_stride` columns). The last card is whole too when it fits.
    When even that is too wide, a window of cards around the cursor is shown.
    """
    if count == 0:
        return []
    cursor = min(max(cursor, 0), count - 1)

    def widths(stride: int, lo: int, hi: int) -> list[int]:
        out = []
        for i in range(lo, hi + 1):
            if i == hi:
                out.append(card_width)
            elif stride >= card_width:
                out.append(stride)
            elif i == cursor:
                out.append(card_width)
            else:
                out.append(stride)
        return out

    def place(stride: int, lo: int, hi: int) -> list[Placement]:
        x = 0
        placed = []
        for i, w in zip(range(lo, hi + 1), widths(stride, lo, hi), strict=True):
            placed.append(Placement(i, x, w))
            x += w
        return placed

    for stride in range(card_width + 1, min_stride - 1, -1):
        if sum(widths(stride, 0, count - 1)) <= width:
            return place(stride, 0, count - 1)
    # Too narrow for every card: grow a window around the cursor, nearer cards first.
    lo = hi = cursor
    grew = True
    while grew:
        grew = False
        for new_lo, new_hi in ((lo, hi + 1), (lo - 1, hi)):
            if new_lo >= 0 and new_hi < count and sum(widths(min_stride, new_lo, new_hi)) <= width:
                lo, hi, grew = new_lo, new_hi, True
    return place(min_stride, lo, hi)
