"""The cursor keys of the Mandala Stones table: the board preview keeps its rows' strips and
repaints only the rows a key changed, the choices only the two options the highlight moves
between (what they show must be what Textual draws afresh), and the whole Mandala (`w`) at
80x24 leaves the choices room to be used."""

from __future__ import annotations

from rich.text import Text

from games.core import Seat
from menara_tui.screens.mandala_stones.choices import detail_of, preview_of
from menara_tui.screens.mandala_stones.screen import MandalaStonesScreen
from tests.app.drawing import assert_no_stale_line, drawn, whole
from tests.app.helpers import make_app, play_launch, screen_text
from tests.app_mandala_stones.driver import settle
from widgets.mandala_stones import ChoiceList, MainBoard, Spiral, TextBox
from widgets.mandala_stones.draw import board_lines


def assert_preview_drawn_afresh(screen: MandalaStonesScreen) -> None:
    view, notation = screen.view, screen.highlighted
    board = screen.query_one("#ms-board", MainBoard)
    lines = board_lines(view, preview_of(view, notation), colours=screen.stack_colours)
    assert drawn(board) == whole(board, Text("\n").join(lines))
    detail = screen.query_one("#ms-detail", TextBox)
    assert drawn(detail) == whole(detail, Text(detail_of(view, notation)))
    assert_no_stale_line(board)
    assert_no_stale_line(detail)


async def test_every_choice_previews_as_the_whole_board_drawn_afresh() -> None:
    seats = (Seat("Ana"), Seat("Bo", "greedy"), Seat("Cy", "greedy"))
    app = make_app(play_launch("mandala_stones", seats, seed=7, harmony="on"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, MandalaStonesScreen)
        listing = screen.query_one("#ms-choices", ChoiceList)
        seen: set[str | None] = set()
        for key in ["down"] * listing.option_count + ["up"] * 3 + ["c", "down", "up", "c"]:
            await pilot.press(key)
            await pilot.pause()
            assert_preview_drawn_afresh(screen)
            assert_no_stale_line(listing)  # a key repaints the two options it moves between
            seen.add(screen.highlighted)
        assert len(seen) >= 6, "the keys went through the choices"


async def test_the_whole_mandala_leaves_five_rows_of_choices_at_80x24() -> None:
    app = make_app(play_launch("mandala_stones", (Seat("Ana"), Seat("Bo", "greedy")), seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, MandalaStonesScreen)
        await pilot.press("w")
        await pilot.pause()
        text = screen_text(app)
        assert "E2" in text, "the whole spiral shows its end space"
        assert "Mandala M = " in text
        listing = screen.query_one("#ms-choices", ChoiceList)
        body = screen.query_one("#game-body").region
        assert listing.region.height >= 5
        assert body.contains_region(listing.region), "every row of the choices is on screen"
        assert body.contains_region(screen.query_one("#ms-detail").region)
        for _ in range(listing.option_count + 2):
            await pilot.press("down")
            await pilot.pause()
            option = listing.highlighted_option
            assert option is not None
            shown = [line.strip() for line in screen_text(app).splitlines()]
            assert any(line.startswith(str(option.prompt)) for line in shown), option.prompt
            detail = detail_of(screen.view, option.id)
            assert detail[:30] in screen_text(app)
        # w again: the strip of the next spaces, and the spiral beside the board is gone.
        await pilot.press("w")
        await pilot.pause()
        assert "next:" in screen_text(app)
        assert not screen.query_one("#ms-spiral-side", Spiral).display


async def test_the_whole_mandala_stays_under_the_board_on_a_tall_terminal() -> None:
    app = make_app(play_launch("mandala_stones", (Seat("Ana"), Seat("Bo", "greedy")), seed=7))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, MandalaStonesScreen)
        assert "E2" in screen_text(app)
        assert not screen.query_one("#ms-spiral-side", Spiral).display
        listing = screen.query_one("#ms-choices", ChoiceList)
        assert listing.region.height >= 5
