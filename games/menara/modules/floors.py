"""The new temple floors' building rules (spec §6.1): twins, chains, order, ruins, the centre.

The engine reads every rule from the base kinds of data.py (`BaseSpec.kind`, `order`, `twin`),
never from a floor id, so a rule belongs to whichever floor prints it:

* twin bases (X1, §6.1.2): an empty twin pair is filled by one action that fills both (a pair of
  placements, of moves, or golden + normal); a twin emptied by MOVE stays blocked until its twin
  is empty too. The base pair enumeration only pairs columns that may stand alone, so the twin
  pairs are listed here (`extra_pairs`), as are the ordered and centre pairs below.
* chain bases (X2, X8, X3 dark, §6.1.3): built only at the starting base (`>1`), each colour at
  most once on the chain; a column entering an occupied start pushes the others one base on
  (`expand`); a golden column never moves, so a push that would move one is refused.
* ordered bases (X3 light, X5, §6.1.4): number n only when every lower number is occupied.
* the centre (X7 `@`, §6.1.7): only when every other base of the floor is occupied.
* ruin bases (X4 centre, X6): tilted columns are statics' business (kind "ruin"); openings are
  geometry's. The Thorn Moon (the floor with ruin bases only, §6.1.6) adds its placement limits
  (`floor_problem`) and its own penalty when it fits nowhere (`unplaceable`).
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from games.core import Event
from games.menara import tasks
from games.menara.checks import base_label, colour_word, opening_problem
from games.menara.data import COLOURS, GOLDEN, PLANS, THORN_PENALTY, FloorSpec
from games.menara.geometry import index, shape
from games.menara.modules import Add, Module, Remove
from games.menara.modules.bound import bind
from games.menara.modules.fate import top_is_next
from games.menara.records import count_of

if TYPE_CHECKING:
    from games.menara.position import Position
    from games.menara.statics import Temple

CURSE_CARD = "LVCURSE"
"""Id prefix of the neutral level cards that stand in for missing discards (§6.1.6, Q33):
"LV" like the level cards they are, so nothing takes them for plan cards."""

PAIRED_KINDS = ("twin", "ordered", "centre")
"""Base kinds whose rules can make a column legal only together with a second one."""


@functools.cache
def is_thorn_moon(spec: FloorSpec) -> bool:
    """The Thorn Moon is the floor with ruin bases only, on both sides (§6.1.6)."""
    bases = spec.light.bases + spec.dark.bases
    return bool(bases) and all(b.kind == "ruin" for b in bases)


def _thorn_moons(state: Position) -> list[tuple[str, int, int]]:
    """The Thorn Moons in the temple: (id, level, cell mask), computed once per position."""

    def find() -> list[tuple[str, int, int]]:
        temple = state.temple
        return [
            (f.fid, f.level, temple.cells[k])
            for k, f in enumerate(temple.floors)
            if is_thorn_moon(temple.catalogue[f.fid])
        ]

    return state.memo("thorn_moons", find)


def chain_of(temple: Temple, i: int) -> list[int]:
    """The chain bases of floor i in push order (`>1` first); empty for other floors."""
    bases = temple.shapes[i].bases
    found = sorted((b.spec.order, j) for j, b in enumerate(bases) if b.spec.kind == "chain")
    return [j for _, j in found]


def twin_of(temple: Temple, i: int, j: int) -> int:
    """The other base of the twin pair of base j (§6.1.2)."""
    bases = temple.shapes[i].bases
    label = bases[j].spec.twin
    return next(m for m, b in enumerate(bases) if m != j and b.spec.twin == label)


def _push(temple: Temple, i: int) -> int | None:
    """How many chain columns a column entering floor i's start pushes on (0: the start is
    free), or None when the chain is full."""
    chain, columns = chain_of(temple, i), temple.floors[i].columns
    for k, j in enumerate(chain):
        if not columns[j]:
            return k
    return None


class FloorRules(Module):
    id = "new_floors"

    # -- columns ---------------------------------------------------------------------------------

    def column_problem(
        self, state: Position, i: int, j: int, occupant: str, pending: tuple[Add, ...] = ()
    ) -> str | None:
        temple = state.temple
        spec = temple.shapes[i].bases[j].spec
        if spec.kind == "chain":
            return _chain_problem(temple, i, j, occupant)
        if spec.kind not in ("ordered", "centre"):
            return None
        bases = temple.shapes[i].bases
        filled = {m for m, c in enumerate(temple.floors[i].columns) if c}
        filled |= {m for k, m, _ in pending if k == i}
        where = base_label(temple, i, j)
        fid = temple.floors[i].fid
        if spec.kind == "ordered":
            lower = [
                m
                for m, b in enumerate(bases)
                if b.spec.kind == "ordered" and b.spec.order < spec.order and m not in filled
            ]
            if lower:
                first = ", ".join(base_label(temple, i, m) for m in lower)
                return (
                    f"{where} carries number {spec.order}: every lower number of {fid} must be "
                    f"occupied first ({first})."
                )
            return None
        empty = [m for m in range(len(bases)) if m != j and m not in filled]
        if empty:
            n = len(empty)
            word = "base is" if n == 1 else "bases are"
            return f"The centre {where} comes last: {n} other {word} of {fid} still empty."
        return None

    def action_problem(
        self, state: Position, adds: list[Add], removes: list[Remove], entering: int
    ) -> str | None:
        temple = state.temple
        arriving = {(k, m) for k, m, _ in adds}
        for i, j, _ in adds[:entering]:
            if temple.shapes[i].bases[j].spec.kind != "twin":
                continue
            other = twin_of(temple, i, j)
            if (i, other) in arriving:
                continue
            here, there = base_label(temple, i, j), base_label(temple, i, other)
            if temple.floors[i].columns[other] and (i, other) not in removes:
                return (
                    f"{here} is blocked: its twin {there} still holds a column, and a twin pair "
                    "is built on again only once both are empty."
                )
            return f"{here} and {there} are twins: both are filled in the same step (a pair)."
        return None

    def expand(self, state: Position, add: Add) -> tuple[list[Add], list[Remove]] | None:
        """The push of §6.1.3: the columns on bases 1..k move one base on, the new one takes
        base 1. Adds: the entering column first, then each pushed column on its new base;
        removes: the bases 1..k they left."""
        temple = state.temple
        i, j, occupant = add
        spec = temple.shapes[i].bases[j].spec
        if spec.kind != "chain":
            return None
        k = _push(temple, i)
        if not k:
            return None
        chain, columns = chain_of(temple, i), temple.floors[i].columns
        adds: list[Add] = [(i, chain[0], occupant)]
        adds += [(i, chain[n + 1], columns[chain[n]]) for n in range(k)]
        removes: list[Remove] = [(i, chain[n]) for n in range(k)]
        return adds, removes

    def extra_pairs(self, state: Position) -> list[Any]:
        """Candidate pairs in which a column is legal only because the other one arrives with
        it (twins, the lower number first, the last outer base before the centre); building
        lists those that pass the very check `apply` makes (balance and the card included)."""
        turn = state.turn
        if not turn.card:
            return []
        card = PLANS[turn.card]
        if tasks.places_columns(card):
            return _place_pairs(state)
        if card.task == "MOVE" and (tasks.remaining(card, turn) or 0) >= 2:
            return _move_pairs(state)
        return []

    # -- floors ----------------------------------------------------------------------------------

    def floor_problem(self, state: Position, fid: str, placement: Any) -> str | None:
        """The Thorn Moon (§6.1.6, §7.6, Q20): never a base extension; nothing on the level
        directly above it may share a cell with it, whichever of the two comes later. Also
        asked for SHIFT destinations, so the floor being placed is left out of the temple."""
        temple, p = state.temple, placement
        spec = state.catalogue[fid]
        thorn = is_thorn_moon(spec)
        if p.level == 0:
            return f"{fid}, the Thorn Moon, never extends the temple base." if thorn else None
        thorns = _thorn_moons(state)
        if not thorn and not thorns:
            return None  # the common case: no Thorn Moon in play
        below = [t for t in thorns if t[1] == p.level - 1 and t[0] != fid]
        above = [k for k in temple.by_level.get(p.level + 1, []) if temple.floors[k].fid != fid]
        if not below and not (thorn and above):
            return None
        cells = shape(spec, p.side, p.rot).cell_mask << index(p.x, p.y)
        for other, level, mask in below:
            if mask & cells:
                return (
                    f"{fid} would lie directly on top of the Thorn Moon {other} (level "
                    f"{level}): no floor of the level above may share a cell with it."
                )
        for k in above if thorn else []:
            if temple.cells[k] & cells:
                return (
                    f"{temple.floors[k].fid} on level {p.level + 1} would lie directly on top of "
                    f"the Thorn Moon: {fid} may not share a cell with a floor of the level above "
                    "it."
                )
        return None

    def unplaceable(self, state: Position, events: list[Event]) -> Position | None:
        """The Thorn Moon fits nowhere (§6.1.6, Q33): to the bottom of the quarry (with Fate
        its card under the Fate pile), two discarded plan cards join the level row, and the
        camp renewal is offered; then the next floor. Decision: the cards are the top ones of
        the discard piles, the easy pile first (the players' choice has no later effect:
        discards never return)."""
        top = state.quarry[0]
        if not is_thorn_moon(state.catalogue[top]):
            return None
        discards = [list(d) for d in state.discards]
        taken: list[str] = []
        for _ in range(THORN_PENALTY):
            pile = next((d for d in discards if d), None)
            if pile is None:
                curses = sum(1 for c in (*state.level_row, *taken) if c.startswith(CURSE_CARD))
                taken.append(f"{CURSE_CARD}{curses + 1}")
            else:
                taken.append(pile.pop())
        row = (*state.level_row, *taken)
        last = len(state.quarry) == 1
        quarry = state.quarry if last else (*state.quarry[1:], top)
        extras = state.extras
        if state.config.fate != "off" and top in extras.fate_discard:
            gone = len(extras.fate_discard) - 1 - extras.fate_discard[::-1].index(top)
            extras = replace(
                extras,
                fate_discard=extras.fate_discard[:gone] + extras.fate_discard[gone + 1 :],
                fate_pile=(*extras.fate_pile, top),
            )
        cards = " and ".join(taken)
        where = "it is the last floor" if last else "it goes to the bottom of the quarry"
        target = len(row) + int(state.turn.to_level_row)
        events.append(
            state.say(
                f"{top}, the Thorn Moon, fits nowhere in the temple: {where}, and {cards} join "
                f"the level row face down, so the temple must reach {target} levels.",
                "thorn_moon",
                barrier=True,
            )
        )
        after = state.evolve(
            quarry=quarry,
            level_row=row,
            discards=tuple(tuple(d) for d in discards),
            extras=extras,
            turn=state.turn.but(thorn=state.turn.thorn + 1, ready=False),
        )
        if last:
            # The quarry counts as exhausted: the game ends as under T4 (Q33).
            return after.evolve(
                quarry=(), set_aside=(*state.set_aside, top), ending=(*state.ending, "T4")
            )
        if top_is_next(state):
            events.append(state.say(f"The next floor in the quarry is {quarry[0]}.", "quarry"))
        return after


def _chain_problem(temple: Temple, i: int, j: int, occupant: str) -> str | None:
    """A column arriving on chain base j of floor i (§6.1.3), the push included."""
    chain, columns = chain_of(temple, i), temple.floors[i].columns
    fid = temple.floors[i].fid
    if j != chain[0]:
        start = base_label(temple, i, chain[0])
        return (
            f"On the chain of {fid} columns are built only on its starting base {start}; the "
            "others move on by themselves."
        )
    if occupant != GOLDEN and any(columns[m] == occupant for m in chain):
        return (
            f"The chain of {fid} already holds a {colour_word(occupant)} column: each colour "
            "at most once."
        )
    k = _push(temple, i)
    if k is None:
        return f"The chain of {fid} is full."
    if any(columns[chain[n]] == GOLDEN for n in range(k)):
        return (
            f"A golden column on the chain of {fid} would have to move on, and golden columns "
            "never move: nothing more can be built on this chain."
        )
    if k:
        return opening_problem(temple, i, chain[k], columns[chain[k - 1]])
    return None


def _paired_floors(temple: Temple) -> list[int]:
    """Floors with an empty base whose rule may need a second column (twins, order, centre)."""
    out = []
    for i, f in enumerate(temple.floors):
        kinds = {b.spec.kind for b in temple.shapes[i].bases}
        if not f.complete and kinds & set(PAIRED_KINDS):
            out.append(i)
    return out


def _place_pairs(state: Position) -> list[Any]:
    """Candidate pairs of placements on one floor (building checks them as apply does)."""
    from games.menara.moves import Pair, Place

    temple = state.temple
    ext = bind(state)
    assert ext is not None
    supply = state.supplies[state.active]
    out: list[Any] = []
    for i in _paired_floors(temple):
        f = temple.floors[i]
        empty = [m for m, c in enumerate(f.columns) if not c]
        choices: dict[int, list[str]] = {}
        for m in empty:
            printed = temple.shapes[i].bases[m].colour
            own = [printed] if printed in COLOURS and count_of(supply, printed) else []
            choices[m] = own + list(ext.sources)
        for n, a in enumerate(empty):
            for b in empty[n + 1 :]:
                for ca in choices[a]:
                    for cb in choices[b]:
                        if _alone_ok(state, (i, a, ca)) and _alone_ok(state, (i, b, cb)):
                            continue  # the base enumeration finds this pair
                        xa, ya = temple.base_point(i, a)
                        xb, yb = temple.base_point(i, b)
                        out.append(Pair(Place(ca, f.fid, xa, ya), Place(cb, f.fid, xb, yb)))
    return out


def _alone_ok(state: Position, add: Add) -> bool:
    """Whether the floor rules let this column arrive by itself."""
    ext = bind(state)
    assert ext is not None
    problem, adds, removes = ext.arrival(*add)
    return problem is None and ext.action(adds, removes, 1) is None


def _move_pairs(state: Position) -> list[Any]:
    """Candidate pairs of moves onto one floor (building checks them as apply does)."""
    from games.menara.moves import MoveUp, Pair

    temple, turn = state.temple, state.turn
    # Columns MOVE may take: wooden, not moved this turn (§4.3.4).
    sources = [
        (k, n)
        for k, f in enumerate(temple.floors)
        for n, c in enumerate(f.columns)
        if c and c != GOLDEN and (f.fid, n) not in turn.moved
    ]
    out: list[Any] = []

    def moves_to(i: int, m: int) -> list[MoveUp]:
        printed = temple.shapes[i].bases[m].colour
        level = temple.floors[i].level
        x, y = temple.base_point(i, m)
        found = []
        for k, n in sources:
            colour = temple.floors[k].columns[n]
            if colour == printed and temple.floors[k].level < level:
                sx, sy = temple.base_point(k, n)
                dst = temple.floors[i].fid
                found.append(MoveUp(colour, temple.floors[k].fid, sx, sy, dst, x, y))
        return found

    for i in _paired_floors(temple):
        f = temple.floors[i]
        empty = [m for m, c in enumerate(f.columns) if not c]
        for n, a in enumerate(empty):
            for b in empty[n + 1 :]:
                ca = temple.shapes[i].bases[a].colour
                cb = temple.shapes[i].bases[b].colour
                if _alone_ok(state, (i, a, ca)) and _alone_ok(state, (i, b, cb)):
                    continue
                for ma in moves_to(i, a):
                    for mb in moves_to(i, b):
                        if (ma.src, ma.sx, ma.sy) != (mb.src, mb.sx, mb.sy):
                            out.append(Pair(ma, mb))
    return out


FLOOR_RULES = FloorRules()
