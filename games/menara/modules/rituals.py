"""The thirteen Ritual cards (spec §6.4), one module each; exactly one is in force per game.

The rituals live in three files by what they change: rituals_sides (the Enlightenment, the
Dark, the Thin Tip, the Narrow Base), rituals_columns (the Curse, the Grace of the Yellow, the
Unholy White, the Jinxed Yellow, the Glowing Red) and rituals_turn (the Ban of the Blue, the
Slight Earthquake, the Balance of Fate). Their setup steps are in modules/setup.py. The
Floating Quarry needs no module of its own: the registry puts `fate.NEXT_FLOOR` in force for
it, which offers the choice and keeps a floor chosen deeper in the quarry to the top level.
"""

from __future__ import annotations

from games.menara.modules import Module
from games.menara.modules.rituals_columns import (
    CURSE,
    GLOWING_RED,
    GRACE_YELLOW,
    JINXED_YELLOW,
    UNHOLY_WHITE,
)
from games.menara.modules.rituals_sides import DARK, ENLIGHTENMENT, NARROW_BASE, THIN_TIP
from games.menara.modules.rituals_turn import BALANCE_OF_FATE, BAN_BLUE, EARTHQUAKE

RITUAL_MODULES: dict[str, Module] = {
    m.id: m
    for m in (
        ENLIGHTENMENT,
        DARK,
        CURSE,
        GRACE_YELLOW,
        UNHOLY_WHITE,
        BAN_BLUE,
        JINXED_YELLOW,
        THIN_TIP,
        EARTHQUAKE,
        GLOWING_RED,
        NARROW_BASE,
        BALANCE_OF_FATE,
    )
}
"""Ritual id -> its module, for the twelve rituals with rules of their own (not the Floating
Quarry, see above)."""
