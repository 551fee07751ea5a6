"""The balance report of steady hands (spec §7.11 "Calibration"):

    python -m games.menara.balance [--games N] [--players P] [--json] [--bots greedy,planner]
                                   [--difficulties easy,medium,difficult] [--steady on|off]
                                   [--preset first|all] [--option KEY=VALUE ...]

plays N seeded games (default 300, seeds 0..N-1, 2 players, steady hands on) per bot and
difficulty, every seat played by the same bot, and prints the win rate, the mean standing
height at the end and the bots' move times (max and mean, by the wall clock - what a player
waits, the machine's load included - and by the process's CPU clock - the work itself); with
--json one object {"greedy": {"medium": {"wins": 0.53, "height": 7.8, ...}, ...},
"planner": {...}}. Games run on every core (multiprocessing).

Expansion modules (spec §6) through the game's options: `--preset first` is the recommended
first expanded game (golden columns and X1-X4), `--preset all` every module (the eight new
floors, golden columns, tears, Bearable Fate, a random ritual), and `--option KEY=VALUE` sets
any option on top (e.g. `--option fate=tough`).

The rules layer stays pure: `play_game` and `report` are plain functions of seeds (the clock
for the move times is passed in, as in games.bench); the processes, the clock and the printing
live in `main`, which only `python -m` runs.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from games.menara.bots import BOTS
from games.menara.data import DIFFICULTIES
from games.menara.game import GAME

BANDS: dict[str, tuple[float, float]] = {
    "easy": (0.75, 0.90),
    "medium": (0.45, 0.60),
    "difficult": (0.20, 0.35),
}
"""§7.11: the intended win rates of the naive greedy player at 2 players (medium height 6-10)."""


PRESETS: dict[str, dict[str, str]] = {
    "first": {"first_game": "on"},
    "all": {
        **{f"floor_x{k}": "on" for k in range(1, 9)},
        "golden_columns": "on",
        "tears": "on",
        "fate": "bearable",
        "ritual": "random",
    },
}
"""Module sets the issue measures: the recommended first expanded game and all modules on."""


@dataclass(frozen=True)
class GameResult:
    bot: str
    difficulty: str
    seed: int
    won: bool
    height: int
    target: int
    wobbled: bool
    turns: int
    move_seconds_max: float
    move_seconds_total: float
    moves: int
    move_cpu_max: float = 0.0
    """The same from the CPU clock of the process (the work of the move, without the load)."""
    move_cpu_total: float = 0.0


def play_game(
    bot: str,
    difficulty: str,
    seed: int,
    players: int = 2,
    steady_hands: bool = True,
    clock: Callable[[], float] | None = None,
    cpu_clock: Callable[[], float] | None = None,
    modules: Mapping[str, str] | None = None,
) -> GameResult:
    """One seeded game of `bot` in every seat; with clocks, the bot's move times too (wall
    clock: what a player waits; CPU clock: the work of the move itself); `modules`: more
    options (the expansion's)."""
    names = [f"P{k + 1}" for k in range(players)]
    options = {"difficulty": difficulty, "steady_hands": "on" if steady_hands else "off"}
    options.update(modules or {})
    state = GAME.new_state(names, seed=seed, options=options)
    player = BOTS[bot]
    rng = random.Random(f"balance/{seed}")
    longest = total = cpu_longest = cpu_total = 0.0
    moves = 0
    while not state.is_over():
        seat = state.active
        start = clock() if clock else 0.0
        cpu_start = cpu_clock() if cpu_clock else 0.0
        move = player.choose(state, seat, rng)
        if cpu_clock:
            spent = cpu_clock() - cpu_start
            cpu_longest, cpu_total = max(cpu_longest, spent), cpu_total + spent
        if clock:
            spent = clock() - start
            longest, total = max(longest, spent), total + spent
        moves += 1
        state, _ = state.apply(move, seat)
    outcome = state.outcome()
    assert outcome is not None
    return GameResult(
        bot,
        difficulty,
        seed,
        bool(outcome.winners),
        state.temple.height,
        len(state.level_row),
        "T1" in state.ending,
        state.turn_number,
        longest,
        total,
        moves,
        cpu_longest,
        cpu_total,
    )


def summary(results: Sequence[GameResult]) -> dict[str, dict[str, dict[str, float]]]:
    """Per bot and difficulty: win rate, mean height and target, wobble rate, move times."""
    out: dict[str, dict[str, dict[str, float]]] = {}
    groups: dict[tuple[str, str], list[GameResult]] = {}
    for r in results:
        groups.setdefault((r.bot, r.difficulty), []).append(r)
    for (bot, difficulty), rs in sorted(groups.items()):
        moves = sum(r.moves for r in rs)
        out.setdefault(bot, {})[difficulty] = {
            "games": len(rs),
            "wins": round(sum(r.won for r in rs) / len(rs), 4),
            "height": round(statistics.fmean(r.height for r in rs), 2),
            "target": round(statistics.fmean(r.target for r in rs), 2),
            "wobbles": round(sum(r.wobbled for r in rs) / len(rs), 4),
            "move_ms_max": round(1000 * max(r.move_seconds_max for r in rs), 1),
            "move_ms_mean": round(1000 * sum(r.move_seconds_total for r in rs) / max(moves, 1), 2),
            "move_cpu_ms_max": round(1000 * max(r.move_cpu_max for r in rs), 1),
            "move_cpu_ms_mean": round(1000 * sum(r.move_cpu_total for r in rs) / max(moves, 1), 2),
        }
    return out


def _job(args: tuple[str, str, int, int, bool, dict[str, str]]) -> GameResult:
    import time

    bot, difficulty, seed, players, steady, modules = args
    return play_game(
        bot,
        difficulty,
        seed,
        players,
        steady,
        clock=time.perf_counter,
        cpu_clock=time.process_time,
        modules=modules,
    )


def module_options(preset: str, pairs: Sequence[str]) -> dict[str, str]:
    """The options of a preset with KEY=VALUE pairs on top."""
    out = dict(PRESETS[preset]) if preset else {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option wants KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out


def text_report(
    data: dict[str, dict[str, dict[str, float]]], players: int, bands: bool = True
) -> str:
    """The report in lines; `bands`: mark greedy's rates against the base game's bands."""
    lines = [f"Menara balance, {players} players (wins / mean standing height / mean target)"]
    for bot, rows in data.items():
        lines.append(f"{bot}:")
        for difficulty in DIFFICULTIES:
            if difficulty not in rows:
                continue
            r = rows[difficulty]
            band = ""
            if bands and bot == "greedy" and players == 2 and difficulty in BANDS:
                low, high = BANDS[difficulty]
                band = "  in band" if low <= r["wins"] <= high else f"  OUT of {low:.0%}-{high:.0%}"
            lines.append(
                f"  {difficulty:<9} wins {r['wins']:6.1%}  height {r['height']:5.2f}  "
                f"target {r['target']:5.2f}  wobbles {r['wobbles']:6.1%}  "
                f"move max {r['move_ms_max']:.0f} ms mean {r['move_ms_mean']:.1f} ms "
                f"(CPU max {r['move_cpu_ms_max']:.0f} ms mean {r['move_cpu_ms_mean']:.1f} ms){band}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    parser = argparse.ArgumentParser(prog="python -m games.menara.balance")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--bots", default="greedy,planner")
    parser.add_argument("--difficulties", default=",".join(DIFFICULTIES))
    parser.add_argument("--steady", choices=("on", "off"), default="on")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=0, help="default: every core")
    parser.add_argument("--preset", choices=sorted(PRESETS), default="")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    modules = module_options(args.preset, args.option)
    jobs = [
        (bot, difficulty, seed, args.players, args.steady == "on", modules)
        for bot in args.bots.split(",")
        for difficulty in args.difficulties.split(",")
        for seed in range(args.first_seed, args.first_seed + args.games)
    ]
    with multiprocessing.Pool(args.processes or None) as pool:
        results = pool.map(_job, jobs, chunksize=4)
    data = summary(results)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        if modules:
            print("Options: " + ", ".join(f"{k}={v}" for k, v in sorted(modules.items())))
        print(text_report(data, args.players, bands=not modules))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
