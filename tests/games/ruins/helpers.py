"""Small helpers shared by the Ruins tests."""

from __future__ import annotations

import json

from games.core import Event
from games.ruins import GAME
from games.ruins.state import RuinsState


def snapshot(state: RuinsState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def move(state: RuinsState, seat: int, text: str) -> tuple[RuinsState, list[Event]]:
    """Apply a move written in notation, checking first that legal_moves offers it."""
    parsed = GAME.parse_move(text)
    assert parsed in state.legal_moves(seat), f"{text} is not offered to seat {seat}"
    after, events = state.apply(parsed, seat)
    return after, events


def texts(events: list[Event], seat: int | None = None) -> list[str]:
    """The texts of the events `seat` may read (None: the public ones)."""
    return [e.text for e in events if e.visible(seat)]


def hand(state: RuinsState, seat: int) -> list[str]:
    view = state.view(seat)
    return sorted(r["id"] for r in view["hand"])
