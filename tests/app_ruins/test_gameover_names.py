"""The game-over table at 80x24 with five 16-character names: every seat's scores in sight.
The one-row names made the table wider than the screen, and the last seats' columns (and the
second digit of a score) were out of sight; the names now take two header rows."""

from __future__ import annotations

import random

from textual.widgets import DataTable

from games.core import Match, Seat
from games.ruins import GAME
from menara_tui.screens.gameover import GameOverScreen, two_rows
from tests.app.helpers import make_app, reach, screen_text

NAMES = ("Bartholomew Long", "Wilhelmina Smith", "Maximilian Ernst", "Konstantin Weiss", "Ana")


def greedy_game() -> Match:
    match = Match.new(GAME, tuple(Seat(name, "greedy") for name in NAMES), seed=3)
    bot = GAME.bots["greedy"]
    rng = random.Random(3)
    while not match.state.is_over():
        seat = min(match.state.actors())
        match.play(seat, bot.choose(match.state, seat, rng))
    return match


def test_a_name_takes_two_rows_split_near_its_middle() -> None:
    assert two_rows("★ Wilhelmina Smith") == "★ Wilhelmina\nSmith"
    assert two_rows("Bartholomew Long") == "Bartholomew\nLong"
    assert two_rows("Ana") == "Ana"


async def test_five_long_names_keep_every_score_in_sight_at_80x24() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(greedy_game(), mode="play")
        screen = await reach(pilot, app, GameOverScreen, "game over")
        table = screen.query_one("#gameover-scores", DataTable)
        assert table.virtual_size.width <= table.scrollable_content_region.width
        lines = screen_text(app).splitlines()
        total = next(line for line in lines if line.strip().startswith("Total"))
        assert total.split()[1:] == [str(score) for score in screen.outcome.scores]
        for name in NAMES:
            first = name.split()[0]
            assert any(first in line for line in lines), name
