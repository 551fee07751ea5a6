"""Each game's `scramble_secrets` (the re-deal the frame check relies on) keeps what it must
and changes what it may: checked over bot games for every seat kept and for a spectator."""

from __future__ import annotations

import json
import random

import pytest

from games import GAMES
from games.core import Match, Seat, State
from games.core.testing import Scramble, hidden_variants, secrets_changed
from tests.app_secrets.driver import scramble_of

REDEALT = sorted(gid for gid, game in GAMES.items() if scramble_of(game) is not None)


def _scramble(game_id: str) -> Scramble:
    found = scramble_of(GAMES[game_id])
    assert found is not None
    return found


def _positions(game_id: str, players: int, seed: int) -> list[State]:
    game = GAMES[game_id]
    level = "greedy" if "greedy" in game.bots else next(iter(game.bots))
    match = Match.new(game, tuple(Seat(f"P{i}", level) for i in range(players)), seed=seed)
    while not match.state.is_over() and len(match.moves) < 400:
        seat = match.bots_in_order()[0]
        match.play(seat, match.bot_move(seat))
    return list(match.states)


def test_bali_and_mandala_stones_declare_a_re_deal() -> None:
    assert {"bali", "mandala_stones"} <= set(REDEALT)


@pytest.mark.parametrize("game_id", REDEALT)
def test_a_re_deal_keeps_the_public_view_and_the_kept_seats_own(game_id: str) -> None:
    scramble = _scramble(game_id)
    game = GAMES[game_id]
    players = min(max(3, game.info.min_players), game.info.max_players)
    rng = random.Random(4)
    checked = changed = 0
    positions = _positions(game_id, players, seed=4)
    assert positions[-1].is_over()
    for state in [*positions[::3], positions[-1]]:
        for keep in [None, *range(players)]:
            # hidden_variants checks view(None) and view(keep) against the real position.
            for other in hidden_variants(state, keep, scramble, rng):
                checked += 1
                changed += bool(secrets_changed(state, other, keep))
                # A re-dealt position is a position of the game: it serialises and plays on.
                game.state_from_json(json.loads(json.dumps(other.to_json())))
                for seat in other.actors():
                    assert other.legal_moves(seat)
    assert checked > 50
    # A re-deal that changed nothing would prove nothing: nearly every one changes a secret
    # (not at the end, where everything is revealed).
    assert changed >= 0.9 * checked - (players + 1)


@pytest.mark.parametrize("game_id", REDEALT)
def test_a_re_deal_is_pure_and_seeded(game_id: str) -> None:
    scramble = _scramble(game_id)
    state = _positions(game_id, 3, seed=8)[10]
    before = json.dumps(state.to_json(), sort_keys=True)
    first = scramble(state, 1, random.Random(5)).to_json()
    again = scramble(state, 1, random.Random(5)).to_json()
    assert json.dumps(first, sort_keys=True) == json.dumps(again, sort_keys=True)
    assert json.dumps(state.to_json(), sort_keys=True) == before
