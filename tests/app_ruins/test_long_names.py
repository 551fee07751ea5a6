"""A 16-character seat name (the most setup allows) shows whole at 80x24: the seats table cut
it at 10 characters ("P1 Bartholome"); the seat column now fits the longest name."""

from __future__ import annotations

from menara_tui.screens.ruins.screen import RuinsScreen
from tests.app.helpers import LONG_NAMES, text_with_long_names


async def test_the_seats_table_shows_whole_names_at_80x24() -> None:
    text = await text_with_long_names("ruins", RuinsScreen)
    for number, seat in enumerate(LONG_NAMES, start=1):
        assert f"P{number} {seat.name}" in text
    lines = text.splitlines()
    header = next(line for line in lines if line.lstrip().startswith("seat"))
    first = next(line for line in lines if f"P1 {LONG_NAMES[0].name}" in line)
    # The hand count sits under its heading.
    assert first[header.index("hand") + 2].isdigit()
