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


SHORT_NAMES = {"mmt": "magic_maze_tower", "tower": "magic_maze_tower", "ms": "mandala_stones"}
"""A few short names people type for the long game ids."""


def game_id_of(text: str, known: Sequence[str]) -> str | None:
    """The game id a name means: any case, `-` or space for `_`, a short name, or a title."""
    key = text.strip().lower().replace("-", "_").replace(" ", "_")
    if key in known:
        return key
    short = SHORT_NAMES.get(key)
    if short in known:
        return short
    return None


def _game(game_id: str) -> Game:
    games = _games()
    found = game_id_of(game_id, list(games))
    if found is None:
        known = ", ".join(sorted(games))
        shown = game_id if len(game_id) <= 32 else game_id[:31] + "…"
        raise CliError(f"unknown game {shown!r} (games: {known})")
    return games[found]


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


def _option_argument(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option; repeat for several",
    )


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
    _option_argument(play)

    play.add_argument(
        "--quest",
        type=Path,
        metavar="FILE",
        help="Magic Maze Tower: play a quest file of your own (mmt/1)",
    )
    play.add_argument(
        "--block", help="with --quest: which quest of the file (A-H, epic, 1-6; default first)"
    )

    commands.add_parser("campaign", help="Magic Maze Tower: the adventure map (solo)")

    quest = commands.add_parser("quest", help="Magic Maze Tower quest files (mmt/1)")
    quest_commands = quest.add_subparsers(dest="quest_command", metavar="ACTION", required=True)
    check = quest_commands.add_parser("check", help="validate, solve, rate and lint a quest file")
    check.add_argument("file", type=Path, help="an mmt/1 quest file")
    regions = quest_commands.add_parser(
        "regions",
        help="what each hero reaches alone, in the start layout and after each single turn or "
        "slide of a card (the epic designer's aid)",
    )
    regions.add_argument("file", type=Path, help="an mmt/1 quest file")
    regions.add_argument(
        "--block",
        help="which quest of the file (A-H, epic, 1-6; default: the epic, else the first)",
    )
    regions.add_argument(
        "--after",
        metavar="ACTION",
        help='draw the layout after this card action instead of the start (e.g. "rot B +1", '
        '"slide C n")',
    )

    demo = commands.add_parser("demo", help="watch bots play a whole game")
    demo.add_argument("game", help="game id, e.g. ruins")
    demo.add_argument("--seed", type=int, help="the game's random seed (default: random)")
    demo.add_argument("--players", type=int, help="number of seats (default: 4 where allowed)")
    demo.add_argument(
        "--plain", action="store_true", help="print the narrated game to stdout, no TUI"
    )
    _option_argument(demo)

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


def plain_demo(
    game: Game,
    seats: tuple[Seat, ...],
    seed: int,
    max_moves: int = 20000,
    options: dict[str, str] | None = None,
) -> str:
    """Play a bots-only game and narrate it: public events only, as a spectator sees them."""
    match = Match.new(game, seats, seed=seed, options=options or {})
    names = ", ".join(s.name for s in seats)
    print(f"{game.info.title}: {names} (seed {seed})")
    while not match.state.is_over():
        if len(match.moves) >= max_moves:
            raise CliError(f"the demo did not end within {max_moves} moves")
        seat = match.bots_in_order()[0]
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
    if args.command == "campaign":
        return Launch(kind="campaign")
    if args.command == "quest":
        if args.quest_command == "regions":
            quest_regions(args.file, args.block, args.after)
        else:
            quest_check(args.file)
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
    options = parse_options(args.option, game)
    if args.command == "demo":
        seats = _demo_seats(game, args.players)
        seed = _seed(args.seed)
        try:
            Match.new(game, seats, seed=seed, options=options)
        except IllegalMove as exc:
            raise CliError(str(exc)) from exc
        if args.plain:
            plain_demo(game, seats, seed, options=options)
            return None
        return Launch(kind="demo", game_id=game.info.id, seats=seats, seed=seed, options=options)
    if args.quest is not None:
        return _quest_launch(game, args.quest, args.block, args.seed)
    if args.players is None:
        return Launch(kind="setup", game_id=game.info.id, seed=args.seed, options=options)
    seats = parse_players(args.players, game)
    seed = _seed(args.seed)
    try:
        Match.new(game, seats, seed=seed, options=options)
    except IllegalMove as exc:
        raise CliError(str(exc)) from exc
    return Launch(kind="play", game_id=game.info.id, seats=seats, seed=seed, options=options)


def _read_quest_text(path: Path) -> str:
    if path.is_dir():
        # "no such file" for a folder that is there (the shipped quests/adventures) misled.
        raise CliError(f"{path} is a folder: name one quest file in it (e.g. {path}/<name>.mmt)")
    if not path.is_file():
        raise CliError(f"no such file: {path}")
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"{path}: cannot read it as UTF-8 text ({exc})") from exc


def _quest_launch(game: Game, path: Path, block: str | None, seed: int | None) -> Launch:
    if game.info.id != "magic_maze_tower":
        raise CliError("--quest is for magic_maze_tower")
    from games.magic_maze_tower import QuestFormatError, parse_quest_file

    text = _read_quest_text(path)
    try:
        quests = parse_quest_file(text).quests
    except QuestFormatError as exc:
        raise CliError(f"{path}:{exc.line}:{exc.column}: {exc.message}") from exc
    if block is not None and not any(
        q.block_id == block or (block == "epic" and q.kind == "epic") for q in quests
    ):
        names = ", ".join(q.block_id or q.kind for q in quests)
        raise CliError(f"--block: no block {block!r} in {path.name} (blocks: {names})")
    options = {"block": block} if block else {}
    return Launch(kind="quest", game_id=game.info.id, seed=seed, path=path, options=options)


def quest_check(path: Path) -> None:
    """`menara-tui quest check FILE`: validate (line and column of any error), solve, rate and
    lint every quest of the file."""
    from games.magic_maze_tower import (
        Board,
        QuestFormatError,
        lint_quest,
        parse_quest_file,
        rate,
        solve,
    )

    text = _read_quest_text(path)
    try:
        quest_file = parse_quest_file(text)
    except QuestFormatError as exc:
        raise CliError(f"{path}:{exc.line}:{exc.column}: {exc.message}") from exc
    count = len(quest_file.quests)
    print(
        f"{path}: valid mmt/1, adventure {quest_file.adventure}, "
        f"{count} quest{'s' if count != 1 else ''}"
    )
    for quest in quest_file.quests:
        name = f"{quest.kind} {quest.block_id}".strip()
        print(f"{name}: {quest.title}")
        solution = solve(Board(quest))
        if not solution.solvable:
            print("  no solution found within the solver's state cap")
            continue
        rating = rate(quest)
        print(f"  optimum: {solution.goes} goes, {solution.atoms} atoms")
        if rating is not None:
            needs = ", ".join(rating.abilities) or "none"
            print(
                f"  rating: D = {rating.score} (fewest atoms {rating.min_atoms}, dead "
                f"{rating.dead}, insight {rating.insight}, branch {rating.branch}; "
                f"needs: {needs})"
            )
        for warning in lint_quest(quest):
            print(f"  warning: {warning}")
    print("ok")


def quest_regions(path: Path, block: str | None, after: str | None) -> None:
    """`menara-tui quest regions FILE`: each hero's reachable region in the start layout and
    after each single card action, and the map of one of those layouts (spec §8.2's editor aid)."""
    from games.magic_maze_tower import (
        QuestFormatError,
        layout_regions,
        parse_quest_file,
        region_map,
    )

    text = _read_quest_text(path)
    try:
        quests = parse_quest_file(text).quests
    except QuestFormatError as exc:
        raise CliError(f"{path}:{exc.line}:{exc.column}: {exc.message}") from exc
    if block is None:
        quest = next((q for q in quests if q.kind == "epic"), quests[0])
    else:
        found = [q for q in quests if q.block_id == block or (block == "epic" and q.kind == "epic")]
        if not found:
            names = ", ".join(q.block_id or q.kind for q in quests)
            raise CliError(f"--block: no block {block!r} in {path.name} (blocks: {names})")
        quest = found[0]
    found_regions = layout_regions(quest)
    shown = found_regions[0]
    if after is not None:
        wanted = " ".join(after.split())
        matches = [r for r in found_regions if r.action == wanted]
        if not matches:
            actions = ", ".join(r.action for r in found_regions[1:]) or "none (not an epic)"
            raise CliError(f"--after: {after!r} is not a single card action here ({actions})")
        shown = matches[0]
    name = f"{quest.kind} {quest.block_id}".strip()
    print(f"{name}: {quest.title}")
    print("Cells each hero reaches alone (the others still, no card action); 'out': can leave.")
    for regions in found_regions:
        print(f"  {regions.summary()}")
    print(f"The board after {shown.action}:" if shown.action != "start" else "The start:")
    print("(@h: a hero's cell; hh: reached by h alone; dm: by d and m; ++: by three or more)")
    for line in region_map(quest, shown):
        print(line)


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
