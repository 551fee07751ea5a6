"""Every app test runs on the dummy registry with a fresh save directory."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def _isolated(data_dir: Path, dummy_registry: dict[str, Any]) -> None:
    """Applies the shared `data_dir` and `dummy_registry` fixtures to every app test."""
