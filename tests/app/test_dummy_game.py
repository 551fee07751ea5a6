"""The dummy game keeps the rules contract, so app tests exercise a faithful stand-in."""

from __future__ import annotations

from games.core.testing import check_game
from tests.app.dummy_game import GAME, Bid, Pass, Pick


def test_dummy_game_keeps_the_contract() -> None:
    reports = check_game(GAME, seeds=range(4))
    assert all(r.over for r in reports)
    check_game(GAME, seeds=range(2), options={"opening": "on", "length": "long"})


def test_notation_round_trips() -> None:
    for move in (Pick(1), Pick(3), Pass(), Bid(2)):
        assert GAME.parse_move(str(move)) == move
