"""Building Bali positions for the rule-check scenarios of spec §9."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from games.bali import GAME, data
from games.bali.setup import tally
from games.bali.state import BaliState
from games.core import Event

NAMES = ("P1", "P2", "P3", "P4")
ORDER = (*range(data.FIRST_DRAW_CARD, data.CARD_COUNT), *range(data.FIRST_DRAW_CARD))
KIND = {name: k for k, name in enumerate(data.KIND_NAMES)}


def ids(codes: Iterable[str]) -> tuple[int, ...]:
    """Card ids of the given types (spec codes: SM, PR, SH, TC, F-rice ...), distinct per call
    and start cards (the start displays' and hands' own ids) only when draw cards run out."""
    used: set[int] = set()
    out = []
    for code in codes:
        card_type = data.CARD_CODES.index(code)
        card = next(c for c in ORDER if data.CARD_TYPE[c] == card_type and c not in used)
        used.add(card)
        out.append(card)
    return tuple(out)


def start(
    players: int = 4, *, temple: bool = False, demon: bool = False, seed: int = 0
) -> BaliState:
    options = {"temple_of_shiva": temple, "demon": demon}
    return GAME.new_state(NAMES[:players], seed=seed, options=options)


def kinds(**counts: int) -> tuple[int, ...]:
    """Sacrifice counts per kind: kinds(rice=2, bananas=1)."""
    out = [0, 0, 0, 0]
    for name, count in counts.items():
        out[KIND[name]] = count
    return tuple(out)


def seat_set(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def hand(state: BaliState, seat: int, *codes: str) -> BaliState:
    return state.evolve(hands=seat_set(state.hands, seat, ids(codes)))


def display(state: BaliState, seat: int, *codes: str) -> BaliState:
    """The seat's display: its start Stonemason plus these cards."""
    cards = (state.displays[seat][0], *ids(codes))
    return with_displays(state, seat_set(state.displays, seat, cards))


def displays(state: BaliState, *per_seat: Sequence[str]) -> BaliState:
    """Whole displays, start Stonemason included only if listed."""
    return with_displays(state, tuple(ids(codes) for codes in per_seat))


def with_displays(state: BaliState, cards: tuple[tuple[int, ...], ...]) -> BaliState:
    return state.evolve(displays=cards, tallies=tuple(tally(d) for d in cards))


def own(state: BaliState, seat: int, **counts: int) -> BaliState:
    return state.evolve(own=seat_set(state.own, seat, kinds(**counts)))


def stones(state: BaliState, seat: int, value: int) -> BaliState:
    return state.evolve(stones=seat_set(state.stones, seat, value))


def column(state: BaliState, index: int, *codes: str) -> BaliState:
    return state.evolve(columns=seat_set(state.columns, index, ids(codes)))


def turn(state: BaliState, seat: int, phase: str = "buy", **fields: Any) -> BaliState:
    return state.evolve(current=seat, phase=phase, **fields)


def play(state: BaliState, seat: int, *texts: str) -> tuple[BaliState, list[Event]]:
    """Apply moves in notation, each checked to be offered first; all events returned."""
    events: list[Event] = []
    for text in texts:
        move = GAME.parse_move(text)
        assert move in state.legal_moves(seat), f"{text} is not offered to seat {seat}"
        state, more = state.apply(move, seat)
        events += more
    return state, events


def public(events: list[Event]) -> list[str]:
    return [e.text for e in events if e.visible(None)]
