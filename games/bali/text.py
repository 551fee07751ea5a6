"""Words for screens: a move described for a player, a card code's full name."""

from __future__ import annotations

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
    parse_move,
)

K = data.KIND_NAMES


def card_name(code: str) -> str:
    """“SM” -> “Stonemason”, “F-rice” -> “Rice farmer”."""
    return data.CARD_NAMES[data.CARD_CODES.index(code)]


def describe(move: Move | str) -> str:
    """A move in words for a button or a prompt ("Play 2 Rice farmers (1 stone)")."""
    if isinstance(move, str):
        move = parse_move(move)
    if isinstance(move, Buy):
        return f"Buy 1 {K[move.kind]}"
    if isinstance(move, Play):
        extra = f" ({data.SHRINE_COST} stones)" if move.card == data.SHRINE else ""
        return f"Play a {data.CARD_NAMES[move.card]}{extra}"
    if isinstance(move, PlayFarmers):
        name = data.CARD_NAMES[data.farmer_of(move.kind)]
        cost = data.FARMER_COSTS[move.count]
        extra = f" ({cost} stone{'s' if cost > 1 else ''})" if cost else ""
        return f"Play {move.count} {name}{'s' if move.count > 1 else ''}{extra}"
    if isinstance(move, PlayTemple):
        tower = "no tower left" if move.pile == "-" else f"tower {move.pile}"
        return (
            f"Play a Temple card ({tower}): {K[move.back]} back to the supply, "
            f"{K[move.down]} face down"
        )
    if isinstance(move, Discard):
        return f"Remove a {data.CARD_NAMES[move.card]} from the game (no card can be played)"
    if isinstance(move, Sacrifice):
        return f"Sacrifice {K[move.kind]} face up"
    if isinstance(move, FaceDown):
        return f"Place {K[move.kind]} face down"
    if isinstance(move, FromSupply):
        return f"Place {K[move.kind]} from the supply face up"
    if isinstance(move, Take):
        return f"Take the bottom card of C{move.column + 1}"
    if isinstance(move, Split):
        return f"Take {move.vp} VP and {move.stones} stone{'' if move.stones == 1 else 's'}"
    if isinstance(move, Gain):
        return f"Take 1 {K[move.kind]} from the supply"
    raise AssertionError(f"unknown move {move!r}")
