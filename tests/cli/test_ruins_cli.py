"""The command line on the real game: the plain demo at every table size, the rules, the bench."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from menara_tui import cli


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_plain_demo_of_ruins(capsys: pytest.CaptureFixture[str], players: int) -> None:
    assert cli.main(["demo", "ruins", "--plain", "--seed", "3", "--players", str(players)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Ruins: Greedy 1")
    assert lines[-1].startswith("Result: ")
    assert "won" in lines[-1]
    narration = "\n".join(lines)
    assert "Flip phase complete" in narration
    assert "You flipped" not in narration, "the plain demo narrates as a spectator"


def test_plain_demo_replays_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["demo", "ruins", "--plain", "--seed", "8", "--players", "3"])
    first = capsys.readouterr().out
    cli.main(["demo", "ruins", "--plain", "--seed", "8", "--players", "3"])
    assert capsys.readouterr().out == first


def test_rules_are_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "ruins"]) == 0
    out = capsys.readouterr().out
    assert "Ruins" in out
    assert "Showdown" in out or "showdown" in out


def test_the_plain_demo_does_not_import_textual() -> None:
    code = (
        "import sys\n"
        "from menara_tui import cli\n"
        "cli.main(['demo', 'ruins', '--plain', '--seed', '1', '--players', '2'])\n"
        "assert 'textual' not in sys.modules, 'textual imported by --plain'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith("Result: ")


@pytest.mark.slow
def test_bench_prints_one_json_object_per_game() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "games.bench", "--json", "--seconds", "0.2"],
        capture_output=True,
        text=True,
        check=True,
    )
    figures = json.loads(result.stdout)
    assert set(figures) >= {"ruins"}
    ruins = figures["ruins"]
    assert ruins["moves_per_second"] > 0
    assert ruins["games_per_second"] >= 0
    assert "greedy_move_ms_max" in ruins


def test_bench_json_for_one_game_is_one_object(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every game in one JSON object is the slow test above; by default one game, in-process,
    its greedy-move figures over one seeded game instead of four."""
    from games import bench
    from games.ruins import bench as ruins_bench

    monkeypatch.setattr(ruins_bench, "GAMES", 1)
    assert bench.main(["--game", "ruins", "--json", "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    assert len(out.splitlines()) == 1, "one JSON object on one line"
    figures = json.loads(out)
    assert set(figures) == {"ruins"}
    ruins = figures["ruins"]
    assert ruins["moves_per_second"] > 0
    assert ruins["games_per_second"] >= 0
    assert "greedy_move_ms_max" in ruins


def test_bench_lines_name_game_and_figure() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "games.bench", "--game", "ruins", "--seconds", "0.2"],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = result.stdout.splitlines()
    assert any(line.startswith("ruins.moves_per_second: ") for line in lines)
    assert all(": " in line for line in lines)
