"""Bots: legal moves only, decisions from the view, and greedy beats random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.core.testing import check_bot_uses_view_only
from games.ruins import BOTS, GAME
from games.ruins.scenario import build
from tests.games.ruins.helpers import move


def _play(seed: int, kinds: list[str]) -> int:
    """One seeded game; every bot move is checked to be legal. Returns the winner."""
    rng = random.Random(seed)
    state = GAME.new_state([f"P{i + 1}" for i in range(len(kinds))], seed=seed)
    while not state.is_over():
        seat = min(state.actors())
        choice = BOTS[kinds[seat]].choose(state, seat, rng)
        assert choice in state.legal_moves(seat)
        state, _ = state.apply(choice, seat)
    outcome = state.outcome()
    assert outcome is not None
    (winner,) = outcome.winners
    return winner


def _greedy_wins(games: int, first_seed: int) -> int:
    wins = 0
    for game in range(games):
        seat = game % 4
        kinds = ["random"] * 4
        kinds[seat] = "greedy"
        wins += _play(first_seed + game, kinds) == seat
    return wins


@pytest.mark.parametrize("players", [2, 3, 5])
def test_bots_play_whole_games(players: int) -> None:
    kinds = ["greedy" if i % 2 else "random" for i in range(players)]
    assert 0 <= _play(players, kinds) < players


def test_greedy_beats_random_in_a_sample() -> None:
    wins = _greedy_wins(20, 100)
    assert wins > 5  # more than the 25 % a random seat would get


@pytest.mark.slow
def test_greedy_wins_at_least_half_of_200_games() -> None:
    assert _greedy_wins(200, 1000) >= 100


def test_greedy_goes_out_when_it_can() -> None:
    state = build(
        hands=[["R2A"], ["R9A", "R9B"], ["R3A"], ["R3B"]], trick=[(0, ["R5A", "R5B"])], current=1
    )
    choice = BOTS["greedy"].choose(state, 1, random.Random(0))
    assert str(choice) == "play R9A R9B"


def test_greedy_buys_to_make_a_set_and_declines_pointless_buys() -> None:
    state = build(
        hands=[["R5A", "R5B", "R2A", "R8A"], ["R1A"], ["R3A"], ["R3B"]],
        market=["T08", "M01", "T10", "M11"],
    )
    greedy = BOTS["greedy"]
    first = greedy.choose(state, 0, random.Random(0))
    assert str(first) == "buy S3 R2A"  # the +3 turns the 2 into a third 5
    state, _ = move(state, 0, str(first))
    second = greedy.choose(state, 0, random.Random(0))
    assert str(second) == "play R2A R5A R5B"


def test_greedy_burdens_the_opponent_closest_to_going_out() -> None:
    state = build(
        hands=[["R7E", "R9A"], ["R1A", "R1B", "R1C"], ["R2A"], ["R3A", "R3B"]],
        upgrades={"R7E": "night"},
        deck=["R8A"],
    )
    state, _ = move(state, 0, "play R7E")
    assert str(BOTS["greedy"].choose(state, 0, random.Random(0))) == "burden P3"


def test_greedy_discards_an_isolated_ruin() -> None:
    state = build(
        hands=[["R9A", "R5A", "R5B", "R4A"], ["R1A"], ["R3A"], ["R3B"]],
        upgrades={"R9A": "B10"},
    )
    state, _ = move(state, 0, "play R9A")
    assert str(BOTS["greedy"].choose(state, 0, random.Random(0))) == "discard R4A"


def test_greedy_flips_to_join_a_set() -> None:
    state = build(hands=[["R4A", "R7A", "R9B"], ["R1A"], ["R3A"], ["R3B"]], phase="flip")
    assert str(BOTS["greedy"].choose(state, 0, random.Random(0))) == "flip R4A"


def _scramble(state: Any, seat: int, rng: random.Random) -> Any:
    """A position `seat` cannot tell apart: other hands trade clean ruins with the deck, and the
    ruin and discovery decks are shuffled."""
    from games.ruins.cards import CLEAN

    hands = [list(h) for h in state.hands]
    deck = list(state.deck)
    fresh = {r for seat_new in state.new for r in seat_new}

    def tradable(r: int) -> bool:
        return state.cards[r] is CLEAN[r] and r not in fresh

    for other, hand_ in enumerate(hands):
        if other == seat:
            continue
        for i, ruin in enumerate(hand_):
            spots = [j for j, r in enumerate(deck) if tradable(r)]
            if tradable(ruin) and spots and rng.random() < 0.7:
                j = rng.choice(spots)
                hand_[i], deck[j] = deck[j], ruin
        hand_.sort()
    rng.shuffle(deck)
    disc_deck = list(state.disc_deck)
    rng.shuffle(disc_deck)
    return state.evolve(
        hands=tuple(tuple(h) for h in hands), deck=tuple(deck), disc_deck=tuple(disc_deck)
    )


@pytest.mark.parametrize("seed", [2, 9])
def test_the_greedy_bot_decides_from_its_view_only(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(["A", "B", "C"], seed=seed)
    checked = 0
    while not state.is_over() and checked < 40:
        seat = min(state.actors())
        if len(state.legal_moves(seat)) > 1:
            check_bot_uses_view_only(GAME, "greedy", state, seat, _scramble, seed=checked)
            checked += 1
        state, _ = state.apply(BOTS["greedy"].choose(state, seat, rng), seat)
    assert checked
