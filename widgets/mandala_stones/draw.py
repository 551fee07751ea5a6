"""Mandala Stones in ASCII, as pure functions of a `view` (spec §7.1).

Colour and pattern are always two separate letters (`YS` = yellow Starburst, `BO` = blue
Ring, `NEW` = a Harmony New Stone), so nothing is lost without colour (NO_COLOR): styles only
repeat what the letters say.

Main board, one 5-character cell per grid point:

    4YS   a stack: height, colour of its top stone, pattern of its top stone (0-- when empty)
    (a1)  a free artist space, by name        [Sa]  artist Sa (a Starburst artist) on it
    *4YS  (with the preview) a stone the artist move would take
    {Sa}  (with the preview) where the artist would go

Mandala spiral (10 x 10, space 1 in the centre, numbered outward; cells 97-100 unused):

    YS   a placed stone          +2   an empty VP space        N2  a VP space under a New Stone
    E4   the end space for this player count                    ·   an empty space
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rich.text import Text

View = Mapping[str, Any]

COLOUR_STYLES = {"Y": "bold yellow", "B": "bold blue", "R": "bold red", "V": "bold magenta"}
NEW_STYLE = "bold reverse"
CELL = 5
TOWER_CELL = 5
TOWER_NAMES = ("P1", "P2", "P3", "P4", "P5")
TOWER_HEADS = (" P1#h", " P2Lo", " P3Md", " P4Hi", " P5#c")
"""P1 counts heights (#h), P2-P4 pay low/middle/high by height, P5 counts colours (#c)."""
RULES_LINE = "Lo 4/3/2/1  Md 2/4/4/2  Hi 1/2/4/6 VP by height"
MARK = "▶"
BOARD_LEGEND = "hXP = height, top colour, pattern"


def stone_text(code: str | None, width: int = 3) -> Text:
    """A stone as letters: colour then pattern ("YS"), "NEW" for a New Stone, "·" for none."""
    if code is None:
        return Text(" ·".ljust(width))
    if code == "NEW":
        return Text("NEW".ljust(width), style=NEW_STYLE)
    out = Text()
    out.append(code[0], style=COLOUR_STYLES.get(code[0], ""))
    out.append(code[1:])
    out.append(" " * max(0, width - len(code)))
    return out


# -- main board --------------------------------------------------------------------------------


def board_lines(
    view: View, preview: Mapping[str, Any] | None = None, *, colours: bool = False
) -> list[Text]:
    """The 7 x 7 main board, one Text a row (see `board_cells`)."""
    lines: list[Text] = []
    for row in board_cells(view, preview, colours=colours):
        line = Text()
        for cell in row:
            line.append_text(cell)
        lines.append(line)
    return lines


def board_cells(
    view: View, preview: Mapping[str, Any] | None = None, *, colours: bool = False
) -> list[list[Text]]:
    """The 7 x 7 main board, cell by cell (CELL columns each).

    `preview` = {"artist", "to", "stones": [stone space names]}.
    With `colours`, each stack shows the colours of all its stones, bottom to top (`YBRV`):
    colours show on the side of a stack, patterns only on its top (Decision D19)."""
    board = view["board"]
    cells: dict[tuple[int, int], Text] = {}
    for stack in board["stacks"]:
        cells[(stack["row"], stack["col"])] = stack_cell(stack, marked=False, colours=colours)
    by_space = {a["space"]: a for a in board["artists"]}
    for (r, c), name in ARTIST_SPACES.items():
        cells[(r, c)] = artist_cell(name, by_space.get(name), target=None, mover=None)
    if preview:
        cells.update(preview_cells(view, preview, colours=colours))
    return [[cells.get((r, c), Text(" " * CELL)) for c in range(7)] for r in range(7)]


def preview_cells(
    view: View, preview: Mapping[str, Any], *, colours: bool = False
) -> dict[tuple[int, int], Text]:
    """The cells a preview changes on the board without one: the stones it would take, where
    the artist would go and the space it would leave."""
    board = view["board"]
    taken = set(preview.get("stones") or ())
    target = preview.get("to")
    mover = preview.get("artist")
    cells: dict[tuple[int, int], Text] = {}
    for stack in board["stacks"]:
        if stack["name"] in taken:
            cells[(stack["row"], stack["col"])] = stack_cell(stack, marked=True, colours=colours)
    by_space = {a["space"]: a for a in board["artists"]}
    for (r, c), name in ARTIST_SPACES.items():
        artist = by_space.get(name)
        if (name == target and mover) or (artist is not None and artist["name"] == mover):
            cells[(r, c)] = artist_cell(name, artist, target=target, mover=mover)
    return cells


ARTIST_SPACES: dict[tuple[int, int], str] = {
    (r, c): f"a{(r // 2) * 3 + c // 2 + 1}" for r in range(1, 7, 2) for c in range(1, 7, 2)
}
"""(row, col) of the artist spaces a1..a9 on the 7 x 7 board."""


def stack_cell(stack: Mapping[str, Any], *, marked: bool, colours: bool) -> Text:
    """A stack: height, top colour and pattern (with `colours`, every colour), `*` when taken."""
    top = stack["top"]
    text = Text()
    text.append("*" if marked else " ")
    if colours:
        for letter in str(stack["colours"]).ljust(4, "."):
            text.append(letter, style=COLOUR_STYLES.get(letter, "dim"))
        if marked:
            text.stylize("reverse")
        return text
    text.append(str(stack["height"]))
    if top is None:
        text.append("--")
    else:
        text.append(top[0], style=COLOUR_STYLES.get(top[0], ""))
        text.append(top[1])
    text.append(" ")
    if marked:
        text.stylize("reverse")
    return text


def artist_cell(
    name: str, artist: Mapping[str, Any] | None, *, target: str | None, mover: str | None
) -> Text:
    """An artist space: `{Sa}` where the previewed artist goes, `(a1)` when free or left."""
    if name == target and mover:
        return Text(f"{{{mover}}} ", style="bold reverse")
    if artist is not None and artist["name"] == mover and target:
        return Text(f"({name}) ", style="dim")
    if artist is not None:
        return Text(f"[{artist['name']}] ", style="bold")
    return Text(f"({name}) ", style="dim")


# -- Mandala spiral ----------------------------------------------------------------------------


def spiral_cells(size: int = 10) -> list[tuple[int, int]]:
    """(row, col) of spaces 1..size*size: a square spiral from the centre outward."""
    r = c = 0
    out = [(r, c)]
    step = 1
    directions = ((0, 1), (1, 0), (0, -1), (-1, 0))
    d = 0
    while len(out) < size * size:
        for _ in range(2):
            dr, dc = directions[d % 4]
            for _ in range(step):
                r, c = r + dr, c + dc
                out.append((r, c))
            d += 1
        step += 1
    out = out[: size * size]
    r0 = min(p[0] for p in out)
    c0 = min(p[1] for p in out)
    return [(p[0] - r0, p[1] - c0) for p in out]


_SPIRAL = spiral_cells()


def space_text(view: View, space: int) -> Text:
    """One spiral space, 3 characters."""
    mandala = view["mandala"]
    filled: Sequence[str] = mandala["filled"]
    if space <= len(filled):
        code = filled[space - 1]
        return Text("NW ", style=NEW_STYLE) if code == "NEW" else stone_text(code)
    vp = {v["space"]: v for v in mandala["vp_spaces"]}
    if space in vp:
        if vp[space]["new"]:
            return Text(f"N{vp[space]['vp']} ", style="bold")
        return Text(f"+{vp[space]['vp']} ", style="bold")
    if space == mandala["end_space"]:
        return Text(f"E{len(view['players'])} ", style="bold reverse")
    if space > mandala["length"]:
        return Text("   ")
    return Text(" · ", style="dim")


def spiral_lines(view: View) -> list[Text]:
    """The whole spiral on a 10 x 10 grid (3 characters per space, 30 wide)."""
    grid = [[Text("   ") for _ in range(10)] for _ in range(10)]
    for space, (r, c) in enumerate(_SPIRAL, start=1):
        grid[r][c] = space_text(view, space)
    lines = []
    for row in grid:
        line = Text()
        for cell in row:
            line.append_text(cell)
        lines.append(line)
    return lines


def mandala_summary(view: View) -> str:
    m = view["mandala"]
    text = f"Mandala M = {m['m']} · end at {m['end_space']}"
    if view.get("harmony"):
        text += f" · {m['new_stones_left']} New"
    return text


def upcoming(view: View, count: int = 8) -> Text:
    """The next spaces of the spiral, for the compact Mandala strip."""
    mandala = view["mandala"]
    first = mandala["m"] + 1
    vp = {v["space"]: v for v in mandala["vp_spaces"]}
    out = Text("next:")
    for space in range(first, min(first + count, mandala["length"] + 1)):
        out.append(" ")
        if space in vp:
            mark = "N" if vp[space]["new"] else ""
            out.append(f"{space}{mark}+{vp[space]['vp']}", style="bold")
        elif space == mandala["end_space"]:
            out.append(f"{space}=END", style="bold reverse")
        else:
            out.append(str(space), style="dim")
    return out


# -- player boards -----------------------------------------------------------------------------


def towers_header() -> Text:
    return Text("".join(h.ljust(TOWER_CELL) for h in TOWER_HEADS), style="bold")


def seat_lines(view: View, seat: int, *, active: bool, start: bool) -> list[Text]:
    """One seat: a name line, then its five towers drawn bottom to top (4 rows) with what a
    SCORE would earn now beside them."""
    info = view["seats"][seat]
    head = Text()
    head.append(MARK if active else " ", style="bold")
    head.append(info["name"], style="bold")
    head.append(f" {info['vp']} VP")
    if start:
        head.append(" (start)", style="dim")
    if "total" in info:
        head.append(f" +{info['objective_vp']} obj = {info['total']}", style="bold")
    towers: Sequence[Sequence[str]] = info["towers"]
    scores: Mapping[str, int] = info["colour_scores"]
    notes = [
        "  ".join(f"{c}{scores[c]}" for c in ("Y", "B") if c in scores),
        "  ".join(f"{c}{scores[c]}" for c in ("R", "V") if c in scores),
        f"tops {info['tops_vp']}" if info["tops_vp"] else "",
        f"room {info['capacity']}" if view.get("harmony") and info["capacity"] else "",
    ]
    if not scores and info["tops_vp"]:
        notes[0] = "no colour"
    lines = [head]
    for row, level in enumerate(range(4, 0, -1)):
        line = Text()
        for t in towers:
            code = t[level - 1] if len(t) >= level else None
            line.append(" ")
            if code:
                line.append_text(stone_text(code, TOWER_CELL - 1))
            else:
                line.append("·".ljust(TOWER_CELL - 1), style="dim")
        line.append(notes[row], style="italic")
        lines.append(line)
    return lines


def objective_lines(cards: Iterable[Mapping[str, Any]]) -> list[Text]:
    """The viewer's own objective cards, one a line, with what each is worth now."""
    out = []
    for card in cards:
        line = Text("★ ", style="bold")
        line.append(f"{card['id']} {card['name']}", style="bold")
        line.append(f" → {card['value']} VP now")
        out.append(line)
    return out
