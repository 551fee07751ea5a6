"""The shared scaffolding of games.core: records and their codec, chance, lazy exports."""

from __future__ import annotations

import json
import random
import sys
import types
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

import pytest

from games.core import GameInfo, IllegalMove, Record, RecordError, bot_rng, derive, evolve
from games.core.lazy import lazy_exports
from games.core.records import decode, encode


class Shape(NamedTuple):
    rank: int
    size: int
    declared: int | None = None


@dataclass(frozen=True, slots=True)
class Seat(Record):
    name: str
    hand: tuple[int, ...]
    marks: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Table(Record):
    JSON_TAG = "table"
    seats: tuple[Seat, ...]
    trick: tuple[Shape, ...]
    phase: Literal["play", "over"]
    scores: dict[int, int]
    pair: tuple[int, str]
    ratio: float = 0.5
    notes: tuple[str, ...] = field(default_factory=tuple)
    winner: int | None = None


def sample() -> Table:
    return Table(
        seats=(Seat("Ana", (3, 1), frozenset({"b", "a"})), Seat("Bo", ())),
        trick=(Shape(7, 2), Shape(8, 2, 9)),
        phase="play",
        scores={0: 5, 1: 2},
        pair=(1, "x"),
    )


def test_record_round_trips_through_json_text() -> None:
    table = sample()
    text = json.dumps(table.to_json())
    again = Table.from_json(json.loads(text))
    assert again == table
    assert table.to_json()["record"] == "table"
    assert table.to_json()["seats"][0]["marks"] == ["a", "b"]  # sets are written sorted


def test_evolve_changes_a_copy_only() -> None:
    table = sample()
    later = table.evolve(phase="over", winner=1)
    assert (table.phase, table.winner) == ("play", None)
    assert (later.phase, later.winner) == ("over", 1)
    assert evolve(Shape(1, 2), size=3) == Shape(1, 3)
    assert evolve(table.seats[0], name="Cy").name == "Cy"


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"phase": "lost"}, "Table.phase"),
        ({"pair": [1]}, "Table.pair"),
        ({"scores": {"x": 1}}, "Table.scores"),
        ({"seats": [{"name": "Ana"}]}, "Table.seats[0] has no hand"),
        ({"seats": [{"name": "Ana", "hand": [1, "2"]}]}, "Table.seats[0].hand[1]"),
        ({"trick": [{"rank": True, "size": 1}]}, "Table.trick[0].rank"),
        ({"winner": 1.5}, "Table.winner"),
        ({"record": "chair"}, "not a table record"),
    ],
)
def test_damaged_data_names_the_field(change: dict[str, object], where: str) -> None:
    data = {**sample().to_json(), **change}
    with pytest.raises(RecordError, match=where.replace("[", r"\[").replace("]", r"\]")):
        Table.from_json(data)


def test_missing_optional_fields_take_their_defaults() -> None:
    data = sample().to_json()
    del data["ratio"], data["notes"], data["winner"]
    assert Table.from_json(data) == sample()


def test_codec_reads_named_tuples_directly() -> None:
    assert decode(Shape, encode(Shape(4, 1, None))) == Shape(4, 1)
    with pytest.raises(RecordError):
        decode(Shape, [4, 1])


def test_derived_chance_is_stable_and_independent() -> None:
    a = [derive(42, "deal", 1).random() for _ in range(2)]
    assert a[0] == a[1]
    assert derive(42, "deal", 1).random() != derive(42, "deal", 2).random()
    assert derive(42, "deal").random() != derive(43, "deal").random()
    # The bot rule is the one Match has always used, so saved games replay as before.
    assert bot_rng(7, 3, 1).random() == random.Random("bot:7:3:1").random()


def test_game_info_start_checks_players_and_options() -> None:
    from games.core import OptionSpec

    speed = OptionSpec("speed", "Speed", ("slow", "fast"), "slow")
    info = GameInfo("toy", "Toy", 2, 3, "a toy", option_specs=(speed,))
    assert info.start(["A", "B"], {"speed": "fast"}) == (("A", "B"), {"speed": "fast"})
    with pytest.raises(IllegalMove, match="2 to 3 players, not 1"):
        info.start(["A"], None)
    with pytest.raises(IllegalMove, match="slow, fast"):
        info.start(["A", "B"], {"speed": "warp"})


def test_seat_choices_follow_the_seat_count() -> None:
    from games.core import OptionSpec

    first = OptionSpec("first", "First", ("random", "P1", "P2", "P3"), "random", seat_choices=True)
    assert first.choices_for(2) == ("random", "P1", "P2")
    assert first.choices_for(3) == first.choices
    plain = OptionSpec("mode", "Mode", ("P1", "P2", "P3"), "P1")
    assert plain.choices_for(2) == plain.choices


def test_lazy_exports_load_on_first_use() -> None:
    package = types.ModuleType("fake_pkg")
    package.__path__ = []
    sub = types.ModuleType("fake_pkg.engine")
    sub.ENGINE = "loaded"  # type: ignore[attr-defined]
    sys.modules["fake_pkg"] = package
    sys.modules["fake_pkg.engine"] = sub
    try:
        getattr_, dir_ = lazy_exports("fake_pkg", {"ENGINE": "engine"})
        assert getattr_("ENGINE") == "loaded"
        assert package.ENGINE == "loaded"
        assert "ENGINE" in dir_()
        with pytest.raises(AttributeError, match="no attribute 'OTHER'"):
            getattr_("OTHER")
    finally:
        del sys.modules["fake_pkg"], sys.modules["fake_pkg.engine"]


def test_an_option_may_show_its_choices_by_name() -> None:
    from games.core import OptionSpec

    spec = OptionSpec("r", "R", ("off", "dark"), "off", labels=(("dark", "The Dark"),))
    assert spec.shown("dark") == "The Dark"
    assert spec.shown("off") == "off"
    assert spec.check("dark") == "dark"
