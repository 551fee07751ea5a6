"""Long lines wrap inside the log panel: no word is cut off at any width."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from widgets.common.move_log import LogLine, MoveLog

LONG = (
    "Bo bought T08 (+3 Rank) from S3 for one torch and put it on R1A, then played three "
    "fours and everyone else must now follow with three cards of a higher rank or pass"
)


class LogApp(App[None]):
    CSS = "MoveLog { width: 30; height: 20; }"

    def compose(self) -> ComposeResult:
        yield MoveLog(id="log")


@pytest.mark.parametrize("width", [30, 24])
async def test_long_lines_wrap_inside_the_panel(width: int) -> None:
    app = LogApp()
    async with app.run_test(size=(80, 24)) as pilot:
        log = app.query_one(MoveLog)
        log.styles.width = width
        await pilot.pause()
        log.show([LogLine(LONG, last=True)])
        await pilot.pause()
        await pilot.pause()
        rows = [strip.text for strip in log.lines]
        assert all(len(row.rstrip()) <= width for row in rows), rows
        words = " ".join(row.strip() for row in rows).split()
        assert words[1:] == LONG.split(), "every word is shown, in order"
