"""Menara: build a temple tower together (spec rules/menara.md), base game.

`GAME` implements `games.core.Game`; `BOTS` holds the `random` and `greedy` players. The temple
widget draws `state.view(seat)` (shape documented in view.py) and previews placements with the
pure helpers of preview.py; the in-app rules are RULES.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.core import Bot, GameInfo, OptionSpec
from games.menara.bots import BOTS
from games.menara.data import DIFFICULTIES
from games.menara.moves import Move, parse_move
from games.menara.serial import state_from_json
from games.menara.setup import new_state
from games.menara.state import MenaraState


class MenaraGame:
    info = GameInfo(
        id="menara",
        title="Menara",
        min_players=1,
        max_players=4,
        pitch="Raise a temple tower together, floor on columns, without letting it tip.",
        cooperative=True,
        options=(
            OptionSpec(
                "difficulty",
                "Difficulty",
                DIFFICULTIES,
                "medium",
                help="Level cards 3 / 4 / 5 and fewer columns per player as it gets harder.",
            ),
            # The expansion's module switches (new_floors, golden_columns, tears, ritual, fate;
            # spec §6) join here, each read through state.config.
        ),
    )

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

__all__ = ["BOTS", "GAME", "MenaraGame", "MenaraState"]
