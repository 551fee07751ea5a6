"""Difficulty rating of spec §8.4 and the necessity test of §8.2 step 6.

`rate(quest)` solves a quest and measures it: `goes`, `atoms`, the features proven necessary
(`abilities`), the share of dead reachable states (`dead`), the goes where the greedy choice
differs from the shortest solution (`insight`), the goes needing two or more directions
(`coord`), the mean number of distinct legal goes along the solution (`branch`) and the card
actions; `Rating.score` is the initial score `D` of §8.4.

`features(quest)` lists the rule features a quest uses, each with the switch that turns it off
(`Board(quest, disabled)`, `data.FEATURES`); rotation and sliding are switched off by turning
the `R.` / `S.` spaces into corridors (`without_cards`). A feature is necessary when the quest
becomes unsolvable, or its minimum goes or atoms change, without it.

Pure functions of the quest; the state counts are capped (`DEAD_CAP`) so an epic stays cheap:
beyond the cap `dead` is measured on the explored part of the graph.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from games.magic_maze_tower.board import Board, Card, Quest
from games.magic_maze_tower.data import (
    CORRIDOR,
    DIRECTIONS,
    INVOCATION,
    LADDER,
    NARROW,
    ROTATION,
    SLIDING,
    TRAP,
)
from games.magic_maze_tower.moves import Hop, Jump, Move, Swap, Teleport, Toss
from games.magic_maze_tower.rules import (
    HOP,
    JUMP,
    ROTATE,
    SLIDE,
    SWAP,
    TELEPORT,
    TOSS,
    WALK,
    AtomT,
    atom_move,
    expand_packed,
    pack,
    start_position,
)
from games.magic_maze_tower.solver import Expansions, Solution, expanded_by, min_atoms, solve

DEAD_CAP = 40_000
"""Most states explored to measure `dead`; a bigger graph is measured on its first DEAD_CAP
states in breadth-first order (deterministic, so the figure is reproducible). States seen but
not explored count as alive: whether they still reach the goal is unknown (counted dead, a
graph cut before its goals read dead=1.0), so a state counts as dead only when every way on
from it was explored without reaching the goal."""

FEATURE_NAMES: dict[str, str] = {
    "doors": "doors and keys",
    "ladder": "ladders",
    "arrows": "air currents",
    "narrow": "narrow passages",
    "jump": "the elf's jump",
    "toss": "the barbarian's toss",
    "swap": "the mage's swap",
    "teleport": "the little sister's teleport",
    "rotation": "card rotation",
    "sliding": "card sliding",
}
"""The features of the necessity test, in the order the curriculum introduces them."""

_SWITCH: dict[str, str] = {
    "doors": "open_doors",
    "ladder": "ladder",
    "arrows": "no_arrows",
    "narrow": "narrow",
    "jump": "jump",
    "toss": "toss",
    "swap": "swap",
    "teleport": "teleport",
}


@dataclass(frozen=True)
class Rating:
    goes: int
    atoms: int
    """Atoms of the shortest solution (fewest goes, then fewest atoms)."""
    min_atoms: int
    """The fewest atoms of any solution, ignoring goes (§8.4 `atoms`)."""
    abilities: tuple[str, ...]
    dead: float
    insight: int
    coord: int
    branch: float
    rotations: int
    slides: int

    @property
    def score(self) -> float:
        """The initial score D of §8.4."""
        return round(
            self.goes
            + 3 * len(self.abilities)
            + 10 * self.dead
            + 2 * self.insight
            + 0.5 * self.branch
            + 4 * (self.rotations + self.slides),
            1,
        )


def features(quest: Quest) -> tuple[str, ...]:
    """The rule features the quest uses, in `FEATURE_NAMES` order."""
    cells = {t for card in quest.cards for t in card.cells}
    edges = {e for card in quest.cards for e in card.h_edges + card.v_edges}
    found = set()
    if any(e.isdigit() for e in edges):
        found.add("doors")
    if LADDER in cells:
        found.add("ladder")
    if edges & set(DIRECTIONS):
        found.add("arrows")
    if NARROW in edges and "d" in quest.heroes:
        found.add("narrow")
    if "e" in quest.heroes and len(quest.heroes) > 1:
        found.add("jump")
    if "b" in quest.heroes and TRAP in cells and len(quest.heroes) > 1:
        found.add("toss")
    if "m" in quest.heroes and INVOCATION in cells and len(quest.heroes) > 1:
        found.add("swap")
    if "s" in quest.heroes:
        found.add("teleport")
    if ROTATION in cells:
        found.add("rotation")
    if SLIDING in cells:
        found.add("sliding")
    return tuple(f for f in FEATURE_NAMES if f in found)


def without_cards(quest: Quest, token: str) -> Quest:
    """The quest with every `token` space (R. or S.) a plain corridor: no rotation / sliding."""
    cards = tuple(
        Card(
            c.name,
            c.width,
            c.height,
            tuple(CORRIDOR if t == token else t for t in c.cells),
            c.h_edges,
            c.v_edges,
        )
        for c in quest.cards
    )
    return replace(quest, cards=cards)


def solve_without(
    quest: Quest,
    feature: str,
    cap: int,
    variant: int = 0,
    bound: tuple[int, int] | None = None,
    base: tuple[Board, Expansions] | None = None,
) -> Solution:
    """A shortest solution with one feature switched off (`variant` picks the way, see
    `VARIANTS`); with a `bound` (goes, atoms), only one costing no more (`solver.solve`).

    `base` is `Board(quest)` with its expansions memo: a switch that only takes atoms away
    (`_variant_expand`) is then searched on it, through its expansions, instead of on a
    board of its own."""
    if feature == "rotation":
        board = Board(without_cards(quest, ROTATION))
    elif feature == "sliding":
        board = Board(without_cards(quest, SLIDING))
    else:
        switch = VARIANTS.get(feature, (_SWITCH[feature],))[variant]
        expand = None if base is None else _variant_expand(*base, switch)
        if base is not None and expand is not None:
            return solve(base[0], cap=cap, bound=bound, expand=expand)
        board = Board(quest, frozenset({switch}))
    return solve(board, cap=cap, bound=bound)


_TAKEN_KIND: dict[str, int] = {"ladder": HOP, "jump": JUMP, "toss": TOSS, "teleport": TELEPORT}
"""Switches that take one kind of atom away and change nothing else (rules.expand_packed)."""


def _variant_expand(
    board: Board, memo: Expansions, switch: str
) -> Callable[[int], list[tuple[AtomT, int]]] | None:
    """`expand_packed` on `Board(board.quest, {switch})`, worked out from `board`'s own
    expansions, for the switches that only take atoms away; None for the others. Every
    remaining atom is legal and leads where it did (the tests compare the two on drafts):

    * ladder, jump, toss, teleport: that kind of atom is gone;
    * narrow: the dwarf's walks across a narrow passage are gone (nobody else crosses one,
      and a jump or toss never does);
    * swap: no swaps and no invocation is armed (the armed flag only allows a swap, and a
      position of the variant is never armed, so it has no swap to drop);
    * keys, currents: the atoms crossing a door or an arrow are gone (`_edge_filter`).

    Positions are `board`'s: an epic's layouts keep `board`'s numbering, the same graph."""
    kind = _TAKEN_KIND.get(switch)
    if kind is not None:
        return lambda packed: [
            step for step in expanded_by(board, memo, packed) if step[0][0] != kind
        ]
    if switch == "swap":
        unarm = ~(2 << board.flag_shift)
        return lambda packed: [
            (atom, after & unarm) for atom, after in expanded_by(board, memo, packed)
        ]
    if switch == "narrow":
        shift = board.flag_shift

        def expand(packed: int) -> list[tuple[AtomT, int]]:
            edge = board.geometry(packed >> shift >> 2).edge
            return [
                step
                for step in expanded_by(board, memo, packed)
                if step[0][0] != WALK or edge[4 * step[0][2] + step[0][4]] != NARROW
            ]

        return expand
    if switch in ("keys", "currents"):
        return _edge_filter(board, memo, switch == "keys")
    return None


def _edge_filter(
    board: Board, memo: Expansions, doors: bool
) -> Callable[[int], list[tuple[AtomT, int]]]:
    """The expansions without the atoms crossing a door (`doors`: "keys", no door ever opens)
    or an air current ("currents": every arrow a wall). Walks, jumps and tosses are the atoms
    that cross edges as `rules.crossable` sees them; a toss also needs its barbarian-hero edge
    free of a closed door (an arrow there never stopped it), hops and teleports ignore both."""
    shift = board.flag_shift
    arrows = frozenset(DIRECTIONS)

    def blocked(code: str) -> bool:
        return code.isdigit() if doors else code in arrows

    def expand(packed: int) -> list[tuple[AtomT, int]]:
        geo = board.geometry(packed >> shift >> 2)
        edge, nbr = geo.edge, geo.nbr
        out = []
        for step in expanded_by(board, memo, packed):
            atom = step[0]
            kind = atom[0]
            if kind == WALK:
                if blocked(edge[4 * atom[2] + atom[4]]):
                    continue
            elif kind in (JUMP, TOSS):
                i, d = atom[2], atom[4]
                if blocked(edge[4 * i + d]) or blocked(edge[4 * nbr[4 * i + d] + d]):
                    continue
                if kind == TOSS and doors and blocked(edge[4 * i + (d + 2) % 4]):
                    continue
            out.append(step)
        return out

    return expand


VARIANTS: dict[str, tuple[str, ...]] = {
    "doors": ("open_doors", "keys"),
    "arrows": ("no_arrows", "currents"),
}
"""Features switched off two ways: a door always open and a door never open (a key that does
nothing), an arrow removed and an arrow that is a wall. A door that is only ever a wall, or an
arrow nobody crosses, is decoration."""


def _solve(board: Board, cap: int) -> Solution:
    return solve(board, cap=cap)


_ABILITY_MOVES: dict[str, type] = {
    "ladder": Hop,
    "jump": Jump,
    "toss": Toss,
    "swap": Swap,
    "teleport": Teleport,
}
"""The atom each ability switch takes away, and nothing else: without it every other atom is
legal as before (the swap switch also never arms an invocation, which only swaps need)."""


def unused_ability(feature: str, solution: Solution) -> bool:
    """True when `feature` is an ability the shortest solution never uses: the quest without
    it still has that solution and no shorter one (the switch only takes atoms away), so the
    necessity test's answer is "decoration" without a search."""
    kind = _ABILITY_MOVES.get(feature)
    return kind is not None and not any(isinstance(move, kind) for move in solution.moves)


def necessary(
    quest: Quest,
    solution: Solution,
    cap: int,
    base: tuple[Board, Expansions] | None = None,
) -> tuple[str, ...]:
    """The features without which the quest is unsolvable or its shortest solution has other
    minima, goes or atoms (§8.2 step 6) — for doors and arrows, switched off either way."""
    out = []
    # Only "the same goes and atoms?" is asked: the search is cut at the known optimum (a
    # cheaper or equal solution is found exactly as by a full search, a dearer one is not
    # needed), which spares the full search of a variant that has become unsolvable.
    optimum = (solution.goes, solution.atoms)
    for feature in features(quest):
        if unused_ability(feature, solution):
            continue
        for variant in range(len(VARIANTS.get(feature, ("",)))):
            other = solve_without(quest, feature, cap, variant, optimum, base)
            if other.solvable and (other.goes, other.atoms) == optimum:
                break
        else:
            out.append(feature)
    return tuple(out)


# -- the measured parts --------------------------------------------------------------------


def goes_of(board: Board, atoms: list[tuple[AtomT, int]]) -> list[list[tuple[AtomT, int]]]:
    """A solution's atoms (with the packed position before each) cut into goes (§4.3)."""
    out: list[list[tuple[AtomT, int]]] = []
    last = -2
    for atom, before in atoms:
        who = atom[1]
        if who < 0 or who != last or not out:
            out.append([])
        out[-1].append((atom, before))
        last = who if who >= 0 else -2
    return out


def solution_path(
    board: Board, moves: Sequence[Move], memo: Expansions | None = None
) -> list[tuple[AtomT, int]]:
    """The atoms of a solution with the packed position before each, replayed by atom tuples
    (`memo` as in `solver.solve`)."""
    known: Expansions = {} if memo is None else memo
    packed = pack(board, start_position(board))
    path: list[tuple[AtomT, int]] = []
    for move in moves:
        geo = board.geometry(packed >> board.flag_shift >> 2)
        for atom, after in expanded_by(board, known, packed):
            if atom_move(board, geo, atom) == move:
                path.append((atom, packed))
                packed = after
                break
        else:  # pragma: no cover - the solver's own moves always replay
            raise ValueError(f"cannot replay {move}")
    return path


def _pawn_reach(
    board: Board, packed: int, k: int, memo: Expansions | None = None
) -> dict[int, int]:
    """Positions reachable by atoms of hero k alone (others fixed) → fewest atoms."""
    known: Expansions = {} if memo is None else memo
    dist = {packed: 0}
    queue = deque([packed])
    while queue:
        p = queue.popleft()
        for atom, after in expanded_by(board, known, p):
            if atom[1] != k or atom[0] == SWAP:
                continue
            if after not in dist:
                dist[after] = dist[p] + 1
                queue.append(after)
    return dist


def _loc(board: Board, packed: int, k: int) -> int:
    return ((packed >> (board.bits * k)) & board.loc_mask) - 1


def _target_distance(board: Board, packed: int, k: int, reach: dict[int, int]) -> int | None:
    """Fewest atoms of hero k alone to its armory (flag unset) or out; None if impossible."""
    flag = (packed >> board.flag_shift) & 1
    best: int | None = None
    for p, d in reach.items():
        loc = _loc(board, p, k)
        if board.has_armories and not flag:
            geo = board.geometry(p >> board.flag_shift >> 2)
            hit = loc >= 0 and geo.armory_of[loc] == board.heroes[k]
        else:
            hit = loc < 0
        if hit and (best is None or d < best):
            best = d
    return best


def _go_count(
    board: Board,
    packed: int,
    reach: Callable[[int, int], dict[int, int]] | None = None,
    memo: Expansions | None = None,
) -> int:
    """Distinct legal goes: pawn × destination cell, plus card actions (§8.4 `branch`).
    `reach` is `_pawn_reach` on this board, possibly memoised; `memo` as in `solver.solve`."""
    here = expanded_by(board, {} if memo is None else memo, packed)
    total = 0
    for k in range(len(board.heroes)):
        if _loc(board, packed, k) < 0:
            continue
        start = _loc(board, packed, k)
        places = set()
        for p in reach(packed, k) if reach else _pawn_reach(board, packed, k, memo):
            geo = board.geometry(p >> board.flag_shift >> 2)
            loc = _loc(board, p, k)
            name = (geo.card_of[loc], geo.local_of[loc]) if loc >= 0 else None
            places.add(name)
        geo0 = board.geometry(packed >> board.flag_shift >> 2)
        places.discard((geo0.card_of[start], geo0.local_of[start]))
        total += len(places)
        total += sum(1 for atom, _after in here if atom[0] == SWAP and atom[1] == k)
    total += sum(1 for atom, _ in here if atom[0] in (ROTATE, SLIDE))
    return total


def dead_share(
    board: Board, cap: int = DEAD_CAP, memo: Expansions | None = None, *, cells: bool = True
) -> tuple[float, set[int]]:
    """Share of reachable states that can no longer reach the goal, and the cells (card,
    local) any pawn ever stands on (for the clean-up of §8.2 step 8; empty unless `cells`,
    the rating does not need them); `memo` as in `solver.solve`."""
    known: Expansions = {} if memo is None else memo
    locs_mask = board.locs_mask
    first = pack(board, start_position(board))
    order = [first]  # every position seen, in breadth-first order: the queue is its tail
    # Position seen -> its predecessors seen so far: its keys are the positions seen.
    reverse: dict[int, list[int]] = {first: []}
    reverse_get, known_get = reverse.get, known.get
    goals: list[int] = []
    head = 0
    while head < len(order) and len(reverse) < cap:
        p = order[head]
        head += 1
        if not p & locs_mask:
            goals.append(p)
            continue
        successors = known_get(p)
        if successors is None:
            successors = known[p] = expand_packed(board, p)
        for _atom, after in successors:
            before = reverse_get(after)
            if before is None:
                reverse[after] = [p]
                order.append(after)
            else:
                before.append(p)
    seen = reverse
    # Positions seen but never expanded (the cap cut the search) may well reach the goal:
    # the backward search starts from them too, so only a proven dead end counts as dead.
    frontier = order[head:]
    alive = set(goals) | set(frontier)
    back = deque([*goals, *frontier])
    while back:
        q = back.popleft()
        for p in reverse_get(q, ()):
            if p not in alive:
                alive.add(p)
                back.append(p)
    used: set[int] = set()
    for p in order if cells else ():
        geo = board.geometry(p >> board.flag_shift >> 2)
        for k in range(len(board.heroes)):
            loc = _loc(board, p, k)
            if loc >= 0:
                used.add(geo.card_of[loc] * 1000 + geo.local_of[loc])
    return round(1 - len(alive) / len(seen), 3), used


def rate(quest: Quest, *, cap: int = 3_000_000, dead_cap: int = DEAD_CAP) -> Rating | None:
    """The §8.4 metrics of a quest, or None when it has no solution within the cap."""
    board = Board(quest)
    solution = _solve(board, cap)
    if not solution.solvable:
        return None
    atoms = min_atoms(board, cap=cap)
    abilities = necessary(quest, solution, cap)
    return measure(board, solution, atoms, abilities, dead_cap)


def measure(
    board: Board,
    solution: Solution,
    atoms: int,
    abilities: tuple[str, ...],
    dead_cap: int,
    memo: Expansions | None = None,
    *,
    with_dead: bool = True,
) -> Rating:
    """The §8.4 metrics of a solved quest; `memo` as in `solver.solve` (the generator shares
    one between the solve, `min_atoms` and these searches of a draft). Without `with_dead`
    the dead share is left out (0.0): its search is the dearest part, and a score that misses
    a window whatever the share (`score_range`) needs no more."""
    known: Expansions = {} if memo is None else memo
    path = solution_path(board, solution.moves, known)
    goes = goes_of(board, path)
    dead = dead_share(board, dead_cap, known, cells=False)[0] if with_dead else 0.0
    insight = coord = 0
    counts: list[int] = []
    rotations = slides = 0
    reaches: dict[tuple[int, int], dict[int, int]] = {}

    def reach(packed: int, k: int) -> dict[int, int]:
        # `branch` and `insight` both ask for each pawn's reach before each go: search once.
        found = reaches.get((packed, k))
        if found is None:
            found = reaches[(packed, k)] = _pawn_reach(board, packed, k, known)
        return found

    for go in goes:
        first_atom, before = go[0]
        counts.append(_go_count(board, before, reach, known))
        dirs = {a[4] for a, _ in go if a[4] >= 0}
        if len(dirs) >= 2:
            coord += 1
        if first_atom[0] == ROTATE:
            rotations += 1
        if first_atom[0] == SLIDE:
            slides += 1
        drops: dict[int, int] = {}
        for k in range(len(board.heroes)):
            if _loc(board, before, k) < 0:
                continue
            distance = _target_distance(board, before, k, reach(before, k))
            drops[k] = distance if distance is not None else 0
        top = max(drops.values(), default=0)
        greedy = {k for k, v in drops.items() if v == top}
        who = first_atom[1] if first_atom[0] not in (ROTATE, SLIDE) else -1
        if top > 0 and who not in greedy:
            insight += 1
    branch = round(sum(counts) / len(counts), 2) if counts else 0.0
    return Rating(
        solution.goes,
        solution.atoms,
        atoms,
        abilities,
        dead,
        insight,
        coord,
        branch,
        rotations,
        slides,
    )


def score_range(rating: Rating) -> tuple[float, float]:
    """The least and the largest score a rating measured without its dead share can have
    once the share (0 to 1) is in."""
    return replace(rating, dead=0.0).score, replace(rating, dead=1.0).score


def note_text(rating: Rating) -> str:
    """The figures a shipped quest carries in its `note:` (read back by `parse_note`)."""
    abilities = ",".join(rating.abilities) or "-"
    return (
        f"goes={rating.goes} atoms={rating.atoms} rating={rating.score} "
        f"min_atoms={rating.min_atoms} "
        f"needs={abilities} dead={rating.dead} insight={rating.insight} "
        f"coord={rating.coord} branch={rating.branch}"
    )


def parse_note(note: str) -> dict[str, str]:
    """`key=value` pairs of a note written by `note_text`."""
    return dict(part.split("=", 1) for part in note.split() if "=" in part)


__all__ = [
    "FEATURE_NAMES",
    "Rating",
    "features",
    "necessary",
    "note_text",
    "parse_note",
    "rate",
    "score_range",
    "without_cards",
]
