"""Bots for Magic Maze Tower (everything is public, so a bot's view is the whole state).

* `random` — a uniformly random atom of its seat (plus `release`/`end` when it may); it waits
  or skips only when it has nothing else to do.
* `greedy` — follows the solver: it plays the next atom of a shortest solution when its seat
  may; otherwise it releases the pawn (or the swap prompt) that the plan needs, and lets the
  seat that holds the needed direction act (`end` in turns, `wait` at an open table). It skips
  a quest that can no longer be solved.
"""

from __future__ import annotations

import random
from typing import Any

from games.core import Bot, RandomBot
from games.magic_maze_tower.moves import (
    EndTurn,
    Point,
    Release,
    Skip,
    Stare,
    Swap,
    Wait,
    is_atom,
    owner,
)
from games.magic_maze_tower.solver import solve
from games.magic_maze_tower.state import MazeState


class GreedyBot:
    def choose(self, state: MazeState, seat: int, rng: random.Random) -> Any:
        moves = state.legal_moves(seat)
        heroes = state.board.heroes
        last = heroes.index(state.last_pawn) if state.last_pawn in heroes else -1
        plan = solve(state.board, state.position, last=last)
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
        blocking = held == owner(step) or held in targets or (state.armed and state.armer == seat)
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
