"""The fields of a Ruins position (an immutable named tuple) and the records inside it."""

from __future__ import annotations

from typing import Any, NamedTuple

from games.ruins.cards import Card
from games.ruins.plays import Shape

UNDECIDED = -2  # flips[seat]: not chosen yet this round
NO_FLIP = -1  # flips[seat]: chose not to flip (or sits out the showdown)
NO_SEAT = -1


class Played(NamedTuple):
    """One play in the current trick."""

    seat: int
    ruins: tuple[int, ...]
    shape: Shape


class Pending(NamedTuple):
    """A choice the active seat owes after a commit, and what is left to resolve after it."""

    kind: str  # "discard" | "burden"
    effect: str  # "g" | "k" | "i"
    source: int  # the ruin carrying the effect
    queue: tuple[tuple[str, int], ...]  # (effect, ruin) instances still to resolve
    skips: int  # K of §4.7, applied once everything has resolved


class Position(NamedTuple):
    """Everything about a game at one moment; `RuinsState` adds the behaviour.

    A named tuple because the rules build one per move: it is immutable and cheap to make.
    Ruins and discoveries are catalogue indices (data.RUIN_IDS / data.DISCOVERY_IDS).
    """

    players: tuple[str, ...]
    seed: int
    draws: int  # random draws so far: the next one uses Random(f"{seed}:{draws}")
    auto_pass: bool
    round: int
    phase: str  # "flip" | "play" | "effect" | "over"
    cards: tuple[Card, ...]  # all 50 ruins by catalogue index, removed ones included
    in_game: tuple[int, ...]  # the ruins used in this game
    hands: tuple[tuple[int, ...], ...]  # per seat, in catalogue order
    deck: tuple[int, ...]  # ruin deck, top first
    discard: tuple[int, ...]  # ruin discard pile, oldest first
    disc_deck: tuple[int, ...]  # discovery deck, top first
    market: tuple[int, ...]  # discovery per slot S1..S4, EMPTY when empty
    lit: tuple[int, ...]
    claims_left: tuple[int, ...]
    vp: tuple[int, ...]
    vp_start: tuple[int, ...]
    gains: tuple[int, ...]  # VP gained this round
    history: tuple[tuple[int, ...], ...]  # VP gained per finished round
    in_round: tuple[bool, ...]  # dealt into this round (all but the showdown's onlookers)
    out: tuple[int, ...]  # finishing position this round, 0 while holding ruins
    finish: tuple[int, ...]  # seats in the order they went out this round
    first: int
    current: int  # the seat to play, or to choose in the effect phase
    trick: tuple[Played, ...]
    passes: int  # consecutive passes since the trick's last play
    flips: tuple[int, ...]  # UNDECIDED, NO_FLIP or the ruin flipped this round
    draft_buys: tuple[tuple[int, int, int], ...]  # (slot, discovery, ruin), not paid yet
    draft_claims: tuple[int, ...]
    pending: Pending | None
    new: tuple[tuple[int, ...], ...]  # per seat: ruins that arrived since it last acted
    winner: int
    win_reason: str

    def evolve(self, **changes: Any) -> Any:
        """A copy with some fields changed (a faster `_replace`, for the hot paths)."""
        values = list(self)
        for name, value in changes.items():
            values[_INDEX[name]] = value
        return tuple.__new__(type(self), values)


FIELDS: tuple[str, ...] = Position._fields
_INDEX: dict[str, int] = {name: i for i, name in enumerate(FIELDS)}
