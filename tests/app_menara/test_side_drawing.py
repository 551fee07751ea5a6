"""The side view keeps its rows' strips between frames and repaints only the rows a key changed:
after every key, what it shows must be what Textual draws from the whole text of the same
drawing made afresh (so no row is stale and no cell differs)."""

from __future__ import annotations

from typing import Any

from rich.style import Style

from games.core import Seat
from tests.app.drawing import CheckingPilot, assert_no_stale_line, drawn, whole
from tests.app.helpers import make_app, play_launch
from tests.app_menara.driver import settle, step, table
from widgets.menara.side import TempleSide, draw_side


def assert_drawn_afresh(app: Any) -> None:
    screen = table(app)
    side = screen.query_one("#menara-side-view", TempleSide)
    if not side.display:
        return
    width, height = side.size
    canvas = draw_side(side._view, width, height, ghost=side._ghost, marks=side._marks)
    styles = {name: Style.parse(style) for name, style in TempleSide.STYLES.items()}
    assert drawn(side) == whole(side, canvas.text(styles))
    assert_no_stale_line(side)


async def test_every_cursor_key_draws_the_side_view_as_the_whole_text() -> None:
    """Base places, columns and a due floor cycled at 80x24, with the plan view in between."""
    app = make_app(play_launch("menara", (Seat("Solo"),), seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        checking = CheckingPilot(app, assert_drawn_afresh)
        assert_drawn_afresh(app)
        screen = table(app)
        await checking.press("down", "down", "down", "up", "pagedown", "down", "v", "down", "v")
        assert screen.view["phase"] == "base"
        for _ in range(80):
            if screen.view["phase"] == "build" and screen.candidates:
                await checking.press("down", "down", "up", "down")
            if screen.view["floor_due"]:
                break
            await step(pilot, app)
            await settle(pilot, app)
            assert_drawn_afresh(app)
        assert screen.view["floor_due"]
        await checking.press("down", "down", "l", "down", "up", "d", "down", "shift+right", "o")
