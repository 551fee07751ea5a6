"""The Magic Maze Tower screen tests run on the real registry with a fresh save directory and
an empty config directory (no keys.json unless a test writes one)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user config directory (keys.json) through MENARA_TUI_CONFIG."""
    path = tmp_path / "menara-config"
    path.mkdir()
    monkeypatch.setenv("MENARA_TUI_CONFIG", str(path))
    return path


@pytest.fixture(autouse=True)
def _isolated(data_dir: Path, config_dir: Path) -> None:
    """Every test saves into its own temporary data directory and reads no real settings."""
