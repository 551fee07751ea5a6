"""The solver of spec §8.3: shortest solutions, counted in goes and then atoms (§4.3).

The search state is the rules position (pawns or exited, armory flag, card layout, armed
invocation — see `rules.py`) extended with the *last pawn*, the pawn whose go is running. An
atom of the last pawn costs (0 goes, 1 atom); any other pawn atom costs (1, 1) and makes its pawn
the last; a rotation or slide costs (1, 1) and clears it. Costs are compared as pairs, packed
into one integer `goes << 20 | atoms`, and searched with A* (Dijkstra guided by a consistent
lower bound: the heroes still inside). Positions are packed into integers (`rules.pack`).
`min_atoms` searches atoms only, with the same bound. The solver always uses all four
directions (§4.3 corollary).

Everything here is a pure function of its arguments: same input, same solution.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass

from games.magic_maze_tower.board import Board, Quest
from games.magic_maze_tower.data import SOLVER_STATE_CAP
from games.magic_maze_tower.moves import Move, actions_text
from games.magic_maze_tower.rules import (
    TELEPORT,
    AtomT,
    Position,
    atom_move,
    expand_packed,
    pack,
    packed_in_play,
    start_position,
    unpack,
)

GO = 1 << 20
"""One go in the packed cost `goes << 20 | atoms`."""

Expansions = dict[int, list[tuple[AtomT, int]]]
"""Packed position -> `expand_packed` of it, on one board. A search sees a position again
(`solve` once per pawn whose go may be running there, and the rating's searches the same
graph), so the searches of one board may share one of these."""


def expanded_by(board: Board, memo: Expansions, packed: int) -> list[tuple[AtomT, int]]:
    """`expand_packed(board, packed)` through `memo`."""
    found = memo.get(packed)
    if found is None:
        found = memo[packed] = expand_packed(board, packed)
    return found


@dataclass(frozen=True)
class Solution:
    """The result of a search. `moves` are atoms; `text` writes them as §7.5 actions."""

    solvable: bool
    goes: int
    atoms: int
    moves: tuple[Move, ...]
    expanded: int
    """Search states taken off the queue (the work done)."""
    capped: bool = False
    """True when the search stopped at the state cap without an answer."""

    @property
    def text(self) -> str:
        return actions_text(self.moves)


@dataclass(frozen=True)
class FirstMoves:
    """The first atoms of all shortest solutions from a position (for hints, §8.5)."""

    solvable: bool
    goes: int
    atoms: int
    firsts: tuple[tuple[AtomT, Position, Move], ...]
    expanded: int
    capped: bool = False


def solve(
    board: Board,
    pos: Position | None = None,
    *,
    last: int = -1,
    cap: int = SOLVER_STATE_CAP,
    bound: tuple[int, int] | None = None,
    memo: Expansions | None = None,
    expand: Callable[[int], list[tuple[AtomT, int]]] | None = None,
) -> Solution:
    """A shortest solution from `pos` (default: the quest's start) with the go of hero index
    `last` in progress (-1: none).

    `bound` (goes, atoms) cuts the search at that cost: a shortest solution costing no more
    is found exactly as without the bound (same states expanded, same answer); when every
    solution costs more, or there is none, the result is unsolvable (not capped). The
    necessity test (§8.2 step 6) only asks "still solvable in the same goes and atoms?".
    `memo` shares the expanded positions with other searches of the same board. `expand`
    replaces `expand_packed(board, ·)` (the rating's necessity test searches a variant of the
    board through the board's own expansions; see `rating.solve_without`)."""
    start = start_position(board) if pos is None else pos
    limit = -1 if bound is None else bound[0] * GO + bound[1]
    found = _dijkstra(
        board, start, last, cap, track_firsts=False, bound=limit, memo=memo, expand=expand
    )
    return found[0]


def first_moves(board: Board, pos: Position, *, cap: int = SOLVER_STATE_CAP) -> FirstMoves:
    """Every atom that begins some shortest solution from `pos`, searched as if no go were in
    progress (§8.5)."""
    solution, firsts = _dijkstra(board, pos, -1, cap, track_firsts=True)
    geo = board.geometry(pos[2])
    chosen = tuple((atom, after, atom_move(board, geo, atom)) for atom, after in firsts)
    return FirstMoves(
        solution.solvable, solution.goes, solution.atoms, chosen, solution.expanded, solution.capped
    )


def _dijkstra(
    board: Board,
    start: Position,
    last: int,
    cap: int,
    *,
    track_firsts: bool,
    bound: int = -1,
    memo: Expansions | None = None,
    expand: Callable[[int], list[tuple[AtomT, int]]] | None = None,
) -> tuple[Solution, list[tuple[AtomT, Position]]]:
    """A* over (packed position, last pawn) with lexicographic costs `goes << 20 | atoms`.

    The heuristic counts the heroes still inside: each needs at least one atom of its own to
    leave (every exit is entered by the leaving hero's own atom), and one go of its own unless
    it is the pawn whose go is running. It never overestimates and is consistent (an atom lowers
    it by at most its own cost), so the first goal taken off the queue is optimal. Ties pop the
    smaller cost first, so a state is taken off the queue only after all its optimal
    predecessors: the first-atom masks of `first_moves` are complete when read.

    With `bound` >= 0 no state whose f exceeds it is queued: such a state would only be taken
    off the queue after every state within the bound, so the states within it are expanded in
    the same order as without the bound.
    """
    bits, mask, locs_mask = board.bits, board.loc_mask, board.locs_mask
    fields = board.hero_fields
    # A position is expanded once per pawn whose go may be running there: expand it once.
    known: Expansions = {} if memo is None else memo
    first = pack(board, start)
    origin = first * 8 + last + 1
    best: dict[int, int] = {origin: 0}
    parent: dict[int, tuple[int, AtomT] | None] = {origin: None}
    firsts: dict[int, int] = {}
    start_atoms: list[tuple[AtomT, int]] = []

    def estimate(packed: int, running: int) -> int:
        inside = packed_in_play(board, packed)
        own = 1 if running >= 0 and (packed >> (bits * running)) & mask else 0
        return (inside - own) * GO + inside

    heap: list[tuple[int, int, int, int]] = [(estimate(first, last), 0, 0, origin)]
    counter = 0
    expanded = 0
    goal_cost = -1
    goal_key = -1
    goal_mask = 0
    limit = bound if bound >= 0 else 1 << 62
    # Local names for the inner loop (the generator runs it millions of times).
    heappop, heappush, best_get, known_get = heapq.heappop, heapq.heappush, best.get, known.get
    low = GO - 1
    while heap:
        f, cost, _, key = heappop(heap)
        if best[key] != cost:
            continue
        if goal_cost >= 0 and f > goal_cost:
            break
        packed, running = key >> 3, (key & 7) - 1
        if not packed & locs_mask:
            if goal_key < 0:
                goal_key, goal_cost = key, cost
                if not track_firsts:
                    break
            goal_mask |= firsts.get(key, 0)
            continue
        expanded += 1
        if expanded > cap:
            return _unsolved(expanded, capped=True), []
        successors = known_get(packed)
        if successors is None:
            successors = known[packed] = (
                expand_packed(board, packed) if expand is None else expand(packed)
            )
        # The bound of each successor, worked out from this position's: only a pawn atom can
        # take a hero out, and then only its mover (rotations, slides and swaps keep them all).
        # The heroes inside are the atoms part of this position's bound, f - cost.
        inside = (f - cost) & low
        at_origin = key == origin
        if at_origin:
            start_atoms = successors
        mask_here = firsts.get(key, 0)
        for index, (atom, after) in enumerate(successors):
            who = atom[1]
            if who >= 0 and who == running:
                new_cost, new_last = cost + 1, running
            else:
                new_cost, new_last = cost + GO + 1, who
            new_key = after * 8 + new_last + 1
            old = best_get(new_key)
            if old is None or new_cost < old:
                left = inside - 1 if atom[0] <= TELEPORT and not after & fields[who] else inside
                own = 1 if new_last >= 0 and after & fields[new_last] else 0
                f = new_cost + (left - own) * GO + left
                if f > limit:
                    # Left unrecorded: a cheaper path to it may still come within the bound.
                    continue
                best[new_key] = new_cost
                parent[new_key] = (key, atom)
                counter += 1
                heappush(heap, (f, new_cost, counter, new_key))
                if track_firsts:
                    firsts[new_key] = (1 << index) if at_origin else mask_here
            elif track_firsts and new_cost == old:
                firsts[new_key] = firsts.get(new_key, 0) | (
                    (1 << index) if at_origin else mask_here
                )
    if goal_key < 0:
        return _unsolved(expanded), []
    moves: list[Move] = []
    step = parent[goal_key]
    while step is not None:
        prev, atom = step
        geo = board.geometry((prev >> 3) >> board.flag_shift >> 2)
        moves.append(atom_move(board, geo, atom))
        step = parent[prev]
    moves.reverse()
    solution = Solution(True, goal_cost // GO, goal_cost % GO, tuple(moves), expanded)
    chosen = [
        (atom, unpack(board, after))
        for index, (atom, after) in enumerate(start_atoms)
        if goal_mask >> index & 1
    ]
    return solution, chosen


def _unsolved(expanded: int, *, capped: bool = False) -> Solution:
    return Solution(False, 0, 0, (), expanded, capped)


def min_atoms(
    board: Board,
    pos: Position | None = None,
    *,
    cap: int = SOLVER_STATE_CAP,
    memo: Expansions | None = None,
) -> int:
    """The fewest atoms of any solution, ignoring goes, or -1 when there is none.

    A* over atoms with the heroes still inside as the bound (each needs one more atom at least).
    `memo` as in `solve`.
    """
    known: Expansions = {} if memo is None else memo
    start = pack(board, start_position(board) if pos is None else pos)
    locs_mask = board.locs_mask
    best: dict[int, int] = {start: 0}
    heap: list[tuple[int, int, int]] = [(packed_in_play(board, start), 0, start)]
    fields = board.hero_fields
    heappop, heappush, best_get = heapq.heappop, heapq.heappush, best.get
    while heap:
        f, cost, packed = heappop(heap)
        if best[packed] != cost:
            continue
        if not packed & locs_mask:
            return cost
        if len(best) > cap:
            return -1
        successors = known.get(packed)
        if successors is None:
            successors = known[packed] = expand_packed(board, packed)
        # The heroes inside here are f - cost; only a pawn atom takes one out, its mover.
        inside = f - cost
        step = cost + 1
        for atom, after in successors:
            old = best_get(after)
            if old is None or step < old:
                best[after] = step
                who = atom[1]
                left = inside - 1 if atom[0] <= TELEPORT and not after & fields[who] else inside
                heappush(heap, (step + left, step, after))
    return -1


def goal_reachable(board: Board, cap: int) -> bool | None:
    """Whether a position with every hero out can be reached from the start at all: True or
    False, None when more than `cap` positions were seen without an answer.

    A plain search over positions, without the last pawn and the costs of `solve`: it sees
    each position once where `solve` may expand it once per running pawn, so it proves a quest
    unsolvable (a whole reachable graph without a goal) several times faster."""
    start = pack(board, start_position(board))
    locs_mask = board.locs_mask
    if not start & locs_mask:
        return True
    seen = {start}
    stack = [start]
    while stack:
        for _atom, after in expand_packed(board, stack.pop()):
            if after not in seen:
                if not after & locs_mask:
                    return True
                seen.add(after)
                stack.append(after)
        if len(seen) > cap:
            return None
    return False


def solvable(board: Board, pos: Position | None = None, *, cap: int = SOLVER_STATE_CAP) -> bool:
    """Whether every hero can still get out."""
    return solve(board, pos, cap=cap).solvable


def solve_quest(quest: Quest, disabled: frozenset[str] = frozenset()) -> Solution:
    """A shortest solution of a quest from its start, optionally with features switched off."""
    return solve(Board(quest, disabled))
