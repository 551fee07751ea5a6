"""The Menara position: an immutable value implementing `games.core.State`.

Phases: `base` (setup: the three base floors are laid), `start` (step 1, camp exchange, then the
reveal), `build` (step 3: the plan card, new floors when due), `done` (the card is resolved; the
player ends the turn, which replenishes), `over`.

Who acts (co-operative play): always exactly the active player's seat. Everyone may discuss,
but one seat operates the temple; the simultaneous pair of §4.3.3 is one move of that seat
(`moves.Pair`), not a joint move of two seats. Nothing is private: supplies, camp and bag
contents are public; only the order of the plan piles, of the quarry below its top floor and of
future bag draws is hidden, and `to_json` alone holds it.

Chance: every shuffle and draw uses `random.Random(f"menara/{seed}/{n}")` for the n-th chance
event (setup is event "setup"), so the state needs no generator object to be serialised.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any

from games.core import JSON, Event, Outcome
from games.menara.data import FLOORS, FloorSpec
from games.menara.geometry import Placement
from games.menara.records import Config, Counts, Turn
from games.menara.statics import PlacedFloor, Temple


@dataclass(frozen=True, eq=False)
class MenaraState:
    players: tuple[str, ...]
    seed: int
    config: Config
    phase: str
    active: int
    draws: int
    """Chance events so far (the n of the next `random.Random`)."""
    bag: Counts
    camp: Counts
    supplies: tuple[Counts, ...]
    gone: Counts
    """Columns out of the game (collapsed floors, expansion); always zero in the base game."""
    piles: tuple[tuple[str, ...], ...]
    """Easy, medium, difficult plan piles, top card first (order hidden)."""
    discards: tuple[tuple[str, ...], ...]
    level_row: tuple[str, ...]
    quarry: tuple[str, ...]
    """Floor IDs, top first; the top floor is public, the order below hidden."""
    set_aside: tuple[str, ...]
    floors: tuple[PlacedFloor, ...]
    base_todo: tuple[str, ...]
    """Setup: base floors still to be laid."""
    turn: Turn
    turn_number: int
    ending: tuple[str, ...] = ()
    """End triggers that fired (T1-T4, §5.1): the game is over when the phase says so."""
    custom_floors: tuple[FloorSpec, ...] = ()
    """Floors outside the catalogue (test fixtures); serialised with the state."""
    fallen: tuple[PlacedFloor, ...] = ()
    """Floors a wobble brought down (steady hands, §7.11), as they stood: out of the game,
    kept for the picture of what fell."""
    _cache: dict[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    # -- derived --------------------------------------------------------------------------------

    @cached_property
    def catalogue(self) -> Mapping[str, FloorSpec]:
        if not self.custom_floors:
            return FLOORS
        merged = dict(FLOORS)
        merged.update({f.id: f for f in self.custom_floors})
        return merged

    @cached_property
    def temple(self) -> Temple:
        return Temple(self.floors, self.catalogue)

    @property
    def target(self) -> int:
        """Levels needed: the level row, plus the card of this turn if it will join it."""
        return len(self.level_row) + int(self.turn.to_level_row)

    @property
    def name(self) -> str:
        return self.players[self.active]

    # -- games.core.State -----------------------------------------------------------------------

    def actors(self) -> frozenset[int]:
        return frozenset() if self.phase == "over" else frozenset({self.active})

    def legal_moves(self, seat: int) -> list[Any]:
        if seat not in self.actors():
            return []
        if "moves" not in self._cache:
            self._cache["moves"] = rules.legal_moves(self)
        return list(self._cache["moves"])

    def apply(self, move: Any, seat: int) -> tuple[MenaraState, list[Event]]:
        return rules.apply(self, move, seat)

    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self) -> Outcome | None:
        return scoring.outcome(self) if self.phase == "over" else None

    def view(self, seat: int | None) -> Mapping[str, JSON]:
        return view.view(self, seat)

    def to_json(self) -> dict[str, JSON]:
        return serial.to_json(self)

    # -- building the next state (rules.py, base.py) ---------------------------------------------

    def evolve(self, **changes: Any) -> MenaraState:
        """A copy with some fields changed, like `dataclasses.replace` but without running the
        constructor again (this happens several times per move). Derived values that do not
        depend on the changes (the analysed temple, the catalogue) are kept."""
        unknown = changes.keys() - _FIELDS
        if unknown:
            raise TypeError(f"MenaraState has no field {sorted(unknown)[0]}")
        new = object.__new__(MenaraState)
        values = new.__dict__
        values.update(self.__dict__)
        values.update(changes)
        values["_cache"] = {}
        if "custom_floors" in changes:
            values.pop("catalogue", None)
            values.pop("temple", None)
        elif "floors" in changes and changes["floors"] is not self.floors:
            values.pop("temple", None)
        return new

    def say(self, text: str, kind: str, barrier: bool = False) -> Event:
        """An event of the active player (barrier: it revealed something or drew)."""
        return Event(text, kind=kind, seat=self.active, barrier=barrier)

    # -- convenience for screens and tests ------------------------------------------------------

    def floor_options(self) -> list[Placement]:
        """The legal placements of the floor that is due ([] when none is due)."""
        return rules.floor_options(self)


_FIELDS = frozenset(f.name for f in fields(MenaraState))

from games.menara import rules, scoring, serial, view  # noqa: E402  (they use MenaraState)
