"""`GAME`: what Ruins is called, its options, and how a game starts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.core import JSON, Bot, GameInfo, IllegalMove
from games.ruins import data, moves
from games.ruins.bots import BOTS
from games.ruins.cards import EMPTY
from games.ruins.info import INFO
from games.ruins.position import FIELDS, NO_SEAT
from games.ruins.rounds import setup
from games.ruins.state import RuinsState, from_json
from games.ruins.table import Table


class RuinsGame:
    """The Ruins rules as a `games.core.Game`."""

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
    ) -> RuinsState:
        names, resolved = INFO.start(players, options)
        n = len(names)
        first: int | None = None
        if resolved["first_player"] != "random":
            first = int(resolved["first_player"][1:]) - 1
            if first >= n:
                allowed = ", ".join(["random", *(f"P{i}" for i in range(1, n + 1))])
                raise IllegalMove(
                    f"Option first_player must be one of: {allowed} "
                    f"(there are only {n} players, not {resolved['first_player']})."
                )
        values: dict[str, Any] = dict.fromkeys(FIELDS)
        values.update(
            players=names,
            seed=int(seed),
            draws=0,
            auto_pass=resolved["auto_pass"] == "on",
            round=0,
            phase="flip",
            cards=(),
            in_game=(),
            hands=((),) * n,
            deck=(),
            discard=(),
            disc_deck=(),
            market=(EMPTY,) * data.MARKET_SLOTS,
            lit=(data.TORCHES,) * n,
            claims_left=(data.CLAIMS,) * n,
            vp=(0,) * n,
            vp_start=(0,) * n,
            gains=(0,) * n,
            history=(),
            in_round=(True,) * n,
            out=(0,) * n,
            finish=(),
            first=0,
            current=0,
            trick=(),
            passes=0,
            flips=(),
            draft_buys=(),
            draft_claims=(),
            pending=None,
            new=((),) * n,
            winner=NO_SEAT,
            win_reason="",
        )
        table = Table(RuinsState(**values))
        setup(table, first)
        state: RuinsState = table.freeze()
        return state

    def parse_move(self, text: str) -> moves.Move:
        return moves.parse_move(text)

    def state_from_json(self, data: Mapping[str, JSON]) -> RuinsState:
        return from_json(data)


GAME = RuinsGame()
