"""The engine's shortcut constructors and listings against the plain ones they stand for."""

from __future__ import annotations

import copy
import itertools
import pickle
import random

import pytest

from games.menara.bench import due_positions
from games.menara.data import COLOURS
from games.menara.geometry import Placement
from games.menara.moves import (
    AddFloor,
    ArrangeBase,
    MoveUp,
    Pair,
    Place,
    add_floors,
    arrange_bases,
    floor_moves,
    move_up,
    pair_of,
    place,
)
from games.menara.placements import floor_blocks, floor_placements
from games.menara.records import letters
from games.menara.rules import card_of, swap_options
from games.menara.statics import Instability, Load, failure, point_load, share
from games.menara.tasks import sides


def test_fast_moves_equal_the_constructed_ones() -> None:
    p = Placement("F07", "D", 1, 12, 8, 2)
    assert add_floors([p]) == [AddFloor(p)]
    assert arrange_bases([p]) == [ArrangeBase(p)]
    assert hash(add_floors([p])[0]) == hash(AddFloor(p))
    a, b = place("Y", "F03", 4, 3), place("R", "F03", 2, 1)
    assert a == Place("Y", "F03", 4, 3)
    assert repr(a) == repr(Place("Y", "F03", 4, 3))
    up = move_up("R", "F01", 1, 5, "F04", 4, 2)
    assert up == MoveUp("R", "F01", 1, 5, "F04", 4, 2)
    for one, two in ((a, b), (b, a)):
        text, pair = pair_of(one, two, str(one), str(two))
        assert pair == Pair(one, two)
        assert text == str(Pair(one, two))
    assert failure(3, 1) == Instability(3, 1)


def test_floor_moves_from_blocks_are_the_moves_of_the_placements() -> None:
    """The moves made straight from the enumeration's masks, placement written out on first
    read, against `AddFloor(p)` for every placement the enumeration lists."""
    positions = due_positions(games=1)
    assert positions
    for state in positions[:6]:
        spec, rim = state.catalogue[state.quarry[0]], sides(card_of(state))
        placements = floor_placements(state.temple, spec, rim)
        made = floor_moves(floor_blocks(state.temple, spec, rim))
        plain = [AddFloor(p) for p in placements]
        # A move read before any other of its block finds its own bit.
        assert floor_moves(floor_blocks(state.temple, spec, rim))[-1] == plain[-1]
        assert [hash(m) for m in made] == [hash(m) for m in plain]  # before any is written out
        assert made == plain
        assert [m.placement for m in made] == placements
        assert [(str(m), repr(m)) for m in made] == [(str(m), repr(m)) for m in plain]
        assert pickle.loads(pickle.dumps(made[-1])) == made[-1] == copy.deepcopy(made[-1])
    move = made[-1]
    # Its storage is a tuple, but it is the dataclass it was: no tuple equality, no order.
    assert move != move.placement
    assert move != tuple(move)
    assert tuple(move) != move
    assert f"{move}" == str(move)
    with pytest.raises(TypeError):
        _ = move < made[0]


def test_arrange_base_is_the_dataclass_it_was() -> None:
    """`ArrangeBase` is stored as its placement's tuple: equal and hashed by the placement only,
    unordered, frozen, written and pickled as the dataclass."""
    p = Placement("F07", "D", 1, 30, 17, 0)
    move = ArrangeBase(p)
    (listed,) = arrange_bases([p])
    for made in (move, listed):
        assert made.placement == p
        assert type(made.placement) is Placement
        assert made == ArrangeBase(Placement(*p))
        assert hash(made) == hash((p,))
        assert made != p
        assert made != tuple(p)
        assert tuple(p) != made
        assert made != AddFloor(p)
    assert str(listed) == str(move) == "base F07 D90 30,17"
    assert repr(move) == f"ArrangeBase(placement={p!r})"
    assert pickle.loads(pickle.dumps(move)) == move == copy.deepcopy(move)
    with pytest.raises(TypeError):
        _ = move < ArrangeBase(p)
    with pytest.raises(AttributeError):
        move.placement = p  # type: ignore[misc]
    match move:
        case ArrangeBase(placement=q):
            assert q == p


def test_fast_loads_equal_the_constructed_ones() -> None:
    load = point_load(2, 70) + Load(7, 30, 44, 3)
    assert type(load) is Load
    assert load == Load(*tuple(load))
    assert share(load, 3, 70) == Load(*tuple(share(load, 3, 70)))
    assert -load == Load(-load.w, -load.mx, -load.my, load.d)


def _plain_swaps(supply: tuple[int, ...], camp: tuple[int, ...]) -> list[tuple[str, str]]:
    """Every exchange as §4.1 defines it, sorted by size, then given, then taken letters."""
    out = []
    for give in itertools.product(*(range(n + 1) for n in supply)):
        for take in itertools.product(*(range(n + 1) for n in camp)):
            same = any(g and t for g, t in zip(give, take, strict=True))
            if sum(give) and sum(give) == sum(take) and not same:
                out.append((letters(give), letters(take)))
    return sorted(out, key=lambda s: (len(s[0]), s[0], s[1]))


def test_swap_options_are_every_exchange_in_order() -> None:
    rng = random.Random(3)
    for _ in range(40):
        supply = tuple(rng.randint(0, 3) for _ in COLOURS)
        camp = tuple(rng.randint(0, 2) for _ in COLOURS)
        found = [(s.give, s.take) for s in swap_options(supply, camp)]
        assert found == _plain_swaps(supply, camp)
