"""The immutable position of a game of Bali: every card, stone and point, and whose step it is.

Plain tuples and ints, so that the engine's inner loop stays fast; `games.core.Record` gives the
copy-with-changes and the JSON codec. Card ids index `data.CARD_TYPE`; kinds index
`data.KIND_NAMES`; seats are 0-based and `data.NO_SEAT` means "beside the altar".
"""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
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
        types = data.CARD_TYPE
        return sum(1 for c in self.displays[seat] if types[c] == card_type)

    def counts(self, card_type: int) -> tuple[int, ...]:
        return tuple(self.count(s, card_type) for s in range(len(self.players)))

    def from_active(self) -> tuple[int, ...]:
        """Seat order starting with the active player, clockwise."""
        n = len(self.players)
        return tuple((self.current + i) % n for i in range(n))

    def top_tower(self, pile: int) -> int | None:
        towers = self.piles[pile] if pile < len(self.piles) else ()
        return towers[0] if towers else None

    def towers_left(self) -> int:
        return sum(len(p) for p in self.piles)
