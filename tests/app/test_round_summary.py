"""The end-of-round summary: numbered lines, a long one wrapping clear of the numbers."""

from __future__ import annotations

from menara_tui.screens.round_summary import RoundSummaryScreen
from tests.app.helpers import make_app, screen_text

LONG = (
    "Bartholomew Long scores 3 for the discovery Lost Library, which he crafted onto the "
    "ruin he played in the second trick of the round, and 2 more for going out first."
)


async def test_a_long_line_wraps_with_a_hanging_indent_at_80x24() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(RoundSummaryScreen(["Ada went out first.", LONG]))
        await pilot.pause()
        rows = screen_text(app).splitlines()
    first = next(i for i, row in enumerate(rows) if " 2. Bartholomew" in row)
    indent = rows[first].index("Bartholomew")
    following = rows[first + 1]
    assert following[:indent].strip(" │┃▌▐█") == "", following
    assert following[indent:].strip(), "the line wraps onto the next row"
