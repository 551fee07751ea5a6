"""A working copy of a position that the rules change step by step inside one `apply`.

A `RuinsState` never changes; `apply` copies it into a `Table`, runs the rules on the copy
(collecting events), and freezes the result into the next state.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Iterable, Iterator
from typing import Any

from games.core import Event
from games.ruins import data
from games.ruins.cards import Card
from games.ruins.position import Pending, Played, Position


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def names_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


class Table:
    """Mutable copy of a position's fields; tuples become lists while we work.

    The field order is `Position`'s (a test checks that the two agree).
    """

    players: tuple[str, ...]
    seed: int
    draws: int
    auto_pass: bool
    round: int
    phase: str
    cards: list[Card]
    in_game: tuple[int, ...]
    hands: list[tuple[int, ...]]
    deck: list[int]
    discard: list[int]
    disc_deck: list[int]
    market: list[int]
    lit: list[int]
    claims_left: list[int]
    vp: list[int]
    vp_start: list[int]
    gains: list[int]
    history: list[tuple[int, ...]]
    in_round: list[bool]
    out: list[int]
    finish: list[int]
    first: int
    current: int
    trick: list[Played]
    passes: int
    flips: list[int]
    draft_buys: tuple[tuple[int, int, int], ...]
    draft_claims: tuple[int, ...]
    pending: Pending | None
    new: list[tuple[int, ...]]
    winner: int
    win_reason: str

    def __init__(self, state: Position) -> None:
        self._cls = type(state)
        self.events: list[Event] = []
        (
            self.players,
            self.seed,
            self.draws,
            self.auto_pass,
            self.round,
            self.phase,
            cards,
            self.in_game,
            hands,
            deck,
            discard,
            disc_deck,
            market,
            lit,
            claims_left,
            vp,
            vp_start,
            gains,
            history,
            in_round,
            out,
            finish,
            self.first,
            self.current,
            trick,
            self.passes,
            flips,
            self.draft_buys,
            self.draft_claims,
            self.pending,
            new,
            self.winner,
            self.win_reason,
        ) = state
        self.cards = list(cards)
        self.hands = list(hands)
        self.deck = list(deck)
        self.discard = list(discard)
        self.disc_deck = list(disc_deck)
        self.market = list(market)
        self.lit = list(lit)
        self.claims_left = list(claims_left)
        self.vp = list(vp)
        self.vp_start = list(vp_start)
        self.gains = list(gains)
        self.history = list(history)
        self.in_round = list(in_round)
        self.out = list(out)
        self.finish = list(finish)
        self.trick = list(trick)
        self.flips = list(flips)
        self.new = list(new)

    def freeze(self) -> Any:
        """The next position, of the same class as the one this table was made from."""
        return self._cls(
            self.players,
            self.seed,
            self.draws,
            self.auto_pass,
            self.round,
            self.phase,
            tuple(self.cards),
            self.in_game,
            tuple(self.hands),
            tuple(self.deck),
            tuple(self.discard),
            tuple(self.disc_deck),
            tuple(self.market),
            tuple(self.lit),
            tuple(self.claims_left),
            tuple(self.vp),
            tuple(self.vp_start),
            tuple(self.gains),
            tuple(self.history),
            tuple(self.in_round),
            tuple(self.out),
            tuple(self.finish),
            self.first,
            self.current,
            tuple(self.trick),
            self.passes,
            tuple(self.flips),
            self.draft_buys,
            self.draft_claims,
            self.pending,
            tuple(self.new),
            self.winner,
            self.win_reason,
        )

    # -- seats ---------------------------------------------------------------------------

    @property
    def n(self) -> int:
        return len(self.players)

    def name(self, seat: int) -> str:
        return self.players[seat]

    def holding(self, seat: int) -> bool:
        """Still holding ruins in this round (dealt in and not out)."""
        return self.in_round[seat] and self.out[seat] == 0

    def holders(self) -> list[int]:
        return [s for s in range(self.n) if self.in_round[s] and self.out[s] == 0]

    def clockwise_from(self, seat: int) -> Iterator[int]:
        """The other seats in turn order, starting at `seat`'s left."""
        for step in range(1, self.n):
            yield (seat + step) % self.n

    def next_holder(self, seat: int) -> int:
        for other in self.clockwise_from(seat):
            if self.holding(other):
                return other
        return seat

    # -- events --------------------------------------------------------------------------

    def say(
        self,
        text: str,
        kind: str = "info",
        seat: int | None = None,
        *,
        barrier: bool = False,
        private: Iterable[int] | None = None,
    ) -> None:
        visible = frozenset(private) if private is not None else None
        self.events.append(Event(text, kind, seat, visible, barrier))

    # -- chance --------------------------------------------------------------------------

    def rng(self) -> random.Random:
        """A fresh generator for one random step; string seeds hash the same on every machine."""
        rng = random.Random(f"{self.seed}:{self.draws}")
        self.draws += 1
        return rng

    # -- hands ---------------------------------------------------------------------------

    def give(self, seat: int, ruin: int) -> None:
        hand = list(self.hands[seat])
        bisect.insort(hand, ruin)
        self.hands[seat] = tuple(hand)

    def take(self, seat: int, ruins: Iterable[int]) -> None:
        gone = set(ruins)
        self.hands[seat] = tuple(r for r in self.hands[seat] if r not in gone)

    def mark_new(self, seat: int, ruin: int) -> None:
        self.new[seat] = (*self.new[seat], ruin)

    def draw(self, seat: int, why: str) -> bool:
        """§4.11: draw the top ruin, reshuffling the discard pile if the deck is empty."""
        if not self.deck:
            if not self.discard:
                self.say(
                    f"{self.name(seat)} draws nothing ({why}): the ruin deck and the discard "
                    "pile are empty",
                    "draw",
                    seat,
                )
                return False
            pile = sorted(self.discard)
            self.rng().shuffle(pile)
            self.deck, self.discard = pile, []
            self.say(
                f"The discard pile ({len(pile)} ruins) is shuffled into a new ruin deck",
                "info",
                barrier=True,
            )
        ruin = self.deck.pop(0)
        self.give(seat, ruin)
        self.mark_new(seat, ruin)
        self.say(f"{self.name(seat)} drew 1 ruin ({why})", "draw", seat, barrier=True)
        self.say(f"You drew {data.RUIN_IDS[ruin]}", "draw", seat, barrier=True, private=[seat])
        return True

    def discard_from_hand(self, seat: int, ruin: int, why: str) -> None:
        self.take(seat, [ruin])
        self.discard.append(ruin)
        self.say(
            f"{self.name(seat)} discarded {data.RUIN_IDS[ruin]} ({why})",
            "discard",
            seat,
            barrier=True,
        )

    # -- draft ---------------------------------------------------------------------------

    def clear_draft(self) -> None:
        self.draft_buys = ()
        self.draft_claims = ()
