"""`RuinsState`: an immutable position of Ruins, its views and its JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from games.core import JSON, Event, IllegalMove, Outcome, ScoreRow
from games.ruins import data, rules, turns
from games.ruins.cards import EMPTY, Card, card, discovery_json, ruin_json
from games.ruins.plays import Shape
from games.ruins.position import NO_SEAT, UNDECIDED, Pending, Played, Position


class RuinsState(Position):
    """A position with its rules; immutable (a named tuple), the rules build a new one per move."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"RuinsState(round {self.round}, {self.phase}, current P{self.current + 1})"

    # -- the games.core.State protocol ---------------------------------------------------

    def actors(self) -> frozenset[int]:
        if self.phase == "flip":
            return frozenset(s for s, f in enumerate(self.flips) if f == UNDECIDED)
        if self.phase == "over":
            return frozenset()
        return frozenset((self.current,))

    def legal_moves(self, seat: int) -> list[Any]:
        return rules.legal_moves(self, seat)

    def apply(self, move: Any, seat: int) -> tuple[RuinsState, list[Event]]:
        after, events = rules.apply(self, move, seat)
        # The rules read and build positions (`evolve` keeps the class): a RuinsState here.
        return cast(RuinsState, after), events

    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        rows = [
            ScoreRow("Showdown" if i + 1 == data.SHOWDOWN_ROUND else f"Round {i + 1}", tuple(gains))
            for i, gains in enumerate(self.history)
        ]
        # The final VP are the outcome's scores; the rows say how each round changed them.
        return Outcome(self.vp, frozenset((self.winner,)), self.win_reason, tuple(rows))

    # -- views ---------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, JSON]:
        return view(self, seat)

    def to_json(self) -> dict[str, JSON]:
        return to_json(self)


def _play_json(state: RuinsState, played: Played) -> dict[str, JSON]:
    return {
        "seat": played.seat,
        "ruins": [ruin_json(state.cards[r]) for r in played.ruins],
        "count": played.shape.count,
        "rank": played.shape.rank,
        "declared": played.shape.declared,
    }


def view(state: RuinsState, seat: int | None) -> dict[str, JSON]:
    n = len(state.players)
    plays = [_play_json(state, p) for p in state.trick]
    playing = state.phase in ("play", "effect")
    out: dict[str, JSON] = {
        "game": "ruins",
        "players": list(state.players),
        "seat": seat,
        "round": state.round,
        "showdown": state.round == data.SHOWDOWN_ROUND,
        "phase": state.phase,
        "actors": sorted(state.actors()),
        "first_player": state.first,
        "current": state.current if playing else None,
        "leading": state.phase == "play" and not state.trick,
        "trick": {
            "plays": plays,
            "last": plays[-1] if plays else None,
            "passes": state.passes,
            "passes_needed": rules.passes_needed(state),
        },
        "forced_passes": rules.forced_preview(state),
        "market": [
            {
                "slot": i + 1,
                "cost": data.MARKET_COSTS[i],
                "card": discovery_json(d) if d != EMPTY else None,
            }
            for i, d in enumerate(state.market)
        ],
        "discovery_deck": len(state.disc_deck),
        "ruin_deck": len(state.deck),
        "discard": [ruin_json(state.cards[r]) for r in state.discard],
        "seats": [
            {
                "name": state.players[s],
                "hand_size": len(state.hands[s]),
                "torches_lit": state.lit[s],
                "torches_unlit": data.TORCHES - state.lit[s],
                "claims_left": state.claims_left[s],
                "vp": state.vp[s],
                "vp_at_round_start": state.vp_start[s],
                "out_position": state.out[s] or None,
                "in_round": bool(state.in_round[s] and not state.out[s]),
                "flip_decided": state.flips[s] != UNDECIDED,
            }
            for s in range(n)
        ],
        "history": [list(row) for row in state.history],
        "finish_order": list(state.finish),
        "winner": state.winner if state.winner != NO_SEAT else None,
        "win_reason": state.win_reason or None,
    }
    if seat is None or not 0 <= seat < n:
        return out
    out.update(_private_view(state, seat))
    return out


def _private_view(state: RuinsState, seat: int) -> dict[str, JSON]:
    composing = state.phase == "play" and seat == state.current
    drafted = rules.drafted_cards(state) if composing else {}
    hand = [state.cards[r] for r in state.hands[seat]]
    hand.sort(key=lambda c: (drafted.get(c.idx, c).solo, c.idx))
    draft: JSON = None
    if composing:
        draft = {
            "buys": [
                {"slot": slot, "discovery": discovery_json(d), "ruin": data.RUIN_IDS[r]}
                for slot, d, r in state.draft_buys
            ],
            "claims": [data.RUIN_IDS[r] for r in state.draft_claims],
            "torches_left": rules.torches_left(state),
        }
    pending: JSON = None
    if state.phase == "effect" and seat == state.current and state.pending is not None:
        p = state.pending
        choices: list[JSON] = (
            [data.RUIN_IDS[r] for r in state.hands[seat]]
            if p.kind == "discard"
            else list(turns.opponents_holding(state, seat))
        )
        pending = {
            "kind": p.kind,
            "effect": data.EFFECT_NAMES[p.effect],
            "source": data.RUIN_IDS[p.source],
            "choices": choices,
        }
    flip = state.flips[seat]
    return {
        "hand": [ruin_json(c, drafted.get(c.idx, c)) for c in hand],
        "new": [data.RUIN_IDS[r] for r in state.new[seat]],
        "draft": draft,
        "pending": pending,
        "my_flip": data.RUIN_IDS[flip] if flip >= 0 else None,
    }


# -- JSON ----------------------------------------------------------------------------------


def _card_json(c: Card) -> list[int]:
    return [int(c.night), c.top, c.mid, c.bot, c.claim]


def to_json(state: RuinsState) -> dict[str, JSON]:
    pending: JSON = None
    if state.pending is not None:
        p = state.pending
        pending = {
            "kind": p.kind,
            "effect": p.effect,
            "source": p.source,
            "queue": [[e, r] for e, r in p.queue],
            "skips": p.skips,
        }
    return {
        "game": "ruins",
        "players": list(state.players),
        "seed": state.seed,
        "draws": state.draws,
        "auto_pass": state.auto_pass,
        "round": state.round,
        "phase": state.phase,
        "cards": [_card_json(c) for c in state.cards],
        "in_game": list(state.in_game),
        "hands": [list(h) for h in state.hands],
        "deck": list(state.deck),
        "discard": list(state.discard),
        "disc_deck": list(state.disc_deck),
        "market": list(state.market),
        "lit": list(state.lit),
        "claims_left": list(state.claims_left),
        "vp": list(state.vp),
        "vp_start": list(state.vp_start),
        "gains": list(state.gains),
        "history": [list(row) for row in state.history],
        "in_round": list(state.in_round),
        "out": list(state.out),
        "finish": list(state.finish),
        "first": state.first,
        "current": state.current,
        "trick": [
            [p.seat, list(p.ruins), p.shape.rank, p.shape.count, p.shape.declared]
            for p in state.trick
        ],
        "passes": state.passes,
        "flips": list(state.flips),
        "draft_buys": [list(b) for b in state.draft_buys],
        "draft_claims": list(state.draft_claims),
        "pending": pending,
        "new": [list(marks) for marks in state.new],
        "winner": state.winner,
        "win_reason": state.win_reason,
    }


def _ints(value: Any) -> tuple[int, ...]:
    return tuple(int(v) for v in value)


def from_json(data_: Mapping[str, JSON]) -> RuinsState:
    """Rebuild a state from `to_json`; damaged data raises IllegalMove with the reason."""
    try:
        if data_.get("game") != "ruins":
            raise ValueError("not a Ruins position")
        cards = tuple(
            card(i, bool(night), int(top), int(mid), int(bot), int(claim))
            for i, (night, top, mid, bot, claim) in enumerate(data_["cards"])
        )
        if len(cards) != data.RUIN_COUNT:
            raise ValueError("wrong number of ruins")
        p = data_["pending"]
        pending = (
            None
            if p is None
            else Pending(
                str(p["kind"]),
                str(p["effect"]),
                int(p["source"]),
                tuple((str(e), int(r)) for e, r in p["queue"]),
                int(p["skips"]),
            )
        )
        values: dict[str, Any] = {
            "players": tuple(str(x) for x in data_["players"]),
            "seed": int(data_["seed"]),
            "draws": int(data_["draws"]),
            "auto_pass": bool(data_["auto_pass"]),
            "round": int(data_["round"]),
            "phase": str(data_["phase"]),
            "cards": cards,
            "in_game": _ints(data_["in_game"]),
            "hands": tuple(_ints(h) for h in data_["hands"]),
            "deck": _ints(data_["deck"]),
            "discard": _ints(data_["discard"]),
            "disc_deck": _ints(data_["disc_deck"]),
            "market": _ints(data_["market"]),
            "lit": _ints(data_["lit"]),
            "claims_left": _ints(data_["claims_left"]),
            "vp": _ints(data_["vp"]),
            "vp_start": _ints(data_["vp_start"]),
            "gains": _ints(data_["gains"]),
            "history": tuple(_ints(row) for row in data_["history"]),
            "in_round": tuple(bool(x) for x in data_["in_round"]),
            "out": _ints(data_["out"]),
            "finish": _ints(data_["finish"]),
            "first": int(data_["first"]),
            "current": int(data_["current"]),
            "trick": tuple(
                Played(
                    int(seat),
                    _ints(ruins),
                    Shape(int(rank), int(count), None if declared is None else int(declared)),
                )
                for seat, ruins, rank, count, declared in data_["trick"]
            ),
            "passes": int(data_["passes"]),
            "flips": _ints(data_["flips"]),
            "draft_buys": tuple((int(s), int(d), int(r)) for s, d, r in data_["draft_buys"]),
            "draft_claims": _ints(data_["draft_claims"]),
            "pending": pending,
            "new": tuple(_ints(marks) for marks in data_["new"]),
            "winner": int(data_["winner"]),
            "win_reason": str(data_["win_reason"]),
        }
    except (KeyError, TypeError, ValueError) as exc:
        raise IllegalMove(f"This is not a valid Ruins position ({exc}).") from exc
    return RuinsState(**values)


__all__ = ["RuinsState", "from_json", "to_json", "view"]
