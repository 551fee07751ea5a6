"""The map of an epic's cards: the whole layout in a few lines, for a board larger than the
screen (80x24 shows about ten rows of an epic; the map shows every card, how it is turned,
which cards can turn or slide, and where the pawns are).

    Cards  A↑   B→↻
           d
           C↑   D↑↻*
                ms
    ↻ turn: select the pawn on the card's R, Space twice, arrows, Space

Arrows show where the card's printed north now points; ↻ marks a card with a rotation space,
⇄ one with a sliding space, and a `*` after it that a pawn stands there now (the card can move).
The heroes on each card are listed on the line under it, so that a hollow 3x3 of eight cards
stays within the side panel's 28 columns (they were written after the card and wrapped).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

NORTH = ("↑", "→", "↓", "←")


def card_map(view: Mapping[str, Any]) -> str:
    """The card map of an epic's view ('' for a trial)."""
    cards = view.get("cards") or []
    if not cards:
        return ""
    cols, rows = (int(n) for n in view.get("frame") or (1, 1))
    cells = view.get("cells") or []
    slots: dict[tuple[int, int], str] = {}
    pawns: dict[str, str] = {}
    for pawn in view.get("pawns") or []:
        if pawn.get("card") and not pawn.get("out"):
            pawns[pawn["card"]] = pawns.get(pawn["card"], "") + str(pawn["hero"])
    marks_seen: set[str] = set()
    for card in cards:
        col, row = card["slot"]
        size = int(card["size"])
        tokens = {
            cells[row * size + y][col * size + x]
            for y in range(size)
            for x in range(size)
            if row * size + y < len(cells) and col * size + x < len(cells[0])
        }
        mark = "↻" if "R." in tokens else "⇄" if "S." in tokens else ""
        if mark:
            marks_seen.add(mark)
        if card.get("can_rotate") or card.get("can_slide"):
            mark += "*"
        text = f"{card['name']}{NORTH[int(card.get('turns') or 0) % 4]}{mark}"
        slots[(col, row)] = text
    width = max(4, *(len(t) for t in slots.values()), *(len(p) for p in pawns.values())) + 1
    by_slot = {(c["slot"][0], c["slot"][1]): c["name"] for c in cards}
    lines = []
    for row in range(rows):
        entries = [slots.get((col, row), "··").ljust(width) for col in range(cols)]
        lines.append(("Cards  " if row == 0 else "       ") + "".join(entries).rstrip())
        here = [pawns.get(by_slot.get((col, row), ""), "").ljust(width) for col in range(cols)]
        if "".join(here).strip():
            lines.append("       " + "".join(here).rstrip())
    if marks_seen:
        kinds = " / ".join(k for k in ("↻ turn", "⇄ slide") if k[0] in marks_seen)
        spaces = "/".join(t for m, t in (("↻", "R"), ("⇄", "S")) if m in marks_seen)
        lines.append(f"{kinds}: select the pawn on the card's {spaces}, Space twice, arrows, Space")
    return "\n".join(lines)
