"""Play evaluation (§4.2) and play enumeration, checked against brute force."""

from __future__ import annotations

import itertools
import random

import pytest

from games.core import IllegalMove
from games.ruins import data
from games.ruins.cards import EMPTY, Card, card
from games.ruins.plays import Shape, check_follow, describe, evaluate, options


def ruin(rid: str, *discoveries: str, night: bool = False) -> Card:
    slots = [EMPTY, EMPTY, EMPTY]
    for did in discoveries:
        d = data.DISCOVERY_INDEX[did]
        slots[data.DISCOVERY_POSITION[d]] = d
    return card(data.RUIN_INDEX[rid], night, slots[0], slots[1], slots[2], EMPTY)


def test_solo_rank_adds_every_modifier() -> None:
    c = ruin("R4A", "T08", "M08", "B12")  # +3 +1 +2
    assert (c.printed, c.mods, c.solo) == (4, 6, 10)
    night = ruin("R4A", "T08", night=True)
    assert (night.printed, night.solo) == (7, 10)


def test_night_effects_follow_the_catalogue() -> None:
    assert ruin("R1E", night=True).wild
    assert ruin("R2E", night=True).wild
    assert ruin("R3E", night=True).size == 2
    assert ruin("R8E", night=True).triggers == ("i",)
    assert ruin("R10E", night=True).triggers == ("h",)
    assert ruin("R5D", night=True).skips == 1
    assert ruin("R5B", night=True).triggers == ("j",)
    assert ruin("R5C", night=True).triggers == ("g",)
    assert not ruin("R1E").wild  # day sides carry no effect


def test_stacked_effects() -> None:
    twin_twin = ruin("R3E", "M01", night=True)
    assert twin_twin.size == 3
    skip_skip = ruin("R4D", "M05", night=True)
    assert skip_skip.skips == 2
    wild_wild = ruin("R1E", "T11", night=True)
    assert wild_wild.wild
    assert evaluate([wild_wild, ruin("R6A")], None) == Shape(6, 2, None)
    scouts = ruin("R6C", "B01", night=True)
    assert scouts.triggers == ("g", "g")


def test_single_rank_is_solo_even_for_wild_and_twin() -> None:
    wild = ruin("R3A", "T11", "M01")
    assert evaluate([wild], None) == Shape(3, 2, None)
    refusal = pytest.raises(IllegalMove, match="only for a play of 2 or more wild")
    with refusal:
        evaluate([wild], 3)


def test_wild_takes_the_set_rank_ignoring_its_modifiers() -> None:
    wild = ruin("R3A", "T11", "M08")
    assert evaluate([wild, ruin("R8A"), ruin("R8B")], None) == Shape(8, 3, None)
    with pytest.raises(IllegalMove, match="takes the rank of its other ruins"):
        evaluate([wild, ruin("R8A")], 3)


def test_all_wild_play_declares_a_printed_rank() -> None:
    w1 = ruin("R1E", night=True)
    w2 = ruin("R4A", "T11", "M08", "B12")
    assert evaluate([w1, w2], 4) == Shape(4, 2, 4)
    assert evaluate([w1, w2], 1) == Shape(1, 2, 1)
    with pytest.raises(IllegalMove, match="needs a declared rank"):
        evaluate([w1, w2], None)
    with pytest.raises(IllegalMove, match="1 or 4"):
        evaluate([w1, w2], 7)


def test_mixed_ranks_have_no_rank() -> None:
    with pytest.raises(IllegalMove, match="R4A \\(rank 4\\) and R6A \\(rank 6\\)"):
        evaluate([ruin("R4A"), ruin("R6A")], None)


def test_follow_checks_count_then_rank() -> None:
    with pytest.raises(IllegalMove, match="exactly 2 ruins"):
        check_follow(Shape(9, 1, None), Shape(5, 2, None))
    with pytest.raises(IllegalMove, match="rank 7 or higher"):
        check_follow(Shape(6, 1, None), Shape(7, 1, None))
    check_follow(Shape(7, 1, None), Shape(7, 1, None))


def test_describe() -> None:
    assert describe(Shape(7, 1, None)) == "a single 7"
    assert describe(Shape(8, 2, None)) == "a pair of 8s"
    assert describe(Shape(5, 3, None)) == "three 5s"


def _brute_force(
    hand: list[Card], required: set[int], last: Shape | None
) -> set[tuple[tuple[int, ...], int | None]]:
    found = set()
    for k in range(1, len(hand) + 1):
        for subset in itertools.combinations(hand, k):
            ids = {c.idx for c in subset}
            if not required <= ids:
                continue
            declared_choices: list[int | None] = [None]
            if k >= 2 and all(c.wild for c in subset):
                declared_choices = [*sorted({c.printed for c in subset})]
            for declared in declared_choices:
                try:
                    shape = evaluate(list(subset), declared)
                    if last is not None:
                        check_follow(shape, last)
                except IllegalMove:
                    continue
                found.add((tuple(sorted(ids)), declared))
    return found


def _random_hand(rng: random.Random) -> list[Card]:
    ids = rng.sample(range(data.RUIN_COUNT), rng.randint(1, 9))
    hand = []
    for idx in sorted(ids):
        slots = [EMPTY, EMPTY, EMPTY]
        for position in range(3):
            if rng.random() < 0.3:
                choices = [
                    d for d in range(data.DISCOVERY_COUNT) if data.DISCOVERY_POSITION[d] == position
                ]
                slots[position] = rng.choice(choices)
        hand.append(card(idx, rng.random() < 0.4, slots[0], slots[1], slots[2], EMPTY))
    return hand


@pytest.mark.parametrize("seed", range(300))
def test_options_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    hand = _random_hand(rng)
    last = None
    if rng.random() < 0.6:
        last = Shape(rng.randint(1, 12), rng.choice([1, 1, 2, 2, 3, 4]), None)
    required = {c.idx for c in rng.sample(hand, rng.choice([0, 0, 1, 2]) if len(hand) > 1 else 0)}
    got = [(o.ruins, o.shape.declared) for o in options(hand, required, last)]
    assert len(got) == len(set(got)), "an option is listed twice"
    assert set(got) == _brute_force(hand, required, last)
    for o in options(hand, required, last):
        chosen = [c for c in hand if c.idx in o.ruins]
        assert evaluate(chosen, o.shape.declared) == o.shape
