"""Seeded random play-outs through games.core.testing, with Bali's invariants at every step."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from games.bali import GAME, data
from games.bali.setup import tally
from games.bali.state import BaliState
from games.core.testing import check_game

OPTIONS = [
    {},
    {"temple_of_shiva": "on"},
    {"demon": "on"},
    {"temple_of_shiva": "on", "demon": "on"},
]


def invariant(state: Any) -> None:
    assert isinstance(state, BaliState)
    n = state.seats
    # Every playing card in exactly one place: the used start sets and the shuffled cards.
    last = data.CARD_COUNT if state.temple else data.FIRST_TEMPLE_CARD
    in_game = [*range(n * data.START_CARDS_PER_COLOUR), *range(data.FIRST_DRAW_CARD, last)]
    places = [*state.deck, *state.removed]
    places += [c for col in state.columns for c in col]
    places += [c for h in state.hands for c in h] + [c for d in state.displays for c in d]
    assert sorted(places) == in_game, "a card is lost or doubled"
    assert state.tallies == tuple(tally(d) for d in state.displays)
    # Every sacrifice card in exactly one place: supply, holdings, altar.
    for kind in data.KINDS:
        total = state.supply[kind] + sum(o[kind] for o in state.own) + state.altar_up[kind]
        total += sum(1 for _s, k in state.altar_down if k == kind)
        assert total == data.SACRIFICE_PER_KIND, f"{data.KIND_NAMES[kind]} lost or doubled"
        assert state.supply[kind] >= 0
        assert all(o[kind] >= 0 for o in state.own)
    # Every tower in one place.
    towers = [k for p in state.piles for k in p] + [k for _p, k in state.built]
    assert sorted(towers) == (sorted(data.TOWER_KINDS) if state.temple else [])
    assert all(s >= 0 for s in state.stones)
    assert all(v >= 0 for v in state.vp)
    assert state.shiva == data.NO_SEAT or state.temple
    assert state.demon == data.NO_SEAT or state.demon_variant
    assert state.demon == data.NO_SEAT or state.demon != state.shiva
    if not state.is_over():
        assert len(state.hands[state.current]) + state.to_take <= data.HAND_SIZE
        assert all(len(h) <= data.HAND_SIZE for h in state.hands)
    # Views: no seat sees another's hand or holdings, nobody sees a face-down kind or the deck.
    spectator = state.view(None)
    assert not {"hand", "own", "my_face_down"} & set(spectator)
    for seat in range(n):
        view = state.view(seat)
        assert Counter(view["hand"]) == Counter(
            data.CARD_CODES[data.CARD_TYPE[c]] for c in state.hands[seat]
        )
        assert [s["hand_size"] for s in view["seats"]] == [len(h) for h in state.hands]
        others = {
            k: v
            for k, v in view.items()
            if k not in ("hand", "own", "my_face_down", "seat", "buy_costs")
        }
        assert json.dumps(others, sort_keys=True) == json.dumps(spectator, sort_keys=True)
    if not state.is_over():
        assert "final" not in spectator
        assert "deck" not in spectator
        if state.temple:  # only each pile's top tower is named
            tops = [p["top"] for p in spectator["towers"]["piles"]]
            assert tops == [data.KIND_NAMES[p[0]] if p else None for p in state.piles]


@pytest.mark.parametrize("options", OPTIONS, ids=["base", "temple", "demon", "both"])
def test_random_games_keep_the_contract(options: dict[str, str]) -> None:
    check_game(
        GAME,
        player_counts=[2, 3, 4],
        seeds=range(1),
        options=options,
        exhaustive_every=4,
        invariant=invariant,
    )


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTIONS, ids=["base", "temple", "demon", "both"])
def test_many_random_games_keep_the_contract(options: dict[str, str]) -> None:
    check_game(GAME, seeds=range(1, 11), options=options, invariant=invariant)


def test_greedy_games_end_and_score() -> None:
    for players in (2, 3, 4):
        state = GAME.new_state([f"P{i}" for i in range(players)], seed=players, options=OPTIONS[3])
        rng = random.Random(0)
        while not state.is_over():
            seat = min(state.actors())
            invariant(state)
            state, _ = state.apply(GAME.bots["greedy"].choose(state, seat, rng), seat)
        outcome = state.outcome()
        assert outcome is not None
        sums = tuple(sum(row.values[s] for row in outcome.breakdown) for s in range(players))
        assert outcome.scores == sums


def test_public_events_never_name_a_face_down_kind() -> None:
    """7.2/7.4: the kind of a face-down altar card reaches only its owner's log."""
    kinds = set(data.KIND_NAMES) | {"rice", "peanut", "banana", "pepper"}
    checked = 0
    for seed in range(6):
        state = GAME.new_state(["A", "B", "C"], seed=seed, options=OPTIONS[3])
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.actors())
            move = rng.choice(state.legal_moves(seat))
            state, events = state.apply(move, seat)
            text = str(move)
            if not (text.startswith("facedown") or text.startswith("play TC")):
                continue
            checked += 1
            allowed = {text.split()[3]} if text.startswith("play TC") else set()
            for event in events:
                words = set(event.text.lower().replace(",", " ").replace(".", " ").split())
                leaked = (words & kinds) - allowed
                if event.visible_to is None:
                    assert not leaked, f"{event.text!r} names the face-down card of {move}"
                else:
                    assert event.visible_to == frozenset({seat})
    assert checked >= 10
