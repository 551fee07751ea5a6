"""Menara figures for `python -m games.bench` (the clock is passed in; games/ never reads one).

The positions are made by seeded games (random and greedy players, 4 seats), so every run
measures the same temples:

- placements_ms_max / placements_ms_mean: enumerating every legal placement of the due floor
  (8 orientations x translations x levels), with the memoised geometry of the floor cleared
  first, at every position where a floor is due; budget 50 ms;
- stability_check_ms: a full statics analysis (supports, loads, balance of every floor) of the
  tallest temples met; budget 1 ms;
- stability_delta_us: the incremental check of one column arriving (what move generation
  runs), in microseconds;
- random_games_per_second: complete co-operative games of 4 seats, every move drawn uniformly
  from the legal moves (as games.bench plays them); budget 20;
- random_bot_games_per_second: the same with the `random` bot, which gives up a card only when
  nothing else is legal (longer games: more columns, more floors);
- greedy_game_s: one complete game of four greedy bots;
- expanded_*: the same figures (placements, uniform random games per second, a greedy game)
  for games with every expansion module on (`EXPANDED`: the eight new floors, golden columns,
  tears, Bearable Fate and a random ritual), whose play the modules' hooks slow down.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.menara import tasks
from games.menara.bots import BOTS
from games.menara.checks import stands_after
from games.menara.game import GAME
from games.menara.placements import clear_caches, floor_placements
from games.menara.rules import card_of
from games.menara.state import MenaraState
from games.menara.statics import Temple

PLAYERS = ("P1", "P2", "P3", "P4")

EXPANDED: dict[str, str] = {
    **{f"floor_x{k}": "on" for k in range(1, 9)},
    "golden_columns": "on",
    "tears": "on",
    "fate": "bearable",
    "ritual": "random",
}
"""Every expansion module on (spec §6), as the issue measures it."""


def play(
    seed: int,
    bot: str,
    visit: Callable[[MenaraState], None] | None = None,
    options: dict[str, str] | None = None,
) -> MenaraState:
    """One complete seeded game of `bot` players; `visit` sees every position."""
    rng = random.Random(seed)
    player = BOTS[bot]
    state = GAME.new_state(PLAYERS, seed=seed, options=options)
    while not state.is_over():
        if visit is not None:
            visit(state)
        state, _ = state.apply(player.choose(state, state.active, rng), state.active)
    return state


def due_positions(games: int = 3, options: dict[str, str] | None = None) -> list[MenaraState]:
    found: list[MenaraState] = []

    def keep(state: MenaraState) -> None:
        if state.phase == "build" and state.turn.due and not state.turn.choice:
            found.append(state)

    for seed in range(games):
        play(seed, "random", keep, options)
        play(seed, "greedy", keep, options)
    return found


def placement_times(
    clock: Callable[[], float], positions: list[MenaraState], repeats: int = 3
) -> list[float]:
    """Per position, the best of `repeats` cold enumerations (as timeit does): one run can be
    stretched by a garbage collection or another process, which is not the code's cost."""
    times = []
    for state in positions:
        spec = state.catalogue[state.quarry[0]]
        sides = tasks.sides(card_of(state))
        best = float("inf")
        for _ in range(repeats):
            clear_caches()
            start = clock()
            floor_placements(state.temple, spec, sides)
            best = min(best, clock() - start)
        times.append(best)
    return times


def stability_times(clock: Callable[[], float], positions: list[MenaraState]) -> list[float]:
    tallest = sorted(positions, key=lambda s: (len(s.floors), s.temple.height))[-5:]
    times = []
    for state in tallest:
        start = clock()
        for _ in range(20):
            Temple(state.floors, state.catalogue)
        times.append((clock() - start) / 20)
    return times


def delta_times(clock: Callable[[], float], positions: list[MenaraState]) -> list[float]:
    times = []
    for state in positions[-10:]:
        temple = state.temple
        empty = [
            (i, j, temple.shapes[i].bases[j].colour)
            for i, f in enumerate(temple.floors)
            for j, c in enumerate(f.columns)
            if not c and f.level
        ]
        if not empty:
            continue
        start = clock()
        for add in empty:
            stands_after(temple, [add])
        times.append((clock() - start) / len(empty))
    return times


def uniform_game(seed: int, options: dict[str, str] | None = None) -> MenaraState:
    """A game as games.bench plays it: each move drawn uniformly from all legal moves."""
    rng = random.Random(seed)
    state = GAME.new_state(PLAYERS, seed=seed, options=options)
    while not state.is_over():
        state, _ = state.apply(rng.choice(state.legal_moves(state.active)), state.active)
    return state


def games_per_second(
    clock: Callable[[], float],
    bot: str | None,
    games: int = 20,
    options: dict[str, str] | None = None,
) -> float:
    """Complete games per second: uniform random moves (bot None) or a bot on every seat."""
    start = clock()
    for seed in range(games):
        if bot is None:
            uniform_game(1000 + seed, options)
        else:
            play(1000 + seed, bot, options=options)
    return games / max(clock() - start, 1e-9)


def figures(clock: Callable[[], float]) -> dict[str, float]:
    positions = due_positions()
    placements = placement_times(clock, positions)
    stability = stability_times(clock, positions)
    deltas = delta_times(clock, positions)
    start = clock()
    play(7, "greedy")
    greedy = clock() - start
    return {
        "placements_ms_max": round(1000 * max(placements), 2),
        "placements_ms_mean": round(1000 * sum(placements) / len(placements), 2),
        "placement_positions": float(len(placements)),
        "stability_check_ms": round(1000 * max(stability), 3),
        "stability_delta_us": round(1e6 * sum(deltas) / max(len(deltas), 1), 1),
        "random_games_per_second": round(games_per_second(clock, None), 1),
        "random_bot_games_per_second": round(games_per_second(clock, "random"), 1),
        "greedy_game_s": round(greedy, 2),
        **expanded_figures(clock),
    }


def expanded_figures(clock: Callable[[], float]) -> dict[str, float]:
    """Placements, random games per second and a greedy game with every module on."""
    positions = due_positions(games=1, options=EXPANDED)
    placements = placement_times(clock, positions)
    start = clock()
    play(7, "greedy", options=EXPANDED)
    greedy = clock() - start
    return {
        "expanded_placements_ms_max": round(1000 * max(placements), 2),
        "expanded_placements_ms_mean": round(1000 * sum(placements) / len(placements), 2),
        "expanded_placement_positions": float(len(placements)),
        "expanded_random_games_per_second": round(
            games_per_second(clock, None, games=5, options=EXPANDED), 1
        ),
        "expanded_greedy_game_s": round(greedy, 2),
    }
