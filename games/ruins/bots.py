"""Bots for Ruins: `random` (any legal move) and `greedy` (sheds fast, keeps control).

Both decide from `state.view(seat)` and `state.legal_moves(seat)` only: the greedy bot reads its
own ruins from the view's hand with this turn's draft applied (`preview.hand_cards`, the same
reading the hand widget previews with) and never looks at other hands or at the decks.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.core import Bot, RandomBot
from games.ruins import data
from games.ruins.cards import EMPTY, Card
from games.ruins.moves import Burden, Buy, Claim, Discard, Flip, Pass, Play
from games.ruins.plays import Option, Shape, options
from games.ruins.preview import hand_cards

HIGH = 11  # a solo rank that usually wins a single trick
TORCH_VALUE = 2.5  # what one lit torch is worth to the greedy bot, in hand-score points
GO_OUT = 1000.0


def hand_score(cards: Sequence[Card]) -> float:
    """How close a hand is to going out: fewer rank groups and fewer ruins are better.

    Each distinct rank is one more turn to shed (wilds join any set); ruins of high rank win
    tricks, and winning a trick is what gives the lead to shed the next set.
    """
    if not cards:
        return 0.0
    ranks = {c.solo for c in cards if not c.wild}
    units = max(1, len(ranks))
    controls = sum(1 for c in cards if c.solo >= HIGH or c.wild)
    return -10.0 * units - 1.5 * len(cards) + 3.0 * min(controls, units - 1)


class GreedyBot:
    """Sheds the cheapest sets first, buys only what makes a play better, goes out when it can."""

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        legal = state.legal_moves(seat)
        if len(legal) == 1:
            return legal[0]
        view = state.view(seat)
        phase = view["phase"]
        if phase == "flip":
            return self._flip(view, legal)
        if phase == "effect":
            return self._effect(view, legal)
        return self._compose(view, legal)

    # -- round start ---------------------------------------------------------------------

    def _flip(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        faces = hand_cards(view)
        base = hand_score(faces)
        best, best_gain = legal[-1], 0.0  # NoFlip is last
        for move in legal:
            if not isinstance(move, Flip):
                continue
            idx = data.RUIN_INDEX[move.ruin]
            flipped = [c.flipped() if c.idx == idx else c for c in faces]
            gain = hand_score(flipped) - base + 0.2 * (flipped_rank(flipped, idx) - 5)
            gain += _effect_bonus(data.RUIN_NIGHT_EFFECT[idx])
            if gain > best_gain:
                best, best_gain = move, gain
        return best

    # -- after a commit ------------------------------------------------------------------

    def _effect(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        if isinstance(legal[0], Burden):
            seats = view["seats"]
            # Burden the opponent closest to going out; among equals the one with most VP.
            return min(legal, key=lambda m: (seats[m.target]["hand_size"], -seats[m.target]["vp"]))
        faces = hand_cards(view)
        # Discard the ruin whose loss leaves the strongest hand: an isolated low ruin.
        return max(
            (m for m in legal if isinstance(m, Discard)),
            key=lambda m: (
                hand_score([c for c in faces if c.rid != m.ruin]),
                -data.RUIN_INDEX[m.ruin],
            ),
        )

    # -- composing a play ----------------------------------------------------------------

    def _compose(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        faces = hand_cards(view)
        last_json = view["trick"]["last"]
        last = (
            Shape(last_json["rank"], last_json["count"], last_json["declared"])
            if last_json
            else None
        )
        draft = view["draft"] or {"buys": [], "claims": []}
        required = {data.RUIN_INDEX[b["ruin"]] for b in draft["buys"]}
        required |= {data.RUIN_INDEX[r] for r in draft["claims"]}
        opponents = [
            s for s, info in enumerate(view["seats"]) if s != view["seat"] and info["in_round"]
        ]
        plays = {m for m in legal if isinstance(m, Play)}
        best_move: Any = None
        best_value = hand_score(faces) if last is not None else -float("inf")
        if last is not None:
            best_move = next(m for m in legal if isinstance(m, Pass))
        for option in options(faces, required, last):
            value = self._value(faces, option, last, len(opponents), 0)
            if value > best_value:
                best_value, best_move = value, _play_of(option)
        market = view["market"]
        for move in legal:
            if not isinstance(move, Buy):
                continue
            disc = data.DISCOVERY_INDEX[market[move.slot - 1]["card"]["id"]]
            idx = data.RUIN_INDEX[move.ruin]
            improved = [c.with_discovery(disc) if c.idx == idx else c for c in faces]
            cost = data.MARKET_COSTS[move.slot - 1]
            for option in options(improved, required | {idx}, last):
                value = self._value(improved, option, last, len(opponents), cost)
                if value > best_value + 0.5:
                    best_value, best_move = value, move
        if isinstance(best_move, Play):
            claim = self._claim(faces, best_move, legal)
            if claim is not None:
                return claim
            if best_move not in plays:  # same ruins in another order: use the offered one
                best_move = next(
                    m
                    for m in plays
                    if set(m.ruins) == set(best_move.ruins) and m.declared == best_move.declared
                )
        return best_move if best_move is not None else legal[0]

    def _value(
        self,
        faces: Sequence[Card],
        option: Option,
        last: Shape | None,
        opponents: int,
        cost: int,
    ) -> float:
        chosen = set(option.ruins)
        remaining = [c for c in faces if c.idx not in chosen]
        if not remaining:
            return GO_OUT - cost
        value = hand_score(remaining) - TORCH_VALUE * cost
        played = [c for c in faces if c.idx in chosen]
        for c in played:
            for effect in c.triggers:
                value += _effect_bonus(effect, opponents)
            value += 2.0 * c.skips
        if last is not None and option.shape.rank == last.rank:
            value += 2.0  # a matching skip
        # Lead low and keep high ruins for later tricks.
        value -= (0.3 if last is None else 0.15) * option.shape.rank
        return value

    def _claim(self, faces: Sequence[Card], play: Play, legal: list[Any]) -> Any:
        """Claim a strong ruin we are playing (wild, very high, or well upgraded)."""
        strong = {
            c.rid
            for c in faces
            if c.rid in play.ruins
            and c.claim == EMPTY
            and (c.wild or c.solo >= 12 or sum(d != EMPTY for d in (c.top, c.mid, c.bot)) >= 2)
        }
        for move in legal:
            if isinstance(move, Claim) and move.ruin in strong:
                return move
        return None


def flipped_rank(faces: Sequence[Card], idx: int) -> int:
    return next(c.solo for c in faces if c.idx == idx)


def _effect_bonus(effect: str | None, opponents: int = 2) -> float:
    if effect is None:
        return 0.0
    return {
        "k": 9.0,  # Cache: one more ruin shed
        "i": 3.0,
        "h": 2.5 * opponents,
        "j": 1.0,
        "g": 0.5,
        "f": 2.0,
        "d": 2.0,
        "e": 1.0,
    }.get(effect, 0.0)


def _play_of(option: Option) -> Play:
    return Play(tuple(data.RUIN_IDS[r] for r in option.ruins), option.shape.declared)


BOTS: dict[str, Bot] = {"random": RandomBot(), "greedy": GreedyBot()}
