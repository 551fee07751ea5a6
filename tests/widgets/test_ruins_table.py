"""Pilot tests of RuinsTable and EffectChoice with the sample views."""

from __future__ import annotations

import copy

import pytest

from tests.widgets.ruins_harness import RuinsApp, widget_lines, widget_text
from tests.widgets.ruins_views import (
    FIVE_PLAYER,
    FLIP_PHASE,
    GAME_OVER,
    PENDING_BURDEN,
    SPECTATOR,
    TWO_PLAYER,
)
from widgets.ruins.effect_choice import EffectChoice
from widgets.ruins.hand import CardHand
from widgets.ruins.table import RuinsTable, torches, vp_track

SIZES = [(80, 24), (120, 40)]


def table_of(app: RuinsApp) -> RuinsTable:
    return app.query_one(RuinsTable)


def seat_line(lines: list[str], name: str) -> str:
    return next(line for line in lines if f" {name} " in line and line.lstrip()[:1] in "▶P")


@pytest.mark.parametrize("size", SIZES)
async def test_five_seats_and_the_hand_fit_together(size: tuple[int, int]) -> None:
    app = RuinsApp(FIVE_PLAYER)
    async with app.run_test(size=size):
        table, hand = table_of(app), app.query_one(CardHand)
        assert table.size.height <= 12
        assert hand.region.y >= table.region.bottom
        assert hand.region.bottom <= size[1] - 1  # the footer keeps the last row
        lines = widget_lines(table)
        assert len(lines) == table.size.height
        for name in FIVE_PLAYER["players"]:
            assert seat_line(lines, name)
        assert all(len(line.rstrip()) <= size[0] for line in lines)


async def test_full_table_shows_every_public_fact() -> None:
    app = RuinsApp(FIVE_PLAYER)
    async with app.run_test(size=(80, 24)):
        lines = widget_lines(table_of(app))
        text = "\n".join(lines)
        assert "Round 3 of 4" in lines[0]
        assert "Cy to play or pass" in lines[0]
        assert "passes 0/3" in lines[0]
        assert "To beat: 1 × 11 by Bo" in lines[1]
        assert "[R9B ☾N11 fx:j]" in lines[1]
        cy = seat_line(lines, "Cy")
        assert cy.lstrip().startswith("▶")
        assert "(you)" in cy
        assert " 12 " in cy
        assert torches(2, 1) in cy
        assert vp_track(2) in cy
        ed = seat_line(lines, "Ed")
        assert "⚑" in ed
        assert "out 1st" in ed
        assert vp_track(10) in ed
        assert "+5" in ed
        bo = seat_line(lines, "Bo")
        assert "○○○" in bo
        assert not bo.lstrip().startswith("▶")
        assert "[1] 3● T11 top d Wild" in text
        assert "[4] 1● B05 bot i Burden One *yours" in text  # Cy's own drafted purchase
        assert "Ruin deck 3" in text
        assert "discovery deck 14" in text
        assert "discard 3" in text


async def test_empty_market_slot_and_two_players() -> None:
    app = RuinsApp(TWO_PLAYER)
    async with app.run_test(size=(80, 24)):
        text = widget_text(table_of(app))
        assert "[3] 1● — empty" in text
        assert "To beat: 2 × 4 by Bo" in text
        assert "[R4A ☀D4] [R4C ☀D4]" in text
        assert "passes 0/1" in text
        assert "[2] 2● T05 top b +2 Rank *yours" in text


async def test_forced_passes_are_named_with_the_reason() -> None:
    app = RuinsApp(PENDING_BURDEN)
    async with app.run_test(size=(80, 24)):
        lines = widget_lines(table_of(app))
        assert "Ed, Ana must pass (skip)" in lines[0]
        assert "Di resolves an effect" in lines[0]
        assert "must pass" in seat_line(lines, "Ed")
        assert "must pass" in seat_line(lines, "Ana")
        assert "→9" in lines[1]  # R7E ☾7 with +2 is a 9


async def test_spectator_table_has_no_private_marks() -> None:
    app = RuinsApp(SPECTATOR)
    async with app.run_test(size=(80, 24)):
        text = widget_text(table_of(app))
        assert "(you)" not in text
        assert "*yours" not in text
        assert "Ed, Ana must pass (skip)" in text


async def test_flip_phase_and_game_over() -> None:
    app = RuinsApp(FLIP_PHASE)
    async with app.run_test(size=(80, 24)):
        lines = widget_lines(table_of(app))
        assert "Secret flip: 1 of 3 decided" in lines[0]
        assert "Trick empty" in lines[1]
        assert "deciding" in seat_line(lines, "Ana")
        assert "decided" in seat_line(lines, "Bo")
    app = RuinsApp(GAME_OVER)
    async with app.run_test(size=(80, 24)):
        lines = widget_lines(table_of(app))
        assert lines[0].startswith("Showdown (round 5)")
        assert "Cy wins (Cy went out first in the showdown)" in lines[0]
        assert lines[1].startswith("Last play: 1 × 13 by Cy")
        assert "WINNER" in seat_line(lines, "Cy")
        assert "sits out" in seat_line(lines, "Di")
        assert "[3] 1● T03" in "\n".join(lines)
        assert "[1] 3● — empty" in "\n".join(lines)
        assert not any(line.lstrip().startswith("▶") for line in lines)


async def test_compact_mode_is_one_line() -> None:
    app = RuinsApp(FIVE_PLAYER, compact=True)
    async with app.run_test(size=(80, 24)):
        table = table_of(app)
        assert table.size.height == 1
        (line,) = widget_lines(table)
        assert line.startswith("R3/4 · beat 1×11 Bo p0/3")
        for name in ("Ana", "Bo", "Cy", "Di", "Ed"):
            assert name in line
        assert "▶Cy 12·2" in line
        assert "Ed out1·10" in line


async def test_compact_mode_cuts_a_long_name_with_an_ellipsis() -> None:
    """The one line gives a name five cells: a longer one ended silently after four letters."""
    view = copy.deepcopy(FIVE_PLAYER)
    view["seats"][0]["name"] = "Bartholomew Long"
    app = RuinsApp(view, compact=True)
    async with app.run_test(size=(80, 24)):
        (line,) = widget_lines(table_of(app))
        assert " Bart… " in line
        assert " Bo " in line


async def test_table_turns_compact_when_squeezed() -> None:
    app = RuinsApp(PENDING_BURDEN)
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        assert table.size.height == RuinsTable.full_height(PENDING_BURDEN)
        table.styles.height = 3
        await pilot.pause()
        lines = widget_lines(table)
        assert lines[0].startswith("R3/4")
        assert "skip Ed, Ana" in lines[0]
        assert lines[1:] == [" " * 80] * 2


async def test_burden_choice_posts_the_chosen_seat() -> None:
    app = RuinsApp(PENDING_BURDEN)
    async with app.run_test(size=(80, 24)) as pilot:
        choice = app.query_one(EffectChoice)
        assert choice.has_focus
        assert choice.choices == (0, 1, 2, 4)
        text = widget_text(choice)
        assert "Burden One: choose an opponent" in text
        for label in ("[1] Ana: 6", "[2] Bo: 4", "[3] Cy: 12", "[5] Ed: 2"):
            assert label in text
        assert "Di" not in text
        await pilot.press("down", "down", "enter")
        await pilot.press("4")  # Di herself: not a choice, nothing posted
        await pilot.press("5")
        await pilot.press("up", "k", "enter")
        seats = [m.seat for m in app.messages if isinstance(m, EffectChoice.BurdenChosen)]
        assert seats == [2, 4, 1]


async def test_burden_choice_empty_without_pending() -> None:
    view = copy.deepcopy(PENDING_BURDEN)
    view["pending"] = None
    choice = EffectChoice(view)
    assert choice.choices == ()
    assert choice.highlighted is None
    choice.update(PENDING_BURDEN)
    assert choice.highlighted == 0
