"""The hidden-information checks run on the real registry with a fresh save directory."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated(data_dir: Path) -> None:
    """Every test saves into its own temporary data directory."""
