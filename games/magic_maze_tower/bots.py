"""Bots for Magic Maze Tower (everything is public, so a bot's view is the whole state).

* `random` — a uniformly random atom of its seat (plus `release`/`end` when it may); it waits
  or skips only when it has nothing else to do.
* `greedy` — follows the solver: it plays the next atom of a shortest solution when its seat
  may; otherwise it releases the pawn (or the swap prompt) that the plan needs, and lets the
  seat that holds the needed direction act (`end` in turns, `wait` at an open table). It skips
  a quest that can no longer be solved. Plans are kept per board and position (`_plan`).
"""

from __future__ import annotations

import random
import threading
import weakref
from typing import Any

from games.core import Bot, RandomBot
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.moves import (
    EndTurn,
    Point,
    Release,
    Rotate,
    Skip,
    Slide,
    Stare,
    Swap,
    Wait,
    is_atom,
    owner,
)
from games.magic_maze_tower.rules import Position, legal_map
from games.magic_maze_tower.solver import Solution, solve
from games.magic_maze_tower.state import MazeState

PLANS_KEPT = 256
"""Plans kept per board: the seats of one table ask about the same position in a row."""

_PLANS: weakref.WeakKeyDictionary[Board, dict[tuple[Position, int], Solution]] = (
    weakref.WeakKeyDictionary()
)
_PLANS_LOCK = threading.Lock()


def _plan(board: Board, pos: Position, last: int) -> Solution:
    """A shortest solution from (pos, last), remembered per board.

    At a table of four each seat asks about the position in turn (most of them only to wait),
    and an epic takes up to seconds to solve. A solved plan is kept for every position along
    it: the rest of a shortest solution is a shortest solution from where it has got to (the
    search state is the position and the pawn whose go runs), so a table that follows the plan
    solves once.
    """
    with _PLANS_LOCK:
        plans = _PLANS.setdefault(board, {})
        found = plans.get((pos, last))
    if found is not None:
        return found
    found = solve(board, pos, last=last)
    along = [((pos, last), found)]
    if found.solvable:
        heroes = board.heroes
        goes, atoms, here, running = found.goes, found.atoms, pos, last
        for k, move in enumerate(found.moves[:-1]):
            who = owner(move)
            index = heroes.index(who) if who is not None else -1
            goes -= 0 if index >= 0 and index == running else 1
            atoms -= 1
            here, running = legal_map(board, here)[move][1], index
            rest = Solution(True, goes, atoms, found.moves[k + 1 :], 0)
            along.append(((here, running), rest))
    with _PLANS_LOCK:
        if len(plans) + len(along) > PLANS_KEPT:
            plans.clear()
        plans.update(along)
    return found


def _on_moving_card(state: MazeState, seat: int, step: object) -> bool:
    """True when the plan turns or slides the card under the pawn this seat holds: at an open
    table no other seat may move that card until the pawn is let go, so two seats each holding
    a pawn on it would wait for each other for ever."""
    held = state.claims[seat]
    if held is None or not isinstance(step, (Rotate, Slide)):
        return False
    loc = state.locs[state.board.heroes.index(held)]
    return loc >= 0 and state.geometry.card_of[loc] == state.quest.card_index(step.card)


class GreedyBot:
    def choose(self, state: MazeState, seat: int, rng: random.Random) -> Any:
        moves = state.legal_moves(seat)
        heroes = state.board.heroes
        last = heroes.index(state.last_pawn) if state.last_pawn in heroes else -1
        plan = _plan(state.board, state.position, last)
        if not plan.solvable or not plan.moves:
            return Skip() if Skip() in moves else moves[0]
        step = plan.moves[0]
        if step in moves:
            return step
        # The plan needs another seat: free what this seat holds that is in the way, then let
        # the others act. A pawn the plan's mage will swap with is let go early: once the mage
        # stands on the invocation space only her mover may act, so a claim on the target then
        # could only be broken by declining the swap.
        targets = {m.other for m in plan.moves if isinstance(m, Swap)}
        held = state.claims[seat]
        blocking = (
            held == owner(step)
            or held in targets
            or (state.armed and state.armer == seat)
            or _on_moving_card(state, seat, step)
        )
        if blocking and Release() in moves:
            return Release()
        for idle in (EndTurn(), Wait()):
            if idle in moves:
                return idle
        quiet = [m for m in moves if not isinstance(m, (Skip, Stare, Point))]
        return rng.choice(quiet or moves)


BOTS: dict[str, Bot] = {
    "random": RandomBot(
        # Moves on the board first, then anything but giving up or signalling.
        lambda m: is_atom(m) or isinstance(m, (Release, EndTurn)),
        lambda m: not isinstance(m, (Skip, Stare, Point)),
    ),
    "greedy": GreedyBot(),
}
