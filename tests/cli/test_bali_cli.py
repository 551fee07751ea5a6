"""The command line on Bali: the plain demo at every table size, the rules, the bench figures.

`demo --option` plays the Temple of Shiva expansion and the demon as `play --option` does.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from menara_tui import cli


@pytest.mark.parametrize("players", [2, 3, 4])
def test_plain_demo_of_bali(capsys: pytest.CaptureFixture[str], players: int) -> None:
    assert cli.main(["demo", "bali", "--plain", "--seed", "3", "--players", str(players)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Bali: ")
    assert lines[-1].startswith("Result: ")
    assert "won" in lines[-1]
    narration = "\n".join(lines)
    assert "Altar revealed" in narration
    assert "You placed" not in narration, "the plain demo narrates as a spectator"


def test_plain_demo_replays_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["demo", "bali", "--plain", "--seed", "8", "--players", "2"])
    first = capsys.readouterr().out
    cli.main(["demo", "bali", "--plain", "--seed", "8", "--players", "2"])
    assert capsys.readouterr().out == first


def test_a_demo_plays_the_options_it_is_given(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["demo", "bali", "--plain", "--seed", "3", "--players", "2"]
    cli.main(base)
    without = capsys.readouterr().out
    assert cli.main([*base, "--option", "temple_of_shiva=on"]) == 0
    with_shiva = capsys.readouterr().out
    assert "takes Shiva" not in without
    assert "takes Shiva" in with_shiva


def test_a_demo_refuses_an_unknown_option(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["demo", "bali", "--plain", "--option", "nope=1"])
    assert stop.value.code == 2
    assert "Bali has no option 'nope'" in capsys.readouterr().err


def test_rules_are_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "bali"]) == 0
    out = capsys.readouterr().out
    assert "Bali" in out
    assert "Temple of Shiva" in out
    assert "The Demon" in out


def test_bench_has_bali_figures() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "games.bench", "--game", "bali", "--json", "--seconds", "0.2"],
        capture_output=True,
        text=True,
        check=True,
    )
    figures = json.loads(result.stdout)["bali"]
    assert figures["moves_per_second"] > 0
    assert "greedy_move_ms_max" in figures
