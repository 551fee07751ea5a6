"""The keys panel (F2) at 80x24 on every game screen (all five here, on the real registry):
every key shows, and Esc closes it. The Mandala Stones table had the game's keys cut off."""

from __future__ import annotations

from typing import Any

import pytest
from textual.binding import Binding

from games.core import Seat
from menara_tui.app import MenaraApp
from menara_tui.screens.game import GameScreen
from menara_tui.screens.handoff import HandoffScreen
from menara_tui.screens.keys_panel import KeysPanel, action_name, listed, panel_entries
from tests.app.helpers import make_app, play_launch, screen_text, wait_for

LAUNCHES: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "ruins": (("Ada", "Bo"), {}),
    "menara": (("Ada", "Bo"), {}),
    "magic_maze_tower": (("Ada", "Bo"), {"quest": "adv15-epic", "control": "turns"}),
    "bali": (("Ada", "Bo"), {}),
    "mandala_stones": (("Ada", "Bo"), {}),
}


async def open_game(pilot: Any, app: MenaraApp) -> GameScreen:
    def ready() -> bool:
        return isinstance(app.screen, GameScreen | HandoffScreen)

    await wait_for(pilot, ready, what="the game or its hand-off")
    if isinstance(app.screen, HandoffScreen):
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), what="the game")
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


def described_keys(app: MenaraApp) -> list[str]:
    """What each key the screen answers does, as the panel words it: every key but Textual's
    generic ones (`listed`), which the next test checks never hides a key of the game."""
    return [description for _keys, description in panel_entries(app.screen)]


def own_keys(app: MenaraApp) -> list[Binding]:
    """The game screen's own keys and the app's (quit, keys, theme, palette), not Textual's
    generic copy and focus keys, which every screen inherits."""
    screen = app.screen
    return [
        binding
        for node, binding, _on, _tip in screen.active_bindings.values()
        if binding.description
        and not binding.system
        and (node is app or node is screen)
        and action_name(binding) not in {"copy_text", "focus_next", "focus_previous"}
    ]


@pytest.mark.parametrize("game_id", sorted(LAUNCHES))
async def test_f2_lists_every_key_of_the_game_at_80x24(game_id: str) -> None:
    names, options = LAUNCHES[game_id]
    seats = tuple(Seat(name) for name in names)
    app = make_app(play_launch(game_id, seats, seed=3, **options))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game(pilot, app)
        await pilot.press("f2")
        await wait_for(pilot, lambda: bool(app.screen.query(KeysPanel)), what="the keys panel")
        await pilot.pause()
        text = screen_text(app)
        missing = [d for d in described_keys(app) if d[:15] not in text]
        assert not missing, f"not in the keys panel at 80x24: {missing}"
        hidden = [b.description for b in own_keys(app) if not listed(app.screen, b)]
        assert not hidden, f"a key of the game is left out of the panel: {hidden}"
        assert all(len(line) <= 80 for line in text.splitlines())
        # Esc closes the panel first; the next Esc is the screen's again (Leave this game?).
        await pilot.press("escape")
        await pilot.pause()
        assert not app.screen.query(KeysPanel)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Leave this game?" in screen_text(app), what="leave dialog")
