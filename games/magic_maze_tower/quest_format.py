"""The quest file format `mmt/1` (spec §7): parser, validator and writer. Pure: strings in,
values out.

* `parse_quest_file(text)` reads a whole file (header + `=== …` blocks) and checks every
  validation rule of §7.6; `QuestFile.warnings` holds the lint of §7.6/§8.6.
* `parse_scenario(text)` reads one rule-check block of §10 (test board: only rules 1, 2, 4).
* `write_quest_file(file)` and `write_quest(quest)` write text that parses back to equal values.

Every malformed input raises `QuestFormatError`, whose text is
`line L, column C: message` (1-based; `rule` holds the §7.6 rule number when there is one).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from games.core import IllegalMove
from games.magic_maze_tower.board import (
    Board,
    Card,
    Geometry,
    Layout,
    Quest,
)
from games.magic_maze_tower.data import (
    CORRIDOR,
    DIRECTIONS,
    DOUBLE,
    HERO_NAMES,
    HEROES,
    HORIZONTAL_EDGE_TOKENS,
    HORIZONTAL_EDGE_WRITE,
    INVOCATION,
    LADDER,
    MAX_BOARD_SIDE,
    OPEN,
    PLAIN_CELL_TOKENS,
    ROTATION,
    SHARED_EXIT,
    SLIDING,
    SOLID,
    TRAP,
    VERTICAL_EDGE_TOKENS,
    VERTICAL_EDGE_WRITE,
    WALL,
)
from games.magic_maze_tower.moves import action_spans, parse_action
from games.magic_maze_tower.rules import explain, is_goal, legal_map, start_position

FORMAT = "mmt/1"


class QuestFormatError(ValueError):
    """A malformed quest file: where (1-based line and column) and what."""

    def __init__(self, line: int, column: int, message: str, rule: int | None = None) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message
        self.rule = rule


@dataclass(frozen=True)
class QuestFile:
    format: str
    adventure: int
    stars: int
    title: str
    cardsize: int
    quests: tuple[Quest, ...]
    warnings: tuple[str, ...] = field(default=(), compare=False)

    def quest(self, kind: str, block_id: str) -> Quest:
        for quest in self.quests:
            if quest.kind == kind and quest.block_id == block_id:
                return quest
        raise KeyError(f"{kind} {block_id}")


@dataclass(frozen=True)
class Scenario:
    """A rule-check block of spec §10."""

    id: str
    quest: Quest
    armory_done: bool
    setup: str
    dirs: str
    do: str
    expect: str
    checks: tuple[tuple[str, str], ...]
    targets: tuple[str, str, tuple[str, ...]] | None


# -- lines --------------------------------------------------------------------------------

_KEY_LIKE = re.compile(r"^[a-z]+( [A-Z])?:")
_KEY_LINE = re.compile(r"^([a-z]+(?: [A-Z])?):(.*)$")
_BLOCK = re.compile(r"^===(.*)$")
MULTILINE = ("grid", "layout")
HEADER_KEYS = ("format", "adventure", "stars", "title", "cardsize")
QUEST_KEYS = ("title", "heroes", "grid", "layout", "start", "teaches", "solution", "note")
SCENARIO_KEYS = (
    "id",
    "title",
    "heroes",
    "grid",
    "layout",
    "start",
    "armory",
    "setup",
    "dirs",
    "do",
    "expect",
    "check",
    "targets",
)


@dataclass
class _Value:
    key: str
    line: int
    column: int
    """Column of the value's first character (after the colon and the spaces)."""
    text: str
    rows: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class _Block:
    kind: str
    block_id: str
    line: int
    values: dict[str, _Value] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)


def _error(line: int, column: int, message: str, rule: int | None = None) -> QuestFormatError:
    return QuestFormatError(line, column, message, rule)


MAX_FILE_CHARS = 200_000
"""The longest quest file read (the shipped ones are a few kilobytes)."""
MAX_SOLUTION_ACTIONS = 2_000
"""The longest `solution:` replayed (a real quest is solved in well under a hundred)."""


def _lines(text: str) -> list[str]:
    if len(text) > MAX_FILE_CHARS:
        raise _error(
            1, 1, f"the file is too long ({len(text):,} characters; at most {MAX_FILE_CHARS:,})"
        )
    # A UTF-8 byte order mark and old Mac (CR-only) line endings are read as usual.
    text = text.removeprefix("\ufeff")
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for n, line in enumerate(lines, start=1):
        if "\t" in line:
            raise _error(n, line.index("\t") + 1, "tab character; use spaces", 1)
    return lines


def _read_values(
    lines: list[str], start: int, end: int, block: _Block, allowed: tuple[str, ...]
) -> None:
    """Key lines of one block (0-based line range), multi-line values collected."""
    n = start
    while n < end:
        line = lines[n]
        if not line.strip() or line.startswith("#"):
            n += 1
            continue
        m = _KEY_LINE.match(line)
        if not m:
            raise _error(n + 1, 1, "expected 'key: value' (or a comment starting with #)")
        key, rest = m.group(1), m.group(2)
        base = key.split(" ")[0]
        if base == "card" and " " in key:
            if "grid" not in allowed:
                raise _error(n + 1, 1, "unknown key 'card'")
        elif base not in allowed:
            raise _error(n + 1, 1, f"unknown key '{key}'")
        if key in block.values:
            raise _error(n + 1, 1, f"duplicate key '{key}'")
        value_col = len(key) + 2 + (len(rest) - len(rest.lstrip(" ")))
        value = _Value(key, n + 1, value_col, rest.strip())
        block.values[key] = value
        block.order.append(key)
        n += 1
        if base in MULTILINE or base == "card":
            if value.text:
                raise _error(n, value_col, f"'{key}:' takes its value on the following lines")
            while n < end and not _KEY_LIKE.match(lines[n]) and not lines[n].startswith("==="):
                if lines[n].strip():
                    value.rows.append((n + 1, lines[n]))
                n += 1


# -- grids --------------------------------------------------------------------------------


@dataclass
class _Source:
    """Where a card's grid lines are in the file, for error positions."""

    key_line: int
    line_of: list[int]

    def cell(self, u: int, v: int) -> tuple[int, int]:
        return self.line_of[2 * v + 1], 3 * u + 2

    def h_edge(self, r: int, c: int) -> tuple[int, int]:
        return self.line_of[2 * r], 3 * c + 2

    def v_edge(self, r: int, c: int) -> tuple[int, int]:
        return self.line_of[2 * r + 1], 3 * c + 1


def _parse_grid(value: _Value, name: str) -> tuple[Card, list[tuple[str, int, int, int]], _Source]:
    rows = value.rows
    if not rows:
        raise _error(value.line, 1, f"'{value.key}:' has no grid lines", 1)
    for line_no, raw in rows:
        if raw.startswith("#"):
            raise _error(line_no, 1, "a comment cannot interrupt a grid", 1)
    first_line, first = rows[0][0], rows[0][1].rstrip(" ")
    if len(first) < 4 or (len(first) - 1) % 3 or first[-1] != "+":
        raise _error(
            first_line,
            len(first) + 1,
            "the first grid line must be an edge row of 3W+1 characters ending with '+'",
            1,
        )
    width = (len(first) - 1) // 3
    if len(rows) % 2 == 0:
        raise _error(
            rows[-1][0], 1, f"a grid has an odd number of lines (2H+1), not {len(rows)}", 1
        )
    height = (len(rows) - 1) // 2
    if width > MAX_BOARD_SIDE or height > MAX_BOARD_SIDE:
        raise _error(first_line, 1, f"a grid is at most {MAX_BOARD_SIDE} cells on a side", 1)
    full = 3 * width + 1
    cells: list[str] = []
    h_edges: list[str] = []
    v_edges: list[str] = []
    starts: list[tuple[str, int, int, int]] = []
    for k, (line_no, raw) in enumerate(rows):
        text = raw.rstrip(" ")
        if len(text) > full:
            raise _error(
                line_no, full + 1, f"grid line longer than the first line ({full} characters)", 1
            )
        for col, ch in enumerate(text):
            if not (" " <= ch <= "~"):
                raise _error(line_no, col + 1, f"unknown character {ch!r} in a grid", 1)
        if text and text[0] not in "+| %":
            raise _error(line_no, 1, "a grid line begins with '+', '|' or a space", 1)
        text = text.ljust(full)
        if k % 2 == 0:
            for c in range(width + 1):
                if text[3 * c] != "+":
                    raise _error(line_no, 3 * c + 1, "expected a corner '+'", 1)
            for c in range(width):
                token = text[3 * c + 1 : 3 * c + 3]
                code = HORIZONTAL_EDGE_TOKENS.get(token)
                if code is None:
                    if set(token) <= {"<", ">", " "}:
                        raise _error(
                            line_no,
                            3 * c + 2,
                            f"'{token.strip()}' is a vertical arrow; a horizontal edge takes "
                            "vv or ^^",
                            2,
                        )
                    raise _error(line_no, 3 * c + 2, f"unknown edge token '{token}'", 1)
                h_edges.append(code)
        else:
            v = k // 2
            for c in range(width + 1):
                ch = text[3 * c]
                code = VERTICAL_EDGE_TOKENS.get(ch)
                if code is None:
                    if ch in "v^":
                        raise _error(
                            line_no,
                            3 * c + 1,
                            f"'{ch}' is a horizontal arrow; a vertical edge takes > or <",
                            2,
                        )
                    raise _error(line_no, 3 * c + 1, f"unknown edge token '{ch}'", 1)
                v_edges.append(code)
            for c in range(width):
                token = text[3 * c + 1 : 3 * c + 3]
                if token[0] == "@" and token[1] in HEROES:
                    starts.append((token[1], v * width + c, line_no, 3 * c + 2))
                    token = CORRIDOR
                elif token not in PLAIN_CELL_TOKENS:
                    raise _error(line_no, 3 * c + 2, f"unknown cell token '{token}'", 1)
                cells.append(token)
    card = Card(name, width, height, tuple(cells), tuple(h_edges), tuple(v_edges))
    return card, starts, _Source(value.line, [line for line, _ in rows])


def _check_borders(card: Card, src: _Source, *, epic: bool) -> None:
    """Rule 3: trial/tutorial borders are walls; epic card borders are walls or openings."""
    w, h = card.width, card.height
    allowed = {WALL, OPEN} if epic else {WALL, DOUBLE}
    what = "a wall or an opening" if epic else "a wall"
    for c in range(w):
        for r in (0, h):
            if card.h_edges[r * w + c] not in allowed:
                line, col = src.h_edge(r, c)
                raise _error(line, col, f"the outer border must be {what}", 3)
    for r in range(h):
        for c in (0, w):
            if card.v_edges[r * (w + 1) + c] not in allowed:
                line, col = src.v_edge(r, c)
                raise _error(line, col, f"the outer border must be {what}", 3)


# -- blocks -------------------------------------------------------------------------------


@dataclass
class _Board:
    cards: list[Card]
    sources: list[_Source]
    grid_starts: list[tuple[str, int, int, int, int]]
    """(hero, card index, local cell, line, column) of the `@h` icons."""
    frame: tuple[int, int]
    layout: Layout
    epic: bool
    layout_line: int


_LAYOUT_ENTRY = re.compile(r"^([A-Z])([0-3])$")


def _parse_board(block: _Block, *, scenario: bool, kind: str, cardsize: int) -> _Board:
    grid = block.values.get("grid")
    card_keys = [k for k in block.order if k.startswith("card ")]
    layout_value = block.values.get("layout")
    if grid is not None and (card_keys or layout_value is not None):
        raise _error(block.line, 1, "a block has either 'grid:' or 'card X:' + 'layout:'")
    if kind == "epic" and grid is not None:
        raise _error(grid.line, 1, "an epic is made of 'card X:' grids and a 'layout:'")
    if kind in ("trial", "tutorial") and (card_keys or layout_value is not None):
        raise _error(block.line, 1, f"a {kind} has one 'grid:', not cards and a layout")
    if grid is not None:
        card, starts, src = _parse_grid(grid, block.block_id)
        return _Board(
            [card],
            [src],
            [(h, 0, li, ln, col) for h, li, ln, col in starts],
            (1, 1),
            ((0, 0),),
            False,
            grid.line,
        )
    if not card_keys:
        raise _error(block.line, 1, "the block has no 'grid:' (or 'card X:' grids)", 1)
    if layout_value is None:
        raise _error(block.line, 1, "an epic needs a 'layout:'", 1)
    cards: list[Card] = []
    sources: list[_Source] = []
    grid_starts: list[tuple[str, int, int, int, int]] = []
    for key in card_keys:
        value = block.values[key]
        card, starts, src = _parse_grid(value, key[-1])
        size = cardsize if not scenario else cards[0].width if cards else card.width
        if card.width != card.height or card.width != size:
            what = f"{cardsize} × {cardsize} (cardsize)" if not scenario else "square"
            raise _error(
                value.line,
                1,
                f"card {card.name} is {card.width} × {card.height}; epic cards must be {what}"
                + ("" if not scenario else " and all the same size"),
                8 if not scenario else None,
            )
        if not scenario:
            _check_borders(card, src, epic=True)
        grid_starts.extend((h, len(cards), li, ln, col) for h, li, ln, col in starts)
        cards.append(card)
        sources.append(src)
    names = [c.name for c in cards]
    rows = layout_value.rows
    if not rows:
        raise _error(layout_value.line, 1, "'layout:' has no slot rows", 1)
    slots: list[tuple[int, int] | None] = []
    cols = -1
    placed: set[str] = set()
    for line_no, raw in rows:
        entries = [(m.start() + 1, m.group()) for m in re.finditer(r"\S+", raw)]
        if raw.startswith("#"):
            raise _error(line_no, 1, "a comment cannot interrupt a layout", 1)
        if cols < 0:
            cols = len(entries)
        elif len(entries) != cols:
            raise _error(line_no, 1, f"every layout row has {cols} entries", 1)
        for col, entry in entries:
            if entry == "..":
                slots.append(None)
                continue
            m = _LAYOUT_ENTRY.match(entry)
            if not m:
                raise _error(line_no, col, f"unknown layout entry '{entry}' (like A0 or ..)", 1)
            letter = m.group(1)
            if letter not in names:
                raise _error(
                    line_no, col, f"the layout places card {letter}, which is not drawn", 1
                )
            if letter in placed:
                raise _error(line_no, col, f"card {letter} is placed twice", 1)
            placed.add(letter)
            slots.append((names.index(letter), int(m.group(2))))
    for name, key in zip(names, card_keys, strict=True):
        if name not in placed:
            raise _error(block.values[key].line, 1, f"card {name} is not in the layout", 1)
    frame = (cols, len(rows))
    side = cards[0].width
    if cols * side > MAX_BOARD_SIDE or len(rows) * side > MAX_BOARD_SIDE:
        raise _error(layout_value.line, 1, f"a board is at most {MAX_BOARD_SIDE} cells on a side")
    return _Board(cards, sources, grid_starts, frame, tuple(slots), True, layout_value.line)


def _build_quest(
    block: _Block,
    *,
    scenario: bool,
    kind: str,
    cardsize: int,
    adventure: int = 0,
    stars: int = 0,
) -> tuple[Quest, _Board]:
    board = _parse_board(block, scenario=scenario, kind=kind, cardsize=cardsize)
    if not scenario and not board.epic:
        _check_borders(board.cards[0], board.sources[0], epic=False)
    probe = Quest(
        kind,
        block.block_id,
        "",
        (),
        tuple(board.cards),
        board.frame,
        board.layout,
        (),
        epic=board.epic,
    )
    geo = Geometry(probe, board.layout)
    # Starts: the @h icons, then `start:` entries (global names on the starting layout).
    starts: dict[str, tuple[int, int]] = {}
    taken: dict[int, str] = {}
    for hero, k, li, line, col in board.grid_starts:
        if hero in starts:
            raise _error(line, col, f"the {HERO_NAMES[hero]} has several starts", 4)
        starts[hero] = (k, li)
        taken[geo.global_of[k][li]] = hero
    start_value = block.values.get("start")
    if start_value is not None:
        for m in re.finditer(r"\S+", start_value.text):
            col = start_value.column + m.start()
            entry = re.fullmatch(r"([a-z])=([a-z][1-9][0-9]?)", m.group())
            if not entry or entry.group(1) not in HEROES:
                raise _error(start_value.line, col, f"'{m.group()}' is not a start (like m=d2)", 1)
            hero, name = entry.group(1), entry.group(2)
            i = geo.index(name)
            if i < 0:
                raise _error(start_value.line, col, f"{name} is not a space of this board", 4)
            if hero in starts:
                raise _error(start_value.line, col, f"the {HERO_NAMES[hero]} has several starts", 4)
            token = geo.cells[i]
            bad = {SOLID: "a fully illustrated area", TRAP: "a trap"}.get(token)
            if bad is None and token[0] == "X":
                bad = "an exit"
            if bad is not None:
                raise _error(start_value.line, col, f"a start cannot be on {bad} ({name})", 4)
            if i in taken:
                raise _error(
                    start_value.line,
                    col,
                    f"{name} is already the start of the {HERO_NAMES[taken[i]]}",
                    4,
                )
            starts[hero] = (geo.card_of[i], geo.local_of[i])
            taken[i] = hero
    heroes = tuple(h for h in HEROES if h in starts)
    if not heroes:
        raise _error(block.line, 1, "the quest has no hero start (like @d)", 4)
    heroes_line: tuple[str, ...] | None = None
    heroes_value = block.values.get("heroes")
    if heroes_value is not None:
        letters = heroes_value.text.split()
        for m in re.finditer(r"\S+", heroes_value.text):
            if m.group() not in HEROES:
                raise _error(
                    heroes_value.line,
                    heroes_value.column + m.start(),
                    f"'{m.group()}' is not a hero letter (d, e, b, m, s)",
                    4,
                )
        heroes_line = tuple(letters)
        if len(set(letters)) != len(letters) or set(letters) != set(heroes):
            missing = [h for h in heroes if h not in letters]
            extra = [h for h in letters if h not in heroes]
            detail = (
                f"the {HERO_NAMES[missing[0]]} has a start but is not listed"
                if missing
                else f"the {HERO_NAMES[extra[0]]} is listed but has no start"
                if extra
                else "a hero is listed twice"
            )
            raise _error(heroes_value.line, heroes_value.column, f"heroes: {detail}", 4)
    title = block.values["title"].text if "title" in block.values else ""
    teaches = tuple(block.values["teaches"].text.split()) if "teaches" in block.values else ()
    solution = block.values["solution"].text if "solution" in block.values else ""
    note = block.values["note"].text if "note" in block.values else ""
    quest = Quest(
        kind=kind,
        block_id=block.block_id,
        title=title,
        heroes=heroes,
        cards=tuple(board.cards),
        frame=board.frame,
        layout=board.layout,
        starts=tuple((h, *starts[h]) for h in heroes),
        teaches=teaches,
        solution=solution,
        note=note,
        heroes_line=heroes_line,
        adventure=adventure,
        stars=stars,
        epic=board.epic,
    )
    return quest, board


def _token_places(board: _Board, predicate: object) -> list[tuple[int, int, str]]:
    """(line, column, token) of every cell whose token satisfies the predicate."""
    assert callable(predicate)
    out = []
    for card, src in zip(board.cards, board.sources, strict=True):
        for v in range(card.height):
            for u in range(card.width):
                token = card.cell(u, v)
                if predicate(token):
                    line, col = src.cell(u, v)
                    out.append((line, col, token))
    return out


def _start_place(board: _Board, block: _Block, quest: Quest, hero: str) -> tuple[int, int]:
    for h, _k, _li, line, col in board.grid_starts:
        if h == hero:
            return line, col
    value = block.values["start"]
    index = value.text.find(f"{hero}=")
    return value.line, value.column + max(index, 0)


def _validate(quest: Quest, board: _Board, block: _Block, cardsize: int) -> list[str]:
    """Rules 5–9 of §7.6 (rules 1–4 hold once the block parsed); returns the lint warnings."""
    tokens = [t for card in quest.cards for t in card.cells]
    shared = SHARED_EXIT in tokens
    for hero in quest.heroes:
        if f"X{hero}" not in tokens and not shared:
            line, col = _start_place(board, block, quest, hero)
            raise _error(
                line,
                col,
                f"the {HERO_NAMES[hero]} has no exit of its own and there is no shared exit",
                5,
            )
    armories = _token_places(board, lambda t: t[0] == "A")
    if armories:
        for hero in quest.heroes:
            own = [(line, col) for line, col, t in armories if t[1] == hero]
            if not own:
                line, col = _start_place(board, block, quest, hero)
                raise _error(
                    line,
                    col,
                    f"the quest has armories but none for the {HERO_NAMES[hero]}",
                    6,
                )
            if len(own) > 1:
                raise _error(
                    own[1][0], own[1][1], f"the {HERO_NAMES[hero]} has several armories", 6
                )
    keys = {int(t[1]) for t in tokens if t[0] == "K"}
    for card, src in zip(board.cards, board.sources, strict=True):
        w, h = card.width, card.height
        for r in range(h + 1):
            for c in range(w):
                code = card.h_edges[r * w + c]
                if code.isdigit() and int(code) not in keys:
                    line, col = src.h_edge(r, c)
                    raise _error(line, col, f"door {code} has no key space K{code}", 7)
        for r in range(h):
            for c in range(w + 1):
                code = card.v_edges[r * (w + 1) + c]
                if code.isdigit() and int(code) not in keys:
                    line, col = src.v_edge(r, c)
                    raise _error(line, col, f"door {code} has no key space K{code}", 7)
    if not quest.is_epic:
        for line, col, token in _token_places(board, lambda t: t in (ROTATION, SLIDING)):
            raise _error(line, col, f"'{token}' spaces exist only in epics", 8)
        card = quest.cards[0]
        if quest.kind == "trial" and (card.width != cardsize or card.height != cardsize):
            raise _error(
                board.sources[0].line_of[0],
                1,
                f"a trial grid is {cardsize} × {cardsize} (cardsize), not "
                f"{card.width} × {card.height}",
                8,
            )
    else:
        cols, rows = quest.frame
        hollow = cols == 3 and rows == 3 and quest.layout.count(None) == 1
        if not hollow:
            for line, col, _token in _token_places(board, lambda t: t == SLIDING):
                raise _error(line, col, "sliding spaces need a 3×3 layout with one empty slot", 8)
    _replay_solution(quest, block)
    return _lint(quest, tokens)


def _replay_solution(quest: Quest, block: _Block) -> None:
    """Rule 9: the solution, with all four directions, gets every hero out."""
    value = block.values.get("solution")
    if value is None or not value.text:
        raise _error(block.line, 1, "the quest has no 'solution:'", 9)
    spans = list(action_spans(value.text))
    if len(spans) > MAX_SOLUTION_ACTIONS:
        raise _error(
            value.line,
            value.column,
            f"solution: {len(spans):,} actions is too long (at most {MAX_SOLUTION_ACTIONS:,})",
            9,
        )
    board = Board(quest)
    pos = start_position(board)
    for column, action in spans:
        col = value.column + column
        try:
            atoms = parse_action(action)
        except IllegalMove as exc:
            raise _error(value.line, col, f"solution: {exc}", 9) from None
        for atom in atoms:
            legal = legal_map(board, pos)
            if atom not in legal:
                reason = explain(board, pos, atom) or "that move is not possible here."
                raise _error(value.line, col, f"solution: '{action}' is illegal: {reason}", 9)
            pos = legal[atom][1]
    if not is_goal(pos):
        raise _error(value.line, value.column, "the solution does not get every hero out", 9)


def _lint(quest: Quest, tokens: list[str]) -> list[str]:
    warnings: list[str] = []
    name = f"{quest.kind} {quest.block_id}".strip()
    board = Board(quest)
    for n in range(1, 6):
        if f"K{n}" in tokens and n not in board.door_types:
            warnings.append(f"{name}: key K{n} opens no door")
    if INVOCATION in tokens and "m" not in quest.heroes:
        warnings.append(f"{name}: an invocation space but no mage")
    for hero in sorted({t[1] for t in tokens if t[0] in "XA" and t[1] in HEROES}):
        if hero not in quest.heroes:
            warnings.append(f"{name}: an exit or armory of the {HERO_NAMES[hero]}, not in play")
    geo = board.geometry(board.layout_id(quest.layout))
    for i, token in enumerate(geo.cells):
        if token != LADDER:
            continue
        for d in (1, 2):
            line = geo.lines[4 * i + d]
            for index, j in enumerate(line):
                if geo.cells[j] != LADDER:
                    continue
                between = line[:index]
                run = [i, *between, j]
                arrow = any(
                    geo.nbr[4 * p + d] == q and geo.edge[4 * p + d] in DIRECTIONS
                    for p, q in pairwise(run)
                )
                if arrow or any(geo.cells[b] in (TRAP, LADDER) for b in between):
                    warnings.append(
                        f"{name}: a trap, ladder or air current between the ladders "
                        f"{geo.name(i)} and {geo.name(j)} (§8.6)"
                    )
    return warnings


# -- files --------------------------------------------------------------------------------


def _header_int(value: _Value, low: int, high: int) -> int:
    if not re.fullmatch(r"[0-9]+", value.text) or not low <= int(value.text) <= high:
        raise _error(value.line, value.column, f"'{value.key}:' takes a whole number {low}–{high}")
    return int(value.text)


def _split_blocks(lines: list[str]) -> tuple[int, list[tuple[int, str]]]:
    """(first block line index or len, [(line index, rest after ===)])."""
    blocks = [(n, lines[n][3:]) for n in range(len(lines)) if lines[n].startswith("===")]
    return (blocks[0][0] if blocks else len(lines)), blocks


def parse_quest_file(text: str) -> QuestFile:
    """A whole `mmt/1` file, validated (§7.6 rules 1–9)."""
    lines = _lines(text)
    first_block, blocks = _split_blocks(lines)
    header = _Block("header", "", 1)
    _read_values(lines, 0, first_block, header, HEADER_KEYS)
    if "format" not in header.values:
        raise _error(1, 1, "the file must begin with 'format: mmt/1'")
    fmt = header.values["format"]
    if fmt.text != FORMAT:
        raise _error(fmt.line, fmt.column, f"unknown format '{fmt.text}' (expected {FORMAT})")
    for key in HEADER_KEYS:
        if key not in header.values:
            raise _error(first_block + 1, 1, f"the file header has no '{key}:'")
    adventure = _header_int(header.values["adventure"], 0, 15)
    stars = _header_int(header.values["stars"], 0, 4)
    cardsize = _header_int(header.values["cardsize"], 1, MAX_BOARD_SIDE)
    if not blocks:
        raise _error(len(lines), 1, "the file has no quest block ('=== trial A')")
    quests: list[Quest] = []
    warnings: list[str] = []
    seen: set[tuple[str, str]] = set()
    for index, (n, rest) in enumerate(blocks):
        end = blocks[index + 1][0] if index + 1 < len(blocks) else len(lines)
        m = re.fullmatch(r" (tutorial|trial|epic)(?: (\S+))? *", rest)
        if not m:
            raise _error(
                n + 1, 1, "a block begins with '=== tutorial N', '=== trial X' or '=== epic'"
            )
        kind, block_id = m.group(1), m.group(2) or ""
        if kind == "tutorial" and block_id not in ("1", "2", "3", "4", "5", "6"):
            raise _error(n + 1, 14, "tutorial ids are 1 to 6")
        if kind == "trial" and (len(block_id) != 1 or block_id not in "ABCDEFGH"):
            raise _error(n + 1, 11, "trial ids are the card letters A to H")
        if kind == "epic" and block_id:
            raise _error(n + 1, 10, "an epic has no id")
        if (kind, block_id) in seen:
            raise _error(n + 1, 1, f"a second '{kind} {block_id}'".rstrip())
        seen.add((kind, block_id))
        block = _Block(kind, block_id, n + 1)
        _read_values(lines, n + 1, end, block, QUEST_KEYS)
        if "title" not in block.values:
            raise _error(n + 1, 1, "the quest has no 'title:'")
        quest, board = _build_quest(
            block, scenario=False, kind=kind, cardsize=cardsize, adventure=adventure, stars=stars
        )
        warnings.extend(_validate(quest, board, block, cardsize))
        quests.append(quest)
    return QuestFile(
        FORMAT,
        adventure,
        stars,
        header.values["title"].text,
        cardsize,
        tuple(quests),
        tuple(warnings),
    )


def parse_scenario(text: str) -> Scenario:
    """A rule-check block of spec §10 (no header; only rules 1, 2 and 4 apply)."""
    lines = _lines(text)
    block = _Block("scenario", "", 1)
    _read_values(lines, 0, len(lines), block, SCENARIO_KEYS)
    scenario_id = block.values["id"].text if "id" in block.values else ""
    block.block_id = scenario_id
    quest, _board = _build_quest(block, scenario=True, kind="scenario", cardsize=0)

    def text_of(key: str, default: str = "") -> str:
        return block.values[key].text if key in block.values else default

    armory = text_of("armory")
    if armory not in ("", "done"):
        raise _error(
            block.values["armory"].line, block.values["armory"].column, "'armory:' takes 'done'"
        )
    dirs = text_of("dirs", "NESW")
    if not dirs or any(d not in DIRECTIONS for d in dirs):
        raise _error(
            block.values["dirs"].line,
            block.values["dirs"].column,
            "'dirs:' takes letters from NESW",
        )
    expect = text_of("expect", "legal")
    if expect not in ("legal", "illegal"):
        raise _error(
            block.values["expect"].line,
            block.values["expect"].column,
            "'expect:' takes legal or illegal",
        )
    checks = []
    for part in text_of("check").split():
        key, _, val = part.partition("=")
        checks.append((key, val))
    targets: tuple[str, str, tuple[str, ...]] | None = None
    if "targets" in block.values:
        value = block.values["targets"]
        parts = value.text.split()
        if len(parts) < 2 or len(parts[0]) != 2 or parts[0][1] not in "=^~*":
            raise _error(value.line, value.column, "'targets:' reads like 'd= d1 f1' or 'e^ none'")
        cells = () if parts[1:] == ["none"] else tuple(parts[1:])
        targets = (parts[0][0], parts[0][1], cells)
    return Scenario(
        scenario_id,
        quest,
        armory == "done",
        text_of("setup"),
        dirs,
        text_of("do"),
        expect,
        tuple(checks),
        targets,
    )


# -- writer -------------------------------------------------------------------------------


def _grid_lines(card: Card, icons: dict[int, str]) -> list[str]:
    return grid_lines(
        card.width,
        card.height,
        card.h_edges,
        card.v_edges,
        lambda li: f"@{icons[li]}" if li in icons else card.cells[li],
    )


def grid_lines(
    w: int,
    h: int,
    h_edges: Sequence[str],
    v_edges: Sequence[str],
    cell_text: Callable[[int], str],
) -> list[str]:
    """A grid drawn as §7.3 writes it (a card, or an assembled board), `cell_text(i)` giving
    the two characters of cell i = row * w + column."""
    out = []
    for r in range(h + 1):
        row = "+" + "".join(HORIZONTAL_EDGE_WRITE[h_edges[r * w + c]] + "+" for c in range(w))
        out.append(row.rstrip(" "))
        if r == h:
            break
        parts = []
        for c in range(w + 1):
            parts.append(VERTICAL_EDGE_WRITE[v_edges[r * (w + 1) + c]])
            if c < w:
                parts.append(cell_text(r * w + c))
        out.append("".join(parts).rstrip(" "))
    return out


def write_block(quest: Quest) -> list[str]:
    """One quest block (`=== …` and its keys), or a scenario block for kind `scenario`."""
    out: list[str] = []
    if quest.kind == "scenario":
        out.append(f"id: {quest.block_id}")
    else:
        out.append(f"=== {quest.kind} {quest.block_id}".rstrip())
    if quest.title or quest.kind != "scenario":
        out.append(f"title: {quest.title}")
    if quest.heroes_line is not None:
        out.append("heroes: " + " ".join(quest.heroes_line))
    if quest.teaches:
        out.append("teaches: " + " ".join(quest.teaches))
    icons: dict[int, dict[int, str]] = {k: {} for k in range(len(quest.cards))}
    extra: list[str] = []
    geo = Geometry(quest, quest.layout)
    for hero, k, li in quest.starts:
        if quest.cards[k].cells[li] == CORRIDOR:
            icons[k][li] = hero
        else:
            extra.append(f"{hero}={geo.name(geo.global_of[k][li])}")
    if not quest.is_epic:
        out.append("grid:")
        out.extend(_grid_lines(quest.cards[0], icons[0]))
    else:
        out.append("layout:")
        cols, rows = quest.frame
        for r in range(rows):
            entries = []
            for c in range(cols):
                slot = quest.layout[r * cols + c]
                entries.append(".." if slot is None else f"{quest.cards[slot[0]].name}{slot[1]}")
            out.append(" ".join(entries))
        for k, card in enumerate(quest.cards):
            out.append(f"card {card.name}:")
            out.extend(_grid_lines(card, icons[k]))
    if extra:
        out.append("start: " + " ".join(extra))
    if quest.solution:
        out.append(f"solution: {quest.solution}")
    if quest.note:
        out.append(f"note: {quest.note}")
    return out


def write_quest_file(quest_file: QuestFile) -> str:
    out = [
        f"format: {quest_file.format}",
        f"adventure: {quest_file.adventure}",
        f"stars: {quest_file.stars}",
        f"title: {quest_file.title}",
        f"cardsize: {quest_file.cardsize}",
    ]
    for quest in quest_file.quests:
        out.extend(write_block(quest))
    return "\n".join(out) + "\n"


def write_quest(quest: Quest) -> str:
    """A quest on its own: a one-block file, or a scenario block for a test board."""
    if quest.kind == "scenario":
        return "\n".join(write_block(quest)) + "\n"
    size = quest.cards[0].width
    return write_quest_file(
        QuestFile(FORMAT, quest.adventure, quest.stars, quest.title, size, (quest,))
    )


def read_quest(text: str) -> Quest:
    """The inverse of `write_quest`: a one-block file or a scenario block."""
    if text.removeprefix("\ufeff").startswith("format:"):
        return parse_quest_file(text).quests[0]
    return parse_scenario(text).quest


__all__ = [
    "FORMAT",
    "QuestFile",
    "QuestFormatError",
    "Scenario",
    "parse_quest_file",
    "parse_scenario",
    "read_quest",
    "write_block",
    "write_quest",
    "write_quest_file",
]
