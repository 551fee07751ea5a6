"""What a scoring gives (4.5, 4.6, 6.1.6) and the final scoring (5.5, 5.6).

Pure functions of a position: the rules apply a `Payout`, and the screen shows the same
`Payout.text` before the scoring happens, so the preview can never disagree with the rules.
"""

from __future__ import annotations

from typing import NamedTuple

from games.bali import data
from games.bali.position import Position
from games.core import ScoreRow


def sole_leader(counts: tuple[int, ...]) -> int:
    """The one seat whose count is strictly greater than every other and at least 1 (2.2)."""
    best = max(counts)
    if best < 1 or counts.count(best) != 1:
        return data.NO_SEAT
    return counts.index(best)


def temple_leader(pos: Position) -> int:
    """Sole leader in Temple cards, Shiva breaking a tie for most (6.1.5); 0 never wins (Q19)."""
    counts = pos.counts(data.TEMPLE)
    leader = sole_leader(counts)
    if leader != data.NO_SEAT:
        return leader
    best = max(counts)
    if best >= 1 and pos.shiva != data.NO_SEAT and counts[pos.shiva] == best:
        return pos.shiva
    return data.NO_SEAT


class Payout(NamedTuple):
    """What one scoring gives every seat; `text` says it in one line, with the reason.

    A NamedTuple rather than a frozen dataclass: one is built on nearly every turn and a
    NamedTuple is built several times faster."""

    card_type: int
    stones: tuple[int, ...]
    vp: tuple[int, ...]
    units: tuple[int, ...]
    """Shrine scoring: units each seat splits between VP and stones."""
    cards: tuple[tuple[int, int], ...]
    """Sacrifice cards handed out, as (seat, kind) in the order they are taken (4.6)."""
    chooser: int
    """Temple scoring: the seat that picks a kind from the supply (NO_SEAT: nobody)."""
    text: str


KIND_ONE = ("rice", "peanut", "banana", "pepper")
"""A kind's name for one card."""

BONUS = (
    data.SOLE_LEADER_BONUS_STONES,
    data.SOLE_LEADER_BONUS_VP,
    data.SOLE_LEADER_BONUS_UNITS,
)
"""Sole-leader bonus of the Stonemason, Priest and Shrine scorings, by card type (Q2)."""

UNITS = {
    data.STONEMASON: ("stone", "stones"),
    data.PRIEST: ("VP", "VP"),
    data.SHRINE: ("unit", "units"),
}


def payout(pos: Position, card_type: int) -> Payout:
    """The scoring of `card_type` in this position, for every seat (4.5)."""
    n = pos.seats
    zero = (0,) * n
    name = data.CARD_NAMES[card_type]
    names = pos.players
    if card_type <= data.SHRINE:  # Stonemason, Priest, Shrine: per card plus a bonus
        counts = [t[card_type] for t in pos.tallies]
        best = max(counts)
        leader = counts.index(best) if best and counts.count(best) == 1 else data.NO_SEAT
        bonus = BONUS[card_type]
        gains = list(counts)
        if leader != data.NO_SEAT:
            gains[leader] += bonus
        one, many = UNITS[card_type]
        parts = []
        for s, g in enumerate(gains):
            if g:
                part = f"{names[s]} +{g} {one if g == 1 else many}"
                if s == leader:
                    part += f" ({counts[s]} +{bonus} sole lead)"
                parts.append(part)
        if card_type == data.SHRINE and parts:
            parts.append("each unit 1 VP or 1 stone")
        text = f"{name} scoring: " + (", ".join(parts) if parts else "nobody has one")
        paid = tuple(gains)
        if card_type == data.STONEMASON:
            return Payout(card_type, paid, zero, zero, (), data.NO_SEAT, text)
        if card_type == data.PRIEST:
            return Payout(card_type, zero, paid, zero, (), data.NO_SEAT, text)
        return Payout(card_type, zero, zero, paid, (), data.NO_SEAT, text)
    if card_type in data.FARMERS:
        kind = card_type - data.FARMER_RICE
        farmers = [t[card_type] for t in pos.tallies]
        best = max(farmers)
        leader = farmers.index(best) if best and farmers.count(best) == 1 else data.NO_SEAT
        # 4.6: the basic cards first in seat order from the active player, then the bonus.
        order = pos.from_active()
        wanted = [s for s in order if farmers[s]]
        if leader != data.NO_SEAT:
            wanted += [leader] * data.SOLE_LEADER_BONUS_CARDS
        handed = wanted[: pos.supply[kind]]
        given = tuple((s, kind) for s in handed)
        received = [0] * n
        for s in handed:
            received[s] += 1
        plural, single = data.KIND_NAMES[kind], KIND_ONE[kind]
        parts = [
            f"{names[s]} +{received[s]} {plural if received[s] > 1 else single}"
            for s in order
            if received[s]
        ]
        if leader != data.NO_SEAT:
            parts.append(f"{names[leader]} sole lead")
        if len(handed) < len(wanted):
            parts.append(f"supply short by {len(wanted) - len(handed)}")
        text = f"{name} scoring: " + (", ".join(parts) if parts else "nobody gets anything")
        return Payout(card_type, zero, zero, zero, given, data.NO_SEAT, text)
    # Temple card (6.1.6).
    leader = temple_leader(pos)
    if leader == data.NO_SEAT:
        text = f"{name} scoring: no sole leader in Temple cards, nobody gets anything"
        return Payout(card_type, zero, zero, zero, (), data.NO_SEAT, text)
    if not any(pos.supply):
        text = f"{name} scoring: {names[leader]} leads but the supply is empty"
        return Payout(card_type, zero, zero, zero, (), data.NO_SEAT, text)
    why = "with Shiva" if sole_leader(pos.counts(data.TEMPLE)) == data.NO_SEAT else "sole lead"
    text = f"{name} scoring: {names[leader]} ({why}) takes 1 sacrifice card of their choice"
    return Payout(card_type, zero, zero, zero, (), leader, text)


# -- final scoring (5.5) -------------------------------------------------------------------


def altar_totals(pos: Position) -> tuple[int, ...]:
    """A(K): every altar card of each kind, face up and face down (5.5 step 1)."""
    totals = list(pos.altar_up)
    for _seat, kind in pos.altar_down:
        totals[kind] += 1
    return tuple(totals)


def breakdown(pos: Position) -> tuple[ScoreRow, ...]:
    """Every source of points per seat, the last row the total (5.5)."""
    n = pos.seats
    altar = altar_totals(pos)
    rows = [ScoreRow("VP markers", pos.vp)]
    rows.append(
        ScoreRow(
            f"Shrines ×{data.SHRINE_VP}",
            tuple(pos.count(s, data.SHRINE) * data.SHRINE_VP for s in range(n)),
        )
    )
    for kind in data.KINDS:
        label = f"{data.KIND_NAMES[kind].capitalize()} ×{altar[kind]} (altar)"
        rows.append(ScoreRow(label, tuple(pos.own[s][kind] * altar[kind] for s in range(n))))
    rows.append(
        ScoreRow(
            f"Stones ÷{data.STONES_PER_VP}",
            tuple(pos.stones[s] // data.STONES_PER_VP for s in range(n)),
        )
    )
    if pos.temple:
        rows.append(
            ScoreRow(
                f"Temple cards ×{data.TEMPLE_VP}",
                tuple(pos.count(s, data.TEMPLE) * data.TEMPLE_VP for s in range(n)),
            )
        )
    totals = tuple(sum(r.values[s] for r in rows) for s in range(n))
    rows.append(ScoreRow("Total", totals))
    return tuple(rows)


def totals(pos: Position) -> tuple[int, ...]:
    return breakdown(pos)[-1].values


def winners(pos: Position, scores: tuple[int, ...]) -> frozenset[int]:
    """Highest score; tied: more stones left (before ÷5); still tied: shared (Decision Q12)."""
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    most = max(pos.stones[s] for s in tied)
    return frozenset(s for s in tied if pos.stones[s] == most)
