"""Shared fixtures: a dummy game registry, a temporary save directory, SVG snapshots.

The app tests never depend on a real game: `dummy_registry` swaps `games.GAMES` and the screen
registry for the tiny hidden-information game in tests/app/dummy_game.py, and no real game
module is imported.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from syrupy.assertion import SnapshotAssertion
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user data directory (saves/, replays/) through MENARA_TUI_DATA."""
    path = tmp_path / "menara-data"
    monkeypatch.setenv("MENARA_TUI_DATA", str(path))
    return path


@pytest.fixture
def dummy_registry(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """`games.GAMES` and the screen registry hold only the dummy games.

    "dummy" hides information (hand-off between humans); "dummy_open" is the same game with
    nothing hidden. Both use tests/app/dummy_screen.py and tests/app/RULES.md.
    """
    import games
    from menara_tui.screens import registry
    from tests.app.dummy_game import GAME, make_game

    fake = {"dummy": GAME, "dummy_open": make_game("dummy_open", hidden=False, title="Open Sums")}
    # `games.GAMES` is loaded lazily by a module __getattr__; an entry in the module's dict
    # shadows it without importing any real game (which may be mid-edit).
    monkeypatch.setitem(vars(games), "GAMES", fake)
    monkeypatch.setitem(vars(games), "INFOS", {game_id: g.info for game_id, g in fake.items()})
    screen = "tests.app.dummy_screen:DummyScreen"
    monkeypatch.setattr(registry, "SCREENS", dict.fromkeys(fake, screen))
    monkeypatch.setattr(registry, "RULES_PACKAGES", dict.fromkeys(fake, "tests.app"))
    return fake


class SVGSnapshotExtension(SingleFileSnapshotExtension):
    """One .svg file per snapshot, stored as text (syrupy 7 names the attribute file_extension)."""

    file_extension = "svg"
    _write_mode = WriteMode.TEXT


@pytest.fixture
def svg_snapshot(snapshot: SnapshotAssertion) -> SnapshotAssertion:
    """Compare `app.export_screenshot()` with tests/**/__snapshots__/<test>/<name>.svg.

    Update with `uv run pytest --snapshot-update`.
    """
    return snapshot.use_extension(SVGSnapshotExtension)
