"""apply's shortcut for a column action that legal_moves listed (rules._listed_columns): the
columns it adds and removes must be those the full check finds, on real positions."""

from __future__ import annotations

import random

import pytest

from games.core import IllegalMove
from games.menara import GAME
from games.menara.bench import due_positions
from games.menara.geometry import Placement
from games.menara.moves import AddFloor, MoveUp, Pair, Place, parse_move
from games.menara.rules import _listed_columns, column_move_problem
from games.menara.state import MenaraState


def _column_positions(games: int) -> list[MenaraState]:
    """Positions of seeded random 4-seat games where columns are placed or moved."""
    found = []
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_state(["A", "B", "C", "D"], seed=seed)
        while not state.is_over():
            legal = state.legal_moves(state.active)
            if any(isinstance(m, Place | MoveUp | Pair) for m in legal):
                found.append(state)
            state, _ = state.apply(rng.choice(legal), state.active)
    return found


def test_listed_column_actions_add_and_remove_what_the_full_check_finds() -> None:
    positions = _column_positions(games=3)
    kinds = set()
    for state in positions:
        legal = state.legal_moves(state.active)
        fresh = state.evolve()  # an empty cache: apply would check in full
        for move in legal:
            if not isinstance(move, Place | MoveUp | Pair):
                continue
            listed = _listed_columns(state, move)
            assert listed is not None, move
            problem, adds, removes = column_move_problem(fresh, move)
            assert problem is None, (move, problem)
            assert listed == (adds, removes), move
            part = move.first if isinstance(move, Pair) else move
            kinds.add(type(part).__name__ + type(move).__name__)
    assert {"PlacePlace", "PlacePair", "MoveUpMoveUp"} <= kinds


def test_an_equal_move_that_was_not_listed_is_checked_in_full() -> None:
    """Only the listed objects themselves take the shortcut: an equal move written out again
    (as a player types it) and a position whose moves were never asked are checked in full."""
    positions = _column_positions(games=1)
    assert positions
    for state in positions[:40]:
        legal = state.legal_moves(state.active)
        for move in legal:
            if isinstance(move, Place | MoveUp | Pair):
                again = parse_move(str(move))
                assert isinstance(again, Place | MoveUp | Pair)
                assert _listed_columns(state, again) is None
                assert _listed_columns(state.evolve(), move) is None


def test_an_unlisted_pair_of_listed_columns_is_checked_in_full() -> None:
    """Two placements that each stand alone but are not listed together are not a listed
    pair: apply must check them (and refuse them when they break a rule)."""
    for state in _column_positions(games=2):
        legal = state.legal_moves(state.active)
        singles = [m for m in legal if isinstance(m, Place)]
        pairs = {str(m) for m in legal if isinstance(m, Pair)}
        for a in singles:
            for b in singles:
                if a is not b and str(Pair(a, b)) not in pairs:
                    assert _listed_columns(state, Pair(a, b)) is None
                    assert column_move_problem(state, Pair(a, b))[0] is not None
                    return
    raise AssertionError("no position with two placements that do not pair")


def test_a_listed_floor_applies_as_the_same_floor_written_out_again() -> None:
    """A due floor's listed move (apply skips the check legal_moves made) ends where the same
    move parsed from its notation ends (checked in full); a floor that is not listed raises."""
    for state in due_positions(games=1)[:4]:
        legal = state.legal_moves(state.active)
        for move in (legal[0], legal[-1]):
            after, events = state.apply(move, state.active)
            again, events_again = state.evolve().apply(parse_move(str(move)), state.active)
            assert after.to_json() == again.to_json()
            assert [e.text for e in events] == [e.text for e in events_again]
        p = legal[0].placement
        wrong = AddFloor(Placement(p.fid, p.side, p.rot, 0, 0, p.level))
        assert wrong not in legal
        with pytest.raises(IllegalMove):
            state.apply(wrong, state.active)
