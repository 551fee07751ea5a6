"""The preview a hand shows agrees with the rules: every legal play has the rank it previews."""

from __future__ import annotations

import random

import pytest

from games.ruins import BOTS, GAME, preview_play
from games.ruins.moves import Buy, Play


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_legal_play_previews_as_a_set(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(["A", "B", "C"], seed=seed)
    checked = 0
    while not state.is_over() and checked < 400:
        seat = min(state.actors())
        legal = state.legal_moves(seat)
        view = state.view(seat)
        last = view["trick"]["last"] if view.get("trick") else None
        for move in legal:
            if isinstance(move, Play):
                preview = preview_play(view, move.ruins, move.declared)
                assert preview.rank is not None, (move, preview.reason)
                if last:
                    assert preview.count == last["count"]
                    assert preview.rank >= last["rank"]
                checked += 1
        # Buys make drafts: the preview must read them too.
        buys = [m for m in legal if isinstance(m, Buy)]
        choice = (
            rng.choice(buys)
            if buys and rng.random() < 0.3
            else BOTS["greedy"].choose(state, seat, rng)
        )
        state, _ = state.apply(choice, seat)
    assert checked
