"""The movement model of spec §3: which atoms are legal, what they do, why one is refused.

A *position* is the plain tuple `(locs, armory, layout_id, armed)`:

* `locs` — the global cell index of every hero in play, in the order d e b m s of
  `Board.heroes`, or -1 once the hero has left through an exit;
* `armory` — the armory flag (§3.7);
* `layout_id` — the card layout, interned by the `Board` (epics rotate and slide cards);
* `armed` — True right after the mage arrived on an invocation space by a walk step or a
  toss landing (§3.4); any other atom clears it.

Door states are not stored: they follow from the pawns on keys. `expand` lists every legal
atom of a position with the position it leads to (resolution of §3.11 included), in the stable
order pawn (d e b m s), kind (walk, hop, jump, toss, teleport, swap), direction (N E S W),
distance; then rotations and slides. The solver calls it in its inner loop, so atoms are small
tuples `(kind, hero index, a, b, direction)`:

    WALK/HOP/JUMP/TOSS/TELEPORT  (kind, moving hero, from cell, to cell, direction 0..3)
    SWAP                         (SWAP, mage, other hero, 0, -1)
    ROTATE                       (ROTATE, -1, card index, quarter turns, -1)
    SLIDE                        (SLIDE, -1, card index, direction 0..3, -1)

The generator itself, `expand_packed`, works on positions packed into one int (`pack`,
`unpack`: one field per hero, then the flags), which is what the solver stores; `expand` is the
same on tuples. `explain` gives the sentence for a refused move; `legal_map` ties `moves.Move`
objects to atoms. The tests check the two against each other on every move the notation can
name.
"""

from __future__ import annotations

from typing import cast
from weakref import WeakKeyDictionary

from games.magic_maze_tower.board import Board, Geometry, Layout
from games.magic_maze_tower.data import (
    DIRECTION_NAMES,
    DIRECTIONS,
    DOUBLE,
    HERO_NAMES,
    NARROW,
    OPEN,
    SLIDE_LETTERS,
    SOLID,
    TRAP,
    WALL,
)
from games.magic_maze_tower.moves import (
    Hop,
    Jump,
    Move,
    Rotate,
    Slide,
    Swap,
    Teleport,
    Toss,
    Walk,
)

Position = tuple[tuple[int, ...], bool, int, bool]
AtomT = tuple[int, int, int, int, int]

WALK, HOP, JUMP, TOSS, TELEPORT, SWAP, ROTATE, SLIDE = range(8)
ALL_DIRECTIONS = 15


def start_position(board: Board, *, armory: bool = False) -> Position:
    return (board.start_locations(), armory, board.layout_id(board.quest.layout), False)


def is_goal(pos: Position) -> bool:
    return all(loc < 0 for loc in pos[0])


# -- packed positions ----------------------------------------------------------------------
#
# The search packs a position into one int (spec §8.3): hero k's cell + 1 (0 once out) in
# `board.bits` bits at k * bits, then the armory flag, the armed flag and the layout id.


def pack(board: Board, pos: Position) -> int:
    locs, armory, lid, armed = pos
    bits = board.bits
    packed = 0
    for k, loc in enumerate(locs):
        packed |= (loc + 1) << (bits * k)
    flags = (1 if armory else 0) | (2 if armed else 0) | (lid << 2)
    return packed | (flags << board.flag_shift)


def unpack(board: Board, packed: int) -> Position:
    bits, mask = board.bits, board.loc_mask
    locs = tuple(((packed >> (bits * k)) & mask) - 1 for k in range(len(board.heroes)))
    flags = packed >> board.flag_shift
    return (locs, bool(flags & 1), flags >> 2, bool(flags & 2))


def packed_in_play(board: Board, packed: int) -> int:
    """How many heroes are still in the tower."""
    fields = [packed & field for field in board.hero_fields]
    return len(fields) - fields.count(0)


def expand(board: Board, pos: Position, dirs: int = ALL_DIRECTIONS) -> list[tuple[AtomT, Position]]:
    """Every legal atom of the position using the directions in the bit mask `dirs`, with the
    position it leads to (resolution of §3.11 included)."""
    return [(atom, unpack(board, q)) for atom, q in expand_packed(board, pack(board, pos), dirs)]


class _Tables:
    """The static part of `expand_packed` for one geometry of one board: per hero and cell,
    the atoms that may be legal there, with everything that does not depend on where the
    other pawns stand or on the flags already decided (edges, cell kinds, switched-off
    features, the exit a hero may use). What is left for each call is occupancy, doors (keys
    held), the armory flag's lock on exits and the armory check itself.

    An entry of `steps` (walks, then hops) and `leaps` (teleports) is
    `(atom, to, door, exit, delta, armory, arms)`: `door` the door code crossed ('' none),
    `exit` True when `to` is an exit (legal only once unlocked), `delta` what the atom adds to
    the packed position, `armory` True when `to` is the mover's own armory, `arms` True when
    it arms an invocation. `jumps` entries are `(atom, over, to, door, door2, exit, delta,
    armory)`, `tosses` entries `(atom, barbarian's cell, between door, to, door, door2, exit,
    delta, armory, arms)`."""

    __slots__ = ("barbarian", "jumps", "leaps", "others", "steps", "tosses")

    def __init__(self, board: Board, geo: Geometry) -> None:
        disabled = board.disabled
        heroes = board.heroes
        bits = board.bits
        nbr, edge, stand, exit_of = geo.nbr, geo.edge, geo.stand, geo.exit_of
        armory_of, invocation = geo.armory_of, geo.invocation
        open_doors = "open_doors" in disabled
        keys_off = "keys" in disabled
        no_arrows = "no_arrows" in disabled
        currents_on = "currents" not in disabled
        mage = board.mage if "swap" not in disabled else -1
        armories = board.has_armories
        barbarian = self.barbarian = board.hero_index("b")
        size = len(geo.cells)

        def door_of(code: str, d: int, narrow_ok: bool) -> str | None:
            """'' when the edge is crossable whoever holds keys, the door code when it is
            crossable while a key is held, None when never (as `crossable`)."""
            if code == OPEN:
                return ""
            if code in (WALL, DOUBLE):
                return None
            if code == NARROW:
                return "" if narrow_ok else None
            if code.isdigit():
                if open_doors:
                    return ""
                return None if keys_off else code
            return "" if no_arrows or (currents_on and code == DIRECTIONS[d]) else None

        def target(k: int, i: int, j: int) -> tuple[bool, int, bool] | None:
            """(exit, delta, armory) of hero k's atom from i ending on j, None when j can
            never take it (as `enterable` without occupancy and the lock on exits)."""
            hero = heroes[k]
            shift = bits * k
            if stand[j]:
                return False, (j - i) << shift, armories and armory_of[j] == hero
            ex = exit_of[j]
            if ex and (ex == hero or ex == "*"):
                return True, -((i + 1) << shift), False
            return None

        self.steps: list[list[tuple[tuple[AtomT, int, str, bool, int, bool, bool], ...]]] = []
        self.jumps: list[list[tuple[tuple[AtomT, int, int, str, str, bool, int, bool], ...]]] = []
        self.tosses: list[
            list[tuple[tuple[AtomT, int, str, int, str, str, bool, int, bool, bool], ...]]
        ] = []
        self.leaps: list[list[tuple[tuple[AtomT, int, str, bool, int, bool, bool], ...]]] = []
        self.others: list[bool] = []
        """Per hero: whether it has any jump, toss or teleport on this geometry."""
        for k, hero in enumerate(heroes):
            steps: list[tuple[tuple[AtomT, int, str, bool, int, bool, bool], ...]] = []
            jumps: list[tuple[tuple[AtomT, int, int, str, str, bool, int, bool], ...]] = []
            tosses: list[tuple[tuple[AtomT, int, str, int, str, str, bool, int, bool, bool], ...]]
            tosses = []
            leaps: list[tuple[tuple[AtomT, int, str, bool, int, bool, bool], ...]] = []
            narrow_ok = hero == "d" and "narrow" not in disabled
            for i in range(size):
                here: list[tuple[AtomT, int, str, bool, int, bool, bool]] = []
                jumped: list[tuple[AtomT, int, int, str, str, bool, int, bool]] = []
                tossed: list[tuple[AtomT, int, str, int, str, str, bool, int, bool, bool]] = []
                leapt: list[tuple[AtomT, int, str, bool, int, bool, bool]] = []
                if not geo.cells[i]:
                    steps.append(())
                    jumps.append(())
                    tosses.append(())
                    leaps.append(())
                    continue
                if hero != "s":
                    for d in range(4):
                        j = nbr[4 * i + d]
                        if j < 0:
                            continue
                        door = door_of(edge[4 * i + d], d, narrow_ok)
                        end = target(k, i, j)
                        if door is None or end is None:
                            continue
                        ex, delta, arm = end
                        arms = k == mage and not ex and invocation[j]
                        here.append(((WALK, k, i, j, d), j, door, ex, delta, arm, arms))
                    if geo.ladder[i] and "ladder" not in disabled:
                        for d, j, blocked in geo.hops[i]:
                            if blocked and not no_arrows:
                                continue
                            end = target(k, i, j)
                            if end is None:
                                continue
                            ex, delta, arm = end
                            here.append(((HOP, k, i, j, d), j, "", ex, delta, arm, False))
                    if hero == "e" and "jump" not in disabled:
                        for d in range(4):
                            y = nbr[4 * i + d]
                            if y < 0:
                                continue
                            z = nbr[4 * y + d]
                            if z < 0:
                                continue
                            door = door_of(edge[4 * i + d], d, False)
                            door2 = door_of(edge[4 * y + d], d, False)
                            end = target(k, i, z)
                            if door is None or door2 is None or end is None:
                                continue
                            ex, delta, arm = end
                            jumped.append(((JUMP, k, i, z, d), y, z, door, door2, ex, delta, arm))
                if barbarian >= 0 and k != barbarian and "toss" not in disabled:
                    for d in range(4):
                        back = (d + 2) % 4
                        b_cell = nbr[4 * i + back]
                        between = edge[4 * i + back]
                        if b_cell < 0 or between in (WALL, DOUBLE, NARROW):
                            continue
                        if between.isdigit():
                            if keys_off and not open_doors:
                                continue
                            gate = "" if open_doors else between
                        else:
                            gate = ""
                        t = nbr[4 * i + d]
                        if t < 0 or not geo.trap[t]:
                            continue
                        j = nbr[4 * t + d]
                        if j < 0 or geo.trap[j]:
                            continue
                        door = door_of(edge[4 * i + d], d, False)
                        door2 = door_of(edge[4 * t + d], d, False)
                        end = target(k, i, j)
                        if door is None or door2 is None or end is None:
                            continue
                        ex, delta, arm = end
                        arms = k == mage and not ex and invocation[j]
                        tossed.append(
                            ((TOSS, k, i, j, d), b_cell, gate, j, door, door2, ex, delta, arm, arms)
                        )
                if hero == "s" and "teleport" not in disabled:
                    for d in range(4):
                        for j in geo.lines[4 * i + d]:
                            end = target(k, i, j)
                            if end is None:
                                continue
                            ex, delta, arm = end
                            leapt.append(((TELEPORT, k, i, j, d), j, "", ex, delta, arm, False))
                steps.append(tuple(here))
                jumps.append(tuple(jumped))
                tosses.append(tuple(tossed))
                leaps.append(tuple(leapt))
            self.steps.append(steps)
            self.jumps.append(jumps)
            self.tosses.append(tosses)
            self.leaps.append(leaps)
            self.others.append(any(jumps) or any(tosses) or any(leaps))


_TABLES: WeakKeyDictionary[Geometry, _Tables] = WeakKeyDictionary()
"""`_Tables` of every geometry searched (a geometry belongs to one board, so to one set of
switched-off features); they go with their board."""


_LAST: list[tuple[Geometry, _Tables]] = []
"""The geometry expanded last with its tables: a search stays on one geometry for long, and
this spares the weak dictionary's lookup. Replaced whole (one list item), never changed."""


def _tables(board: Board, geo: Geometry) -> _Tables:
    last = _LAST[0] if _LAST else None
    if last is not None and last[0] is geo:
        return last[1]
    found = _TABLES.get(geo)
    if found is None:
        found = _TABLES[geo] = _Tables(board, geo)
    if _LAST:
        _LAST[0] = (geo, found)
    else:
        _LAST.append((geo, found))
    return found


def expand_packed(board: Board, packed: int, dirs: int = ALL_DIRECTIONS) -> list[tuple[AtomT, int]]:
    """`expand` on packed positions: the solver's inner loop.

    The atoms come from the geometry's `_Tables`, so only what depends on the other pawns,
    the keys held and the flags is decided here."""
    bits, mask, fs = board.bits, board.loc_mask, board.flag_shift
    heroes = board.heroes
    n = len(heroes)
    flags = packed >> fs
    armory = flags & 1
    armed = flags & 2
    geo = board.geometry(flags >> 2)
    tables = _tables(board, geo)
    locs = [((packed >> (bits * k)) & mask) - 1 for k in range(n)]
    # Every atom disarms the invocation unless it arms it again (§3.11 step 4).
    base = packed & ~(2 << fs)
    armory_bit = 1 << fs
    armed_bit = 2 << fs
    occupied = {loc for loc in locs if loc >= 0}
    holders: dict[str, list[int]] = {}
    if board.door_types:
        key = geo.key
        for k, loc in enumerate(locs):
            if loc >= 0 and key[loc]:
                holders.setdefault(str(key[loc]), []).append(k)
    unlocked = armory or not board.has_armories
    check_armory = board.has_armories and not armory
    armory_of = geo.armory_of
    out: list[tuple[AtomT, int]] = []
    append = out.append

    def all_on_armories(k: int, j: int) -> bool:
        return all(
            other == k or loc < 0 or armory_of[loc] == heroes[other]
            for other, loc in enumerate(locs)
        )

    def door_shut(code: str, k: int) -> bool:
        """A door crossed by hero k stays shut unless another pawn holds its key."""
        held = holders.get(code)
        return held is None or (len(held) == 1 and held[0] == k)

    all_dirs = dirs == ALL_DIRECTIONS
    b_loc = locs[tables.barbarian] if tables.barbarian >= 0 else -1
    others = tables.others
    swaps = bool(armed) and board.mage >= 0 and "swap" not in board.disabled
    for k in range(n):
        i = locs[k]
        if i < 0:
            continue
        for atom, j, door, ex, delta, arm, arms in tables.steps[k][i]:
            if j in occupied or (ex and not unlocked) or (door and door_shut(door, k)):
                continue
            if not all_dirs and not dirs >> atom[4] & 1:
                continue
            after = base + delta
            if arm and check_armory and all_on_armories(k, j):
                after |= armory_bit
            if arms:
                after |= armed_bit
            append((atom, after))
        if others[k]:
            for atom, y, j, door, door2, ex, delta, arm in tables.jumps[k][i]:
                if y not in occupied or j in occupied or (ex and not unlocked):
                    continue
                if (door and door_shut(door, k)) or (door2 and door_shut(door2, k)):
                    continue
                if not all_dirs and not dirs >> atom[4] & 1:
                    continue
                after = base + delta
                if arm and check_armory and all_on_armories(k, j):
                    after |= armory_bit
                append((atom, after))
            for atom, b_cell, gate, j, door, door2, ex, delta, arm, arms in tables.tosses[k][i]:
                if b_cell != b_loc or j in occupied or (ex and not unlocked):
                    continue
                if gate and gate not in holders:
                    continue
                if (door and door_shut(door, k)) or (door2 and door_shut(door2, k)):
                    continue
                if not all_dirs and not dirs >> atom[4] & 1:
                    continue
                after = base + delta
                if arm and check_armory and all_on_armories(k, j):
                    after |= armory_bit
                if arms:
                    after |= armed_bit
                append((atom, after))
            leaps = tables.leaps[k][i]
            if leaps:
                # She lands next to another pawn (§3.4): on a space another pawn clings to.
                cling = geo.cling
                near = {c for loc in occupied if loc != i for c in cling[loc]}
                for atom, j, _door, ex, delta, arm, _arms in leaps:
                    if j not in near or j in occupied or (ex and not unlocked):
                        continue
                    if not all_dirs and not dirs >> atom[4] & 1:
                        continue
                    after = base + delta
                    if arm and check_armory and all_on_armories(k, j):
                        after |= armory_bit
                    append((atom, after))
        if swaps and k == board.mage:
            hero = heroes[k]
            for other, loc in enumerate(locs):
                if other != k and loc >= 0:
                    swapped = base + ((loc - i) << (bits * k)) + ((i - loc) << (bits * other))
                    if check_armory and (armory_of[loc] == hero or armory_of[i] == heroes[other]):
                        new_locs = list(locs)
                        new_locs[k], new_locs[other] = loc, i
                        if all(
                            l2 < 0 or armory_of[l2] == heroes[h2] for h2, l2 in enumerate(new_locs)
                        ):
                            swapped |= armory_bit
                    append(((SWAP, k, other, 0, -1), swapped))
    if board.quest.is_epic:
        out.extend(_card_actions(board, geo, base, locs, occupied))
    return out


def _card_actions(
    board: Board, geo: Geometry, base: int, locs: list[int], occupied: set[int]
) -> list[tuple[AtomT, int]]:
    layout = geo.layout
    cols, rows = board.quest.frame
    out: list[tuple[AtomT, int]] = []
    rotating = sorted({geo.rotation_card[i] for i in occupied if geo.rotation_card[i] >= 0})
    for card in rotating:
        slot = geo.card_slot[card]
        assert slot is not None
        index = slot[1] * cols + slot[0]
        for turns in (1, 2, 3):
            new_layout = list(layout)
            new_layout[index] = (card, (geo.card_turns[card] + turns) % 4)
            out.append(
                ((ROTATE, -1, card, turns, -1), _relayout(board, geo, base, locs, new_layout))
            )
    sliding = sorted({geo.sliding_card[i] for i in occupied if geo.sliding_card[i] >= 0})
    for card in sliding:
        slot = geo.card_slot[card]
        assert slot is not None
        sc, sr = slot
        for d in range(4):
            tc, tr = sc + (0, 1, 0, -1)[d], sr + (-1, 0, 1, 0)[d]
            if 0 <= tc < cols and 0 <= tr < rows and layout[tr * cols + tc] is None:
                new_layout = list(layout)
                new_layout[tr * cols + tc] = layout[sr * cols + sc]
                new_layout[sr * cols + sc] = None
                out.append(
                    ((SLIDE, -1, card, d, -1), _relayout(board, geo, base, locs, new_layout))
                )
    return out


def _relayout(
    board: Board, geo: Geometry, base: int, locs: list[int], layout: list[tuple[int, int] | None]
) -> int:
    """Pawns keep their spaces on their cards while the cards turn or slide (§3.12)."""
    lid = board.layout_id(tuple(layout))
    new_geo = board.geometry(lid)
    bits = board.bits
    packed = (base >> board.flag_shift) & 1
    packed = (packed | (lid << 2)) << board.flag_shift
    for k, loc in enumerate(locs):
        if loc >= 0:
            packed |= (new_geo.global_of[geo.card_of[loc]][geo.local_of[loc]] + 1) << (bits * k)
    return packed


# -- atoms as Move objects -----------------------------------------------------------------


def atom_move(board: Board, geo: Geometry, atom: AtomT) -> Move:
    """The Move an atom is written as (memoised per board: play and search ask again and
    again for the same few atoms)."""
    move = board.atom_moves.get(atom)
    if move is None:
        move = board.atom_moves[atom] = _atom_move(board, geo, atom)
    return cast(Move, move)


def _atom_move(board: Board, geo: Geometry, atom: AtomT) -> Move:
    kind, k, a, b, _d = atom
    if kind == SWAP:
        return Swap(board.heroes[k], board.heroes[a])
    if kind == ROTATE:
        return Rotate(board.quest.cards[a].name, b)
    if kind == SLIDE:
        return Slide(board.quest.cards[a].name, SLIDE_LETTERS[b])
    cls = (Walk, Hop, Jump, Toss, Teleport)[kind]
    return cls(board.heroes[k], geo.name(a), geo.name(b))


def legal_map(board: Board, pos: Position) -> dict[Move, tuple[AtomT, Position]]:
    """Every legal atom with all four directions, keyed by its Move, in the order of `expand`."""
    geo = board.geometry(pos[2])
    return {atom_move(board, geo, atom): (atom, after) for atom, after in expand(board, pos)}


def doors_open(board: Board, pos: Position) -> dict[int, bool]:
    """Per door type: True while some pawn stands on a matching key (the displayed state)."""
    geo = board.geometry(pos[2])
    held = {geo.key[loc] for loc in pos[0] if loc >= 0}
    if "open_doors" in board.disabled:
        return dict.fromkeys(board.door_types, True)
    keys_on = "keys" not in board.disabled
    return {n: keys_on and n in held for n in board.door_types}


# -- why a move is refused -----------------------------------------------------------------


def _the(hero: str) -> str:
    return f"the {HERO_NAMES[hero]}"


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


class _Refusal(Exception):
    """Internal: carries the sentence out of the nested checks."""


def explain(board: Board, pos: Position, move: Move) -> str:
    """The sentence that says why `move` is not legal here (ignoring whose directions).

    Returns "" when the rules allow it. Callers check `legal_map` first; this only words the
    refusal.
    """
    try:
        _explain(board, pos, move)
    except _Refusal as refusal:
        return str(refusal)
    return ""


def _explain(board: Board, pos: Position, move: Move) -> None:
    geo = board.geometry(pos[2])
    if isinstance(move, Swap):
        _explain_swap(board, pos, move)
    elif isinstance(move, (Rotate, Slide)):
        _explain_card(board, pos, geo, move)
    elif isinstance(move, (Walk, Hop, Jump, Toss, Teleport)):
        _explain_pawn(board, pos, geo, move)


def _pawn_at(board: Board, pos: Position, geo: Geometry, hero: str, cell: str) -> tuple[int, int]:
    k = board.hero_index(hero)
    if k < 0:
        raise _Refusal(f"There is no {HERO_NAMES[hero]} in this quest.")
    if pos[0][k] < 0:
        raise _Refusal(f"{_cap(_the(hero))} has already left the tower.")
    i = geo.index(cell)
    if i < 0:
        raise _Refusal(f"There is no space {cell} on this board.")
    if pos[0][k] != i:
        raise _Refusal(f"{_cap(_the(hero))} stands on {geo.name(pos[0][k])}, not on {cell}.")
    return k, i


def _occupant(pos: Position, cell: int) -> int:
    for k, loc in enumerate(pos[0]):
        if loc == cell:
            return k
    return -1


def _entry(board: Board, pos: Position, geo: Geometry, hero: str, j: int) -> None:
    """Why `hero` may not end an atom on cell j (if it may not)."""
    name = geo.name(j)
    token = geo.cells[j]
    if token == SOLID:
        raise _Refusal(f"No pawn can stand on {name}: it is a fully illustrated area.")
    if token == TRAP:
        raise _Refusal(f"No pawn can stand on the trap at {name}.")
    other = _occupant(pos, j)
    if other >= 0:
        raise _Refusal(
            f"The space {name} is taken by {_the(board.heroes[other])}; one pawn per space."
        )
    ex = geo.exit_of[j]
    if ex:
        if ex != "*" and ex != hero:
            raise _Refusal(f"The exit at {name} belongs to {_the(ex)}; only {_the(ex)} may use it.")
        if board.has_armories and not pos[1]:
            raise _Refusal(
                "The exits stay locked until every hero has stood on their own armory at once."
            )


def _edge(
    board: Board,
    pos: Position,
    geo: Geometry,
    a: int,
    d: int,
    k: int,
    *,
    narrow_ok: bool,
    what: str,
) -> None:
    """Why hero k may not cross the edge on side d of cell a (if it may not)."""
    code = geo.edge[4 * a + d]
    b = geo.nbr[4 * a + d]
    between = f"between {geo.name(a)} and {geo.name(b)}" if b >= 0 else f"beside {geo.name(a)}"
    if code == OPEN:
        return
    if code == WALL:
        raise _Refusal(f"A wall {between} blocks the {what}.")
    if code == DOUBLE:
        raise _Refusal(f"A double wall {between} blocks the {what}.")
    if code == NARROW:
        if narrow_ok:
            return
        if what == "toss":
            raise _Refusal(f"The narrow passage {between} blocks a toss, even of the dwarf.")
        raise _Refusal(f"Only the dwarf fits through the narrow passage {between}.")
    if code.isdigit():
        if "open_doors" in board.disabled:
            return
        if "keys" in board.disabled:
            raise _Refusal(f"Door {code} is locked (keys are switched off).")
        holders = [n for n, loc in enumerate(pos[0]) if loc >= 0 and str(geo.key[loc]) == code]
        if any(n != k for n in holders):
            return
        if holders:
            raise _Refusal(
                f"Door {code} is locked: {_the(board.heroes[k])} holds its key and cannot "
                "open a door for itself."
            )
        raise _Refusal(f"Door {code} is locked.")
    if "no_arrows" in board.disabled:
        return
    if "currents" in board.disabled:
        raise _Refusal(f"The air current {between} is switched off.")
    if code != DIRECTIONS[d]:
        raise _Refusal(f"The air current {between} only lets pawns go {DIRECTION_NAMES[code]}.")


def _explain_pawn(board: Board, pos: Position, geo: Geometry, move: Move) -> None:
    assert isinstance(move, (Walk, Hop, Jump, Toss, Teleport))
    hero = move.hero
    k, i = _pawn_at(board, pos, geo, hero, move.src)
    j = geo.index(move.dst)
    if j < 0:
        raise _Refusal(f"There is no space {move.dst} on this board.")
    line = geo.direction(i, j)
    if isinstance(move, Walk):
        if hero == "s":
            raise _Refusal("The little sister never walks; she only teleports.")
        if line is None or line[1] != 1:
            raise _Refusal(f"A walk step goes to a neighbouring space; {move.dst} is not one.")
        d = line[0]
        _entry(board, pos, geo, hero, j)
        _edge(
            board,
            pos,
            geo,
            i,
            d,
            k,
            narrow_ok=hero == "d" and "narrow" not in board.disabled,
            what="way",
        )
        return
    if isinstance(move, Hop):
        if hero == "s":
            raise _Refusal("The little sister cannot use ladders.")
        if "ladder" in board.disabled:
            raise _Refusal("Ladders are switched off.")
        if not geo.ladder[i]:
            raise _Refusal(f"{_cap(_the(hero))} is not on a ladder.")
        if not geo.ladder[j]:
            raise _Refusal(f"There is no ladder at {move.dst}.")
        if line is None:
            raise _Refusal(f"The ladders {move.src} and {move.dst} share no row or column.")
        other = _occupant(pos, j)
        if other >= 0:
            raise _Refusal(f"The ladder {move.dst} is taken by {_the(board.heroes[other])}.")
        for _d, target, blocked in geo.hops[i]:
            if target == j and blocked and "no_arrows" not in board.disabled:
                raise _Refusal("An air current between the two ladders blows against the hop.")
        return
    if isinstance(move, Jump):
        if hero != "e":
            raise _Refusal("Only the elf can jump over a pawn.")
        if "jump" in board.disabled:
            raise _Refusal("Jumping is switched off.")
        if line is None or line[1] != 2:
            raise _Refusal("A jump lands two spaces away, in a straight line.")
        d = line[0]
        y = geo.nbr[4 * i + d]
        if y < 0 or _occupant(pos, y) < 0:
            raise _Refusal(f"There is no pawn between {move.src} and {move.dst} to jump over.")
        _edge(board, pos, geo, i, d, k, narrow_ok=False, what="jump")
        _edge(board, pos, geo, y, d, k, narrow_ok=False, what="jump")
        _entry(board, pos, geo, hero, j)
        return
    if isinstance(move, Toss):
        _explain_toss(board, pos, geo, move, k, i, j, line)
        return
    if hero != "s":
        raise _Refusal("Only the little sister teleports.")
    if "teleport" in board.disabled:
        raise _Refusal("Teleporting is switched off.")
    if line is None:
        raise _Refusal("The little sister teleports along a row or a column.")
    _entry(board, pos, geo, hero, j)
    if not any(c != i and _occupant(pos, c) >= 0 for c in geo.cling[j]):
        raise _Refusal(
            "The little sister must land next to another hero (a double wall does not count)."
        )


def _explain_toss(
    board: Board,
    pos: Position,
    geo: Geometry,
    move: Toss,
    k: int,
    i: int,
    j: int,
    line: tuple[int, int] | None,
) -> None:
    hero = move.hero
    if hero == "b":
        raise _Refusal("The barbarian tosses other heroes, never himself.")
    b = board.hero_index("b")
    if b < 0 or pos[0][b] < 0:
        raise _Refusal(f"There is no barbarian left to toss {_the(hero)}.")
    if "toss" in board.disabled:
        raise _Refusal("Tossing is switched off.")
    if line is None or line[1] != 2:
        raise _Refusal("A toss flies over one trap and lands two spaces away, in a straight line.")
    d = line[0]
    back = geo.nbr[4 * i + (d + 2) % 4]
    if back < 0 or pos[0][b] != back:
        where = f" on {geo.name(back)}" if back >= 0 else ""
        raise _Refusal(f"The barbarian must stand right behind {_the(hero)}{where}.")
    code = geo.edge[4 * i + (d + 2) % 4]
    if code in (WALL, DOUBLE):
        raise _Refusal(f"A wall between the barbarian and {_the(hero)} blocks the toss.")
    if code == NARROW:
        raise _Refusal(f"A narrow passage between the barbarian and {_the(hero)} blocks the toss.")
    if code.isdigit() and "open_doors" not in board.disabled:
        held = "keys" not in board.disabled and any(
            loc >= 0 and str(geo.key[loc]) == code for loc in pos[0]
        )
        if not held:
            raise _Refusal(f"Door {code} between the barbarian and {_the(hero)} is locked.")
    t = geo.nbr[4 * i + d]
    if t < 0 or not geo.trap[t]:
        raise _Refusal("A toss crosses exactly one trap, right in front of the tossed hero.")
    if geo.trap[j]:
        raise _Refusal("A toss crosses exactly one trap; it cannot land on another.")
    _edge(board, pos, geo, i, d, k, narrow_ok=False, what="toss")
    _edge(board, pos, geo, t, d, k, narrow_ok=False, what="toss")
    _entry(board, pos, geo, hero, j)


def _explain_swap(board: Board, pos: Position, move: Swap) -> None:
    if move.hero != "m":
        raise _Refusal("Only the mage swaps places, written like m<>e.")
    m = board.hero_index("m")
    if m < 0:
        raise _Refusal("There is no mage in this quest.")
    if pos[0][m] < 0:
        raise _Refusal("The mage has already left the tower.")
    if move.other == "m":
        raise _Refusal("The mage swaps with another hero.")
    other = board.hero_index(move.other)
    if other < 0:
        raise _Refusal(f"There is no {HERO_NAMES[move.other]} in this quest.")
    if pos[0][other] < 0:
        raise _Refusal(f"{_cap(_the(move.other))} has already left the tower.")
    if "swap" in board.disabled:
        raise _Refusal("Swapping is switched off.")
    if not pos[3]:
        raise _Refusal("The mage swaps only right after arriving on an invocation space.")


def _explain_card(board: Board, pos: Position, geo: Geometry, move: Rotate | Slide) -> None:
    if not board.quest.is_epic:
        raise _Refusal("Only the cards of an epic quest rotate or slide.")
    card = board.quest.card_index(move.card)
    if card < 0:
        raise _Refusal(f"There is no card {move.card} in this quest.")
    on_card = [loc for loc in pos[0] if loc >= 0 and geo.card_of[loc] == card]
    if isinstance(move, Rotate):
        if not any(geo.rotation_card[loc] == card for loc in on_card):
            raise _Refusal(
                f"Card {move.card} turns only while a pawn stands on its rotation space."
            )
        return
    if not any(geo.sliding_card[loc] == card for loc in on_card):
        raise _Refusal(f"Card {move.card} slides only while a pawn stands on its sliding space.")
    d = SLIDE_LETTERS.index(move.direction)
    slot = geo.card_slot[card]
    assert slot is not None
    cols, rows = board.quest.frame
    tc, tr = slot[0] + (0, 1, 0, -1)[d], slot[1] + (-1, 0, 1, 0)[d]
    if not (0 <= tc < cols and 0 <= tr < rows) or geo.layout[tr * cols + tc] is not None:
        raise _Refusal(
            f"Card {move.card} slides only into the empty slot right next to it, and there is "
            f"none to its {DIRECTION_NAMES[DIRECTIONS[d]].lower()}."
        )


def layout_rows(board: Board, layout: Layout) -> list[str]:
    """The layout in file form: one string per slot row, `A0 B1` / `..` entries."""
    cols, rows = board.quest.frame
    out = []
    for r in range(rows):
        entries = []
        for c in range(cols):
            slot = layout[r * cols + c]
            entries.append(".." if slot is None else f"{board.quest.cards[slot[0]].name}{slot[1]}")
        out.append(" ".join(entries))
    return out
