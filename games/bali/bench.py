"""Bali's own benchmark figures: how long the greedy bot takes per move.

`games.bench` passes the clock in; this module never reads one itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.bali.bots import BOTS
from games.bali.game import GAME

GAMES = 4
PLAYERS = 4


def figures(clock: Callable[[], float]) -> dict[str, float]:
    """Greedy move times over a few seeded 4-player games (expansion and demon on)."""
    greedy = BOTS["greedy"]
    times: list[float] = []
    options = {"temple_of_shiva": "on", "demon": "on"}
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = GAME.new_state([f"P{i + 1}" for i in range(PLAYERS)], seed=seed, options=options)
        while not state.is_over():
            seat = min(state.actors())
            start = clock()
            move = greedy.choose(state, seat, rng)
            times.append(clock() - start)
            state, _ = state.apply(move, seat)
    return {
        "greedy_move_ms_max": round(max(times) * 1000, 3),
        "greedy_move_ms_mean": round(sum(times) / len(times) * 1000, 3),
    }
