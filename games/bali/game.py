"""`GAME`: Bali as a `games.core.Game`, and how a game starts."""

from __future__ import annotations

from games.bali import moves
from games.bali.bots import BOTS
from games.bali.info import INFO
from games.bali.setup import new_position
from games.bali.state import BaliState, from_json
from games.core import RulesGame


def start(names: tuple[str, ...], seed: int, resolved: dict[str, str]) -> BaliState:
    """A new game (with Temple of Shiva and the Demon when those options are on)."""
    temple = resolved["temple_of_shiva"] == "on"
    return new_position(names, int(seed), temple, resolved["demon"] == "on", BaliState)


GAME: RulesGame[BaliState] = RulesGame(
    INFO, start=start, parse_move=moves.parse_move, load=from_json, bots=lambda: BOTS
)
