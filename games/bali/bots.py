"""Bots for Bali. Each decides from `state.view(seat)` and `state.legal_moves(seat)` only.

- `random`: any legal move, uniformly.
- `greedy`: rates every legal move in points and takes the best. A sacrifice card of a kind is
  valued at what the altar already shows of that kind (face-up tally, its own face-down cards,
  a share of the unknown face-down ones) plus a little growth; a stone is worth 0.4 points (it
  scores 1/5 point at the end but buys Shrines and cards); the last take of a turn is rated by
  the scoring it starts, mine minus half the best opponent's.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.bali import data
from games.bali.moves import (
    Buy,
    Discard,
    FaceDown,
    FromSupply,
    Gain,
    Move,
    Play,
    PlayFarmers,
    PlayTemple,
    Sacrifice,
    Split,
    Take,
)
from games.core import JSON, Bot, RandomBot

STONE = 0.4
GROWTH = 1.0
"""Altar cards a kind is expected to gain before the end, on top of what is known."""
CODE_TYPE = {code: t for t, code in enumerate(data.CARD_CODES)}
PLAY_VALUE = {data.STONEMASON: 1.2, data.PRIEST: 1.6, data.SHRINE: 5.5}
HAND_VALUE = {data.STONEMASON: 1.0, data.PRIEST: 1.5, data.SHRINE: 2.5, data.TEMPLE: 3.0}
TAKE_BONUS = 0.3
"""Playing more cards means more takes, so more say in what scores."""


class Rater:
    """Rates moves for one seat from that seat's view."""

    def __init__(self, view: Mapping[str, JSON], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.me: Mapping[str, Any] = view["seats"][seat]
        self.stones = int(self.me["stones"])
        self.own: Mapping[str, int] = view["own"]
        self.hand = [CODE_TYPE[c] for c in view["hand"]]
        altar = view["altar"]
        mine = [0] * 4
        for name in view["my_face_down"]:
            mine[data.KIND_NAMES.index(name)] += 1
        unknown = altar["face_down"] - sum(mine)
        self.worth: list[float] = [
            float(altar["face_up"][data.KIND_NAMES[k]] + mine[k] + unknown / 4 + GROWTH)
            for k in data.KINDS
        ]

    def held(self, kind: int) -> int:
        return int(self.own[data.KIND_NAMES[kind]])

    def card(self, card_type: int) -> float:
        if card_type in data.FARMERS:
            same = self.hand.count(card_type)
            return 0.9 + 0.3 * same
        if card_type == data.SHRINE:
            return 3.5 if self.stones >= 4 else 2.0
        return HAND_VALUE[card_type]

    def scoring(self, code: str) -> float:
        """What a scoring of this card type gives me, less half of the best opponent's gain."""
        card_type = CODE_TYPE[code]
        seats = self.view["seats"]
        counts = [s["display"].get(code, 0) for s in seats]
        best = max(counts)
        sole = best >= 1 and counts.count(best) == 1
        gains: list[float] = []
        for s, count in enumerate(counts):
            lead = sole and count == best
            if card_type == data.STONEMASON:
                gains.append((count + 2 * lead) * STONE)
            elif card_type in (data.PRIEST, data.SHRINE):
                gains.append(float(count + 2 * lead))
            elif card_type in data.FARMERS:
                kind = data.kind_of_farmer(card_type)
                gains.append((min(count, 1) + lead) * self.worth[kind])
            else:
                shiva = self.view["shiva"] == s and count == best and best >= 1
                gains.append(max(self.worth) if lead or shiva else 0.0)
        others = [g for s, g in enumerate(gains) if s != self.seat]
        return gains[self.seat] - 0.5 * max(others, default=0.0)

    def rate(self, move: Move) -> float:
        if isinstance(move, Buy):
            cost = self.view["buy_costs"][data.KIND_NAMES[move.kind]]
            return float(self.worth[move.kind] - cost * STONE - 0.5)
        if isinstance(move, Play):
            cost = data.SHRINE_COST if move.card == data.SHRINE else 0
            return PLAY_VALUE[move.card] - cost * STONE + TAKE_BONUS
        if isinstance(move, PlayFarmers):
            cost = data.FARMER_COSTS[move.count]
            return move.count * (1.0 + TAKE_BONUS) - cost * STONE
        if isinstance(move, PlayTemple):
            down = self.held(move.down) - 1 - (move.down == move.back) - self.worth[move.down]
            return data.TEMPLE_VP - self.worth[move.back] + down + 1.5 + TAKE_BONUS
        if isinstance(move, Discard):
            return -self.card(move.card)
        if isinstance(move, (Sacrifice, FaceDown)):
            return self.held(move.kind) - 1 - self.worth[move.kind]
        if isinstance(move, FromSupply):
            return float(self.held(move.kind))
        if isinstance(move, Gain):
            return float(self.worth[move.kind])
        if isinstance(move, Split):
            stones = self.stones
            wants = data.SHRINE in self.hand and stones < data.SHRINE_COST
            target = min(data.SHRINE_COST - stones, move.vp + move.stones) if wants else 0
            return -abs(move.stones - target)
        if isinstance(move, Take):
            column: list[str] = self.view["offer"][move.column]
            value = self.card(CODE_TYPE[column[-1]])
            if self.view["to_take"] == 1 and len(column) >= 2:
                value += self.scoring(column[-2])
            return value
        raise AssertionError(f"unknown move {move!r}")


class GreedyBot:
    def choose(self, state: Any, seat: int, rng: random.Random) -> Move:
        moves: list[Move] = state.legal_moves(seat)
        if len(moves) == 1:
            return moves[0]
        rater = Rater(state.view(seat), seat)
        best = max(range(len(moves)), key=lambda i: (rater.rate(moves[i]), -i))
        return moves[best]


BOTS: dict[str, Bot] = {"random": RandomBot(), "greedy": GreedyBot()}
