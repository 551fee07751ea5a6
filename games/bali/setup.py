"""Setting up a game (3.1, 3.2): start sets, supply, the shuffled draw pile, the offer, towers."""

from __future__ import annotations

from typing import TypeVar

from games.bali import data
from games.bali.position import BUY, Position
from games.core import derive

P = TypeVar("P", bound=Position)


def start_cards(seat: int) -> tuple[int, tuple[int, ...]]:
    """The start set of a seat's colour: its Stonemason id and its three farmer ids (2.3)."""
    first = seat * data.START_CARDS_PER_COLOUR
    return first, tuple(range(first + 1, first + data.START_CARDS_PER_COLOUR))


def draw_cards(temple: bool) -> list[int]:
    """The playing cards shuffled into the draw pile: 50, or 59 with the Temple cards."""
    last = data.CARD_COUNT if temple else data.FIRST_TEMPLE_CARD
    return list(range(data.FIRST_DRAW_CARD, last))


def tally(cards: tuple[int, ...]) -> tuple[int, ...]:
    """Cards counted per type."""
    counts = [0] * len(data.CARD_TYPES)
    for card in cards:
        counts[data.CARD_TYPE[card]] += 1
    return tuple(counts)


def new_position(players: tuple[str, ...], seed: int, temple: bool, demon: bool, cls: type[P]) -> P:
    """The position after setup, as an instance of `cls` (the state class)."""
    n = len(players)
    deck = draw_cards(temple)
    derive(seed, "deck").shuffle(deck)
    # Decision Q25: C1 first, each column dealt from its top card down to its bottom card.
    depth = data.COLUMN_DEPTH
    columns = tuple(tuple(deck[c * depth : (c + 1) * depth]) for c in range(data.COLUMNS))
    deck = deck[data.COLUMNS * depth :]
    piles: tuple[tuple[int, ...], ...] = ()
    if temple:
        towers = list(data.TOWER_KINDS)
        derive(seed, "towers").shuffle(towers)
        per = data.TOWERS_PER_PILE
        piles = (tuple(towers[:per]), tuple(towers[per:]))
    starts = [start_cards(s) for s in range(n)]
    start_own = data.START_SACRIFICES_PER_KIND
    return cls(
        players=players,
        seed=seed,
        temple=temple,
        demon_variant=demon,
        deck=tuple(deck),
        columns=columns,
        hands=tuple(farmers for _sm, farmers in starts),
        displays=tuple((sm,) for sm, _farmers in starts),
        tallies=tuple(tally((sm,)) for sm, _farmers in starts),
        removed=(),
        stones=data.START_STONES[:n],
        vp=(0,) * n,
        own=((start_own,) * len(data.KINDS),) * n,
        supply=(data.SACRIFICE_PER_KIND - n * start_own,) * len(data.KINDS),
        altar_up=(0,) * len(data.KINDS),
        altar_down=(),
        piles=piles,
        built=(),
        shiva=data.NO_SEAT,
        demon=data.NO_SEAT,
        current=0,
        phase=BUY,
        bought=False,
        to_take=0,
        revealed=-1,
        queue=(),
        turn=1,
        refills=0,
    )
