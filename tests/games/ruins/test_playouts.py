"""Seeded random play-outs through games.core.testing, with the Ruins invariants."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from games.core.testing import check_game
from games.ruins import GAME, data
from games.ruins.cards import EMPTY
from games.ruins.state import RuinsState


def invariant(state: Any) -> None:
    assert isinstance(state, RuinsState)
    n = len(state.players)
    # Ruins: the game's set has n copies of each day rank; each is in exactly one place.
    assert len(state.in_game) == data.DECK_SIZES[n]
    assert Counter(data.RUIN_DAY[r] for r in state.in_game) == Counter(
        dict.fromkeys(data.DAY_RANKS, n)
    )
    places = [r for h in state.hands for r in h] + list(state.deck) + list(state.discard)
    places += [r for p in state.trick for r in p.ruins]
    assert sorted(places) == sorted(state.in_game), "a ruin is lost or doubled"
    removed = set(range(data.RUIN_COUNT)) - set(state.in_game)
    assert len(removed) + len(places) == data.RUIN_COUNT
    # Discoveries: deck + market + on ruins = the 39, once each.
    on_ruins = [d for c in state.cards for d in (c.top, c.mid, c.bot) if d != EMPTY]
    market = [d for d in state.market if d != EMPTY]
    assert sorted(list(state.disc_deck) + market + on_ruins) == list(range(data.DISCOVERY_COUNT))
    assert all(state.cards[r].top == EMPTY for r in removed), "a removed ruin was upgraded"
    # Claims, torches, VP.
    for seat in range(n):
        used = sum(1 for c in state.cards if c.claim == seat)
        assert used + state.claims_left[seat] == data.CLAIMS
        assert 0 <= state.lit[seat] <= data.TORCHES
        assert data.VP_MIN <= state.vp[seat] <= data.VP_MAX
    # Views: nobody sees another hand, a deck order or a removed copy.
    secret = {data.RUIN_IDS[r] for r in [*state.deck, *removed]}
    secret |= {data.DISCOVERY_IDS[d] for d in state.disc_deck}
    spectator = state.view(None)
    assert not {"hand", "draft", "pending", "my_flip", "new"} & set(spectator)
    views: dict[int | None, str] = {None: json.dumps(spectator)}
    for seat in range(n):
        view = state.view(seat)
        assert [s["hand_size"] for s in view["seats"]] == [len(h) for h in state.hands]
        assert sorted(r["id"] for r in view["hand"]) == sorted(
            data.RUIN_IDS[r] for r in state.hands[seat]
        )
        # The seat's own flip stays named even after that ruin has left its hand: it knows it.
        flip = state.flips[seat]
        assert view.pop("my_flip") == (data.RUIN_IDS[flip] if flip >= 0 else None)
        views[seat] = json.dumps(view)
    for viewer, text in views.items():
        hidden = set(secret)
        for other in range(n):
            if other != viewer:
                hidden |= {data.RUIN_IDS[r] for r in state.hands[other]}
        tokens = set(text.replace('"', " ").replace(",", " ").split())
        assert not hidden & tokens, f"view({viewer}) shows {hidden & tokens}"


def test_random_playouts_keep_the_contract() -> None:
    reports = check_game(
        GAME, player_counts=[2, 3, 4, 5], seeds=[0], exhaustive_every=6, invariant=invariant
    )
    assert all(r.over for r in reports)


def test_random_playouts_with_auto_pass() -> None:
    reports = check_game(
        GAME,
        player_counts=[3],
        seeds=[1],
        exhaustive_every=6,
        invariant=invariant,
        options={"auto_pass": "on", "first_player": "P2"},
    )
    assert all(r.over for r in reports)


@pytest.mark.slow
def test_many_random_playouts_keep_the_contract() -> None:
    reports = check_game(
        GAME,
        player_counts=[2, 3, 4, 5],
        seeds=range(1, 9),
        exhaustive_every=1,
        invariant=invariant,
    )
    assert len(reports) == 32
    reports = check_game(
        GAME,
        player_counts=[2, 5],
        seeds=range(3),
        exhaustive_every=2,
        invariant=invariant,
        options={"auto_pass": "on"},
    )
    assert all(r.over for r in reports)
