"""The Menara position: an immutable value implementing `games.core.State`.

Phases: `base` (setup: the three base floors are laid), `start` (step 1, camp exchange, then the
reveal), `build` (step 3: the plan card, new floors when due), `done` (the card is resolved; the
player ends the turn, which replenishes), `over`.

Who acts (co-operative play): always exactly the active player's seat. Everyone may discuss,
but one seat operates the temple; the simultaneous pair of §4.3.3 is one move of that seat
(`moves.Pair`), not a joint move of two seats. Nothing is private: supplies, camp and bag
contents are public; only the order of the plan piles, of the quarry below its top floor and of
future bag draws is hidden, and `to_json` alone holds it.

Chance: every shuffle and draw uses `derive("menara", seed, n)` (key "menara/<seed>/<n>") for the
n-th chance event (setup is event "setup"), so the state needs no generator object to be serialised.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from games.core import JSON, Event, Outcome, RecordError
from games.core.records import decode, encode
from games.menara import rules, scoring, view
from games.menara.geometry import Placement
from games.menara.position import Position


class MenaraState(Position):
    """A Menara position with the `games.core.State` methods; immutable."""

    # -- games.core.State -----------------------------------------------------------------------

    def legal_moves(self, seat: int) -> list[Any]:
        if seat != self.active or self.phase == "over":  # not one of `actors()`
            return []
        return list(self.memo("moves", lambda: rules.legal_moves(self)))

    def apply(self, move: Any, seat: int) -> tuple[MenaraState, list[Event]]:
        after, events = rules.apply(self, move, seat)
        # The rules build the next position with `evolve`, which keeps the class.
        return cast(MenaraState, after), events

    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self) -> Outcome | None:
        return scoring.outcome(self) if self.phase == "over" else None

    def view(self, seat: int | None) -> Mapping[str, JSON]:
        return view.view(self, seat)

    def to_json(self) -> dict[str, JSON]:
        """Every field, hidden order included, through the records codec of games.core."""
        data = encode(self)
        assert isinstance(data, dict)
        return {"format": FORMAT, **data}

    # -- convenience for screens and tests ------------------------------------------------------

    def floor_options(self) -> list[Placement]:
        """The legal placements of the floor that is due ([] when none is due)."""
        return rules.floor_options(self)


FORMAT = 2
"""The state JSON format: 2 is the records codec's (format 1 was written by hand)."""


def state_from_json(data: Mapping[str, Any]) -> MenaraState:
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ValueError("This is not a Menara state (unknown format).")
    try:
        state = decode(MenaraState, {k: v for k, v in data.items() if k != "format"})
    except RecordError as exc:
        raise ValueError(f"This is not a Menara state ({exc}).") from exc
    assert isinstance(state, MenaraState)
    return state
