"""`GAME`: the Menara rules as a `games.core.Game`."""

from __future__ import annotations

from games.core import RulesGame
from games.menara.bots import BOTS
from games.menara.info import INFO
from games.menara.moves import parse_move
from games.menara.setup import new_state
from games.menara.state import MenaraState, state_from_json

GAME: RulesGame[MenaraState] = RulesGame(
    INFO, start=new_state, parse_move=parse_move, load=state_from_json, bots=lambda: BOTS
)

__all__ = ["GAME"]
