"""A tiny game that exercises the whole games.core contract: turns of several moves, chance,
bots, options. Players add 1 or 2 (at most twice a turn) or roll 1–3, then end the turn; the
first to reach the target wins."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from games.core import JSON, Event, GameInfo, IllegalMove, OptionSpec, Outcome, ScoreRow
from games.core.errors import quote


@dataclass(frozen=True)
class Add:
    n: int

    def __str__(self) -> str:
        return f"add {self.n}"


@dataclass(frozen=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class End:
    def __str__(self) -> str:
        return "end"


ToyMove = Add | Roll | End


@dataclass(frozen=True)
class ToyState:
    players: tuple[str, ...]
    seed: int
    target: int
    totals: tuple[int, ...]
    turn: int = 0
    acted: int = 0
    draws: int = 0

    def actors(self) -> frozenset[int]:
        return frozenset() if self.is_over() else frozenset({self.turn})

    def legal_moves(self, seat: int) -> list[ToyMove]:
        if seat not in self.actors():
            return []
        moves: list[ToyMove] = []
        if self.acted < 2:
            moves += [Add(1), Add(2), Roll()]
        if self.acted:
            moves.append(End())
        return moves

    def apply(self, move: object, seat: int) -> tuple[ToyState, list[Event]]:
        if seat not in self.actors():
            raise IllegalMove("It is not your turn.")
        if move not in self.legal_moves(seat):
            raise IllegalMove(f"You cannot {move} now.")
        name = self.players[seat]
        totals = list(self.totals)
        if isinstance(move, Add):
            totals[seat] += move.n
            return replace(self, totals=tuple(totals), acted=self.acted + 1), [
                Event(f"{name} adds {move.n}", "add", seat)
            ]
        if isinstance(move, Roll):
            n = random.Random(f"{self.seed}:{self.draws}").randint(1, 3)
            totals[seat] += n
            after = replace(self, totals=tuple(totals), acted=self.acted + 1, draws=self.draws + 1)
            return after, [Event(f"{name} rolls {n}", "roll", seat, barrier=True)]
        nxt = (self.turn + 1) % len(self.players)
        return replace(self, turn=nxt, acted=0), [Event(f"{name} ends the turn", "end", seat)]

    def is_over(self) -> bool:
        return self.acted == 0 and max(self.totals) >= self.target

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        best = max(self.totals)
        winners = frozenset(i for i, t in enumerate(self.totals) if t == best)
        return Outcome(self.totals, winners, f"{best} reached", (ScoreRow("Total", self.totals),))

    def view(self, seat: int | None) -> Mapping[str, JSON]:
        return {"totals": list(self.totals), "turn": self.turn, "seat": seat}

    def to_json(self) -> dict[str, JSON]:
        return {
            "players": list(self.players),
            "seed": self.seed,
            "target": self.target,
            "totals": list(self.totals),
            "turn": self.turn,
            "acted": self.acted,
            "draws": self.draws,
        }


class FirstBot:
    def choose(self, state: ToyState, seat: int, rng: random.Random) -> ToyMove:
        return state.legal_moves(seat)[0]


class RandomBot:
    def choose(self, state: ToyState, seat: int, rng: random.Random) -> ToyMove:
        return rng.choice(state.legal_moves(seat))


class ToyGame:
    info = GameInfo(
        id="toy",
        title="Toy",
        min_players=1,
        max_players=3,
        pitch="Race to the target.",
        option_specs=(OptionSpec("target", "Target", ("5", "10"), "10"),),
    )
    bots: Mapping[str, FirstBot | RandomBot] = {"first": FirstBot(), "random": RandomBot()}

    def new_state(
        self, players: Sequence[str], *, seed: int, options: Mapping[str, object] | None = None
    ) -> ToyState:
        names = tuple(players)
        self.info.check_players(names)
        target = int(self.info.resolve_options(options)["target"])
        return ToyState(names, seed, target, tuple(0 for _ in names))

    def parse_move(self, text: str) -> ToyMove:
        words = text.split()
        if words == ["roll"]:
            return Roll()
        if words == ["end"]:
            return End()
        if len(words) == 2 and words[0] == "add" and words[1] in ("1", "2"):
            return Add(int(words[1]))
        raise IllegalMove(f"{quote(text)} is not a move (add 1, add 2, roll, end).")

    def state_from_json(self, data: Mapping[str, JSON]) -> ToyState:
        return ToyState(
            tuple(data["players"]),
            int(data["seed"]),
            int(data["target"]),
            tuple(data["totals"]),
            int(data["turn"]),
            int(data["acted"]),
            int(data["draws"]),
        )


GAME = ToyGame()
