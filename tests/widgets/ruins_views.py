"""Hand-written Ruins views for the widget tests, shaped exactly as ruins_contract.md's view().

The builders below only save typing: every card is a catalogue card of spec §2.4/§2.5 and the
derived fields (printed, solo, size, wild) follow spec §4.2 for the committed slots. The views are
plain dicts, as the widgets receive them; nothing here imports the engine.
"""

from __future__ import annotations

import copy
from typing import Any

Json = dict[str, Any]

# Spec §2.4: night rank offset and night effect per copy letter.
_NIGHT_OFFSET = {"A": 3, "B": 2, "C": 1, "D": 1, "E": 0}
_NIGHT_EFFECT = {"A": None, "B": "j", "C": "g", "D": "f"}

# Spec §2.3 names and texts, by effect code.
_EFFECTS = {
    "a": ("+1 Rank", "This ruin's rank is 1 higher."),
    "b": ("+2 Rank", "This ruin's rank is 2 higher."),
    "c": ("+3 Rank", "This ruin's rank is 3 higher."),
    "d": ("Wild", "In a play with other ruins, this ruin takes the set's rank."),
    "e": ("Twin", "When you count the ruins in a play, this ruin counts as one more ruin."),
    "f": ("Skip", "One more opponent must pass."),
    "g": ("Scout", "Draw 1 ruin. If you did draw one, discard 1 ruin of your choice."),
    "h": ("Burden All", "Every opponent still in the round draws 1 ruin."),
    "i": ("Burden One", "Choose one opponent still in the round. That player draws 1 ruin."),
    "j": ("Relight", "Turn 1 of your unlit torches to lit."),
    "k": ("Cache", "Discard 1 ruin of your choice from your hand."),
}
# Spec §2.5: (position, effect) by id range.
_DISCOVERIES = [
    ("T", 1, 4, "top", "a"),
    ("T", 5, 7, "top", "b"),
    ("T", 8, 10, "top", "c"),
    ("T", 11, 13, "top", "d"),
    ("M", 1, 4, "middle", "e"),
    ("M", 5, 7, "middle", "f"),
    ("M", 8, 10, "middle", "a"),
    ("M", 11, 13, "middle", "j"),
    ("B", 1, 4, "bottom", "g"),
    ("B", 5, 7, "bottom", "i"),
    ("B", 8, 9, "bottom", "h"),
    ("B", 10, 11, "bottom", "k"),
    ("B", 12, 13, "bottom", "b"),
]
_BONUS = {"a": 1, "b": 2, "c": 3}


def disc(discovery_id: str) -> Json:
    """A DISCOVERY mapping for a catalogue id such as `T08`."""
    letter, number = discovery_id[0], int(discovery_id[1:])
    for prefix, low, high, position, effect in _DISCOVERIES:
        if prefix == letter and low <= number <= high:
            name, text = _EFFECTS[effect]
            return {
                "id": discovery_id,
                "position": position,
                "effect": effect,
                "name": name,
                "text": text,
            }
    raise ValueError(discovery_id)


def ruin(
    ruin_id: str,
    *,
    night: bool = False,
    slots: tuple[str, ...] = (),
    claim: int | None = None,
    draft: tuple[str, ...] = (),
    draft_claim: bool = False,
    own: bool = True,
) -> Json:
    """A RUIN mapping; `slots`/`draft` list discovery ids (they go to their own position).

    `own=False` leaves out the own-hand fields' content (trick and discard ruins still carry the
    keys, with empty drafts, as the contract's RUIN shape has them).
    """
    day, copy_letter = int(ruin_id[1:-1]), ruin_id[-1]
    night_rank = day + _NIGHT_OFFSET[copy_letter]
    if copy_letter == "E":
        night_effect: str | None = (
            "d" if day <= 2 else "e" if day <= 6 else "i" if day <= 8 else "h"
        )
    else:
        night_effect = _NIGHT_EFFECT[copy_letter]
    committed = {"top": None, "middle": None, "bottom": None} | {
        disc(d)["position"]: disc(d) for d in slots
    }
    drafted = {"top": None, "middle": None, "bottom": None} | {
        disc(d)["position"]: disc(d) for d in draft
    }
    codes = [d["effect"] for d in committed.values() if d is not None]
    if night and night_effect is not None:
        codes.append(night_effect)
    printed = night_rank if night else day
    mods = sum(_BONUS.get(d["effect"], 0) for d in committed.values() if d is not None)
    return {
        "id": ruin_id,
        "day_rank": day,
        "night_rank": night_rank,
        "night_effect": night_effect,
        "side": "night" if night else "day",
        "printed": printed,
        "solo": printed + mods,
        "size": 1 + codes.count("e"),
        "wild": "d" in codes,
        "slots": committed,
        "draft_slots": drafted if own else {"top": None, "middle": None, "bottom": None},
        "claim": claim,
        "draft_claim": draft_claim,
    }


def play(seat: int, ruins: list[Json], count: int, rank: int, declared: int | None = None) -> Json:
    return {"seat": seat, "ruins": ruins, "count": count, "rank": rank, "declared": declared}


def seat_row(
    name: str,
    hand: int,
    *,
    lit: int = 3,
    unlit: int = 0,
    claims: int = 2,
    vp: int = 0,
    start: int | None = None,
    out: int | None = None,
    in_round: bool | None = None,
    decided: bool = True,
) -> Json:
    return {
        "name": name,
        "hand_size": hand,
        "torches_lit": lit,
        "torches_unlit": unlit,
        "claims_left": claims,
        "vp": vp,
        "vp_at_round_start": vp if start is None else start,
        "out_position": out,
        "in_round": (out is None) if in_round is None else in_round,
        "flip_decided": decided,
    }


def market(*ids: str | None) -> list[Json]:
    costs = (3, 2, 1, 1)
    return [
        {"slot": i + 1, "cost": costs[i], "card": None if d is None else disc(d)}
        for i, d in enumerate(ids)
    ]


def _trick(plays: list[Json], passes: int, needed: int) -> Json:
    return {
        "plays": plays,
        "last": plays[-1] if plays else None,
        "passes": passes,
        "passes_needed": needed,
    }


def spectator(view: Json) -> Json:
    """The same table seen by a spectator: no hand, draft, pending, my_flip (nor `new`)."""
    public = copy.deepcopy(view)
    for key in ("hand", "new", "draft", "pending", "my_flip"):
        public.pop(key, None)
    public["seat"] = None
    return public


# --- 2 players, round 2: Ana (seat 0) follows Bo's pair of 4s with a 10-card hand -----------------

_TWO_HAND = [
    ruin("R1E", night=True),  # ☾1 wild
    ruin("R3A", slots=("T01",)),  # 3 +1 = 4
    ruin("R5B"),
    ruin("R5C", night=True),  # ☾6 scout
    ruin("R6A", slots=("M01",), draft=("T05",)),  # 6 twin, drafted +2 -> 8
    ruin("R7A", claim=0),
    ruin("R8C", draft_claim=True),
    ruin("R9E", night=True),  # ☾9 burden all
    ruin("R10A"),
    ruin("R2D"),
]

TWO_PLAYER: Json = {
    "game": "ruins",
    "players": ["Ana", "Bo"],
    "seat": 0,
    "round": 2,
    "showdown": False,
    "phase": "play",
    "actors": [0],
    "first_player": 1,
    "leading": False,
    "trick": _trick(
        [play(1, [ruin("R4A", own=False), ruin("R4C", own=False)], count=2, rank=4)],
        passes=0,
        needed=1,
    ),
    "forced_passes": [],
    "market": market("T08", "T05", None, "B01"),
    "discovery_deck": 21,
    "ruin_deck": 1,
    "discard": [ruin("R2B", own=False), ruin("R8D", night=True, slots=("M05",), own=False)],
    "seats": [
        seat_row("Ana", 10, lit=3, claims=1, vp=5),
        seat_row("Bo", 6, lit=1, unlit=2, vp=0),
    ],
    "history": [[5, 0]],
    "finish_order": [],
    "winner": None,
    "win_reason": None,
    "hand": _TWO_HAND,
    "new": ["R10A"],
    "draft": {
        "buys": [{"slot": 2, "discovery": disc("T05"), "ruin": "R6A"}],
        "claims": ["R8C"],
        "torches_left": 1,
    },
    "pending": None,
    "my_flip": None,
}

# --- 5 players, round 3: Cy (seat 2) to follow Bo's single 11; Ed is out; a 12-card hand ----------

_FIVE_HAND = [
    ruin("R1A"),
    ruin("R1E", night=True),  # ☾1 wild
    ruin("R2B"),
    ruin("R3E", night=True),  # ☾3 twin
    ruin("R4C"),
    ruin("R5A", slots=("M08",)),  # 5 +1 = 6
    ruin("R6D"),
    ruin("R7C", claim=2),
    ruin("R8B", night=True),  # ☾10 relight
    ruin("R9A"),
    ruin("R10C", claim=0),
    ruin("R10E", draft=("B05",), draft_claim=True),
]

FIVE_PLAYER: Json = {
    "game": "ruins",
    "players": ["Ana", "Bo", "Cy", "Di", "Ed"],
    "seat": 2,
    "round": 3,
    "showdown": False,
    "phase": "play",
    "actors": [2],
    "first_player": 4,
    "leading": False,
    "trick": _trick(
        [
            play(0, [ruin("R7D", slots=("T08",), own=False)], count=1, rank=10),
            play(1, [ruin("R9B", night=True, own=False)], count=1, rank=11),
        ],
        passes=0,
        needed=3,
    ),
    "forced_passes": [],
    "market": market("T11", "M05", "B08", "B05"),
    "discovery_deck": 14,
    "ruin_deck": 3,
    "discard": [ruin("R3B", own=False), ruin("R3C", own=False), ruin("R6E", own=False)],
    "seats": [
        seat_row("Ana", 6, lit=2, unlit=1, claims=1, vp=3, start=3),
        seat_row("Bo", 4, lit=0, unlit=3, claims=2, vp=8, start=8),
        seat_row("Cy", 12, lit=2, unlit=1, claims=1, vp=2, start=2),
        seat_row("Di", 7, lit=3, claims=0, vp=1, start=1),
        seat_row("Ed", 0, lit=1, unlit=2, claims=2, vp=10, start=5, out=1),
    ],
    "history": [[3, 5, 2, 0, 1], [0, 3, 0, 1, 4]],
    "finish_order": [4],
    "winner": None,
    "win_reason": None,
    "hand": _FIVE_HAND,
    "new": ["R10C"],
    "draft": {
        "buys": [{"slot": 4, "discovery": disc("B05"), "ruin": "R10E"}],
        "claims": ["R10E"],
        "torches_left": 1,
    },
    "pending": None,
    "my_flip": None,
}

# --- after Ana's Scout play (2 players): Ana drew R4D and must discard one ruin -------------------

_PLAYED = ("R5C", "R1E")
_AFTER_SCOUT = [
    r | {"draft_slots": {"top": None, "middle": None, "bottom": None}, "draft_claim": False}
    for r in copy.deepcopy(_TWO_HAND)
    if r["id"] not in _PLAYED
] + [ruin("R4D")]

PENDING_DISCARD: Json = copy.deepcopy(TWO_PLAYER) | {
    "phase": "effect",
    "trick": _trick(
        [
            play(1, [ruin("R4A", own=False), ruin("R4C", own=False)], count=2, rank=4),
            play(0, [ruin("R5C", night=True, own=False), ruin("R1E", night=True, own=False)], 2, 6),
        ],
        passes=0,
        needed=1,
    ),
    "hand": _AFTER_SCOUT,
    "new": ["R4D"],
    "draft": None,
    "pending": {"kind": "discard", "effect": "Scout", "choices": [r["id"] for r in _AFTER_SCOUT]},
}
PENDING_DISCARD["seats"][0]["hand_size"] = len(_AFTER_SCOUT)

# --- 5 players: Di (seat 3) matched Cy's 9 with a Skip and a Burden One ---------------------------

PENDING_BURDEN: Json = copy.deepcopy(FIVE_PLAYER) | {
    "seat": 3,
    "phase": "effect",
    "actors": [3],
    "trick": _trick(
        [
            play(2, [ruin("R9C", own=False)], count=1, rank=9),
            play(3, [ruin("R7E", night=True, slots=("T05", "M05"), own=False)], count=1, rank=9),
        ],
        passes=0,
        needed=4,
    ),
    "forced_passes": [4, 0],
    "hand": [ruin("R2A"), ruin("R4B", night=True), ruin("R6B"), ruin("R9D")],
    "new": [],
    "draft": None,
    "pending": {"kind": "burden", "effect": "Burden One", "choices": [0, 1, 2, 4]},
    "finish_order": [],
}
PENDING_BURDEN["seats"][3]["hand_size"] = 4
PENDING_BURDEN["seats"][4] = seat_row("Ed", 2, lit=1, unlit=2, vp=5)

SPECTATOR: Json = spectator(PENDING_BURDEN)

# --- 3 players, round 2 start: the secret flip; Bo has decided ------------------------------------

FLIP_PHASE: Json = {
    "game": "ruins",
    "players": ["Ana", "Bo", "Cy"],
    "seat": 0,
    "round": 2,
    "showdown": False,
    "phase": "flip",
    "actors": [0, 2],
    "first_player": 2,
    "leading": True,
    "trick": _trick([], passes=0, needed=2),
    "forced_passes": [],
    "market": market("T02", "M11", "B12", "M02"),
    "discovery_deck": 30,
    "ruin_deck": 3,
    "discard": [],
    "seats": [
        seat_row("Ana", 9, vp=5, decided=False),
        seat_row("Bo", 9, vp=2, decided=True),
        seat_row("Cy", 9, vp=0, decided=False),
    ],
    "history": [[5, 2, 0]],
    "finish_order": [],
    "winner": None,
    "win_reason": None,
    "hand": [
        ruin("R1B"),
        ruin("R2C"),
        ruin("R3D", slots=("B12",)),
        ruin("R4A", slots=("T01",)),
        ruin("R5E"),
        ruin("R6C"),
        ruin("R7B", night=True),
        ruin("R9C"),
        ruin("R10D"),
    ],
    "new": [],
    "draft": None,
    "pending": None,
    "my_flip": None,
}

# --- 4 players, the showdown is over: Cy won; Di did not take part -------------------------------

GAME_OVER: Json = {
    "game": "ruins",
    "players": ["Ana", "Bo", "Cy", "Di"],
    "seat": None,
    "round": 5,
    "showdown": True,
    "phase": "over",
    "actors": [],
    "first_player": 2,
    "leading": False,
    "trick": _trick([play(2, [ruin("R10A", night=True, own=False)], 1, 13)], 0, 1),
    "forced_passes": [],
    "market": market(None, None, "T03", "M09"),
    "discovery_deck": 0,
    "ruin_deck": 13,
    "discard": [],
    "seats": [
        seat_row("Ana", 4, vp=10),
        seat_row("Bo", 6, vp=10),
        seat_row("Cy", 0, vp=6, out=1),
        seat_row("Di", 0, vp=3, in_round=False),
    ],
    "history": [[5, 3, 1, 0], [5, 3, -1, 1], [-1, 4, 1, 3], [1, 0, 5, -1]],
    "finish_order": [2],
    "winner": 2,
    "win_reason": "Cy went out first in the showdown",
}

ALL_VIEWS: dict[str, Json] = {
    "two_player": TWO_PLAYER,
    "five_player": FIVE_PLAYER,
    "pending_discard": PENDING_DISCARD,
    "pending_burden": PENDING_BURDEN,
    "spectator": SPECTATOR,
    "flip_phase": FLIP_PHASE,
    "game_over": GAME_OVER,
}
