"""The Menara temple in ASCII (spec §7.10): plan view of one level, composite top view, preview.

The widget draws plain data only: a Menara `view()` mapping, an optional ghost (the JSON of a
floor preview: cells, bases, supports, centre, level, status) and optional marks (a candidate
base). It decides nothing; a click on a point posts `TemplePlan.PointClicked` and the screen
decides what that means.

Plan view, one character per grid point followed by one spacer, so shapes keep their aspect:

    ·       point covered by a floor of this level
    y r k   empty base (lowercase colour letter)        Y R K  column (capital letter)
    Y rev.  (reverse video) a column of the level below that carries this floor: a support
    Y dim   a column of the level below that carries nothing on this level (free to build on)
    :       the ghost of a candidate floor (its bases lowercase, underlined)
    ×       a ghost point on a cell already used on this level
    +       the ghost's centre of mass (it may fall on a spacer: half a cell)
    › ‹     around the candidate base

The expansion's markings (§6, §7.10), explained by a legend line under the plan when present:

    * y1    a chain base (any colour) with its position after it (1: columns enter there);
            → ← ↓ ↑ between two bases of a chain in line show where columns are pushed
    y2      an ordered base with its order number    y= r=  y≈ k≈  the two twin pairs
    ~ /     an empty ruin base (in an opening o), a tilted column on one
    @       the central white base (built last)      G  a golden column
    ◇ ◆     a glowing mark, empty or with its tear, drawn after its cell's corner (blue/red)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

View = Mapping[str, Any]
Point = tuple[int, int]

COLOURS = ("Y", "R", "K", "W", "B", "G")
LEGEND = "y empty base  Y column  [Y] support  : new floor  + centre  ›y‹ pick"
TWIN_MARKS = {"a": "=", "b": "≈"}
NOTES: dict[str, str] = {
    "chain": "*1→ chain: enter at 1",
    "order": "y2 build order",
    "twin": "y= y≈ twins",
    "ruin": "~ ruin / tilted",
    "centre": "@ centre last",
    "golden": "G golden",
    "mark": "◇◆ tear mark",
}
"""Legend items of the expansion's markings, in this order, shown when the plan has them."""


def cell_points(cells: Iterable[Sequence[int]]) -> set[Point]:
    """The grid points a set of cells covers (every corner of every cell, §7.3)."""
    out: set[Point] = set()
    for x, y, *_ in cells:
        out.update(((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)))
    return out


def floors_on(view: View, level: int) -> list[View]:
    return [f for f in view.get("floors") or () if f.get("level") == level]


def levels_of(view: View) -> list[int]:
    return sorted({int(f["level"]) for f in view.get("floors") or ()})


@dataclass
class Grid:
    """A character canvas in point coordinates: column = 2 * (x - x0), row = y - y0."""

    x0: int
    y0: int
    x1: int
    y1: int

    def __post_init__(self) -> None:
        self.width = 2 * (self.x1 - self.x0) + 1
        self.height = self.y1 - self.y0 + 1
        self.chars: dict[tuple[int, int], tuple[str, str]] = {}
        self.reverse: set[tuple[int, int]] = set()
        self.notes: set[str] = set()
        """The expansion markings drawn (keys of NOTES): the legend explains those only."""

    def put(self, x: float, y: float, char: str, style: str = "") -> None:
        col, row = round(2 * (x - self.x0)), round(y - self.y0)
        if 0 <= col < self.width and 0 <= row < self.height:
            self.chars[(col, row)] = (char, style)

    def get(self, x: int, y: int) -> tuple[str, str] | None:
        return self.chars.get((2 * (x - self.x0), y - self.y0))

    def mark_reverse(self, x: int, y: int) -> None:
        self.reverse.add((2 * (x - self.x0), y - self.y0))

    def text(self, styles: Mapping[str, Style], window: tuple[int, int, int, int]) -> Text:
        c0, r0, w, h = window
        out = Text(no_wrap=True, overflow="crop")
        for row in range(r0, r0 + h):
            if row > r0:
                out.append("\n")
            for col in range(c0, c0 + w):
                char, style = self.chars.get((col, row), (" ", ""))
                rich = styles.get(style, Style())
                if (col, row) in self.reverse:
                    rich = rich + Style(reverse=True)
                out.append(char, rich)
        return out


def _extent(points: Iterable[Point]) -> tuple[int, int, int, int] | None:
    pts = list(points)
    if not pts:
        return None
    return (
        min(p[0] for p in pts),
        min(p[1] for p in pts),
        max(p[0] for p in pts),
        max(p[1] for p in pts),
    )


def _grid_for(view: View, ghost: View | None) -> Grid:
    pts: set[Point] = set()
    for f in view.get("floors") or ():
        pts |= cell_points(f["cells"])
    if ghost:
        pts |= cell_points(ghost.get("cells") or ())
    box = _extent(pts) or (0, 0, 8, 4)
    return Grid(box[0] - 1, box[1], box[2] + 1, box[3])


def _columns_below(view: View, level: int) -> dict[Point, str]:
    """Columns standing on floors of level-1: they reach level `level`."""
    out: dict[Point, str] = {}
    for f in floors_on(view, level - 1):
        for b in f["bases"]:
            if b.get("column") and b.get("kind") != "ruin":
                out[(b["x"], b["y"])] = str(b["column"])
    return out


def _base_char(base: Mapping[str, Any]) -> tuple[str, str]:
    column = str(base.get("column") or "")
    colour = str(base.get("colour") or "")
    kind = base.get("kind")
    if column:
        if kind == "ruin" and column != "G":
            return "/", f"c{column.upper()}"  # a tilted column (§6.1.6)
        return column.upper(), f"c{column.upper()}"
    if kind == "ruin":
        return "~", f"c{colour}"
    if kind == "centre":
        return "@", f"c{colour}"
    if colour == "*":
        return "*", "floor"
    return colour.lower(), f"c{colour}"


def _note(base: Mapping[str, Any]) -> tuple[str, str] | None:
    """What follows a base in its spacer: a chain position, an order number, a twin link."""
    kind = base.get("kind")
    if kind in ("chain", "ordered") and base.get("order"):
        return str(int(base["order"]) % 10), "chain" if kind == "chain" else "order"
    if kind == "twin":
        return TWIN_MARKS.get(str(base.get("twin")), "="), "twin"
    return None


def _chain_arrows(grid: Grid, floor: Mapping[str, Any]) -> None:
    """Arrows on the plain floor points between consecutive chain bases lying in one line."""
    chain = sorted(
        (int(b["order"]), int(b["x"]), int(b["y"]))
        for b in floor["bases"]
        if b.get("kind") == "chain"
    )
    for (_, ax, ay), (_, bx, by) in pairwise(chain):
        if ay == by:
            step, arrow = (1 if bx > ax else -1), ("→" if bx > ax else "←")
            points = [(x, ay) for x in range(ax + step, bx, step)]
        elif ax == bx:
            step, arrow = (1 if by > ay else -1), ("↓" if by > ay else "↑")
            points = [(ax, y) for y in range(ay + step, by, step)]
        else:
            continue
        for x, y in points:
            here = grid.get(x, y)
            if here is not None and here[0] == "·":
                grid.put(x, y, arrow, "floor")


def _decorate(grid: Grid, floor: Mapping[str, Any]) -> None:
    """The expansion's markings of one floor: notes after bases, chain arrows, its mark."""
    for b in floor["bases"]:
        note = _note(b)
        if note is not None:
            grid.put(b["x"] + 0.5, b["y"], note[0], "note")
            grid.notes.add(note[1])
        kind = b.get("kind")
        if kind in ("ruin", "centre"):
            grid.notes.add(kind)
        if b.get("column") == "G":
            grid.notes.add("golden")
    if any(b.get("kind") == "chain" for b in floor["bases"]):
        _chain_arrows(grid, floor)
    mark = floor.get("mark")
    if mark:
        colour = str(mark.get("colour") or "B")
        grid.put(
            int(mark["x"]) + 0.5, int(mark["y"]), "◆" if mark.get("tear") else "◇", f"m{colour}"
        )
        grid.notes.add("mark")


def legend_lines(notes: Iterable[str], width: int) -> list[str]:
    """The legend of the expansion markings in `notes`, packed into lines of `width`."""
    lines: list[str] = []
    for key in NOTES:
        if key not in notes:
            continue
        item = NOTES[key]
        if lines and len(lines[-1]) + 2 + len(item) <= width:
            lines[-1] += "  " + item
        else:
            lines.append(item)
    return lines


def _bracket(grid: Grid, x: int, y: int) -> None:
    """`[K]`: a support, marked in the spacers so it reads without colour."""
    for dx, char in ((-0.5, "["), (0.5, "]")):
        here = grid.chars.get((round(2 * (x + dx - grid.x0)), y - grid.y0), (" ", ""))[0]
        if here in " ·:":
            grid.put(x + dx, y, char, "support")


def _label(grid: Grid, label: str, centroid: Sequence[float]) -> None:
    """The floor's ID near its centroid, on blank or plain floor characters only."""
    col0, row0 = round(2 * (centroid[0] - grid.x0)) - len(label) // 2, round(centroid[1] - grid.y0)
    for dr in (0, -1, 1, -2, 2):
        for dc in (0, -1, 1, -2, 2, -3, 3):
            cols = range(col0 + dc, col0 + dc + len(label))
            row = row0 + dr
            edge = range(cols.start - 1, cols.stop + 1)
            if all(grid.chars.get((c, row), (" ", ""))[0] in " ·" for c in edge) and all(
                0 <= c < grid.width for c in cols
            ):
                for k, c in enumerate(cols):
                    grid.chars[(c, row)] = (label[k], "label")
                return


def draw_plan(
    view: View,
    level: int,
    *,
    ghost: View | None = None,
    marks: Sequence[Mapping[str, Any]] = (),
) -> tuple[Grid, Point | None]:
    """The plan of one level on a canvas, and the point to keep in view (ghost or mark)."""
    grid = _grid_for(view, ghost)
    below = _columns_below(view, level) if level > 0 else {}
    for (x, y), colour in below.items():
        grid.put(x, y, colour, "dim")
    used_cells: set[Point] = set()
    for f in floors_on(view, level):
        used_cells |= {(c[0], c[1]) for c in f["cells"]}
        for x, y in cell_points(f["cells"]):
            grid.put(x, y, "·", "floor")
        for x, y in f.get("openings") or ():
            grid.put(x, y, "o", "floor")
    for f in floors_on(view, level):
        for b in f["bases"]:
            char, style = _base_char(b)
            grid.put(b["x"], b["y"], char, style)
        _decorate(grid, f)
        for x, y in f.get("supports") or ():
            carrier = below.get((x, y))
            if carrier:
                grid.put(x, y, carrier, f"c{carrier}")
            grid.mark_reverse(x, y)
            _bracket(grid, x, y)
    for f in floors_on(view, level):
        _label(grid, str(f["id"]), f["centroid"])
    focus: Point | None = None
    if ghost and ghost.get("level") == level:
        cells = [(c[0], c[1]) for c in ghost.get("cells") or ()]
        clash = cell_points(c for c in cells if c in used_cells)
        for x, y in cell_points(cells):
            if (x, y) in clash:
                grid.put(x, y, "×", "bad")
            elif (x, y) not in below:
                grid.put(x, y, ":", "ghost")
        for x, y in ghost.get("openings") or ():
            grid.put(x, y, "o", "ghost")
        mark = ghost.get("mark")
        if mark:
            char = "◆" if mark.get("tear") else "◇"
            grid.put(int(mark["x"]) + 0.5, int(mark["y"]), char, f"m{mark.get('colour') or 'B'}")
            grid.notes.add("mark")
        for b in ghost.get("bases") or ():
            char, _ = _base_char(b)
            grid.put(b["x"], b["y"], char, f"g{str(b['colour']).upper()}")
            note = _note(b)
            if note is not None:
                grid.put(b["x"] + 0.5, b["y"], note[0], "note")
                grid.notes.add(note[1])
        for x, y in ghost.get("supports") or ():
            grid.put(x, y, below.get((x, y), "|"), "ghost")
            grid.mark_reverse(x, y)
            _bracket(grid, x, y)
        centre = ghost.get("centre")
        if centre:
            col, row = round(2 * (centre[0] - grid.x0)), round(centre[1] - grid.y0)
            here = grid.chars.get((col, row), (" ", ""))[0]
            # A letter under the centre stays readable; the centre style marks it instead.
            grid.chars[(col, row)] = ("+" if here in " ·:[]" else here, "centre")
            focus = (round(centre[0]), round(centre[1]))
        elif cells:
            box = _extent(cells)
            assert box is not None
            focus = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
    for m in marks:
        if m.get("level") != level:
            continue
        x, y = int(m["x"]), int(m["y"])
        grid.put(x, y, str(m["char"]), str(m.get("style") or "pick"))
        if m.get("style") != "source":
            grid.put(x - 0.5, y, "›", "pick")
            grid.put(x + 0.5, y, "‹", "pick")
        focus = (x, y)
    return grid, focus


def draw_top(view: View) -> Grid:
    """Per point the topmost thing: a column, a base, or the level number of the top floor."""
    grid = _grid_for(view, None)
    top: dict[Point, int] = {}
    for f in sorted(view.get("floors") or (), key=lambda f: int(f["level"])):
        lvl = int(f["level"])
        for p in cell_points(f["cells"]):
            top[p] = lvl
            grid.put(p[0], p[1], str(lvl % 10), f"lv{min(lvl, 3)}")
        for b in f["bases"]:
            char, style = _base_char(b)
            grid.put(b["x"], b["y"], char, style)
    return grid


def window(grid: Grid, width: int, height: int, focus: Point | None) -> tuple[int, int, int, int]:
    """The part of the canvas that fits, centred on `focus` when it does not all fit."""
    w, h = max(1, min(width, grid.width)), max(1, min(height, grid.height))
    fc = 2 * (focus[0] - grid.x0) if focus else grid.width // 2
    fr = focus[1] - grid.y0 if focus else grid.height // 2
    c0 = max(0, min(grid.width - w, fc - w // 2))
    r0 = max(0, min(grid.height - h, fr - h // 2))
    return c0, r0, w, h


class TemplePlan(Widget):
    """One level of the temple (or the top view) with the ghost of a candidate, cropped to fit."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "temple--floor", "temple--label", "temple--dim", "temple--ghost", "temple--bad",
        "temple--centre", "temple--pick", "temple--support", "temple--source", "temple--title",
        "temple--y", "temple--r", "temple--k", "temple--w", "temple--b", "temple--g",
        "temple--lv0", "temple--lv1", "temple--lv2", "temple--lv3", "temple--note",
    }  # fmt: skip
    DEFAULT_CSS = """
    TemplePlan {
        height: 1fr;
        width: 1fr;
        & > .temple--floor { color: $text-muted; }
        & > .temple--label { color: $text-secondary; text-style: bold; }
        & > .temple--dim { color: $text-disabled; }
        & > .temple--ghost { color: $text-accent; }
        & > .temple--bad { color: $text-error; text-style: bold; }
        & > .temple--centre { color: $text-success; text-style: bold; }
        & > .temple--pick { color: $text-accent; text-style: bold; }
        & > .temple--support { color: $text-success; }
        & > .temple--source { color: $text-error; text-style: bold; }
        & > .temple--title { color: $text-primary; text-style: bold; }
        & > .temple--y { color: $text-warning; text-style: bold; }
        & > .temple--r { color: $text-error; text-style: bold; }
        & > .temple--k { color: $foreground-darken-3; text-style: bold; }
        & > .temple--w { color: $foreground; text-style: bold; }
        & > .temple--b { color: $text-primary; text-style: bold; }
        & > .temple--g { color: $text-warning; text-style: bold italic; }
        & > .temple--lv0 { color: $text-disabled; }
        & > .temple--lv1 { color: $text-muted; }
        & > .temple--lv2 { color: $foreground-darken-1; }
        & > .temple--lv3 { color: $foreground; }
        & > .temple--note { color: $text-secondary; }
    }
    """

    class PointClicked(Message):
        """A grid point of the shown level was clicked."""

        def __init__(self, x: int, y: int, level: int) -> None:
            super().__init__()
            self.x, self.y, self.level = x, y, level

    def __init__(self, view: View | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: View = view or {}
        self.level = 0
        self.top = False
        self.ghost: View | None = None
        self.marks: Sequence[Mapping[str, Any]] = ()
        self._origin: tuple[int, int, int, int] | None = None

    def show(
        self,
        view: View,
        *,
        level: int,
        top: bool = False,
        ghost: View | None = None,
        marks: Sequence[Mapping[str, Any]] = (),
    ) -> None:
        self.view, self.level, self.top, self.ghost, self.marks = view, level, top, ghost, marks
        self.refresh()

    def title(self) -> str:
        if self.top:
            return "Top view: digits = level of the top floor"
        known = levels_of(self.view)
        span = f" (0-{max(known)})" if known else ""
        return f"Plan of level {self.level}{span}"

    def _styles(self) -> dict[str, Style]:
        def style(name: str) -> Style:
            return self.get_component_rich_style(f"temple--{name}", partial=True)

        names = ("floor", "label", "dim", "ghost", "bad", "centre", "pick", "source", "support")
        styles = {name: style(name) for name in names}
        styles["note"] = style("note")
        # Glowing marks in their colour (§7.10): blue marks, red marks.
        styles["mB"] = style("b")
        styles["mR"] = style("r")
        for c in COLOURS:
            styles[f"c{c}"] = style(c.lower())
            styles[f"g{c}"] = style(c.lower()) + Style(underline=True)
        for lvl in range(4):
            styles[f"lv{lvl}"] = style(f"lv{lvl}")
        return styles

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        title = Text(self.title(), style=self.get_component_rich_style("temple--title"))
        if not self.view.get("floors") and not self.ghost:
            self._origin = None
            return title + Text("\n(the temple base is not laid yet)")
        if self.top:
            grid, focus = draw_top(self.view), None
        else:
            grid, focus = draw_plan(self.view, self.level, ghost=self.ghost, marks=self.marks)
        legend: list[str] = []
        if height >= 8 and not self.top:
            base = (
                [LEGEND] if len(LEGEND) <= width else LEGEND.replace("  : ", "\n: ", 1).split("\n")
            )
            # The expansion's markings first: the base legend is the one a player knows.
            legend = legend_lines(grid.notes, width) + base
            legend = legend[: max(0, (height - 1) // 3)]
        rows = max(1, height - 1 - len(legend))
        win = window(grid, width, rows, focus)
        self._origin = (grid.x0, grid.y0, win[0], win[1])
        out = title + Text("\n") + grid.text(self._styles(), win)
        if legend:
            out.append(
                "\n" + "\n".join(legend), style=self.get_component_rich_style("temple--floor")
            )
        return out

    def on_click(self, event: events.Click) -> None:
        if self._origin is None or self.top or event.y < 1:
            return
        x0, y0, c0, r0 = self._origin
        col, row = event.x + c0, event.y - 1 + r0
        if col % 2:
            return  # a spacer between two points
        self.post_message(self.PointClicked(x0 + col // 2, y0 + row, self.level))


def plan_text(
    view: View,
    level: int,
    *,
    ghost: View | None = None,
    marks: Sequence[Mapping[str, Any]] = (),
    width: int = 200,
    height: int = 100,
) -> str:
    """The plan view as plain text (tests, logs)."""
    grid, focus = draw_plan(view, level, ghost=ghost, marks=marks)
    return grid.text({}, window(grid, width, height, focus)).plain


def top_text(view: View, width: int = 200, height: int = 100) -> str:
    grid = draw_top(view)
    return grid.text({}, window(grid, width, height, None)).plain
