"""`GAME`: what Mandala Stones is called, its options, and how a game starts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.core import JSON, Bot, GameInfo
from games.mandala_stones import moves
from games.mandala_stones.bots import BOTS
from games.mandala_stones.info import INFO
from games.mandala_stones.rules import begin_turn, setup
from games.mandala_stones.state import MandalaState, from_json


class MandalaStonesGame:
    """The Mandala Stones rules (with the Harmony option) as a `games.core.Game`."""

    @property
    def info(self) -> GameInfo:
        return INFO

    @property
    def bots(self) -> Mapping[str, Bot]:
        return BOTS

    def new_state(
        self,
        players: Sequence[str],
        *,
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> MandalaState:
        names, resolved = INFO.start(players, options)
        state = MandalaState(*setup(names, int(seed), resolved["harmony"] == "on"))
        return begin_turn(state, state.current, [])

    def parse_move(self, text: str) -> moves.Move:
        return moves.parse_move(text)

    def state_from_json(self, data: Mapping[str, JSON]) -> MandalaState:
        return from_json(data)


GAME = MandalaStonesGame()
