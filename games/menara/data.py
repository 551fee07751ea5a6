"""Menara base-game data (spec §2, §3.2 and the numbers of §7): the only place numbers live.

The floor and plan-card catalogues are reconstructions ([R] in the spec): they are kept here as
text in the spec's own table format so that they can be replaced without touching the engine.
Expansion data (§2.4, §6) will join this module as further catalogues; every record below already
has room for it (base kinds, marks, openings).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

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
    # 1, 2, 3, 4 players, then the unofficial 5-player variant (Q18, not offered yet)
    "easy": (9, 7, 6, 5, 5),
    "medium": (8, 6, 5, 4, 4),
    "difficult": (7, 5, 4, 3, 3),
}

# -- construction plan cards (§2.2) --------------------------------------------------------------

PILES: tuple[str, ...] = ("easy", "medium", "difficult")

TASKS: tuple[str, ...] = ("PLACE", "SAME", "MOVE", "FILL", "SHIFT")
"""The five base-game task types (§2.2.1); the expansion adds DIFFLOORS, DIFFCOL, SAMECOL,
BLACK and TWOLEVELS (§6.6)."""

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


PLAN_CARDS: tuple[PlanCard, ...] = _parse_plans(_PLAN_TABLE)
PLANS: dict[str, PlanCard] = {card.id: card for card in PLAN_CARDS}

# -- temple floors (§2.3) ------------------------------------------------------------------------


@dataclass(frozen=True)
class BaseSpec:
    """A base on one side of a floor, at point (x, y) of that side's frame."""

    colour: str
    x: int
    y: int
    kind: str = "normal"
    """normal; the expansion adds ruin, chain, ordered, twin and central bases (§2.4.3)."""


@dataclass(frozen=True)
class SideSpec:
    bases: tuple[BaseSpec, ...]
    mark: tuple[str, int, int] | None = None
    """A glowing mark (colour, cell x, cell y) for the Tears module (§6.3); unused in the base."""
    openings: tuple[tuple[int, int], ...] = ()
    """Points of 2x2 holes carrying ruin bases (Thorn Moon, Crescents; §7.3)."""


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
    rules: tuple[str, ...] = field(default=())
    """Special building rules of expansion floors (§6.1); empty for base floors."""

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
        dark = tuple(BaseSpec(b.colour, width - b.x, b.y, b.kind) for b in light)
        return cls(floor_id, rows, SideSpec(light), SideSpec(dark))


def _parse_bases(text: str) -> tuple[BaseSpec, ...]:
    return tuple(
        BaseSpec(colour, int(x), int(y))
        for colour, x, y in re.findall(r"([YRKWB])\((\d+),(\d+)\)", text)
    )


def _parse_mark(colour: str, text: str) -> tuple[str, int, int] | None:
    found = re.fullmatch(r"\((\d+),(\d+)\)", text.strip())
    return None if found is None else (colour, int(found[1]), int(found[2]))


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


BASE_FLOORS: tuple[FloorSpec, ...] = _parse_floors(_FLOOR_TABLE)
FLOORS: dict[str, FloorSpec] = {floor.id: floor for floor in BASE_FLOORS}
