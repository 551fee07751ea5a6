"""Column actions of step 3: placing from the supply, moving up (MOVE), and pairs (§4.3.2-4.3.4).

Options are computed once per state: every single action whose rules hold, with a flag saying
whether it is legal on its own (the temple stands afterwards). Any two placements (or two moves)
of one card may be committed as a pair (§4.3.3, "two hands"), as the spec says: it matters even
when each column could stand alone, because a pair that completes a floor finishes both columns
before the new floor comes, where one at a time the completion interrupts the card. A pair of
placements is checked for balance only after both columns stand; a pair of moves removes both
columns first (the removal check sees the temple without both), then places both.

With the expansion a column of a pair may enter a chain (§4.3.3, §6.1.3): the two arrivals are
judged one after the other on the temple as the first left it (`chain_pair`), and such pairs
are listed apart (`_chain_place_pairs`, `_chain_move_pairs`) by the very check apply makes.

Which pairs `legal_moves` lists (ARCHITECTURE §2: finite, short, stable): every legal pair of
placements (at most one per two single options, a few hundred at worst); of the pairs of moves,
those that differ from making the two moves one after the other: a pair in which one move could
not stand alone, or in which both moves complete a floor (two floors become due after both).
Any other pair of moves is legal too (apply accepts it, as §4.3.3 says) but ends exactly where
the two moves in a row end - when only one of them completes a floor, the other one first - and
listing all of them would multiply the list by the number of moves (thousands).

Finding pairs is pruned without losing any: if action a alone makes floor F fail, the second
action can only help if it changes the load or the supports of F, that is if it touches F or a
floor whose weight reaches F (`Temple.loaded_from`), directly or through a column that touches
the floor above it. And if removing a column leaves some floor on fewer than 2 supports,
removing a second column cannot help.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import NamedTuple

from games.menara import tasks
from games.menara.checks import (
    Add,
    Remove,
    _reach,
    base_label,
    colour_word,
    column_problem,
    instability_after,
    is_chain_start,
    opening_problem,
    removal_problem,
    stands_after,
    statics_problem,
    with_columns,
)
from games.menara.data import ANY_COLOUR, COLOURS, GOLDEN, PlanCard
from games.menara.modules.bound import Bound
from games.menara.moves import MoveUp, Pair, Place, move_up, pair_of, place
from games.menara.records import Counts, Turn, count_of
from games.menara.statics import Temple


class PlaceOption(NamedTuple):
    """A column that may go on a base (alone: also without a second one). Named tuples: move
    generation makes one per empty base and per column that may move, for every position."""

    move: Place
    add: Add
    alone: bool
    pushed: tuple[list[Add], list[Remove]] | None = None
    """Expansion: every column arriving and leaving when the column enters a chain (§6.1.3)."""


class MoveOption(NamedTuple):
    move: MoveUp
    src: Remove
    dst: Add
    alone: bool
    pushed: tuple[list[Add], list[Remove]] | None = None
    """Expansion: every column arriving and leaving (the source included) when the column
    enters a chain (§6.1.3)."""


def resolve(temple: Temple, fid: str, x: int, y: int) -> tuple[int, int] | str:
    """The (floor, base) at point (x, y) of floor fid, or why there is none."""
    i = temple.index_of.get(fid)
    if i is None:
        return f"There is no floor {fid} in the temple."
    j = temple.find_base(i, x, y)
    if j is None:
        return f"{fid} has no base at ({x},{y})."
    return i, j


def _reach_after(temple: Temple, floor: int, arriving: Add | None) -> set[int]:
    """Floors whose load can reach `floor` once a column has arrived (a superset is enough).

    An arriving upright column may make the floors above its point rest on its floor: with
    that edge added, the floors resting (directly or not) on `floor`, and `floor` itself.
    """
    reach = temple.loaded_from(floor)
    if arriving is not None:
        i, j, _ = arriving
        if i in reach:
            for g in temple.touched_above(i, j):
                reach |= temple.loaded_from(g)
    return reach


def _touches(temple: Temple, reach: set[int], i: int, j: int) -> bool:
    """Whether a column arriving at or leaving base j of floor i can change a floor in reach."""
    return i in reach or any(k in reach for k in temple.touched_above(i, j))


# -- placing from the supply ----------------------------------------------------------------


def place_options(
    temple: Temple, supply: Counts, card: PlanCard, turn: Turn, ext: Bound | None = None
) -> list[PlaceOption]:
    if ext is not None:
        return _expanded_place_options(temple, supply, card, turn, ext)
    out = []
    known = temple.alone
    table = _place_table(temple)
    for i, f in enumerate(temple.floors):
        if tasks.floor_problem(card, turn, f.fid):
            continue
        for j, occupant in enumerate(f.columns):
            if occupant:
                continue
            key = (i, j)
            if key in table:
                entry = table[key]
            else:
                entry = table[key] = _place_entry(temple, i, j)
            if entry is None or not supply[entry[0]]:
                continue
            _, add, move = entry
            # `stands_after` of one column arriving, its memo looked up here first.
            found = known[add] if add in known else instability_after(temple, [add])
            out.append(PlaceOption(move, add, found is None))
    return out


PlaceEntry = tuple[int, Add, Place]
"""A base a column of its printed colour may go on as far as the geometry goes: the colour's
rank in a supply (`records.Counts`), the column arriving and the move."""


def _place_table(temple: Temple) -> dict[tuple[int, int], PlaceEntry | None]:
    """(floor, base) -> `_place_entry`, for the temples that share their geometry (every
    position until a floor is added): the moves are then the same objects in all of them."""
    table = temple.shared.get("place table")
    if table is None:
        table = temple.shared["place table"] = {}
    assert isinstance(table, dict)
    return table


def _place_entry(temple: Temple, i: int, j: int) -> PlaceEntry | None:
    """A column of the printed colour on base j of floor i while it is empty (base game), or
    None when it would poke into an opening just above: where the floors lie decides it."""
    colour = temple.shapes[i].bases[j].colour
    if opening_problem(temple, i, j, colour) is not None:
        return None
    x, y = temple.base_point(i, j)
    return COLOURS.index(colour), (i, j, colour), place(colour, temple.floors[i].fid, x, y)


def _expanded_place_options(
    temple: Temple, supply: Counts, card: PlanCard, turn: Turn, ext: Bound
) -> list[PlaceOption]:
    """`place_options` with the modules in force: golden columns, chain bases (any colour,
    pushing), and every module's column rules."""
    out = []
    held = [c for c in COLOURS if count_of(supply, c)]
    for i, f in enumerate(temple.floors):
        if tasks.floor_problem(card, turn, f.fid):
            continue
        for j, occupant in enumerate(f.columns):
            if occupant and not is_chain_start(temple, i, j):
                continue
            printed = temple.shapes[i].bases[j].colour
            colours = held if printed == ANY_COLOUR else [printed] if printed in held else []
            x, y = temple.base_point(i, j)
            for colour in [*colours, *ext.sources]:
                option = _expanded_option(temple, card, turn, ext, i, j, colour)
                if option is not None:
                    out.append(PlaceOption(place(colour, f.fid, x, y), *option))
    return out


def _expanded_option(
    temple: Temple, card: PlanCard, turn: Turn, ext: Bound, i: int, j: int, colour: str
) -> tuple[Add, bool, tuple[list[Add], list[Remove]] | None] | None:
    """A column of `colour` on base j of floor i with the modules in force: what arrives, whether
    the temple stands with it alone, and the chain push; None when a rule forbids it."""
    if column_problem(temple, i, j, colour):
        return None
    f = temple.floors[i]
    if tasks.column_problem(card, turn, f.fid, counted_colour(temple, i, j, colour), f.level):
        return None
    problem, adds, removes = ext.arrival(i, j, colour)
    if problem or ext.action(adds, removes, 1):
        return None
    alone = stands_after(temple, adds, removes)
    pushed = (adds, removes) if len(adds) > 1 or removes else None
    return (i, j, colour), alone, pushed


def counted_colour(temple: Temple, i: int, j: int, occupant: str) -> str:
    """The colour a column counts as for the colour tasks (§6.6): its own, a golden column its
    base's printed colour, nothing for a golden column on a chain base."""
    if occupant != GOLDEN:
        return occupant
    printed = temple.shapes[i].bases[j].colour
    return "" if printed == ANY_COLOUR else printed


def place_pairs(
    temple: Temple,
    supply: Counts,
    card: PlanCard,
    turn: Turn,
    options: list[PlaceOption],
    ext: Bound | None = None,
) -> list[Pair]:
    left = tasks.remaining(card, turn)
    if left is not None and left < 2:
        return []
    found: dict[str, Pair] = {}
    names = _Names()
    if ext is not None:
        # Pairs with a chain push are found apart (`_chain_place_pairs`).
        found.update(_chain_place_pairs(temple, supply, card, turn, options, ext))
        options = [o for o in options if o.pushed is None]

    def keep(a: Place, b: Place) -> None:
        text, pair = pair_of(a, b, names.of(a), names.of(b))
        found[text] = pair

    def rules_ok(a: PlaceOption, b: PlaceOption) -> bool:
        return _pair_rules_ok(temple, supply, card, turn, a, b, ext)

    # Two columns that each stand alone: a pair if the temple stands with both (§4.3.3).
    lonely = [o for o in options if o.alone]
    if ext is None:
        _lonely_pairs(temple, supply, card, turn, lonely, names, found)
    else:
        for n, a in enumerate(lonely):
            for b in lonely[n + 1 :]:
                if rules_ok(a, b) and stands_after(temple, [a.add, b.add]):
                    keep(a.move, b.move)
    for a in options:
        if a.alone:
            continue
        failure = instability_after(temple, [a.add])
        assert failure is not None
        reach = _reach_after(temple, failure.floor, a.add)
        for b in options:
            # b must change a floor in reach (a set look-up) and suit the card with a.
            if not _touches(temple, reach, b.add[0], b.add[1]) or not rules_ok(a, b):
                continue
            if stands_after(temple, [a.add, b.add]):
                keep(a.move, b.move)

    def allowed(one: object, two: object) -> bool:
        return (
            isinstance(one, Place)
            and isinstance(two, Place)
            and place_pair_problem(temple, supply, card, turn, one, two, ext)[0] is None
        )

    # Pairs only a floor rule makes (twins, order, centre).
    return _with_extra_pairs(found, ext, allowed)


Lonely = tuple[Add, Place, str, frozenset[int]]
"""A placement that stands alone, as `_lonely_pairs` pairs it: the column, the move, its
notation and its reach (`_arrival_reaches`)."""


def _lonely_pairs(
    temple: Temple,
    supply: Counts,
    card: PlanCard,
    turn: Turn,
    lonely: list[PlaceOption],
    names: _Names,
    found: dict[str, Pair],
) -> None:
    """The pairs of two placements that each stand alone (base game), into `found`.

    The card's demands on a pair depend on its two floors only (`tasks.pair_problem`), so the
    placements are grouped by floor and each pair of floors is asked once: a card that binds
    its columns to one floor never looks at two floors. Two columns whose reach (`_reach`:
    the floors whose load or supports they change) is apart stand together without a check:
    every floor is changed by one of them at most, as when it stood alone.
    """
    single = {c for c in COLOURS if count_of(supply, c) < 2}
    reaches = _arrival_reaches(temple, [o.add for o in lonely])
    by_floor: dict[int, list[Lonely]] = {}
    for o, reach in zip(lonely, reaches, strict=True):
        by_floor.setdefault(o.add[0], []).append((o.add, o.move, names.of(o.move), reach))
    groups = list(by_floor.items())
    for n, (i, group) in enumerate(groups):
        fid = temple.floors[i].fid
        for k, other in groups[n:]:
            if tasks.pair_problem(card, turn, fid, temple.floors[k].fid) is not None:
                continue
            for x, (add_a, move_a, text_a, reach_a) in enumerate(group):
                # Options are distinct bases: only the colours can clash.
                for add_b, move_b, text_b, reach_b in group[x + 1 :] if k == i else other:
                    if add_a[2] == add_b[2] and add_a[2] in single:
                        continue
                    if not reach_a.isdisjoint(reach_b) and not stands_after(temple, [add_a, add_b]):
                        continue
                    if text_b < text_a:
                        found[f"{text_b} + {text_a}"] = _pair(move_b, move_a)
                    else:
                        found[f"{text_a} + {text_b}"] = _pair(move_a, move_b)


_MEETS_ALL = frozenset({-1})
"""A reach that meets every other one (no floor has index -1; it only meets itself)."""


def _arrival_reaches(temple: Temple, adds: list[Add]) -> list[frozenset[int]]:
    """`_reach` of each column arriving; when the temple does not stand now, apart reaches
    prove nothing: all of them meet (`_MEETS_ALL`). The bases touching no floor above share
    their floor's reach: asked once per floor."""
    if temple.failures:
        return [_MEETS_ALL] * len(adds)
    out: list[frozenset[int]] = []
    floors: dict[int, frozenset[int]] = {}
    for i, j, _ in adds:
        if temple.touched_above(i, j):
            out.append(_reach(temple, i, j))
            continue
        reach = floors.get(i)
        if reach is None:
            reach = floors[i] = _reach(temple, i, j)
        out.append(reach)
    return out


def _pair(first: Place | MoveUp, second: Place | MoveUp) -> Pair:
    """`Pair(first, second)` of two parts already in notation order (as `pair_of` makes it)."""
    pair = object.__new__(Pair)
    pair.__dict__.update(first=first, second=second)
    return pair


def _chain_place_pairs(
    temple: Temple,
    supply: Counts,
    card: PlanCard,
    turn: Turn,
    options: list[PlaceOption],
    ext: Bound,
) -> dict[str, Pair]:
    """The pairs of placements with a chain push (§4.3.3, §6.1.3): a column entering an
    occupied chain start, or both entering the same start (each order its own move), checked
    as apply checks them (`place_pair_problem`). Pairs without a push are the base
    enumeration's: the two arrivals do not meet."""
    found: dict[str, Pair] = {}
    starting = [o for o in options if is_chain_start(temple, o.add[0], o.add[1])]
    for a in starting:
        for b in options:
            if b is a or not (a.pushed or b.pushed or a.add[:2] == b.add[:2]):
                continue
            if place_pair_problem(temple, supply, card, turn, a.move, b.move, ext)[0] is None:
                text, pair = pair_of(a.move, b.move, str(a.move), str(b.move))
                found[text] = pair
    return found


class _Names:
    """The notation of each move met while pairing, written once (a move joins many pairs)."""

    __slots__ = ("_known",)

    def __init__(self) -> None:
        self._known: dict[int, str] = {}

    def of(self, move: Place | MoveUp) -> str:
        # By identity: the moves outlive the enumeration that asks.
        text = self._known.get(id(move))
        if text is None:
            text = self._known[id(move)] = str(move)
        return text


def _have(supply: Counts, ext: Bound | None, occupant: str) -> int:
    """How many columns of `occupant` the player may build with (golden ones by the camp)."""
    if occupant == GOLDEN:
        return ext.golden if ext is not None else 0
    return count_of(supply, occupant)


def _pair_rules_ok(
    temple: Temple,
    supply: Counts,
    card: PlanCard,
    turn: Turn,
    a: PlaceOption,
    b: PlaceOption,
    ext: Bound | None = None,
) -> bool:
    """Everything about two placements as a pair except balance."""
    if b.add[:2] == a.add[:2]:
        return False
    if a.add[2] == b.add[2] and _have(supply, ext, a.add[2]) < 2:
        return False
    if ext is None:
        return tasks.pair_problem(card, turn, a.move.fid, b.move.fid) is None
    colours = (counted_colour(temple, *a.add), counted_colour(temple, *b.add))
    if tasks.pair_problem(card, turn, a.move.fid, b.move.fid, colours) is not None:
        return False
    return ext.action([a.add, b.add], [], 2) is None


def place_problem(
    temple: Temple,
    supply: Counts,
    card: PlanCard,
    turn: Turn,
    move: Place,
    ext: Bound | None = None,
) -> tuple[str | None, Add]:
    """Why one column from the supply may not go where `move` says (None if it may); the
    module rules of a single build are the caller's (`Bound.arrival`, `Bound.action`)."""
    where = resolve(temple, move.fid, move.x, move.y)
    if isinstance(where, str):
        return where, (0, 0, move.colour)
    i, j = where
    add = (i, j, move.colour)
    if move.colour == GOLDEN:
        if ext is None or GOLDEN not in ext.sources:
            return "There is no golden column left to build with.", add
    elif not count_of(supply, move.colour):
        return f"You have no {colour_word(move.colour)} column in your supply.", add
    problem = tasks.floor_problem(card, turn, move.fid) or column_problem(temple, i, j, move.colour)
    if problem is None and ext is not None:
        colour = counted_colour(temple, i, j, move.colour)
        problem = tasks.column_problem(card, turn, move.fid, colour, temple.floors[i].level)
    return problem, add


def _pair_arrival_problem(ext: Bound, a: Add, b: Add) -> str | None:
    """The module rules of two columns arriving together, in either order (§7.6: order-
    dependent floor rules are checked in the sequence that works): None if one order works.
    A pair in which a column enters a chain is `chain_pair`'s (nothing is pushed here)."""
    first = None
    for one, two in ((a, b), (b, a)):
        problem, _, _ = ext.arrival(*one)
        if problem is None:
            problem, _, _ = ext.arrival(*two, pending=(one,))
        if problem is None:
            return None
        first = first or problem
    return first


def _bound_with(ext: Bound, adds: list[Add], removes: Sequence[Remove]) -> Bound:
    """The modules bound to the position after columns left and arrived (in that order), to
    judge the next arrival of a pair only. The floor rules of an arrival read the columns and
    the geometry of the temple, never its loads (the pair's balance is judged on the whole
    action, `statics_problem`): the position gets a copy of the temple with the new floors
    and the old analysis, not a new analysis (a full statics pass per candidate pair)."""
    floors = list(ext.state.floors)
    for i, j in removes:
        floors[i] = floors[i].with_column(j, "")
    for i, j, occupant in adds:
        floors[i] = floors[i].with_column(j, occupant)
    after = ext.state.evolve(floors=tuple(floors))
    view = copy.copy(ext.state.temple)
    view.floors = after.floors
    # Answers memoised per temple are not the view's to share: its columns differ.
    view.memo = {}
    view.alone = {}
    after.__dict__["temple"] = view
    return Bound(after, ext.modules)


def _in_sequence(
    ext: Bound, first: Add, second: Add, leave: Sequence[Remove]
) -> tuple[str | None, list[Add], list[Remove]]:
    """Two columns arriving one after the other, `first` first, after the columns `leave` have
    left (a pair of moves removes both first): each arrival is judged by the floor rules on the
    temple as the one before left it, a chain push moving what then stands on the chain
    (§4.3.3, §6.1.3). Adds: the two built columns where they end (the first one may have been
    pushed on by the second), then every other column pushed, where it ends; removes: `leave`,
    then the bases those pushed columns came from, in step with them (as `Bound.arrival`)."""
    # An arrival's floor rules read its own floor only: a new position for it is needed
    # only when what came before changed that floor.
    now = ext
    if {i for i, _ in leave} & {first[0], second[0]}:
        now = _bound_with(ext, [], leave)
    before = now.state.floors
    # Where each column that moves ends: the built ones by their number, the others by the
    # base they stood on.
    where: dict[int | tuple[int, int], tuple[int, int]] = {}
    for n, column in enumerate((first, second)):
        problem, adds, removes = now.arrival(*column)
        if problem:
            return problem, [first, second], list(leave)
        held = {at: who for who, at in where.items()}
        for left, (k, m, _) in zip(removes, adds[1:], strict=True):
            where[held.get(left, left)] = (k, m)
        where[n] = adds[0][:2]
        if n == 0 and any(k == second[0] for k, _, _ in adds):
            now = _bound_with(now, adds, removes)
    built = [(*where[0], first[2]), (*where[1], second[2])]
    pushed = [(k, m, before[i].columns[j]) for (i, j), (k, m) in _others(where)]
    return None, built + pushed, [*leave, *(at for at, _ in _others(where))]


def _others(
    where: dict[int | tuple[int, int], tuple[int, int]],
) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The columns that stood on the temple before and moved along a chain: (from, to)."""
    return [(who, at) for who, at in where.items() if isinstance(who, tuple) and who != at]


def chain_pair(
    temple: Temple, ext: Bound, a: Add, b: Add, leave: Sequence[Remove] = ()
) -> tuple[str | None, list[Add], list[Remove]] | None:
    """A pair in which a column enters a chain (§4.3.3, §6.1.3, §7.6 "Simultaneous pair"):
    legal as far as the floor rules go when, in one of the two orders, both arrivals are
    allowed one after the other (`_in_sequence`); two columns entering the same chain are
    taken in the order given (each order is its own move, see `Pair`), the pair's other
    orders all end alike. The built columns come first, a's then b's. None when neither
    column enters a chain: the pair is judged as before (`_pair_arrival_problem`)."""
    if not (is_chain_start(temple, a[0], a[1]) or is_chain_start(temple, b[0], b[1])):
        return None
    first = None
    orders = [(a, b)] if a[:2] == b[:2] else [(a, b), (b, a)]
    for one, two in orders:
        problem, adds, removes = _in_sequence(ext, one, two, leave)
        if problem is None:
            if one is not a:
                adds[0], adds[1] = adds[1], adds[0]
            return None, adds, removes
        first = first or (problem, [a, b], list(leave))
    return first


def place_pair_problem(
    temple: Temple,
    supply: Counts,
    card: PlanCard,
    turn: Turn,
    a: Place,
    b: Place,
    ext: Bound | None = None,
) -> tuple[str | None, list[Add], list[Remove]]:
    """Why two placements may not be made as a pair (None if they may), with every column
    arriving and leaving (more than the two when a column enters a chain, `chain_pair`)."""
    problem_a, add_a = place_problem(temple, supply, card, turn, a, ext)
    problem_b, add_b = place_problem(temple, supply, card, turn, b, ext)
    adds = [add_a, add_b]
    removes: list[Remove] = []
    problem = problem_a or problem_b
    if problem:
        return problem, adds, removes
    if add_a[:2] == add_b[:2] and not (ext is not None and is_chain_start(temple, *add_a[:2])):
        return "Two columns cannot stand on one base.", adds, removes
    if a.colour == b.colour and _have(supply, ext, a.colour) < 2:
        where = "by the camp" if a.colour == GOLDEN else "in your supply"
        return f"You have only one {colour_word(a.colour)} column {where}.", adds, removes
    if ext is None:
        problem = tasks.pair_problem(card, turn, a.fid, b.fid)
    else:
        chained = chain_pair(temple, ext, add_a, add_b)
        if chained is None:
            problem = _pair_arrival_problem(ext, add_a, add_b)
        else:
            problem, adds, removes = chained
        if problem:
            return problem, adds, removes
        colours = (counted_colour(temple, *adds[0]), counted_colour(temple, *adds[1]))
        problem = tasks.pair_problem(card, turn, a.fid, b.fid, colours)
        problem = problem or ext.action(adds, removes, 2)
    if problem:
        return problem, adds, removes
    return statics_problem(temple, adds, removes), adds, removes


# -- moving columns up (MOVE) ---------------------------------------------------------------


def movable(temple: Temple, turn: Turn) -> list[Remove]:
    """Columns that MOVE may take: wooden, not moved this turn (free or overbuilt alike)."""
    out = []
    for i, f in enumerate(temple.floors):
        for j, occupant in enumerate(f.columns):
            if occupant and occupant != GOLDEN and (f.fid, j) not in turn.moved:
                out.append((i, j))
    return out


def _empty_bases(temple: Temple, colour: str, above: int) -> list[tuple[int, int]]:
    """Empty bases of `colour` on floors of a level higher than `above`."""
    memo = temple.memo.get("empty")
    if memo is None:
        found: dict[str, list[tuple[int, int, int]]] = {}
        for k, f in enumerate(temple.floors):
            for m, occupant in enumerate(f.columns):
                if not occupant:
                    c = temple.shapes[k].bases[m].colour
                    found.setdefault(c, []).append((f.level, k, m))
        temple.memo["empty"] = memo = found
    assert isinstance(memo, dict)
    return [(k, m) for level, k, m in memo.get(colour, []) if level > above]


def _destinations(temple: Temple, colour: str, above: int) -> list[Add]:
    """Where a column of `colour` from a floor of level `above` may move on its own: the
    empty bases of its colour higher up that it would not poke an opening from. The same for
    every column of that colour and level, so remembered per temple."""
    memo = temple.memo.get("destinations")
    if memo is None:
        memo = temple.memo["destinations"] = {}
    assert isinstance(memo, dict)
    found: list[Add] | None = memo.get((colour, above))
    if found is None:
        found = memo[colour, above] = [
            (k, m, colour)
            for k, m in _empty_bases(temple, colour, above)
            if not opening_problem(temple, k, m, colour)
        ]
    return found


def _move_of(temple: Temple, src: Remove, dst: Add) -> MoveUp:
    """The move of a column from src to dst: made once for the temples that share their
    geometry (it says where the floors lie and the colour only)."""
    made = temple.shared.get("moves")
    if made is None:
        made = temple.shared["moves"] = {}
    assert isinstance(made, dict)
    key = (src, dst)
    move: MoveUp | None = made.get(key)
    if move is None:
        i, j = src
        k, m, colour = dst
        sx, sy = temple.base_point(i, j)
        dx, dy = temple.base_point(k, m)
        fids = temple.floors[i].fid, temple.floors[k].fid
        move = made[key] = move_up(colour, fids[0], sx, sy, fids[1], dx, dy)
    return move


def move_options(temple: Temple, turn: Turn, ext: Bound | None = None) -> list[MoveOption]:
    if ext is not None:
        return _expanded_move_options(temple, turn, ext)
    # Without the modules the options depend on the temple and the columns moved this turn
    # only: remembered per temple, since a player who fails leaves the temple to the next one,
    # who may reveal MOVE on it too.
    memo = _per_temple(temple, "move options")
    known = memo.get(turn.moved)
    if known is None:
        known = memo[turn.moved] = _move_options(temple, turn)
    assert isinstance(known, list)
    return list(known)


def _per_temple(temple: Temple, name: str) -> dict[object, object]:
    """A memo of `name` kept with the temple (it never changes)."""
    memo = temple.memo.get(name)
    if memo is None:
        memo = temple.memo[name] = {}
    assert isinstance(memo, dict)
    return memo


def _move_options(temple: Temple, turn: Turn) -> list[MoveOption]:
    out = []
    for src in movable(temple, turn):
        i, j = src
        colour = temple.floors[i].columns[j]
        to = _destinations(temple, colour, temple.floors[i].level)
        # Whether the temple stands without it: asked once it has somewhere to go.
        if not to:
            continue
        removes = [src]
        if not stands_after(temple, (), removes):
            out += [MoveOption(_move_of(temple, src, dst), src, dst, False) for dst in to]
            continue
        # `stands_after(temple, [dst], removes)` with the source's part asked once: apart
        # reaches need only the arrival alone (the temple stands without the column).
        reach = None if temple.failures else _reach(temple, i, j)
        for dst in to:
            if reach is not None and reach.isdisjoint(_reach(temple, dst[0], dst[1])):
                failure = instability_after(temple, [dst])
            else:
                failure = instability_after(temple, [dst], removes)
            out.append(MoveOption(_move_of(temple, src, dst), src, dst, failure is None))
    return out


def _expanded_move_options(temple: Temple, turn: Turn, ext: Bound) -> list[MoveOption]:
    """`move_options` with the modules in force: chain bases take any colour (entering at the
    start and pushing), and every module's column and removal rules apply."""
    out = []
    for src in movable(temple, turn):
        i, j = src
        if ext.removal(i, j):
            continue
        colour = temple.floors[i].columns[j]
        level = temple.floors[i].level
        rest_ok = stands_after(temple, (), [src])
        spots = _empty_bases(temple, colour, level) + _chain_starts(temple, level)
        for k, m in spots:
            if opening_problem(temple, k, m, colour):
                continue
            problem, adds, removes = ext.arrival(k, m, colour)
            removes = [src, *removes]
            if problem or ext.action(adds, removes, 1):
                continue
            alone = rest_ok and stands_after(temple, adds, removes)
            pushed = (adds, removes) if len(adds) > 1 else None
            dst = (k, m, colour)
            out.append(MoveOption(_move_of(temple, src, dst), src, dst, alone, pushed))
    return out


def _chain_starts(temple: Temple, above: int) -> list[tuple[int, int]]:
    """The starting bases of the chains on floors of a level higher than `above`, taken or
    not: a column enters a chain there only (§6.1.3)."""
    starts = temple.shared.get("chains")
    if starts is None:
        temple.shared["chains"] = starts = [
            (f.level, k, m)
            for k, f in enumerate(temple.floors)
            for m in range(len(f.columns))
            if is_chain_start(temple, k, m)
        ]
    assert isinstance(starts, list)
    return [(k, m) for level, k, m in starts if level > above]


def _column_of(temple: Temple, src: Remove) -> tuple[str, int]:
    """The colour of the column at src and the level of its floor."""
    f = temple.floors[src[0]]
    return f.columns[src[1]], f.level


def move_pairs(
    temple: Temple,
    turn: Turn,
    card: PlanCard,
    options: list[MoveOption],
    ext: Bound | None = None,
) -> list[Pair]:
    left = tasks.remaining(card, turn)
    if left is None or left < 2:
        return []
    if ext is not None:
        return _move_pairs(temple, turn, options, ext)
    # Without the modules the pairs depend on the temple and the columns moved this turn
    # only (the options are move_options' for them): remembered as move_options are.
    memo = _per_temple(temple, "move pairs")
    known = memo.get(turn.moved)
    if known is None:
        known = memo[turn.moved] = _move_pairs(temple, turn, options, None)
    assert isinstance(known, list)
    return list(known)


def _move_pairs(
    temple: Temple, turn: Turn, options: list[MoveOption], ext: Bound | None
) -> list[Pair]:
    sources = movable(temple, turn)
    found: dict[str, Pair] = {}
    if ext is not None:
        # Pairs in which a column enters a chain are found apart (`_chain_move_pairs`).
        found.update(_chain_move_pairs(temple, turn, options, ext))
        options = [o for o in options if not is_chain_start(temple, o.dst[0], o.dst[1])]
        sources = [src for src in sources if ext.removal(*src) is None]
    # Taking out a column that leaves some floor on fewer than 2 supports spoils every pair
    # (removal_ok would refuse each): asked only of a column that has somewhere to go.
    spoils: dict[Remove, bool] = {}

    def hopeless(src: Remove) -> bool:
        known = spoils.get(src)
        if known is None:
            failure = instability_after(temple, (), [src])
            known = spoils[src] = failure is not None and failure.supports < 2
        return known

    both_out: dict[frozenset[Remove], bool] = {}
    # One column moved alone: move_options found it out when its source left alone stands.
    singles = {(o.src, o.dst): o.alone for o in options} if ext is None else {}
    alone: dict[tuple[Remove, Add], bool] = {}

    def removal_ok(a: Remove, b: Remove) -> bool:
        key = frozenset((a, b))
        if key not in both_out:
            both_out[key] = stands_after(temple, (), [a, b])
        return both_out[key]

    def consider(a: Add, sa: Remove, b: Add, sb: Remove, through: bool = False) -> None:
        """`through`: a is the base sb leaves, refilled with a column of the same colour: the
        temple ends as if sa's column had moved to b alone (only the removal of both differs)."""
        if ext is not None and (
            is_chain_start(temple, a[0], a[1])
            or is_chain_start(temple, b[0], b[1])
            or _pair_arrival_problem(ext, a, b)
            or ext.action([a, b], [sa, sb], 2)
        ):
            return
        if not removal_ok(sa, sb):
            return
        if through:
            stands = alone.get((sa, b))
            if stands is None:
                single = singles.get((sa, b))
                if single is None or not stands_after(temple, (), [sa]):
                    single = stands_after(temple, [b], [sa])
                stands = alone[sa, b] = single
        else:
            stands = stands_after(temple, [a, b], [sa, sb])
        if stands:
            one, two = _move_of(temple, sa, a), _move_of(temple, sb, b)
            text, pair = pair_of(one, two, str(one), str(two))
            found[text] = pair

    # a is a legal single action except for balance
    ends = _Ends(temple)
    columns = []  # each movable column: where it is, its colour, level, ends, destinations
    for src in sources:
        colour, level = _column_of(temple, src)
        columns.append((src, colour, level, ends.near(src), _destinations(temple, colour, level)))
    for a in options:
        if a.alone or hopeless(a.src):
            continue
        failure = instability_after(temple, (), [a.src])
        leaving = failure is not None
        if failure is not None:
            reach = _reach_after(temple, failure.floor, None)
        else:
            failure = instability_after(temple, [a.dst], [a.src])
            assert failure is not None
            reach = _reach_after(temple, failure.floor, a.dst)
        # b helps only if it changes the load or the supports of a floor in reach: by
        # leaving (then every destination of b counts) or by arriving
        taken, (sk, sm), (_, _, a_colour) = a.dst[:2], a.src, a.dst
        a_level = temple.floors[sk].level
        for sb, colour, level, near, to in columns:
            if sb == a.src:
                continue
            moved_b = not reach.isdisjoint(near)
            if leaving and not moved_b:
                # The temple falls without a's column at a floor that b's leaving cannot
                # reach (neither its load nor its supports): it falls without both, and
                # removal_ok would refuse every destination of b.
                continue
            # b's destinations: the empty bases open to it but the one a takes, and the
            # base a leaves if it suits b
            back = (
                colour == a_colour
                and a_level > level
                and not opening_problem(temple, sk, sm, colour)
            )
            if not (to or back) or hopeless(sb):
                continue
            for b in to:
                if b[0] == taken[0] and b[1] == taken[1]:
                    continue
                if moved_b or not reach.isdisjoint(ends.near(b[:2])):
                    consider(a.dst, a.src, b, sb)
            if back and (moved_b or not reach.isdisjoint(ends.near(a.src))):
                consider(a.dst, a.src, (sk, sm, colour), sb)
    # both complete a floor: as a pair, neither completion interrupts the other
    completing = [o for o in options if o.alone and _completes(temple, o.dst)]
    for n, first in enumerate(completing):
        for other in completing[n + 1 :]:
            if other.src != first.src and other.dst[0] != first.dst[0]:
                consider(first.dst, first.src, other.dst, other.src)
    # a takes the base that b's column leaves (not possible alone: the base is taken now):
    # the two columns have one colour and b's is on a higher level. The destinations of b
    # are then its own (a's base is lower than b's, and b's own base is not empty).
    by_colour: dict[str, list[tuple[int, Remove]]] = {}
    for src in sources:
        f = temple.floors[src[0]]
        by_colour.setdefault(f.columns[src[1]], []).append((f.level, src))
    for colour, group in by_colour.items():
        group.sort()
        for high, sb in group:
            k, m = sb
            if group[0][0] >= high or opening_problem(temple, k, m, colour):
                continue
            to = _destinations(temple, colour, high)
            if not to or hopeless(sb):
                continue
            for low, sa in group:
                if low >= high:
                    break
                if hopeless(sa):
                    continue
                for b in to:
                    consider((k, m, colour), sa, b, sb, through=True)

    def allowed(one: object, two: object) -> bool:
        return (
            isinstance(one, MoveUp)
            and isinstance(two, MoveUp)
            and move_pair_problem(temple, turn, one, two, ext)[0] is None
        )

    # Pairs only a floor rule makes (twins).
    return _with_extra_pairs(found, ext, allowed)


class _Ends:
    """The floors a column arriving at or leaving each base may change directly: its own and
    those of the level above touching its point (what `_touches` asks), as a set per base."""

    __slots__ = ("_known", "_temple")

    def __init__(self, temple: Temple) -> None:
        self._temple = temple
        self._known: dict[tuple[int, int], frozenset[int]] = {}

    def near(self, base: tuple[int, int]) -> frozenset[int]:
        found = self._known.get(base)
        if found is None:
            i, j = base
            found = self._known[base] = frozenset((i, *self._temple.touched_above(i, j)))
        return found


def _chain_move_pairs(
    temple: Temple, turn: Turn, options: list[MoveOption], ext: Bound
) -> dict[str, Pair]:
    """The pairs of moves in which a column enters a chain (§4.3.3, §6.1.3), checked as apply
    checks them (`move_pair_problem`), listed as `move_pairs` lists pairs: those that differ
    from the two moves one after the other (one of them not legal alone, or both completing
    a floor). Both columns are taken out first, so a column may enter a chain that the other
    leaves (a colour freed, a gap made) even where it could not alone."""
    sources = [src for src in movable(temple, turn) if ext.removal(*src) is None]
    alone = {(o.src, o.dst[:2]) for o in options if o.alone}
    completes = {(o.src, o.dst[:2]) for o in options if o.alone and _completes(temple, o.dst)}
    starts = _chain_starts(temple, -1)
    found: dict[str, Pair] = {}
    # Both columns leave first: a pair whose two sources cannot leave together is refused
    # whatever their destinations (as `move_pair_problem` says), asked once per two sources.
    both_out: dict[frozenset[Remove], bool] = {}

    def removal_ok(a: Remove, b: Remove) -> bool:
        key = frozenset((a, b))
        if key not in both_out:
            both_out[key] = stands_after(temple, (), [a, b])
        return both_out[key]

    # A column whose leaving puts a floor on fewer than 2 supports spoils every pair.
    spoils: dict[Remove, bool] = {}

    def hopeless(src: Remove) -> bool:
        if src not in spoils:
            failure = instability_after(temple, (), [src])
            spoils[src] = failure is not None and failure.supports < 2
        return spoils[src]

    for sa in sources:
        colour, level = temple.floors[sa[0]].columns[sa[1]], temple.floors[sa[0]].level
        for k, m in starts:
            if temple.floors[k].level <= level or opening_problem(temple, k, m, colour):
                continue
            if hopeless(sa):
                break
            one = _move_of(temple, sa, (k, m, colour))
            # Refused by the floor rules alone (the chain full, the colour on it, a golden
            # column in the way, an opening): only a column leaving that floor can help (a
            # column entering it first only fills it more).
            blocked = ext.arrival(k, m, colour)[0] is not None
            for sb in sources:
                if sb == sa or (blocked and sb[0] != k):
                    continue
                other = temple.floors[sb[0]].columns[sb[1]]
                above = temple.floors[sb[0]].level
                # Its own destinations, the base sa leaves if it suits it, and chain starts.
                to = list(_destinations(temple, other, above))
                if (
                    temple.floors[sa[0]].columns[sa[1]] == other
                    and temple.floors[sa[0]].level > above
                    and not opening_problem(temple, *sa, other)
                ):
                    to.append((*sa, other))
                to += [(n, q, other) for n, q in starts if temple.floors[n].level > above]
                for dst in to:
                    both = ((sa, (k, m)), (sb, dst[:2]))
                    if all(x in alone for x in both) and not all(x in completes for x in both):
                        continue  # the same as the two moves one after the other
                    if hopeless(sb) or not removal_ok(sa, sb):
                        break
                    two = _move_of(temple, sb, dst)
                    if move_pair_problem(temple, turn, one, two, ext)[0] is None:
                        text, pair = pair_of(one, two, str(one), str(two))
                        found[text] = pair
    return found


def _with_extra_pairs(
    found: dict[str, Pair], ext: Bound | None, allowed: Callable[[object, object], bool]
) -> list[Pair]:
    """The pairs found, with those only the modules make (checked as apply checks them), in
    notation order."""
    if ext is not None:
        for extra in ext.extra_pairs():
            assert isinstance(extra, Pair)
            if allowed(extra.first, extra.second):
                found[str(extra)] = extra
    return [found[key] for key in sorted(found)]


def _completes(temple: Temple, dst: Add) -> bool:
    """Whether a column arriving at dst fills the last empty base of its floor."""
    k, m, _ = dst
    return (
        sum(1 for c in temple.floors[k].columns if not c) == 1 and not temple.floors[k].columns[m]
    )


def move_problem(temple: Temple, turn: Turn, move: MoveUp) -> tuple[str | None, Remove, Add]:
    """Rules of one MOVE action apart from balance (the caller checks the temple)."""
    src_at = resolve(temple, move.src, move.sx, move.sy)
    dst_at = resolve(temple, move.dst, move.dx, move.dy)
    if isinstance(src_at, str):
        return src_at, (0, 0), (0, 0, move.colour)
    if isinstance(dst_at, str):
        return dst_at, src_at, (0, 0, move.colour)
    i, j = src_at
    k, m = dst_at
    dst = (k, m, move.colour)
    occupant = temple.floors[i].columns[j]
    here = base_label(temple, i, j)
    if not occupant:
        return f"There is no column on {here}.", src_at, dst
    if occupant == GOLDEN:
        return "Golden columns never move.", src_at, dst
    if occupant != move.colour:
        return (
            f"The column on {here} is {colour_word(occupant)}, not {colour_word(move.colour)}.",
            src_at,
            dst,
        )
    if temple.shapes[k].bases[m].colour not in (move.colour, ANY_COLOUR):
        target = base_label(temple, k, m)
        colour = colour_word(temple.shapes[k].bases[m].colour)
        return f"The base {target} is {colour}; the column is {colour_word(occupant)}.", src_at, dst
    if (temple.floors[i].fid, j) in turn.moved:
        return "That column was moved this turn already; choose another one.", src_at, dst
    low, high = temple.floors[i], temple.floors[k]
    if high.level <= low.level:
        text = (
            f"A column must move to a higher level: {high.fid} is on level {high.level}, "
            f"{low.fid} on level {low.level}."
        )
        return text, src_at, dst
    return None, src_at, dst


def single_move_problem(
    temple: Temple, turn: Turn, move: MoveUp, ext: Bound | None = None
) -> tuple[str | None, Remove, Add]:
    """Everything about one MOVE action, balance included."""
    problem, src, dst = move_problem(temple, turn, move)
    if problem:
        return problem, src, dst
    problem = column_problem(temple, *dst) or removal_problem(temple, *src)
    if problem:
        return problem, src, dst
    if ext is None:
        return statics_problem(temple, [dst], [src]), src, dst
    problem = ext.removal(*src)
    if problem:
        return problem, src, dst
    problem, adds, removes = ext.arrival(*dst)
    removes = [src, *removes]
    problem = problem or ext.action(adds, removes, 1)
    return problem or statics_problem(temple, adds, removes), src, dst


def move_pair_problem(
    temple: Temple, turn: Turn, a: MoveUp, b: MoveUp, ext: Bound | None = None
) -> tuple[str | None, list[Remove], list[Add]]:
    problem_a, src_a, dst_a = move_problem(temple, turn, a)
    problem_b, src_b, dst_b = move_problem(temple, turn, b)
    srcs, dsts = [src_a, src_b], [dst_a, dst_b]
    # Every column leaving and arriving: more than the two when a column enters a chain.
    leaving, arriving = srcs, dsts
    problem = problem_a or problem_b
    if problem is None and ext is not None:
        problem = ext.removal(*src_a) or ext.removal(*src_b)
        chained = None if problem or src_a == src_b else chain_pair(temple, ext, dst_a, dst_b, srcs)
        if chained is None:
            problem = problem or _pair_arrival_problem(ext, dst_a, dst_b)
        else:
            problem, arriving, leaving = chained
        problem = problem or ext.action(arriving, leaving, 2)
    if problem:
        return problem, leaving, arriving
    if src_a == src_b:
        return "A pair moves two different columns.", srcs, dsts
    if dst_a[:2] == dst_b[:2] and arriving is dsts:
        return "Two columns cannot stand on one base.", srcs, dsts
    for dst in dsts:
        k, m, colour = dst
        if (
            temple.floors[k].columns[m]
            and (k, m) not in srcs
            and not (ext is not None and is_chain_start(temple, k, m))
        ):
            return f"The base {base_label(temple, k, m)} is already taken.", srcs, dsts
        problem = opening_problem(temple, k, m, colour)
        if problem:
            return problem, srcs, dsts
    if not stands_after(temple, (), srcs):
        after = with_columns(temple, (), srcs)
        return "Without both columns, " + after.failures[0].text(after) + ".", srcs, dsts
    return statics_problem(temple, arriving, leaving), leaving, arriving
