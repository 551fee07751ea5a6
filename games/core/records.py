"""Immutable state records and their JSON codec, shared by every game.

A game declares the parts of its position as frozen dataclasses deriving from `Record` (or as
`typing.NamedTuple`s, which the codec reads the same way). `evolve` makes a changed copy and
`to_json` / `from_json` turn a record into plain JSON and back from its type hints, so no game
hand-writes its state JSON.

The codec knows: bool, int, float, str, None, `X | None`, `tuple[X, ...]`, `tuple[X, Y]`,
`frozenset[X]`, `list[X]`, `dict[str, X]` (and `dict[int, X]`, keys written as text), `Literal`,
and nested records. Decoding checks every type, so damaged data raises `RecordError` (a
`ValueError`) that names the field, never a `TypeError` from deep inside.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, ClassVar, Self, TypeVar, get_args, get_origin

from games.core.contract import JSON

T = TypeVar("T")


class RecordError(ValueError):
    """Data that does not fit a record's declared types; the message names where."""


@dataclasses.dataclass(frozen=True, slots=True)
class Record:
    """Base of a game's immutable records: `@dataclass(frozen=True, slots=True)` subclasses."""

    JSON_TAG: ClassVar[str | None] = None
    """When set, `to_json` writes it as "record" and `from_json` checks it."""

    def evolve(self, **changes: Any) -> Self:
        """A copy with some fields changed; the record itself never changes."""
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, JSON]:
        out = encode(self)
        assert isinstance(out, dict)
        if self.JSON_TAG is not None:
            out = {"record": self.JSON_TAG, **out}
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Self:
        if cls.JSON_TAG is not None:
            if not isinstance(data, Mapping) or data.get("record") != cls.JSON_TAG:
                raise RecordError(f"this is not a {cls.JSON_TAG} record")
            data = {k: v for k, v in data.items() if k != "record"}
        return typing.cast(Self, decode(cls, data))


def evolve(record: T, **changes: Any) -> T:
    """`evolve` for any record: a `Record`, another frozen dataclass or a NamedTuple."""
    if isinstance(record, tuple) and hasattr(record, "_replace"):
        return typing.cast(T, record._replace(**changes))
    return typing.cast(T, dataclasses.replace(typing.cast(Any, record), **changes))


# -- encoding --------------------------------------------------------------------------------


def encode(value: Any) -> JSON:
    """Plain JSON for a record and everything inside it (tuples become lists)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in _fields(type(value))}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {name: encode(getattr(value, name)) for name in value._fields}
    if isinstance(value, tuple | list):
        return [encode(v) for v in value]
    if isinstance(value, frozenset | set):
        items = [encode(v) for v in value]
        return sorted(items, key=_sort_key)
    if isinstance(value, Mapping):
        return {str(k): encode(v) for k, v in value.items()}
    raise RecordError(f"cannot write {type(value).__name__} as JSON")


def _sort_key(value: JSON) -> tuple[str, str]:
    return (type(value).__name__, repr(value))


@cache
def _fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    return tuple(f for f in dataclasses.fields(cls) if f.init)


# -- decoding --------------------------------------------------------------------------------


def decode(tp: Any, data: JSON, where: str = "") -> Any:
    """The value of type `tp` that `encode` wrote as `data`; RecordError when it does not fit."""
    return _decoder(tp)(data, where or _name(tp))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _name(tp: Any) -> str:
    return getattr(tp, "__name__", str(tp))


Decoder = Callable[[JSON, str], Any]


@cache
def _decoder(tp: Any) -> Decoder:
    if tp is Any:
        return lambda data, where: data
    if tp is type(None) or tp is None:
        return _expect_none
    if tp is bool:
        return _expect_bool
    if tp is int:
        return _expect_int
    if tp is float:
        return _expect_float
    if tp is str:
        return _expect_str
    origin = get_origin(tp)
    args = get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        return _union([_decoder(a) for a in args], args)
    if origin is typing.Literal:
        return _literal(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _sequence(_decoder(args[0]), tuple)
        return _fixed_tuple(tuple(_decoder(a) for a in args))
    if origin is list:
        return _sequence(_decoder(args[0]), list)
    if origin is frozenset:
        return _sequence(_decoder(args[0]), frozenset)
    if origin is dict:
        return _mapping(args[0], _decoder(args[1]))
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _record(tp, lambda: [(f.name, f.default is not dataclasses.MISSING
                                      or f.default_factory is not dataclasses.MISSING)
                                     for f in _fields(tp)])
    if isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields"):
        defaults = getattr(tp, "_field_defaults", {})
        return _record(tp, lambda: [(name, name in defaults) for name in tp._fields])
    raise RecordError(f"the record codec does not know the type {tp!r}")


def _expect_none(data: JSON, where: str) -> None:
    if data is not None:
        raise RecordError(f"{where} should be empty (null)")


def _expect_bool(data: JSON, where: str) -> bool:
    if not isinstance(data, bool):
        raise RecordError(f"{where} should be true or false")
    return data


def _expect_int(data: JSON, where: str) -> int:
    if isinstance(data, bool) or not isinstance(data, int):
        raise RecordError(f"{where} should be a whole number")
    return data


def _expect_float(data: JSON, where: str) -> float:
    if isinstance(data, bool) or not isinstance(data, int | float):
        raise RecordError(f"{where} should be a number")
    return float(data)


def _expect_str(data: JSON, where: str) -> str:
    if not isinstance(data, str):
        raise RecordError(f"{where} should be text")
    return data


def _union(decoders: list[Decoder], args: tuple[Any, ...]) -> Decoder:
    def run(data: JSON, where: str) -> Any:
        for decoder in decoders:
            try:
                return decoder(data, where)
            except RecordError:
                continue
        names = " or ".join(_name(a) for a in args)
        raise RecordError(f"{where} should be {names}")

    return run


def _literal(values: tuple[Any, ...]) -> Decoder:
    def run(data: JSON, where: str) -> Any:
        for value in values:
            if data == value and type(data) is type(value):
                return value
        raise RecordError(f"{where} should be one of {', '.join(map(repr, values))}")

    return run


def _sequence(item: Decoder, make: Callable[[Any], Any]) -> Decoder:
    def run(data: JSON, where: str) -> Any:
        if not isinstance(data, list):
            raise RecordError(f"{where} should be a list")
        return make(item(v, f"{where}[{i}]") for i, v in enumerate(data))

    return run


def _fixed_tuple(items: tuple[Decoder, ...]) -> Decoder:
    def run(data: JSON, where: str) -> Any:
        if not isinstance(data, list) or len(data) != len(items):
            raise RecordError(f"{where} should be a list of {len(items)}")
        pairs = enumerate(zip(items, data, strict=True))
        return tuple(decode_item(v, f"{where}[{i}]") for i, (decode_item, v) in pairs)

    return run


def _mapping(key_type: Any, value: Decoder) -> Decoder:
    if key_type not in (str, int):
        raise RecordError(f"dict keys must be str or int, not {key_type!r}")

    def run(data: JSON, where: str) -> Any:
        if not isinstance(data, Mapping):
            raise RecordError(f"{where} should be an object")
        out: dict[Any, Any] = {}
        for k, v in data.items():
            if key_type is int:
                try:
                    key: Any = int(k)
                except ValueError:
                    raise RecordError(f"{where} has a key {k!r} that is not a number") from None
            else:
                key = k
            out[key] = value(v, f"{where}.{k}")
        return out

    return run


def _record(cls: type, fields: Callable[[], list[tuple[str, bool]]]) -> Decoder:
    # The hints are read on first use: a record may name types defined after it.
    memo: list[list[tuple[str, bool, Decoder]]] = []

    def plan() -> list[tuple[str, bool, Decoder]]:
        if not memo:
            hints = _hints(cls)
            memo.append([(name, optional, _decoder(hints[name])) for name, optional in fields()])
        return memo[0]

    def run(data: JSON, where: str) -> Any:
        if not isinstance(data, Mapping):
            raise RecordError(f"{where} should be an object")
        values: dict[str, Any] = {}
        for name, optional, decoder in plan():
            if name not in data:
                if optional:
                    continue
                raise RecordError(f"{where} has no {name}")
            values[name] = decoder(data[name], f"{where}.{name}")
        return cls(**values)

    return run
