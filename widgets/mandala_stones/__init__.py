"""Widgets that draw Mandala Stones: pure drawing in `draw`, Textual widgets in `panels`."""

from widgets.mandala_stones.panels import (
    ChoiceList,
    MainBoard,
    Objectives,
    SeatBoards,
    Spiral,
    TextBox,
)

__all__ = ["ChoiceList", "MainBoard", "Objectives", "SeatBoards", "Spiral", "TextBox"]
