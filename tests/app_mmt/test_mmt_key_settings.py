"""keys.json: the player remaps the open-table key clusters (spec §6.3 "Keys are remappable")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games.core import Seat
from menara_tui.config import KEYS_FILE, config_root, read_settings
from menara_tui.screens.magic_maze_tower.input import RESERVED_KEYS
from menara_tui.screens.magic_maze_tower.keys import DEFAULT_CLUSTERS, clusters_from_settings
from tests.app.helpers import make_app, notifications, play_launch, screen_text
from tests.app_mmt.driver import mmt_screen, settle

RESERVED = RESERVED_KEYS


def two_seats() -> Any:
    seats = (Seat("Ada"), Seat("Bo"))
    return make_app(
        play_launch("magic_maze_tower", seats, seed=3, quest="tutorial-1", deal="NE/SW")
    )


def write_keys(config_dir: Path, text: str) -> Path:
    path = config_dir / KEYS_FILE
    path.write_text(text, "utf-8")
    return path


def assert_untouched(path: Path, text: str) -> None:
    assert path.read_text("utf-8") == text, "the file is never rewritten"
    assert [p.name for p in path.parent.iterdir()] == [KEYS_FILE], "nothing renamed or added"


def test_the_config_folder_follows_the_environment(config_dir: Path) -> None:
    assert config_root() == config_dir
    assert read_settings(KEYS_FILE).data is None, "no file: no data and no problem"
    assert read_settings(KEYS_FILE).problem == ""


def test_any_subset_remaps_and_the_rest_keep_the_defaults() -> None:
    data = {"magic_maze_tower": {"seat1": {"dir1": "w"}, "seat4": {"release": "'"}}, "other": 1}
    clusters, problems = clusters_from_settings(data, RESERVED)
    assert problems == []
    assert clusters.key(0, "dir1") == "w"
    assert clusters.key(3, "release") == "apostrophe", "a character becomes its key name"
    changed = {(0, "dir1"), (3, "release")}
    for seat, cluster in enumerate(DEFAULT_CLUSTERS):
        for role, key in cluster.items():
            if (seat, role) not in changed:
                assert clusters.key(seat, role) == key


def test_keys_may_move_between_seats_when_nothing_clashes() -> None:
    data = {"magic_maze_tower": {"seat1": {"select": "z"}, "seat2": {"select": "1"}}}
    clusters, problems = clusters_from_settings(data, RESERVED)
    assert problems == []
    assert (clusters.key(0, "select"), clusters.key(1, "select")) == ("z", "1")


@pytest.mark.parametrize(
    ("section", "problem"),
    [
        ({"seat5": {"select": "y"}}, "unknown seat 'seat5'"),
        ({"seat1": {"jump": "y"}}, "unknown action 'seat1.jump'"),
        ({"seat1": {"select": 7}}, "seat1.select: 7 is not a key"),
        ({"seat1": {"select": "u"}}, "seat1.select: u is a key of the game screen"),
        ({"seat1": ["y"]}, "seat1 must map actions to keys"),
        ({"seat1": {"select": "z"}}, "key z is given to both seat1.select and seat2.select"),
        ({"seat1": {"dir1": "y"}, "seat3": {"stare": "y"}}, "seat1.dir1 and seat3.stare"),
        ({"seat2": {"dir1": "c"}}, "seat2.dir1 and seat2.dir2"),
    ],
)
def test_wrong_entries_are_named_and_the_defaults_stand_in(
    section: dict[str, Any], problem: str
) -> None:
    clusters, problems = clusters_from_settings({"magic_maze_tower": section}, RESERVED)
    assert any(problem in p for p in problems), problems
    assert [dict(c) for c in clusters.seats] == [dict(c) for c in DEFAULT_CLUSTERS]


def test_a_clash_that_undoes_a_swap_falls_back_all_the_way() -> None:
    # seat1 and seat3 both want z; reverting seat1 to 1 then clashes with seat2's 1.
    section = {"seat1": {"select": "z"}, "seat2": {"select": "1"}, "seat3": {"select": "z"}}
    clusters, problems = clusters_from_settings({"magic_maze_tower": section}, RESERVED)
    assert len(problems) == 2
    assert [dict(c) for c in clusters.seats] == [dict(c) for c in DEFAULT_CLUSTERS]


def test_a_file_that_is_not_an_object_is_reported() -> None:
    _clusters, problems = clusters_from_settings([1, 2], RESERVED)
    assert len(problems) == 1
    assert "one JSON object" in problems[0]


async def test_a_remapped_key_moves_a_pawn_at_an_open_table(config_dir: Path) -> None:
    text = json.dumps({"magic_maze_tower": {"seat1": {"dir1": "w"}, "seat2": {"select": "y"}}})
    path = write_keys(config_dir, text)
    app = two_seats()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.pause()
        screen = mmt_screen(app)
        assert notifications(app) == []
        shown = screen_text(app)
        assert "1 pawn w↑ 3→" in shown, "Ada's panel shows her remapped key"
        assert "y pawn x↓ c←" in shown, "Bo's panel too"
        await pilot.press("2")  # Ada's old North key does nothing now
        assert screen.match.moves == []
        await pilot.press("w")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1"]
        assert screen.match.moves[0].seat == 0
        await pilot.press("y")  # Bo's remapped select key picks the mage
        assert screen.keys.inputs[1].selected == "m"
    assert_untouched(path, text)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"magic_maze_tower": {"seat1": {"select": "z"}}}', "key z is given to both"),
        ('{"magic_maze_tower": {"seat1": {"select": "y"},}', "it is not valid JSON"),
    ],
)
async def test_a_clash_or_a_broken_file_is_reported_and_the_defaults_work(
    config_dir: Path, text: str, problem: str
) -> None:
    path = write_keys(config_dir, text)
    app = two_seats()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.pause()
        screen = mmt_screen(app)
        messages = notifications(app)
        assert len(messages) == 1
        assert str(path) in messages[0], "the notification names the file"
        assert problem in messages[0]
        assert "1 pawn 2↑ 3→" in screen_text(app), "the default keys are shown"
        await pilot.press("2")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1"]
    assert_untouched(path, text)
