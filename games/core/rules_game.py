"""`RulesGame`: a `Game` assembled from a game's parts, so no game writes the object again.

Every game's `GAME` was the same class written three times: the info, the bots, `new_state`
checking the players and options first, `parse_move` and `state_from_json` handed on. A game
now gives its parts::

    GAME = RulesGame(INFO, start=start, parse_move=parse_move, load=from_json, bots=lambda: BOTS)

`start(players, seed, options)` receives the names and the options already checked and resolved
by `GameInfo.start`. `bots` is called on first use, so a game may keep its bots (and whatever
they import, a solver ...) out of the import of its rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from games.core.contract import JSON, Bot, Move
from games.core.errors import IllegalMove
from games.core.info import GameInfo

S = TypeVar("S")


class RulesGame(Generic[S]):
    """A game's rules as a `games.core.Game`, made of its parts."""

    def __init__(
        self,
        info: GameInfo,
        *,
        start: Callable[[tuple[str, ...], int, dict[str, str]], S],
        parse_move: Callable[[str], Move],
        load: Callable[[Mapping[str, Any]], S],
        bots: Callable[[], Mapping[str, Bot]],
    ) -> None:
        self.info = info
        self._start = start
        self._parse = parse_move
        self._load = load
        self._bots = bots

    @property
    def bots(self) -> Mapping[str, Bot]:
        return self._bots()

    def new_state(
        self,
        players: Sequence[str],
        *,
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> S:
        names, resolved = self.info.start(players, options)
        return self._start(names, seed, resolved)

    def parse_move(self, text: str) -> Move:
        return self._parse(text)

    def state_from_json(self, data: Mapping[str, JSON]) -> S:
        if not isinstance(data, Mapping):
            raise IllegalMove(f"This is not a saved {self.info.title} game.")
        return self._load(data)
