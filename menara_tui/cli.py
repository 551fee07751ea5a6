"""The `menara-tui` command.

Arguments are parsed before Textual is imported, so `--help`, `rules` and `demo --plain` stay fast
and work without a terminal UI.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from games.core import Game, IllegalMove, Match, SaveFormatError, Seat
from menara_tui.launch import Launch

USAGE_EXIT = 2


class CliError(Exception):
    """A one-line message for the user; the command exits with status 2."""


def _games() -> dict[str, Game]:
    from games import GAMES

    return GAMES


def _game(game_id: str) -> Game:
    games = _games()
    if game_id not in games:
        known = ", ".join(sorted(games))
        raise CliError(f"unknown game {game_id!r} (games: {known})")
    return games[game_id]


def parse_players(text: str, game: Game) -> tuple[Seat, ...]:
    """`"Ana,Bo,bot:greedy,Cy=bot:random"` → seats; a bare `bot:LEVEL` gets a generated name."""
    seats: list[Seat] = []
    for index, raw in enumerate(part.strip() for part in text.split(",")):
        if not raw:
            raise CliError(f"--players: seat {index + 1} is empty")
        name, _, kind = raw.partition("=") if "=" in raw else ("", "", raw)
        name = name.strip()
        if kind.startswith("bot:"):
            level = kind.removeprefix("bot:").strip()
            if level not in game.bots:
                levels = ", ".join(f"bot:{b}" for b in game.bots)
                raise CliError(f"--players: unknown bot {kind!r} (bots: {levels})")
            seats.append(Seat(name or f"{level.capitalize()} {index + 1}", level))
        elif name:
            raise CliError(f"--players: {raw!r} should be NAME=bot:LEVEL")
        else:
            seats.append(Seat(kind))
    names = [s.name for s in seats]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise CliError(f"--players: each seat needs its own name ({', '.join(duplicates)} twice)")
    info = game.info
    if not info.min_players <= len(seats) <= info.max_players:
        raise CliError(
            f"--players: {info.title} takes {info.min_players}-{info.max_players} seats, "
            f"not {len(seats)}"
        )
    return tuple(seats)


def parse_options(pairs: Sequence[str], game: Game) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise CliError(f"--option {pair!r} should be KEY=VALUE")
        try:
            options[key.strip()] = game.info.option(key.strip()).check(value.strip())
        except IllegalMove as exc:
            raise CliError(f"--option: {exc}") from exc
    return options


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="menara-tui",
        description="Rules-enforced terminal board games. With no command, opens the home screen.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser("play", help="start a game (the setup screen without --players)")
    play.add_argument("game", help="game id, e.g. ruins")
    play.add_argument(
        "--players",
        help='seats in order, e.g. "Ana,Bo,bot:greedy" or "Ana,Cy=bot:random"',
    )
    play.add_argument("--seed", type=int, help="the game's random seed (default: random)")
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option; repeat for several",
    )

    demo = commands.add_parser("demo", help="watch bots play a whole game")
    demo.add_argument("game", help="game id, e.g. ruins")
    demo.add_argument("--seed", type=int, help="the game's random seed (default: random)")
    demo.add_argument("--players", type=int, help="number of seats (default: 4 where allowed)")
    demo.add_argument(
        "--plain", action="store_true", help="print the narrated game to stdout, no TUI"
    )

    rules = commands.add_parser("rules", help="print the rules of a game")
    rules.add_argument("game", help="game id, e.g. ruins")

    replay = commands.add_parser("replay", help="step through a saved game")
    replay.add_argument("file", type=Path, help="a save or replay file (JSON)")
    return parser


def _seed(value: int | None) -> int:
    # The CLI may use the clock's randomness: games/ never does.
    return value if value is not None else random.SystemRandom().randrange(1, 10**6)


def _demo_seats(game: Game, players: int | None) -> tuple[Seat, ...]:
    info = game.info
    count = players if players is not None else min(info.max_players, max(info.min_players, 4))
    if not info.min_players <= count <= info.max_players:
        raise CliError(
            f"--players: {info.title} takes {info.min_players}-{info.max_players} seats, "
            f"not {count}"
        )
    # Demos show the best bot a game has: a careful `planner` (Menara), else `greedy`.
    level = next((b for b in ("planner", "greedy") if b in game.bots), next(iter(game.bots)))
    return tuple(Seat(f"{level.capitalize()} {i + 1}", level) for i in range(count))


def plain_demo(game: Game, seats: tuple[Seat, ...], seed: int, max_moves: int = 20000) -> str:
    """Play a bots-only game and narrate it: public events only, as a spectator sees them."""
    match = Match.new(game, seats, seed=seed)
    names = ", ".join(s.name for s in seats)
    print(f"{game.info.title}: {names} (seed {seed})")
    while not match.state.is_over():
        if len(match.moves) >= max_moves:
            raise CliError(f"the demo did not end within {max_moves} moves")
        seat = min(match.state.actors())
        for event in match.play(seat, match.bot_move(seat)):
            if event.visible(None):
                print(f"  {event.text}")
    outcome = match.state.outcome()
    assert outcome is not None
    scores = ", ".join(f"{s.name} {v}" for s, v in zip(seats, outcome.scores, strict=True))
    winners = " and ".join(seats[w].name for w in sorted(outcome.winners)) or "nobody"
    reason = outcome.reason.rstrip(".")
    result = f"Result: {winners} won. {reason}. Scores: {scores}."
    print(result)
    return result


def print_rules(game: Game) -> None:
    from importlib.resources import files

    from rich.console import Console
    from rich.markdown import Markdown

    text = files(f"games.{game.info.id}").joinpath("RULES.md").read_text(encoding="utf-8")
    Console().print(Markdown(text))


def _fail(message: str) -> NoReturn:
    print(f"menara-tui: {message}", file=sys.stderr)
    raise SystemExit(USAGE_EXIT)


def launch_from_args(args: argparse.Namespace) -> Launch | None:
    """What to open in the TUI, or None when the command already did its work."""
    if args.command is None:
        return Launch()
    if args.command == "rules":
        print_rules(_game(args.game))
        return None
    if args.command == "replay":
        from menara_tui.saves import SaveStore

        path: Path = args.file
        if not path.is_file():
            raise CliError(f"no such file: {path}")
        try:
            SaveStore(_games()).read(path)
        except SaveFormatError as exc:
            raise CliError(f"{path.name}: {exc}") from exc
        return Launch(kind="replay", path=path)
    game = _game(args.game)
    if args.command == "demo":
        seats = _demo_seats(game, args.players)
        seed = _seed(args.seed)
        if args.plain:
            plain_demo(game, seats, seed)
            return None
        return Launch(kind="demo", game_id=game.info.id, seats=seats, seed=seed)
    options = parse_options(args.option, game)
    if args.players is None:
        return Launch(kind="setup", game_id=game.info.id, seed=args.seed, options=options)
    seats = parse_players(args.players, game)
    seed = _seed(args.seed)
    try:
        Match.new(game, seats, seed=seed, options=options)
    except IllegalMove as exc:
        raise CliError(str(exc)) from exc
    return Launch(kind="play", game_id=game.info.id, seats=seats, seed=seed, options=options)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        launch = launch_from_args(args)
    except CliError as exc:
        _fail(str(exc))
    except BrokenPipeError:
        # `menara-tui demo ruins --plain | head` closed the pipe: not an error.
        sys.stderr.close()
        return 0
    if launch is None:
        return 0
    from menara_tui.app import MenaraApp

    MenaraApp(launch).run()
    return 0
