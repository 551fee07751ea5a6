"""`GAME`: Mandala Stones as a `games.core.Game`, and how a game starts."""

from __future__ import annotations

from games.core import RulesGame
from games.mandala_stones import moves
from games.mandala_stones.bots import BOTS
from games.mandala_stones.info import INFO
from games.mandala_stones.rules import begin_turn, setup
from games.mandala_stones.state import MandalaState, from_json


def start(names: tuple[str, ...], seed: int, resolved: dict[str, str]) -> MandalaState:
    """A new game (with the Harmony option when it is on): setup, then the first turn begins."""
    state = MandalaState(*setup(names, int(seed), resolved["harmony"] == "on"))
    return begin_turn(state, state.current, [])


GAME: RulesGame[MandalaState] = RulesGame(
    INFO, start=start, parse_move=moves.parse_move, load=from_json, bots=lambda: BOTS
)
