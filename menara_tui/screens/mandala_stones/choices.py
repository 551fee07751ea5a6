"""What the Mandala Stones screen offers, read from the view: (notation, label) pairs.

Only the view's own options are listed (the rules made them), so the screen never decides what
is legal; a heading has no notation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

View = Mapping[str, Any]
Choice = tuple[str | None, str]


def _stones(stones: list[Mapping[str, str]]) -> str:
    return ", ".join(f"{s['space']} {s['stone']}" for s in stones)


def score_label(score: Mapping[str, Any]) -> str:
    what = str(score["move"])[len("score ") :]
    if score["kind"] == "tops":
        what = "tops " + what
    text = f"{what}: {score['tower_vp']}"
    if score["mandala_vp"]:
        text += f"+{score['mandala_vp']}"
    text += f" = {score['total']}"
    if score["new_stones"]:
        text += " ·New"
    if score["ends"]:
        text += " ·END"
    return text


def turn_choices(view: View) -> list[Choice]:
    options = view.get("options") or {}
    out: list[Choice] = []
    picks = options.get("picks") or []
    scores = sorted(options.get("scores") or [], key=lambda s: (-s["total"], s["move"]))
    if picks:
        out.append((None, "PICK (p): artist → space: stones"))
        for pick in picks:
            stones = " ".join(s["stone"] for s in pick["stones"])
            label = f"{pick['artist']} {pick['from']}→{pick['to']}: {stones}"
            out.append((pick["move"], label))
    if scores:
        out.append((None, "SCORE (s): towers+mandala = VP"))
        out.extend((score["move"], score_label(score)) for score in scores)
    return out


def pending_choices(view: View) -> list[Choice]:
    pending = view.get("pending") or {}
    kind = pending.get("kind")
    out: list[Choice] = []
    if kind == "build":
        out.append((None, "BUILD: first stone, then the space"))
        for order in pending["orders"]:
            tower = "[" + ", ".join(order["tower"]) + "]"
            for space in pending["empty"]:
                out.append(
                    (
                        f"build {order['start']} {space}",
                        f"{order['start']} first: {tower} on {space}",
                    )
                )
    elif kind == "keep":
        out.append((None, f"NEW STONE from space {pending['space']}:"))
        out.append(("keep", f"keep it: no VP (room {pending['capacity']})"))
        out.append(("give", f"give it up: +{pending['vp']} VP"))
    elif kind == "place":
        me = view["seats"][view["current"]]
        out.append((None, f"PLACE {pending['kept']} kept New Stone(s):"))
        for name in pending["towers"]:
            tower = me["towers"][int(name[1]) - 1]
            out.append((f"place {name}", f"on {name} [{', '.join(tower)}] + NEW"))
    return out


def objective_choices(view: View) -> list[Choice]:
    cards = sorted(view.get("my_objectives") or [], key=lambda c: -c["value"])
    out: list[Choice] = [(None, "OBJECTIVE: score one of your two")]
    for i, card in enumerate(cards):
        hint = " (suggested)" if i == 0 else ""
        out.append(
            (f"objective {card['id']}", f"{card['id']} {card['name']}: +{card['value']}{hint}")
        )
    return out


def choices(view: View) -> list[Choice]:
    """The choices of the seat the view belongs to, when that seat is to act."""
    phase = view.get("phase")
    if phase == "turn":
        return turn_choices(view)
    if phase == "objective":
        return objective_choices(view)
    return pending_choices(view)


def preview_of(view: View, notation: str | None) -> dict[str, Any] | None:
    """What the main board marks for the highlighted choice: a pick's stones and target, or
    the stones of the pick being built."""
    if notation is None:
        return None
    pending = view.get("pending") or {}
    if pending.get("kind") == "build":
        return {
            "artist": pending["artist"],
            "to": pending["to"],
            "stones": [s["space"] for s in pending["stones"]],
        }
    for pick in (view.get("options") or {}).get("picks") or []:
        if pick["move"] == notation:
            return {
                "artist": pick["artist"],
                "to": pick["to"],
                "stones": [s["space"] for s in pick["stones"]],
            }
    return None


def detail_of(view: View, notation: str | None) -> str:
    """One line more about the highlighted choice."""
    if notation is None:
        return ""
    for score in (view.get("options") or {}).get("scores") or []:
        if score["move"] == notation:
            parts = " · ".join(f"{t['tower']} {t['vp']}" for t in score["towers"])
            text = f"{parts} = {score['tower_vp']}"
            if score["mandala_vp"]:
                text += f", mandala +{score['mandala_vp']}"
                if score["new_stones"]:
                    text += " if New given up"
            return text
    for pick in (view.get("options") or {}).get("picks") or []:
        if pick["move"] == notation:
            return f"takes {_stones(pick['stones'])} (marked *)"
    for card in view.get("my_objectives") or []:
        if notation == f"objective {card['id']}":
            return str(card["text"])
    return ""
