"""The fields of a Mandala Stones position (an immutable named tuple) and the pending choice.

A named tuple rather than a `Record` dataclass because the rules build one per move and random
play-outs make hundreds of thousands: `_replace` on a named tuple costs about a sixth of
`dataclasses.replace` here. The JSON codec of `games.core.records` reads it all the same
(`state.SavedGame` is the `Record` that wraps it).
"""

from __future__ import annotations

from typing import Any, NamedTuple, Self

Stack = tuple[str, ...]
"""Stones bottom -> top, each written like "YS" (colour, pattern) or "NEW"."""
Tower = tuple[str, ...]
Board = tuple[Tower, ...]
"""A player's five tower spaces P1..P5; an empty tuple is an empty space."""

TURN = "turn"  # the current seat picks or scores
BUILD = "build"  # after `pick`: choose the first stone and the tower space
KEEP = "keep"  # Harmony: keep or give up the next uncovered New Stone
PLACE = "place"  # Harmony: put the kept New Stones on towers
OBJECTIVE = "objective"  # after the last round: each seat chooses the objective to score
OVER = "over"


class Pending(NamedTuple):
    """What is left of the current seat's action."""

    artist: int = -1
    """Pick: the artist moved (index into data.ARTISTS)."""
    origin: int = -1
    """Pick: the artist space it came from."""
    stones: tuple[int, ...] = ()
    """Pick: the eligible stone spaces, clockwise from north."""
    uncovered: tuple[int, ...] = ()
    """Harmony: spiral spaces whose New Stone was uncovered and still awaits keep or give."""
    kept: int = 0
    """Harmony: kept New Stones waiting beside the board to be placed."""
    gained: int = 0
    """VP gained by this action so far (for the narration)."""


class Position(NamedTuple):
    """Everything about a game at one moment; `MandalaState` adds the behaviour."""

    players: tuple[str, ...]
    seed: int
    harmony: bool
    start: int
    """The start player: the round ends with the seat before it."""
    current: int
    phase: str
    round: int
    stacks: tuple[Stack, ...]
    """The 24 stacks s1..s24 of the main board."""
    artists: tuple[int, ...]
    """Artist space (0..8 for a1..a9) of Sa, Sb, Oa, Ob."""
    towers: tuple[Board, ...]
    vp: tuple[int, ...]
    spiral: tuple[str, ...]
    """Stones placed on the Mandala in order: space k holds spiral[k - 1]; M = len(spiral)."""
    new_on: tuple[int, ...]
    """Harmony: the VP spaces still holding their setup New Stone."""
    box_new: int
    """Harmony: New Stones returned to the box (given up, or kept without room)."""
    overflow: tuple[str, ...]
    """Stones scored after the spiral was full: out of the game (§4.3, never seen in practice)."""
    objectives: tuple[tuple[str, ...], ...]
    """The two secret objective cards of each seat."""
    undealt: tuple[str, ...]
    """Objective cards returned to the box unseen."""
    chosen: tuple[str, ...]
    """The objective each seat scored at the end ("" until chosen)."""
    objective_vp: tuple[int, ...]
    ended: bool
    """The end is triggered: the round is being finished."""
    end_reason: str
    pending: Pending | None

    def evolve(self, **changes: Any) -> Self:
        """A copy with some fields changed: `_replace`, faster for the hot paths."""
        values = list(self)
        for name, value in changes.items():
            values[_INDEX[name]] = value
        return tuple.__new__(type(self), values)


_INDEX = {name: i for i, name in enumerate(Position._fields)}
