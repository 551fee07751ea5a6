"""The public Ruins table: the play to beat, whose turn it is, every seat, the market and decks.

Everything drawn here is public (spec §7.2), except that the seat's own drafted purchases are
marked in the market when the view carries a draft. The widget draws one line per fact and drops
to a single line when it is given too few rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from widgets.common.text import clip
from widgets.ruins.card import LIT, UNLIT, ruin_chip
from widgets.ruins.faces import ordinal, seat_label

ACTIVE = "▶"
FIRST = "⚑"
VP_FULL = "▓"
VP_EMPTY = "░"
VP_MAX = 10


def vp_track(vp: int) -> str:
    """`▓▓▓▓▓░░░░░  5`: the 0-10 score track."""
    filled = max(0, min(VP_MAX, vp))
    return f"{VP_FULL * filled}{VP_EMPTY * (VP_MAX - filled)} {vp:>2}"


def torches(lit: int, unlit: int) -> str:
    """`●●○`: lit then unlit torches."""
    return LIT * lit + UNLIT * unlit


def round_label(view: Mapping[str, Any]) -> str:
    if view.get("showdown"):
        return "Showdown (round 5)"
    return f"Round {view.get('round', '?')} of 4"


def names(view: Mapping[str, Any], seats: Sequence[int]) -> str:
    return ", ".join(seat_label(view, s) for s in seats)


def turn_label(view: Mapping[str, Any]) -> str:
    """Whose turn it is and what they do, in words."""
    phase = view.get("phase")
    actors = list(view.get("actors") or [])
    seats = view.get("seats") or []
    if phase == "over":
        winner = view.get("winner")
        if winner is None:
            return "Game over"
        reason = view.get("win_reason")
        return f"Game over: {seat_label(view, winner)} wins" + (f" ({reason})" if reason else "")
    if phase == "flip":
        decided = sum(1 for s in seats if s.get("flip_decided"))
        return f"Secret flip: {decided} of {len(seats)} decided"
    if not actors:
        return "Nobody to act"
    who = names(view, actors)
    if phase == "effect":
        return f"{who} resolves an effect"
    return f"{who} to {'lead' if view.get('leading') else 'play or pass'}"


def forced_label(view: Mapping[str, Any]) -> str:
    """`Cy must pass (skip)`: the forced passes still to come (spec §4.7)."""
    forced = list(view.get("forced_passes") or [])
    if not forced:
        return ""
    return f"{names(view, forced)} must pass (skip)"


def play_label(play: Mapping[str, Any]) -> str:
    """`2 × 8` for a play (an all-wild play shows its declared rank)."""
    text = f"{play.get('count')} × {play.get('rank')}"
    return text + " declared" if play.get("declared") is not None else text


NAME_CELLS = 10
"""The seat column's width for short names; it widens to the longest (setup allows 16)."""
COMPACT_NAME_CELLS = 5
"""A name in the one-line table: longer ones end in "…" (four letters and the ellipsis)."""


def seat_name(view: Mapping[str, Any], seat: int) -> str:
    row = (view.get("seats") or [])[seat]
    return str(row.get("name") or seat_label(view, seat))


def name_cells(view: Mapping[str, Any]) -> int:
    """The seat column fits every name: the line is cut at its end (with "…") before a name."""
    seats = range(len(view.get("seats") or []))
    return max([NAME_CELLS, *(cell_len(seat_name(view, s)) for s in seats)])


def seat_status(view: Mapping[str, Any], seat: int) -> str:
    row = (view.get("seats") or [])[seat]
    if view.get("winner") == seat:
        return "WINNER"
    out = row.get("out_position")
    if out is not None:
        return f"out {ordinal(int(out))}"
    if not row.get("in_round", True):
        return "sits out"
    if view.get("phase") == "flip":
        return "decided" if row.get("flip_decided") else "deciding"
    if seat in (view.get("forced_passes") or []):
        return "must pass"
    return ""


class RuinsTable(Widget):
    """The public table. `compact=None` picks one line when the widget has fewer rows than
    `full_height(view)`; True/False force a mode."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "ruins-table--title",
        "ruins-table--active",
        "ruins-table--dim",
        "ruins-table--alert",
        "ruins-table--day",
        "ruins-table--night",
    }
    DEFAULT_CSS = """
    RuinsTable {
        height: auto;
        width: 1fr;
        & > .ruins-table--title { text-style: bold; }
        & > .ruins-table--active { text-style: bold reverse; }
        & > .ruins-table--dim { color: $text-muted; }
        & > .ruins-table--alert { text-style: bold; color: $text-warning; }
        & > .ruins-table--day { color: $text-warning; }
        & > .ruins-table--night { color: $text-primary; }
        &.-compact { height: 1; }
    }
    """

    def __init__(
        self,
        view: Mapping[str, Any] | None = None,
        *,
        compact: bool | None = None,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._view = view
        self._compact = compact
        self.viewer_mark = " (you)"
        """Marks the row of the seat whose view is shown; a demo following a bot says "(shown)"."""
        self.set_class(compact is True, "-compact")

    def update(self, view: Mapping[str, Any], *, viewer_mark: str | None = None) -> None:
        """Show this view (any seat's or a spectator's: only public parts are drawn)."""
        self._view = view
        if viewer_mark is not None:
            self.viewer_mark = viewer_mark
        self.refresh(layout=True)

    @property
    def view(self) -> Mapping[str, Any] | None:
        return self._view

    @property
    def compact(self) -> bool | None:
        return self._compact

    @compact.setter
    def compact(self, value: bool | None) -> None:
        self._compact = value
        self.set_class(value is True, "-compact")
        self.refresh(layout=True)

    @staticmethod
    def full_height(view: Mapping[str, Any]) -> int:
        """Rows of the full table: status, play, header, one per seat, market (2), decks."""
        return 6 + len(view.get("seats") or [])

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self._view is None or self._compact:
            return 1
        return self.full_height(self._view)

    def _is_compact(self) -> bool:
        if self._compact is not None:
            return self._compact
        return self._view is not None and self.size.height < self.full_height(self._view)

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"ruins-table--{name}", partial=True)

    def render(self) -> Text:
        view = self._view
        width = self.size.width or 80
        if view is None:
            return Text("")
        lines = [self.compact_line(view)] if self._is_compact() else self.full_lines(view)
        for line in lines:
            line.no_wrap = True
            line.truncate(width, overflow="ellipsis")
        return Text("\n", no_wrap=True).join(lines)

    # --- the full table -----------------------------------------------------------------------

    def full_lines(self, view: Mapping[str, Any]) -> list[Text]:
        lines = [self._status_line(view), self._trick_line(view), self._header_line(view)]
        lines += [self._seat_line(view, seat) for seat in range(len(view.get("seats") or []))]
        lines += self._market_lines(view)
        lines.append(self._decks_line(view))
        return lines

    def _status_line(self, view: Mapping[str, Any]) -> Text:
        line = Text(round_label(view), style=self._style("title"))
        line.append(" · " + turn_label(view))
        trick = view.get("trick") or {}
        if trick.get("last") is not None and view.get("phase") != "over":
            line.append(f" · passes {trick.get('passes', 0)}/{trick.get('passes_needed', 0)}")
        forced = forced_label(view)
        if forced:
            line.append(" · ")
            line.append(forced, style=self._style("alert"))
        return line

    def _trick_line(self, view: Mapping[str, Any]) -> Text:
        trick = view.get("trick") or {}
        last = trick.get("last")
        if not isinstance(last, Mapping):
            if view.get("phase") in ("play", "effect") and view.get("leading"):
                who = names(view, view.get("actors") or [])
                return Text(f"Trick empty: {who} leads", style=self._style("dim"))
            return Text("Trick empty", style=self._style("dim"))
        over = view.get("phase") == "over"
        line = Text("Last play: " if over else "To beat: ", style=self._style("title"))
        line.append(f"{play_label(last)} by {seat_label(view, int(last.get('seat', 0)))}")
        for ruin in last.get("ruins") or []:
            side = "night" if ruin.get("side") == "night" else "day"
            line.append(" ")
            line.append_text(ruin_chip(ruin).copy())
            line.stylize(self._style(side), len(line) - len(ruin_chip(ruin)))
        return line

    def _header_line(self, view: Mapping[str, Any]) -> Text:
        seat = f"{'seat':<{name_cells(view) + 6}}"
        return Text(
            f"   {seat}hand torch claims VP (0-10)    {ACTIVE} turn {FIRST} first player",
            style=self._style("dim"),
        )

    def _seat_line(self, view: Mapping[str, Any], seat: int) -> Text:
        row = (view.get("seats") or [])[seat]
        active = seat in (view.get("actors") or []) and view.get("phase") != "over"
        first = view.get("first_player") == seat
        name = seat_name(view, seat)
        cells = name_cells(view)
        gained = int(row.get("vp", 0)) - int(row.get("vp_at_round_start", row.get("vp", 0)))
        line = Text(f" {ACTIVE if active else ' '} ")
        line.append(
            f"P{seat + 1} {name:<{cells}}", style=self._style("active") if active else Style()
        )
        line.append(f" {FIRST if first else ' '} ")
        line.append(f"{row.get('hand_size', 0):>3}  ")
        line.append(
            f"{torches(int(row.get('torches_lit', 0)), int(row.get('torches_unlit', 0))):<5}"
        )
        line.append(f" {row.get('claims_left', 0):>3}    ")
        line.append(vp_track(int(row.get("vp", 0))))
        line.append(f" {f'+{gained}' if gained > 0 else f'{gained}' if gained else '':<3} ")
        status = seat_status(view, seat)
        if status:
            line.append(status, style=self._style("alert" if status == "must pass" else "title"))
        if view.get("seat") == seat:
            line.append(self.viewer_mark, style=self._style("dim"))
        return line

    def _market_lines(self, view: Mapping[str, Any]) -> list[Text]:
        drafted = {int(buy["slot"]) for buy in ((view.get("draft") or {}).get("buys") or [])}
        cells: list[Text] = []
        for entry in view.get("market") or []:
            slot, cost, card = entry.get("slot"), entry.get("cost"), entry.get("card")
            cell = Text(f"[{slot}] {cost}{LIT} ", style=self._style("title"))
            if card is None:
                cell.append("— empty", style=self._style("dim"))
            else:
                cell.append(f"{card['id']} {card['position'][:3]} {card['effect']} {card['name']}")
                if slot in drafted:
                    cell.append(" *yours", style=self._style("alert"))
            cells.append(cell)
        while len(cells) < 4:
            cells.append(Text())
        first = Text("Market ", style=self._style("title"))
        second = Text(" " * len(first))
        for line, pair in ((first, cells[:2]), (second, cells[2:])):
            line.append_text(pair[0])
            line.pad_right(len("Market ") + 34 - line.cell_len)
            line.append_text(pair[1])
        return [first, second]

    def _decks_line(self, view: Mapping[str, Any]) -> Text:
        discard = view.get("discard") or []
        line = Text(
            f"Ruin deck {view.get('ruin_deck', 0)} · discard {len(discard)}"
            f" · discovery deck {view.get('discovery_deck', 0)}",
            style=self._style("dim"),
        )
        if discard:
            line.append(" · discard top ", style=self._style("dim"))
            line.append_text(ruin_chip(discard[-1]))
        return line

    # --- one line -----------------------------------------------------------------------------

    def compact_line(self, view: Mapping[str, Any]) -> Text:
        """`R2/4 Ana▶ · beat 2×4 Bo · p0/1 · ▶Ana 10·5 Bo 6·0 · …`: hand size · VP per seat."""
        label = "SD" if view.get("showdown") else f"R{view.get('round', '?')}/4"
        line = Text(label, style=self._style("title"))
        trick = view.get("trick") or {}
        last = trick.get("last")
        if isinstance(last, Mapping):
            line.append(
                f" · beat {last.get('count')}×{last.get('rank')} "
                f"{seat_label(view, int(last.get('seat', 0)))}"
                f" p{trick.get('passes', 0)}/{trick.get('passes_needed', 0)}"
            )
        forced = list(view.get("forced_passes") or [])
        if forced:
            line.append(f" · skip {names(view, forced)}", style=self._style("alert"))
        line.append(" ·")
        actors = view.get("actors") or []
        for seat, row in enumerate(view.get("seats") or []):
            mark = ACTIVE if seat in actors and view.get("phase") != "over" else ""
            out = row.get("out_position")
            hand = f"out{out}" if out is not None else str(row.get("hand_size", 0))
            name = clip(str(row.get("name", "")), COMPACT_NAME_CELLS)
            line.append(f" {mark}{name} {hand}·{row.get('vp', 0)}")
        return line
