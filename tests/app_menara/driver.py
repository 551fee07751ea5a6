"""Play Menara through its screen with keys only, the way a person at the keyboard would."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from menara_tui.app import MenaraApp
from menara_tui.screens.menara.screen import MenaraScreen
from tests.app.helpers import wait_for


async def settle(pilot: Pilot[Any], app: MenaraApp) -> None:
    """Wait until the human must act, or the game is over."""

    def ready() -> bool:
        screen = app.screen
        if isinstance(screen, MenaraScreen):
            return screen.can_act or screen.match.state.is_over()
        return type(screen).__name__ == "GameOverScreen"

    await wait_for(pilot, ready, limit=60, what="a human to act")


def table(app: MenaraApp) -> MenaraScreen:
    screen = app.screen
    assert isinstance(screen, MenaraScreen)
    return screen


async def step(pilot: Pilot[Any], app: MenaraApp) -> str:
    """One move by keys, chosen from what the screen offers; returns the notation played."""
    screen = table(app)
    view = screen.view
    before = len(screen.match.moves)
    phase = view["phase"]
    if phase == "base":
        await pilot.press("a")
    elif phase == "start":
        piles = view["piles"]
        key = next(k for k, p in (("1", "easy"), ("2", "medium"), ("3", "difficult")) if piles[p])
        await pilot.press(key)
    elif phase == "done":
        await pilot.press("e")
    elif view["blocked"] or not screen.candidates:
        await pilot.press("f")
    else:
        await pilot.press("enter")
    assert len(screen.match.moves) == before + 1, f"no move was made in phase {phase}"
    return screen.match.moves[-1].notation
