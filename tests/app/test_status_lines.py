"""The status line and the last-move line of a game screen are one row each: a longer line
ends in "…" (it wrapped into a hidden second row and stopped mid-sentence, silently)."""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

from tests.app.dummy_screen import DummyScreen
from tests.app.helpers import humans, make_app, play_launch, reach, screen_text

LONG = (
    "Stonemason scoring: Bartholomew Long +1 stone, Wilhelmina Smith +1 stone, "
    "Maximilian Ernst +1 stone"
)


async def test_a_long_last_line_ends_in_an_ellipsis(dummy_registry: dict[str, Any]) -> None:
    app = make_app(play_launch("dummy_open", humans("Bartholomew Long", "Wilhelmina Smith")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, DummyScreen, "the game")
        screen.query_one("#game-last", Static).update(f"Last: {LONG}")
        screen.query_one("#game-status", Static).update(f"Open Sums · {LONG}")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        status = next(line for line in lines if line.startswith(" Open Sums · Stonemason"))
        last = next(line for line in lines if line.startswith(" Last: Stonemason"))
        for line in (status, last):
            assert line.rstrip().endswith("…")
            assert len(line) <= 80
