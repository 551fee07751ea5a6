"""What a selection of the viewer's ruins would be worth, read from a view (spec §4.2).

The hand widget shows "preview 3 × 7" as cards are selected, and the greedy bot weighs plays from
its own view: both read it here, from the same `plays.evaluate` the rules check a play with, on
the ruins as the view shows them with this turn's drafted improvements applied. Nothing here
decides legality (a play must also follow the trick, hold the drafted ruins ...).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.core import IllegalMove
from games.ruins import data
from games.ruins.cards import EMPTY, Card, card
from games.ruins.plays import evaluate

View = Mapping[str, Any]


@dataclass(frozen=True)
class PlayPreview:
    """Count and rank of a selection (rank None: not a set, and `reason` says why)."""

    count: int
    rank: int | None
    declare_options: tuple[int, ...] = ()
    """The printed ranks an all-wild play of 2+ ruins may declare (empty otherwise)."""
    reason: str = ""

    @property
    def all_wild(self) -> bool:
        return bool(self.declare_options)


def _slot(slots: object, position: str) -> int:
    found = slots.get(position) if isinstance(slots, Mapping) else None
    return data.DISCOVERY_INDEX[found["id"]] if found else EMPTY


def view_card(ruin: View, seat: int | None = None) -> Card:
    """A RUIN mapping of a view as the ruin it will be once this turn's draft is committed:
    drafted discoveries fill their slots, and a drafted claim is `seat`'s."""
    slots = ruin.get("slots")
    drafts = ruin.get("draft_slots")
    merged = []
    for position in data.POSITIONS:
        drafted = _slot(drafts, position)
        merged.append(drafted if drafted != EMPTY else _slot(slots, position))
    claim = ruin.get("claim")
    owner = EMPTY if claim is None else int(claim)
    if ruin.get("draft_claim") and seat is not None:
        owner = seat
    top, mid, bot = merged
    night = ruin.get("side") == "night"
    return card(data.RUIN_INDEX[str(ruin["id"])], night, top, mid, bot, owner)


def hand_cards(view: View) -> list[Card]:
    """The viewer's own ruins, in the view's order, with this turn's draft applied."""
    seat = view.get("seat")
    return [view_card(ruin, seat) for ruin in view.get("hand") or ()]


def declare_options(cards: Sequence[Card]) -> tuple[int, ...]:
    """The ranks an all-wild play may declare: the printed ranks of its ruins (spec §4.2)."""
    if len(cards) < 2 or not all(c.wild for c in cards):
        return ()
    return tuple(sorted({c.printed for c in cards}))


def preview_play(view: View, ids: Sequence[str], declared: int | None = None) -> PlayPreview:
    """The count and rank of playing the viewer's ruins `ids` together (drafts applied).

    `declared` counts only for an all-wild selection of 2+ ruins, as in a play's `=N`.
    """
    by_id = {c.rid: c for c in hand_cards(view)}
    cards = [by_id[i] for i in ids if i in by_id]
    if not cards:
        return PlayPreview(0, None)
    options = declare_options(cards)
    try:
        shape = evaluate(cards, declared if options else None)
    except IllegalMove as exc:
        return PlayPreview(sum(c.size for c in cards), None, options, str(exc))
    return PlayPreview(shape.count, shape.rank, options)
