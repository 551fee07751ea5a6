"""Play Mandala Stones through the screen with keys only, as a person at the keyboard would.

A move chosen for the seat on screen becomes key presses: the cursor keys move through the list
of offered moves until that move is highlighted, and Enter makes it.
"""

from __future__ import annotations

import random
from typing import Any

from textual.pilot import Pilot

from games.mandala_stones import BOTS, GAME
from menara_tui.app import MenaraApp
from menara_tui.screens.handoff import HandoffScreen
from menara_tui.screens.mandala_stones.screen import MandalaStonesScreen
from tests.app.helpers import screen_text, wait_for
from widgets.mandala_stones import ChoiceList


def option_ids(listing: ChoiceList) -> list[str | None]:
    return [listing.get_option_at_index(i).id for i in range(listing.option_count)]


async def make_move(pilot: Pilot[Any], screen: MandalaStonesScreen, notation: str) -> None:
    """Highlight `notation` in the list of choices with the cursor keys, then press Enter."""
    listing = screen.query_one("#ms-choices", ChoiceList)
    ids = option_ids(listing)
    assert notation in ids, f"{notation} is not offered on screen"
    target = ids.index(notation)
    # Start from wherever is nearest: here, the first or last choice, or the picks (p) and
    # scores (s) sections.
    enabled = [i for i, o in enumerate(ids) if o is not None]
    starts: dict[str, int] = {"": listing.highlighted or 0, "home": enabled[0], "end": enabled[-1]}
    for key, prefix in (("p", "pick"), ("s", "score")):
        first = next((i for i in enabled if str(ids[i]).startswith(prefix)), None)
        if first is not None:
            starts[key] = first

    def distance(i: int) -> int:
        return abs(enabled.index(i) - enabled.index(target)) if i in enabled else len(ids)

    key = min(starts, key=lambda k: distance(starts[k]))
    if key:
        await pilot.press(key)
    for _ in range(len(ids) + 1):
        here = listing.highlighted
        if here == target:
            break
        await pilot.press("down" if here is None or here < target else "up")
    assert listing.highlighted == target
    await pilot.press("enter")


async def settle(pilot: Pilot[Any], app: MenaraApp) -> None:
    """Wait until a human must do something: act, confirm a hand-off, or the end."""

    def ready() -> bool:
        screen = app.screen
        if isinstance(screen, HandoffScreen):
            return True
        if isinstance(screen, MandalaStonesScreen):
            return screen.can_act or screen.match.state.is_over()
        return type(screen).__name__ == "GameOverScreen"

    await wait_for(pilot, ready, limit=60, what="a human to act")


def secret_names(screen: MandalaStonesScreen, seat: int) -> list[str]:
    """How the other seats' objective cards would read on screen ("O9 Hoard")."""
    view = screen.match.state.view(None)
    mine = set(screen.match.state.objectives[seat])  # type: ignore[attr-defined]
    names = []
    for other in range(len(view["players"])):
        if other == seat:
            continue
        for card in screen.match.state.objectives[other]:  # type: ignore[attr-defined]
            if card not in mine:
                names.append(card)
    from games.mandala_stones import data  # the card names, to search the screen text

    return [f"{c} {data.OBJECTIVE_BY_ID[c].name}" for c in names]


async def play_to_the_end(
    pilot: Pilot[Any], app: MenaraApp, *, seed: int, max_moves: int = 1000
) -> dict[str, int]:
    """Play every human seat with the greedy bot's choices, by keys, to the end (or for
    `max_moves` human moves). Returns what was seen."""
    rng = random.Random(seed)
    seen = {"handoffs": 0, "moves": 0, "objective_checks": 0}
    while True:
        await settle(pilot, app)
        current = app.screen
        if isinstance(current, HandoffScreen):
            seen["handoffs"] += 1
            assert "★" not in screen_text(app), "the hand-off screen shows objectives"
            await pilot.press("enter")
            continue
        if not isinstance(current, MandalaStonesScreen):
            return seen  # the game-over screen
        screen = current
        if screen.match.state.is_over():
            await wait_for(
                pilot, lambda: not isinstance(app.screen, MandalaStonesScreen), what="game over"
            )
            continue
        seat = screen.viewer
        assert seat is not None
        text = screen_text(app)
        for secret in secret_names(screen, seat):
            assert secret not in text, f"{secret} of another seat is on screen"
        own = screen.match.state.objectives[seat]  # type: ignore[attr-defined]
        assert all(f"★ {card}" in text for card in own), "the player's own cards show"
        seen["objective_checks"] += 1
        move = BOTS["greedy"].choose(screen.match.state, seat, rng)
        before = len(screen.match.moves)
        await make_move(pilot, screen, str(move))
        assert len(screen.match.moves) > before, f"{move} was not made by its keys"
        assert GAME.parse_move(screen.match.moves[before].notation) == move
        seen["moves"] += 1
        if seen["moves"] >= max_moves:
            return seen
