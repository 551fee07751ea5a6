"""Every legality check of spec §7.6 in one place.

Each check takes a `Temple` (statics.py) and returns None when the action is allowed, or one
sentence saying which rule it breaks. The turn rules (rules.py) add what the plan card demands;
the enumerators (placements.py) use the fast predicates below and agree with these checks
exactly (tests compare them).

| action                    | function                         |
|---------------------------|----------------------------------|
| place a column            | `column_problem` + `statics_problem` |
| simultaneous pair         | `column_problem` each + `statics_problem` for both |
| remove a column (MOVE)    | `removal_problem`                |
| new floor on columns      | `floor_problem` (level >= 1)     |
| base extension            | `floor_problem` (level 0)        |
| SHIFT a floor             | `shift_problem`                  |
| initial temple base       | `base_arrangement_problem`       |

Expansion hooks (§6, not in the base game): special floor rules and rituals join
`column_problem`; golden-column and ritual limits join `removal_problem`; the Thorn Moon's
level rules join `floor_problem`. Openings are already handled because they are geometry.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.menara.data import ANY_COLOUR, COLOUR_NAMES, GOLDEN, MIN_SUPPORTS, FloorSpec
from games.menara.geometry import (
    STRIDE,
    Placement,
    Shape,
    bits,
    coords,
    fits_table,
    index,
    inside,
    margin,
    region_test,
    shape,
)
from games.menara.statics import (
    BaseAbove,
    Instability,
    Load,
    PlacedFloor,
    Temple,
    column_weight,
    is_upright,
    new_floor,
    point_load,
    share,
)

Add = tuple[int, int, str]
"""A column arriving: floor index, base index, occupant."""
Remove = tuple[int, int]
"""A column leaving: floor index, base index."""


def colour_word(occupant: str) -> str:
    return "golden" if occupant == GOLDEN else COLOUR_NAMES.get(occupant, occupant)


def base_label(temple: Temple, i: int, j: int) -> str:
    x, y = temple.base_point(i, j)
    return f"{temple.floors[i].fid} ({x},{y})"


# -- columns -------------------------------------------------------------------------------------


def column_problem(temple: Temple, i: int, j: int, occupant: str) -> str | None:
    """Conditions 1-4 of §4.3.2 for one column on base j of floor i (stability apart)."""
    f, s = temple.floors[i], temple.shapes[i]
    spec = s.bases[j].spec
    if f.columns[j] and not is_chain_start(temple, i, j):
        return f"The base {base_label(temple, i, j)} is already taken."
    if occupant != GOLDEN and spec.colour not in (occupant, ANY_COLOUR):
        return (
            f"The base {base_label(temple, i, j)} is {colour_word(spec.colour)}; "
            f"a {colour_word(occupant)} column cannot stand on it."
        )
    return opening_problem(temple, i, j, occupant)


def is_chain_start(temple: Temple, i: int, j: int) -> bool:
    """Whether base j of floor i starts a chain (§6.1.3, expansion): a column may be built on
    it while it is taken, pushing the chain on (the modules judge the push)."""
    spec = temple.shapes[i].bases[j].spec
    return spec.kind == "chain" and spec.order == 1


def opening_problem(temple: Temple, i: int, j: int, occupant: str) -> str | None:
    """Condition 4 of §4.3.2: an upright column may not poke into an opening just above."""
    if is_upright(occupant, temple.shapes[i].bases[j].spec.kind):
        p = temple.shapes[i].base_points[j] + temple.offsets[i]
        if temple.level_openings.get(temple.floors[i].level + 1, 0) >> p & 1:
            where = base_label(temple, i, j)
            return f"A column on {where} would poke into an opening of the floor above."
    return None


def support_change(temple: Temple, i: int, j: int, occupant: str) -> bool:
    """Whether a column arriving or leaving at base j of floor i changes someone's supports."""
    kind = temple.shapes[i].bases[j].spec.kind
    return is_upright(occupant, kind) and temple.touches_above(i, j)


def with_columns(temple: Temple, adds: Sequence[Add], removes: Sequence[Remove]) -> Temple:
    changes: dict[int, PlacedFloor] = {}
    for i, j in removes:
        changes[i] = changes.get(i, temple.floors[i]).with_column(j, "")
    for i, j, occupant in adds:
        changes[i] = changes.get(i, temple.floors[i]).with_column(j, occupant)
    return temple.replaced(changes)


def stands_after(temple: Temple, adds: Sequence[Add], removes: Sequence[Remove] = ()) -> bool:
    """Whether the temple stays stable (every floor above the base on >= 2 supports, centre of
    mass inside) after columns leave and arrive (in that order).

    Two changes that reach no floor in common (`_reach`) are judged apart: two columns
    leaving (MOVE pairs), or one leaving and one arriving (a single MOVE). A standing temple
    then stands after both exactly when it stands after each: every floor's load and supports
    come from one of them at most. A column leaving alone is remembered per temple and one
    arriving alone mostly needs no walk of the temple (`_arrivals_fit`), nor do several."""
    if len(adds) + len(removes) == 1:
        return instability_after(temple, adds, removes) is None
    if not removes:
        fit = _arrivals_fit(temple, adds, temple.bases_above)
        return fit or _instability_after(temple, adds, removes) is None
    if len(removes) == 2 and not adds:
        a, b = removes
        if not temple.failures and _reach(temple, *a).isdisjoint(_reach(temple, *b)):
            return (
                instability_after(temple, (), (a,)) is None
                and instability_after(temple, (), (b,)) is None
            )
    elif len(removes) == 1 and len(adds) == 1:
        (i, j), (k, m, _) = removes[0], adds[0]
        if not temple.failures and _reach(temple, i, j).isdisjoint(_reach(temple, k, m)):
            return (
                instability_after(temple, (), removes) is None
                and instability_after(temple, adds) is None
            )
    return instability_after(temple, adds, removes) is None


def _reach(temple: Temple, i: int, j: int) -> frozenset[int]:
    """The floors above the base whose load or supports a column arriving at or leaving base j
    of floor i can change: floor i and the floors of the level above touching the point
    (their supports), and every floor below these, down the supports (their loads pass
    down). A superset: leaving, a floor above rests on fewer floors than now; arriving, on
    floor i as well, which is in already. Memoised for the temples on the same supports."""
    memo = temple.reaches
    found: frozenset[int] | None = memo.get((i, j))
    if found is None:
        found = memo[i, j] = frozenset().union(
            *(_below(temple, g) for g in (i, *temple.touched_above(i, j)))
        )
    return found


def _below(temple: Temple, i: int) -> frozenset[int]:
    """Floor i, if above the base, and every floor above the base that it rests on, directly
    or not (memoised for the temples on the same supports)."""
    memo = temple.belows
    found: frozenset[int] | None = memo.get(i)
    if found is None:
        if not temple.levels[i]:
            found = frozenset()
        else:
            found = frozenset((i,)).union(*(_below(temple, j) for j in temple.support_floors[i]))
        memo[i] = found
    return found


def instability_after(
    temple: Temple, adds: Sequence[Add], removes: Sequence[Remove] = ()
) -> Instability | None:
    """The first floor (top-down) that would fail after columns leave and arrive, or None.

    Incremental (`Temple.check_deltas`): the temple is not rebuilt. This runs for every
    candidate column move, so the weights are summed as plain integers (column weights are
    whole numbers: every denominator is 1) and the floors above a base are looked up once.
    One column leaving is remembered per temple: MOVE asks it of every column for the single
    moves, again for the pairs, and apply asks it once more. So is one column arriving."""
    if len(adds) + len(removes) != 1:
        return _fitting_or_walked(temple, adds, removes)
    # One column leaving (an (i, j) key) or arriving (an (i, j, occupant) key) alone.
    change: Remove | Add = removes[0] if removes else adds[0]
    known = temple.alone
    if change in known:
        return known[change]
    found = known[change] = _fitting_or_walked(temple, adds, removes)
    return found


def _fitting_or_walked(
    temple: Temple, adds: Sequence[Add], removes: Sequence[Remove]
) -> Instability | None:
    if not removes and _arrivals_fit(temple, adds, temple.bases_above):
        return None
    return _instability_after(temple, adds, removes)


def _instability_after(
    temple: Temple, adds: Sequence[Add], removes: Sequence[Remove]
) -> Instability | None:
    above = temple.bases_above
    levels = temple.levels
    deltas: dict[int, list[int]] = {}
    supports: dict[int, set[int]] = {}
    arrived: dict[tuple[int, int], int] = {}
    leaving = [(i, j, temple.floors[i].columns[j]) for i, j in removes]
    for sign, changes in ((-1, leaving), (1, adds)):
        for i, j, occupant in changes:
            found = above.get((i, j))
            if found is None:
                found = above[i, j] = _base_above(temple, i, j)
            p, kind, touched = found
            lifts = touched and is_upright(occupant, kind)
            if not (levels[i] or lifts):
                continue  # a base floor always stands and passes no weight on
            weight = sign * column_weight(occupant, kind)
            x2, y2 = 2 * weight * (p % STRIDE), 2 * weight * (p // STRIDE)
            total = deltas.get(i)
            if total is None:
                deltas[i] = [weight, x2, y2, 1]  # a load (w, mx, my, d) as check_deltas reads it
            else:
                total[0] += weight
                total[1] += x2
                total[2] += y2
            if lifts:
                for g in touched:
                    current = supports.setdefault(g, set(temple.supports[g]))
                    if sign > 0:
                        current.add(p)
                        arrived[levels[i], p] = i
                    else:
                        current.discard(p)
    if not supports and not any(levels[i] for i in deltas):
        return None
    changed = {g: tuple(sorted(pts)) for g, pts in supports.items()}
    return temple.check_deltas(deltas, changed, arrived)


def _arrivals_fit(
    temple: Temple, adds: Sequence[Add], above: dict[tuple[int, int], BaseAbove]
) -> bool:
    """Whether columns arriving (none touching a floor above) certainly leave the temple
    standing: the sum over them of weight / room where it lands (`_cap_at`) is at most 1.
    False when unsure (the caller checks).

    Why that suffices: every edge of every floor holds now with some slack, and weight D
    arriving alone at a point with room R >= D uses at most D / R of the slack of any edge
    it reaches (the room is the least bound over them, `_caps`); the edges' values are linear
    in the weights, so columns arriving together use the sum of their shares."""
    levels = temple.levels
    used, whole = 0, 1  # the share of the slack used so far, used / whole
    for i, j, occupant in adds:
        found = above.get((i, j))
        if found is None:
            found = above[i, j] = _base_above(temple, i, j)
        p, kind, touched = found
        if touched and is_upright(occupant, kind):
            return False  # supports change: not a matter of weight
        if not levels[i]:
            continue  # a base floor always stands and passes no weight on
        cap = _cap_at(temple, i, p)
        if cap is None:
            continue  # any weight
        if not cap:
            return False
        used, whole = used * cap + column_weight(occupant, kind) * whole, whole * cap
    return used <= whole


def _cap_at(temple: Temple, i: int, p: int) -> int | None:
    """The most whole weight floor i (level >= 1) can take at point p, from a column there,
    without any floor falling (None: any), as `_caps` finds it for columns; memoised per
    temple."""
    memo = temple.memo.get("cap at")
    if memo is None:
        memo = temple.memo["cap at"] = {}
    assert isinstance(memo, dict)
    if (i, p) in memo:
        known: int | None = memo[i, p]
        return known
    if any(f.floor == i for f in temple.failures):
        cap: int | None = 0  # it does not stand even now
    else:
        cap = _edges_cap(temple, i, p)
        lower = _caps(temple, temple.levels[i] - 1)
        for q in temple.supports[i]:
            below = lower[q]
            if below is not None and (cap is None or below < cap):
                cap = below
    memo[i, p] = cap
    return cap


def _edges_cap(temple: Temple, i: int, p: int) -> int | None:
    """The most whole weight that can land at point p of floor i with every edge of its
    support region holding (None: any): weight D at p keeps an edge a X + b Y + c >= 0 of a
    floor with load L when f(L) + D f(p) >= 0 (f(L) >= 0 now; only f(p) < 0 limits), that is
    D <= f(L) / -f(p), rounded down (whole weights fit exactly when within)."""
    load = temple.loads[i]
    x2, y2 = 2 * (p % STRIDE), 2 * (p // STRIDE)
    cap: int | None = None
    for a, b, c in region_test(temple.supports[i]):
        fp = a * x2 + b * y2 + c
        if fp < 0:
            bound = max(a * load.mx + b * load.my + c * load.w, 0) // (-fp * load.d)
            if cap is None or bound < cap:
                cap = bound
    return cap


def _base_above(temple: Temple, i: int, j: int) -> BaseAbove:
    base = temple.shapes[i].bases[j]
    return (
        temple.shapes[i].base_points[j] + temple.offsets[i],
        base.spec.kind,
        temple.touched_above(i, j),
    )


def statics_problem(
    temple: Temple, adds: Sequence[Add], removes: Sequence[Remove] = ()
) -> str | None:
    """Condition 5 of §4.3.2 in words: None when the temple stands afterwards."""
    if stands_after(temple, adds, removes):
        return None
    after = with_columns(temple, adds, removes)
    return after.failures[0].text(after) + "."


def removal_problem(temple: Temple, i: int, j: int) -> str | None:
    """Taking a column out for MOVE (§4.3.4): never golden; the temple must stand without it."""
    occupant = temple.floors[i].columns[j]
    where = base_label(temple, i, j)
    if not occupant:
        return f"There is no column on {where}."
    if occupant == GOLDEN:
        return "Golden columns never move."
    if stands_after(temple, (), [(i, j)]):
        return None
    after = with_columns(temple, (), [(i, j)])
    return f"Without the column on {where}, " + after.failures[0].text(after) + "."


# -- floors --------------------------------------------------------------------------------------


def own_load(s: Shape, offset: int) -> Load:
    """An empty floor's weight at its centroid, translated by `offset`."""
    ox, oy = coords(offset)
    return tuple.__new__(Load, (s.area, s.mx2 + 2 * ox * s.area, s.my2 + 2 * oy * s.area, 1))


def carried_load(s: Shape, columns: tuple[str, ...], offset: int) -> Load:
    """A floor with the columns standing on it (nothing resting on them), translated."""
    load = own_load(s, offset)
    for j, occupant in enumerate(columns):
        if occupant:
            weight = column_weight(occupant, s.bases[j].spec.kind)
            load = load + point_load(weight, s.base_points[j] + offset)
    return load


def load_stands(temple: Temple, load: Load, level: int, supports: tuple[int, ...]) -> bool:
    """Whether a floor carrying `load` stands on `supports` (upright columns of level-1) and
    the floors under it keep standing; its columns must not touch any floor above."""
    if len(supports) < MIN_SUPPORTS or not inside(region_test(supports), load.mx, load.my, load.w):
        return False
    return loads_below_stand(temple, load, level, supports)


def loads_below_stand(temple: Temple, load: Load, level: int, supports: tuple[int, ...]) -> bool:
    """Whether the floors under a new floor carrying `load` on `supports` keep standing.

    The floors directly below take a share load/n at each support on them: tested exactly, in
    integers (their totals scaled by the common denominator). Farther down only the weight each
    of them passes on matters, never where on it the shares landed (a floor splits its whole
    weight equally over its supports), so that part is memoised per temple by the weight split.
    """
    if level == 1:
        return True  # its weight only reaches base floors, which always stand
    if _shares_fit(temple, load, level, supports):
        return True
    n = len(supports)
    below = temple.upright[level - 1]
    gained: dict[int, list[int]] = {}
    for p in supports:
        j = below[p][0]
        x, y = coords(p)
        entry = gained.setdefault(j, [0, 0, 0])
        entry[0] += 1
        entry[1] += 2 * x
        entry[2] += 2 * y
    scale = load.d * n
    for j, (k, sx, sy) in gained.items():
        old = temple.loads[j]
        # old/old.d + k * load/(load.d * n), all scaled by old.d * load.d * n
        w = old.w * scale + k * load.w * old.d
        mx = old.mx * scale + sx * load.w * old.d
        my = old.my * scale + sy * load.w * old.d
        if not inside(region_test(temple.supports[j]), mx, my, w):
            return False
    if level == 2:
        return True  # the floors below rest on base floors
    split = tuple(sorted((j, entry[0]) for j, entry in gained.items()))
    memo = temple.memo.setdefault("deeper", {})
    assert isinstance(memo, dict)
    key = (load.w, scale, split)
    if key not in memo:
        deltas: dict[int, Load] = {}
        for j, k in split:
            # floor j passes k * load/n on, split equally over its own supports
            weight = Load(k * load.w, 0, 0, scale)
            for p, under in zip(temple.supports[j], temple.support_floors[j], strict=True):
                part = share(weight, len(temple.supports[j]), p)
                deltas[under] = deltas[under] + part if under in deltas else part
        memo[key] = temple.check_deltas(deltas) is None
    return bool(memo[key])


def _shares_fit(temple: Temple, load: Load, level: int, supports: tuple[int, ...]) -> bool:
    """Whether a new floor's weight W, split equally over its n supports, certainly leaves
    the floors below standing: the sum over the supports of (W / n) / room (`_caps`) is at
    most 1 (each share uses at most that part of the slack of any edge it reaches, and the
    edges' values are linear in the weights; see `_arrivals_fit`). False when unsure."""
    caps = _caps(temple, level - 1)
    used, whole = 0, 1  # the sum of 1 / room, used / whole
    for p in supports:
        cap = caps[p]
        if cap is None:
            continue
        if not cap:
            return False
        used, whole = used * cap + whole, whole * cap
    return load.w * used <= len(supports) * load.d * whole


def sturdy_columns(temple: Temple, level: int, weight: int) -> int:
    """The upright columns of `level` on which `weight` more, arriving from above in any split,
    can never bring down a floor, as a mask of points: a new floor of that weight resting only
    on them needs no `loads_below_stand`."""
    key = f"sturdy{level}/{weight}"
    found = temple.memo.get(key)
    if found is None:
        found = 0
        for p, cap in _caps(temple, level).items():
            if cap is None or cap >= weight:
                found |= 1 << p
        temple.memo[key] = found
    assert isinstance(found, int)
    return found


def _caps(temple: Temple, level: int) -> dict[int, int | None]:
    """For each upright column of `level`: the most whole weight it can take from above
    (None: any), in integers (the weights that count are whole).

    Weight D landing on points of a standing floor moves its centre of mass; an edge of its
    support region holds afterwards whatever split of D lands where if D is within the
    column's bound for that edge (`_edges_cap`): a column's room is the least such bound over
    the edges. The floor passes the weight it received on to its own supports (D at most in
    all), so a column's room is also at most the room of the supports of its floor, down to
    the base floors, which always stand. Rounding every bound down changes no answer about a
    whole weight. Memoised per temple.
    """
    key = f"caps{level}"
    found = temple.memo.get(key)
    if found is None:
        caps: dict[int, int | None] = {}
        lower = _caps(temple, level - 1) if level >= 1 else {}
        failing = {f.floor for f in temple.failures}
        for p, (j, _) in temple.upright.get(level, {}).items():
            cap: int | None = None
            if level:
                if j in failing:
                    caps[p] = 0  # it does not stand even now
                    continue
                cap = _edges_cap(temple, j, p)
                for q in temple.supports[j]:
                    below = lower[q]
                    if below is not None and (cap is None or below < cap):
                        cap = below
            caps[p] = cap
        temple.memo[key] = found = caps
    assert isinstance(found, dict)
    return found


def floor_geometry_problem(
    temple: Temple, s: Shape, p: Placement
) -> tuple[str | None, tuple[int, ...]]:
    """Everything of §4.3.6 A/B except balance; also returns the supports (level >= 1)."""
    fid = p.fid
    if not fits_table(s, p.x, p.y):
        return f"{fid} would not lie completely on the table.", ()
    offset = index(p.x, p.y)
    cells = s.cell_mask << offset
    points = s.point_mask << offset
    if p.level == 0:
        for k in temple.by_level.get(0, []):
            if temple.cells[k] & cells:
                other = temple.floors[k].fid
                return f"{fid} would overlap {other}, which lies in the temple base.", ()
        shared = (points & temple.level_points.get(0, 0)).bit_count()
        if shared < 2:
            return (
                f"{fid} must touch the temple base at two points at least "
                f"(it touches at {shared}).",
                (),
            )
        return None, ()
    for k in temple.by_level.get(p.level, []):
        if temple.cells[k] & cells:
            other = temple.floors[k].fid
            return f"{fid} would overlap {other} on level {p.level}.", ()
    below = p.level - 1
    if below not in temple.by_level:
        return f"There are no columns on level {below} for {fid} to rest on.", ()
    supports = tuple(bits(points & temple.upright_mask[below]))
    if len(supports) < MIN_SUPPORTS:
        n = len(supports)
        word = "column" if n == 1 else "columns"
        return (
            f"{fid} would rest on only {n} {word} of level {below} (it needs {MIN_SUPPORTS}).",
            supports,
        )
    for x, y in s.openings:
        if temple.upright_mask[below] >> (index(x, y) + offset) & 1:
            return f"A column of level {below} would poke through an opening of {fid}.", supports
    return None, supports


def floor_problem(temple: Temple, spec: FloorSpec, p: Placement) -> str | None:
    """A new floor from the quarry at placement p (§4.3.6 step 3, §7.6)."""
    if p.side not in ("L", "D") or p.rot not in (0, 1, 2, 3) or p.level < 0:
        return f"{p.fid} cannot lie like that."
    s = shape(spec, p.side, p.rot)
    problem, supports = floor_geometry_problem(temple, s, p)
    if problem is not None or p.level == 0:
        return problem
    offset = index(p.x, p.y)
    own = own_load(s, offset)
    if load_stands(temple, own, p.level, supports):
        return None
    if not inside(region_test(supports), own.mx, own.my, own.w):
        m = margin(supports, own.centre)
        return (
            f"{p.fid} would tip over: its centre of mass lies {-(m or 0):.2f} "
            f"outside its {len(supports)} supports."
        )
    placed = new_floor(p.fid, p.side, p.rot, p.x, p.y, p.level, len(s.bases))
    after = temple.with_floors([*temple.floors, placed])
    return after.failures[0].text(after) + "."


def shift_problem(temple: Temple, i: int, p: Placement) -> str | None:
    """SHIFT floor i to placement p (§4.3.8): same side, another level >= 1, nothing on it."""
    f = temple.floors[i]
    if p.fid != f.fid:
        return f"The placement is for {p.fid}, not {f.fid}."
    if f.level == 0:
        return f"{f.fid} lies in the temple base; base floors cannot be shifted."
    carried = sorted(temple.floors[k].fid for k in temple.carriers_of(i))
    if carried:
        return f"{', '.join(carried)} rests on {f.fid}, so {f.fid} cannot be lifted."
    if p.side != f.side:
        return f"A shifted floor keeps its side: {f.fid} must stay {_side_word(f.side)} side up."
    if p.level < 1:
        return "A floor can only be shifted onto columns (level 1 or higher)."
    if p.level == f.level:
        return f"SHIFT must move {f.fid} to another level than {f.level}."
    if p.rot not in (0, 1, 2, 3):
        return f"{p.fid} cannot lie like that."
    rest = temple.with_floors(k for n, k in enumerate(temple.floors) if n != i)
    if not rest.stable:
        return f"Lifting {f.fid} would topple the rest: " + rest.failures[0].text(rest) + "."
    s = shape(temple.catalogue[f.fid], p.side, p.rot)
    problem, _ = floor_geometry_problem(rest, s, p)
    if problem is not None:
        return problem
    return shift_final_problem(temple, i, s, p)


def shift_final_problem(temple: Temple, i: int, s: Shape, p: Placement) -> str | None:
    """The part of a SHIFT check that needs the whole temple afterwards: carried columns and
    openings above, and balance (with carried columns becoming supports above)."""
    f = temple.floors[i]
    moved = PlacedFloor(f.fid, p.side, p.rot, p.x, p.y, p.level, f.columns)
    after = temple.replaced({i: moved})
    holes = after.level_openings.get(p.level + 1, 0)
    offset = index(p.x, p.y)
    for j, occupant in enumerate(f.columns):
        upright = occupant and is_upright(occupant, s.bases[j].spec.kind)
        if upright and holes >> (s.base_points[j] + offset) & 1:
            return f"A column carried by {f.fid} would poke into an opening above."
    if after.failures:
        return after.failures[0].text(after) + "."
    return None


def _side_word(side: str) -> str:
    return "light" if side == "L" else "dark"


def base_arrangement_problem(
    catalogue: Mapping[str, FloorSpec], placements: Sequence[Placement]
) -> str | None:
    """The initial temple base (§3.2 step 5): on the table, no shared cell, contacts connected."""
    shapes = []
    for p in placements:
        s = shape(catalogue[p.fid], p.side, p.rot)
        if p.level != 0:
            return f"{p.fid} must lie on the table (level 0)."
        if not fits_table(s, p.x, p.y):
            return f"{p.fid} would not lie completely on the table."
        offset = index(p.x, p.y)
        shapes.append((p.fid, s.cell_mask << offset, s.point_mask << offset))
    for a in range(len(shapes)):
        for b in range(a + 1, len(shapes)):
            if shapes[a][1] & shapes[b][1]:
                return f"{shapes[a][0]} and {shapes[b][0]} would overlap."
    reached, frontier = {0}, [0]
    while frontier:
        a = frontier.pop()
        for b in range(len(shapes)):
            if b not in reached and shapes[a][2] & shapes[b][2]:
                reached.add(b)
                frontier.append(b)
    if shapes and len(reached) < len(shapes):
        alone = [shapes[k][0] for k in range(len(shapes)) if k not in reached]
        return f"The base floors must touch each other; {', '.join(alone)} touches none."
    return None
