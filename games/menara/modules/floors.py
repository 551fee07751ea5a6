"""The new temple floors' building rules (spec §6.1): twins, chains, order, ruins, the centre.

(Being built: the rules of §6.1.2-§6.1.7 join this module.)
"""

from __future__ import annotations

from games.menara.modules import Module


class FloorRules(Module):
    id = "new_floors"


FLOOR_RULES = FloorRules()
