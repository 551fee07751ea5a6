"""A board larger than its pane keeps its column letters and row numbers in sight when scrolled:
a hint such as "next d i9-j9" must be found on the screen by its labels."""

from __future__ import annotations

from typing import Any

from textual.containers import ScrollableContainer

from games.core import Seat
from games.magic_maze_tower import parse_cell_name
from tests.app.helpers import make_app, play_launch, screen_text
from tests.app_mmt.driver import mmt_screen, settle
from widgets.magic_maze_tower.quest_grid import LABEL_WIDTH, QuestGrid


def pane_lines(app: Any, board: ScrollableContainer) -> list[str]:
    """The board pane's visible text, line by line (scrollbars left out)."""
    area = board.scrollable_content_region
    lines = screen_text(app).splitlines()[area.y : area.bottom]
    return [line[area.x : area.right].ljust(area.width) for line in lines]


async def test_a_scrolled_epic_keeps_its_letters_and_row_numbers_in_sight_at_80x24() -> None:
    app = make_app(play_launch("magic_maze_tower", (Seat("Solo"),), seed=3, quest="adv14-epic"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        board = screen.query_one("#mmt-board", ScrollableContainer)
        grid = screen.query_one(QuestGrid)
        board.scroll_to(0, 0, animate=False, immediate=True)
        await pilot.pause()
        unscrolled = pane_lines(app, board)
        plain = grid.plain_lines()
        width = len(unscrolled[0])
        assert unscrolled == [line[:width].ljust(width) for line in plain[: len(unscrolled)]], (
            "unscrolled, the board is drawn as it always was"
        )

        await pilot.press("pagedown", "ctrl+pagedown")
        await pilot.pause()
        sx, sy = board.scroll_offset
        assert sx > 0, "the epic is scrolled right"
        assert sy > 0, "the epic is scrolled down"
        pane = pane_lines(app, board)
        view = grid.view
        assert view is not None
        columns, rows = str(view["columns"]), int(view["height"])

        # The top line shows the letters of the visible columns, each over its column's middle.
        letters = {x: ch for x, ch in enumerate(pane[0]) if ch.strip()}
        in_sight = {
            x: columns[col]
            for col in range(len(columns))
            if LABEL_WIDTH <= (x := LABEL_WIDTH + 2 + 4 * col - sx) < width
        }
        assert letters == in_sight
        assert len(letters) >= 10

        # The left two columns show the numbers of the visible rows, on their cell lines.
        numbers = {y: line[:LABEL_WIDTH].strip() for y, line in enumerate(pane) if y}
        shown = {y: n for y, n in numbers.items() if n}
        assert shown == {
            y: str(row + 1) for row in range(rows) if 1 <= (y := 2 + 2 * row - sy) < len(pane)
        }
        assert len(shown) >= 8
        assert all(not n or n.isdigit() for n in numbers.values()), "nothing else in the margin"

        # Every cell a click hits is named by the letter above it and the number left of it;
        # the labels themselves hit no cell.
        named = 0
        for y in range(len(pane)):
            for x in range(width):
                cell = grid.cell_at(x + sx, y + sy)
                if y == 0 or x < LABEL_WIDTH:
                    assert cell is None, (x, y)
                    continue
                if cell is None:
                    continue
                at = parse_cell_name(cell)
                assert at is not None
                middle = LABEL_WIDTH + 2 + 4 * at[0] - sx
                assert letters.get(middle) == cell[0], cell
                assert shown.get(y) == str(at[1] + 1), cell
                named += 1
        assert named >= 3 * 10 * 8
