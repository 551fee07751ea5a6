"""Every number of Mandala Stones and Harmony: the only place numbers live.

Section numbers refer to the spec, `rules/mandala_stones.md`. Where the spec marks a value as a
Decision, the comment says so.
"""

from __future__ import annotations

from typing import NamedTuple

MIN_PLAYERS = 2
MAX_PLAYERS = 4

# -- stones (§2.5) --------------------------------------------------------------------------

COLOURS = ("Y", "B", "R", "V")
"""Yellow, blue, red (printed pink/red), violet (purple): D13."""
COLOUR_NAMES = {"Y": "yellow", "B": "blue", "R": "red", "V": "violet", "N": "New Stone"}
PATTERNS = ("S", "O")
PATTERN_NAMES = {"S": "Starburst", "O": "Ring", "N": "New Stone"}
PER_KIND = 12
"""Stones of each colour-pattern combination (Decision D13: 24 per colour, 48 per pattern)."""
STONES = tuple(c + p for c in COLOURS for p in PATTERNS)
"""The eight ordinary kinds: YS, YO, BS, ... VO."""
STONE_COUNT = PER_KIND * len(STONES)  # 96

NEW = "NEW"
"""A Harmony New Stone. Its first letter "N" is its own fifth colour for objectives (§6.6)."""
NEW_COUNT = 12
NEW_COLOUR = "N"
NEW_PATTERN = "N"
"""The New Stone's own pattern for objectives, matching neither S nor O (§6.6)."""

# -- main board (§2.2, Decision D1) ------------------------------------------------------------

GRID = 7
ARTIST_CELLS: tuple[tuple[int, int], ...] = tuple(
    (r, c) for r in range(1, GRID, 2) for c in range(1, GRID, 2)
)
"""a1..a9, row by row: the cells where both row and column are odd."""
STONE_CELLS: tuple[tuple[int, int], ...] = tuple(
    (r, c) for r in range(GRID) for c in range(GRID) if (r % 2) + (c % 2) == 1
)
"""s1..s24, row by row: the cells where exactly one of row and column is odd."""
ARTIST_NAMES = tuple(f"a{i + 1}" for i in range(len(ARTIST_CELLS)))
STONE_NAMES = tuple(f"s{i + 1}" for i in range(len(STONE_CELLS)))
STACK_HEIGHT = 4

DIRECTIONS = ("N", "E", "S", "W")
"""Clockwise around an artist space, north at the top of the screen."""
_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))

AROUND: tuple[tuple[int, int, int, int], ...] = tuple(
    tuple(STONE_CELLS.index((r + dr, c + dc)) for dr, dc in _STEPS)  # type: ignore[misc]
    for r, c in ARTIST_CELLS
)
"""AROUND[artist space] = the stone spaces N, E, S, W of it (indices into STONE_CELLS)."""

TOUCHES: tuple[tuple[int, ...], ...] = tuple(
    tuple(a for a in range(len(ARTIST_CELLS)) if s in AROUND[a]) for s in range(len(STONE_CELLS))
)
"""TOUCHES[stone space] = the artist spaces it touches (one or two), the table of §2.2."""

OTHER_SIDE: tuple[tuple[int, int, int, int], ...] = tuple(
    tuple(  # type: ignore[misc]
        next((b for b in TOUCHES[s] if b != a), -1) for s in AROUND[a]
    )
    for a in range(len(ARTIST_CELLS))
)
"""OTHER_SIDE[artist space][direction] = the other artist space touching that stone, or -1."""


class Artist(NamedTuple):
    name: str
    pattern: str


ARTISTS = (Artist("Sa", "S"), Artist("Sb", "S"), Artist("Oa", "O"), Artist("Ob", "O"))
"""Two Starburst and two Ring artists (§2.1); the names are those of the §9 scenarios."""
ARTIST_START = (1, 3, 5, 7)
"""a2, a4, a6, a8: the diamond; the artists are shuffled onto them (§3.1)."""

# -- player board (§2.4) -----------------------------------------------------------------------

TOWERS = 5
TOWER_NAMES = ("P1", "P2", "P3", "P4", "P5")
TOWER_TITLES = ("Heights", "Low", "Middle", "High", "Colours")
MAX_HEIGHT = 4
HEIGHTS_SPACE = 0
"""P1: 1 VP per different height among all the player's towers (empty spaces do not count)."""
COLOURS_SPACE = 4
"""P5: 1 VP per different colour in the tower, the scored top stone included."""
BY_HEIGHT: dict[int, tuple[int, int, int, int]] = {
    1: (4, 3, 2, 1),  # P2 Low (Decision D2)
    2: (2, 4, 4, 2),  # P3 Middle (Decision D2)
    3: (1, 2, 4, 6),  # P4 High (Decision D2)
}
"""BY_HEIGHT[space][height - 1]: VP per stone scored from P2, P3, P4 by the tower's height."""
TOWER_RULES = ("#heights", "4/3/2/1", "2/4/4/2", "1/2/4/6", "#colours")
"""The short rule printed under each tower space."""

# -- Mandala board (§2.3, Decision D4) ---------------------------------------------------------

SPIRAL = 96
VP_SPACES: dict[int, int] = {
    4: 1,
    8: 1,
    14: 1,
    18: 2,
    25: 2,
    29: 2,
    36: 3,
    40: 3,
    49: 3,
    53: 4,
    63: 4,
    67: 5,
}
"""Space -> VP for the player who covers it. Under Harmony each starts with a New Stone."""
END_SPACE = {2: 48, 3: 60, 4: 72}
"""The hands space for the player count: a stone placed there triggers the end."""

# -- objective cards (§2.6, Decision D5) -------------------------------------------------------


class Objective(NamedTuple):
    id: str
    name: str
    text: str
    vp: int
    """VP per counted item (per tower, pair, colour, stone), or once."""


OBJECTIVES = (
    Objective("O1", "Monochrome", "3 VP per tower of height 2+ whose stones share one colour", 3),
    Objective("O2", "Single Motif", "2 VP per tower if every stone shows the same pattern", 2),
    Objective(
        "O3",
        "Alternating Motifs",
        "3 VP per pair of neighbouring towers whose tops differ in pattern",
        3,
    ),
    Objective("O4", "Spectrum", "4 VP per tower holding 4+ different colours", 4),
    Objective("O5", "Full Palette", "7 VP if all five spaces hold a tower", 7),
    Objective("O6", "Summit", "3 VP per tower of height exactly 4", 3),
    Objective("O7", "Staircase", "8 VP for towers of heights 1, 2, 3 and 4", 8),
    Objective("O8", "Crowned Colours", "2 VP per different colour among your top stones", 2),
    Objective("O9", "Hoard", "1 VP per stone on your board", 1),
    Objective("O10", "Twin Towers", "3 VP per pair of towers of equal height", 3),
)
OBJECTIVE_BY_ID = {o.id: o for o in OBJECTIVES}
OBJECTIVES_DEALT = 2
"""Each player is dealt two and scores one of them (§5.3)."""
