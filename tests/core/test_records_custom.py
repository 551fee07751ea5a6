"""A class that writes itself (`__json__` / `__from_json__`) travels inside a record."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from games.core import Record, RecordError


class Chip:
    """An interned-style value class, not a dataclass."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Chip) and other.n == self.n

    def __hash__(self) -> int:
        return self.n

    def __json__(self) -> int:
        return self.n

    @classmethod
    def __from_json__(cls, raw: object) -> Chip:
        if not isinstance(raw, int):
            raise ValueError("a chip is a number")
        return cls(raw)


@dataclass(frozen=True, slots=True)
class Pile(Record):
    chips: tuple[Chip, ...]


def test_a_value_class_round_trips_and_damage_names_the_place() -> None:
    pile = Pile((Chip(3), Chip(5)))
    assert pile.to_json() == {"chips": [3, 5]}
    assert Pile.from_json(pile.to_json()) == pile
    with pytest.raises(RecordError, match=r"chips\[1\]|chips"):
        Pile.from_json({"chips": [3, "x"]})
