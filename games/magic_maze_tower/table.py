"""The fields of a Magic Maze Tower position and what follows from them (no rule).

`MazeTable` sits below `view` (which draws it) and `state` (whose `MazeState` adds the
contract's methods), so neither needs the other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Generic, TypeVar, overload

from games.magic_maze_tower.board import Board, Geometry, Layout, Quest
from games.magic_maze_tower.data import DIRECTIONS
from games.magic_maze_tower.moves import Move, parse_action
from games.magic_maze_tower.rules import Position

PLAYING, COMPLETE, SKIPPED = "playing", "complete", "skipped"


@cache
def ordered(directions: str) -> str:
    """Compass letters in N E S W order (a handful of strings, each worked out once)."""
    return "".join(d for d in DIRECTIONS if d in directions)


T = TypeVar("T")


class derived(Generic[T]):
    """A value worked out from a table's fields on first use and kept in the instance.

    Like `functools.cached_property` without its lock (Python 3.11 takes a lock shared by
    every instance on each first use, which showed in the play-out profile). Two threads that
    race compute the same value twice, which is harmless: tables never change.
    `dataclasses.replace` builds a new instance, which starts without the old values.
    """

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> derived[T]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> T | derived[T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


@dataclass(frozen=True)
class MazeTable:
    """One position of a quest at a table: its fields and what follows from them, no rule.

    `state.MazeState` adds the contract's methods (legal moves, apply); `view` reads a table.
    Both sit above this module, so the package's imports run one way.
    """

    board: Board = field(compare=False, repr=False)
    quest_ref: str
    """The shipped quest id, or '' for a quest given as a value (tests, editors)."""
    players: tuple[str, ...]
    seed: int
    tiles: tuple[str, ...]
    shared: str
    control: str
    communication: str
    locs: tuple[int, ...]
    armory: bool
    layout: Layout
    armed: bool
    armer: int | None
    last_pawn: str | None
    goes: int
    atoms: int
    claims: tuple[str | None, ...]
    turn: int
    signals: tuple[int, ...]
    status: str

    # -- derived -------------------------------------------------------------------------

    @property
    def quest(self) -> Quest:
        return self.board.quest

    # A table is immutable, so what follows from its fields is worked out once per table.

    @derived
    def layout_id(self) -> int:
        return self.board.layout_id(self.layout)

    @derived
    def position(self) -> Position:
        return (self.locs, self.armory, self.layout_id, self.armed)

    @derived
    def geometry(self) -> Geometry:
        return self.board.geometry(self.layout_id)

    @derived
    def multi(self) -> bool:
        return len(self.players) > 1

    @derived
    def signals_enabled(self) -> bool:
        return self.multi and self.communication != "beginner"

    def directions(self, seat: int) -> str:
        """The compass letters a seat may use, in N E S W order (own tiles + shared tile)."""
        return ordered(self.tiles[seat] + self.shared)

    def pawn_cell(self, hero: str) -> str | None:
        """The cell name of a hero in play, None once it has exited (KeyError if not in quest)."""
        loc = self.locs[self.board.heroes.index(hero)]
        return self.geometry.name(loc) if loc >= 0 else None

    def won(self) -> bool:
        return self.status == COMPLETE

    @derived
    def forced_first(self) -> tuple[Move, str] | None:
        """Spec §5.1: a tutorial's forced first atom and its words, while no atom is made.

        It is a property of the position (the counter of atoms from the start is 0), so an undo
        back to the start brings it back. The atom is quest data (`quests.first_action`).
        """
        if self.atoms or not self.quest_ref or self.status != PLAYING:
            return None
        return _forced_first(self.quest_ref)


@cache
def _forced_first(quest_ref: str) -> tuple[Move, str] | None:
    """A shipped quest's forced first atom, read once (`quests.first_action`)."""
    from games.magic_maze_tower.quests import first_action

    found = first_action(quest_ref)
    if found is None:
        return None
    return parse_action(found[0])[0], found[1]
