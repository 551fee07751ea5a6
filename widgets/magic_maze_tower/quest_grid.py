"""The Magic Maze Tower board: one quest (a card or an assembled epic) drawn from a view.

Every cell is three columns wide and sits between one-column vertical edges and one-row
horizontal edges, so the board of a W × H quest takes 4W + 1 columns and 2H + 1 rows, plus the
column letters above and the row numbers to the left. Spec §6.4 decides the look; colour never
carries meaning alone:

* pawns: hero letter, hero symbol (axe ⚒, bow ➶, sword †, vial ⚗, spiral @) and a third
  character — the claiming seat as a superscript digit, else a lowercase mark of the space
  under the pawn (k key, l ladder, i invocation, r rotation, s sliding, a armory);
* spaces: `K1` key, `L` ladder, `T` trap, `I` invocation, `R` rotation, `S` sliding, `Xd` exit
  of a hero (`X*` shared), `Ad` armory; a fully illustrated area is shaded;
* edges: walls `─ │`, double walls `═ ║`, narrow passages `o`, air currents as arrows, doors as
  their number — closed `━1━` / `1` on a reversed background, open `╴①╶` / `①`;
* epics: card seams are drawn as one board, each card's letter sits on its north-west corner
  (reversed while it may turn or slide), and every rim connector that does not meet an opening
  shows a small triangle pointing out of its card.

A board larger than its scrolling pane keeps its labels in sight: once the pane is scrolled,
the letters row is drawn over the top visible line and the row numbers over the two left
visible columns (`render_line`, after the rows' kept strips, so `render` is the same board
whatever the scroll).

The widget holds no rules: it draws the plain view mapping of `MazeState.view` plus a few marks
from the screen (selected pawns, highlighted cells), and posts `SeatKey` when a key of the
keymap the screen gave it is pressed, and `CellClicked` on a click.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from games.magic_maze_tower import cell_name as board_cell_name
from games.magic_maze_tower import parse_cell_name
from widgets.common.pieces import Piece, PieceLines, StripStore, piece_strip
from widgets.common.styles import ComponentStyles, text_key

HERO_SYMBOLS: dict[str, str] = {"d": "⚒", "e": "➶", "b": "†", "m": "⚗", "s": "@"}
"""The icon of each hero (spec §2.2: axe, bow, sword, vial, spiral) as one terminal column."""

SEAT_MARKS = "¹²³⁴"
"""A claimed pawn carries its seat's number (seat 1 → ¹)."""

UNDER_MARKS: dict[str, str] = {"K": "k", "L": "l", "I": "i", "R": "r", "S": "s", "A": "a"}
"""What lies under a pawn, by the first letter of the space's token."""

OPEN_DOOR = "①②③④⑤"
CONNECTOR_MARKS: dict[str, str] = {"N": "▴", "E": "▸", "S": "▾", "W": "◂"}
AIR_MARKS: dict[str, str] = {"air_n": "↑", "air_e": "→", "air_s": "↓", "air_w": "←"}
SOLID = "░"
SEAM_H = "┄"
SEAM_V = "┆"
TARGET = "◆"
KEPT_ROWS = 1024
"""Row texts kept before the store starts again (a quest's rows in every mark state)."""
LABEL_WIDTH = 2
"""Row numbers, up to 18, right-aligned before the west wall."""

# Box-drawing junctions by the arms (up, down, left, right) that carry a line; the second key
# is the (vertical, horizontal) line style, 1 single and 2 double. Mixed junctions exist only
# when each axis has a single style; otherwise the double axis falls back to single.
_ARMS: dict[tuple[bool, bool, bool, bool], str] = {
    (True, True, True, True): "┼",
    (False, True, True, True): "┬",
    (True, False, True, True): "┴",
    (True, True, False, True): "├",
    (True, True, True, False): "┤",
    (False, True, False, True): "┌",
    (False, True, True, False): "┐",
    (True, False, False, True): "└",
    (True, False, True, False): "┘",
    (True, True, False, False): "│",
    (False, False, True, True): "─",
    (True, False, False, False): "╵",
    (False, True, False, False): "╷",
    (False, False, True, False): "╴",
    (False, False, False, True): "╶",
}
_DOUBLE: dict[tuple[bool, bool, bool, bool], str] = {
    (True, True, True, True): "╬",
    (False, True, True, True): "╦",
    (True, False, True, True): "╩",
    (True, True, False, True): "╠",
    (True, True, True, False): "╣",
    (False, True, False, True): "╔",
    (False, True, True, False): "╗",
    (True, False, False, True): "╚",
    (True, False, True, False): "╝",
    (True, True, False, False): "║",
    (False, False, True, True): "═",
    (True, False, False, False): "║",
    (False, True, False, False): "║",
    (False, False, True, False): "═",
    (False, False, False, True): "═",
}
_V_DOUBLE: dict[tuple[bool, bool, bool, bool], str] = {
    (True, True, True, True): "╫",
    (False, True, True, True): "╥",
    (True, False, True, True): "╨",
    (True, True, False, True): "╟",
    (True, True, True, False): "╢",
    (False, True, False, True): "╓",
    (False, True, True, False): "╖",
    (True, False, False, True): "╙",
    (True, False, True, False): "╜",
}
_H_DOUBLE: dict[tuple[bool, bool, bool, bool], str] = {
    (True, True, True, True): "╪",
    (False, True, True, True): "╤",
    (True, False, True, True): "╧",
    (True, True, False, True): "╞",
    (True, True, True, False): "╡",
    (False, True, False, True): "╒",
    (False, True, True, False): "╕",
    (True, False, False, True): "╘",
    (True, False, True, False): "╛",
}


def junction(up: int, down: int, left: int, right: int) -> str:
    """The corner character for arms given as 0 (none), 1 (single line) or 2 (double)."""
    arms = (bool(up), bool(down), bool(left), bool(right))
    if not any(arms):
        return " "
    vertical = {s for s in (up, down) if s}
    horizontal = {s for s in (left, right) if s}
    v_double = vertical == {2}
    h_double = horizontal == {2}
    if (v_double or not vertical) and (h_double or not horizontal):
        return _DOUBLE[arms]
    if v_double and arms in _V_DOUBLE:
        return _V_DOUBLE[arms]
    if h_double and arms in _H_DOUBLE:
        return _H_DOUBLE[arms]
    return _ARMS[arms]


# Cell names are the game's notation (`a1` is the north-west corner): the engine's, not a copy.
cell_name = board_cell_name
parse_cell = parse_cell_name


@dataclass(frozen=True)
class GridMarks:
    """What the screen adds to the view: selections and highlighted cells."""

    selected: frozenset[str] = frozenset()
    """Hero letters selected by a seat (drawn reversed)."""
    highlights: Mapping[str, str] = field(default_factory=dict)
    """Cell name -> "from" or "to": the two ends of a hinted or previewed action."""


_RowKey = tuple[tuple[str, str, Style | None], ...]
"""A row of the drawing by its chunks (text, component, extra style)."""


@dataclass
class _Chunk:
    text: str
    style: str = ""
    """A component name (without the `quest-grid--` prefix), or "" for plain text."""
    extra: Style | None = None


class QuestGrid(Widget, can_focus=True):
    """The board of one quest. Feed it with `show(view, marks)`."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "quest-grid--label",
        "quest-grid--wall",
        "quest-grid--solid",
        "quest-grid--seam",
        "quest-grid--door-closed",
        "quest-grid--door-open",
        "quest-grid--air",
        "quest-grid--narrow",
        "quest-grid--connector",
        "quest-grid--card",
        "quest-grid--card-active",
        "quest-grid--token",
        "quest-grid--trap",
        "quest-grid--locked",
        "quest-grid--under",
        "quest-grid--selected",
        "quest-grid--from",
        "quest-grid--to",
        "quest-grid--hero-d",
        "quest-grid--hero-e",
        "quest-grid--hero-b",
        "quest-grid--hero-m",
        "quest-grid--hero-s",
    }
    # Hero colours follow the boxed game (spec §2.2) with named colours, not theme variables:
    # they are the heroes' own colours in every theme. Letters and symbols carry the meaning.
    DEFAULT_CSS = """
    QuestGrid {
        width: auto;
        height: auto;
        & > .quest-grid--label { color: $text-muted; }
        & > .quest-grid--wall { color: $foreground; }
        & > .quest-grid--solid { color: $foreground-darken-3; }
        & > .quest-grid--seam { color: $text-muted; }
        & > .quest-grid--door-closed { color: $text-error; text-style: bold reverse; }
        & > .quest-grid--door-open { color: $text-success; text-style: bold; }
        & > .quest-grid--air { color: $text-accent; text-style: bold; }
        & > .quest-grid--narrow { color: $text-warning; text-style: bold; }
        & > .quest-grid--connector { color: $text-accent; }
        & > .quest-grid--card { color: $text-primary; text-style: bold; }
        & > .quest-grid--card-active { color: $text-primary; text-style: bold reverse; }
        & > .quest-grid--token { color: $text; text-style: bold; }
        & > .quest-grid--trap { color: $text-error; text-style: bold; }
        & > .quest-grid--locked { text-style: dim; }
        & > .quest-grid--under { text-style: dim; }
        & > .quest-grid--selected { text-style: reverse; }
        & > .quest-grid--from { text-style: underline; }
        & > .quest-grid--to { text-style: bold reverse; }
        & > .quest-grid--hero-d { color: darkorange; text-style: bold; }
        & > .quest-grid--hero-e { color: limegreen; text-style: bold; }
        & > .quest-grid--hero-b { color: gold; text-style: bold; }
        & > .quest-grid--hero-m { color: orchid; text-style: bold; }
        & > .quest-grid--hero-s { color: deepskyblue; text-style: bold; }
    }
    QuestGrid:focus {
        background-tint: $foreground 4%;
    }
    """

    class SeatKey(Message):
        """A key of the screen's keymap was pressed: `seat` (or -1, the seat on move) and its
        role (`select`, `dir1`, `dir2`, `N`, `E`, `S`, `W`, `ability`, `stare`, `point`,
        `release`)."""

        def __init__(self, seat: int, role: str, key: str) -> None:
            super().__init__()
            self.seat = seat
            self.role = role
            self.key = key

    class CellClicked(Message):
        def __init__(self, cell: str) -> None:
            super().__init__()
            self.cell = cell

    def __init__(
        self,
        view: Mapping[str, Any] | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._view: Mapping[str, Any] | None = view
        self._marks = GridMarks()
        self.keymap: dict[str, tuple[int, str]] = {}
        """Key name -> (seat, role); the screen sets it (key clusters, spec §6.3)."""
        self._strips: StripStore = {}
        """The rows' strips kept between frames (see `render`)."""
        self._texts: dict[_RowKey, Text] = {}
        """Each row's Text by its chunks (cleared when the components' styles change)."""
        self._unmarked: tuple[Mapping[str, Any], list[list[_Chunk]]] | None = None
        """The drawing of the view on show without the marks."""
        self._drawing: tuple[Mapping[str, Any], GridMarks, list[list[_Chunk]]] | None = None
        """The latest drawing: view, marks and lines."""
        self._shown: list[_RowKey] | None = None
        """The rows drawn or to be drawn by the repaint asked for (None: every row)."""
        self._components = ComponentStyles(self)
        self._pin = (0, 0)
        """Where the labels are drawn over the board: the pane's scroll into the grid (x, y)."""
        self._labels: StripStore = {}
        """The row numbers and blanks drawn over the board when scrolled."""
        # No links on the board: Textual need not look for link styles in its strips.
        self.auto_links = False

    # -- data in ---------------------------------------------------------------------------

    def show(self, view: Mapping[str, Any], marks: GridMarks | None = None) -> None:
        marks = marks or GridMarks()
        if view is self._view and marks == self._marks:
            return
        # The grid's size follows the board's: a key that moves no wall only repaints, and only
        # the rows it changed (a selection or a preview touches a row or two).
        before = self._board_size()
        shown = self._shown
        self._view = view
        self._marks = marks
        if self._board_size() != before or shown is None or not self.is_mounted:
            self._shown = None
            self.refresh(layout=self._board_size() != before)
            return
        width = self.size.width
        rows = self._shown = self._row_keys(self.board_lines(view))
        changed = [
            Region(0, y, width, 1)
            for y, (old, new) in enumerate(zip(shown, rows, strict=True))
            if old != new
        ]
        if changed:
            self.refresh(*changed)

    @property
    def view(self) -> Mapping[str, Any] | None:
        return self._view

    @property
    def marks(self) -> GridMarks:
        return self._marks

    # -- geometry --------------------------------------------------------------------------

    def _board_size(self) -> tuple[int, int]:
        view = self._view
        if view is None:
            return 0, 0
        return int(view.get("width", 0)), int(view.get("height", 0))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        width, _ = self._board_size()
        return LABEL_WIDTH + 4 * width + 1 if width else 1

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        _, height = self._board_size()
        return 2 + 2 * height if height else 1

    def cell_region(self, cell: str) -> Region | None:
        """Where a cell (with its edges) is drawn, in the widget's own coordinates."""
        at = parse_cell(cell)
        width, height = self._board_size()
        if at is None or not (0 <= at[0] < width and 0 <= at[1] < height):
            return None
        x, y = at
        return Region(LABEL_WIDTH + 4 * x, 1 + 2 * y, 5, 3)

    def cell_at(self, x: int, y: int) -> str | None:
        """The cell drawn at widget coordinates (x, y), if any (none under the pinned labels)."""
        width, height = self._board_size()
        px, py = self._pin
        if (py and y == py) or (px and px <= x < px + LABEL_WIDTH):
            return None
        cx, cy = (x - LABEL_WIDTH - 1) // 4, (y - 2) // 2
        if x < LABEL_WIDTH + 1 or y < 2 or (y - 2) % 2 or (x - LABEL_WIDTH - 1) % 4 == 3:
            return None
        if 0 <= cx < width and 0 <= cy < height:
            return cell_name(cx, cy)
        return None

    # -- labels in sight --------------------------------------------------------------------

    def on_mount(self) -> None:
        # The pane's scroll moves no row of the grid: only the lines the labels cover change.
        parent = self.parent
        if isinstance(parent, Widget):
            self.watch(parent, "scroll_x", self._scrolled, init=False)
            self.watch(parent, "scroll_y", self._scrolled, init=False)
            self._scrolled()

    def _scrolled(self) -> None:
        pin = self._pin_at()
        if pin != self._pin:
            self._pin = pin
            self.refresh()

    def _pin_at(self) -> tuple[int, int]:
        """The first visible column and line of the grid when its pane is scrolled into it."""
        parent = self.parent
        if not isinstance(parent, Widget):
            return 0, 0
        offset = parent.scroll_offset - self.virtual_region.offset
        width, height = self.size
        x = min(max(0, offset.x), max(0, width - LABEL_WIDTH))
        y = min(max(0, offset.y), max(0, height - 1))
        return x, y

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        px, py = self._pin
        if not (px or py) or self._view is None:
            return line
        if py and y == py:
            line = super().render_line(0)
        if px and px + LABEL_WIDTH <= line.cell_length:
            label = self._label_strip(px, y, "" if y == py else self._row_label(y))
            line = Strip.join([line.crop(0, px), label, line.crop(px + LABEL_WIDTH)])
        return line

    def _row_label(self, y: int) -> str:
        """The row number of line y, or "" on the letters row and the edge rows."""
        _, height = self._board_size()
        row, rest = divmod(y - 2, 2)
        return f"{row + 1:>{LABEL_WIDTH}}" if y >= 2 and not rest and row < height else ""

    def _label_strip(self, x: int, y: int, label: str) -> Strip:
        # Drawn as the row's own label is (a `label` span on the widget's base style).
        style = self.visual_style
        key = (label, x, y, style)
        strip = self._labels.get(key)
        if strip is None:
            if len(self._labels) > KEPT_ROWS:
                self._labels.clear()
            text = Text(label or " " * LABEL_WIDTH, no_wrap=True, end="")
            if label:
                text.stylize(self._components("quest-grid--label"))
            strip = self._labels[key] = piece_strip(text, x, y, style, self._get_style)
        return strip

    # -- input -----------------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        found = self.keymap.get(event.key)
        if found is None:
            return
        event.stop()
        event.prevent_default()
        self.post_message(self.SeatKey(found[0], found[1], event.key))

    def on_click(self, event: events.Click) -> None:
        cell = self.cell_at(event.x, event.y)
        if cell is not None:
            self.post_message(self.CellClicked(cell))

    # -- drawing ---------------------------------------------------------------------------

    def render(self) -> Text | PieceLines:
        view = self._view
        if view is None:
            return Text("")
        rows = self._rows(view)
        width = self.size.width
        if not width:
            return Text("\n", no_wrap=True, end="").join(rows)
        # Each row is a piece kept between frames: Tab or a preview changes a row or two of the
        # board, and only those become strips again (the same cells as the whole Text).
        return PieceLines([[Piece(row, text_key(row))] for row in rows], width, self._strips)

    def _rows(self, view: Mapping[str, Any]) -> list[Text]:
        if len(self._texts) > KEPT_ROWS:
            self._texts.clear()
        rows: list[Text] = []
        lines = self.board_lines(view)
        keys = self._shown = self._row_keys(lines)
        for line, key in zip(lines, keys, strict=True):
            row = self._texts.get(key)
            if row is None:
                row = self._texts[key] = self._row_text(line)
            rows.append(row)
        return rows

    @staticmethod
    def _row_keys(lines: list[list[_Chunk]]) -> list[_RowKey]:
        return [tuple((chunk.text, chunk.style, chunk.extra) for chunk in line) for line in lines]

    def _row_text(self, line: list[_Chunk]) -> Text:
        row = Text(no_wrap=True, end="")
        # Neighbouring chunks of one style go in as one span: every span costs when a row
        # becomes strips.
        run: list[str] = []
        run_style: Style | str = ""
        for chunk in line:
            style: Style | None = None
            if chunk.style:
                style = self._components(f"quest-grid--{chunk.style}")
            if chunk.extra is not None:
                style = chunk.extra if style is None else style + chunk.extra
            if (style or "") != run_style:
                if run:
                    row.append("".join(run), style=run_style)
                run, run_style = [], style or ""
            run.append(chunk.text)
        if run:
            row.append("".join(run), style=run_style)
        return row

    def notify_style_update(self) -> None:
        # A theme or focus change restyles the components: the kept rows are drawn again.
        self._texts.clear()
        self._labels.clear()
        self._components.clear()
        super().notify_style_update()

    def plain_lines(self) -> list[str]:
        """The board as plain text lines (what a NO_COLOR terminal shows)."""
        if self._view is None:
            return []
        return ["".join(c.text for c in line) for line in self.board_lines(self._view)]

    def board_lines(self, view: Mapping[str, Any]) -> list[list[_Chunk]]:
        marks = self._marks
        drawn = self._drawing
        if drawn is not None and drawn[0] is view and drawn[1] == marks:
            return list(drawn[2])
        # The marks (selections, highlights) touch a few cell rows: the rest of the drawing is
        # kept for the view, so a key that only moves a mark draws those rows alone.
        if self._unmarked is None or self._unmarked[0] is not view:
            self._unmarked = (view, _Drawing(view, GridMarks()).lines())
        lines = list(self._unmarked[1])
        if marks.selected or marks.highlights:
            drawing = _Drawing(view, marks)
            for row in drawing.marked_rows():
                lines[2 + 2 * row] = drawing.cell_row(row)
        self._drawing = (view, marks, lines)
        return list(lines)


class _Drawing:
    """One drawing of a view: the cell and edge tables, then line by line."""

    def __init__(self, view: Mapping[str, Any], marks: GridMarks) -> None:
        self.view = view
        self.marks = marks
        self.w = int(view.get("width", 0))
        self.h = int(view.get("height", 0))
        self.cells: list[list[str]] = [list(row) for row in view.get("cells", [])]
        self.h_edges: list[list[str]] = [list(row) for row in view.get("h_edges", [])]
        self.v_edges: list[list[str]] = [list(row) for row in view.get("v_edges", [])]
        self.doors: Mapping[str, bool] = view.get("doors") or {}
        self.exits_unlocked = bool(view.get("exits_unlocked", True))
        self.pawns: dict[tuple[int, int], Mapping[str, Any]] = {}
        for pawn in view.get("pawns") or []:
            at = parse_cell(str(pawn.get("cell") or ""))
            if at is not None and not pawn.get("out"):
                self.pawns[at] = pawn
        self.connectors: set[tuple[int, int, str]] = set()
        for conn in view.get("connectors") or []:
            at = parse_cell(str(conn.get("cell", "")))
            if at is not None:
                self.connectors.add((at[0], at[1], str(conn.get("side", ""))))
        self.cards: dict[tuple[int, int], Mapping[str, Any]] = {}
        self.card_size = 0
        for card in view.get("cards") or []:
            at = parse_cell(str(card.get("origin", "")))
            if at is not None:
                self.cards[at] = card
                self.card_size = int(card.get("size", 0))
        self.highlights = {
            at: kind
            for name, kind in marks.highlights.items()
            if (at := parse_cell(name)) is not None
        }

    # -- what is where -----------------------------------------------------------------------

    def kind(self, x: int, y: int) -> str:
        """'floor', 'solid' or 'none' (outside the board or the empty slot of an epic)."""
        if not (0 <= x < self.w and 0 <= y < self.h):
            return "none"
        token = self.cells[y][x]
        if token == "":
            return "none"
        return "solid" if token == "##" else "floor"

    def seam_x(self, x: int) -> bool:
        return self.card_size > 0 and 0 < x < self.w and x % self.card_size == 0

    def seam_y(self, y: int) -> bool:
        return self.card_size > 0 and 0 < y < self.h and y % self.card_size == 0

    def h_code(self, row: int, col: int) -> str:
        """How the edge above cell (col, row) is drawn: an edge name, 'fill', 'blank' or 'line'."""
        a, b = self.kind(col, row - 1), self.kind(col, row)
        code = self.h_edges[row][col] if 0 <= row <= self.h and 0 <= col < self.w else "open"
        return self._edge_look(a, b, code)

    def v_code(self, row: int, col: int) -> str:
        """How the edge left of cell (col, row) is drawn."""
        a, b = self.kind(col - 1, row), self.kind(col, row)
        code = self.v_edges[row][col] if 0 <= row < self.h and 0 <= col <= self.w else "open"
        return self._edge_look(a, b, code)

    @staticmethod
    def _edge_look(a: str, b: str, code: str) -> str:
        if a == "floor" and b == "floor":
            return code
        if a == "floor" or b == "floor":
            other = b if a == "floor" else a
            # An open edge onto an illustrated area is no way at all: draw it as a wall.
            if other == "solid" and code == "open":
                return "wall"
            return code
        if a == "solid" and b == "solid":
            return "fill"
        if "solid" in (a, b):
            return "wall" if code in ("open", "fill") else code
        return "blank"

    @staticmethod
    def line_weight(look: str) -> int:
        if look == "double":
            return 2
        if look in ("wall", "narrow") or look.startswith("door"):
            return 1
        return 0

    # -- lines -----------------------------------------------------------------------------

    def marked_rows(self) -> set[int]:
        """The cell rows the marks change (only `cell` reads them)."""
        rows = {y for _, y in self.highlights}
        rows.update(
            y for (_, y), pawn in self.pawns.items() if pawn.get("hero") in self.marks.selected
        )
        return {y for y in rows if 0 <= y < self.h}

    def lines(self) -> list[list[_Chunk]]:
        """The header, then an edge row and a cell row (`cell_row(y)` is line 2 + 2y) each."""
        out: list[list[_Chunk]] = [self.header()]
        for row in range(self.h + 1):
            out.append(self.edge_row(row))
            if row < self.h:
                out.append(self.cell_row(row))
        return out

    def header(self) -> list[_Chunk]:
        chunks = [_Chunk(" " * (LABEL_WIDTH + 1))]
        columns = str(self.view.get("columns") or "")
        for x in range(self.w):
            letter = columns[x] if x < len(columns) else chr(ord("a") + x)
            chunks.append(_Chunk(f" {letter}  " if x < self.w - 1 else f" {letter} ", "label"))
        return chunks

    def edge_row(self, row: int) -> list[_Chunk]:
        chunks = [_Chunk(" " * LABEL_WIDTH)]
        for col in range(self.w + 1):
            chunks.append(self.corner(col, row))
            if col < self.w:
                chunks.append(self.h_edge(row, col))
        return chunks

    def cell_row(self, row: int) -> list[_Chunk]:
        chunks = [_Chunk(f"{row + 1:>{LABEL_WIDTH}}", "label")]
        for col in range(self.w + 1):
            chunks.append(self.v_edge(row, col))
            if col < self.w:
                chunks.append(self.cell(col, row))
        return chunks

    def corner(self, col: int, row: int) -> _Chunk:
        card = self.cards.get((col, row))
        if card is not None:
            active = bool(card.get("can_rotate")) or bool(card.get("can_slide"))
            return _Chunk(str(card.get("name", "?"))[:1], "card-active" if active else "card")
        up = self.line_weight(self.v_code(row - 1, col)) if row > 0 else 0
        down = self.line_weight(self.v_code(row, col)) if row < self.h else 0
        left = self.line_weight(self.h_code(row, col - 1)) if col > 0 else 0
        right = self.line_weight(self.h_code(row, col)) if col < self.w else 0
        char = junction(up, down, left, right)
        if char != " ":
            return _Chunk(char, "wall")
        around = [self.kind(col - 1, row - 1), self.kind(col, row - 1)]
        around += [self.kind(col - 1, row), self.kind(col, row)]
        on_x, on_y = self.seam_x(col), self.seam_y(row)
        if on_x or on_y:
            # Card borders stay visible across illustrated areas as dotted lines.
            if "floor" in around or (on_x and on_y):
                return _Chunk("·", "seam")
            return _Chunk(SEAM_H if on_y else SEAM_V, "seam")
        if all(k == "solid" for k in around):
            return _Chunk(SOLID, "solid")
        return _Chunk(" ")

    def h_edge(self, row: int, col: int) -> _Chunk:
        look = self.h_code(row, col)
        mark = self._connector(col, row - 1, "S", col, row, "N")
        if look == "fill":
            if self.seam_y(row):
                return _Chunk(SEAM_H * 3, "seam")
            return _Chunk(SOLID * 3, "solid")
        if look == "blank":
            return _Chunk(f" {mark} " if mark else "   ", "connector" if mark else "")
        if look == "wall":
            return _Chunk(f"─{mark}─" if mark else "───", "wall")
        if look == "double":
            return _Chunk(f"═{mark}═" if mark else "═══", "wall")
        if look == "narrow":
            return _Chunk("─o─", "narrow")
        if look.startswith("door"):
            number = look[4:]
            if self.doors.get(number):
                return _Chunk(f"╴{OPEN_DOOR[int(number) - 1]}╶", "door-open")
            return _Chunk(f"━{number}━", "door-closed")
        if look in AIR_MARKS:
            return _Chunk(f" {AIR_MARKS[look]} ", "air")
        if mark:
            return _Chunk(f" {mark} ", "connector")
        if self.seam_y(row):
            return _Chunk(" · ", "seam")
        return _Chunk("   ")

    def v_edge(self, row: int, col: int) -> _Chunk:
        look = self.v_code(row, col)
        mark = self._connector(col - 1, row, "E", col, row, "W")
        if look == "fill":
            if self.seam_x(col):
                return _Chunk(SEAM_V, "seam")
            return _Chunk(SOLID, "solid")
        if mark and look in ("blank", "wall", "double", "open"):
            return _Chunk(mark, "connector")
        if look == "blank":
            return _Chunk(" ")
        if look == "wall":
            return _Chunk("│", "wall")
        if look == "double":
            return _Chunk("║", "wall")
        if look == "narrow":
            return _Chunk("o", "narrow")
        if look.startswith("door"):
            number = look[4:]
            if self.doors.get(number):
                return _Chunk(OPEN_DOOR[int(number) - 1], "door-open")
            return _Chunk(number, "door-closed")
        if look in AIR_MARKS:
            return _Chunk(AIR_MARKS[look], "air")
        if self.seam_x(col):
            return _Chunk("·", "seam")
        return _Chunk(" ")

    def _connector(self, ax: int, ay: int, a_side: str, bx: int, by: int, b_side: str) -> str:
        """The mark of a rim opening on this edge that meets no opening on the other side."""
        a = (ax, ay, a_side) in self.connectors
        b = (bx, by, b_side) in self.connectors
        if a and b:
            return ""  # two openings face each other: a plain open way
        if a:
            return CONNECTOR_MARKS[a_side]
        if b:
            return CONNECTOR_MARKS[b_side]
        return ""

    def cell(self, x: int, y: int) -> _Chunk:
        kind = self.kind(x, y)
        if kind == "none":
            return _Chunk("   ")
        if kind == "solid":
            return _Chunk(SOLID * 3, "solid")
        highlight = self.highlights.get((x, y))
        pawn = self.pawns.get((x, y))
        token = self.cells[y][x]
        if pawn is not None:
            chunk = self.pawn(pawn, token)
        else:
            chunk = self.space(token)
            if highlight == "to" and chunk.text == "   ":
                chunk = _Chunk(f" {TARGET} ")
        if highlight:
            extra = Style(reverse=True, bold=True) if highlight == "to" else Style(underline=True)
            chunk.extra = extra if chunk.extra is None else chunk.extra + extra
        return chunk

    def pawn(self, pawn: Mapping[str, Any], token: str) -> _Chunk:
        hero = str(pawn.get("hero", "?"))
        claimed = pawn.get("claimed_by")
        if isinstance(claimed, int) and 0 <= claimed < len(SEAT_MARKS):
            third = SEAT_MARKS[claimed]
        else:
            third = UNDER_MARKS.get(token[:1], " ") if token not in ("..", "") else " "
        text = f"{hero.upper()}{HERO_SYMBOLS.get(hero, '?')}{third}"
        extra = Style(reverse=True) if hero in self.marks.selected else None
        return _Chunk(text, f"hero-{hero}" if hero in HERO_SYMBOLS else "token", extra)

    def space(self, token: str) -> _Chunk:
        if token == "..":
            return _Chunk("   ")
        head, tail = token[:1], token[1:2]
        if head == "K":
            return _Chunk(f"K{tail} ", "token")
        if head == "X":
            style = f"hero-{tail}" if tail in HERO_SYMBOLS else "token"
            locked = None if self.exits_unlocked else Style(dim=True)
            return _Chunk(f"X{tail} ", style, locked)
        if head == "A":
            style = f"hero-{tail}" if tail in HERO_SYMBOLS else "token"
            return _Chunk(f"A{tail} ", style)
        if head == "T":
            return _Chunk(" T ", "trap")
        if head in ("L", "I", "R", "S"):
            return _Chunk(f" {head} ", "token")
        return _Chunk(f"{token:<3}"[:3], "token")
