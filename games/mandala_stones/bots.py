"""Bots: `random` (any legal move) and `greedy` (a rule of thumb read from the seat's view).

Both decide only from what `state.view(seat)` shows: the greedy bot reads the view's options
and previews and turns its choice back into a move with `parse_move`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.core import JSON, Bot, RandomBot
from games.mandala_stones import data
from games.mandala_stones.moves import Move, parse_move
from games.mandala_stones.scoring import objective_vp

SCORE_AT = 8
"""A colour scoring at least this rich is taken at once."""


def _fit(space: int, tower: Sequence[str], holding: Sequence[str]) -> float:
    """How well a tower suits a space of the player board (higher is better)."""
    h = len(tower)
    if space == data.HEIGHTS_SPACE:
        value: float = 2.0
    elif space == data.COLOURS_SPACE:
        value = float(len({s[0] for s in tower}))
    else:
        value = float(data.BY_HEIGHT[space][h - 1])
    if "O6" in holding and h == data.MAX_HEIGHT:
        value += 1.5
    return value


def _tops(board: Sequence[Sequence[str]]) -> set[str]:
    return {t[-1][0] for t in board if t}


class GreedyBot:
    def choose(self, state: Any, seat: int, rng: random.Random) -> Move:
        view: Mapping[str, Any] = state.view(seat)
        return parse_move(self.decide(view, seat))

    def decide(self, view: Mapping[str, Any], seat: int) -> str:
        phase = view["phase"]
        me = view["seats"][seat]
        board: list[list[str]] = me["towers"]
        holding = [o["id"] for o in view.get("my_objectives", [])]
        pending: Mapping[str, Any] | None = view.get("pending")
        if phase == "objective":
            best = max(view["my_objectives"], key=lambda o: o["value"])
            return f"objective {best['id']}"
        if phase == "keep":
            assert pending is not None
            keep = pending["capacity"] > 0 and pending["vp"] <= 2
            return "keep" if keep else "give"
        if phase == "place":
            assert pending is not None
            towers = pending["towers"]
            index = {name: i for i, name in enumerate(data.TOWER_NAMES)}

            def placed(name: str) -> float:
                t = index[name]
                return _fit(t, [*board[t], data.NEW], holding) - _fit(t, board[t], holding)

            return f"place {max(towers, key=placed)}"
        if phase == "build":
            assert pending is not None
            return self._build(pending, board, holding)
        return self._turn(view, board)

    def _build(self, pending: Mapping[str, Any], board: list[list[str]], holding: list[str]) -> str:
        tops = _tops(board)
        best: tuple[float, str] | None = None
        for order in pending["orders"]:
            tower = order["tower"]
            bonus = 1.5 if tower[-1][0] in tops else 0.0
            for name in pending["empty"]:
                t = data.TOWER_NAMES.index(name)
                value = _fit(t, tower, holding) + bonus
                if best is None or value > best[0]:
                    best = (value, f"build {order['start']} {name}")
        assert best is not None
        return best[1]

    def _turn(self, view: Mapping[str, Any], board: list[list[str]]) -> str:
        options: Mapping[str, JSON] = view["options"]
        picks: list[Mapping[str, Any]] = options["picks"]
        scores: list[Mapping[str, Any]] = options["scores"]
        empty = sum(1 for t in board if not t)
        if view["ended"]:
            return self._last_turn(view, board, picks, scores)
        best_score = max(scores, key=lambda s: s["total"], default=None)
        if best_score is not None and (
            not picks
            or best_score["total"] >= SCORE_AT
            or (empty <= 1 and best_score["total"] >= 4)
        ):
            return str(best_score["move"])
        if not picks:
            raise AssertionError("a seat on turn has a pick or a score")
        tops = _tops(board)

        def worth(pick: Mapping[str, Any]) -> float:
            stones = pick["stones"]
            return len(stones) + sum(0.5 for s in stones if s["stone"][0] in tops)

        return str(max(picks, key=worth)["move"])

    def _last_turn(
        self,
        view: Mapping[str, Any],
        board: list[list[str]],
        picks: list[Mapping[str, Any]],
        scores: list[Mapping[str, Any]],
    ) -> str:
        """In the last round a score also costs what its stones were worth to the better of
        the two objective cards (the towers left are all those cards look at)."""
        cards = [o["id"] for o in view["my_objectives"]]
        now = max(objective_vp(c, _board(board)) for c in cards)

        def worth(score: Mapping[str, Any]) -> int:
            after = [list(t) for t in board]
            for tower in score["towers"]:
                after[data.TOWER_NAMES.index(tower["tower"])].pop()
            later = max(objective_vp(c, _board(after)) for c in cards)
            return int(score["total"]) + later - now

        best = max(scores, key=worth, default=None)
        if best is not None and (worth(best) > 0 or not picks):
            return str(best["move"])
        return str(picks[0]["move"])


def _board(towers: list[list[str]]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(t) for t in towers)


BOTS: dict[str, Bot] = {"random": RandomBot(), "greedy": GreedyBot()}
