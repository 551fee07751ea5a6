"""`GAME`: the Menara rules as a `games.core.Game`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.core import Bot
from games.menara.bots import BOTS
from games.menara.info import INFO
from games.menara.moves import Move, parse_move
from games.menara.setup import new_state
from games.menara.state import MenaraState, state_from_json


class MenaraGame:
    info = INFO

    @property
    def bots(self) -> Mapping[str, Bot]:
        return BOTS

    def new_state(
        self,
        players: Sequence[str],
        *,
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> MenaraState:
        resolved = self.info.resolve_options(options)
        return new_state(players, seed=seed, options=resolved)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def state_from_json(self, data: Mapping[str, object]) -> MenaraState:
        return state_from_json(data)


GAME = MenaraGame()

__all__ = ["GAME", "MenaraGame"]
