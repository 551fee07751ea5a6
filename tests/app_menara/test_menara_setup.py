"""The setup form of Menara: its options as a player reads them."""

from __future__ import annotations

from textual.widgets import Select

from menara_tui.launch import Launch
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
