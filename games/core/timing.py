"""What the games' `bench` modules measure the same way: a bot playing seeded games, timed.

`python -m games.bench` passes each game's `figures(clock)` a clock; these helpers take it as an
argument too, so nothing in `games/` reads a clock of its own. Without a clock a game is only
played (for figures that are not times, such as how often an objective is met).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from games.core.contract import Bot, Game, State

Clock = Callable[[], float]


def bot_game(
    game: Game,
    bot: Bot,
    seed: int,
    *,
    players: int = 4,
    options: Mapping[str, object] | None = None,
    clock: Clock | None = None,
    times: list[float] | None = None,
) -> State:
    """A complete game seeded by `seed` where `bot` plays every seat (the lowest actor first),
    deciding with `random.Random(seed)`; with a clock, each decision's time joins `times`."""
    rng = random.Random(seed)
    names = [f"P{i + 1}" for i in range(players)]
    state = game.new_state(names, seed=seed, options=options)
    while not state.is_over():
        seat = min(state.actors())
        if clock is None or times is None:
            move = bot.choose(state, seat, rng)
        else:
            start = clock()
            move = bot.choose(state, seat, rng)
            times.append(clock() - start)
        state, _ = state.apply(move, seat)
    return state


def bot_move_figures(
    game: Game,
    bot: Bot,
    clock: Clock,
    *,
    games: int = 4,
    players: int = 4,
    options: Callable[[int], Mapping[str, object] | None] = lambda seed: None,
    name: str = "greedy_move",
) -> dict[str, float]:
    """`<name>_ms_max` and `<name>_ms_mean`: the bot's decision times over the seeded games
    0 .. games-1 (`options(seed)` gives each game's options)."""
    times: list[float] = []
    for seed in range(games):
        bot_game(game, bot, seed, players=players, options=options(seed), clock=clock, times=times)
    return {
        f"{name}_ms_max": round(max(times) * 1000, 3),
        f"{name}_ms_mean": round(sum(times) / len(times) * 1000, 3),
    }
