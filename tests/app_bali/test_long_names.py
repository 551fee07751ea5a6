"""A 16-character seat name (the most setup allows) shows whole at 80x24: the seats table cut
it at 9 characters ("Bartholom (red)"), Shiva's and the demon's holder too."""

from __future__ import annotations

from menara_tui.screens.bali.screen import BaliScreen
from tests.app.helpers import LONG_NAMES, text_with_long_names
from widgets.bali.table import SIDE_WIDTH, side_lines


async def test_the_seats_table_shows_whole_names_at_80x24() -> None:
    text = await text_with_long_names("bali", BaliScreen)
    for seat in LONG_NAMES:
        assert f"{seat.name} (" in text


def test_shiva_and_the_demon_name_their_holders_whole() -> None:
    from games.bali import GAME

    names = [seat.name for seat in LONG_NAMES]
    options = {"temple_of_shiva": "on", "demon": "on"}
    state = GAME.new_state(names, seed=9, options=options)
    view = state.evolve(shiva=0, demon=1).view(None)
    lines = [t.plain for t in side_lines(view)]
    assert "Shiva: Bartholomew Long" in lines
    assert "Demon: Wilhelmina Smith" in lines
    assert all(len(line) <= SIDE_WIDTH for line in lines)
