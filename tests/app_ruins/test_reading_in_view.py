"""Five seats at 80x24: the reading of the card under the cursor stays on screen. The table is
three rows taller than with two seats, and three recent lines of a fixed height pushed the
reading below the footer; the recent lines now take the rows left, the newest first."""

from __future__ import annotations

from games.core import Seat
from games.ruins import describe_ruin
from menara_tui.screens.ruins.screen import RuinsScreen
from tests.app.helpers import make_app, play_launch, reach, screen_text, wait_for
from widgets.ruins.hand import CardHand

SEATS = (
    Seat("Bartholomew Long"),
    Seat("Wilhelmina Smith", "greedy"),
    Seat("Maximilian Ernst", "greedy"),
    Seat("Konstantin Weiss", "greedy"),
    Seat("Ana", "greedy"),
)


async def test_five_seats_keep_the_reading_and_the_newest_event_in_view() -> None:
    app = make_app(play_launch("ruins", SEATS, seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, RuinsScreen, "ruins")
        await wait_for(pilot, lambda: screen.can_act, what="the human's flip")
        await pilot.press("n")  # no flip; the bots play on to the human's turn
        await wait_for(
            pilot, lambda: screen.can_act and screen.view["phase"] != "flip", what="the turn"
        )
        hand = screen.query_one("#ruins-hand", CardHand)
        ruin = next(r for r in screen.view["hand"] if r["id"] == hand.cursor_id)
        text = " ".join(line.strip() for line in screen_text(app).splitlines())
        assert describe_ruin(ruin)[:60] in text
        newest = screen.visible_log()[-1].text
        assert f"» {newest[:40]}" in text
