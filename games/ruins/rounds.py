"""Setup, the deal with its claims, the first player, round end and the showdown (§3, §5)."""

from __future__ import annotations

from collections import Counter

from games.ruins import data, market
from games.ruins.cards import CLEAN, EMPTY
from games.ruins.position import NO_FLIP, UNDECIDED
from games.ruins.scoring import score_last, win
from games.ruins.table import Table, names_list


def setup(t: Table, first: int | None) -> None:
    """§3.2: remove copies, lay out the market, deal round 1. `first` None means random."""
    n = t.n
    t.cards = list(CLEAN)
    rng = t.rng()
    kept: list[int] = []
    for day in data.DAY_RANKS:
        copies = [data.RUIN_INDEX[f"R{day}{c}"] for c in data.COPIES]
        rng.shuffle(copies)
        kept += copies[: data.COPIES_PER_RANK[n]]
    t.in_game = tuple(sorted(kept))
    discoveries = list(range(data.DISCOVERY_COUNT))
    t.rng().shuffle(discoveries)
    t.disc_deck = discoveries
    market.layout(t)
    if first is None:
        first = t.rng().randrange(n)
    start_round(t, 1, list(range(n)), first)


def first_player(t: Table, participants: list[int]) -> int:
    """§5.2 step 5: fewest VP; a tie goes to the seat farthest clockwise from the last first."""
    fewest = min(t.vp[s] for s in participants)
    tied = [s for s in participants if t.vp[s] == fewest]
    return max(tied, key=lambda s: (s - t.first) % t.n)


def _deal(t: Table, participants: list[int], order: list[int] | None) -> None:
    ruins = list(t.in_game)
    if order is None:
        t.rng().shuffle(ruins)
    else:
        ruins = list(order)
    hands: list[list[int]] = [[] for _ in range(t.n)]
    for _ in range(data.HAND_SIZE):
        for seat in participants:
            hands[seat].append(ruins.pop(0))
    t.hands = [tuple(sorted(h)) for h in hands]
    t.deck = ruins
    t.discard = []
    t.trick = []
    t.passes = 0
    left = len(t.deck)
    t.say(
        f"Each player is dealt {data.HAND_SIZE} ruins; {left} stay in the ruin deck",
        "deal",
        barrier=True,
    )


def _hand_over_claims(t: Table, participants: list[int]) -> None:
    """§5.2 step 4: a ruin carrying an opponent's claim goes to that opponent, unreplaced."""
    moves: list[tuple[int, int, int]] = []  # (giver, receiver, ruin)
    for giver in participants:
        for ruin in t.hands[giver]:
            owner = t.cards[ruin].claim
            # A non-participant's claim has no effect in the showdown (§5.4).
            if owner not in (EMPTY, giver) and t.in_round[owner]:
                moves.append((giver, owner, ruin))
    for giver, owner, ruin in moves:
        t.take(giver, [ruin])
        t.give(owner, ruin)
        t.mark_new(owner, ruin)
    for (giver, owner), count in sorted(Counter((g, o) for g, o, _ in moves).items()):
        ruins = " ".join(data.RUIN_IDS[r] for g, o, r in moves if (g, o) == (giver, owner))
        plural = "ruin" if count == 1 else "ruins"
        t.say(
            f"{t.name(giver)} gave {count} claimed {plural} to {t.name(owner)}",
            "claim_handover",
            giver,
        )
        t.say(
            f"{t.name(giver)} gave {ruins} to {t.name(owner)} (claim)",
            "claim_handover",
            giver,
            barrier=True,
            private=[giver, owner],
        )


def start_round(
    t: Table,
    number: int,
    participants: list[int],
    first: int | None = None,
    deal_order: list[int] | None = None,
) -> None:
    """§5.2: relight, gather and deal, claims, new first player, then the secret flip.

    `deal_order` replaces the shuffle (tests pass an explicit deck, §3.1).
    """
    t.round = number
    t.phase = "flip"
    t.in_round = [s in participants for s in range(t.n)]
    t.lit = [data.TORCHES] * t.n
    title = "The showdown (round 5)" if number == data.SHOWDOWN_ROUND else f"Round {number}"
    t.say(f"{title} begins", "round_start", barrier=True)
    # The dealt hand is not marked "new" (all of it is); claimed ruins handed over are.
    t.new = [() for _ in range(t.n)]
    _deal(t, participants, deal_order)
    if number > 1:
        _hand_over_claims(t, participants)
    t.vp_start = list(t.vp)
    t.gains = [0] * t.n
    t.out = [0] * t.n
    t.finish = []
    t.flips = [UNDECIDED if s in participants else NO_FLIP for s in range(t.n)]
    t.clear_draft()
    t.pending = None
    if first is None:
        first = first_player(t, participants)
        t.say(f"{t.name(first)} has the fewest VP and goes first", "round_start", first)
    else:
        t.say(f"{t.name(first)} goes first", "round_start", first)
    t.first = first
    t.current = first


def end_round(t: Table) -> None:
    """§5.1: one seat still holds ruins. Score it, then the next round or the showdown."""
    for seat in t.holders():
        score_last(t, seat)
    t.history.append(tuple(t.gains))
    t.say(
        f"Round {t.round} ends: " + ", ".join(f"{t.name(s)} {t.vp[s]}" for s in range(t.n)),
        "round_end",
    )
    if t.round < data.ROUNDS:
        start_round(t, t.round + 1, list(range(t.n)))
        return
    _showdown(t)


def _showdown(t: Table) -> None:
    """§5.4: the leaders and round 4's first out play round 5, unless they are one seat."""
    best = max(t.vp)
    qualified = {s for s in range(t.n) if t.vp[s] == best}
    qualified.add(t.finish[0])
    participants = sorted(qualified)
    if len(participants) == 1:
        seat = participants[0]
        win(t, seat, f"{t.name(seat)} alone qualified for the showdown")
        return
    t.say(
        "Showdown: " + names_list([t.name(s) for s in participants]) + " play round 5; "
        "whoever goes out first wins",
        "round_start",
    )
    start_round(t, data.SHOWDOWN_ROUND, participants)
