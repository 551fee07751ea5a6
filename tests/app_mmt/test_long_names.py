"""A 16-character seat name (the most setup allows) shows whole at 80x24."""

from __future__ import annotations

from menara_tui.screens.magic_maze_tower.screen import MagicMazeTowerScreen
from tests.app.helpers import LONG_NAMES, text_with_long_names


async def test_the_seat_lines_show_whole_names_at_80x24() -> None:
    text = await text_with_long_names("magic_maze_tower", MagicMazeTowerScreen)
    for seat in LONG_NAMES:
        assert seat.name in text
