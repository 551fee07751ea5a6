"""Each game package declares what a screen may use: every name in `__all__` loads on first use."""

from __future__ import annotations

import importlib

import pytest

PACKAGES = ["games.ruins", "games.menara", "games.magic_maze_tower"]


@pytest.mark.parametrize("name", PACKAGES)
def test_every_declared_name_loads(name: str) -> None:
    package = importlib.import_module(name)
    for export in package.__all__:
        assert getattr(package, export) is not None, export
    assert set(package.__all__) <= set(dir(package))


@pytest.mark.parametrize("name", PACKAGES)
def test_an_undeclared_name_is_an_attribute_error(name: str) -> None:
    package = importlib.import_module(name)
    with pytest.raises(AttributeError, match="no attribute"):
        package.no_such_name  # noqa: B018 - the lookup itself is under test
