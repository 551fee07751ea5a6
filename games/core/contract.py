"""The rules contract every game implements (ARCHITECTURE.md §2)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from games.core.info import GameInfo

JSON = Any
"""A value made of dicts, lists, str, int, float, bool and None only."""


@runtime_checkable
class Move(Protocol):
    """A small frozen dataclass; `str(move)` is its notation and parses back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


@dataclass(frozen=True)
class Event:
    """What happened, in words and data, for the log and the demo narration.

    `visible_to` is None for a public event; otherwise only those seats may read it (a seat's
    own draw, say). A game that emits a private event emits a public one beside it ("Bo drew
    1 ruin").
    """

    text: str
    kind: str = "info"
    seat: int | None = None
    visible_to: frozenset[int] | None = None
    barrier: bool = False
    """True when the move drew from chance or revealed something: it cannot be taken back."""

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


@dataclass(frozen=True)
class ScoreRow:
    """One line of a score breakdown: a label and one value per seat."""

    label: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Outcome:
    scores: tuple[int, ...]
    winners: frozenset[int]
    reason: str
    breakdown: tuple[ScoreRow, ...] = field(default_factory=tuple)


class State(Protocol):
    """An immutable game position. Nothing ever changes a State."""

    @property
    def players(self) -> tuple[str, ...]: ...

    def actors(self) -> frozenset[int]: ...

    def legal_moves(self, seat: int) -> list[Any]: ...

    def apply(self, move: Any, seat: int) -> tuple[State, list[Event]]: ...

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome | None: ...

    def view(self, seat: int | None) -> Mapping[str, JSON]: ...

    def to_json(self) -> dict[str, JSON]: ...


class Bot(Protocol):
    """Chooses one of `state.legal_moves(seat)`, deciding only from what `view(seat)` shows."""

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any: ...


class Game(Protocol):
    @property
    def info(self) -> GameInfo: ...

    @property
    def bots(self) -> Mapping[str, Bot]: ...

    def new_state(
        self,
        players: Sequence[str],
        *,
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> State: ...

    def parse_move(self, text: str) -> Move: ...

    def state_from_json(self, data: Mapping[str, JSON]) -> State: ...
