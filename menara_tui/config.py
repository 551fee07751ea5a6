"""Settings files the player may edit, in the user config directory.

The folder is `platformdirs.user_config_dir("menara-tui")` (on Linux `~/.config/menara-tui`),
or the folder named by `MENARA_TUI_CONFIG` (as `MENARA_TUI_DATA` does for saves; tests use a
temporary one). Settings are only ever read here: a file the player wrote is never rewritten,
renamed or deleted, whatever is wrong with it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

KEYS_FILE = "keys.json"
"""Remapped key clusters, per game: `{"magic_maze_tower": {"seat1": {"select": "1"}}}`."""


def config_root() -> Path:
    override = os.environ.get("MENARA_TUI_CONFIG")
    if override:
        return Path(override)
    import platformdirs  # deferred, as in saves.py

    return Path(platformdirs.user_config_dir("menara-tui", appauthor=False))


@dataclass(frozen=True)
class Settings:
    """One settings file as read: its data (None when missing or unreadable) and what was wrong."""

    path: Path
    data: Any = None
    problem: str = ""


def read_settings(name: str, root: Path | None = None) -> Settings:
    """The JSON of `name` in the config folder. A missing file is no problem (the defaults
    apply); a file that cannot be read or parsed comes back with `problem` in words."""
    path = (root or config_root()) / name
    try:
        text = path.read_text("utf-8")
    except FileNotFoundError:
        return Settings(path)
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(path, problem=f"it cannot be read ({exc})")
    try:
        return Settings(path, json.loads(text))
    except json.JSONDecodeError as exc:
        return Settings(
            path,
            problem=f"it is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})",
        )
