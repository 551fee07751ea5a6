"""The thirteen Ritual cards (spec §6.4), one module each; exactly one is in force per game.

(Being built: each ritual's hooks join this module.)
"""

from __future__ import annotations

from games.menara.modules import Module

RITUAL_MODULES: dict[str, Module] = {}
