"""A committed play, step by step: improvements, effects, skips, going out, trick end (§4.7-§4.11).

Everything here works on a `Table` inside one `apply`.
"""

from __future__ import annotations

from games.ruins import data, market
from games.ruins.cards import EMPTY, Card
from games.ruins.plays import Shape, describe, options
from games.ruins.position import Pending, Played, Position
from games.ruins.rounds import end_round
from games.ruins.scoring import go_out
from games.ruins.table import Table

IDS = data.RUIN_IDS
COSTS = data.MARKET_COSTS


def opponents_holding(state: Table | Position, seat: int) -> list[int]:
    """The other seats still holding ruins, clockwise from `seat`'s left."""
    n = len(state.players)
    return [
        (seat + k) % n
        for k in range(1, n)
        if state.in_round[(seat + k) % n] and not state.out[(seat + k) % n]
    ]


# -- the play, step by step (§4.10) --------------------------------------------------------


def commit(t: Table, seat: int, ruins: list[int], shape: Shape) -> None:
    name = t.name(seat)
    for slot, disc, ruin in t.draft_buys:
        cost = COSTS[slot - 1]
        t.lit[seat] -= cost
        t.market[slot - 1] = EMPTY
        t.cards[ruin] = t.cards[ruin].with_discovery(disc)
        effect = data.EFFECT_NAMES[data.DISCOVERY_EFFECT[disc]]
        t.say(
            f"{name} bought {data.DISCOVERY_IDS[disc]} ({effect}) from S{slot} for {cost} "
            f"torch{'es' if cost > 1 else ''} and put it on {IDS[ruin]}",
            "buy",
            seat,
        )
    for ruin in t.draft_claims:
        t.cards[ruin] = t.cards[ruin].with_claim(seat)
        t.claims_left[seat] -= 1
        t.say(f"{name} claimed {IDS[ruin]}", "claim", seat)
    t.clear_draft()
    t.take(seat, ruins)
    matching = bool(t.trick) and shape.rank == t.trick[-1].shape.rank
    t.trick.append(Played(seat, tuple(ruins), shape))
    t.passes = 0
    shown = " ".join(IDS[r] for r in ruins)
    declared = f", declared {shape.declared}" if shape.declared is not None else ""
    t.say(f"{name} played {describe(shape)} ({shown}{declared})", "play", seat, barrier=True)
    cards = [t.cards[r] for r in ruins]
    skips = int(matching) + sum(c.skips for c in cards)
    if matching:
        t.say(f"{name} matched rank {shape.rank} exactly: the next player must pass", "effect")
    for c in cards:
        for _ in range(c.skips):
            t.say(f"Skip ({c.rid}): one more player must pass", "effect", seat)
    queue = [
        (effect, c.idx)
        for effect in data.RESOLUTION_ORDER
        for c in cards
        for e in c.triggers
        if e == effect
    ]
    resolve(t, queue, skips)


def resolve(t: Table, queue: list[tuple[str, int]], skips: int) -> None:
    """§4.11: resolve triggered effects in order, stopping at the first choice owed.

    A choice is asked even when only one answer exists (Cache with one ruin left), so the
    screen always shows the player what their effect did.
    """
    seat = t.current
    name = t.name(seat)
    while queue:
        effect, source = queue.pop(0)
        label = f"{data.EFFECT_NAMES[effect]} ({IDS[source]})"
        if effect == "j":
            if t.lit[seat] < data.TORCHES:
                t.lit[seat] += 1
                t.say(f"{label}: {name} relit a torch", "effect", seat)
            else:
                t.say(f"{label}: no torch to relight", "effect", seat)
        elif effect == "g":
            if t.draw(seat, label):
                t.pending = Pending("discard", effect, source, tuple(queue), skips)
                t.phase = "effect"
                return
            t.say(f"{label}: nothing drawn, so nothing is discarded", "effect", seat)
        elif effect == "k":
            if t.hands[seat]:
                t.pending = Pending("discard", effect, source, tuple(queue), skips)
                t.phase = "effect"
                return
            t.say(f"{label}: no ruin left to discard", "effect", seat)
        elif effect == "i":
            if opponents_holding(t, seat):
                t.pending = Pending("burden", effect, source, tuple(queue), skips)
                t.phase = "effect"
                return
        elif effect == "h":
            for other in opponents_holding(t, seat):
                t.draw(other, f"{label} from {name}")
    _finish_turn(t, skips)


def _finish_turn(t: Table, skips: int) -> None:
    """§4.10 steps 6-9: going out, the market, then the round end or the next turn."""
    seat = t.current
    t.phase = "play"
    t.pending = None
    won = not t.hands[seat] and go_out(t, seat)
    market.refill(t)
    if won:
        return
    if len(t.holders()) <= 1:
        end_round(t)
        return
    forced = opponents_holding(t, seat)[:skips]
    for other in forced:
        t.say(f"{t.name(other)} must pass (skip)", "forced_pass", other)
        t.passes += 1
        if _trick_over(t):
            _end_trick(t)
            return
    t.current = t.next_holder(forced[-1] if forced else seat)
    _auto_passes(t)


def _trick_over(t: Table) -> bool:
    lp = t.trick[-1].seat
    count = len(t.holders())
    return t.passes >= (count - 1 if t.holding(lp) else count)


def _end_trick(t: Table) -> None:
    """§4.8: the trick goes to the discard pile; its last player (or the next holder) leads."""
    lp = t.trick[-1].seat
    for played in t.trick:
        t.discard.extend(played.ruins)
    t.trick = []
    t.passes = 0
    leader = lp if t.holding(lp) else t.next_holder(lp)
    t.current = leader
    t.say(f"Trick over; {t.name(leader)} leads", "trick_end", leader)


def count_pass(t: Table) -> None:
    t.passes += 1
    if _trick_over(t):
        _end_trick(t)
        return
    t.current = t.next_holder(t.current)
    _auto_passes(t)


def _auto_passes(t: Table) -> None:
    """Option auto_pass (§7.1): a seat that cannot follow, even with improvements, passes."""
    while t.auto_pass and t.trick and not could_follow(t, t.current):
        t.say(f"{t.name(t.current)} passes (no legal follow)", "pass", t.current)
        t.passes += 1
        if _trick_over(t):
            _end_trick(t)
            return
        t.current = t.next_holder(t.current)


def could_follow(t: Table, seat: int) -> bool:
    """Is there a follow, allowing any affordable purchase that changes rank or count?"""
    last = t.trick[-1].shape
    hand = [t.cards[r] for r in t.hands[seat]]
    if options(hand, (), last):
        return True
    offers = [
        (COSTS[i], d)
        for i, d in enumerate(t.market)
        if d != EMPTY and data.DISCOVERY_EFFECT[d] in data.STATIC_EFFECTS
    ]
    return _search(hand, offers, 0, t.lit[seat], last)


def _search(
    hand: list[Card], offers: list[tuple[int, int]], start: int, torches: int, last: Shape
) -> bool:
    for k in range(start, len(offers)):
        cost, disc = offers[k]
        if cost > torches:
            continue
        position = data.DISCOVERY_POSITION[disc]
        for i, c in enumerate(hand):
            if c.slot(position) != EMPTY:
                continue
            improved = [*hand[:i], c.with_discovery(disc), *hand[i + 1 :]]
            if options(improved, (), last) or _search(
                improved, offers, k + 1, torches - cost, last
            ):
                return True
    return False
