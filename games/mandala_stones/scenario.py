"""Build a position directly from a rule-check fixture (spec §9), for tests.

A fixture lists only what its check depends on: the towers written bottom -> top ("YS BS"),
top stones of some stacks, the artists' spaces and the Mandala counter M. Everything else
comes from a seeded setup, so a fixture need not account for all 96 stones.
"""

from __future__ import annotations

from collections.abc import Mapping

from games.core import Event
from games.mandala_stones import data
from games.mandala_stones import moves as mv
from games.mandala_stones.position import TURN
from games.mandala_stones.rules import begin_turn, setup
from games.mandala_stones.state import MandalaState

FILLER = "VO"
"""The stone written on the spiral's first M spaces of a fixture."""


def stones(text: str) -> tuple[str, ...]:
    """ "YS BS NEW" -> ("YS", "BS", "NEW")."""
    return tuple(s.upper() for s in text.replace(",", " ").split())


def position(
    players: int = 2,
    *,
    harmony: bool = False,
    current: int = 0,
    start: int = 0,
    towers: Mapping[int, Mapping[str, str]] | None = None,
    tops: Mapping[str, str] | None = None,
    stacks: Mapping[str, str] | None = None,
    artists: Mapping[str, str] | None = None,
    empty_board: bool = False,
    m: int = 0,
    vp: tuple[int, ...] | None = None,
    objectives: Mapping[int, tuple[str, str]] | None = None,
    phase: str = TURN,
    seed: int = 0,
    begin: bool = False,
) -> MandalaState:
    """A fixture position; `begin=True` then hands the turn to `current` as the rules do
    (a seat that can neither pick nor score passes)."""
    names = tuple("ABCD"[:players])
    first = setup(names, seed, harmony)
    board = [list(s) for s in first.stacks]
    if empty_board:
        board = [[] for _ in board]
    for name, text in (tops or {}).items():
        i = data.STONE_NAMES.index(name)
        board[i] = [*board[i][:-1], *stones(text)] if board[i] else list(stones(text))
    for name, text in (stacks or {}).items():
        board[data.STONE_NAMES.index(name)] = list(stones(text))
    spaces = list(first.artists)
    for name, space in (artists or {}).items():
        spaces[mv.ARTIST_INDEX[name]] = mv.SPACE_INDEX[space]
    seats: list[list[tuple[str, ...]]] = [[()] * data.TOWERS for _ in range(players)]
    for seat, written in (towers or {}).items():
        for tower, text in written.items():
            seats[seat][mv.TOWER_INDEX[tower]] = stones(text)
    dealt = list(first.objectives)
    for seat, cards in (objectives or {}).items():
        dealt[seat] = tuple(cards)
    state = MandalaState(*first).evolve(
        stacks=tuple(tuple(s) for s in board),
        artists=tuple(spaces),
        towers=tuple(tuple(b) for b in seats),
        spiral=(FILLER,) * m,
        new_on=tuple(s for s in sorted(data.VP_SPACES) if s > m) if harmony else (),
        current=current,
        start=start,
        phase=phase,
        objectives=tuple(dealt),
        vp=vp if vp is not None else (0,) * players,
    )
    if begin:
        events: list[Event] = []
        state = begin_turn(state, current, events)
    return state
