"""The pairs `legal_moves` lists (building.place_pairs, building.move_pairs) against the plain
definition in the module docstring of building.py, asked of every candidate pair with the
checks apply uses (`place_pair_problem`, `move_pair_problem`), on positions of seeded games.

The enumerators prune (reach, floors, groups of options) and answer many pairs without a
check: these tests show that the pruning loses no pair and invents none.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest

from games.menara import building, tasks
from games.menara.bench import PLAYERS
from games.menara.checks import stands_after
from games.menara.game import GAME
from games.menara.moves import MoveUp, Pair, Place, move_up
from games.menara.rules import card_of
from games.menara.state import MenaraState


def _positions(want: Callable[[MenaraState], bool], games: int, limit: int) -> list[MenaraState]:
    """Column-building positions of seeded random games (uniform moves, as the bench plays)
    that `want` keeps, at most `limit`."""
    found: list[MenaraState] = []
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_state(PLAYERS, seed=seed)
        while not state.is_over() and len(found) < limit:
            if state.phase == "build" and state.turn.card and not state.turn.due and want(state):
                found.append(state)
            seat = state.active
            state, _ = state.apply(rng.choice(state.legal_moves(seat)), seat)
    return found


def _places(state: MenaraState) -> bool:
    """A position with pairs of placements where some pair falls: one of the options cannot
    stand alone, or two that stand alone fall together (the cases pruning could get wrong)."""
    card, turn, temple = card_of(state), state.turn, state.temple
    left = tasks.remaining(card, turn)
    if not tasks.places_columns(card) or (left is not None and left < 2):
        return False
    options = building.place_options(temple, state.supplies[state.active], card, turn)
    lonely = [o for o in options if o.alone]
    return len(lonely) < len(options) or any(
        not stands_after(temple, [a.add, b.add]) for a, b in itertools.combinations(lonely, 2)
    )


def _moves(state: MenaraState) -> bool:
    left = tasks.remaining(card_of(state), state.turn)
    return card_of(state).task == "MOVE" and left is not None and left >= 2


PLACE_POSITIONS = _positions(_places, games=30, limit=80)
MOVE_POSITIONS = _positions(_moves, games=40, limit=12)


def test_enough_positions() -> None:
    assert len(PLACE_POSITIONS) >= 60
    assert len(MOVE_POSITIONS) >= 8


@pytest.mark.parametrize("n", range(80))
def test_place_pairs_are_every_legal_pair_of_placements(n: int) -> None:
    if n >= len(PLACE_POSITIONS):
        pytest.skip("fewer positions")
    state = PLACE_POSITIONS[n]
    card, turn, temple = card_of(state), state.turn, state.temple
    supply = state.supplies[state.active]
    options = building.place_options(temple, supply, card, turn)
    listed = building.place_pairs(temple, supply, card, turn, options)
    plain = {
        str(Pair(a.move, b.move))
        for a, b in itertools.combinations(options, 2)
        if building.place_pair_problem(temple, supply, card, turn, a.move, b.move)[0] is None
    }
    assert [str(p) for p in listed] == sorted(plain)
    assert all(p == Pair(p.first, p.second) for p in listed)


def _candidate_moves(state: MenaraState) -> list[MoveUp]:
    """Every MOVE of one column to an empty base or to a base another movable column leaves,
    whatever the rules say (the pair check judges them)."""
    temple = state.temple
    sources = building.movable(temple, state.turn)
    out = []
    for i, j in sources:
        colour = temple.floors[i].columns[j]
        sx, sy = temple.base_point(i, j)
        for k, f in enumerate(temple.floors):
            if f.level <= temple.floors[i].level:
                continue
            for m, occupant in enumerate(f.columns):
                if temple.shapes[k].bases[m].colour != colour:
                    continue
                if occupant and (k, m) not in sources:
                    continue
                dx, dy = temple.base_point(k, m)
                src, dst = temple.floors[i].fid, f.fid
                out.append(move_up(colour, src, sx, sy, dst, dx, dy))
    return out


@pytest.mark.parametrize("n", range(12))
def test_move_pairs_are_the_pairs_the_docstring_lists(n: int) -> None:
    """Listed: the legal pairs in which one move could not be made alone, or in which both
    moves complete a floor (building's docstring)."""
    if n >= len(MOVE_POSITIONS):
        pytest.skip("fewer positions")
    state = MOVE_POSITIONS[n]
    card, turn, temple = card_of(state), state.turn, state.temple
    options = building.move_options(temple, turn)
    listed = building.move_pairs(temple, turn, card, options)

    def alone(move: MoveUp) -> bool:
        return building.single_move_problem(temple, turn, move)[0] is None

    def completes(move: MoveUp) -> bool:
        _, _, dst = building.move_problem(temple, turn, move)
        return building._completes(temple, dst)

    plain = set()
    for a, b in itertools.combinations(_candidate_moves(state), 2):
        if building.move_pair_problem(temple, turn, a, b)[0] is not None:
            continue
        if not alone(a) or not alone(b) or (completes(a) and completes(b)):
            plain.add(str(Pair(a, b)))
    assert [str(p) for p in listed] == sorted(plain)
    assert all(isinstance(p.first, MoveUp) for p in listed)


def test_place_pairs_group_floors_for_a_card_that_binds_one_floor() -> None:
    """A SAME card: every pair listed lies on one floor, and some position has such pairs."""
    same = [s for s in PLACE_POSITIONS if card_of(s).task == "SAME"]
    assert same
    seen = 0
    for state in same:
        card, turn, temple = card_of(state), state.turn, state.temple
        supply = state.supplies[state.active]
        options = building.place_options(temple, supply, card, turn)
        for pair in building.place_pairs(temple, supply, card, turn, options):
            assert isinstance(pair.first, Place)
            assert isinstance(pair.second, Place)
            assert pair.first.fid == pair.second.fid
            seen += 1
    assert seen
