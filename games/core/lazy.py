"""Lazy package exports: a game package names what a screen may use, and loads it on first use.

Usage in a package `__init__`::

    __getattr__, __dir__ = lazy_exports(__name__, {"GAME": "game", "BOTS": "bots"})

so `import games.ruins.info` (the home screen's read) imports no rules engine, while
`from games.ruins import GAME` loads `games.ruins.game` the first time it is asked for.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any


def lazy_exports(
    package: str, exports: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], Iterable[str]]]:
    """`__getattr__` and `__dir__` for `package`: each name is read from its submodule."""
    table = dict(exports)

    def __getattr__(name: str) -> Any:
        module_name = table.get(name)
        if module_name is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = importlib.import_module(f"{package}.{module_name}")
        value = getattr(module, name)
        setattr(sys.modules[package], name, value)  # later reads skip this function
        return value

    def __dir__() -> Iterable[str]:
        return sorted(set(table) | set(vars(sys.modules[package])))

    return __getattr__, __dir__
