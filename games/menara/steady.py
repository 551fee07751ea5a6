"""Steady hands (spec §7.11): the risk that a turn's building makes the tower wobble.

A *piece* is a building action of the turn: a column placed or moved (each column of a pair),
a floor added on columns, a floor shifted. Its chance

    p = BASE[difficulty] * GROWTH**level * (1 + K * (1 - m)),   m clamped to [0, 1]

grows with the level it ends on and with a thin stability margin m of the piece's floor (the
floor itself; the floor a column stands on; for a column on a base floor, the level-1 floors
it carries, the smallest margin). A base extension and a column on a base floor that carries
nothing are not pieces. The turn's chance is P = 1 - prod(1 - p).

One roll at the end of step 3 (also when T4 ends the turn in the middle of it), only if P > 0,
from `derive(seed, "menara", "steady", turn number)`: a generator of its own, so turning the
option off changes no later draw of the bag, piles or quarry. On a wobble the piece floor with
the smallest margin (ties: the higher one; a base floor never falls) falls with everything on
it, the §7.7 cascade follows, and the game ends (T1).

Everything here is a pure function of the state; the rules (rules.py) call `record` after each
piece and `roll` at the end of step 3, the previews (preview.py) call `chance`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.core import JSON, Event, derive
from games.menara.data import STEADY_BASE, STEADY_GROWTH, STEADY_K
from games.menara.geometry import shape
from games.menara.records import Config, add, from_letters
from games.menara.statics import Temple, collapse, is_upright

if TYPE_CHECKING:
    from games.menara.position import Position

Add = tuple[int, int, str]


@dataclass(frozen=True)
class Piece:
    """One piece of building: its chance and the floors it rests its risk on."""

    chance: float
    floors: tuple[str, ...]
    margin: float
    """The piece's margin m (already clamped to [0, 1])."""


def chance(config: Config, level: int, margin: float) -> float:
    """p of one piece at `level` whose floor keeps stability margin `margin` (§7.11)."""
    if not config.steady_hands:
        return 0.0
    m = min(1.0, max(0.0, margin))
    base = STEADY_BASE[config.difficulty]
    return float(base * STEADY_GROWTH**level * (1 + STEADY_K * (1 - m)))


def turn_chance(chances: Sequence[float]) -> float:
    """P = 1 - prod(1 - p) over the pieces of a turn, accumulated as P + p - P p (the same
    number, and exactly p for a single piece, so a preview and the turn agree to the bit)."""
    total = 0.0
    for p in chances:
        total = total + p - total * p
    return total


def percent(p: float) -> str:
    """A chance as players read it: 0.47%, 2.3%, 12%."""
    value = 100 * p
    if value == 0:
        return "0%"
    if value < 1:
        return f"{value:.2f}%"
    if value < 10:
        return f"{value:.1f}%"
    return f"{value:.0f}%"


def _margin(temple: Temple, i: int) -> float:
    m = temple.margin(i)
    return 0.0 if m is None else m


def column_piece(config: Config, after: Temple, add: Add) -> Piece | None:
    """The piece of a column that arrived at (floor i, base j) in temple `after`."""
    i, j, occupant = add
    f = after.floors[i]
    if f.level >= 1:
        m = min(1.0, max(0.0, _margin(after, i)))
        return Piece(chance(config, f.level, m), (f.fid,), m)
    if not is_upright(occupant, after.shapes[i].bases[j].spec.kind):
        return None
    carried = after.touched_above(i, j)
    if not carried:
        return None  # a column on a base floor that carries nothing: chance 0, not a piece
    # Each carried floor's margin once (a margin is a hull computation).
    margins = {g: _margin(after, g) for g in carried}
    worst = min(carried, key=lambda g: (margins[g], -g))
    m = min(1.0, max(0.0, margins[worst]))
    fids = tuple(after.floors[g].fid for g in sorted(carried, key=margins.__getitem__))
    return Piece(chance(config, 0, m), fids, m)


def column_pieces(config: Config, after: Temple, adds: Sequence[Add]) -> list[Piece]:
    return [p for a in adds if (p := column_piece(config, after, a)) is not None]


def floor_piece(config: Config, level: int, margin: float | None, fid: str) -> Piece | None:
    """The piece of a floor added on columns (or shifted) to `level` with that margin."""
    if level == 0:
        return None  # a base extension is not a piece
    m = min(1.0, max(0.0, margin or 0.0))
    return Piece(chance(config, level, m), (fid,), m)


def record(state: Position, pieces: Sequence[Piece | None]) -> Position:
    """The state with the pieces' chances added to the turn (nothing when the option is off)."""
    found = [p for p in pieces if p is not None]
    if not state.config.steady_hands or not found:
        return state
    shaky = list(state.turn.shaky)
    for p in found:
        shaky += [fid for fid in p.floors if fid not in shaky]
    turn = state.turn.but(
        chances=state.turn.chances + tuple(p.chance for p in found),
        shaky=tuple(shaky),
    )
    return state.evolve(turn=turn)


def risk(state: Position) -> float:
    """The turn's chance P so far."""
    return turn_chance(state.turn.chances)


def weakest(temple: Temple, shaky: Sequence[str]) -> int | None:
    """The floor that falls in a wobble: the smallest margin among the pieces' floors still
    standing above the base, ties to the higher level (then the first built).

    Reading of §7.11: the margins are those at the roll (the end of step 3), not those each
    piece left behind - a later piece may have thinned or steadied the floor, and what stands
    at the roll is what can wobble. A pair's two columns are two pieces (as §7.11 says), and
    a column on a base floor is a piece of level 0 through the level-1 floors it carries."""
    best: tuple[float, int, int] | None = None
    found = None
    for order, fid in enumerate(shaky):
        i = temple.index_of.get(fid)
        if i is None or temple.floors[i].level == 0:
            continue
        key = (_margin(temple, i), -temple.floors[i].level, order)
        if best is None or key < best:
            best, found = key, i
    return found


@dataclass(frozen=True)
class Wobble:
    """What a wobble brought down (for the log and the side view)."""

    first: str
    level: int
    margin: float
    fallen: tuple[str, ...]
    columns: int
    height: int


def wobble(temple: Temple, i: int) -> tuple[Temple, Wobble, str]:
    """Floor i falls with everything on it, then the §7.7 cascade: the standing temple, what
    fell, and the fallen columns as colour letters (they leave the game)."""
    f = temple.floors[i]
    m = _margin(temple, i)
    fallen = [f]
    rest = temple.with_floors(g for k, g in enumerate(temple.floors) if k != i)
    rest, more = collapse(rest)
    fallen += more
    letters = "".join(c for g in fallen for c in g.columns if c)
    what = Wobble(f.fid, f.level, m, tuple(g.fid for g in fallen), len(letters), rest.height)
    return rest, what, letters


def describe(w: Wobble) -> str:
    """The log line of a wobble (§7.11)."""
    cols = "1 column" if w.columns == 1 else f"{w.columns} columns"
    others = [fid for fid in w.fallen if fid != w.first]
    also = f"; {', '.join(others)} fall{'s' if len(others) == 1 else ''} with it" if others else ""
    levels = "1 level stands" if w.height == 1 else f"{w.height} levels stand"
    return (
        f"The tower wobbles: {w.first} on level {w.level} (margin {w.margin:.2f}) falls with "
        f"{cols}{also}; {levels}."
    )


def roll(state: Position, events: list[Event]) -> tuple[Position, bool]:
    """The roll at the end of step 3: (state, whether the tower wobbled). The caller ends the
    game (T1) after a wobble. Without pieces (P = 0) or with the option off nothing is drawn."""
    p = risk(state)
    if not state.config.steady_hands or p <= 0:
        return state, False
    value = derive(state.seed, "menara", "steady", state.turn_number).random()
    if value >= p:
        events.append(
            state.say(f"Steady hands: the tower holds (risk was {percent(p)}).", "steady", True)
        )
        return state, False
    i = weakest(state.temple, state.turn.shaky)
    if i is None:
        # Every piece floor has fallen already or is a base floor: nothing can fall.
        events.append(state.say("Steady hands: the tower holds.", "steady", True))
        return state, False
    rest, what, letters = wobble(state.temple, i)
    text = describe(what)
    events.append(state.say(text, "wobble", True))
    fallen_ids = set(what.fallen)
    after = state.evolve(
        floors=tuple(f for f in state.floors if f.fid not in fallen_ids),
        fallen=state.fallen + tuple(f for f in state.floors if f.fid in fallen_ids),
        gone=add(state.gone, from_letters(letters)),
        turn=state.turn.but(wobble=what.fallen, wobble_text=text),
    )
    assert after.temple.height == rest.height
    return after, True


def steady_view(state: Position) -> dict[str, JSON]:
    """The steady-hands part of `view()` (key "steady"):

    {"on": bool, "risk": P of this turn so far, "risk_text": "2.3%", "pieces": int,
     "shaky": [fid], "wobble": [fid], "why": str,
     "fallen": [{"id", "level", "cells": [[x, y]], "columns": [{"x", "y", "column"}]}]}
    """
    fallen: list[JSON] = []
    for f in state.fallen:
        s = shape(state.catalogue[f.fid], f.side, f.rot)
        fallen.append(
            {
                "id": f.fid,
                "level": f.level,
                "cells": [[x + f.x, y + f.y] for x, y in s.cells],
                "columns": [
                    {"x": b.x + f.x, "y": b.y + f.y, "column": c}
                    for b, c in zip(s.bases, f.columns, strict=True)
                    if c
                ],
            }
        )
    p = risk(state)
    return {
        "on": state.config.steady_hands,
        "risk": p,
        "risk_text": percent(p),
        "pieces": len(state.turn.chances),
        "shaky": list(state.turn.shaky),
        "wobble": list(state.turn.wobble),
        "why": state.turn.wobble_text,
        "fallen": fallen,
    }
