"""Tables of Magic Maze Tower: heroes, directions, tokens, tile deals, help icons, quests.

Every number and name the rules use lives here (spec §2, §3.2, §3.3, §4.1, §2.4).
"""

from __future__ import annotations

from itertools import permutations

from games.magic_maze_tower.adventures import ADVENTURE_CATALOG

# -- heroes (spec §2.2) -------------------------------------------------------------------

HEROES: tuple[str, ...] = ("d", "e", "b", "m", "s")
"""File letters in the fixed order d e b m s (solver state order, hint order, select order)."""

HERO_NAMES: dict[str, str] = {
    "d": "dwarf",
    "e": "elf",
    "b": "barbarian",
    "m": "mage",
    "s": "little sister",
}

HERO_COLOURS: dict[str, str] = {
    "d": "orange",
    "e": "green",
    "b": "yellow",
    "m": "purple",
    # Spec §9 Q2: the sister's colour is not confirmed; we use light blue / cyan.
    "s": "cyan",
}

HERO_ICONS: dict[str, str] = {"d": "axe", "e": "bow", "b": "sword", "m": "vial", "s": "spiral"}

HERO_ABILITIES: dict[str, str] = {
    "d": "squeezes through narrow passages",
    "e": "jumps over one adjacent pawn",
    "b": "tosses an adjacent pawn over one trap",
    "m": "swaps places with any pawn right after arriving on an invocation space",
    "s": "moves only by teleport and must land next to another pawn",
}

DWARF, ELF, BARBARIAN, MAGE, SISTER = HEROES

# -- directions (spec §2.3, §3.1) ---------------------------------------------------------

DIRECTIONS: tuple[str, ...] = ("N", "E", "S", "W")
"""Index 0..3 everywhere: 0 north, 1 east, 2 south, 3 west (clockwise)."""

DIRECTION_NAMES: dict[str, str] = {"N": "North", "E": "East", "S": "South", "W": "West"}
DX: tuple[int, ...] = (0, 1, 0, -1)
DY: tuple[int, ...] = (-1, 0, 1, 0)
SLIDE_LETTERS: tuple[str, ...] = ("n", "e", "s", "w")
"""Direction letters of the slide notation `slide X d` (§7.5)."""

# -- file tokens (spec §3.2, §3.3, §7.3) -------------------------------------------------

CORRIDOR = ".."
SOLID = "##"
LADDER = "L."
TRAP = "T."
INVOCATION = "I."
ROTATION = "R."
SLIDING = "S."
SHARED_EXIT = "X*"
DOOR_TYPES: tuple[int, ...] = (1, 2, 3, 4, 5)

PLAIN_CELL_TOKENS: frozenset[str] = frozenset(
    {CORRIDOR, SOLID, LADDER, TRAP, INVOCATION, ROTATION, SLIDING, SHARED_EXIT}
    | {f"K{n}" for n in DOOR_TYPES}
    | {f"A{h}" for h in HEROES}
    | {f"X{h}" for h in HEROES}
)
"""Every cell token except the start icons `@h` (which are corridors with a start)."""

# Internal edge codes, one character each. Doors are their digit; air currents are the
# letter of the one direction they may be crossed in.
OPEN = " "
WALL = "|"
DOUBLE = "%"
NARROW = "o"
CURRENT_CODES: tuple[str, ...] = DIRECTIONS

VERTICAL_EDGE_TOKENS: dict[str, str] = {
    " ": OPEN,
    "|": WALL,
    "%": DOUBLE,
    "o": NARROW,
    ">": "E",
    "<": "W",
    **{str(n): str(n) for n in DOOR_TYPES},
}
HORIZONTAL_EDGE_TOKENS: dict[str, str] = {
    "  ": OPEN,
    "--": WALL,
    "%%": DOUBLE,
    "oo": NARROW,
    "vv": "S",
    "^^": "N",
    **{str(n) * 2: str(n) for n in DOOR_TYPES},
}
VERTICAL_EDGE_WRITE: dict[str, str] = {code: tok for tok, code in VERTICAL_EDGE_TOKENS.items()}
HORIZONTAL_EDGE_WRITE: dict[str, str] = {code: tok for tok, code in HORIZONTAL_EDGE_TOKENS.items()}

EDGE_NAMES: dict[str, str] = {
    OPEN: "open",
    WALL: "wall",
    DOUBLE: "double",
    NARROW: "narrow",
    **{str(n): f"door{n}" for n in DOOR_TYPES},
    **{d: f"air_{d.lower()}" for d in DIRECTIONS},
}
"""Edge codes as the view spells them."""

# -- board limits (spec §2.5) -------------------------------------------------------------

CARD_SIZE = 6
MAX_BOARD_SIDE = 18
"""Largest board (18 × 18: a hollow 3×3 epic of 6 × 6 cards)."""

# -- orientation tiles (spec §4.1) --------------------------------------------------------


def _deals() -> dict[int, tuple[str, ...]]:
    """All deals per player count, written `NE/SW` (seats) and `+W` (the shared middle tile)."""
    two = tuple(
        f"{a}{b}/{''.join(d for d in DIRECTIONS if d not in (a, b))}"
        for i, a in enumerate(DIRECTIONS)
        for b in DIRECTIONS[i + 1 :]
    )
    three = tuple(f"{p[0]}/{p[1]}/{p[2]}+{p[3]}" for p in permutations(DIRECTIONS))
    four = tuple("/".join(p) for p in permutations(DIRECTIONS))
    return {1: ("NESW",), 2: two, 3: three, 4: four}


DEALS: dict[int, tuple[str, ...]] = _deals()
"""Every possible deal of the four Orientation tiles for 1–4 players (option `deal`)."""

# -- help tile icons (spec §2.4) -----------------------------------------------------------

HELP_ICONS: dict[int, str] = {
    1: "footprints: move a pawn (walk)",
    2: "ladder: use a ladder",
    3: "star: use a hero ability (jump, toss, teleport, swap)",
    4: "key: stand on a key / open a door",
    5: "shield: go to the armories",
    6: "door-with-arrow: exit",
    7: "circular arrow: rotate a card",
    8: "sliding arrows: slide a card",
}
ICON_WALK, ICON_LADDER, ICON_ABILITY, ICON_KEY, ICON_ARMORY, ICON_EXIT = 1, 2, 3, 4, 5, 6
ICON_ROTATE, ICON_SLIDE = 7, 8

# -- options ------------------------------------------------------------------------------

CONTROL_MODES: tuple[str, ...] = ("open", "turns")
"""Spec §6.2: open table (pawn claims, default) or turn-based hot seat."""

COMMUNICATION_MODES: tuple[str, ...] = ("beginner", "enlightened", "expert")

# -- shipped quests -----------------------------------------------------------------------

QUEST_CATALOG: tuple[tuple[str, str, str, str], ...] = (
    # (quest id, file in quests/, block kind, block id)
    ("tutorial-1", "tutorials.mmt", "tutorial", "1"),
    ("tutorial-2", "tutorials.mmt", "tutorial", "2"),
    ("tutorial-3", "tutorials.mmt", "tutorial", "3"),
    ("tutorial-4", "tutorials.mmt", "tutorial", "4"),
    ("tutorial-5", "tutorials.mmt", "tutorial", "5"),
    ("tutorial-6", "tutorials.mmt", "tutorial", "6"),
    ("key-swap", "key_swap.mmt", "trial", "A"),
    ("over-the-pit", "over_the_pit.mmt", "trial", "B"),
    ("turning-hall", "turning_hall.mmt", "epic", ""),
    *ADVENTURE_CATALOG,
)
QUEST_IDS: tuple[str, ...] = tuple(row[0] for row in QUEST_CATALOG)
EXPLANATIONS_FILE = "tutorials.md"
"""Beside the tutorial quests: one `## Tutorial N — …` section of explanation per tutorial."""

# -- solver -------------------------------------------------------------------------------

SOLVER_STATE_CAP = 3_000_000
"""Spec §8.3: stop a search at 3 million states."""

FEATURES: dict[str, str] = {
    "keys": "keys do nothing: every door stays locked",
    "open_doors": "every door is always open",
    "ladder": "ladders are plain spaces",
    "currents": "air currents cannot be crossed at all",
    "no_arrows": "air currents are removed (open edges)",
    "narrow": "narrow passages are walls, even for the dwarf",
    "jump": "the elf cannot jump",
    "toss": "the barbarian cannot toss",
    "teleport": "the little sister cannot teleport",
    "swap": "the mage cannot swap",
}
"""Rule switches for the necessity test of spec §8.2 step 6 (`Board(quest, disabled)`)."""
