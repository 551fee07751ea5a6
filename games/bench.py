"""`python -m games.bench [--game ID] [--json] [--seconds S]`: performance figures.

For every registered game: random play-outs for a fixed time, counting moves applied per second
(legal-move generation included) and complete games per second. A game package may add figures
of its own in a module `games.<id>.bench` with a function `figures(clock) -> dict[str, float]`;
the clock is passed in so that the game package itself never reads one.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from collections.abc import Callable

from games import GAMES
from games.core import Game


def playout_figures(game: Game, players: int, seconds: float) -> dict[str, float]:
    rng = random.Random(2026)
    names = [f"P{i + 1}" for i in range(players)]
    moves = games_done = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_state(names, seed=seed)
        seed += 1
        while not state.is_over():
            seat = rng.choice(sorted(state.actors()))
            state, _ = state.apply(rng.choice(state.legal_moves(seat)), seat)
            moves += 1
        games_done += 1
    elapsed = time.perf_counter() - start
    return {
        "moves_per_second": round(moves / elapsed, 1),
        "games_per_second": round(games_done / elapsed, 2),
    }


def game_figures(game_id: str, seconds: float) -> dict[str, float]:
    game = GAMES[game_id]
    # Play-outs at the largest table the game takes below 5 (4 players for most games).
    players = min(game.info.max_players, max(game.info.min_players, 4))
    figures = playout_figures(game, players, seconds)
    figures["playout_players"] = players
    try:
        extra = importlib.import_module(f"games.{game_id}.bench")
    except ModuleNotFoundError:
        return figures
    own: Callable[[Callable[[], float]], dict[str, float]] = extra.figures
    figures.update(own(time.perf_counter))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.bench", description=__doc__)
    parser.add_argument("--game", choices=sorted(GAMES), help="measure one game only")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="play-out time per game")
    args = parser.parse_args(argv)
    ids = [args.game] if args.game else sorted(GAMES)
    results = {game_id: game_figures(game_id, args.seconds) for game_id in ids}
    if args.json:
        print(json.dumps(results))
    else:
        for game_id, figures in results.items():
            for name, value in figures.items():
                print(f"{game_id}.{name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
