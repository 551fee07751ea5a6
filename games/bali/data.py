"""Every number and card of Bali (Wrede, 2017) and its Temple of Shiva expansion.

This is the only module where numbers live; section numbers refer to the spec
(`shared/rules/bali.md`). Card types and sacrifice kinds are small ints so that the engine's
inner loop compares ints; the names below are what notation, views and logs print.
"""

from __future__ import annotations

MIN_PLAYERS = 2
MAX_PLAYERS = 4

# -- sacrifice kinds (2.4) -----------------------------------------------------------------

RICE, PEANUTS, BANANAS, PEPPERS = 0, 1, 2, 3
KINDS: tuple[int, ...] = (RICE, PEANUTS, BANANAS, PEPPERS)
KIND_NAMES: tuple[str, ...] = ("rice", "peanuts", "bananas", "peppers")
KIND_LETTERS: tuple[str, ...] = ("R", "N", "B", "P")
"""One letter per kind for narrow drawings (N for peanuts: P is taken by peppers)."""
SACRIFICE_PER_KIND = 25
START_SACRIFICES_PER_KIND = 1
"""Setup step 4: each player takes one card of every kind."""

# -- playing cards (2.2, 2.5) ----------------------------------------------------------------

STONEMASON, PRIEST, SHRINE = 0, 1, 2
FARMER_RICE, FARMER_PEANUT, FARMER_BANANA, FARMER_PEPPER = 3, 4, 5, 6
TEMPLE = 7
CARD_TYPES: tuple[int, ...] = tuple(range(8))
FARMERS: tuple[int, ...] = (FARMER_RICE, FARMER_PEANUT, FARMER_BANANA, FARMER_PEPPER)
CARD_CODES: tuple[str, ...] = ("SM", "PR", "SH", "F-rice", "F-peanut", "F-banana", "F-pepper", "TC")
"""The spec's own abbreviations (§9), used in notation."""
CARD_NAMES: tuple[str, ...] = (
    "Stonemason",
    "Priest",
    "Shrine",
    "Rice farmer",
    "Peanut farmer",
    "Banana farmer",
    "Pepper farmer",
    "Temple card",
)
DEMON_SYMBOL: frozenset[int] = frozenset({PRIEST, TEMPLE})
"""Decision (§6.1.4, Q14): every Priest and every Temple card, nothing else."""


def farmer_of(kind: int) -> int:
    return FARMER_RICE + kind


def kind_of_farmer(card_type: int) -> int:
    return card_type - FARMER_RICE


DRAW_COPIES: dict[int, int] = {
    STONEMASON: 12,
    PRIEST: 9,
    SHRINE: 9,
    FARMER_RICE: 5,
    FARMER_PEANUT: 5,
    FARMER_BANANA: 5,
    FARMER_PEPPER: 5,
}
"""The 50 playing cards of a standard game (§2.2); the 8 Oracles stay in the box (§6.3, Q15)."""
TEMPLE_COPIES = 9

COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")
START_FARMERS: tuple[tuple[int, int, int], ...] = (
    (RICE, PEANUTS, BANANAS),
    (PEANUTS, BANANAS, PEPPERS),
    (BANANAS, PEPPERS, RICE),
    (PEPPERS, RICE, PEANUTS),
)
"""Decision (§2.3, Q6): the farmers of each colour's start hand; each colour misses one kind."""
START_STONES: tuple[int, ...] = (2, 3, 4, 5)
"""Decision (§3.1 step 7, Q5): starting stones by seat."""

# Card ids: the 16 start cards first (colour by colour: the Stonemason, then the three farmers),
# then the draw cards in the order of DRAW_COPIES, then the 9 Temple cards.
START_CARDS_PER_COLOUR = 4


def _catalogue() -> tuple[int, ...]:
    types: list[int] = []
    for farmers in START_FARMERS:
        types.append(STONEMASON)
        types.extend(farmer_of(k) for k in farmers)
    for card_type, copies in DRAW_COPIES.items():
        types.extend([card_type] * copies)
    types.extend([TEMPLE] * TEMPLE_COPIES)
    return tuple(types)


CARD_TYPE: tuple[int, ...] = _catalogue()
"""Card id -> card type, for every physical card (start sets, draw cards, temple cards)."""
FIRST_DRAW_CARD = START_CARDS_PER_COLOUR * len(COLOURS)
FIRST_TEMPLE_CARD = FIRST_DRAW_CARD + sum(DRAW_COPIES.values())
CARD_COUNT = len(CARD_TYPE)

# -- the offer (3.1 step 6, 4.4) -------------------------------------------------------------

COLUMNS = 4
COLUMN_DEPTH = 4
"""Four columns of four; a refill is always four cards."""
HAND_SIZE = 3

# -- costs (4.1, 4.2) -------------------------------------------------------------------------

BUY_BASE_COST = 5
"""A sacrifice card costs 5 stones, one less per farmer of its kind in display, never below 0."""
SHRINE_COST = 7
FARMER_COSTS: tuple[int, ...] = (0, 0, 1, 2)
"""Index = farmers of one kind played together (1, 2 or 3)."""
MAX_FARMERS_PER_PLAY = 3

# -- scorings (4.5, Decisions Q2 and Q3) ----------------------------------------------------

SOLE_LEADER_BONUS_STONES = 2
SOLE_LEADER_BONUS_VP = 2
SOLE_LEADER_BONUS_UNITS = 2
SOLE_LEADER_BONUS_CARDS = 1

# -- final scoring (5.5, Decision Q4) -------------------------------------------------------

SHRINE_VP = 4
TEMPLE_VP = 7
STONES_PER_VP = 5

# -- expansion (2.5, 3.2) -------------------------------------------------------------------

TOWERS_PER_KIND = 2
"""Decision (Q16): 8 towers, two demanding each kind."""
TOWER_KINDS: tuple[int, ...] = tuple(k for k in KINDS for _ in range(TOWERS_PER_KIND))
TOWERS_PER_PILE = 4
PILES: tuple[str, ...] = ("A", "B")
TEMPLE_PAYMENT = 2
"""A Temple card is paid with two own sacrifice cards (6.1.3)."""

NO_SEAT = -1
