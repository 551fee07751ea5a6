"""`MandalaState`: an immutable position of Mandala Stones with its rules, views and JSON."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.core import JSON, Event, Outcome, Record, RecordError, ScoreRow
from games.mandala_stones import rules
from games.mandala_stones.position import OVER, Position
from games.mandala_stones.view import view


class MandalaState(Position):
    """A position with its rules; immutable (a named tuple), the rules build a new one per move."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"MandalaState(round {self.round}, {self.phase}, current P{self.current + 1})"

    # -- the games.core.State protocol ---------------------------------------------------

    def actors(self) -> frozenset[int]:
        if self.phase == OVER:
            return frozenset()
        return frozenset((self.current,))

    def legal_moves(self, seat: int) -> list[Any]:
        return rules.legal_moves(self, seat)

    def apply(self, move: Any, seat: int) -> tuple[MandalaState, list[Event]]:
        return rules.apply(self, move, seat)

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        scores = rules.totals(self)
        best = max(scores)
        winners = frozenset(s for s, v in enumerate(scores) if v == best)
        names = " and ".join(self.players[s] for s in sorted(winners))
        if len(winners) == 1:
            reason = f"{names} wins with {best} VP"
        else:
            reason = f"{names} share the victory with {best} VP (no tie-break)"
        rows = (
            ScoreRow("Towers and Mandala", self.vp),
            ScoreRow("Objective", self.objective_vp),
        )
        return Outcome(scores, winners, reason, rows)

    def view(self, seat: int | None) -> dict[str, JSON]:
        return view(self, seat)

    def to_json(self) -> dict[str, JSON]:
        return SavedGame(Position(*self)).to_json()


@dataclass(frozen=True, slots=True)
class SavedGame(Record):
    """The JSON form of a position, written and read by the codec of `games.core.records`."""

    JSON_TAG = "mandala_stones"
    position: Position


def from_json(data: Mapping[str, JSON]) -> MandalaState:
    try:
        saved = SavedGame.from_json(data)
    except RecordError:
        raise
    except (TypeError, ValueError) as exc:  # pragma: no cover - the codec names the field
        raise RecordError(f"mandala_stones position: {exc}") from exc
    return MandalaState(*saved.position)
