"""A table read row by row (saved games, the campaign map)."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from textual.binding import Binding, BindingType
from textual.widgets import DataTable

CellType = TypeVar("CellType")


class RowTable(DataTable[CellType]):
    """`DataTable` with a row cursor where Home and End go to the first and the last row (in
    Textual they scroll sideways, which a table of rows never needs)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "scroll_top", "First row", show=False),
        Binding("end", "scroll_bottom", "Last row", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row")
