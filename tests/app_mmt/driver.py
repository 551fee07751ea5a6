"""Play Magic Maze Tower through the screen with keys only, as a person at the keyboard would.

An atom (from the solver or a quest's solution) becomes the key presses that make it in solo
play: Tab until the pawn is selected, then an arrow for a walk; Space and an arrow (cycling
with the arrow, confirming with Space) for a hop, jump, toss or teleport; Tab and Space in the
swap prompt; Space twice on a rotation or sliding space, arrows to pick the turn, Space to go.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from games.magic_maze_tower.abilities import line, token
from games.magic_maze_tower.moves import (
    Hop,
    Jump,
    Move,
    Rotate,
    Slide,
    Swap,
    Teleport,
    Toss,
    Walk,
)
from menara_tui.app import MenaraApp
from menara_tui.screens.magic_maze_tower.screen import MagicMazeTowerScreen
from tests.app.helpers import game_screen, wait_for

ARROW = {"N": "up", "E": "right", "S": "down", "W": "left"}


def mmt_screen(app: MenaraApp) -> MagicMazeTowerScreen:
    screen = game_screen(app)
    assert isinstance(screen, MagicMazeTowerScreen)
    return screen


async def select(pilot: Pilot[Any], screen: MagicMazeTowerScreen, hero: str) -> None:
    for _ in range(6):
        if screen.keys.inputs[0].selected == hero:
            return
        await pilot.press("tab")
    assert screen.keys.inputs[0].selected == hero, f"Tab never selected {hero}"


def direction(move: Walk | Hop | Jump | Toss | Teleport) -> str:
    way = line(move.src, move.dst)
    assert way is not None
    return way[0]


async def play_atom(pilot: Pilot[Any], screen: MagicMazeTowerScreen, move: Move) -> None:
    """Press the solo keys that make `move`."""
    if screen.keys.swap_open(0) and not isinstance(move, Swap):
        await pilot.press("escape")  # decline the swap prompt first
    if isinstance(move, Walk):
        await select(pilot, screen, move.hero)
        await pilot.press(ARROW[direction(move)])
    elif isinstance(move, (Hop, Jump, Toss, Teleport)):
        await select(pilot, screen, move.hero)
        await pilot.press("space", ARROW[direction(move)])
        await choose(pilot, screen, move, ARROW[direction(move)])
    elif isinstance(move, Swap):
        assert screen.keys.swap_open(0), "the swap prompt is open after the mage's arrival"
        for _ in range(6):
            targets = screen.keys.swap_choices()
            if targets[screen.keys.inputs[0].target % len(targets)] == move.other:
                break
            await pilot.press("tab")
        await pilot.press("space")
    elif isinstance(move, (Rotate, Slide)):
        hero = next(
            str(p["hero"])
            for p in screen.view["pawns"]
            if p.get("card") == move.card and token(screen.view, str(p["cell"])) in ("R.", "S.")
        )
        await select(pilot, screen, hero)
        await pilot.press("space", "space")
        await choose(pilot, screen, move, "up")
    else:  # pragma: no cover - a new move type needs keys here
        raise AssertionError(f"no keys for {move!r}")


async def choose(pilot: Pilot[Any], screen: MagicMazeTowerScreen, move: Move, key: str) -> None:
    """In a preview of several choices, press `key` until `move` is shown, then Space."""
    inp = screen.keys.inputs[0]
    if inp.mode not in ("preview", "card"):
        return  # a single choice was played at once
    for _ in range(20):
        if inp.options[inp.index % len(inp.options)] == move:
            break
        await pilot.press(key)
    await pilot.press("space")


async def play_solution(
    pilot: Pilot[Any], app: MenaraApp, moves: tuple[Move, ...] | list[Move]
) -> None:
    """Play atoms by keys, checking each one was made as asked."""
    screen = mmt_screen(app)
    for move in moves:
        before = len(screen.match.moves)
        await play_atom(pilot, screen, move)
        await pilot.pause()
        assert len(screen.match.moves) == before + 1, f"{move} was not made by its keys"
        assert screen.match.moves[-1].notation == str(move)


async def settle(pilot: Pilot[Any], app: MenaraApp) -> None:
    """Wait until the screen is on top and no solver job is running."""
    await wait_for(
        pilot,
        lambda: isinstance(app.screen, MagicMazeTowerScreen) and not app.screen._jobs,
        what="the table to settle",
    )
