"""Pure-Python rules of the five games. No I/O, no clock, no terminal.

`games.GAMES` lists the games that really play, by id, and `games.INFOS` their `GameInfo` only
(see games/registry.py; `engines.py` and `infos.py` hold them). Both load on first use, so
importing `games.core` alone imports no game, and reading `INFOS` imports no rules engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.lazy import lazy_exports

if TYPE_CHECKING:
    from games.engines import GAMES
    from games.infos import INFOS

__all__ = ["GAMES", "INFOS"]

__getattr__, __dir__ = lazy_exports(__name__, {"GAMES": "engines", "INFOS": "infos"})
