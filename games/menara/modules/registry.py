"""Which modules are in force for a position, in the fixed order their hooks are asked.

Order matters only where two modules could both answer the same hook with a position
(`prepare_due`, `unplaceable`, `dispose`, `draw`): floor rules first (the Thorn Moon's own
penalty), then where the next floor comes from, then the ritual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.menara.modules import Module
from games.menara.modules.fate import FLOATING, NEXT_FLOOR
from games.menara.modules.floors import FLOOR_RULES
from games.menara.modules.golden import GOLDEN_COLUMNS
from games.menara.modules.rituals import RITUAL_MODULES
from games.menara.modules.tears import TEARS

if TYPE_CHECKING:
    from games.menara.position import Position


def in_force(state: Position) -> tuple[Module, ...]:
    config, ritual = state.config, state.extras.ritual
    out: list[Module] = []
    if config.new_floors:
        out.append(FLOOR_RULES)
    if config.golden:
        out.append(GOLDEN_COLUMNS)
    if config.fate != "off" or ritual == FLOATING:
        out.append(NEXT_FLOOR)
    if state.extras.tears_held:
        out.append(TEARS)
    if ritual in RITUAL_MODULES:
        out.append(RITUAL_MODULES[ritual])
    return tuple(out)
