"""`describe(move)`: a move in words, for menus, prompts and the demo."""

from __future__ import annotations

from games.mandala_stones import data
from games.mandala_stones import moves as mv


def describe(move: mv.Move) -> str:
    if isinstance(move, mv.Pick):
        pattern = data.PATTERN_NAMES[data.ARTISTS[mv.ARTIST_INDEX[move.artist]].pattern]
        return f"move {move.artist} ({pattern}) to {move.to}"
    if isinstance(move, mv.Build):
        return f"take the stones starting at {move.start}; new tower on {move.tower}"
    if isinstance(move, mv.ScoreColour):
        text = f"score {data.COLOUR_NAMES[move.colour]}"
        if move.wild:
            text += f" with the New-Stone tops of {', '.join(move.wild)}"
        return text
    if isinstance(move, mv.ScoreTops):
        return f"take the top stones of {', '.join(move.towers)} (1 VP each)"
    if isinstance(move, mv.Keep):
        return "keep the New Stone (no VP for its space)"
    if isinstance(move, mv.GiveUp):
        return "give up the New Stone and take its space's VP"
    if isinstance(move, mv.PlaceNew):
        return f"put a kept New Stone on {move.tower}"
    card = data.OBJECTIVE_BY_ID[move.card]
    return f"score objective {card.id} {card.name}: {card.text}"
