"""The rank and count of a play, and which plays a hand can make (spec §4.2, §4.4, §4.5)."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import NamedTuple

from games.core import IllegalMove
from games.ruins.cards import Card

_COUNT_WORDS = ("", "single", "pair of", "three", "four", "five", "six", "seven", "eight")


@dataclass(frozen=True, slots=True)
class Shape:
    """What a play is worth: rank, counted ruins (Twin included) and the declared rank if any."""

    rank: int
    count: int
    declared: int | None


_SHAPES: dict[tuple[int, int, int | None], Shape] = {}


def shape_of(rank: int, count: int, declared: int | None = None) -> Shape:
    """Shapes are interned: enumerating plays makes many equal ones."""
    key = (rank, count, declared)
    found = _SHAPES.get(key)
    if found is None:
        found = _SHAPES[key] = Shape(rank, count, declared)
    return found


class Option(NamedTuple):
    """One play a hand can make, ruins in catalogue order."""

    ruins: tuple[int, ...]
    shape: Shape


def describe(shape: Shape) -> str:
    """ "a single 7", "a pair of 8s", "three 5s"."""
    n, r = shape.count, shape.rank
    if n == 1:
        return f"a single {r}"
    if n == 2:
        return f"a pair of {r}s"
    word = _COUNT_WORDS[n] if n < len(_COUNT_WORDS) else str(n)
    return f"{word} {r}s"


def evaluate(cards: Sequence[Card], declared: int | None) -> Shape:
    """The shape of a play (§4.2), or IllegalMove saying why it has no rank."""
    count = sum(c.size for c in cards)
    if len(cards) == 1:
        if declared is not None:
            raise IllegalMove("A declared rank (=N) is only for a play of 2 or more wild ruins.")
        return shape_of(cards[0].solo, count)
    plain = [c for c in cards if not c.wild]
    if plain:
        if declared is not None:
            raise IllegalMove(
                "A declared rank (=N) is only for a play made only of wild ruins; "
                "this one takes the rank of its other ruins."
            )
        rank = plain[0].solo
        for c in plain[1:]:
            if c.solo != rank:
                raise IllegalMove(
                    f"{plain[0].rid} (rank {rank}) and {c.rid} (rank {c.solo}) do not share a "
                    "rank: every ruin of a set needs the same rank."
                )
        return shape_of(rank, count)
    printed = sorted({c.printed for c in cards})
    allowed = " or ".join(str(p) for p in printed)
    if declared is None:
        raise IllegalMove(f"A play made only of wild ruins needs a declared rank (=N): {allowed}.")
    if declared not in printed:
        raise IllegalMove(
            f"You may declare only a printed rank of the ruins in the play: {allowed}."
        )
    return shape_of(declared, count, declared)


def check_follow(shape: Shape, last: Shape) -> None:
    """§4.5: the same count, a rank at least as high."""
    if shape.count != last.count:
        raise IllegalMove(
            f"You must follow with exactly {last.count} ruin{'s' if last.count != 1 else ''} "
            f"(this play counts {shape.count})."
        )
    if shape.rank < last.rank:
        raise IllegalMove(
            f"You must follow with rank {last.rank} or higher (this play is rank {shape.rank})."
        )


def _subsets(
    optional: Sequence[Card], start: int, count: int, need: int
) -> Iterator[tuple[Card, ...]]:
    """Every subset of optional[start:], pruned to a total count of `need` when need > 0."""
    if need and count == need:
        yield ()
        return
    if not need:
        yield ()
    for i in range(start, len(optional)):
        c = optional[i]
        total = count + c.size
        if need and total > need:
            continue
        for rest in _subsets(optional, i + 1, total, need):
            yield (c, *rest)


def _sets(pool: Sequence[Card], required: Collection[int], need: int) -> Iterator[tuple[Card, ...]]:
    """Subsets of `pool` of 2+ ruins that hold every required ruin (and count `need` if set)."""
    forced = [c for c in pool if c.idx in required]
    if len(forced) != len(required):
        return
    optional = [c for c in pool if c.idx not in required]
    base = sum(c.size for c in forced)
    if need and base > need:
        return
    for extra in _subsets(optional, 0, base, need):
        if len(forced) + len(extra) >= 2:
            yield (*forced, *extra)


def options(hand: Sequence[Card], required: Collection[int], last: Shape | None) -> list[Option]:
    """Every legal lead (last is None) or follow of `last` that includes every required ruin.

    Works by rank group instead of by subset of the whole hand: a set is ruins of one solo rank
    plus any wilds, or wilds alone with a declared printed rank.
    """
    need = last.count if last is not None else 0
    floor = last.rank if last is not None else 0
    found: list[Option] = []
    if len(required) <= 1:
        for c in hand:
            if required and c.idx not in required:
                continue
            if need and (c.size != need or c.solo < floor):
                continue
            found.append(Option((c.idx,), shape_of(c.solo, c.size)))
    if len(hand) < 2 or need == 1:
        return found
    wilds = [c for c in hand if c.wild]
    groups: dict[int, list[Card]] = {}
    for c in hand:
        if not c.wild:
            groups.setdefault(c.solo, []).append(c)
    for rank in sorted(groups):
        if rank < floor:
            continue
        group = groups[rank]
        if len(group) + len(wilds) < 2:
            continue
        if not wilds and not required and all(c.size == 1 for c in group):
            # The common case: plain ruins of one rank, any 2+ of them (or exactly `need`).
            sizes = range(2, len(group) + 1) if not need else range(need, need + 1)
            for k in sizes:
                shape = shape_of(rank, k)
                found += [
                    Option(tuple(c.idx for c in combo), shape) for combo in combinations(group, k)
                ]
            continue
        for chosen in _sets(group + wilds, required, need):
            if all(c.wild for c in chosen):
                continue
            ruins = tuple(sorted(c.idx for c in chosen))
            found.append(Option(ruins, shape_of(rank, sum(c.size for c in chosen))))
    if len(wilds) >= 2:
        for chosen in _sets(wilds, required, need):
            ruins = tuple(sorted(c.idx for c in chosen))
            count = sum(c.size for c in chosen)
            for printed in sorted({c.printed for c in chosen}):
                if printed >= floor:
                    found.append(Option(ruins, shape_of(printed, count, printed)))
    return found
