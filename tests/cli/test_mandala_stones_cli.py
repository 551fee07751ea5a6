"""The command line on Mandala Stones: the plain demo at every table size, the rules."""

from __future__ import annotations

import pytest

from menara_tui import cli


@pytest.mark.parametrize("players", [2, 3, 4])
def test_plain_demo_of_mandala_stones(capsys: pytest.CaptureFixture[str], players: int) -> None:
    args = ["demo", "mandala_stones", "--plain", "--seed", "3", "--players", str(players)]
    assert cli.main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Mandala Stones: Greedy 1")
    assert lines[-1].startswith("Result: ")
    narration = "\n".join(lines)
    assert "The last round is complete" in narration
    assert "You score" not in narration, "the plain demo narrates as a spectator"


def test_plain_demo_replays_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["demo", "mandala_stones", "--plain", "--seed", "8", "--players", "3"])
    first = capsys.readouterr().out
    cli.main(["demo", "mandala_stones", "--plain", "--seed", "8", "--players", "3"])
    assert capsys.readouterr().out == first


def test_rules_are_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "mandala_stones"]) == 0
    out = capsys.readouterr().out
    assert "Mandala Stones" in out
    assert "Harmony" in out
