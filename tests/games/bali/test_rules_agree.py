"""`rules.refusal` and `rules.legal_moves` agree on every move there is, in positions from
seeded random games: a move is refused exactly when it is not offered, and every refusal is a
sentence."""

from __future__ import annotations

import random

import pytest

from games.bali import GAME, data
from games.bali.moves import (
    Buy,
    Discard,
    FaceDown,
    FromSupply,
    Gain,
    Move,
    Play,
    PlayFarmers,
    PlayTemple,
    Sacrifice,
    Split,
    Take,
)
from games.bali.state import BaliState

EVERY_MOVE: list[Move] = [
    *(cls(k) for cls in (Buy, Sacrifice, FaceDown, FromSupply, Gain) for k in data.KINDS),
    *(Play(t) for t in data.CARD_TYPES),
    *(Discard(t) for t in data.CARD_TYPES),
    *(PlayFarmers(k, n) for k in data.KINDS for n in (1, 2, 3)),
    *(PlayTemple(p, b, d) for p in ("A", "B", "-") for b in data.KINDS for d in data.KINDS),
    *(Take(c) for c in range(data.COLUMNS)),
    *(Split(v, s) for v in range(8) for s in range(8)),
]


def check(state: BaliState) -> None:
    for seat in range(state.seats):
        legal = set(state.legal_moves(seat))
        for move in EVERY_MOVE:
            reason = state.refusal(move, seat)
            assert (reason is None) == (move in legal), f"{move} for seat {seat}: {reason}"
            if reason is not None:
                assert reason.endswith("."), reason


@pytest.mark.parametrize(
    "options",
    [{}, {"temple_of_shiva": "on", "demon": "on"}],
    ids=["base", "both"],
)
def test_refusals_and_legal_moves_agree(options: dict[str, str]) -> None:
    for players in (2, 4):
        state = GAME.new_state([f"P{i}" for i in range(players)], seed=players, options=options)
        rng = random.Random(players)
        step = 0
        while not state.is_over():
            if step % 3 == 0:
                check(state)
            seat = min(state.actors())
            state, _ = state.apply(rng.choice(state.legal_moves(seat)), seat)
            step += 1
        check(state)


def test_refusals_agree_in_the_awkward_corners() -> None:
    from .helpers import hand, own, start, stones, turn

    corners = [
        stones(hand(start(4), 1, "SH", "SH", "SH"), 1, 5),
        own(hand(turn(start(4, temple=True), 2, "play"), 2, "TC", "SH", "SH"), 2, rice=1),
        own(
            hand(turn(start(4, temple=True).evolve(piles=((), ())), 0), 0, "TC", "TC", "SH"),
            0,
            bananas=2,
        ),
        turn(start(3, demon=True).evolve(demon=0), 0),
    ]
    for state in corners:
        check(state)


def test_every_move_has_words_and_notation() -> None:
    from games.bali import describe

    for move in EVERY_MOVE:
        assert describe(move)
        # `Play` of a farmer or a Temple card is never offered (they have their own moves)
        # and its text reads back as the real move or not at all.
        if not isinstance(move, Play) or move.card <= data.SHRINE:
            assert GAME.parse_move(str(move)) == move
