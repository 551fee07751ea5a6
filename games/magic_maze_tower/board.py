"""The quest model (cards, layout, starts) and the board as it lies (spec §3.1–§3.3, §3.12).

`Quest` is what a quest file says. `Board` compiles a quest for play: it interns every card
layout it meets (epics rotate and slide cards) and builds one `Geometry` per layout — the
assembled grid with cell names, the edge between every two neighbours (card borders combined
as §3.3 says), and the tables the rules need (ladder lines, teleport lines, clinging
neighbours). Pawns are kept as global cell indices of the current layout; a card action
re-maps them through each card's own (original-orientation) cell index.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from games.magic_maze_tower.data import (
    DIRECTIONS,
    DOUBLE,
    HEROES,
    INVOCATION,
    LADDER,
    OPEN,
    ROTATION,
    SHARED_EXIT,
    SLIDING,
    SOLID,
    TRAP,
)

Slot = tuple[int, int] | None
"""A layout slot: (card index, clockwise quarter turns) or None for the empty slot."""

Layout = tuple[Slot, ...]
"""Slots in row-major order; the frame's width and height come from the quest."""


@dataclass(frozen=True)
class Card:
    """One card (or the single grid of a trial/tutorial) in its own, printed orientation.

    `cells` holds the tokens row by row (a start icon `@h` is stored as a corridor `..`).
    `h_edges` holds (height + 1) rows of `width` edge codes, row r being the edge above cell
    row r; `v_edges` holds `height` rows of (width + 1) codes, column c being the edge left of
    cell column c. Edge codes are those of `data.py` (' ' open, '|' wall, '%' double wall,
    'o' narrow passage, '1'–'5' door, 'N'/'E'/'S'/'W' air current crossable that way).
    """

    name: str
    width: int
    height: int
    cells: tuple[str, ...]
    h_edges: tuple[str, ...]
    v_edges: tuple[str, ...]

    def cell(self, u: int, v: int) -> str:
        return self.cells[v * self.width + u]

    def rotated(self, turns: int) -> Card:
        """This card turned `turns` quarter turns clockwise (square cards only)."""
        card = self
        for _ in range(turns % 4):
            card = card._rotated_once()
        return card

    def _rotated_once(self) -> Card:
        n = self.width
        cells = [""] * (n * n)
        h_edges = [OPEN] * ((n + 1) * n)
        v_edges = [OPEN] * (n * (n + 1))
        for v in range(n):
            for u in range(n):
                cells[u * n + (n - 1 - v)] = self.cells[v * n + u]
        # The edge above cell (c, r) becomes the edge right of cell (n-1-r, c); the edge left of
        # (c, r) becomes the edge above (n-1-r, c). Air currents turn with the card.
        for r in range(n + 1):
            for c in range(n):
                v_edges[c * (n + 1) + (n - r)] = _turn_code(self.h_edges[r * n + c])
        for r in range(n):
            for c in range(n + 1):
                h_edges[c * n + (n - 1 - r)] = _turn_code(self.v_edges[r * (n + 1) + c])
        return Card(self.name, n, n, tuple(cells), tuple(h_edges), tuple(v_edges))


def _turn_code(code: str) -> str:
    if code in DIRECTIONS:
        return DIRECTIONS[(DIRECTIONS.index(code) + 1) % 4]
    return code


def turn_local(u: int, v: int, n: int, turns: int) -> tuple[int, int]:
    """Where the printed cell (u, v) of an n × n card lies after `turns` clockwise turns."""
    for _ in range(turns % 4):
        u, v = n - 1 - v, u
    return u, v


@dataclass(frozen=True)
class Quest:
    """One quest block of a quest file (spec §7.2), or a rule-check board (spec §10).

    `kind` is `tutorial`, `trial`, `epic` or `scenario`. A trial or tutorial has one card and the
    layout `((0, 0),)` in a 1 × 1 frame. `starts` gives each hero in play its start as
    (hero, card index, cell index of the printed card). `heroes_line` is the `heroes:` value
    as written (None when absent).
    """

    kind: str
    block_id: str
    title: str
    heroes: tuple[str, ...]
    cards: tuple[Card, ...]
    frame: tuple[int, int]
    layout: Layout
    starts: tuple[tuple[str, int, int], ...]
    teaches: tuple[str, ...] = ()
    solution: str = ""
    note: str = ""
    heroes_line: tuple[str, ...] | None = None
    adventure: int = 0
    stars: int = 0
    epic: bool = False
    """True when the board is assembled from `card X:` grids and a layout."""

    @property
    def is_epic(self) -> bool:
        return self.epic

    def card_index(self, name: str) -> int:
        for k, card in enumerate(self.cards):
            if card.name == name:
                return k
        return -1


def cell_name(x: int, y: int) -> str:
    """Chessboard-style name read from the top-left: `a1` is the north-west corner."""
    return f"{chr(ord('a') + x)}{y + 1}"


def parse_cell_name(text: str) -> tuple[int, int] | None:
    """(x, y) of a well-formed cell name, else None (the board may still be smaller)."""
    if len(text) < 2 or not ("a" <= text[0] <= "z") or not text[1:].isdigit():
        return None
    if text[1] == "0":
        return None
    return ord(text[0]) - ord("a"), int(text[1:]) - 1


class Geometry:
    """The assembled board of one layout: cells, edges and the rule tables derived from them.

    Cells are numbered i = y * width + x over the whole frame; `cells[i]` is '' where there is
    no cell (the empty slot of a sliding epic). `nbr[4 * i + d]` is the neighbour in direction
    d (0 N, 1 E, 2 S, 3 W) or -1, and `edge[4 * i + d]` the code of the edge between them.
    """

    def __init__(self, quest: Quest, layout: Layout) -> None:
        cols, rows = quest.frame
        first = quest.cards[0]
        n = first.width if quest.is_epic else 0
        width = cols * n if n else first.width
        height = rows * n if n else first.height
        self.width = width
        self.height = height
        size = width * height
        self.layout = layout
        self.cells: list[str] = [""] * size
        self.card_of: list[int] = [-1] * size
        self.local_of: list[int] = [-1] * size
        self.global_of: list[list[int]] = [[-1] * (c.width * c.height) for c in quest.cards]
        self.card_slot: list[tuple[int, int] | None] = [None] * len(quest.cards)
        self.card_turns: list[int] = [0] * len(quest.cards)
        self.card_origin: list[tuple[int, int]] = [(0, 0)] * len(quest.cards)
        h_edges: list[str | None] = [None] * ((height + 1) * width)
        v_edges: list[str | None] = [None] * (height * (width + 1))
        self.connectors: list[tuple[int, int]] = []
        for slot_index, slot in enumerate(layout):
            if slot is None:
                continue
            k, turns = slot
            sc, sr = slot_index % cols, slot_index // cols
            card = quest.cards[k]
            ox, oy = (sc * n, sr * n) if n else (0, 0)
            self.card_slot[k] = (sc, sr)
            self.card_turns[k] = turns
            self.card_origin[k] = (ox, oy)
            placed = card.rotated(turns) if turns else card
            cw, ch = placed.width, placed.height
            for v in range(card.height):
                for u in range(card.width):
                    pu, pv = turn_local(u, v, cw, turns) if turns else (u, v)
                    i = (oy + pv) * width + ox + pu
                    self.cells[i] = placed.cells[pv * cw + pu]
                    self.card_of[i] = k
                    self.local_of[i] = v * card.width + u
                    self.global_of[k][v * card.width + u] = i
            for r in range(ch + 1):
                for c in range(cw):
                    pos = (oy + r) * width + ox + c
                    h_edges[pos] = _combine(h_edges[pos], placed.h_edges[r * cw + c])
                    if quest.is_epic and r in (0, ch) and placed.h_edges[r * cw + c] == OPEN:
                        y = oy + (r if r == 0 else r - 1)
                        if placed.cells[(r if r == 0 else r - 1) * cw + c] != SOLID:
                            self.connectors.append((y * width + ox + c, 0 if r == 0 else 2))
            for r in range(ch):
                for c in range(cw + 1):
                    pos = (oy + r) * (width + 1) + ox + c
                    v_edges[pos] = _combine(v_edges[pos], placed.v_edges[r * (cw + 1) + c])
                    if quest.is_epic and c in (0, cw) and placed.v_edges[r * (cw + 1) + c] == OPEN:
                        x = ox + (c if c == 0 else c - 1)
                        if placed.cells[r * cw + (c if c == 0 else c - 1)] != SOLID:
                            self.connectors.append(((oy + r) * width + x, 3 if c == 0 else 1))
        self.h_edges: list[str] = [e if e is not None else OPEN for e in h_edges]
        self.v_edges: list[str] = [e if e is not None else OPEN for e in v_edges]
        self.connectors.sort()
        self._build_tables()

    def _build_tables(self) -> None:
        width, height, cells = self.width, self.height, self.cells
        size = width * height
        h_edges, v_edges = self.h_edges, self.v_edges
        self.nbr: list[int] = [-1] * (4 * size)
        self.edge: list[str] = [OPEN] * (4 * size)
        nbr, edge = self.nbr, self.edge
        # The edge tables read straight from the edge rows (the same codes as `edge_between`).
        for y in range(height):
            row = y * width
            for x in range(width):
                i = row + x
                if not cells[i]:
                    continue
                b = 4 * i
                edge[b] = h_edges[row + x]
                edge[b + 1] = v_edges[y * (width + 1) + x + 1]
                edge[b + 2] = h_edges[row + width + x]
                edge[b + 3] = v_edges[y * (width + 1) + x]
                if y > 0 and cells[i - width]:
                    nbr[b] = i - width
                if x < width - 1 and cells[i + 1]:
                    nbr[b + 1] = i + 1
                if y < height - 1 and cells[i + width]:
                    nbr[b + 2] = i + width
                if x > 0 and cells[i - 1]:
                    nbr[b + 3] = i - 1
        self.stand = [bool(t) and t not in (SOLID, TRAP) and t[0] != "X" for t in cells]
        self.trap = [t == TRAP for t in cells]
        self.exit_of = [t[1] if t and t[0] == "X" else "" for t in cells]
        self.armory_of = [t[1] if t and t[0] == "A" else "" for t in cells]
        self.key = [int(t[1]) if t and t[0] == "K" else 0 for t in cells]
        self.ladder = [t == LADDER for t in cells]
        self.invocation = [t == INVOCATION for t in cells]
        self.rotation_card = [self.card_of[i] if t == ROTATION else -1 for i, t in enumerate(cells)]
        self.sliding_card = [self.card_of[i] if t == SLIDING else -1 for i, t in enumerate(cells)]
        self.names: list[str] = [cell_name(i % width, i // width) for i in range(size)]
        # Straight lines from every cell, over everything (teleports and hops ignore obstacles):
        # the cells further along the same row or column, nearest first.
        self.lines: list[list[int]] = [[] for _ in range(4 * size)]
        self.hops: list[list[tuple[int, int, bool]]] = [[] for _ in range(size)]
        self.cling: list[list[int]] = [[] for _ in range(size)]
        runs = [
            (0, [[y * width + x for y in range(height - 1, -1, -1)] for x in range(width)]),
            (1, [[y * width + x for x in range(width)] for y in range(height)]),
            (2, [[y * width + x for y in range(height)] for x in range(width)]),
            (3, [[y * width + x for x in range(width - 1, -1, -1)] for y in range(height)]),
        ]
        lines = self.lines
        for d, sequences in runs:
            for seq in sequences:
                # `seq` is in the travel order of direction d: build from its far end.
                ahead: list[int] = []
                for p in reversed(seq):
                    if cells[p]:
                        lines[4 * p + d] = list(ahead)
                        ahead.insert(0, p)
        against = [DIRECTIONS[(d + 2) % 4] for d in range(4)]
        for i in range(size):
            if not cells[i]:
                continue
            for d in range(4):
                j = nbr[4 * i + d]
                if j >= 0 and edge[4 * i + d] != DOUBLE:
                    self.cling[i].append(j)
            if cells[i] != LADDER:
                continue
            # Spec §3.4/Q5: only an arrow pointing against the hop stops it; edges touching a
            # solid area have no effect (§7.3). A blocking step blocks every ladder beyond it.
            for d in range(4):
                blocked = False
                p = i
                for q in lines[4 * i + d]:
                    if (
                        nbr[4 * p + d] == q
                        and SOLID not in (cells[p], cells[q])
                        and edge[4 * p + d] == against[d]
                    ):
                        blocked = True
                    if cells[q] == LADDER:
                        self.hops[i].append((d, q, blocked))
                    p = q

    def edge_between(self, x: int, y: int, d: int) -> str:
        """The code of the edge on side d of cell (x, y)."""
        w = self.width
        if d == 0:
            return self.h_edges[y * w + x]
        if d == 2:
            return self.h_edges[(y + 1) * w + x]
        if d == 3:
            return self.v_edges[y * (w + 1) + x]
        return self.v_edges[y * (w + 1) + x + 1]

    def name(self, i: int) -> str:
        if 0 <= i < len(self.names):
            return self.names[i]
        return cell_name(i % self.width, i // self.width)

    def index(self, name: str) -> int:
        """The cell index of a name, or -1 when the name is off this board or names no cell."""
        xy = parse_cell_name(name)
        if xy is None:
            return -1
        x, y = xy
        if not (0 <= x < self.width and 0 <= y < self.height):
            return -1
        i = y * self.width + x
        return i if self.cells[i] else -1

    def direction(self, a: int, b: int) -> tuple[int, int] | None:
        """(direction, distance) from a to b when they share a row or column, else None."""
        ax, ay, bx, by = a % self.width, a // self.width, b % self.width, b // self.width
        if a == b:
            return None
        if ax == bx:
            return (2, by - ay) if by > ay else (0, ay - by)
        if ay == by:
            return (1, bx - ax) if bx > ax else (3, ax - bx)
        return None


def _combine(old: str | None, new: str) -> str:
    """Two card borders that meet (§3.3): open + open = open, open + wall = wall, wall + wall =
    double wall."""
    if old is None:
        return new
    if old == OPEN:
        return new
    if new == OPEN:
        return old
    return DOUBLE


class Board:
    """A quest compiled for play and search; `disabled` switches rule features off (§8.2)."""

    def __init__(self, quest: Quest, disabled: frozenset[str] = frozenset()) -> None:
        self.quest = quest
        self.disabled = disabled
        self.heroes: tuple[str, ...] = tuple(h for h in HEROES if h in quest.heroes)
        self._layouts: list[Layout] = []
        self._ids: dict[Layout, int] = {}
        self._geometries: list[Geometry] = []
        self._lock = threading.Lock()
        self.atom_moves: dict[tuple[int, int, int, int, int], object] = {}
        """`rules.atom_move`'s memo: an atom names the same move on every layout of the board
        (cell names depend on the frame only), so each Move object is built once."""
        self.expansions: dict[int, list[tuple[tuple[int, int, int, int, int], int, object]]] = {}
        """The tables' memo of expanded positions (packed position -> `MazeState._expansion`),
        kept small: a new table starts from the same position, undo and redo come back to old
        ones. The solver does not use it (it expands each position once)."""
        first = self.geometry(self.layout_id(quest.layout))
        self.has_armories: bool = any(first.armory_of)
        tokens = {t for card in quest.cards for t in card.cells}
        self.exit_heroes: frozenset[str] = frozenset(t[1] for t in tokens if t[0] == "X")
        self.shared_exit: bool = SHARED_EXIT in tokens
        edges = {e for card in quest.cards for e in card.h_edges + card.v_edges}
        self.door_types: tuple[int, ...] = tuple(sorted(int(e) for e in edges if e.isdigit()))
        self.mage: int = self.hero_index("m")
        # Packed positions (rules.pack): one field of `bits` bits per hero, then the flags.
        self.bits: int = (first.width * first.height).bit_length()
        self.loc_mask: int = (1 << self.bits) - 1
        self.flag_shift: int = self.bits * len(self.heroes)
        self.locs_mask: int = (1 << self.flag_shift) - 1
        self.hero_fields: tuple[int, ...] = tuple(
            self.loc_mask << (self.bits * k) for k in range(len(self.heroes))
        )
        """Per hero, the bits of its field in a packed position (0 once it has left)."""

    def layout_id(self, layout: Layout) -> int:
        lid = self._ids.get(layout)
        if lid is None:
            # Tables of a quest share its board, and the screen's solver threads read it while
            # a table plays: the geometry is built first, then the id is handed out under the
            # lock and published last, so an id never points at another layout's geometry.
            geometry = Geometry(self.quest, layout)
            with self._lock:
                lid = self._ids.get(layout)
                if lid is None:
                    lid = len(self._layouts)
                    self._layouts.append(layout)
                    self._geometries.append(geometry)
                    self._ids[layout] = lid
        return lid

    def layout(self, lid: int) -> Layout:
        return self._layouts[lid]

    def geometry(self, lid: int) -> Geometry:
        return self._geometries[lid]

    def hero_index(self, hero: str) -> int:
        return self.heroes.index(hero) if hero in self.heroes else -1

    def start_locations(self) -> tuple[int, ...]:
        geo = self.geometry(self.layout_id(self.quest.layout))
        where = {h: geo.global_of[k][li] for h, k, li in self.quest.starts}
        return tuple(where[h] for h in self.heroes)
