"""Every number of Ruins: catalogues, costs and tables (spec §2, §3). Nothing else holds numbers."""

from __future__ import annotations

from typing import Final

# -- effects (§2.3) ------------------------------------------------------------------------

EFFECT_NAMES: Final[dict[str, str]] = {
    "a": "+1 Rank",
    "b": "+2 Rank",
    "c": "+3 Rank",
    "d": "Wild",
    "e": "Twin",
    "f": "Skip",
    "g": "Scout",
    "h": "Burden All",
    "i": "Burden One",
    "j": "Relight",
    "k": "Cache",
}

EFFECT_TEXTS: Final[dict[str, str]] = {
    "a": "This ruin's rank is 1 higher.",
    "b": "This ruin's rank is 2 higher.",
    "c": "This ruin's rank is 3 higher.",
    "d": "With other ruins it takes the set's rank and ignores its modifiers; alone it is its "
    "printed rank plus modifiers.",
    "e": "This ruin counts as one more ruin in a play.",
    "f": "One more opponent must pass.",
    "g": "Draw 1 ruin; if you drew one, discard 1 ruin of your choice.",
    "h": "Every opponent still in the round draws 1 ruin, clockwise from your left.",
    "i": "Choose one opponent still in the round: they draw 1 ruin.",
    "j": "Turn 1 of your unlit torches back to lit.",
    "k": "Discard 1 ruin of your choice from your hand.",
}

RANK_BONUS: Final[dict[str, int]] = {"a": 1, "b": 2, "c": 3}
STATIC_EFFECTS: Final[str] = "abcde"
TRIGGERED_EFFECTS: Final[str] = "fghijk"
# §4.11: the fixed order in which triggered effects resolve; Skip (f) only adds forced passes.
RESOLUTION_ORDER: Final[str] = "jgkih"

# -- ruins (§2.4) --------------------------------------------------------------------------

DAY_RANKS: Final[tuple[int, ...]] = tuple(range(1, 11))
COPIES: Final[str] = "ABCDE"
NIGHT_RANK_GAIN: Final[dict[str, int]] = {"A": 3, "B": 2, "C": 1, "D": 1, "E": 0}
NIGHT_EFFECT_BY_COPY: Final[dict[str, str | None]] = {"A": None, "B": "j", "C": "g", "D": "f"}


def _copy_e_effect(day: int) -> str:
    if day <= 2:
        return "d"
    if day <= 6:
        return "e"
    if day <= 8:
        return "i"
    return "h"


RUIN_IDS: Final[tuple[str, ...]] = tuple(f"R{day}{copy}" for day in DAY_RANKS for copy in COPIES)
RUIN_INDEX: Final[dict[str, int]] = {rid: i for i, rid in enumerate(RUIN_IDS)}
RUIN_DAY: Final[tuple[int, ...]] = tuple(day for day in DAY_RANKS for _ in COPIES)
RUIN_NIGHT: Final[tuple[int, ...]] = tuple(
    day + NIGHT_RANK_GAIN[copy] for day in DAY_RANKS for copy in COPIES
)
RUIN_NIGHT_EFFECT: Final[tuple[str | None, ...]] = tuple(
    _copy_e_effect(day) if copy == "E" else NIGHT_EFFECT_BY_COPY[copy]
    for day in DAY_RANKS
    for copy in COPIES
)
RUIN_COUNT: Final[int] = len(RUIN_IDS)  # 50

# -- discoveries (§2.5) --------------------------------------------------------------------

POSITIONS: Final[tuple[str, str, str]] = ("top", "middle", "bottom")
_DISCOVERY_TABLE: Final[tuple[tuple[str, str, int], ...]] = (
    # (position letter, effect, copies), in catalogue order within each position
    ("T", "a", 4),
    ("T", "b", 3),
    ("T", "c", 3),
    ("T", "d", 3),
    ("M", "e", 4),
    ("M", "f", 3),
    ("M", "a", 3),
    ("M", "j", 3),
    ("B", "g", 4),
    ("B", "i", 3),
    ("B", "h", 2),
    ("B", "k", 2),
    ("B", "b", 2),
)


def _discoveries() -> tuple[tuple[str, ...], tuple[int, ...], tuple[str, ...]]:
    ids: list[str] = []
    positions: list[int] = []
    effects: list[str] = []
    counter = {"T": 0, "M": 0, "B": 0}
    for letter, effect, copies in _DISCOVERY_TABLE:
        for _ in range(copies):
            counter[letter] += 1
            ids.append(f"{letter}{counter[letter]:02d}")
            positions.append("TMB".index(letter))
            effects.append(effect)
    return tuple(ids), tuple(positions), tuple(effects)


DISCOVERY_IDS, DISCOVERY_POSITION, DISCOVERY_EFFECT = _discoveries()
DISCOVERY_INDEX: Final[dict[str, int]] = {did: i for i, did in enumerate(DISCOVERY_IDS)}
DISCOVERY_COUNT: Final[int] = len(DISCOVERY_IDS)  # 39

# -- market (§2.6) -------------------------------------------------------------------------

MARKET_COSTS: Final[tuple[int, ...]] = (3, 2, 1, 1)  # slots S1..S4, S1 next to the deck
MARKET_SLOTS: Final[int] = len(MARKET_COSTS)

# -- scoring (§2.7, §5.5) ------------------------------------------------------------------

# VP by finishing position; the last entry is the last-place value.
SCORING: Final[dict[int, tuple[int, ...]]] = {
    2: (5, -1),
    3: (5, 2, -1),
    4: (5, 3, 1, -1),
    5: (5, 3, 2, 1, -1),
}
VP_MIN: Final[int] = 0
VP_MAX: Final[int] = 10
INSTANT_WIN_VP: Final[int] = 9  # begin a round with at least this many VP, go out first: win

# -- setup (§3.1) and rounds (§2.7, §5.4) --------------------------------------------------

MIN_PLAYERS: Final[int] = 2
MAX_PLAYERS: Final[int] = 5
COPIES_PER_RANK: Final[dict[int, int]] = {2: 2, 3: 3, 4: 4, 5: 5}  # = players
DECK_SIZES: Final[dict[int, int]] = {n: n * len(DAY_RANKS) for n in COPIES_PER_RANK}
HAND_SIZE: Final[int] = 9
TORCHES: Final[int] = 3
CLAIMS: Final[int] = 2
ROUNDS: Final[int] = 4  # regular rounds
SHOWDOWN_ROUND: Final[int] = 5
