"""The expansions' demos from the UI (teachers): `d` on the home screen offers them, and the
command palette lists them; before, only `--option` on the command line reached them."""

from __future__ import annotations

import games
from menara_tui.screens.home import EXPANSION_DEMOS, DemoChoice, HomeScreen, demo_choices
from tests.app.helpers import game_screen, make_app, screen_text, wait_for


def test_every_expansion_demo_sets_options_its_game_offers() -> None:
    assert set(EXPANSION_DEMOS) == {"menara", "bali", "mandala_stones"}
    for game_id in EXPANSION_DEMOS:
        game = games.GAMES[game_id]
        specs = {spec.id: spec for spec in game.info.options}
        labels = [label for label, _ in demo_choices(game_id)]
        assert labels[0] == f"Demo: {game.info.title}"
        for _label, options in demo_choices(game_id)[1:]:
            assert options
            for key, value in options.items():
                assert value in specs[key].choices
    assert demo_choices("bali")[1][0] == "Demo: Bali with Temple of Shiva"


def highlight(home: HomeScreen, game_id: str) -> None:
    from textual.widgets import OptionList

    listing = home.query_one("#games", OptionList)
    listing.highlighted = listing.get_option_index(game_id)


async def test_d_offers_the_harmony_demo() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = app.screen
        assert isinstance(home, HomeScreen)
        highlight(home, "mandala_stones")
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, DemoChoice), what="demo choice")
        text = screen_text(app)
        assert "Demo: Mandala Stones with Harmony" in text
        assert "Esc: cancel" in text
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, HomeScreen), what="home again")
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, DemoChoice), what="demo choice")
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: game_screen(app) is not None, what="the demo")
        screen = game_screen(app)
        assert screen.mode == "demo"
        assert screen.match.options.get("harmony") == "on"


async def test_the_palette_lists_the_expansion_demos() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Demo: Mandala Stones with Harmony")
        await pilot.pause(0.2)
        await pilot.press("enter")
        await wait_for(pilot, lambda: game_screen(app) is not None, what="the demo")
        screen = game_screen(app)
        assert screen.mode == "demo"
        assert screen.match.options.get("harmony") == "on"
