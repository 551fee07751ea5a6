"""`games.INFOS`: each registered game's `GameInfo` (title, players, options), read from its
`info` module only, so listing the games imports no rules engine."""

from __future__ import annotations

from games.core import GameInfo
from games.registry import load_infos

INFOS: dict[str, GameInfo] = load_infos()
