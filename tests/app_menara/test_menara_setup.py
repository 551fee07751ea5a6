"""The setup form of Menara: its options as a player reads them."""

from __future__ import annotations

from textual.widgets import Select, Static

from menara_tui.launch import Launch
from menara_tui.screens.menara.screen import MenaraScreen
from menara_tui.screens.setup import SetupScreen
from tests.app.helpers import make_app, reach


async def test_menara_rituals_are_listed_by_name_and_start_by_id() -> None:
    """The ritual list showed slugs (grace_yellow); it shows each card's name, wide enough to
    read, while the option's value (saves, the CLI) stays the slug."""
    from games.menara.data import RITUALS

    app = make_app(Launch(kind="play", game_id="menara", seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, SetupScreen, "setup")
        ritual = screen.query_one("#option-ritual", Select)
        shown = {str(value): str(prompt) for prompt, value in ritual._options}
        assert shown[RITUALS[3].id] == RITUALS[3].name
        assert shown["random"] == "random"
        assert ritual.has_class("-wide")
        assert ritual.size.width >= len(max((r.name for r in RITUALS), key=len)) + 2
        ritual.value = RITUALS[3].id
        await pilot.pause()
        assert screen.options()["ritual"] == RITUALS[3].id


async def test_the_starter_set_shows_and_locks_the_options_it_brings() -> None:
    """With the starter set on, the golden columns and X1-X4 read "off" yet the game started
    with them: the fields show what the game will use, locked, and come back when it is off."""
    app = make_app(Launch(kind="play", game_id="menara", seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, SetupScreen, "setup")
        brought = ["golden_columns", "floor_x1", "floor_x2", "floor_x3", "floor_x4"]
        screen.query_one("#option-floor_x2", Select).value = "on"  # chosen before: kept after
        await pilot.pause()
        screen.query_one("#option-first_game", Select).value = "on"
        await pilot.pause()
        for option in brought:
            select = screen.query_one(f"#option-{option}", Select)
            assert select.value == "on", option
            assert select.disabled, option
        help_line = screen.query_one("#help-golden_columns", Static)
        assert "On with the starter set." in str(help_line.render())
        screen.query_one("#option-first_game", Select).value = "off"
        await pilot.pause()
        values = {o: screen.query_one(f"#option-{o}", Select).value for o in brought}
        assert values == {o: "on" if o == "floor_x2" else "off" for o in brought}
        assert not any(screen.query_one(f"#option-{o}", Select).disabled for o in brought)
        # What the fields show is what a game started from them uses.
        screen.query_one("#option-first_game", Select).value = "on"
        await pilot.pause()
        await pilot.press("ctrl+s")
        game = await reach(pilot, app, MenaraScreen, "the game")
        expansion = game.view["expansion"]
        assert expansion["golden"]
        assert list(expansion["floors"]) == ["X1", "X2", "X3", "X4"]
