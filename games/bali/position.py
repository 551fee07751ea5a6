"""The immutable position of a game of Bali: every card, stone and point, and whose step it is.

Plain tuples and ints, so that the engine's inner loop stays fast; `games.core.Record` gives the
copy-with-changes and the JSON codec. Card ids index `data.CARD_TYPE`; kinds index
`data.KIND_NAMES`; seats are 0-based and `data.NO_SEAT` means "beside the altar".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from games.bali import data
from games.core import Record

# Steps of a turn (4.7). The sacrifice phase (4.3) has three steps of its own.
BUY = "buy"
PLAY = "play"
SACRIFICE = "sacrifice"
FACEDOWN = "facedown"
SUPPLY = "supply"
TAKE = "take"
SHRINE = "shrine"
TEMPLE = "temple"
OVER = "over"
PHASES = (BUY, PLAY, SACRIFICE, FACEDOWN, SUPPLY, TAKE, SHRINE, TEMPLE, OVER)
QUEUED = frozenset({SACRIFICE, SHRINE, TEMPLE})
"""Steps whose actor is the head of `queue` rather than the active player."""


@dataclass(frozen=True)
class Position(Record):
    players: tuple[str, ...]
    seed: int
    temple: bool
    """Option temple_of_shiva."""
    demon_variant: bool
    """Option demon."""
    deck: tuple[int, ...]
    """The draw pile, top card first."""
    columns: tuple[tuple[int, ...], ...]
    """The offer: four columns, each listed top -> bottom; the last card is the takeable one."""
    hands: tuple[tuple[int, ...], ...]
    displays: tuple[tuple[int, ...], ...]
    tallies: tuple[tuple[int, ...], ...]
    """Each display counted per card type: what every scoring and cost reads, kept beside the
    displays so that the inner loop does not recount them (the invariant tests compare)."""
    removed: tuple[int, ...]
    """Cards discarded with fallback F, face up and out of the game (7.6)."""
    stones: tuple[int, ...]
    vp: tuple[int, ...]
    own: tuple[tuple[int, ...], ...]
    """Each seat's own sacrifice cards, counted per kind."""
    supply: tuple[int, ...]
    altar_up: tuple[int, ...]
    """Face-up altar cards per kind (the public tally of Decision Q21)."""
    altar_down: tuple[tuple[int, int], ...]
    """Face-down altar cards as (seat who placed it, kind), in the order placed."""
    piles: tuple[tuple[int, ...], ...]
    """Tower piles A and B (kinds, top first); empty without the expansion."""
    built: tuple[tuple[int, int], ...]
    """Built towers as (pile index, kind)."""
    shiva: int
    demon: int
    current: int
    """The active player."""
    phase: str
    bought: bool
    to_take: int
    """Cards still to take in phase 3 of this turn."""
    revealed: int
    """The card id revealed by the latest take of this turn (-1 before the first take)."""
    queue: tuple[int, ...]
    """Seats still to decide in a queued step (sacrifice face up, Shrine split, Temple gain)."""
    turn: int
    refills: int

    def evolve(self, **changes: Any) -> Self:
        """A copy with some fields changed, as `Record.evolve` but about 20 times faster: the
        engine evolves a position a few times per move and the bench asks for 40,000 moves a
        second. This is why Position keeps a `__dict__` (no `slots=True`): copying a dict is
        one C call, while `dataclasses.replace` re-runs `__init__` over all 28 fields."""
        unknown = changes.keys() - self.__dict__.keys()
        if unknown:
            raise TypeError(f"Position has no fields {sorted(unknown)}")
        new = object.__new__(type(self))
        state = new.__dict__
        state.update(self.__dict__)
        state.update(changes)
        return new

    # -- small queries ------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return len(self.players)

    def actor(self) -> int:
        if self.phase == OVER:
            return data.NO_SEAT
        if self.phase in QUEUED:
            return self.queue[0]
        return self.current

    def count(self, seat: int, card_type: int) -> int:
        """Cards of a type in a seat's display (2.2: counts always refer to displays)."""
        return self.tallies[seat][card_type]

    def counts(self, card_type: int) -> tuple[int, ...]:
        return tuple(t[card_type] for t in self.tallies)

    def from_active(self) -> tuple[int, ...]:
        """Seat order starting with the active player, clockwise."""
        return _ORDERS[len(self.players)][self.current]

    def top_tower(self, pile: int) -> int | None:
        towers = self.piles[pile] if pile < len(self.piles) else ()
        return towers[0] if towers else None

    def towers_left(self) -> int:
        return sum(len(p) for p in self.piles)


_ORDERS = {
    n: tuple(tuple((first + i) % n for i in range(n)) for first in range(n))
    for n in range(data.MIN_PLAYERS, data.MAX_PLAYERS + 1)
}
