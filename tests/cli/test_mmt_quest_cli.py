"""`menara-tui quest check FILE`, `play magic_maze_tower --quest FILE` and `campaign`."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.magic_maze_tower.quests import read_text
from menara_tui import cli
from menara_tui.launch import Launch


def launch(*argv: str) -> Launch | None:
    return cli.launch_from_args(cli._parser().parse_args(argv))


def shipped_copy(tmp_path: Path, name: str, target: str) -> Path:
    """A copy of a shipped quest file where a user would keep their own."""
    path = tmp_path / target
    path.write_text(read_text(name), encoding="utf-8")
    return path


def test_quest_check_prints_optimum_rating_and_ok(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shipped_copy(tmp_path, "over_the_pit.mmt", "pit.mmt")
    assert launch("quest", "check", str(path)) is None
    out = capsys.readouterr().out
    assert "valid mmt/1" in out
    assert "optimum: 4 goes, 11 atoms" in out
    assert "rating: D = 27.9" in out
    assert out.rstrip().endswith("ok")


def test_quest_check_names_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = read_text("over_the_pit.mmt").replace("|@e @b .. T.", "|@e @b .. Q.")
    path = tmp_path / "bad.mmt"
    path.write_text(text, encoding="utf-8")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "Q." in row)
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["quest", "check", str(path)])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert f"bad.mmt:{line}:11: unknown cell token 'Q.'" in err


def test_play_quest_file_and_campaign_launches(tmp_path: Path) -> None:
    path = shipped_copy(tmp_path, "turning_hall.mmt", "hall.mmt")
    found = launch("play", "magic_maze_tower", "--quest", str(path), "--seed", "4")
    assert found is not None
    assert (found.kind, found.path, found.seed) == ("quest", path, 4)
    assert launch("campaign") == Launch(kind="campaign")


def test_play_quest_rejects_a_missing_block(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shipped_copy(tmp_path, "turning_hall.mmt", "hall.mmt")
    with pytest.raises(SystemExit):
        cli.main(["play", "magic_maze_tower", "--quest", str(path), "--block", "C"])
    assert "no block 'C'" in capsys.readouterr().err


def test_quest_regions_shows_what_a_turn_joins(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Turning Hall (spec §7.9): the mage's corridor leads nowhere until card B is turned
    twice; the regions list says so, and --after draws that layout with her exit reached."""
    path = shipped_copy(tmp_path, "turning_hall.mmt", "hall.mmt")
    assert launch("quest", "regions", str(path)) is None
    out = capsys.readouterr().out
    assert "  start: m 14, s 1\n" in out
    assert "  rot B +2: m 31 out, s 1\n" in out
    assert "|## @m|" in out
    assert launch("quest", "regions", str(path), "--after", "rot  B +2") is None
    after = capsys.readouterr().out
    assert "The board after rot B +2:" in after
    assert after.count("mm") > out.count("mm")


def test_quest_regions_refuses_an_action_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shipped_copy(tmp_path, "over_the_pit.mmt", "pit.mmt")
    with pytest.raises(SystemExit):
        cli.main(["quest", "regions", str(path), "--after", "rot A +1"])
    assert "not a single card action here (none (not an epic))" in capsys.readouterr().err
