"""`Position.view(seat)`: everything a temple widget draws (spec §7.10), as JSON.

Menara has no private information, so every seat (and a spectator, seat None) gets the same
view; only "seat" differs. Treat the mapping as read-only (it is shared between calls).
Fractions are given twice: as floats for drawing and as exact strings ("11/2").

```
{
  "game": "menara", "seat": int | None, "players": [str], "active": int,
  "phase": "base" | "start" | "build" | "done" | "over", "turn_number": int,
  "difficulty": str,
  "height": int,                   # H, the highest level (§4.0)
  "target": int,                   # levels needed: level row + this turn's card if it joins it
  "level_row": [str],              # LV1..LV5 and failed/penalty plan cards
  "levels": [{"level": int, "floors": [fid]}],           # top level first
  "floors": [Floor],               # in the order they entered the temple
  "free_bases": {colour: int},     # empty bases of the temple per colour ("*": chain bases)
  "supplies": [{"seat", "name", "columns": {colour: int}, "total"}],
  "camp": {colour: int}, "bag": {colour: int}, "bag_total": int,
  "piles": {"easy": int, "medium": int, "difficult": int},        # cards left (order hidden)
  "discards": {"easy": [id], "medium": [id], "difficult": [id]},
  "card": None | Card,             # the plan card of this turn
  "blocked": bool,                 # giving up (fail) is the only legal move left
  "floor_due": None | {"id", "count": int, "sides": ["L" | "D"], "options": int},
                                   # None while the player chooses which floor comes next
  "quarry": {"count": int, "top": None | FloorSpec},            # the top floor is public;
                                   # None with Fate (floors come by name) or during a choice
  "set_aside": [fid],
  "base_todo": [FloorSpec],        # setup: base floors still to lay
  "table": {"width": 64, "height": 40},
  "bounds": None | [x0, y0, x1, y1],                     # cells of the temple, x1/y1 exclusive
  "recommended_supports": 3,
  "ending": [trigger], "outcome": None | {"won": bool, "reason": str, "height", "needed"},
  "steady": {...},                 # steady hands (§7.11): see games.menara.steady.steady_view
  "expansion": None | Expansion,   # None in the base game (no module in force, §6)
}
Expansion = {
  "floors": [fid],                 # the new floors in play (§6.1)
  "ritual": None | {"id", "number": int, "name", "rule"},       # rule: one line (§6.4)
  "golden": None | int,            # golden columns left by the camp (None: module off)
  "tears": None | {"stock": Tears, "held": [Tears], "needed": Tears, "placed": Tears,
                   "on": [fid]},   # Tears = {"blue": int, "red": int}; held per seat
  "fate": None | {"level", "rule", "display": [fid], "pile": int, "discard": int},
                                   # counts only: the pile's order is hidden (§6.5, §7.9)
  "kept": [[card id]],             # plan cards lying in front of each seat
  "choice": [FloorSpec],           # floors offered for the next floor (choose X2), first first
  "top_only": fid | "",            # a floor that may only go on the top level (Floating Quarry)
}
Floor = {
  "id", "name", "side": "L" | "D", "rot": 0-3, "x", "y", "level", "width", "height", "area",
  "cells": [[x, y]],               # absolute cells (cell (x,y) has its top-left corner at (x,y))
  "centroid": [float, float],      # the middle of its cells (where to print its ID)
  "openings": [[x, y]],            # points of ruin openings (expansion floors only)
  "mark": None | {"x", "y", "colour": "B" | "R", "token": "blue" | "red", "tear": bool},
                                   # the up-facing glowing mark: its cell, and whether a tear
                                   # lies on it (§6.3); None without Tears or on a side
                                   # that shows none
  "bases": [{"x", "y", "colour", "kind", "column": "" | colour | "G",
             "order": int,          # chain position (kind chain, 1 = start) or order number
             "twin": "" | "a" | "b",  # the twin pair (kind twin)
             "overbuilt": bool,     # a floor of a higher level covers the point (§4.0)
             "supports": [fid]}],   # floors of the level above this column carries
  "supports": [[x, y]], "rests_on": [fid], "carries": [fid],
  "complete": bool, "free": {colour: int},    # "*": empty chain bases (when there are any)
  "weight": float, "weight_exact": str,        # the floor with everything it carries (§7.5)
  "centre": [float, float], "centre_exact": [str, str],
  "margin": float | None,          # distance of the centre to the support region's edge
  "region": [[float, float]],      # corners of the support region (empty on the base)
  "stable": bool,
}
FloorSpec = {"id", "name", "area", "rules": [str], "light": Side, "dark": Side}
                                   # name and rules: expansion floors only ("", [])
Side = {"width", "height", "cells": [[x, y]],
        "bases": [{"x", "y", "colour", "kind", "order", "twin"}]}
Card = {"id", "pile", "task", "n", "rim", "rim_text", "sides", "summary", "text",
        "progress", "status": "open" | "fulfilled" | "failed", "floor": fid | "",
        "placed", "moves", "due", "penalty": bool, "to_level_row": bool}
```
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from games.core import JSON
from games.menara import rules, scoring, tasks
from games.menara.data import (
    ANY_COLOUR,
    COLOURS,
    PILES,
    PLANS,
    RECOMMENDED_SUPPORTS,
    RITUALS_BY_ID,
    TABLE_HEIGHT,
    TABLE_WIDTH,
    FloorSpec,
)
from games.menara.geometry import coords, region_outline, shape
from games.menara.modules.tears import TOKENS, marks, needed
from games.menara.moves import Fail
from games.menara.position import Position
from games.menara.records import as_dict, total
from games.menara.statics import Temple
from games.menara.steady import steady_view


def exact(value: Fraction) -> str:
    return str(value)


def floor_spec_view(spec: FloorSpec) -> dict[str, JSON]:
    sides: dict[str, JSON] = {}
    for side, name in (("L", "light"), ("D", "dark")):
        s = shape(spec, side, 0)
        sides[name] = {
            "width": s.width,
            "height": s.height,
            "cells": [list(c) for c in s.cells],
            "bases": [
                {
                    "x": b.x,
                    "y": b.y,
                    "colour": b.colour,
                    "kind": b.spec.kind,
                    "order": b.spec.order,
                    "twin": b.spec.twin,
                }
                for b in s.bases
            ],
        }
    return {
        "id": spec.id,
        "name": spec.name,
        "area": spec.area,
        "rules": list(spec.rules),
        **sides,
    }


def _mark(temple: Temple, i: int, tears_on: tuple[str, ...] | None) -> dict[str, JSON] | None:
    """The up-facing glowing mark of floor i (absolute cell), when Tears are in play."""
    mark = temple.shapes[i].mark
    if tears_on is None or mark is None:
        return None
    ox, oy = coords(temple.offsets[i])
    colour, x, y = mark
    return {
        "x": x + ox,
        "y": y + oy,
        "colour": colour,
        "token": "blue" if colour == "B" else "red",
        "tear": temple.floors[i].fid in tears_on,
    }


def floor_view(temple: Temple, i: int, tears_on: tuple[str, ...] | None = None) -> dict[str, JSON]:
    """Floor i as the widgets draw it; `tears_on` (None: Tears not in play) marks the tears."""
    f, s, o = temple.floors[i], temple.shapes[i], temple.offsets[i]
    ox, oy = coords(o)
    bases = []
    free = dict.fromkeys(COLOURS, 0)
    for j, b in enumerate(s.bases):
        x, y = b.x + ox, b.y + oy
        occupant = f.columns[j]
        if not occupant and b.colour in free:
            free[b.colour] += 1
        elif not occupant and b.colour == ANY_COLOUR:
            free[ANY_COLOUR] = free.get(ANY_COLOUR, 0) + 1  # an empty chain base (any colour)
        carries = [temple.floors[k].fid for k in temple.touched_above(i, j)] if occupant else []
        bases.append(
            {
                "x": x,
                "y": y,
                "colour": b.colour,
                "kind": b.spec.kind,
                "order": b.spec.order,
                "twin": b.spec.twin,
                "column": occupant,
                "overbuilt": temple.overbuilt(i, j),
                "supports": carries,
            }
        )
    cx, cy = temple.centre(i)
    weight = temple.weight(i)
    supports = temple.supports[i]
    return {
        "id": f.fid,
        "name": temple.catalogue[f.fid].name,
        "side": f.side,
        "rot": f.rot,
        "x": f.x,
        "y": f.y,
        "level": f.level,
        "width": s.width,
        "height": s.height,
        "area": s.area,
        "cells": [[x + ox, y + oy] for x, y in s.cells],
        "centroid": [ox + s.mx2 / (2 * s.area), oy + s.my2 / (2 * s.area)],
        "openings": [[x + ox, y + oy] for x, y in s.openings],
        "mark": _mark(temple, i, tears_on),
        "bases": bases,
        "supports": [list(coords(p)) for p in supports],
        "rests_on": sorted(temple.floors[k].fid for k in temple.rests_on(i)),
        "carries": sorted(temple.floors[k].fid for k in temple.carriers_of(i)),
        "complete": f.complete,
        "free": free,
        "weight": float(weight),
        "weight_exact": exact(weight),
        "centre": [float(cx), float(cy)],
        "centre_exact": [exact(cx), exact(cy)],
        "margin": temple.margin(i) if f.level else None,
        "region": [[float(x), float(y)] for x, y in region_outline(supports)] if supports else [],
        "stable": all(fail.floor != i for fail in temple.failures),
    }


def card_view(state: Position) -> dict[str, JSON] | None:
    if not state.turn.card:
        return None
    card, turn = PLANS[state.turn.card], state.turn
    return {
        "id": card.id,
        "pile": card.pile,
        "task": card.task,
        "n": card.n,
        "rim": card.rim,
        "rim_text": tasks.rim_text(card),
        "sides": list(tasks.sides(card)),
        "summary": tasks.summary(card),
        "text": tasks.text(card),
        "progress": tasks.progress(card, turn),
        "status": turn.status,
        "floor": turn.floor,
        "placed": turn.placed,
        "moves": turn.moves,
        "due": turn.due,
        "penalty": turn.penalty,
        "to_level_row": turn.to_level_row,
    }


def _tears(pair: tuple[int, int]) -> dict[str, JSON]:
    return dict(zip(TOKENS, pair, strict=True))


_FATE_RULES = {
    "merciful": "choose one of the face-up floors",
    "bearable": "the face-up card is next",
    "tough": "the hidden pile's top card is next",
}
"""Fate levels in a few words for the status line (§6.5)."""


def expansion_view(state: Position) -> dict[str, JSON] | None:
    """What the expansion modules put on the table (§6), public only; None in the base game."""
    config, extras = state.config, state.extras
    if not config.expanded:
        return None
    ritual = RITUALS_BY_ID.get(extras.ritual)
    tears: dict[str, JSON] | None = None
    if extras.tears_held:
        shown = marks(state)
        placed = [shown[f] for f in extras.tears_on if f in shown]
        tears = {
            "stock": _tears(extras.tears_stock),
            "held": [_tears(pair) for pair in extras.tears_held],
            "needed": _tears(needed(state)),
            "placed": {token: placed.count(token) for token in TOKENS},
            "on": list(extras.tears_on),
        }
    fate: dict[str, JSON] | None = None
    if config.fate != "off":
        fate = {
            "level": config.fate,
            "rule": _FATE_RULES.get(config.fate, ""),
            "display": list(extras.fate_display),
            "pile": len(extras.fate_pile),
            "discard": len(extras.fate_discard),
        }
    return {
        "floors": list(config.new_floors),
        "ritual": None
        if ritual is None
        else {"id": ritual.id, "number": ritual.number, "name": ritual.name, "rule": ritual.rule},
        "golden": extras.golden if config.golden else None,
        "tears": tears,
        "fate": fate,
        "kept": [list(cards) for cards in extras.kept],
        "choice": [floor_spec_view(state.catalogue[f]) for f in state.turn.choice],
        "top_only": state.turn.top_only,
    }


def _quarry_top(state: Position) -> dict[str, JSON] | None:
    """The top floor of the quarry, when it is public and means something: with Fate floors
    come by name (the pile is hidden), and during a choice the top is not the next floor."""
    if not state.quarry or state.turn.choice:
        return None
    if state.config.fate != "off" and not state.turn.due:
        return None
    return floor_spec_view(state.catalogue[state.quarry[0]])


def _public(state: Position) -> dict[str, JSON]:
    temple = state.temple
    tears_on = state.extras.tears_on if state.extras.tears_held else None
    floors = [floor_view(temple, i, tears_on) for i in range(len(temple.floors))]
    free = dict.fromkeys(COLOURS, 0)
    for fv in floors:
        for colour, n in fv["free"].items():
            free[colour] = free.get(colour, 0) + n
    cells = [c for fv in floors for c in fv["cells"]]
    bounds = (
        [
            min(c[0] for c in cells),
            min(c[1] for c in cells),
            max(c[0] for c in cells) + 1,
            max(c[1] for c in cells) + 1,
        ]
        if cells
        else None
    )
    due: dict[str, JSON] | None = None
    if state.phase == "build" and state.turn.due and state.quarry and not state.turn.choice:
        due = {
            "id": state.quarry[0],
            "count": state.turn.due,
            "sides": list(tasks.sides(PLANS[state.turn.card])),
            "options": len(rules.floor_options(state)),
        }
    outcome: dict[str, JSON] | None = None
    result = scoring.outcome(state) if state.phase == "over" else None
    if result is not None:
        outcome = {
            "won": bool(result.winners),
            "reason": result.reason,
            "height": temple.height,
            "needed": len(state.level_row),
        }
    return {
        "game": "menara",
        "players": list(state.players),
        "active": state.active,
        "phase": state.phase,
        "turn_number": state.turn_number,
        "difficulty": state.config.difficulty,
        "height": temple.height,
        "target": state.target,
        "level_row": list(state.level_row),
        "levels": [
            {"level": lvl, "floors": [state.floors[i].fid for i in temple.by_level[lvl]]}
            for lvl in sorted(temple.by_level, reverse=True)
        ],
        "floors": floors,
        "free_bases": free,
        "supplies": [
            {"seat": k, "name": name, "columns": as_dict(s), "total": total(s)}
            for k, (name, s) in enumerate(zip(state.players, state.supplies, strict=True))
        ],
        "camp": as_dict(state.camp),
        "bag": as_dict(state.bag),
        "bag_total": total(state.bag),
        "piles": {pile: len(cards) for pile, cards in zip(PILES, state.piles, strict=True)},
        "discards": {pile: list(cards) for pile, cards in zip(PILES, state.discards, strict=True)},
        "card": card_view(state),
        "blocked": state.phase == "build"
        and state.memo("moves", lambda: rules.legal_moves(state)) == [Fail()],
        "floor_due": due,
        "quarry": {
            "count": len(state.quarry),
            "top": _quarry_top(state),
        },
        "set_aside": list(state.set_aside),
        "base_todo": [floor_spec_view(state.catalogue[f]) for f in state.base_todo],
        "table": {"width": TABLE_WIDTH, "height": TABLE_HEIGHT},
        "bounds": bounds,
        "recommended_supports": RECOMMENDED_SUPPORTS,
        "ending": list(state.ending),
        "outcome": outcome,
        "steady": steady_view(state),
        "expansion": expansion_view(state),
    }


def view(state: Position, seat: int | None) -> Mapping[str, JSON]:
    if "view" not in state._cache:
        state._cache["view"] = _public(state)
    public: dict[str, Any] = state._cache["view"]
    return {**public, "seat": seat}
