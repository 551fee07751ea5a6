"""A ruin in plain words, for the one-line reading under the hand (a newcomer cannot read codes).

"R5A · day, rank 5 · night side: rank 7, Skip (one more opponent must pass) · middle: +1 Rank
(this ruin's rank is 1 higher)"
"""

from __future__ import annotations

from collections.abc import Mapping

from games.ruins import data


def effect_words(code: str) -> str:
    """ "Skip: one more opponent must pass" for an effect code."""
    name = data.EFFECT_NAMES.get(code)
    if name is None:
        return code
    text = data.EFFECT_TEXTS[code].rstrip(".")
    return f"{name}: {text[0].lower()}{text[1:]}"


def describe_ruin(ruin: Mapping[str, object]) -> str:
    """One line about a ruin of a view: its side and rank, its night side, what its effects do."""
    night = ruin.get("side") == "night"
    parts = [f"{ruin.get('id')} · {'night' if night else 'day'}, rank {ruin.get('solo')}"]
    if ruin.get("wild"):
        parts[0] += " (wild)"
    if ruin.get("size", 1) not in (1, None):
        parts[0] += f", counts as {ruin.get('size')} ruins"
    effect = ruin.get("night_effect")
    if night:
        if isinstance(effect, str) and effect:
            parts.append(f"night effect {effect_words(effect)}")
    else:
        side = f"night side: rank {ruin.get('night_rank')}"
        if isinstance(effect, str) and effect:
            side += f", {effect_words(effect)}"
        parts.append(side)
    slots = ruin.get("slots")
    if isinstance(slots, Mapping):
        for position in data.POSITIONS:
            disc = slots.get(position)
            if isinstance(disc, Mapping) and isinstance(disc.get("effect"), str):
                parts.append(f"{position}: {effect_words(str(disc['effect']))}")
    if ruin.get("claim") is not None:
        parts.append(f"claimed by P{int(str(ruin.get('claim'))) + 1}")
    return " · ".join(parts)
