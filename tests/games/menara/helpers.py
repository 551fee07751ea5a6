"""Fixtures of spec §9.0 and a builder for hand-made Menara states."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from games.core import Event
from games.menara import GAME
from games.menara.data import (
    BASE_FLOORS,
    COLOUR_NAMES,
    COLUMN_COUNTS,
    FLOORS,
    PILES,
    PLAN_CARDS,
    FloorSpec,
)
from games.menara.geometry import shape
from games.menara.records import NO_EXTRAS, Config, Counts, Extras, Turn, add, from_letters
from games.menara.state import MenaraState
from games.menara.statics import PlacedFloor


def _square(fid: str, w: int, h: int, bases: str) -> FloorSpec:
    return FloorSpec.mirrored(fid, "/".join(["#" * w] * h), bases)


# Test-only fixture floors (§9.0); the B/C copies have the same shape and bases.
TQ6 = _square("TQ6", 6, 6, "Y(1,1) Y(5,1) R(1,5) R(5,5) K(3,3)")
TQ6B = _square("TQ6B", 6, 6, "Y(1,1) Y(5,1) R(1,5) R(5,5) K(3,3)")
TQ6C = _square("TQ6C", 6, 6, "Y(1,1) Y(5,1) R(1,5) R(5,5) K(3,3)")
TQ4 = _square("TQ4", 4, 4, "Y(1,1) R(3,1) W(2,3)")
TQ4B = _square("TQ4B", 4, 4, "Y(1,1) R(3,1) W(2,3)")
TQ4C = _square("TQ4C", 4, 4, "Y(1,1) R(3,1) W(2,3)")
TB9 = _square("TB9", 9, 2, "Y(1,1) R(7,1) Y(8,1)")
TR3 = _square("TR3", 3, 6, "Y(1,2) R(2,4)")
TR3B = _square("TR3B", 3, 6, "Y(1,2) R(2,4)")
TR3C = _square("TR3C", 3, 6, "Y(1,2) R(2,4)")
FIXTURES = {f.id: f for f in (TQ6, TQ6B, TQ6C, TQ4, TQ4B, TQ4C, TB9, TR3, TR3B, TR3C)}

CORNERS: dict[tuple[int, int], str] = {(1, 1): "Y", (5, 1): "Y", (1, 5): "R", (5, 5): "R"}
"""Columns Y@(1,1), Y@(5,1), R@(1,5), R@(5,5) on TQ6@(0,0)/L0."""
ALL_TQ6: dict[tuple[int, int], str] = {**CORNERS, (3, 3): "K"}


def spec_of(fid: str) -> FloorSpec:
    """A fixture floor or a catalogue floor (base or expansion, §2.4.3)."""
    return FIXTURES.get(fid) or FLOORS[fid]


def floor(
    fid: str,
    x: int,
    y: int,
    level: int,
    columns: Mapping[tuple[int, int], str] | None = None,
    *,
    side: str = "L",
    rot: int = 0,
) -> PlacedFloor:
    """A placed floor with columns given by absolute point."""
    s = shape(spec_of(fid), side, rot)
    points = [(b.x + x, b.y + y) for b in s.bases]
    wanted = dict(columns or {})
    cols = tuple(wanted.pop(p, "") for p in points)
    assert not wanted, f"{fid} has no bases at {sorted(wanted)}"
    return PlacedFloor(fid, side, rot, x, y, level, cols)


def _temple_columns(floors: Iterable[PlacedFloor]) -> Counts:
    return from_letters("".join(c for f in floors for c in f.columns))


def make_state(
    floors: Iterable[PlacedFloor],
    *,
    card: str = "",
    supply: str = "",
    due: int = 0,
    quarry: Iterable[str] = ("TQ4",),
    level_row: int = 4,
    players: int = 2,
    camp: str = "YRKWBY",
    bag: Counts | None = None,
    piles: tuple[tuple[str, ...], ...] | None = None,
    phase: str | None = None,
    pad: bool = True,
    config: Config | None = None,
    extras: Extras = NO_EXTRAS,
    **turn: object,
) -> MenaraState:
    """A state of §9.0: base game, medium, P1 active, level row of 4, bag well filled, the
    quarry holding the given floors then more catalogue floors (so T4 does not fire).
    Expansion states pass `config` (the modules in force) and `extras` (golden columns...)."""
    placed = tuple(floors)
    supplies = [from_letters(supply)] + [from_letters("")] * (players - 1)
    used = add(add(_temple_columns(placed), from_letters(camp)), from_letters(supply))
    if bag is None:
        bag = tuple(max(0, n) for n in (t - u for t, u in zip(COLUMN_COUNTS, used, strict=True)))
    if piles is None:
        piles = tuple(
            tuple(c.id for c in PLAN_CARDS if c.pile == pile and c.id != card) for pile in PILES
        )
    in_temple = {f.fid for f in placed}
    extra = [f.id for f in BASE_FLOORS if f.id not in in_temple][: 8 if pad else 0]
    return MenaraState(
        players=tuple(f"P{k + 1}" for k in range(players)),
        seed=7,
        config=config or Config("medium"),
        phase=phase or ("build" if card else "start"),
        active=0,
        draws=0,
        bag=bag,
        camp=from_letters(camp),
        supplies=tuple(supplies),
        gone=(0, 0, 0, 0, 0),
        piles=piles,
        discards=((), (), ()),
        level_row=tuple(f"LV{k + 1}" for k in range(level_row)),
        quarry=(*quarry, *extra),
        set_aside=(),
        floors=placed,
        base_todo=(),
        turn=Turn(card=card, due=due, **turn),  # type: ignore[arg-type]
        turn_number=1,
        custom_floors=tuple(FIXTURES.values()),
        extras=extras,
    )


FLOATING_QUARRY_OPENING: tuple[str, ...] = (
    "base auto",
    "reveal easy",
    "place Y F11 30,18",
    "end",
    "reveal easy",
    "place R F11 34,22",
    "place K F11 32,20",
    "end",
    "reveal easy",
    "place Y F11 34,20",
)
"""Seed 2, solo, ritual floating_quarry: F11 is completed and the top three floors are offered."""


def play(state: MenaraState, *moves: str) -> tuple[MenaraState, list[Event]]:
    """Apply moves given in notation for the active seat; all their events."""
    events: list[Event] = []
    for text in moves:
        move = GAME.parse_move(text)
        state, new = state.apply(move, state.active)
        events += new
    return state, events


def legal(state: MenaraState) -> list[str]:
    return [str(m) for m in state.legal_moves(state.active)]


def columns_total(state: MenaraState) -> Counts:
    """Every column accounted for: bag, camp, supplies, temple, out of the game."""
    total = add(add(state.bag, state.camp), state.gone)
    for supply in state.supplies:
        total = add(total, supply)
    return add(total, _temple_columns(state.floors))


def gone_columns(state: MenaraState) -> Counts:
    """The columns on floors a wobble brought down (they are out of the game)."""
    return _temple_columns(state.fallen)


def words(colour: str) -> str:
    return COLOUR_NAMES[colour]
