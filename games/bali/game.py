"""`GAME`: what Bali is called, its options, and how a game starts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.bali import moves
from games.bali.bots import BOTS
from games.bali.info import INFO
from games.bali.setup import new_position
from games.bali.state import BaliState, from_json
from games.core import JSON, Bot, GameInfo


class BaliGame:
    """The Bali rules (with Temple of Shiva and the Demon) as a `games.core.Game`."""

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
    ) -> BaliState:
        names, resolved = INFO.start(players, options)
        temple = resolved["temple_of_shiva"] == "on"
        return new_position(names, int(seed), temple, resolved["demon"] == "on", BaliState)

    def parse_move(self, text: str) -> moves.Move:
        return moves.parse_move(text)

    def state_from_json(self, data: Mapping[str, JSON]) -> BaliState:
        return from_json(data)


GAME = BaliGame()
