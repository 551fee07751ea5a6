"""The scenario helpers of games.core.testing catch what they promise to catch."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping

import pytest

from games.core import State
from games.core.testing import check_bot_uses_view_only, offered, refused
from tests.core.toy_game import GAME, RandomBot, ToyGame, ToyState


def start() -> ToyState:
    return GAME.new_state(["A", "B"], seed=3)


def test_refused_returns_the_sentence_and_checks_its_words() -> None:
    state = start()
    assert "not your turn" in refused(GAME, state, 1, "add 1", "turn")
    with pytest.raises(AssertionError, match="does not mention"):
        refused(GAME, state, 1, "add 1", "colour")
    with pytest.raises(AssertionError, match="was accepted"):
        refused(GAME, state, 0, "add 1")


def test_offered_lists_notations() -> None:
    assert offered(start(), 0) == {"add 1", "add 2", "roll"}
    assert offered(start(), 1) == set()


def _scramble(state: State, seat: int, rng: random.Random) -> State:
    # The seed is hidden from every view: a bot must not be able to tell two seeds apart.
    assert isinstance(state, ToyState)
    return dataclasses.replace(state, seed=rng.randrange(10**6))


class PeekingBot:
    def choose(self, state: ToyState, seat: int, rng: random.Random) -> object:
        moves = state.legal_moves(seat)
        return moves[state.seed % len(moves)]


def test_bot_check_passes_an_honest_bot_and_catches_a_peeking_one() -> None:
    check_bot_uses_view_only(GAME, "random", start(), 0, _scramble)

    class Cheating(ToyGame):
        bots: Mapping[str, RandomBot | PeekingBot] = {"peek": PeekingBot()}  # type: ignore[assignment]

    with pytest.raises(AssertionError, match="looked past its view"):
        check_bot_uses_view_only(Cheating(), "peek", start(), 0, _scramble, tries=10)
