"""The enumerators of placements.py against the plain checks of checks.py, position by position."""

from __future__ import annotations

import random
from functools import cache

import pytest

from games.menara import BOTS, GAME, tasks
from games.menara.checks import base_arrangement_problem, floor_problem, shift_problem
from games.menara.data import FLOORS
from games.menara.geometry import Placement, orientations
from games.menara.placements import contact_placements, floor_placements, shift_placements
from games.menara.rules import card_of
from games.menara.state import MenaraState
from games.menara.statics import Temple
from tests.games.menara.helpers import ALL_TQ6, FIXTURES, floor


@cache
def due_positions() -> tuple[MenaraState, ...]:
    """Positions where a floor is due, from seeded random and greedy games."""
    found = []
    for seed, bot in [(0, "random"), (1, "greedy"), (2, "greedy")]:
        rng = random.Random(seed)
        state = GAME.new_state(["A", "B", "C"], seed=seed)
        while not state.is_over():
            if state.phase == "build" and state.turn.due:
                found.append(state)
            state, _ = state.apply(BOTS[bot].choose(state, state.active, rng), state.active)
    return tuple(found)


def _window(temple: Temple, margin: int) -> tuple[range, range]:
    xs = [x for i, f in enumerate(temple.floors) for x in (f.x, f.x + temple.shapes[i].width)]
    ys = [y for i, f in enumerate(temple.floors) for y in (f.y, f.y + temple.shapes[i].height)]
    return range(min(xs) - margin, max(xs) + 1), range(min(ys) - margin, max(ys) + 1)


def brute_force(temple: Temple, fid: str, sides: tuple[str, ...]) -> set[Placement]:
    """Every placement floor_problem accepts. A legal floor touches the temple or rests on its
    columns, so it lies within the temple's box widened by the floor's size."""
    spec = temple.catalogue[fid]
    xs, ys = _window(temple, 9)
    found = set()
    for s in orientations(spec, sides):
        for level in range(temple.height + 2):
            for x in xs:
                for y in ys:
                    p = Placement(fid, s.side, s.rot, x, y, level)
                    if floor_problem(temple, spec, p) is None:
                        found.add(p)
    return found


@pytest.mark.parametrize("pick", [0, 5, -8, -1])
def test_floor_placements_equal_brute_force(pick: int) -> None:
    positions = due_positions()
    state = positions[pick % len(positions)]
    fid, sides = state.quarry[0], tasks.sides(card_of(state))
    fast = floor_placements(state.temple, state.catalogue[fid], sides)
    assert len(fast) == len(set(fast))
    assert set(fast) == brute_force(state.temple, fid, sides)


def test_a_tall_temple_was_sampled() -> None:
    assert max(s.temple.height for s in due_positions()) >= 4


def test_shift_placements_equal_brute_force() -> None:
    floors = [
        floor("TQ6", 0, 0, 0, ALL_TQ6),
        floor("TR3", 0, 0, 1, {(1, 2): "Y", (2, 4): "R"}),
        floor("TR3B", 3, 0, 1, {(4, 2): "Y", (5, 4): "R"}),
    ]
    temple = Temple(tuple(floors), {**FLOORS, **FIXTURES})
    for i in (1, 2):
        f = temple.floors[i]
        fast = set(shift_placements(temple, i))
        slow = set()
        xs, ys = _window(temple, 7)
        for rot in range(4):
            for level in range(1, 4):
                for x in xs:
                    for y in ys:
                        p = Placement(f.fid, f.side, rot, x, y, level)
                        if shift_problem(temple, i, p) is None:
                            slow.add(p)
        assert fast == slow
        assert fast  # each can go onto the columns of the other, one level up


def test_contact_placements_touch_without_overlap() -> None:
    temple = Temple((floor("TQ6", 10, 10, 0),), {**FLOORS, **FIXTURES})
    found = set(contact_placements(temple, FIXTURES["TQ4"]))
    slow = set()
    base = Placement("TQ6", "L", 0, 10, 10, 0)
    for s in orientations(FIXTURES["TQ4"]):
        for x in range(0, 25):
            for y in range(0, 25):
                p = Placement("TQ4", s.side, s.rot, x, y, 0)
                if base_arrangement_problem({**FLOORS, **FIXTURES}, [base, p]) is None:
                    slow.add(p)
    assert found == slow
    assert Placement("TQ4", "L", 0, 16, 16, 0) in found  # touching at one corner
