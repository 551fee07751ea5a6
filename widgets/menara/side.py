"""The whole Menara temple seen from the side, in ASCII: every level stacked over the ground.

Pure drawing from a Menara `view()` (plus the JSON of a floor preview as the ghost, and marks
for a candidate column), like temple.py. The table's x axis runs left to right, scaled to the
width available (at 80 columns a point may share a character with its neighbour; wider
terminals get up to two characters per point); the y axis is looked along, so floors of one
level that lie behind each other overlap in the picture.

    T  5 │      [==F07==]           the target level is marked T (empty levels up to it too;
                                     "T 18 ↑" on the first row when it is above the view)
         │       Y    R             columns standing on level 4 floors (capitals; supports bold)
       4 │  [====F03=====]          a floor: a slab with its id
         │  [::F12::]               the candidate floor (ghost), or ›Y‹ a candidate column
         │  [xxF06xx]               a floor a wobble brought down (with its columns, struck)
    ─────┴──────────── ground

When the rows do not suffice for a pillar row per level, each level takes one row and its
columns are drawn into the slab.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.widget import Widget

from widgets.common.pieces import Piece, PieceLines, StripStore

View = Mapping[str, Any]

LEFT = 6
"""Width of the level labels: 'T 12 │'."""


@dataclass
class Canvas:
    width: int
    height: int
    rows: list[list[tuple[str, str]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rows = [[(" ", "")] * self.width for _ in range(self.height)]

    def put(self, row: int, col: int, char: str, style: str = "") -> None:
        if 0 <= row < self.height and 0 <= col < self.width:
            self.rows[row][col] = (char, style)

    def write(self, row: int, col: int, text: str, style: str = "") -> None:
        for k, ch in enumerate(text):
            self.put(row, col + k, ch, style)

    def lines(self) -> list[str]:
        return ["".join(c for c, _ in r).rstrip() for r in self.rows]

    def runs(self) -> list[Run]:
        """Each row as its runs of one style: (text, style name) pairs. Equal runs draw equal
        rows (the widget keeps each row's strip by them)."""
        return [
            tuple(("".join(map(_char_of, group)), name) for name, group in groupby(r, _style_of))
            for r in self.rows
        ]

    def text(self, styles: Mapping[str, Style]) -> Text:
        # One span per run of a style, not one per character: every span costs when the text
        # becomes the widget's strips.
        out = Text(no_wrap=True, overflow="crop")
        for n, row in enumerate(self.runs()):
            if n:
                out.append("\n")
            for run, name in row:
                out.append(run, styles.get(name) or Style())
        return out


Run = tuple[tuple[str, str], ...]
_char_of, _style_of = itemgetter(0), itemgetter(1)


def run_text(row: Run, styles: Mapping[str, Style]) -> Text:
    """One row of the canvas as Text, as `Canvas.text` draws it."""
    out = Text(no_wrap=True, overflow="crop", end="")
    for run, name in row:
        out.append(run, styles.get(name) or Style())
    return out


@dataclass(frozen=True)
class Scale:
    """Table x (points) to a character column."""

    x0: float
    per_point: float
    left: int

    def col(self, x: float) -> int:
        return self.left + int((x - self.x0) * self.per_point + 0.5)


def _x_extent(view: View, ghost: View | None) -> tuple[int, int]:
    xs: list[int] = []
    for f in view.get("floors") or ():
        xs += [c[0] for c in f.get("cells") or ()]
    for f in (view.get("steady") or {}).get("fallen") or ():
        xs += [c[0] for c in f.get("cells") or ()]
    if ghost is not None:
        xs += [c[0] for c in ghost.get("cells") or ()]
    if not xs:
        return 0, 10
    return min(xs), max(xs) + 1


def _slab(
    canvas: Canvas, row: int, a: int, b: int, label: str, fill: str, style: str
) -> tuple[int, int, str, str] | None:
    """A floor from column a to b (inclusive); returns where its id goes (drawn last, so the
    columns drawn into a compact slab never hide it)."""
    if b <= a:
        b = a + 1
    canvas.put(row, a, "[", style)
    canvas.put(row, b, "]", style)
    for c in range(a + 1, b):
        canvas.put(row, c, fill, style)
    inner = b - a - 1
    if inner <= 0:
        return None
    text = label if inner >= len(label) else label[:inner]
    return row, a + 1 + (inner - len(text)) // 2, text, style + "-id"


def _cells_x(cells: Iterable[Sequence[int]]) -> tuple[int, int]:
    xs = [c[0] for c in cells]
    return min(xs), max(xs) + 1


def draw_side(
    view: View,
    width: int,
    height: int,
    *,
    ghost: View | None = None,
    marks: Sequence[Mapping[str, Any]] = (),
) -> Canvas:
    """The side view of the temple in a width x height canvas (see the module docstring)."""
    width, height = max(width, LEFT + 8), max(height, 3)
    floors = list(view.get("floors") or ())
    steady = view.get("steady") or {}
    fallen = list(steady.get("fallen") or ())
    target = int(view.get("target") or 0)
    levels = [int(f["level"]) for f in floors + fallen]
    if ghost is not None and ghost.get("cells"):
        levels.append(int(ghost.get("level") or 0))
    levels += [int(m.get("level") or 0) + 1 for m in marks]
    built = max([*levels, 0])
    top = max(built, target)
    tall = 2 * (top + 1) + 1 <= height  # a pillar row above every slab row
    per_level = 2 if tall else 1
    visible = min(top + 1, (height - 1) // per_level)  # the ground line takes the last row
    above = visible < top + 1 and target > built
    if above:
        # The target does not fit: the temple is what matters, so the levels are drawn from
        # the ground up (its top kept in view when even it is too tall; a pillar row per level
        # when the temple fits with them) and the first row says the target is higher.
        tall = 2 * (built + 1) + 2 <= height  # the columns get their rows if the temple fits
        per_level = 2 if tall else 1
        visible = min(top + 1, (height - 2) // per_level)
        top = max(built, visible - 1)
    low = top + 1 - visible  # the lowest level drawn (levels below it are cropped)
    canvas = Canvas(width, height)
    x0, x1 = _x_extent(view, ghost)
    per_point = min(2.0, (width - LEFT - 2) / max(1, x1 - x0))
    scale = Scale(x0, per_point, LEFT)

    ground = height - 1

    def slab_row(level: int) -> int:
        """Rows count up from the ground line at the bottom."""
        return ground - 1 - (level - low) * per_level

    def pillar_row(level: int) -> int:
        """The row of the columns standing on floors of `level` (compact: in the slab)."""
        return slab_row(level) - 1 if tall else slab_row(level)

    # labels and the ground
    for level in range(low, top + 1):
        row = slab_row(level)
        mark = "T" if level == target else " "
        canvas.write(row, 0, f"{mark}{level:>3} │", "target" if level == target else "label")
        if tall:
            canvas.write(row - 1, 0, "     │", "label")
    if above:
        canvas.write(0, 0, f"T{target:>3} ↑", "target")
        canvas.write(0, LEFT + 1, f"target level {target}, above the view", "label")
    canvas.write(ground, 0, "─" * (LEFT - 1) + "┴" + "─" * (width - LEFT), "ground")
    canvas.write(ground, width - 7, " ground", "label")

    def visible_level(level: int) -> bool:
        return low <= level <= top

    labels: list[tuple[int, int, str, str] | None] = []
    # floors and their columns
    for f in floors:
        level = int(f["level"])
        if not visible_level(level):
            continue
        a, b = _cells_x(f["cells"])
        labels.append(
            _slab(canvas, slab_row(level), scale.col(a), scale.col(b), str(f["id"]), "=", "floor")
        )
        for base in f.get("bases") or ():
            occupant = base.get("column") or ""
            if not occupant:
                continue
            style = "support" if base.get("supports") else "column"
            if base.get("kind") == "ruin" and occupant != "G":
                occupant = "/"  # a tilted column on a ruin base (§6.1.6): it carries nothing
            canvas.put(pillar_row(level), scale.col(base["x"]), occupant, style)
    # what a wobble brought down, where it stood
    for f in fallen:
        level = int(f["level"])
        if not visible_level(level):
            continue
        a, b = _cells_x(f["cells"])
        labels.append(
            _slab(canvas, slab_row(level), scale.col(a), scale.col(b), str(f["id"]), "x", "fallen")
        )
        for c in f.get("columns") or ():
            canvas.put(pillar_row(level), scale.col(c["x"]), str(c["column"]).lower(), "fallen")
    # the candidate floor and the candidate column
    if ghost is not None and ghost.get("cells"):
        level = int(ghost.get("level") or 0)
        if visible_level(level):
            a, b = _cells_x(ghost["cells"])
            style = "ghost" if ghost.get("legal", True) else "bad"
            label = str(ghost.get("placement", "")).split(" ")[0] or "new"
            where = _slab(canvas, slab_row(level), scale.col(a), scale.col(b), label, ":", style)
            labels.append(where)
    for m in marks:
        level = int(m.get("level") or 0)
        if not visible_level(level):
            continue
        row = pillar_row(level)
        col = scale.col(m["x"])
        style = "source" if m.get("style") == "source" else "mark"
        canvas.put(row, col, str(m.get("char", "?")), style)
        if style == "mark":
            canvas.put(row, col - 1, "›", "mark")
            canvas.put(row, col + 1, "‹", "mark")
    for where in labels:
        if where is not None:
            canvas.write(*where)
    return canvas


def side_text(view: View, width: int = 80, height: int = 20, **kw: Any) -> str:
    """The side view as plain text (tests, the plain CLI)."""
    return "\n".join(draw_side(view, width, height, **kw).lines())


class TempleSide(Widget):
    """The side view of the whole temple (draws what `show` gives it; decides nothing)."""

    DEFAULT_CSS = """
    TempleSide { width: 1fr; height: 1fr; }
    """
    STYLES: ClassVar[dict[str, str]] = {
        "floor": "bold",
        "floor-id": "bold reverse",
        "column": "",
        "support": "bold",
        "ghost": "bold cyan",
        "ghost-id": "bold black on cyan",
        "bad": "bold red",
        "bad-id": "bold white on red",
        "fallen": "red strike",
        "fallen-id": "bold white on red",
        "mark": "bold reverse cyan",
        "source": "dim",
        "label": "dim",
        "target": "bold yellow",
        "ground": "dim",
    }

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._view: View = {}
        self._ghost: View | None = None
        self._marks: Sequence[Mapping[str, Any]] = ()
        self._styles = {k: Style.parse(v) for k, v in self.STYLES.items()}
        self._drawn: tuple[tuple[int, int], list[Run]] | None = None
        """The latest drawing: its size and rows (None: draw again on the next render)."""
        self._texts: dict[Run, Text] = {}
        self._strips: StripStore = {}
        """Each row's strip, kept between frames: a cursor key changes the candidate's row or
        two, and only those are turned into strips again (and repainted)."""
        # No links in the temple: Textual need not look for link styles in its strips.
        self.auto_links = False

    def show(
        self, view: View, *, ghost: View | None = None, marks: Sequence[Mapping[str, Any]] = ()
    ) -> None:
        if view is self._view and ghost is self._ghost and marks is self._marks:
            return
        self._view, self._ghost, self._marks = view, ghost, marks
        before = self._drawn
        size = (self.size.width, self.size.height)
        if before is None or before[0] != size or not self.is_mounted:
            self._drawn = None
            self.refresh()
            return
        rows = self._rows(size)
        changed = [
            Region(0, y, size[0], 1)
            for y, (old, new) in enumerate(zip(before[1], rows, strict=True))
            if old != new
        ]
        if changed:
            self.refresh(*changed)

    def _rows(self, size: tuple[int, int]) -> list[Run]:
        width, height = size
        canvas = draw_side(self._view, width, height, ghost=self._ghost, marks=self._marks)
        rows = canvas.runs()
        self._drawn = (size, rows)
        return rows

    def render(self) -> PieceLines:
        size = (self.size.width or 80, self.size.height or 20)
        drawn = self._drawn
        rows = drawn[1] if drawn is not None and drawn[0] == size else self._rows(size)
        texts = self._texts
        if len(texts) > 1024:
            texts.clear()
        pieces: list[list[Piece]] = []
        for row in rows:
            text = texts.get(row)
            if text is None:
                text = texts[row] = run_text(row, self._styles)
            pieces.append([Piece(text, row)])
        return PieceLines(pieces, self.size.width, self._strips)
