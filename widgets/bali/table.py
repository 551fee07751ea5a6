"""The public Bali table drawn from a view: the offer with the altar beside it, and the seats.

Drawing is a pure function of the view (`offer_lines`, `seat_lines`, `hand_faces`); the widgets
only place the text. Meaning never rides on colour alone: the takeable cards carry "▲", the
active seat "▶", Shiva "[Shiva]" and the demon "[Demon]".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text
from textual.widgets import Static

from games.bali import KIND_LETTERS, KIND_NAMES, card_name
from widgets.common.cards import CardFace

COLUMN_WIDTH = 11
SIDE_WIDTH = 34
"""Columns left beside the offer at 80 columns."""
ORDER = ("SM", "PR", "SH", "F-rice", "F-peanut", "F-banana", "F-pepper", "TC")
SHORT = {
    "SM": "SM",
    "PR": "PR",
    "SH": "SH",
    "F-rice": "Fr",
    "F-peanut": "Fn",
    "F-banana": "Fb",
    "F-pepper": "Fp",
    "TC": "TC",
}
"""Two letters per card type for the seat rows (F = farmer; r n b p as the kinds' letters)."""


def kinds_short(values: Mapping[str, Any]) -> str:
    """ "R21 N21 B21 P21" (rice, peanuts, bananas, peppers)."""
    return " ".join(f"{KIND_LETTERS[i]}{values[name]}" for i, name in enumerate(KIND_NAMES))


def kinds_long(values: Mapping[str, Any]) -> str:
    return " ".join(f"{name} {values[name]}" for name in KIND_NAMES)


def offer_lines(view: Mapping[str, Any], wide: bool) -> list[Text]:
    """Four columns (top card first, the takeable bottom cards on one row, marked ▲); beside
    them the draw pile, supply, altar, towers, Shiva and the demon."""
    width = 15 if wide else COLUMN_WIDTH
    offer: list[list[str]] = view["offer"]
    depth = max(4, *(len(c) for c in offer))
    rows: list[Text] = [Text("".join(f"C{i + 1}".ljust(width) for i in range(4)), style="bold")]
    for r in range(depth):
        line = Text()
        for col in offer:
            k = r - (depth - len(col))  # bottoms aligned on the last row
            if 0 <= k < len(col):
                code = col[k]
                label = card_name(code) if wide else code
                bottom = k == len(col) - 1
                cell = ("▲" if bottom else " ") + label
                line.append(cell[: width - 1].ljust(width), style="bold" if bottom else "")
            else:
                line.append(" " * width)
        rows.append(line)
    side = side_lines(view, wide)
    out = []
    for i in range(max(len(rows), len(side))):
        line = rows[i].copy() if i < len(rows) else Text()
        line.pad_right(width * 4 - len(line.plain))
        if i < len(side):
            line.append("│ ")
            line.append(side[i])
        out.append(line)
    return out


def side_lines(view: Mapping[str, Any], wide: bool = False) -> list[Text]:
    """At most 34 columns each at 80 columns (kinds as letters: R rice, N peanuts, B bananas,
    P peppers); the full kind names from 100 columns."""
    altar = view["altar"]
    names = view["players"]
    kinds = kinds_long if wide else kinds_short
    lines = [
        Text(f"Pile {view['draw_pile']} · turn {view['turn']} · ▲ takeable"),
        Text(f"Supply {kinds(view['supply'])}"),
        Text(f"Altar up {kinds(altar['face_up'])} · {altar['face_down']} down"),
    ]
    towers = view.get("towers")
    if towers:
        piles = " ".join(
            f"{p['name']}:{tower_label(p['top'], wide)}({p['left']})" for p in towers["piles"]
        )
        lines.append(Text(f"Towers {piles} built {towers['built']}"))
    holders = []
    if view["options"]["temple_of_shiva"]:
        shiva = view["shiva"]
        holders.append(f"Shiva: {names[shiva] if shiva is not None else 'altar'}")
    if view["options"]["demon"]:
        demon = view["demon"]
        holders.append(f"Demon: {names[demon] if demon is not None else 'altar'}")
    if holders:
        # Shiva and the demon share a line while it fits the side column (long names do not).
        joined = " · ".join(holders)
        lines += [Text(joined)] if wide or len(joined) <= SIDE_WIDTH else map(Text, holders)
    removed = view["removed"]
    if removed:
        text = f"Removed: {' '.join(removed)}"
        if len(text) > SIDE_WIDTH and not wide:
            text = f"Removed: {len(removed)} cards, last {removed[-1]}"
        lines.append(Text(text))
    return lines


def tower_label(top: str | None, wide: bool) -> str:
    if top is None:
        return "—"
    return top if wide else KIND_LETTERS[KIND_NAMES.index(top)]


def seat_lines(view: Mapping[str, Any], viewer_mark: str = " (you)") -> list[Text]:
    """One row per seat: stones, VP, hand and sacrifice counts, the display by type; the seat
    whose view it is carries `viewer_mark` (" (shown)" when a demo or replay shows a bot's)."""
    viewer = view.get("seat")
    # The name column fits the longest name (setup allows 16 characters): a name is never cut.
    width = max([17, *(len(seat["name"]) + 6 for seat in view["seats"])])
    out = [Text(f"  {'Player (colour)':<{width}}   St  VP Hd Sac Display", style="bold")]
    for i, seat in enumerate(view["seats"]):
        # ▶ the seat that acts now; · the active player while another seat decides.
        marker = "▶" if i == view["actor"] else "·" if i == view["current"] else " "
        name = f"{seat['name']} ({seat['colour'][:3]})"
        shown = " ".join(
            f"{SHORT[code]}{seat['display'][code]}" for code in ORDER if seat["display"].get(code)
        )
        line = Text(f"{marker} {name:<{width}} {seat['stones']:>3} {seat['vp']:>3} ")
        line.append(f"{seat['hand_size']:>2} {seat['sacrifices']:>3} {shown}")
        if seat["shiva"]:
            line.append(" [Shiva]", style="bold")
        if seat["demon"]:
            line.append(" [Demon]", style="bold")
        if i == viewer:
            line.append(viewer_mark, style="italic")
        out.append(line)
    return out


FACE_LINES = {
    "SM": ("free", "scores stones"),
    "PR": ("free", "scores VP"),
    "SH": ("7 stones", "4 VP at end"),
    "TC": ("2 sacrifices", "7 VP at end"),
}
FARMER_LINES = ("1-3 for 0-2 st", "buys cheaper")


def hand_faces(
    view: Mapping[str, Any], playable: Sequence[str], acting: bool = True
) -> list[CardFace]:
    """The viewer's hand as cards; `playable` holds the codes a legal move plays or discards.
    When the viewer is not choosing a card to play (`acting` False), no card is marked."""
    faces = []
    for code in view.get("hand", []):
        lines = FACE_LINES.get(code, FARMER_LINES)
        ok = code in playable
        mark = ("✓ play" if ok else "✗ not now") if acting else ""
        faces.append(
            CardFace(card_name(code), tag=code, lines=lines, mark=mark, dim=acting and not ok)
        )
    return faces


def own_lines(view: Mapping[str, Any], owner: str = "Your") -> list[str]:
    """The viewer's own sacrifice cards by kind, and their face-down altar cards; `owner` is
    "Your" for the player at the keyboard, else whose they are ("Bo's")."""
    own = view.get("own")
    if own is None:
        return []
    # "Greedy 1's sacrifice cards:" would wrap in the 80-column side column.
    lines = ["Your sacrifice cards:" if owner == "Your" else f"{owner} sacrifices:"]
    lines += [f" {name:<8} {own[name]}" for name in KIND_NAMES]
    mine = view.get("my_face_down") or []
    if mine:
        lines.append(f"{owner} face-down: {', '.join(mine)}")
    return lines


class OfferPanel(Static):
    """The offer, with the draw pile, supply, altar, towers, Shiva and the demon beside it."""

    DEFAULT_CSS = """
    OfferPanel {
        height: auto;
    }
    """

    def show(self, view: Mapping[str, Any]) -> None:
        wide = self.size.width >= 100
        lines = offer_lines(view, wide)
        self.update(Text("\n").join(lines))


class SeatsPanel(Static):
    DEFAULT_CSS = """
    SeatsPanel {
        height: auto;
    }
    """

    def show(self, view: Mapping[str, Any], viewer_mark: str = " (you)") -> None:
        self.update(Text("\n").join(seat_lines(view, viewer_mark)))
