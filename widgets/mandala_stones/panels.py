"""The Mandala Stones widgets: the main board, the Mandala spiral, the player boards and the
list of choices. They draw a `view` (see `draw`) and decide nothing: the choice list carries
move notation that the screen submits, and the rules say whether it is legal."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.geometry import Region
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from widgets.common.pieces import Piece, PieceLines, StripStore
from widgets.common.styles import text_key
from widgets.mandala_stones.draw import (
    BOARD_LEGEND,
    RULES_LINE,
    board_cells,
    mandala_summary,
    objective_lines,
    preview_cells,
    seat_lines,
    spiral_lines,
    towers_header,
    upcoming,
)

View = Mapping[str, Any]


def _join(lines: Sequence[Text]) -> Text:
    return Text("\n").join(lines)


class TextBox(Widget):
    """A fixed-size box of text: redrawing it never changes the layout, so the preview can
    follow the cursor through the choices cheaply.

    Each line is a piece (`widgets.common.pieces`) whose strips are kept between frames, and
    only the lines that changed are repainted: a cursor key that moves the board's preview
    turns a few rows into strips again, not the whole board.
    """

    DEFAULT_CSS = """
    TextBox { height: 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lines: list[Text] = [Text()]
        self._keys: list[Hashable] = [text_key(Text())]
        self._strips: StripStore = {}
        # No links here: Textual need not look for link styles in the strips.
        self.auto_links = False

    def set_text(self, text: Text | str) -> None:
        text = Text(text) if isinstance(text, str) else text
        self.set_lines(list(text.split("\n", allow_blank=True)))

    def set_lines(self, lines: list[Text]) -> None:
        """Show these lines; a repaint of the lines that changed, if any."""
        keys = [text_key(line) for line in lines]
        if keys == self._keys:
            return
        width = self.size.width
        same_count = self.is_mounted and len(keys) == len(self._keys)
        changed = [
            Region(0, y, width, 1)
            for y, (old, new) in enumerate(zip(self._keys, keys, strict=False))
            if old != new
        ]
        self._lines, self._keys = lines, keys
        if same_count and changed:
            self.refresh(*changed)
        else:
            self.refresh()

    @property
    def text(self) -> Text:
        """All the lines as one Text."""
        return Text("\n").join(self._lines)

    def render(self) -> Text | PieceLines:
        width = self.size.width
        if not width or any(line.cell_len > width for line in self._lines):
            return self.text  # a line wraps: Textual draws the whole text
        pieces = [[Piece(line, key)] for line, key in zip(self._lines, self._keys, strict=True)]
        return PieceLines(pieces, width, self._strips)


class MainBoard(TextBox):
    """The 7 x 7 main board; `preview` marks what a highlighted pick would take."""

    DEFAULT_CSS = """
    MainBoard { width: 35; height: 7; }
    MainBoard.-legend { height: 8; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._base: tuple[View, bool, list[list[Text]], list[Text]] | None = None
        """The view and the colours flag, and the board drawn for them without a preview: its
        cells and its rows."""

    def show(
        self, view: View, preview: Mapping[str, Any] | None = None, *, colours: bool = False
    ) -> None:
        # The board without a preview is kept for the view: a cursor key that moves the preview
        # draws again the rows of the few cells it marks (the stones taken, where the artist
        # goes and the space it leaves).
        base = self._base
        if base is None or base[0] is not view or base[1] != colours:
            cells = board_cells(view, colours=colours)
            base = self._base = (view, colours, cells, [_row(row) for row in cells])
        lines = list(base[3])
        if preview:
            marked: dict[int, list[Text]] = {}
            for (row, col), cell in preview_cells(view, preview, colours=colours).items():
                marked.setdefault(row, list(base[2][row]))[col] = cell
            for row, row_cells in marked.items():
                lines[row] = _row(row_cells)
        legend = self.app.size.height >= 30
        self.set_class(legend, "-legend")
        if legend:
            lines.append(Text(BOARD_LEGEND, style="dim"))
        self.set_lines(lines)


def _row(cells: Sequence[Text]) -> Text:
    line = Text()
    for cell in cells:
        line.append_text(cell)
    return line


class Spiral(Static):
    """The Mandala: the whole 10 x 10 spiral when `full`, else a two-line strip."""

    DEFAULT_CSS = """
    Spiral { width: auto; height: auto; }
    """

    def show(self, view: View, *, full: bool) -> None:
        lines = [Text(mandala_summary(view), style="bold")]
        if full:
            lines.extend(spiral_lines(view))
        else:
            lines.append(upcoming(view))
        self.update(_join(lines))

    def show_grid(self, view: View) -> None:
        """The whole spiral without its summary line (beside a strip that has it)."""
        self.update(_join(spiral_lines(view)))


class SeatBoards(Static):
    """Every seat's towers, bottom to top, with what a SCORE would earn now."""

    DEFAULT_CSS = """
    SeatBoards { width: auto; height: auto; }
    """

    def show(self, view: View, *, rules_line: bool = False) -> None:
        lines = [towers_header()]
        if rules_line:
            lines.append(Text(RULES_LINE, style="dim"))
        current = view.get("current")
        for seat in range(len(view["seats"])):
            lines.extend(
                seat_lines(view, seat, active=seat == current, start=seat == view.get("start"))
            )
        self.update(_join(lines))


class Objectives(Static):
    """The viewer's own objective cards (nothing for a spectator)."""

    DEFAULT_CSS = """
    Objectives { width: 1fr; height: auto; }
    """

    def show(self, view: View, *, details: bool = False) -> None:
        cards = view.get("my_objectives")
        if not cards:
            self.update("")
            return
        lines = objective_lines(cards)
        if details:
            lines.extend(Text(f"  {c['id']}: {c['text']}", style="dim") for c in cards)
        self.update(_join(lines))


class ChoiceList(OptionList):
    """The moves on offer, each an option whose id is its notation."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("j", "cursor_down", "Down", show=False),
        Binding("k", "cursor_up", "Up", show=False),
    ]

    follow: Callable[[str | None], None] | None = None
    """Called at once with the notation of each newly highlighted choice. The
    `OptionHighlighted` message comes too, but a frame may be drawn before it arrives: a
    preview drawn from here shows in the same frame as the moved highlight."""

    highlighted: reactive[int | None] = reactive(None, repaint=False)
    """As OptionList's, but a move of the highlight repaints only the two options it leaves and
    reaches (OptionList repaints every row of the list), unless the list scrolls."""

    _was_highlighted: int | None = None

    def watch_highlighted(self, highlighted: int | None) -> None:
        scrolled = self.scroll_offset
        super().watch_highlighted(highlighted)
        if self.scroll_offset != scrolled:
            self.refresh()
        else:
            for index in (self._was_highlighted, highlighted):
                self._refresh_option(index)
        self._was_highlighted = highlighted
        if self.follow is not None and highlighted is not None:
            option = self.get_option_at_index(highlighted)
            if not option.disabled:
                self.follow(option.id)

    def _refresh_option(self, index: int | None) -> None:
        # OptionList's own (private) map of options to lines: the rows of that option.
        if index is None:
            return
        try:
            line, height = self._index_to_line[index], self._heights[index]
        except KeyError:
            self.refresh()  # not laid out yet: every row
            return
        self.refresh_lines(line, height)

    def show(self, choices: Sequence[tuple[str | None, str]]) -> None:
        """`choices`: (notation, label); a None notation is a heading that cannot be chosen."""
        keep = self.highlighted_option.id if self.highlighted_option else None
        self.clear_options()
        options = [
            Option(label, id=notation, disabled=notation is None) for notation, label in choices
        ]
        self.add_options(options)
        ids = [o.id for o in options]
        if keep is not None and keep in ids:
            self.highlighted = ids.index(keep)
        else:
            first = next((i for i, o in enumerate(options) if not o.disabled), None)
            self.highlighted = first

    def jump_to(self, prefix: str) -> bool:
        """Highlight the first option whose notation starts with `prefix`."""
        for i in range(self.option_count):
            option = self.get_option_at_index(i)
            if option.id and option.id.startswith(prefix):
                self.highlighted = i
                return True
        return False
