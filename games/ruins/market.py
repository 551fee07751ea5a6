"""The discovery market: first layout, slide and refill at the end of a turn (spec §3.2, §4.13)."""

from __future__ import annotations

from games.ruins import data
from games.ruins.cards import EMPTY
from games.ruins.table import Table


def layout(t: Table) -> None:
    """Setup: deal from the top of the discovery deck into S4, S3, S2, S1 (§3.2 step 1)."""
    t.market = [EMPTY] * data.MARKET_SLOTS
    refill(t, announce=False)


def refill(t: Table, *, announce: bool = True) -> None:
    """Slide the cards toward S4 keeping their order, then fill empty slots from S4 down."""
    if EMPTY not in t.market:
        return
    cards = [d for d in t.market if d != EMPTY]
    market = [EMPTY] * (data.MARKET_SLOTS - len(cards)) + cards
    dealt = 0
    for i in range(data.MARKET_SLOTS - 1, -1, -1):
        if market[i] == EMPTY and t.disc_deck:
            market[i] = t.disc_deck.pop(0)
            dealt += 1
    changed = market != t.market
    t.market = market
    if announce and changed:
        shown = ", ".join(
            f"S{i + 1} {data.DISCOVERY_IDS[d] if d != EMPTY else '—'}" for i, d in enumerate(market)
        )
        t.say(
            f"The market slides and refills: {shown} ({len(t.disc_deck)} in the deck)",
            "info",
            barrier=dealt > 0,
        )
