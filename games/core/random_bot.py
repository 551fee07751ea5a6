"""The random bot every game has: any legal move, uniformly, from the first kind it prefers."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any


class RandomBot:
    """Chooses uniformly among the legal moves of the first non-empty `prefer` tier, else among
    all of them (a game may keep its random bot from giving up while it can still play)."""

    def __init__(self, *prefer: Callable[[Any], bool]) -> None:
        self.prefer = prefer

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        moves = state.legal_moves(seat)
        for keep in self.prefer:
            pool = [m for m in moves if keep(m)]
            if pool:
                return rng.choice(pool)
        return rng.choice(moves)
