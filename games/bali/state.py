"""`BaliState`: the position as a `games.core.State` (actors, moves, apply, views, outcome)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from games.bali import data, rules, turns
from games.bali.moves import MOVE_TYPES, Move, Take
from games.bali.position import OVER, TAKE, Position
from games.bali.scoring import breakdown, winners
from games.bali.view import view as make_view
from games.core import JSON, Event, IllegalMove, Outcome


@dataclass(frozen=True)
class BaliState(Position):
    JSON_TAG: ClassVar[str | None] = "bali"

    def actors(self) -> frozenset[int]:
        actor = self.actor()
        return frozenset() if actor == data.NO_SEAT else frozenset((actor,))

    def legal_moves(self, seat: int) -> list[Move]:
        return rules.legal_moves(self, seat)

    def refusal(self, move: Any, seat: int) -> str | None:
        """Why `move` is refused for `seat` (one sentence), or None when it is legal."""
        if not isinstance(move, MOVE_TYPES):
            return "That is not a Bali move."
        if not 0 <= seat < len(self.players):
            return f"There is no seat {seat}."
        return rules.refusal(self, seat, move)

    def apply(self, move: Any, seat: int) -> tuple[BaliState, list[Event]]:
        if (
            type(move) is Take  # the most frequent move, checked here without the long way round
            and self.phase == TAKE
            and seat == self.current
            and 0 <= move.column < data.COLUMNS
            and self.columns[move.column]
        ):
            return turns.apply(self, seat, move)
        reason = self.refusal(move, seat)
        if reason is not None:
            raise IllegalMove(reason)
        return turns.apply(self, seat, move)

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        rows = breakdown(self)
        scores = rows[-1].values
        won = winners(self, scores)
        best = max(scores)
        tied = [s for s, v in enumerate(scores) if v == best]
        if len(won) > 1:
            reason = f"{best} points each and as many stones left: a shared victory"
        elif len(tied) > 1:
            reason = f"{best} points; the tie goes to the player with more stones left"
        else:
            reason = f"{best} points"
        # The game-over table adds the total itself: the breakdown holds the sources only.
        return Outcome(scores, won, reason, rows[:-1])

    def view(self, seat: int | None) -> Mapping[str, JSON]:
        return make_view(self, seat)


def from_json(data_: Mapping[str, JSON]) -> BaliState:
    return BaliState.from_json(data_)
