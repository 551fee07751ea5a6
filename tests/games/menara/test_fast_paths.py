"""The engine's shortcut constructors and listings against the plain ones they stand for."""

from __future__ import annotations

import itertools
import random

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
    move_up,
    pair_of,
    place,
)
from games.menara.records import letters
from games.menara.rules import swap_options
from games.menara.statics import Instability, Load, failure, point_load, share


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
