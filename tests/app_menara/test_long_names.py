"""A 16-character seat name (the most setup allows) shows whole in the side panel at 80x24:
it was cut at 10 characters ("Bartholome")."""

from __future__ import annotations

from menara_tui.screens.menara.screen import MenaraScreen
from tests.app.helpers import LONG_NAMES, text_with_long_names


async def test_the_panel_shows_whole_names_at_80x24() -> None:
    text = await text_with_long_names("menara", MenaraScreen)
    for seat in LONG_NAMES:
        assert seat.name in text
