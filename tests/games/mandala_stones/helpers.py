"""Small helpers shared by the Mandala Stones tests."""

from __future__ import annotations

from games.core import Event
from games.mandala_stones import GAME
from games.mandala_stones.state import MandalaState


def play(state: MandalaState, seat: int, text: str) -> tuple[MandalaState, list[Event]]:
    """Apply a move written in notation, checking first that legal_moves offers it."""
    move = GAME.parse_move(text)
    assert move in state.legal_moves(seat), f"{text} is not offered to seat {seat}"
    return state.apply(move, seat)


def tower(state: MandalaState, seat: int, name: str) -> list[str]:
    return list(state.towers[seat][int(name[1]) - 1])


def texts(events: list[Event], seat: int | None = None) -> list[str]:
    return [e.text for e in events if e.visible(seat)]
