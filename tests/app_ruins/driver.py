"""Play Ruins through the screen with keys only, as a person at the keyboard would.

A move chosen for the seat on screen is turned into the key presses that make it: cursor moves
in the hand, space to select, digits to buy, enter to play, and so on.
"""

from __future__ import annotations

import random
from typing import Any

from textual.pilot import Pilot

from games.ruins import BOTS
from games.ruins.moves import Burden, Buy, Claim, Discard, Flip, NoFlip, Pass, Play
from menara_tui.app import MenaraApp
from menara_tui.screens.handoff import HandoffScreen
from menara_tui.screens.round_summary import RoundSummaryScreen
from menara_tui.screens.ruins.screen import RuinsScreen
from tests.app.helpers import screen_text, wait_for
from widgets.ruins.hand import CardHand


async def cursor_to(pilot: Pilot[Any], hand: CardHand, ruin: str) -> None:
    order = list(hand.ordered_ids)
    here = order.index(hand.cursor_id) if hand.cursor_id in order else 0
    target = order.index(ruin)
    key = "right" if target > here else "left"
    for _ in range(abs(target - here)):
        await pilot.press(key)
    assert hand.cursor_id == ruin


async def make_move(pilot: Pilot[Any], screen: RuinsScreen, move: object) -> None:
    """Press the keys that make `move` for the viewer."""
    hand = screen.query_one("#ruins-hand", CardHand)
    if isinstance(move, Flip):
        await cursor_to(pilot, hand, move.ruin)
        await pilot.press("f")
    elif isinstance(move, NoFlip):
        await pilot.press("n")
    elif isinstance(move, Pass):
        await pilot.press("p")
    elif isinstance(move, Claim):
        await cursor_to(pilot, hand, move.ruin)
        await pilot.press("c")
    elif isinstance(move, Buy):
        await cursor_to(pilot, hand, move.ruin)
        await pilot.press(str(move.slot))
    elif isinstance(move, Discard):
        await cursor_to(pilot, hand, move.ruin)
        await pilot.press("x")
    elif isinstance(move, Burden):
        await pilot.press(str(move.target + 1))
    elif isinstance(move, Play):
        for ruin in hand.selection:
            if ruin not in move.ruins:  # drop a stray selection first
                await cursor_to(pilot, hand, ruin)
                await pilot.press("space")
        for ruin in move.ruins:
            if ruin not in hand.selection:
                await cursor_to(pilot, hand, ruin)
                await pilot.press("space")
        if move.declared is not None:
            for _ in range(12):
                if hand.declared == move.declared:
                    break
                await pilot.press("equals_sign")
            assert hand.declared == move.declared
        await pilot.press("enter")
    else:  # pragma: no cover - a new move type needs keys here
        raise AssertionError(f"no keys for {move!r}")


async def settle(pilot: Pilot[Any], app: MenaraApp) -> None:
    """Wait until a human must do something: act, confirm a hand-off, read a summary, or the end."""

    def ready() -> bool:
        screen = app.screen
        if isinstance(screen, HandoffScreen | RoundSummaryScreen):
            return True
        if isinstance(screen, RuinsScreen):
            return screen.can_act or screen.match.state.is_over()
        return type(screen).__name__ == "GameOverScreen"

    await wait_for(pilot, ready, limit=60, what="a human to act")


async def play_to_the_end(
    pilot: Pilot[Any],
    app: MenaraApp,
    *,
    seed: int,
    max_moves: int = 3000,
    stop_after: int | None = None,
) -> dict[str, int]:
    """Play every human seat with the greedy bot's choices, by keys. Returns what was seen."""
    rng = random.Random(seed)
    seen = {"handoffs": 0, "summaries": 0, "moves": 0, "flips": 0}
    screen: RuinsScreen | None = None
    while True:
        await settle(pilot, app)
        current = app.screen
        if isinstance(current, HandoffScreen):
            seen["handoffs"] += 1
            text = screen_text(app)
            assert "space selects" not in text, "the hand-off screen shows a hand"
            assert "Secret flip:" not in text, "the hand-off screen shows a hand"
            await pilot.press("enter")
            continue
        if isinstance(current, RoundSummaryScreen):
            seen["summaries"] += 1
            await pilot.press("enter")
            continue
        if not isinstance(current, RuinsScreen):
            return seen  # the game-over screen
        screen = current
        if screen.match.state.is_over():
            await wait_for(pilot, lambda: not isinstance(app.screen, RuinsScreen), what="game over")
            continue
        seat = screen.viewer
        assert seat is not None
        state = screen.match.state
        move = BOTS["greedy"].choose(state, seat, rng)
        before = len(screen.match.moves)
        await make_move(pilot, screen, move)
        assert len(screen.match.moves) == before + 1, f"{move} was not made by its keys"
        made = screen.match.game.parse_move(screen.match.moves[before].notation)
        if isinstance(move, Play) and isinstance(made, Play):
            # A ruin improved this turn is selected first, so the order may differ.
            assert sorted(made.ruins) == sorted(move.ruins)
            assert made.declared == move.declared
        else:
            assert made == move
        seen["moves"] += 1
        seen["flips"] += isinstance(move, Flip | NoFlip)
        assert seen["moves"] < max_moves
        if seen["moves"] == stop_after:
            return seen  # the opening only: the game goes on
