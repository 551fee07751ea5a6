"""`RuinsState`: an immutable position of Ruins, its views and its JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from games.core import JSON, Event, IllegalMove, Outcome, ScoreRow
from games.core.records import decode, encode
from games.ruins import data, rules, turns
from games.ruins.cards import EMPTY, discovery_json, ruin_json
from games.ruins.position import NO_SEAT, UNDECIDED, Played, Position


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


def to_json(state: RuinsState) -> dict[str, JSON]:
    """Everything, hidden order included, through the records codec of games.core (the
    position is a NamedTuple, cards write themselves as [index, night, top, mid, bot, claim])."""
    written = encode(state)
    assert isinstance(written, dict)
    return {"game": "ruins", **written}


def from_json(data_: Mapping[str, JSON]) -> RuinsState:
    """Rebuild a state from `to_json`; damaged data raises IllegalMove with the reason."""
    try:
        if not isinstance(data_, Mapping) or data_.get("game") != "ruins":
            raise ValueError("not a Ruins position")
        state = decode(RuinsState, {k: v for k, v in data_.items() if k != "game"})
        if [c.idx for c in state.cards] != list(range(data.RUIN_COUNT)):
            raise ValueError("the ruins are not the catalogue's")
    except ValueError as exc:  # RecordError included
        raise IllegalMove(f"This is not a valid Ruins position ({exc}).") from exc
    assert isinstance(state, RuinsState)
    return state


__all__ = ["RuinsState", "from_json", "to_json", "view"]
