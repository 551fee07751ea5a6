"""The side view of the whole temple, the floor chooser (level, then the safest place) and the
wobble risk on screen, at 80x24, with keys only."""

from __future__ import annotations

from typing import Any

from games.core import Match, Seat
from games.menara import GAME, AutoBase, EndTurn, Fail, Reveal, steady
from games.menara.moves import AddFloor
from games.menara.preview import floor_preview
from games.menara.state import MenaraState
from menara_tui.screens.menara.screen import MenaraScreen
from tests.app.helpers import (
    game_screen,
    make_app,
    notifications,
    play_launch,
    screen_text,
    wait_for,
)
from tests.app_menara.driver import settle, step, table
from widgets.menara.side import TempleSide, draw_side


def _safety(state: MenaraState, move: AddFloor) -> tuple[Any, ...]:
    ghost = floor_preview(state, move.placement)
    p = move.placement
    return (p.level == 0, ghost.chance, -(ghost.margin or 0.0), -len(ghost.supports))


def _floors(moves: list[Any]) -> list[AddFloor]:
    assert all(isinstance(m, AddFloor) for m in moves)
    return list(moves)


async def test_the_side_view_opens_and_v_switches_to_the_plan() -> None:
    app = make_app(play_launch("menara", (Seat("Solo"),), seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = table(app)
        await pilot.press("a")  # the automatic base
        text = screen_text(app)
        assert "ground" in text
        assert f"T{screen.view['target']:>3} │" in text  # the target level is marked
        for f in screen.view["floors"]:
            assert f"F{f['id'][1:]}" in text  # the base floors as slabs with their ids
        await pilot.press("v")
        assert "Plan of level 0" in screen_text(app)
        await pilot.press("v")
        assert "ground" in screen_text(app)


async def test_choosing_a_floor_level_first_then_the_safest_place() -> None:
    app = make_app(play_launch("menara", (Seat("Solo"),), seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = table(app)
        for _ in range(80):
            if screen.view["floor_due"]:
                break
            await step(pilot, app)
            await settle(pilot, app)
        assert screen.view["floor_due"], "a floor became due"
        state = screen.menara_state
        floors = [m for m in state.legal_moves(state.active) if isinstance(m, AddFloor)]
        safest = min(floors, key=lambda m: _safety(state, m))
        # The first place offered is the safest legal one, and its chance is the engine's.
        first = screen.candidates[0]
        assert isinstance(first, AddFloor)
        assert _safety(state, first) == _safety(state, safest)
        text = screen_text(app)
        chance = steady.percent(floor_preview(state, first.placement).chance)
        assert f"wobble {chance}" in text
        assert "safest first" in text
        assert "[::" in text or "::" in text  # the candidate floor drawn into the side view
        # The places of one level only, in order of risk.
        level = first.placement.level
        assert all(isinstance(m, AddFloor) for m in screen.candidates)
        ranks = [_safety(state, m) for m in _floors(screen.candidates)]
        assert ranks == sorted(ranks)
        assert {m.placement.level for m in screen.candidates} == {level}  # type: ignore[union-attr]
        levels = screen.floor_levels()
        if len(levels) > 1:
            await pilot.press("l")
            other = {m.placement.level for m in _floors(screen.candidates)}
            assert len(other) == 1
            assert other != {level}
            await pilot.press("L")
            assert {m.placement.level for m in screen.candidates} == {level}  # type: ignore[union-attr]
        # The side filter: one side only (when the card allows both).
        if len(screen.view["floor_due"]["sides"]) == 2:
            await pilot.press("d")
            assert {m.placement.side for m in screen.candidates} <= {"L"}  # type: ignore[union-attr]
            await pilot.press("d", "d")
        chosen = screen.highlighted
        await pilot.press("enter")
        assert screen.match.moves[-1].notation == str(chosen)
        # The turn's risk as it grows (the floor on columns is a piece).
        after = screen.menara_state
        if level and not after.is_over():
            risk = steady.percent(steady.risk(after))
            assert f"Wobble risk this turn: {risk}" in screen_text(app)


async def test_a_wobble_is_told_and_drawn() -> None:
    # A seeded game of two greedy bots that ends in a wobble (seed 0, see test_steady): the
    # prompt says what fell and why, the side view draws it struck through.
    seats = (Seat("Ana", "greedy"), Seat("Bo", "greedy"))
    app = make_app(play_launch("menara", seats, seed=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(
            pilot, lambda: game_screen(app).match.state.is_over(), limit=120, what="the end"
        )
        screen = game_screen(app)
        assert isinstance(screen, MenaraScreen)
        state = screen.menara_state
        assert "T1" in state.ending
        # The table under the game-over screen: its prompt and its side view.
        why = state.view(None)["steady"]["why"]
        assert why.startswith("The tower wobbles: ")
        assert why in screen._prompt(None)
        side = screen.query_one("#menara-side-view", TempleSide)
        assert side.display
        picture = "\n".join(draw_side(screen.view, side.size.width, side.size.height).lines())
        first = state.fallen[0].fid
        assert f"x{first}" in picture or f"{first}x" in picture  # drawn struck, as [xxF06xx]


def difficult_pile_emptied(seed: int = 7) -> Match:
    """A solo match whose difficult pile was emptied by failing every difficult card: the
    target grows to 18 levels while none is built."""
    match = Match.new(GAME, (Seat("Solo"),), seed=seed)
    match.play(0, AutoBase())
    while match.state.view(0)["piles"]["difficult"]:
        for move in (Reveal("difficult"), Fail(), EndTurn(0)):
            match.play(0, move)
    return match


async def test_an_empty_pile_is_not_offered_and_its_key_says_why() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(difficult_pile_emptied(), mode="play")
        await settle(pilot, app)
        screen = table(app)
        assert screen.view["phase"] == "start"
        text = screen_text(app)
        assert "1 easy · 2 medium: reveal" in text
        assert "3 difficult" not in text
        assert "3 Hard" not in text
        moves = len(screen.match.moves)
        await pilot.press("3")
        await wait_for(pilot, lambda: bool(notifications(app)), what="the refusal")
        assert "The difficult pile is empty." in notifications(app)
        assert len(screen.match.moves) == moves
        await pilot.press("2")  # a pile with cards still reveals
        assert screen.view["phase"] == "build"


async def test_the_built_temple_stays_in_view_when_the_target_does_not() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(difficult_pile_emptied(), mode="play")
        await settle(pilot, app)
        screen = table(app)
        assert screen.view["target"] == 18
        assert screen.view["height"] == 0
        await pilot.press("2")  # a card: the prompt takes more rows from the temple
        assert screen.view["phase"] == "build"
        text = screen_text(app)
        assert "T 18 ↑" in text  # the target, off the view
        ground = next(n for n, line in enumerate(text.splitlines()) if "ground" in line)
        lines = text.splitlines()
        assert lines[ground - 1].startswith("   0 │[")  # the base floors, on the ground
        # the level their columns make, just above
        assert any(line.startswith("   1 │") for line in lines[ground - 4 : ground])
        for f in screen.view["floors"]:
            assert f["id"] in lines[ground - 1]


async def test_the_last_line_reads_whole_at_80_columns() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(difficult_pile_emptied(), mode="play")
        await settle(pilot, app)
        screen = table(app)
        await pilot.press("2")  # the reveal's line is longer than the terminal is wide
        last = screen.visible_log()[-1].text
        assert len("Last: " + last) > 78
        text = " ".join(line.strip() for line in screen_text(app).splitlines())
        assert f"Last: {last}" in text
