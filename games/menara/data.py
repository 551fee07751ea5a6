"""Menara data (spec §2, §3, §6 and the numbers of §7): the only place numbers live.

The floor and plan-card catalogues are reconstructions ([R] in the spec): they are kept here as
text in the spec's own table format so that they can be replaced without touching the engine.
The expansion Rituals & Ruins (§2.4, §6) adds a second floor table (X1-X8), a second plan-card
table, the table of what each new floor brings (§6.1.1), the ritual cards and the numbers of its
modules. The base-game names (`BASE_FLOORS`, `PLAN_CARDS`) keep holding the base game only, so a
game without modules is set up exactly as before; the lookups (`FLOORS`, `PLANS`) hold both.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

# -- columns -------------------------------------------------------------------------------------

COLOURS: tuple[str, ...] = ("Y", "R", "K", "W", "B")
"""Column and base colours in their fixed order (every colour count is a tuple in this order)."""

COLOUR_NAMES: dict[str, str] = {
    "Y": "yellow",
    "R": "red",
    "K": "black",
    "W": "white",
    "B": "blue",
}

COLUMN_COUNTS: tuple[int, ...] = (30, 20, 12, 8, 6)
"""76 columns: 30 yellow, 20 red, 12 black, 8 white, 6 blue (§2.1)."""

CAMP_SIZE = 6

# -- the temple ----------------------------------------------------------------------------------

TABLE_WIDTH = 64
TABLE_HEIGHT = 40
"""The table in cells (§7.2, Q42); points run from 0 to the width and height inclusive."""

BASE_FLOOR_COUNT = 3
"""Floors taken from the quarry for the temple base at setup (§3.2 step 5)."""

MIN_SUPPORTS = 2
RECOMMENDED_SUPPORTS = 3
"""A floor above the base needs 2 supports; the printed advice is 3 (Q5)."""

CELL_WEIGHT = 1
UPRIGHT_WEIGHT = 2
TILTED_WEIGHT = 2
GOLDEN_WEIGHT = 1
"""Weights of the balance model (§7.5)."""

# -- steady hands (§7.11) -----------------------------------------------------------------------

STEADY_BASE: dict[str, float] = {"easy": 0.001725, "medium": 0.0046, "difficult": 0.00782}
"""The chance of a piece at level 0 with margin 1, per difficulty (ratio 1 : 2.7 : 4.5).

Retuned as §7.11 allows (BASE only, ratio kept): 2.3 times the spec's 0.00075 / 0.002 / 0.0034.
Measured (python -m games.menara.balance, seeded 2-player games, greedy bot): the spec's values
won 93% / 73% / 50% (30 games each; bands 75-90 / 45-60 / 20-35); twice them 82.5% / 57.5% / 30%
(40 games), but 62.0% at medium over 300 games (height 7.63), so 2.3 times. With these values:
easy 87% (100 games, height 10.5), medium 55.7% (300 games, height 6.99, target 6.81),
difficult 25% (100 games, height 5.05) - all inside the bands."""
STEADY_GROWTH = 1.25
"""Each level higher multiplies a piece's chance by this."""
STEADY_K = 1
"""Weight of a thin margin: a margin of 0 doubles the chance, 1 or more leaves it as it is."""

GOLDEN = "G"
"""The occupant code of a golden column (expansion §6.2; never present in the base game)."""

# -- setup ---------------------------------------------------------------------------------------

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "difficult")
LEVEL_CARDS: tuple[str, ...] = ("LV1", "LV2", "LV3", "LV4", "LV5")
LEVEL_CARDS_BY_DIFFICULTY: dict[str, int] = {"easy": 3, "medium": 4, "difficult": 5}

COLUMNS_PER_PLAYER: dict[str, tuple[int, ...]] = {
    # 1, 2, 3, 4 players, then the unofficial 5-player variant (Q18: the 4-player counts)
    "easy": (9, 7, 6, 5, 5),
    "medium": (8, 6, 5, 4, 4),
    "difficult": (7, 5, 4, 3, 3),
}

# -- construction plan cards (§2.2) --------------------------------------------------------------

PILES: tuple[str, ...] = ("easy", "medium", "difficult")

BASE_TASKS: tuple[str, ...] = ("PLACE", "SAME", "MOVE", "FILL", "SHIFT")
"""The five base-game task types (§2.2.1)."""
NEW_TASKS: tuple[str, ...] = ("DIFFLOORS", "DIFFCOL", "SAMECOL", "BLACK", "TWOLEVELS")
"""The expansion's task types (§6.6); TWOLEVELS carries no number (n = 0)."""
TASKS: tuple[str, ...] = BASE_TASKS + NEW_TASKS

RIMS: dict[str, str] = {"F": "free", "L": "light", "D": "dark"}


@dataclass(frozen=True)
class PlanCard:
    id: str
    pile: str
    task: str
    n: int
    """The number on the card (0 for FILL and SHIFT)."""
    rim: str
    """F (free side), L (light side up) or D (dark side up) for floors added during the card."""


_PLAN_TABLE = """
E01 easy PLACE(1) F
E02 easy PLACE(1) L
E03 easy PLACE(1) D
E04 easy PLACE(2) F
E05 easy PLACE(2) F
E06 easy PLACE(2) L
E07 easy PLACE(2) D
E08 easy PLACE(3) F
E09 easy SAME(2) F
M01 medium PLACE(2) F
M02 medium PLACE(2) D
M03 medium PLACE(3) F
M04 medium PLACE(3) L
M05 medium PLACE(3) D
M06 medium SAME(2) F
M07 medium SAME(2) L
M08 medium SAME(2) D
M09 medium SAME(3) F
M10 medium SAME(3) F
M11 medium MOVE(1) F
M12 medium MOVE(1) L
D01 difficult PLACE(3) F
D02 difficult PLACE(4) F
D03 difficult PLACE(4) D
D04 difficult SAME(3) L
D05 difficult SAME(3) D
D06 difficult MOVE(1) F
D07 difficult MOVE(1) D
D08 difficult MOVE(2) F
D09 difficult MOVE(2) L
D10 difficult MOVE(3) F
D11 difficult FILL F
D12 difficult FILL L
D13 difficult FILL D
D14 difficult SHIFT F
"""


def _parse_plans(table: str) -> tuple[PlanCard, ...]:
    cards = []
    for line in table.strip().splitlines():
        card_id, pile, task, rim = line.split()
        match = re.fullmatch(r"([A-Z]+)(?:\((\d)\))?", task)
        assert match is not None, line
        cards.append(PlanCard(card_id, pile, match[1], int(match[2] or 0), rim))
    return tuple(cards)


# The expansion's pool of new cards (§2.4.2): which of them join a game depends on the new floors
# in play (§6.1.1), drawn at random per category.
_NEW_PLAN_TABLE = """
NE01 easy DIFFLOORS(2) F
NE02 easy DIFFLOORS(2) L
NE03 easy DIFFCOL(2) F
NE04 easy DIFFCOL(2) D
NE05 easy SAMECOL(2) F
NE06 easy SAMECOL(2) L
NE07 easy BLACK(1) F
NE08 easy BLACK(1) D
NM01 medium DIFFLOORS(3) F
NM02 medium DIFFLOORS(3) D
NM03 medium DIFFCOL(3) F
NM04 medium DIFFCOL(3) L
NM05 medium BLACK(2) F
NM06 medium BLACK(2) L
NM07 medium SAMECOL(3) F
NM08 medium SAMECOL(2) D
ND01 difficult TWOLEVELS F
ND02 difficult TWOLEVELS L
ND03 difficult TWOLEVELS D
ND04 difficult SAMECOL(3) F
ND05 difficult SAMECOL(3) D
ND06 difficult DIFFCOL(3) D
ND07 difficult DIFFLOORS(3) L
ND08 difficult BLACK(2) F
"""

PLAN_CARDS: tuple[PlanCard, ...] = _parse_plans(_PLAN_TABLE)
"""The 35 base-game cards (setup of the base game deals exactly these)."""
NEW_PLAN_CARDS: tuple[PlanCard, ...] = _parse_plans(_NEW_PLAN_TABLE)
"""The 24 new cards of the expansion (§2.4.2)."""
PLANS: dict[str, PlanCard] = {card.id: card for card in PLAN_CARDS + NEW_PLAN_CARDS}
"""Every card by id, base and expansion."""

# -- temple floors (§2.3, §2.4.3) ----------------------------------------------------------------

BASE_KINDS: dict[str, str] = {">": "chain", "#": "ordered", "^": "twin", "~": "ruin", "@": "centre"}
"""The annotation after a base in the floor tables (§2.4.3) and the base kind it makes; a base
without one is "normal"."""

ANY_COLOUR = "*"
"""The printed colour of a chain base: any colour may enter (once per colour, §6.1.3)."""


@dataclass(frozen=True)
class BaseSpec:
    """A base on one side of a floor, at point (x, y) of that side's frame."""

    colour: str
    """Y, R, K, W or B; `ANY_COLOUR` ("*") for a chain base."""
    x: int
    y: int
    kind: str = "normal"
    """normal; the expansion adds chain (`*` with `>k`), ordered (`#k`), twin (`^a`/`^b`), ruin
    (`~`, in an opening, tilted columns) and centre (`@`) bases (§2.4.3, §6.1)."""
    order: int = 0
    """The chain position k of `>k` (1 = the starting base) or the order number k of `#k`."""
    twin: str = ""
    """The pair label "a" or "b" of a twin base (`^a`, `^b`)."""


@dataclass(frozen=True)
class SideSpec:
    bases: tuple[BaseSpec, ...]
    mark: tuple[str, int, int] | None = None
    """A glowing mark (colour, cell x, cell y) for the Tears module (§6.3)."""
    openings: tuple[tuple[int, int], ...] = ()
    """Points at the centre of 2x2 holes carrying ruin bases (Thorn Moon, Crescents; §7.3).
    Given by the catalogue, not found by geometry: the ring hole of X5 is not an opening."""


@dataclass(frozen=True, eq=False)
class FloorSpec:
    """A double-sided temple floor. The dark side is the mask mirrored left-right (§2.3.2).

    Compared by identity: the engine memoises geometry per floor object.
    """

    id: str
    mask: tuple[str, ...]
    """Rows top to bottom; '#' is a cell of the light side."""
    light: SideSpec
    dark: SideSpec
    name: str = ""
    """The printed name of an expansion floor ("The Double Ax"); empty for base floors."""
    rules: tuple[str, ...] = field(default=())
    """Special building rules of expansion floors (§6.1), one line each for the screen; empty
    for base floors. The engine reads the rules from the base kinds, not from this text."""

    @property
    def width(self) -> int:
        return len(self.mask[0])

    @property
    def height(self) -> int:
        return len(self.mask)

    @property
    def area(self) -> int:
        return sum(row.count("#") for row in self.mask)

    def side(self, side: str) -> SideSpec:
        return self.light if side == "L" else self.dark

    @classmethod
    def mirrored(cls, floor_id: str, mask: str, bases: str) -> FloorSpec:
        """A floor whose dark side is its light side mirrored, bases included (§9.0 fixtures)."""
        rows = tuple(mask.split("/"))
        light = _parse_bases(bases)
        width = len(rows[0])
        dark = tuple(replace(b, x=width - b.x) for b in light)
        return cls(floor_id, rows, SideSpec(light), SideSpec(dark))


_BASE = re.compile(r"([YRKWB*])\((\d+),(\d+)\)(?:([>#])(\d+)|\^([ab])|([~@]))?")


def _parse_bases(text: str) -> tuple[BaseSpec, ...]:
    """Bases in the tables' notation: `C(x,y)` with an optional annotation (§2.4.3)."""
    bases = []
    for found in _BASE.finditer(text):
        colour, x, y, numbered, number, twin, plain = found.groups()
        mark = numbered or ("^" if twin else plain)
        bases.append(
            BaseSpec(
                colour,
                int(x),
                int(y),
                BASE_KINDS[mark] if mark else "normal",
                int(number or 0),
                twin or "",
            )
        )
    # Every word must be a base: a typo in a table is an error, not a base silently dropped.
    assert len(bases) == len(text.split()), text
    return tuple(bases)


def _parse_mark(colour: str, text: str) -> tuple[str, int, int] | None:
    found = re.fullmatch(r"\((\d+),(\d+)\)", text.strip())
    return None if found is None else (colour, int(found[1]), int(found[2]))


def _parse_points(text: str) -> tuple[tuple[int, int], ...]:
    return tuple((int(x), int(y)) for x, y in re.findall(r"\((\d+),(\d+)\)", text))


# ID | mask (light side) | light-side bases | blue mark (light) | dark-side bases | red mark (dark)
# Dark-side bases and marks are given in the mirrored frame, exactly as in spec §2.3.3.
_FLOOR_TABLE = """
F01 | .#####./#######/#######/#######/#######/.#####. | Y(1,2) R(6,4) K(4,1) Y(2,5) W(3,3) R(6,2) | (4,5) | R(3,3) Y(6,2) R(5,5) K(2,1) Y(1,4) | -
F02 | ##....##/###..###/########/.######./..####.. | Y(1,1) B(7,2) Y(3,4) R(5,3) K(2,2) | - | W(4,3) Y(1,1) R(7,1) K(2,3) | (6,3)
F03 | ###.../###.../###.../######/###### | Y(5,4) R(1,1) Y(1,4) W(3,4) | (2,0) | Y(4,3) R(1,4) B(5,1) | -
F04 | #####/####./###../##... | K(1,3) Y(3,1) R(1,1) | - | Y(3,2) Y(2,1) R(4,1) | (4,3)
F05 | .#####./#######/##...##/##...##/##...## | Y(1,4) B(6,2) R(2,1) Y(4,1) | (5,4) | K(3,1) Y(6,4) W(1,4) R(5,1) Y(1,2) | -
F06 | ...#.../..###../.#####./#######/.#####./..###../...#... | K(3,2) Y(4,5) R(5,3) W(2,4) | - | K(3,3) Y(5,4) R(3,5) B(4,2) Y(2,4) | (3,0)
F07 | #######/#######/..###../..###../..###.. | Y(1,1) K(6,1) R(3,4) Y(4,2) | (2,0) | R(3,2) Y(6,1) K(1,1) | -
F08 | ###..###/########/########/.##..##. | Y(1,1) R(7,2) B(4,2) Y(2,3) K(6,1) | - | W(4,2) Y(1,1) R(7,1) Y(2,3) | (6,3)
F09 | .###./#####/#####/#####/.###. | W(2,1) Y(3,4) R(4,2) | (0,3) | R(2,2) K(4,3) Y(2,4) B(3,1) | -
F10 | ..###../..###../#######/#######/#######/..###../..###.. | Y(3,1) R(4,6) K(6,3) Y(1,4) W(3,3) | - | Y(3,3) R(6,4) W(3,6) Y(4,1) K(1,4) R(5,3) | (2,0)
F11 | ##..../####../######/.#####/..####/...### | Y(1,1) R(5,5) K(3,3) Y(5,3) | (2,1) | Y(3,3) Y(5,1) R(1,5) K(1,3) Y(4,2) | -
F12 | #####../#######/##..###/##...##/##...../##..... | R(1,5) B(6,2) Y(2,1) Y(4,1) | - | W(4,1) R(6,5) Y(1,3) | (6,0)
F13 | .######./########/########/########/########/.##..##. | R(1,4) K(7,2) Y(3,1) W(6,5) R(4,3) Y(5,1) | (0,1) | B(4,3) Y(1,2) R(7,2) K(2,5) Y(6,5) | -
F14 | .######/.######/#######/######./######. | K(6,1) Y(1,4) R(2,1) B(5,4) Y(4,2) | - | R(3,2) Y(6,4) W(1,1) K(5,1) Y(2,4) R(4,4) | (2,0)
F15 | #......#/###..###/########/.######./...##... | R(1,2) Y(7,2) K(4,4) W(2,3) | (0,0) | Y(4,3) B(1,2) R(7,2) Y(2,3) K(6,3) | -
F16 | ####/####/####/####/.##. | Y(2,4) R(1,1) Y(3,2) | - | Y(2,2) R(2,4) W(1,1) Y(3,1) | (0,2)
F17 | ###...../####..../.####.../..######/...#####/....#### | R(1,1) K(7,5) Y(4,3) B(5,5) Y(2,2) | (2,0) | K(4,3) R(7,1) Y(1,5) Y(3,5) | -
F18 | ..####../.######./########/########/.######./..####.. | R(1,3) W(7,3) Y(4,1) K(4,5) R(3,3) Y(5,3) | - | R(4,3) B(1,3) Y(7,3) K(3,1) W(3,5) Y(5,1) | (5,5)
"""  # noqa: E501

# The expansion's floors (§2.4.3), same columns with the name after the ID. Annotations: `*` any
# colour (chain base), `>k` chain position, `#k` order number, `^a`/`^b` twin pair, `~` ruin base
# (in an opening), `@` the central base.
_EXPANSION_TABLE = """
X1 | The Double Ax | ##....##/###..###/########/###..###/##....## | Y(1,1)^a R(2,3)^a Y(7,1)^b K(6,3)^b | (0,4) | Y(1,2)^a R(1,4)^a W(7,2)^b Y(7,4)^b | (3,2)
X2 | The Wheel of the Three Truths | .####./######/######/######/######/.####. | *(3,1)>1 *(5,3)>2 *(3,5)>3 | (0,2) | *(2,2)>1 *(4,2)>2 *(3,4)>3 | (0,4)
X3 | The Wedge Moon | ####.../#####../.#####./..#####/...####/....### | Y(1,1)#1 R(3,1)#2 Y(3,3)#2 K(5,3)#3 Y(6,5)#3 | (4,1) | *(6,1)>1 *(4,2)>2 *(3,4)>3 *(1,5)>4 | (1,2)
X4 | The Crescents of the Sun | .######./########/###..###/###..###/########/.######. | Y(2,1) R(6,1) K(2,5) Y(6,5) Y(4,3)~ | (0,2) | R(1,2) Y(7,2) Y(1,4) B(7,4) R(4,3)~ | (3,0)
X5 | The Ring of Balance | .#####./#######/##...##/##...##/##...##/#######/.#####. | Y(2,1)#1 R(6,3)#2 Y(4,6)#3 K(1,4)#4 | (4,0) | R(2,1)#1 Y(5,6)#1 Y(6,2)#2 W(1,5)#2 Y(4,1)#3 | (0,2)
X6 | The Thorn Moon | ########./#..##..##/#..##..##/#########/.##..###./.##..##../..####... | R(2,2)~ Y(6,2)~ K(4,5)~ | (8,3) | Y(7,2)~ W(3,2)~ R(5,5)~ | (0,3)
X7 | The Wheel of the Five Winds | ..####../.######./########/########/########/########/.######./..####.. | Y(4,1) R(7,4) Y(4,7) K(1,4) W(4,4)@ | (1,1) | R(3,1) Y(6,2) B(7,5) Y(4,7) Y(1,4) W(4,4)@ | (1,6)
X8 | The Bridge of Dangers | ##.......##/###########/###########/##.......## | *(1,2)>1 *(4,2)>2 *(7,2)>3 *(10,2)>4 | (0,0) | *(10,2)>1 *(8,2)>2 *(6,2)>3 *(4,2)>4 *(2,2)>5 | (0,0)
"""  # noqa: E501

# The "Openings" paragraph of §2.4.3: ID | light-side openings | dark-side openings (mirrored).
_OPENINGS_TABLE = """
X4 | (4,3) | (4,3)
X6 | (2,2) (6,2) (4,5) | (7,2) (3,2) (5,5)
"""

# One line per special rule, for the screen (§6.1.2-6.1.7); the engine reads the base kinds.
_FLOOR_RULES: dict[str, tuple[str, ...]] = {
    "X1": ("Twin bases (a, b) are filled in pairs, both in the same step.",),
    "X2": ("Chain: build on base 1 only; columns push along; each colour once.",),
    "X3": (
        "Light side: build in number order (1, then 2s, then 3s).",
        "Dark side: chain, build on base 1 only, columns push; each colour once.",
    ),
    "X4": (
        "The middle base is a ruin: its column stands tilted and carries nothing.",
        "Never part of the initial temple base.",
    ),
    "X5": ("Build in number order on both sides (all lower numbers first).",),
    "X6": (
        "Ruin bases only: tilted columns; no floor on the level right above it.",
        "No column below may poke into its openings; never in the base.",
    ),
    "X7": ("The central white base only once all other bases are taken.",),
    "X8": ("Chain: build on base 1 only; columns push along; each colour once.",),
}


def _parse_floors(table: str) -> tuple[FloorSpec, ...]:
    floors = []
    for line in table.strip().splitlines():
        floor_id, mask, light, blue, dark, red = (part.strip() for part in line.split("|"))
        floors.append(
            FloorSpec(
                floor_id,
                tuple(mask.split("/")),
                SideSpec(_parse_bases(light), _parse_mark("B", blue)),
                SideSpec(_parse_bases(dark), _parse_mark("R", red)),
            )
        )
    return tuple(floors)


def _parse_expansion(table: str, openings: str) -> tuple[FloorSpec, ...]:
    holes = {}
    for line in openings.strip().splitlines():
        floor_id, light, dark = (part.strip() for part in line.split("|"))
        holes[floor_id] = (_parse_points(light), _parse_points(dark))
    floors = []
    for line in table.strip().splitlines():
        floor_id, name, mask, light, blue, dark, red = (part.strip() for part in line.split("|"))
        light_holes, dark_holes = holes.get(floor_id, ((), ()))
        floors.append(
            FloorSpec(
                floor_id,
                tuple(mask.split("/")),
                SideSpec(_parse_bases(light), _parse_mark("B", blue), light_holes),
                SideSpec(_parse_bases(dark), _parse_mark("R", red), dark_holes),
                name,
                _FLOOR_RULES.get(floor_id, ()),
            )
        )
    return tuple(floors)


BASE_FLOORS: tuple[FloorSpec, ...] = _parse_floors(_FLOOR_TABLE)
"""The 18 base-game floors (the quarry of a game without new floors)."""
EXPANSION_FLOORS: tuple[FloorSpec, ...] = _parse_expansion(_EXPANSION_TABLE, _OPENINGS_TABLE)
"""The 8 new floors X1-X8 of the expansion (§2.4.3)."""
FLOORS: dict[str, FloorSpec] = {floor.id: floor for floor in BASE_FLOORS + EXPANSION_FLOORS}
"""Every floor by id (26): the catalogue a temple looks its floors up in."""

# -- expansion: what each new floor brings (§6.1.1) ----------------------------------------------


@dataclass(frozen=True)
class FloorExtras:
    """What a new floor brings into the game when chosen (§6.1.1)."""

    floor: str
    cards: tuple[int, int, int]
    """New plan cards drawn at random into the easy, medium and difficult piles (PILES order)."""
    columns: tuple[int, ...]
    """Extra columns put into the bag, per colour in COLOURS order."""


# Order | floor | + easy | + medium | + difficult | + extra columns. Table order is the
# recommended order: the first four rows are the recommended first expanded game.
_EXTRAS_TABLE = """
1 | X1 | 1 | 1 | 1 | 2 Y, 1 R, 1 K
2 | X2 | 1 | 1 | 1 | 1 Y, 1 R, 1 K, 1 W
3 | X3 | 1 | 1 | 1 | 2 Y, 1 R, 1 K
4 | X4 | 1 | 1 | 1 | 2 Y, 1 R, 1 K, 1 B
5 | X5 | 1 | 1 | 1 | 2 Y, 1 R, 1 W
6 | X6 | 1 | 1 | 1 | 1 Y, 1 R, 1 K
7 | X7 | 1 | 1 | 1 | 2 Y, 1 R, 1 W, 1 B
8 | X8 | 1 | 1 | 1 | 1 Y, 1 R, 1 K, 1 W
"""


def _parse_extras(table: str) -> tuple[FloorExtras, ...]:
    rows = []
    for line in table.strip().splitlines():
        _, floor_id, easy, medium, difficult, columns = (part.strip() for part in line.split("|"))
        counts = dict.fromkeys(COLOURS, 0)
        for item in columns.split(","):
            n, colour = item.split()
            counts[colour] += int(n)
        cards = (int(easy), int(medium), int(difficult))
        rows.append(FloorExtras(floor_id, cards, tuple(counts[c] for c in COLOURS)))
    return tuple(rows)


_EXTRAS = _parse_extras(_EXTRAS_TABLE)
FLOOR_ORDER: tuple[str, ...] = tuple(row.floor for row in _EXTRAS)
"""The new floors in the table's (recommended) order."""
FLOOR_EXTRAS: dict[str, FloorExtras] = {row.floor: row for row in _EXTRAS}
RECOMMENDED_FLOORS: tuple[str, ...] = FLOOR_ORDER[:4]
"""The floors of the recommended first expanded game (with golden columns, §3.3)."""

# -- expansion: golden columns, tears, fate (§6.2, §6.3, §6.5) -----------------------------------

GOLDEN_COUNT = 2
"""Golden columns next to the camp, shared by everyone (§6.2)."""
TEARS_PER_COLOUR = 6
"""Tear tokens: 6 blue and 6 red (§6.3)."""
TEAR_COLOURS: tuple[str, ...] = ("B", "R")
"""Blue tears go on blue marks (light sides), red tears on red marks (dark sides)."""

FATE_LEVELS: tuple[str, ...] = ("off", "merciful", "bearable", "tough")
FATE_FACE_UP: dict[str, int] = {"merciful": 3, "bearable": 1, "tough": 0}
"""Fate cards lying face up in the display per fate level (§6.5)."""

NOT_IN_BASE: tuple[str, ...] = ("X4", "X6")
"""The Crescents of the Sun and the Thorn Moon never join the initial temple base (§3.3, Q34)."""
THORN_PENALTY = 2
"""Plan cards added to the level row when the Thorn Moon fits nowhere (§6.1.6)."""

# -- expansion: ritual cards (§6.4) --------------------------------------------------------------

THIN_TIP_FROM = 4
"""The Thin Tip: from this level upwards each level holds a single floor."""
THIN_TIP_REMOVES = "X6"
"""The Thin Tip takes the Thorn Moon (and its Fate card) out of the game."""


@dataclass(frozen=True)
class Ritual:
    number: int
    id: str
    """The slug used in options and notation."""
    name: str
    rule: str
    """One line (at most 76 characters) for the status bar."""


RITUALS: tuple[Ritual, ...] = (
    Ritual(1, "enlightenment", "The Enlightenment",
           "Floors enter light side up only. Only the 6 blue tears are needed."),
    Ritual(2, "dark", "The Dark",
           "Floors enter dark side up only. Only the 6 red tears are needed."),
    Ritual(3, "curse", "The Curse of the Gods' Tears",
           "Tears in play. A floor with marks completes only once they hold tears."),
    Ritual(4, "grace_yellow", "The Grace of the Yellow Columns",
           "MOVE may only move yellow columns."),
    Ritual(5, "unholy_white", "The Unholy White Columns",
           "Each white column placed, moved or pushed discards the top easy card."),
    Ritual(6, "ban_blue", "The Ban of the Blue Columns",
           "Blue columns drawn go back to the bag; only the camp holds blue."),
    Ritual(7, "jinxed_yellow", "The Jinxed Yellow Columns",
           "A card done with yellow stays before you until a turn without yellow."),
    Ritual(8, "thin_tip", "The Thin Tip",
           "From level 4 up, each level holds a single floor. No Thorn Moon."),
    Ritual(9, "earthquake", "The Slight Earthquake",
           "Easy card revealed: freestanding columns on complete floors go to the bag."),
    Ritual(10, "glowing_red", "The Glowing Red Columns",
           "Red columns never go onto overbuilt bases, nor in a pair."),
    Ritual(11, "floating_quarry", "The Floating Quarry",
           "New floor: choose one of the top three; 2nd or 3rd only on the top level."),
    Ritual(12, "narrow_base", "The Narrow Base",
           "The base is the three smallest floors, the side with fewer bases up."),
    Ritual(13, "balance_of_fate", "The Balance of Fate",
           "An easy card you fulfil waits until you fulfil a difficult one."),
)  # fmt: skip
"""The 13 ritual cards in the spec's order; exactly one is in force when the module is on."""
RITUALS_BY_ID: dict[str, Ritual] = {ritual.id: ritual for ritual in RITUALS}

RITUAL_TEXT: dict[str, str] = {
    "enlightenment": (
        "Every floor enters the temple light side up, whatever the card's rim says, and the "
        "three floors of the temple base are laid light side up too. Light sides carry only "
        "blue marks, so with the Tears of the Gods the 6 red tears cannot be placed: the game "
        "is won with the 6 blue ones."
    ),
    "dark": (
        "Every floor enters the temple dark side up, whatever the card's rim says, the temple "
        "base included. Dark sides carry only red marks, so with the Tears of the Gods the 6 "
        "blue tears stay over: the game is won with the 6 red ones."
    ),
    "curse": (
        "The Tears of the Gods are in play, even if you did not choose them. A floor whose "
        "upper side shows a glowing mark may only be completed once every mark on it holds a "
        "tear: the game refuses any placement, pair, move, chain push or golden column that "
        "would fill its last base while a mark is empty. Base floors count too."
    ),
    "grace_yellow": (
        "A MOVE card may only take yellow columns out of the temple. Golden columns never move "
        "anyway."
    ),
    "unholy_white": (
        "Each time a white column is placed, moved by a MOVE card or pushed along a chain, "
        "the top easy plan card goes unexecuted onto the easy discard pile (the top medium "
        "card if the easy pile is empty, then the top difficult card). A golden column on a "
        "white base and columns carried by a SHIFT do not count. Emptying the last pile this "
        "way ends the game at the end of the turn."
    ),
    "ban_blue": (
        "The camp starts with 3 blue columns and 3 columns of three other colours; nobody "
        "starts with blue (a blue column drawn at the start is put back and redrawn). Later, "
        "a blue column you draw at the end of your turn goes back into the bag and is not "
        "replaced: your supply shrinks. A camp renewal keeps the blue columns it draws. If "
        "the bag holds fewer other columns than you are owed, the game ends at once."
    ),
    "jinxed_yellow": (
        "A card you fulfil in a turn in which you placed, moved or pushed a yellow column "
        "(a golden column on a yellow base counts) stays in front of you instead of the "
        "discard pile. At the end of your next turn without any yellow activity, all cards in "
        "front of you are discarded. Cards still there when the game ends join the level row."
    ),
    "thin_tip": (
        "From level 4 upwards, each level may hold only one floor: a new floor or a SHIFT may "
        "not go to such a level if a floor is already there. The Thorn Moon (and its Fate "
        "card) leaves the game."
    ),
    "earthquake": (
        "Whenever an easy plan card is revealed, before it is carried out, every wooden column "
        "that carries nothing and stands on a complete floor goes back into the bag. Golden "
        "columns stay. The floors become incomplete, twins may be split, and if a floor no "
        "longer balances the temple collapses and the game ends."
    ),
    "glowing_red": (
        "At the table a red column may not touch your skin. Here a wrapped hand cannot slide a "
        "column between floors: a red column may not be placed or moved onto an overbuilt base "
        "(one a higher floor covers), and red columns may not be part of a pair placed in one "
        "step. Golden columns are not red; a red column pushed along a chain is not handled."
    ),
    "floating_quarry": (
        "When a new floor is due, choose one of the top three floors of the quarry (or the top "
        "three Fate cards); the other two go back in their order. The first may go anywhere; "
        "the second or third only on columns at the current height or higher, never next to "
        "the base. Cannot be combined with Merciful Fate."
    ),
    "narrow_base": (
        "The temple base is formed by the three smallest floors that may lie in the base, each "
        "with the side with fewer bases up (either side when both have as many). With Fate, "
        "their Fate cards leave the game and no Fate card is drawn for the base."
    ),
    "balance_of_fate": (
        "An easy card you fulfil stays in front of you, and on your next turn you must reveal a "
        "difficult card (a medium one if none are left). Fulfil it and both are discarded; fail "
        "it and it joins the level row, the easy card stays, and you must take a difficult card "
        "again. When only easy cards are left the ritual lapses and kept cards are discarded."
    ),
}
"""A few sentences per ritual for the rules screen, with the digital details (§6.4)."""


def narrow_base(floor_ids: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """The temple base of the Narrow Base ritual (§6.4 #12, Q30) among the floors in play.

    The three smallest floors by area (ties: the lower ID) that may lie in the base, each with
    the sides it may show: the side with fewer bases, or "LD" when both sides have as many.
    """
    allowed = [FLOORS[f] for f in floor_ids if f not in NOT_IN_BASE]
    smallest = sorted(allowed, key=lambda f: (f.area, f.id))[:BASE_FLOOR_COUNT]
    out = []
    for floor in smallest:
        light, dark = len(floor.light.bases), len(floor.dark.bases)
        out.append((floor.id, "L" if light < dark else "D" if dark < light else "LD"))
    return tuple(out)


NARROW_BASE: tuple[tuple[str, str], ...] = narrow_base(FLOORS)
"""The Narrow Base with every floor in play: F04 (either side), F16 light, F03 dark."""
