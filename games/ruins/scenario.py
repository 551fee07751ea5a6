"""Build any position by hand, for the rule-check scenarios and unit tests.

    build(4, hands=[["R5A", "R5B"], ["R9A"], ...], upgrades={"R6A": "T01", "R1E": "night"},
          market=["T08", "M01", "B01", "T01"], trick=[(0, ["R8A"])], current=1)

Upgrades are written as words: `night`, discovery ids (their letter gives the slot: T01 top,
M08 middle, B12 bottom) and `claim=P3`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core import Event
from games.ruins import data
from games.ruins.cards import CLEAN, EMPTY, card
from games.ruins.plays import evaluate
from games.ruins.position import NO_FLIP, NO_SEAT, UNDECIDED, Played
from games.ruins.rounds import start_round
from games.ruins.state import RuinsState
from games.ruins.table import Table

PlaySpec = tuple[int, Sequence[str]] | tuple[int, Sequence[str], int]


def standard_set(players: int) -> list[str]:
    """The first `players` copies (A, B, ...) of every day rank."""
    return [f"R{day}{copy}" for day in data.DAY_RANKS for copy in data.COPIES[:players]]


def _ruin(rid: str) -> int:
    return data.RUIN_INDEX[rid.upper()]


def _disc(did: str) -> int:
    return data.DISCOVERY_INDEX[did.upper()]


def build(
    players: int | Sequence[str] = 4,
    *,
    hands: Sequence[Sequence[str]],
    upgrades: Mapping[str, str] | None = None,
    market: Sequence[str | None] = (None, None, None, None),
    discoveries: Sequence[str] | None = None,
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    in_game: Sequence[str] | None = None,
    trick: Sequence[PlaySpec] = (),
    passes: int = 0,
    current: int = 0,
    first: int | None = None,
    lit: Sequence[int] | None = None,
    claims_left: Sequence[int] | None = None,
    vp: Sequence[int] | None = None,
    vp_start: Sequence[int] | None = None,
    history: Sequence[Sequence[int]] = (),
    round: int = 1,
    out: Sequence[int] = (),
    in_round: Sequence[int] | None = None,
    phase: str = "play",
    auto_pass: bool = False,
    seed: int = 0,
) -> RuinsState:
    """A position with exactly the given hands, piles, market and scores.

    `discoveries` is the discovery deck, top first (default: every discovery not placed
    elsewhere, in catalogue order). Ruins of `in_game` not placed anywhere go under the deck.
    `out` lists the seats already out this round, in finishing order.
    """
    names = (
        tuple(f"P{i + 1}" for i in range(players)) if isinstance(players, int) else tuple(players)
    )
    n = len(names)
    cards = list(CLEAN)
    used_discoveries: list[int] = []
    for rid, words in (upgrades or {}).items():
        idx = _ruin(rid)
        night, slots, claim = False, [EMPTY, EMPTY, EMPTY], EMPTY
        for word in words.split():
            if word.lower() == "night":
                night = True
            elif word.lower().startswith("claim=p"):
                claim = int(word[7:]) - 1
            else:
                disc = _disc(word)
                slots[data.DISCOVERY_POSITION[disc]] = disc
                used_discoveries.append(disc)
        cards[idx] = card(idx, night, slots[0], slots[1], slots[2], claim)
    market_idx = [_disc(d) if d else EMPTY for d in market]
    placed = set(used_discoveries) | {d for d in market_idx if d != EMPTY}
    if discoveries is None:
        disc_deck = [d for d in range(data.DISCOVERY_COUNT) if d not in placed]
    else:
        disc_deck = [_disc(d) for d in discoveries]
    hand_idx = [tuple(sorted(_ruin(r) for r in h)) for h in hands]
    hand_idx += [()] * (n - len(hand_idx))
    trick_idx = [tuple(_ruin(r) for r in spec[1]) for spec in trick]
    deck_idx = [_ruin(r) for r in deck]
    discard_idx = [_ruin(r) for r in discard]
    placed_ruins = [r for h in hand_idx for r in h] + deck_idx + discard_idx
    placed_ruins += [r for t in trick_idx for r in t]
    if len(set(placed_ruins)) != len(placed_ruins):
        raise ValueError("a ruin is placed twice")
    game_ruins = set(placed_ruins) if in_game is None else {_ruin(r) for r in in_game}
    if not set(placed_ruins) <= game_ruins:
        raise ValueError("a placed ruin is not in the game")
    deck_idx += sorted(game_ruins - set(placed_ruins))
    played = []
    for spec, ruins in zip(trick, trick_idx, strict=True):
        declared = spec[2] if len(spec) == 3 else None
        shape = evaluate([cards[r] for r in ruins], declared)
        played.append(Played(spec[0], ruins, shape))
    vp_t = tuple(vp) if vp is not None else (0,) * n
    start = tuple(vp_start) if vp_start is not None else vp_t
    out_pos = [0] * n
    for position, seat in enumerate(out, start=1):
        out_pos[seat] = position
    participants = set(range(n)) if in_round is None else set(in_round)
    flips = [
        (UNDECIDED if phase == "flip" else NO_FLIP) if s in participants else NO_FLIP
        for s in range(n)
    ]
    values: dict[str, Any] = {
        "players": names,
        "seed": seed,
        "draws": 0,
        "auto_pass": auto_pass,
        "round": round,
        "phase": phase,
        "cards": tuple(cards),
        "in_game": tuple(sorted(game_ruins)),
        "hands": tuple(hand_idx),
        "deck": tuple(deck_idx),
        "discard": tuple(discard_idx),
        "disc_deck": tuple(disc_deck),
        "market": tuple(market_idx),
        "lit": tuple(lit) if lit is not None else (data.TORCHES,) * n,
        "claims_left": tuple(claims_left) if claims_left is not None else (data.CLAIMS,) * n,
        "vp": vp_t,
        "vp_start": start,
        "gains": tuple(a - b for a, b in zip(vp_t, start, strict=True)),
        "history": tuple(tuple(row) for row in history),
        "in_round": tuple(s in participants for s in range(n)),
        "out": tuple(out_pos),
        "finish": tuple(out),
        "first": current if first is None else first,
        "current": current,
        "trick": tuple(played),
        "passes": passes,
        "flips": tuple(flips),
        "draft_buys": (),
        "draft_claims": (),
        "pending": None,
        "new": ((),) * n,
        "winner": NO_SEAT,
        "win_reason": "",
    }
    return RuinsState(**values)


def next_round(state: RuinsState, deal: Sequence[str]) -> tuple[RuinsState, list[Event]]:
    """Start the next round as the rules do, but deal `deal` (top first) instead of shuffling.

    Every ruin of the game must appear in `deal` exactly once ("tests may pass in an explicit
    deck", §3.1).
    """
    t = Table(state)
    order = [_ruin(r) for r in deal]
    if sorted(order) != sorted(t.in_game):
        raise ValueError("the deal must hold every ruin of the game once")
    participants = [s for s in range(t.n) if t.in_round[s]]
    start_round(t, t.round + 1, participants, deal_order=order)
    result: RuinsState = t.freeze()
    return result, t.events
