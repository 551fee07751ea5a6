"""`GAME`: Ruins as a `games.core.Game`, and how a game starts."""

from __future__ import annotations

from typing import Any

from games.core import IllegalMove, RulesGame
from games.ruins import data, moves
from games.ruins.bots import BOTS
from games.ruins.cards import EMPTY
from games.ruins.info import INFO
from games.ruins.position import FIELDS, NO_SEAT
from games.ruins.rounds import setup
from games.ruins.state import RuinsState, from_json
from games.ruins.table import Table


def start(names: tuple[str, ...], seed: int, resolved: dict[str, str]) -> RuinsState:
    """A new game: the seats, the first player (option or chance) and the first deal."""
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


GAME: RulesGame[RuinsState] = RulesGame(
    INFO, start=start, parse_move=moves.parse_move, load=from_json, bots=lambda: BOTS
)
