"""The Menara side panel (spec §7.10 elevation panel): the plan card, height against target,
one line per level with its floors and free bases, the supplies and the camp, then the quarry,
piles, level row and bag. Colour letters carry the meaning; the colours only repeat it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from widgets.common.text import show_text

View = Mapping[str, Any]
COLOURS = ("Y", "R", "K", "W", "B")
PILE_KEYS = (("easy", "1"), ("medium", "2"), ("difficult", "3"))
PANEL_CELLS = 31
"""The panel's narrowest text: the Menara screen's side column is 34 cells, less its border,
padding and scrollbar."""


def counts_text(counts: Mapping[str, int], *, lower: bool = False, skip_zero: bool = False) -> str:
    parts = []
    for c in COLOURS:
        n = int(counts.get(c, 0))
        if skip_zero and not n:
            continue
        parts.append(f"{c.lower() if lower else c}{n}")
    return " ".join(parts) if parts else "-"


def level_lines(view: View) -> list[str]:
    """`Lv2 F18L F03D  free y1 r1`, top level first."""
    by_id = {f["id"]: f for f in view.get("floors") or ()}
    lines = []
    for row in view.get("levels") or ():
        floors = [by_id[fid] for fid in row["floors"] if fid in by_id]
        free: dict[str, int] = {}
        for f in floors:
            for c, n in (f.get("free") or {}).items():
                free[c] = free.get(c, 0) + int(n)
        names = " ".join(f"{f['id']}{f['side']}" for f in floors)
        rest = counts_text(free, lower=True, skip_zero=True)
        if free.get("*"):
            # Empty chain bases (any colour may enter, §6.1.3).
            chain = f"*{free['*']}"
            rest = chain if rest == "-" else f"{rest} {chain}"
        lines.append(f"Lv{row['level']} {names}  {'free ' + rest if rest != '-' else 'full'}")
    return lines


def card_lines(view: View) -> list[str]:
    card = view.get("card")
    if not card:
        phase = view.get("phase")
        if phase == "base":
            todo = [f["id"] for f in view.get("base_todo") or ()]
            return [f"Lay the temple base: {' '.join(todo)}"]
        return ["No plan card yet: swap with the camp, then reveal"]
    lines = [f"Card {card['id']} ({card['pile']}): {card['summary']}"]
    status = {"open": "", "fulfilled": " · fulfilled", "failed": " · FAILED"}[card["status"]]
    lines.append(f"  {card['progress']}{status}")
    lines.append(f"  new floors {card['rim_text']}")
    if card.get("to_level_row"):
        lines.append("  this card joins the level row (+1 level)")
    return lines


def goal_line(view: View) -> str:
    height, target = int(view.get("height", 0)), int(view.get("target", 0))
    word = "level" if height == 1 else "levels"
    return f"{height} {word} built, {target} needed"


def panel_lines(view: View, *, wide: bool = False) -> list[tuple[str, str]]:
    """(text, kind) lines; kind picks the style: title, card, goal, plain, muted."""
    out: list[tuple[str, str]] = [(line, "card") for line in card_lines(view)]
    out.append((goal_line(view), "goal"))
    out += [(line, "plain") for line in level_lines(view)]
    # What a turn is played with (supplies, camp) before what it is played towards (quarry,
    # piles, level row): at 80x24 with the expansion and four long names the panel outgrows its
    # column, and what it hides then is the context, not the active player's columns.
    out += supply_lines(view)
    ex = view.get("expansion") or {}
    quarry = view.get("quarry") or {}
    top = quarry.get("top")
    count = int(quarry.get("count", 0))
    floating = (ex.get("ritual") or {}).get("id") == "floating_quarry"
    if top:
        # Under the Floating Quarry the next floor is chosen from the top three.
        word = "top" if floating and not view.get("floor_due") else "next"
        nxt = f"{word} {top['id']} ({top['area']} cells)"
    elif count and ex.get("fate"):
        nxt = "next by Fate"
    elif count and ex.get("choice"):
        nxt = "choose the next"
    else:
        nxt = "empty" if not count else "order hidden"
    due = view.get("floor_due")
    if due:
        nxt += f" · DUE ({due['options']} places)"
    out.append((f"Quarry {count}: {nxt}", "plain"))
    out += [(line, "rite") for line in expansion_lines(view)]
    piles = view.get("piles") or {}
    # "easy 13 · medium 16 · difficult 18" does not fit the panel: counts under their keys' order
    pile_text = " / ".join(str(piles.get(name, 0)) for name, _key in PILE_KEYS)
    out.append((f"Piles {pile_text} (easy/med/hard)", "plain"))
    row = view.get("level_row") or []
    out.append((f"Level row {len(row)}" + (f": {' '.join(row)}" if wide else ""), "plain"))
    out.append((f" Bag {view.get('bag_total', 0)}: {counts_text(view.get('bag') or {})}", "muted"))
    out.append((f" Free bases: {counts_text(view.get('free_bases') or {}, lower=True)}", "muted"))
    return out


def supply_lines(view: View) -> list[tuple[str, str]]:
    """Each seat's columns (the active one marked), the tears and floors it holds, the camp."""
    out: list[tuple[str, str]] = []
    ex = view.get("expansion") or {}
    active = view.get("active")
    tears = ex.get("tears") or {}
    held = list(tears.get("held") or ())
    kept = list(ex.get("kept") or ())
    for s in view.get("supplies") or ():
        mark = "▶" if s["seat"] == active else " "
        line = f"{mark}{s['name']}: {counts_text(s['columns'])}"
        if cell_len(line) > PANEL_CELLS:
            # A long name (setup allows 16 characters) takes its own line, the columns below.
            out.append((f"{mark}{s['name']}", "supply"))
            line = f"   {counts_text(s['columns'])}"
        out.append((line, "supply"))
        seat = int(s["seat"])
        if seat < len(held) and (held[seat]["blue"] or held[seat]["red"]):
            out.append((f"  holds tears {tear_text(held[seat])}", "plain"))
        if seat < len(kept) and kept[seat]:
            out.append((f"  keeps {' '.join(kept[seat])}", "plain"))
    out.append((f" Camp: {counts_text(view.get('camp') or {})}", "plain"))
    return out


def tear_text(tears: Mapping[str, int]) -> str:
    """`b2 r1`: blue and red tears."""
    return f"b{int(tears.get('blue', 0))} r{int(tears.get('red', 0))}"


def expansion_lines(view: View) -> list[str]:
    """The expansion modules on the table (§6): ritual, golden columns, tears, Fate, choice."""
    ex = view.get("expansion")
    if not ex:
        return []
    out: list[str] = []
    ritual = ex.get("ritual")
    if ritual:
        out.append(f"Ritual {ritual['number']}: {ritual['name']}")
    golden = ex.get("golden")
    floors = " ".join(ex.get("floors") or ())
    parts = ([f"Golden {golden}"] if golden is not None else []) + (
        [f"new {floors}"] if floors else []
    )
    if parts:
        out.append(" · ".join(parts))
    tears = ex.get("tears")
    if tears:
        need, placed = tears["needed"], tears["placed"]
        out.append(
            f"Tears {tear_text(tears['stock'])} · on b{placed['blue']}/{need['blue']}"
            f" r{placed['red']}/{need['red']}"
        )
    fate = ex.get("fate")
    if fate:
        shown = " ".join(fate["display"]) or "-"
        out.append(f"Fate {shown} · pile {fate['pile']}")
    choice = ex.get("choice")
    if choice:
        out.append(f"Choose next: {' '.join(str(f['id']) for f in choice)}")
    if ex.get("top_only"):
        out.append(f"{ex['top_only']} may only go on the top level")
    return out


def fate_line(view: View) -> str:
    """Fate in one line (§6.5): the level, its rule, the face-up cards, the hidden pile."""
    fate = (view.get("expansion") or {}).get("fate")
    if not fate:
        return ""
    shown = " ".join(fate["display"])
    cards = f": {shown}" if shown else ""
    return f"Fate {fate['level']} ({fate['rule']}){cards} · pile {fate['pile']}"


def rite_lines(view: View, width: int) -> list[str]:
    """The status lines of the expansion, always on screen: the ritual in force with its rule
    (its name too when the line has room, else the rule alone) and the Fate display."""
    ex = view.get("expansion") or {}
    out: list[str] = []
    ritual = ex.get("ritual")
    if ritual:
        named = f"{ritual['name']}: {ritual['rule']}"
        short = f"Ritual {ritual['number']}: {ritual['rule']}"
        out.append(next((t for t in (named, short) if len(t) <= width), ritual["rule"]))
    line = fate_line(view)
    if len(line) > width:
        fate = ex["fate"]
        line = f"Fate {fate['level']}: {' '.join(fate['display'])} · pile {fate['pile']}"
    if line:
        out.append(line)
    return out


class TemplePanel(Static):
    """The elevation panel; `show(view)` redraws it."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "panel--card", "panel--goal", "panel--muted", "panel--supply", "panel--rite",
    }  # fmt: skip
    DEFAULT_CSS = """
    TemplePanel {
        height: auto;
        & > .panel--card { color: $text-accent; }
        & > .panel--goal { color: $text-success; text-style: bold; }
        & > .panel--muted { color: $text-muted; }
        & > .panel--supply { text-style: bold; }
        & > .panel--rite { color: $text-warning; }
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, markup=False)
        self.lines: list[tuple[str, str]] = []

    def show(self, view: View, *, wide: bool = False) -> None:
        self.lines = panel_lines(view, wide=wide)
        text = Text(no_wrap=False)
        for i, (line, kind) in enumerate(self.lines):
            if i:
                text.append("\n")
            style = (
                self.get_component_rich_style(f"panel--{kind}", partial=True)
                if kind in ("card", "goal", "muted", "supply", "rite")
                else Style()
            )
            text.append(line, style)
        show_text(self, text)
