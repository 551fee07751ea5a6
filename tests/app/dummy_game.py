"""Secret Sums: a tiny hidden-information game that stands in for the real games in app tests.

Each seat holds a secret number (1-9) dealt from the seed. On your turn you may `pick 1`,
`pick 2` or `pick 3` (at most twice), then you `pass` to end the turn. `pick 3` rolls a bonus
die (0-2) from the state's seed, so it is a chance move that cannot be taken back. With the
`opening` option every seat first bids 1 or 2 at the same time (a simultaneous decision).
Each seat has `length` turns; the score is secret + picks + bonus + bid.

It implements games.core.Game and State completely so the app can be tested without Ruins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from games.core import Bot, Event, GameInfo, IllegalMove, OptionSpec, Outcome, ScoreRow
from games.core.contract import JSON
from games.core.errors import quote

MAX_PICKS_PER_TURN = 2
LENGTHS = {"short": 1, "long": 2}


@dataclass(frozen=True)
class Pick:
    n: int

    def __str__(self) -> str:
        return f"pick {self.n}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Bid:
    n: int

    def __str__(self) -> str:
        return f"bid {self.n}"


Move = Pick | Pass | Bid


@dataclass(frozen=True)
class SumsState:
    players: tuple[str, ...]
    seed: int
    secrets: tuple[int, ...]
    picks: tuple[int, ...]
    bonus: tuple[int, ...]
    bids: tuple[int | None, ...]
    bidding: bool
    turn: int
    picks_this_turn: int
    turns_left: int
    draws: int

    # -- the State protocol ---------------------------------------------------------------

    def actors(self) -> frozenset[int]:
        if self.is_over():
            return frozenset()
        if self.bidding:
            return frozenset(i for i, bid in enumerate(self.bids) if bid is None)
        return frozenset({self.turn})

    def legal_moves(self, seat: int) -> list[Any]:
        if seat not in self.actors():
            return []
        if self.bidding:
            return [Bid(1), Bid(2)]
        moves: list[Any] = []
        if self.picks_this_turn < MAX_PICKS_PER_TURN:
            moves += [Pick(1), Pick(2), Pick(3)]
        moves.append(Pass())
        return moves

    def apply(self, move: Any, seat: int) -> tuple[SumsState, list[Event]]:
        if move not in self.legal_moves(seat):
            if seat not in self.actors():
                raise IllegalMove(f"It is not {self._name(seat)}'s turn.")
            if isinstance(move, Pick):
                raise IllegalMove("You may pick at most twice a turn.")
            raise IllegalMove(f"{move} is not allowed now.")
        name = self._name(seat)
        if isinstance(move, Bid):
            bids = list(self.bids)
            bids[seat] = move.n
            after = replace(self, bids=tuple(bids), bidding=None in bids)
            return after, [
                Event(f"{name} has bid.", "bid", seat),
                Event(f"{name} bid {move.n}.", "bid", seat, frozenset({seat})),
            ]
        if isinstance(move, Pick):
            picks = list(self.picks)
            picks[seat] += move.n
            bonus = list(self.bonus)
            events = [Event(f"{name} picked {move.n}.", "pick", seat)]
            draws = self.draws
            if move.n == 3:
                roll = random.Random(self.seed * 1009 + draws).randrange(3)
                draws += 1
                bonus[seat] += roll
                events.append(
                    Event(f"{name} rolled a bonus of {roll}.", "roll", seat, barrier=True)
                )
            total = self.secrets[seat] + picks[seat]
            events.append(Event(f"{name}'s sum is now {total}.", "sum", seat, frozenset({seat})))
            after = replace(
                self,
                picks=tuple(picks),
                bonus=tuple(bonus),
                draws=draws,
                picks_this_turn=self.picks_this_turn + 1,
            )
            return after, events
        n = len(self.players)
        turns_left = self.turns_left - 1
        after = replace(self, turn=(self.turn + 1) % n, picks_this_turn=0, turns_left=turns_left)
        events = [Event(f"{name} passed.", "pass", seat)]
        if after.is_over():
            outcome = after.outcome()
            assert outcome is not None
            events.append(Event(outcome.reason, "end"))
        return after, events

    def is_over(self) -> bool:
        return self.turns_left <= 0

    def scores(self) -> tuple[int, ...]:
        return tuple(
            self.secrets[i] + self.picks[i] + self.bonus[i] + (self.bids[i] or 0)
            for i in range(len(self.players))
        )

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        scores = self.scores()
        best = max(scores)
        winners = frozenset(i for i, s in enumerate(scores) if s == best)
        names = " and ".join(self.players[i] for i in sorted(winners))
        return Outcome(
            scores=scores,
            winners=winners,
            reason=f"{names} reached the highest sum, {best}.",
            breakdown=(
                ScoreRow("Secret", self.secrets),
                ScoreRow("Picks", self.picks),
                ScoreRow("Bonus", self.bonus),
                ScoreRow("Bid", tuple(b or 0 for b in self.bids)),
            ),
        )

    def view(self, seat: int | None) -> Mapping[str, JSON]:
        over = self.is_over()
        return {
            "players": list(self.players),
            "seat": seat,
            "turn": self.turn,
            "bidding": self.bidding,
            "picks": list(self.picks),
            "bonus": list(self.bonus),
            "secret": self.secrets[seat] if seat is not None else None,
            "secrets": list(self.secrets) if over else None,
            "bid": self.bids[seat] if seat is not None else None,
            "have_bid": [b is not None for b in self.bids],
            "turns_left": self.turns_left,
        }

    def to_json(self) -> dict[str, JSON]:
        return {
            "players": list(self.players),
            "seed": self.seed,
            "secrets": list(self.secrets),
            "picks": list(self.picks),
            "bonus": list(self.bonus),
            "bids": list(self.bids),
            "bidding": self.bidding,
            "turn": self.turn,
            "picks_this_turn": self.picks_this_turn,
            "turns_left": self.turns_left,
            "draws": self.draws,
        }

    def _name(self, seat: int) -> str:
        return self.players[seat] if 0 <= seat < len(self.players) else f"seat {seat}"


class RandomBot:
    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        return rng.choice(state.legal_moves(seat))


class GreedyBot:
    """Picks 2 while it may (no chance), then passes; bids 2."""

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        moves = state.legal_moves(seat)
        for wanted in (Bid(2), Pick(2)):
            if wanted in moves:
                return wanted
        return moves[-1]


@dataclass(frozen=True)
class SumsGame:
    info: GameInfo
    bots: Mapping[str, Bot]

    def new_state(
        self,
        players: Sequence[str],
        *,
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> SumsState:
        names = tuple(players)
        self.info.check_players(names)
        resolved = self.info.resolve_options(options)
        deal = random.Random(seed)
        n = len(names)
        bidding = resolved["opening"] == "on"
        return SumsState(
            players=names,
            seed=seed,
            secrets=tuple(deal.randint(1, 9) for _ in names),
            picks=(0,) * n,
            bonus=(0,) * n,
            bids=(None,) * n if bidding else (0,) * n,
            bidding=bidding,
            turn=0,
            picks_this_turn=0,
            turns_left=n * LENGTHS[resolved["length"]],
            draws=0,
        )

    def parse_move(self, text: str) -> Any:
        words = text.split()
        if words == ["pass"]:
            return Pass()
        if len(words) == 2 and words[0] in ("pick", "bid") and words[1] in ("1", "2", "3"):
            n = int(words[1])
            if words[0] == "pick":
                return Pick(n)
            if n <= 2:
                return Bid(n)
        raise IllegalMove(
            f"{quote(text)} is not a move (try: pick 1, pick 2, pick 3, pass, bid 1)."
        )

    def state_from_json(self, data: Mapping[str, JSON]) -> SumsState:
        return SumsState(
            players=tuple(data["players"]),
            seed=int(data["seed"]),
            secrets=tuple(data["secrets"]),
            picks=tuple(data["picks"]),
            bonus=tuple(data["bonus"]),
            bids=tuple(data["bids"]),
            bidding=bool(data["bidding"]),
            turn=int(data["turn"]),
            picks_this_turn=int(data["picks_this_turn"]),
            turns_left=int(data["turns_left"]),
            draws=int(data["draws"]),
        )


OPTIONS = (
    OptionSpec(
        "opening",
        "Opening bids",
        ("off", "on"),
        "off",
        "Everyone first bids 1 or 2 at the same time.",
    ),
    OptionSpec("length", "Game length", ("short", "long"), "short", "One or two turns each."),
)


def make_game(
    game_id: str = "dummy", *, hidden: bool = True, title: str = "Secret Sums"
) -> SumsGame:
    return SumsGame(
        info=GameInfo(
            id=game_id,
            title=title,
            min_players=2,
            max_players=3,
            pitch="Pick numbers, keep your secret, beat the table.",
            hidden_information=hidden,
            option_specs=OPTIONS,
        ),
        bots={"random": RandomBot(), "greedy": GreedyBot()},
    )


GAME = make_game()
