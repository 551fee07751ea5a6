"""A Menara position: the fields of the game at one moment and what follows from them.

`Position` holds no rule: `rules`, `base`, `scoring`, `view` and `preview` take a position and
build the next one with `evolve`; `state.MenaraState` (a `Position` with the contract's
methods) sits above them all, so every import in the package runs one way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any, Self, TypeVar

from games.core import Event
from games.menara.data import FLOORS, FloorSpec
from games.menara.records import NO_EXTRAS, Config, Counts, Extras, Turn
from games.menara.statics import PlacedFloor, Temple, known_temple

T = TypeVar("T")


@dataclass(frozen=True, eq=False)
class Position:
    """Everything about a Menara game at one moment; `MenaraState` adds the contract's methods.

    The rules (rules, base, scoring, view, preview) read and build positions; they sit below
    `state.py`, which is the only module that knows the rules as a whole.
    """

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
    extras: Extras = NO_EXTRAS
    """What the expansion modules keep on the table (§6): empty in the base game."""
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
        # A temple of an earlier position (kept by `evolve`) lends what still holds.
        earlier = self._cache.pop(_EARLIER, None)
        known = known_temple(self.floors, self.catalogue)
        return known or Temple(self.floors, self.catalogue, earlier)

    @property
    def target(self) -> int:
        """Levels needed: the level row, plus the card of this turn if it will join it."""
        return len(self.level_row) + int(self.turn.to_level_row)

    @property
    def name(self) -> str:
        return self.players[self.active]

    # -- building the next state (rules.py, base.py) ---------------------------------------------

    def evolve(self, **changes: Any) -> Self:
        """A copy with some fields changed, like `dataclasses.replace` but without running the
        constructor again (this happens several times per move). Derived values that do not
        depend on the changes (the analysed temple, the catalogue) are kept."""
        if not _FIELDS.issuperset(changes):
            unknown = sorted(changes.keys() - _FIELDS)
            raise TypeError(f"A Menara position has no field {unknown[0]}")
        new = object.__new__(type(self))
        # The copy of the fields is made whole and given to the new object at once (a copy of
        # a dict is cheap; filling the new object's own dict key by key was not).
        values = self.__dict__.copy()
        values.update(changes)
        values["_cache"] = {}
        if "custom_floors" in changes:
            values.pop("catalogue", None)
            values.pop("temple", None)
        elif "floors" in changes and changes["floors"] is not self.floors:
            earlier = values.pop("temple", None) or self._cache.get(_EARLIER)
            if earlier is not None:
                values["_cache"][_EARLIER] = earlier
        elif "temple" not in values and _EARLIER in self._cache:
            # Floors unchanged but their temple not analysed yet (a reveal, a swap): the earlier
            # temple is still the one to lend from, or the next temple is built from scratch.
            values["_cache"][_EARLIER] = self._cache[_EARLIER]
        _SET(new, "__dict__", values)
        return new

    def actors(self) -> frozenset[int]:
        return frozenset() if self.phase == "over" else frozenset({self.active})

    def memo(self, key: str, make: Callable[[], T]) -> T:
        """A value derived from this position, computed once: positions never change, and
        `evolve` starts the copy with an empty memo."""
        if key not in self._cache:
            self._cache[key] = make()
        found: T = self._cache[key]
        return found

    def say(self, text: str, kind: str, barrier: bool = False) -> Event:
        """An event of the active player (barrier: it revealed something or drew)."""
        return event(text, kind, self.active, barrier)


def event(text: str, kind: str, seat: int | None, barrier: bool = False) -> Event:
    """`Event(text, kind, seat, barrier=barrier)` without the frozen constructor (a move says
    one or more): the same object, its fields set once in their order."""
    made = object.__new__(Event)
    made.__dict__.update(text=text, kind=kind, seat=seat, visible_to=None, barrier=barrier)
    return made


_FIELDS = frozenset(f.name for f in fields(Position))
_SET = object.__setattr__
"""Sets the new copy's `__dict__` past the frozen dataclass's `__setattr__`."""
_EARLIER = "earlier temple"
"""The `_cache` key of the last analysed temple before the floors changed (see `temple`)."""
