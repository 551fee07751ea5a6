"""Play Bali through the screen with keys only, as a person at the keyboard would.

A move chosen for the seat on screen becomes key presses: a digit takes from a column; every
other move is picked in the move list (m focuses it, arrows move, Enter chooses); a hand card
whose only move is the wanted one is picked from the hand (h, arrows, Enter).
"""

from __future__ import annotations

import random
from typing import Any

from textual.pilot import Pilot
from textual.widgets import OptionList

from games.bali import BOTS, Take
from menara_tui.app import MenaraApp
from menara_tui.screens.bali.screen import BaliScreen, played_code
from menara_tui.screens.handoff import HandoffScreen
from tests.app.helpers import screen_text, wait_for
from widgets.common.cards import CardRow

PRIVATE_MARKS = ("Your sacrifice cards", "✓ play", "✗ not now")
"""Text that appears only when a seat's private panel is drawn."""


async def pick_from_list(pilot: Pilot[Any], screen: BaliScreen, notation: str) -> None:
    await pilot.press("l")
    options = screen.query_one("#bali-moves", OptionList)
    ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
    target = ids.index(notation)
    here = options.highlighted if options.highlighted is not None else 0
    key = "down" if target > here else "up"
    for _ in range(abs(target - here)):
        await pilot.press(key)
    assert options.highlighted == target
    await pilot.press("enter")


async def pick_from_hand(pilot: Pilot[Any], screen: BaliScreen, code: str) -> None:
    await pilot.press("h")
    hand = screen.query_one("#bali-hand", CardRow)
    target = [face.tag for face in hand.cards].index(code)
    while hand.cursor != target:
        await pilot.press("right")
    await pilot.press("enter")


async def make_move(pilot: Pilot[Any], screen: BaliScreen, move: object) -> None:
    if isinstance(move, Take):
        await pilot.press(str(move.column + 1))
        return
    code = played_code(move)
    legal = screen.match.state.legal_moves(screen.viewer or 0)
    if code is not None and [m for m in legal if played_code(m) == code] == [move]:
        await pick_from_hand(pilot, screen, code)
        return
    await pick_from_list(pilot, screen, str(move))


async def settle(pilot: Pilot[Any], app: MenaraApp) -> None:
    """Wait until a human must act, confirm a hand-off, or the game is over."""

    def ready() -> bool:
        screen = app.screen
        if isinstance(screen, HandoffScreen):
            return True
        if isinstance(screen, BaliScreen):
            return screen.can_act or screen.match.state.is_over()
        return type(screen).__name__ == "GameOverScreen"

    await wait_for(pilot, ready, limit=60, what="a human to act")


def private_hand_on_screen(screen: BaliScreen) -> list[str]:
    return [face.tag for face in screen.query_one("#bali-hand", CardRow).cards]


async def play_to_the_end(
    pilot: Pilot[Any],
    app: MenaraApp,
    *,
    seed: int,
    max_moves: int = 2000,
    stop_after: int | None = None,
) -> dict[str, int]:
    """Play every human seat with the greedy bot's choices, by keys; check every hand-off."""
    rng = random.Random(seed)
    seen = {"handoffs": 0, "moves": 0, "sacrifices": 0, "viewers": 0}
    viewers: set[int] = set()
    while True:
        await settle(pilot, app)
        current = app.screen
        if isinstance(current, HandoffScreen):
            seen["handoffs"] += 1
            text = screen_text(app)
            for mark in PRIVATE_MARKS:
                assert mark not in text, f"the hand-off screen shows private text {mark!r}"
            await pilot.press("enter")
            continue
        if not isinstance(current, BaliScreen):
            seen["viewers"] = len(viewers)
            return seen  # the game-over screen
        screen = current
        if screen.match.state.is_over():
            await wait_for(pilot, lambda: not isinstance(app.screen, BaliScreen), what="the end")
            continue
        seat = screen.viewer
        assert seat is not None
        viewers.add(seat)
        state = screen.match.state
        # Only the viewer's own hand is drawn: never another seat's.
        assert sorted(private_hand_on_screen(screen)) == sorted(state.view(seat)["hand"])
        move = BOTS["greedy"].choose(state, seat, rng)
        before = len(screen.match.moves)
        await make_move(pilot, screen, move)
        assert len(screen.match.moves) == before + 1, f"{move} was not made by its keys"
        assert screen.match.moves[before].notation == str(move)
        seen["moves"] += 1
        seen["sacrifices"] += str(move).startswith("sacrifice")
        assert seen["moves"] < max_moves
        if seen["moves"] == stop_after:
            seen["viewers"] = len(viewers)
            return seen  # the opening only: the game goes on
