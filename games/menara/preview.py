"""Pure helpers for the placement preview of §7.10: what the temple widget shows while a
player moves a ghost floor or picks a base, before committing a move.

Each helper takes a state and a candidate and never changes anything. The problem text is the
very sentence `apply` would raise, so a preview that says OK is a legal move.

    base_preview(state, placement) -> BasePreview      a floor of the temple base (setup)
    floor_preview(state, placement) -> FloorPreview    the due floor, or SHIFT of a floor
    column_preview(state, move) -> ColumnPreview        Place, MoveUp or Pair
    FloorPreview.status / ColumnPreview.status           "OK: 4 supports, margin 1.50" /
                                                          "ILLEGAL: ..."
    .to_json()                                            plain data for the widget
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from games.core import JSON
from games.menara import rules, steady
from games.menara.checks import carried_load, own_load, with_columns
from games.menara.data import BASE_FLOOR_COUNT, RECOMMENDED_SUPPORTS
from games.menara.geometry import (
    SIDE_NAMES,
    Placement,
    bits,
    coords,
    fits_table,
    index,
    margin,
    region_outline,
    shape,
)
from games.menara.moves import MoveUp, Pair, Place
from games.menara.position import Position
from games.menara.statics import Load, Temple

Point = tuple[int, int]


def _fraction_pair(p: tuple[Fraction, Fraction]) -> list[JSON]:
    return [float(p[0]), float(p[1])]


def _kind(kinds: tuple[tuple[str, int, str], ...], j: int) -> dict[str, JSON]:
    if j >= len(kinds):
        return {}
    kind, order, twin = kinds[j]
    return {"kind": kind, "order": order, "twin": twin}


@dataclass(frozen=True)
class FloorPreview:
    placement: Placement
    cells: tuple[Point, ...]
    """Absolute cells of the ghost floor."""
    bases: tuple[tuple[str, int, int, str], ...]
    """(colour, x, y, column) of each base at its new place."""
    supports: tuple[Point, ...]
    """Columns of the level below that would carry it (all of them, wanted or not)."""
    weight: Fraction
    centre: tuple[Fraction, Fraction]
    margin: float | None
    """Distance of the centre of mass to the edge of the support region; < 0 outside."""
    region: tuple[tuple[Fraction, Fraction], ...]
    problem: str | None
    """None when the placement is legal, else the rule it breaks."""
    chance: float = 0.0
    """Steady hands (§7.11): the chance p of this piece (0 for a base extension, or off)."""
    kinds: tuple[tuple[str, int, str], ...] = ()
    """(kind, order, twin) of each base, as `bases` (expansion floors' markings, §6.1)."""
    openings: tuple[Point, ...] = ()
    """Absolute points of the ghost's ruin openings."""
    mark: tuple[str, int, int] | None = None
    """The glowing mark it would show (colour, absolute cell), with Tears in play only."""
    tear: bool = False
    """A tear lies on that mark (a shifted floor carries its tear along)."""

    @property
    def legal(self) -> bool:
        return self.problem is None

    @property
    def status(self) -> str:
        if self.problem is not None:
            return f"ILLEGAL: {self.problem}"
        if self.placement.level == 0:
            return "OK: base extension (the plan card will join the level row)"
        n = len(self.supports)
        advice = "" if n >= RECOMMENDED_SUPPORTS else f" ({RECOMMENDED_SUPPORTS} are recommended)"
        risk = f", wobble {steady.percent(self.chance)}" if self.chance else ""
        return f"OK: {n} supports{advice}, margin {self.margin or 0:.2f}{risk}"

    def to_json(self) -> dict[str, JSON]:
        return {
            "placement": str(self.placement),
            "level": self.placement.level,
            "cells": [list(c) for c in self.cells],
            "bases": [
                {"colour": c, "x": x, "y": y, "column": col, **_kind(self.kinds, j)}
                for j, (c, x, y, col) in enumerate(self.bases)
            ],
            "openings": [list(p) for p in self.openings],
            "mark": None
            if self.mark is None
            else {"x": self.mark[1], "y": self.mark[2], "colour": self.mark[0], "tear": self.tear},
            "supports": [list(p) for p in self.supports],
            "weight": float(self.weight),
            "centre": _fraction_pair(self.centre),
            "centre_exact": [str(self.centre[0]), str(self.centre[1])],
            "margin": self.margin,
            "region": [_fraction_pair(p) for p in self.region],
            "legal": self.legal,
            "status": self.status,
            "chance": self.chance,
        }


@dataclass(frozen=True)
class BasePreview:
    """The ghost of a base floor laid at `placement` during setup (§3.2 step 5)."""

    placement: Placement
    cells: tuple[Point, ...]
    bases: tuple[tuple[str, int, int], ...]
    """(colour, x, y) of each base of the floor."""
    number: int
    """Which base floor this is, 1 to BASE_FLOOR_COUNT."""

    @property
    def status(self) -> str:
        side = SIDE_NAMES[self.placement.side]
        return f"base floor {self.number} of {BASE_FLOOR_COUNT}, {side} side up"

    def to_json(self) -> dict[str, JSON]:
        return {
            "level": 0,
            "cells": [list(c) for c in self.cells],
            "bases": [{"colour": c, "x": x, "y": y} for c, x, y in self.bases],
            "supports": [],
            "centre": None,
            "legal": True,
            "status": self.status,
        }


def base_preview(state: Position, p: Placement) -> BasePreview:
    """The ghost of base floor `p.fid` at p (the legal places come from `legal_moves`)."""
    s = shape(state.catalogue[p.fid], p.side, p.rot)
    return BasePreview(
        placement=p,
        cells=tuple((x + p.x, y + p.y) for x, y in s.cells),
        bases=tuple((b.colour, b.x + p.x, b.y + p.y) for b in s.bases),
        number=BASE_FLOOR_COUNT - len(state.base_todo) + 1,
    )


def floor_preview(state: Position, p: Placement) -> FloorPreview:
    """The ghost of the due floor at p, or of a temple floor shifted to p (SHIFT card)."""
    temple = state.temple
    shifting = p.fid in temple.index_of
    if shifting:
        f = temple.floor(p.fid)
        columns = f.columns
        problem = rules.shift_move_problem(state, p)
    else:
        columns = ()
        problem = rules.floor_move_problem(state, p)
    spec = state.catalogue.get(p.fid)
    if spec is None or p.side not in ("L", "D") or p.rot not in range(4):
        empty = (Fraction(0), Fraction(0))
        return FloorPreview(
            p, (), (), (), Fraction(0), empty, None, (), problem or "No such floor."
        )
    s = shape(spec, p.side, p.rot)
    fits = fits_table(s, p.x, p.y)
    offset = index(p.x, p.y) if fits else 0
    load: Load = carried_load(s, columns, offset) if columns else own_load(s, offset)
    base = temple
    if shifting:
        base = temple.with_floors(g for g in temple.floors if g.fid != p.fid)
    supports: tuple[int, ...] = ()
    if p.level >= 1 and fits:
        mask = (s.point_mask << offset) & base.upright_mask.get(p.level - 1, 0)
        supports = tuple(bits(mask))
    ghost_margin = margin(supports, load.centre) if supports else None
    piece = steady.floor_piece(state.config, p.level, ghost_margin, p.fid)
    return FloorPreview(
        placement=p,
        cells=tuple((x + p.x, y + p.y) for x, y in s.cells),
        bases=tuple(
            (b.colour, b.x + p.x, b.y + p.y, columns[j] if columns else "")
            for j, b in enumerate(s.bases)
        ),
        supports=tuple(coords(q) for q in supports),
        weight=load.weight,
        centre=load.centre,
        margin=ghost_margin,
        region=tuple(region_outline(supports)) if supports else (),
        problem=problem,
        chance=piece.chance if piece is not None and problem is None else 0.0,
        kinds=tuple((b.spec.kind, b.spec.order, b.spec.twin) for b in s.bases),
        openings=tuple((x + p.x, y + p.y) for x, y in s.openings),
        mark=None
        if s.mark is None or not state.extras.tears_held
        else (s.mark[0], s.mark[1] + p.x, s.mark[2] + p.y),
        tear=p.fid in state.extras.tears_on,
    )


@dataclass(frozen=True)
class FloorBalance:
    fid: str
    level: int
    supports: int
    centre: tuple[Fraction, Fraction]
    margin: float | None
    stable: bool


@dataclass(frozen=True)
class ColumnPreview:
    problem: str | None
    floors: tuple[FloorBalance, ...]
    """Every floor above the base as it would be afterwards (unchanged ones included)."""
    completes: tuple[str, ...]
    """Floors the action would complete (a new floor becomes due)."""
    chance: float = 0.0
    """Steady hands (§7.11): the chance of the action's pieces together (a pair: both)."""
    piece_margin: float | None = None
    """The margin m of the action's riskiest piece (None: not a piece)."""
    steady: bool = False
    """Steady hands are on: the status names the chance, 0% included."""

    @property
    def legal(self) -> bool:
        return self.problem is None

    @property
    def status(self) -> str:
        if self.problem is not None:
            return f"ILLEGAL: {self.problem}"
        margins = [f.margin for f in self.floors if f.margin is not None]
        low = f", smallest margin {min(margins):.2f}" if margins else ""
        risk = f", wobble {steady.percent(self.chance)}" if self.steady else ""
        done = f"; completes {', '.join(self.completes)}" if self.completes else ""
        return f"OK{low}{risk}{done}"

    def to_json(self) -> dict[str, JSON]:
        return {
            "legal": self.legal,
            "status": self.status,
            "chance": self.chance,
            "completes": list(self.completes),
            "floors": [
                {
                    "id": f.fid,
                    "level": f.level,
                    "supports": f.supports,
                    "centre": _fraction_pair(f.centre),
                    "margin": f.margin,
                    "stable": f.stable,
                }
                for f in self.floors
            ],
        }


def balance(temple: Temple) -> tuple[FloorBalance, ...]:
    failing = {fail.floor for fail in temple.failures}
    return tuple(
        FloorBalance(
            f.fid,
            f.level,
            len(temple.supports[i]),
            temple.centre(i),
            temple.margin(i),
            i not in failing,
        )
        for i, f in enumerate(temple.floors)
        if f.level
    )


def column_preview(state: Position, move: Place | MoveUp | Pair) -> ColumnPreview:
    """The temple after a column action, with the reason it is illegal if it is."""
    problem, adds, removes = rules.column_move_problem(state, move)
    temple = state.temple
    if not adds or any(temple.floors[i].columns[j] and (i, j) not in removes for i, j, _ in adds):
        return ColumnPreview(problem, balance(temple), ())
    after = with_columns(temple, adds, removes)
    completes = tuple(sorted({after.floors[i].fid for i, _, _ in adds if after.floors[i].complete}))
    if problem is not None:
        return ColumnPreview(problem, balance(after), completes)
    pieces = steady.column_pieces(state.config, after, adds)
    risk = steady.turn_chance([p.chance for p in pieces])
    worst = max(pieces, key=lambda p: p.chance).margin if pieces else None
    return ColumnPreview(
        problem, balance(after), completes, risk, worst, steady=state.config.steady_hands
    )
