"""Continue at 80x24: two Menara saves that differ only in their options read differently."""

from __future__ import annotations

from datetime import UTC, datetime

from textual.widgets import DataTable, Static

from games import GAMES
from games.core import Match, Seat
from menara_tui.saves import SaveStore
from menara_tui.screens.saves import SavesScreen
from tests.app.helpers import make_app, reach, screen_text

SEATS = (Seat("Bartholomew Long"), Seat("Ada"))


async def test_two_menara_saves_with_other_options_read_differently() -> None:
    store = SaveStore(GAMES)
    day = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    store.save("base", Match.new(GAMES["menara"], SEATS, seed=1), now=day)
    rituals = {"first_game": "on", "steady_hands": "off", "ritual": "dark", "fate": "tough"}
    expanded = Match.new(GAMES["menara"], SEATS, seed=1, options=rituals)
    store.save("rituals", expanded, now=day.replace(hour=13))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        screen = await reach(pilot, app, SavesScreen, "saves")
        table = screen.query_one("#saves-table", DataTable)
        rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(2)]
        assert rows[0][0] == "Menara · Steady hands off…"  # the rest is cut, and says so
        assert rows[1][0] == "Menara"
        assert rows[0][1] == rows[1][1]  # the same players
        lines = screen_text(app).splitlines()
        assert any("Menara · Steady hands off…" in line for line in lines)
        assert all(len(line.rstrip()) <= 80 for line in lines)
        # The line under the table says the highlighted save in full.
        detail = str(screen.query_one("#saves-detail", Static).content)
        assert "Steady hands off, Starter set, Ritual: The Dark, Fate: tough" in detail
        assert "Bartholomew Long, Ada" in detail
        await pilot.press("down")
        await pilot.pause()
        detail = str(screen.query_one("#saves-detail", Static).content)
        assert detail.startswith("Menara · default options")


async def test_the_delete_question_names_the_options_too() -> None:
    store = SaveStore(GAMES)
    store.save("rituals", Match.new(GAMES["menara"], SEATS, seed=1, options={"tears": "on"}))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await reach(pilot, app, SavesScreen, "saves")
        await pilot.press("x")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Tears · Bartholomew Long, Ada · 0 moves." in text
