"""The board and the seat panels keep their rows' strips between frames and repaint only the rows
a key changed: after every key, what they show must be what Textual draws from the whole text
of the same drawing made afresh (so no row is stale and no cell differs)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from games.core import Seat
from games.magic_maze_tower import MazeState, solve
from tests.app.drawing import CheckingPilot, assert_no_stale_line, drawn, whole
from tests.app.helpers import make_app, play_launch
from tests.app_mmt.driver import mmt_screen, play_solution, settle
from widgets.magic_maze_tower.panels import SeatPanels
from widgets.magic_maze_tower.quest_grid import QuestGrid, _Drawing


def assert_drawn_afresh(app: Any) -> None:
    screen = mmt_screen(app)
    grid = screen.query_one(QuestGrid)
    assert grid.view is not None
    rows = [grid._row_text(line) for line in _Drawing(grid.view, grid.marks).lines()]
    assert drawn(grid) == whole(grid, Text("\n", no_wrap=True, end="").join(rows))
    panels = screen.query_one(SeatPanels)
    assert drawn(panels) == whole(panels, Text("\n").join(panels.wrapped(panels.size.width)))
    assert_no_stale_line(grid)
    assert_no_stale_line(panels)


async def test_every_key_of_a_rotating_epic_draws_as_the_whole_text() -> None:
    """Tab, ability previews, card turns and the moves of a solution, in an epic at 80x24."""
    app = make_app(play_launch("magic_maze_tower", (Seat("Solo"),), seed=3, quest="turning-hall"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        checking = CheckingPilot(app, assert_drawn_afresh)
        assert_drawn_afresh(app)
        await checking.press("tab", "tab", "tab", "tab", "tab")
        await checking.press("space", "right", "escape", "space", "space", "up", "escape")
        state = mmt_screen(app).match.state
        assert isinstance(state, MazeState)
        await play_solution(checking, app, solve(state.board).moves[:8])
        assert len(mmt_screen(app).match.moves) >= 8


async def test_the_previews_of_a_tutorial_draw_as_the_whole_text() -> None:
    app = make_app(play_launch("magic_maze_tower", (Seat("Solo"),), seed=3, quest="tutorial-6"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        state = mmt_screen(app).match.state
        assert isinstance(state, MazeState)
        await play_solution(CheckingPilot(app, assert_drawn_afresh), app, solve(state.board).moves)
