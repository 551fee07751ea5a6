"""The command line: arguments, one-line errors with exit status 2, the plain demo."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.core import Seat
from menara_tui import cli
from menara_tui.launch import Launch
from menara_tui.saves import SaveStore
from tests.core.toy_game import GAME


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "_games", lambda: {"toy": GAME})


def launch(*argv: str) -> Launch | None:
    return cli.launch_from_args(cli._parser().parse_args(argv))


def fails(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(list(argv))
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err, "an error is one line"
    return err


def test_no_command_opens_home() -> None:
    assert launch() == Launch()


def test_play_with_players_starts_the_game() -> None:
    result = launch("play", "toy", "--players", "Ana, bot:random ,Cy=bot:first", "--seed", "4")
    assert result == Launch(
        kind="play",
        game_id="toy",
        seats=(Seat("Ana"), Seat("Random 2", "random"), Seat("Cy", "first")),
        seed=4,
        options={},
    )


def test_play_without_players_opens_setup_with_the_options() -> None:
    result = launch("play", "toy", "--option", "target=5")
    assert result == Launch(kind="setup", game_id="toy", options={"target": "5"})


def test_demo_defaults_to_bots_in_every_seat() -> None:
    result = launch("demo", "toy", "--seed", "9")
    assert result is not None
    assert result.kind == "demo"
    assert len(result.seats) == 3  # 4 wanted, the toy takes at most 3
    assert all(not s.is_human for s in result.seats)


def test_a_demo_takes_the_game_options() -> None:
    result = launch("demo", "toy", "--seed", "9", "--option", "target=5")
    assert result is not None
    assert result.options == {"target": "5"}


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["play", "chess"], "unknown game 'chess' (games: toy)"),
        (["play", "toy", "--option", "speed=fast"], "no option 'speed' (options: target)"),
        (["play", "toy", "--option", "target=7"], "must be one of: 5, 10"),
        (["play", "toy", "--option", "target"], "should be KEY=VALUE"),
        (["play", "toy", "--players", "Ana,Ana"], "each seat needs its own name"),
        (["play", "toy", "--players", "A,B,C,D"], "takes 1-3 seats, not 4"),
        (["play", "toy", "--players", "A,bot:genius"], "unknown bot 'bot:genius'"),
        (["play", "toy", "--players", "A,,B"], "seat 2 is empty"),
        (["demo", "toy", "--players", "9"], "takes 1-3 seats, not 9"),
        (["rules", "chess"], "unknown game 'chess'"),
    ],
)
def test_bad_arguments_fail_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    assert expected in fails(capsys, *argv)


def test_replay_of_a_missing_or_damaged_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert "no such file" in fails(capsys, "replay", str(tmp_path / "nope.json"))
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert "bad.json: The save file is damaged" in fails(capsys, "replay", str(bad))
    assert bad.exists(), "a file named on the command line is reported, not moved"


def test_replay_of_a_good_file(tmp_path: Path) -> None:
    from games.core import Match

    match = Match.new(GAME, (Seat("Ana"),), seed=1)
    match.play(0, "add 1")
    path = SaveStore({"toy": GAME}, tmp_path).save("g", match)
    assert launch("replay", str(path)) == Launch(kind="replay", path=path)


def test_plain_demo_narrates_and_ends_with_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["demo", "toy", "--plain", "--seed", "5", "--players", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Toy: First 1, First 2 (seed 5)"
    assert lines[1] == "  First 1 adds 1"
    assert lines[-1].startswith("Result: ")
    assert "Scores: First 1 " in lines[-1]


def test_help_does_not_import_textual() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from menara_tui import cli\n"
        "try:\n    cli.main(['--help'])\nexcept SystemExit:\n    pass\n"
        "assert 'textual' not in sys.modules, 'textual imported for --help'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "usage: menara-tui" in result.stdout


def test_game_ids_match_without_case_and_short_names_work(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "_games", lambda: {"toy": GAME, "magic_maze_tower": GAME})
    assert launch("play", "TOY") == Launch(kind="setup", game_id="toy")
    result = launch("play", "mmt", "--seed", "5")
    assert result == Launch(kind="setup", game_id="toy", seed=5)  # the toy stands in for MMT
    assert cli.game_id_of("Magic-Maze-Tower", ["magic_maze_tower"]) == "magic_maze_tower"
    assert cli.game_id_of("MMT", ["magic_maze_tower"]) == "magic_maze_tower"
    assert cli.game_id_of("chess", ["magic_maze_tower"]) is None


def test_an_unknown_game_is_named_briefly(capsys: pytest.CaptureFixture[str]) -> None:
    err = fails(capsys, "play", "x" * 5000)
    assert len(err) < 200


def test_quest_check_of_a_folder_says_it_is_a_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It said "no such file" for a folder that exists."""
    err = fails(capsys, "quest", "check", str(tmp_path))
    assert "is a folder" in err
    assert "no such file" not in err
