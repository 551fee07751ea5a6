"""The panels beside the Magic Maze Tower board (spec §6.4): the quest header, the seats with
their directions and keys, and the help tile's eight icons.

Plain data in, text out: the header lines read a `MazeState.view` mapping; the seat panel reads
`SeatInfo` rows the screen builds (the view's seats plus the screen's keys, selections and
prompts); the help panel reads which icons are lit. Marks never rely on colour alone: the seat
on move has ▶, a stare shows ◉ and the starer's seat number, a lit icon is reversed and marked
with » (and the pointing seat's number).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.widget import Widget

from widgets.common.pieces import Piece, PieceLines, StripStore
from widgets.common.styles import ComponentStyles, text_key
from widgets.magic_maze_tower.quest_grid import HERO_SYMBOLS, SEAT_MARKS

ARROWS: dict[str, str] = {"N": "↑", "E": "→", "S": "↓", "W": "←"}
ICON_LABELS: dict[int, str] = {
    1: "walk",
    2: "ladder",
    3: "ability",
    4: "key",
    5: "armory",
    6: "exit",
    7: "rotate",
    8: "slide",
}
"""The help tile's icons (spec §2.4) in one word each."""

KEPT_FOLDS = 256
"""Folded lines kept before the store starts again."""
ACTIVE = "▶"
CELL = 11
"""Columns of one help icon: number, word and a gap."""
EYE = "◉"
STARS = "★"


def hero_label(hero: str, name: str) -> str:
    """`⚒ dwarf`: symbol and name."""
    return f"{HERO_SYMBOLS.get(hero, '?')} {name}"


def directions_label(directions: str) -> str:
    """`↑N →E`: a seat's compass directions with arrows."""
    return " ".join(f"{ARROWS.get(d, '')}{d}" for d in directions)


def quest_title(view: Mapping[str, Any]) -> str:
    """`Tutorial 1 · The Locked Door` or `Adventure 0 ★★ · trial B · The Key Swap`."""
    quest = view.get("quest") or {}
    kind = str(quest.get("kind", ""))
    title = str(quest.get("title", ""))
    block = str(quest.get("block", ""))
    if kind == "tutorial":
        return f"Tutorial {block} · {title}"
    stars = STARS * int(quest.get("stars") or 0)
    where = f"Adventure {quest.get('adventure', 0)} {stars}".rstrip()
    if kind == "epic":
        cards = len(view.get("cards") or [])
        return f"{where} · epic, {cards} cards · {title}"
    if kind == "trial":
        return f"{where} · trial {block} · {title}"
    return title


def counter_line(view: Mapping[str, Any], optimum: tuple[int, int] | None) -> str:
    """`Moves: 3 goes, 7 atoms · best 5/16` (spec §5.4: undone atoms drop out)."""
    counter = view.get("counter") or {}
    goes, atoms = int(counter.get("goes", 0)), int(counter.get("atoms", 0))
    text = f"Moves: {plural(goes, 'go')}, {plural(atoms, 'atom')}"
    if optimum is None:
        return text + " · best …"
    return text + f" · best {optimum[0]}/{optimum[1]}"


def plural(count: int, word: str) -> str:
    if count == 1:
        return f"1 {word}"
    return f"{count} {word}{'es' if word.endswith('o') else 's'}"


def board_line(view: Mapping[str, Any]) -> str:
    """The board's switches in words: armories and exits, doors, heroes out, cards."""
    parts: list[str] = []
    armory = view.get("armory") or {}
    if armory.get("present"):
        parts.append("exits open" if armory.get("done") else "exits locked: armories first")
    doors = view.get("doors") or {}
    for number in sorted(doors):
        parts.append(f"door {number} {'open' if doors[number] else 'closed'}")
    out = [p for p in view.get("pawns") or [] if p.get("out")]
    if out:
        parts.append("out: " + " ".join(str(p.get("hero", "?")).upper() for p in out))
    for card in view.get("cards") or []:
        turns = int(card.get("turns") or 0)
        bits = [f"card {card.get('name')}"]
        if turns:
            bits.append(f"turned {90 * turns}°")
        if card.get("can_rotate"):
            bits.append("can turn")
        if card.get("can_slide"):
            bits.append(f"can slide {card.get('can_slide')}")
        if len(bits) > 1:
            # "card D turned 90°, can turn": a comma between what is and what may be.
            parts.append(bits[0] + " " + ", ".join(bits[1:]))
    return " · ".join(parts)


@dataclass(frozen=True)
class SeatInfo:
    """One seat's panel: the view's seat row plus the screen's input state."""

    seat: int
    name: str
    directions: str
    """Compass letters of the seat's own tiles (`NE`)."""
    keys: str
    """The seat's key cluster in words (`1 pawn 2↑ 3→ …`)."""
    shared: str = ""
    """The shared middle tile of a three-seat table (`W`), or ""."""
    selected: str | None = None
    """Hero letter of the seat's selected pawn."""
    selected_name: str = ""
    claim: str | None = None
    claim_name: str = ""
    turn: bool = False
    bot: bool = False
    prompt: str = ""
    stared_by: int | None = None
    """The seat whose stare is on this one right now."""
    signals: int = 0


class SeatPanels(Widget):
    """Each seat in two or three lines: name, directions, pawn; keys; the open prompt."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "seat-panels--name",
        "seat-panels--turn",
        "seat-panels--keys",
        "seat-panels--prompt",
        "seat-panels--eye",
    }
    DEFAULT_CSS = """
    SeatPanels {
        height: auto;
        width: 1fr;
        & > .seat-panels--name { text-style: bold; }
        & > .seat-panels--turn { text-style: bold reverse; }
        & > .seat-panels--keys { color: $text-muted; }
        & > .seat-panels--prompt { color: $text-accent; text-style: bold; }
        & > .seat-panels--eye { color: $text-warning; text-style: bold reverse; }
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._seats: tuple[SeatInfo, ...] = ()
        self._folded: tuple[object, list[Text]] | None = None
        """The last `wrapped` answer and what it was for (seats, width, theme)."""
        self._strips: StripStore = {}
        self._components = ComponentStyles(self)
        self._folds: dict[tuple[Hashable, int], list[Text]] = {}
        """Each line folded, by its text and the width."""
        # No links in the panel: Textual need not look for link styles in its strips.
        self.auto_links = False

    def show(self, seats: Sequence[SeatInfo]) -> None:
        seats = tuple(seats)
        if seats == self._seats:
            return
        # A key that only changes a seat's pawn or prompt mostly keeps the number of lines:
        # then the panel repaints without laying out the screen again.
        width = self.size.width
        before = self.wrapped(width) if width else None
        self._seats = seats
        after = self.wrapped(width) if width else None
        if before is None or after is None or len(after) != len(before):
            self.refresh(layout=True)
            return
        # Only the lines that changed are drawn again (the pawn's line, a prompt).
        changed = [
            Region(0, y, width, 1)
            for y, (old, new) in enumerate(zip(before, after, strict=True))
            if old is not new and text_key(old) != text_key(new)
        ]
        if changed:
            self.refresh(*changed)

    def notify_style_update(self) -> None:
        self._components.clear()
        super().notify_style_update()

    def on_resize(self, event: events.Resize) -> None:
        # A prompt (an ability: press a ...) adds lines: in an epic at 80x24 they grew below
        # the foot of the scrolling side panel, out of sight. Bring the panel back into view.
        self.scroll_visible(animate=False)

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self._seats

    def lines(self) -> list[Text]:
        out: list[Text] = []
        for info in self._seats:
            out.extend(self.seat_lines(info))
        return out

    def seat_lines(self, info: SeatInfo) -> list[Text]:
        style = self._components
        first = Text(f"{ACTIVE if info.turn else ' '} ")
        label = f"{info.seat + 1} {info.name}"
        first.append(label, style("seat-panels--turn" if info.turn else "seat-panels--name"))
        if info.bot:
            first.append(" (bot)")
        first.append("  " + directions_label(info.directions))
        if info.shared:
            first.append(f" +{directions_label(info.shared)} shared")
        if info.selected:
            first.append("  " + hero_label(info.selected, info.selected_name))
            if info.claim == info.selected:
                first.append(SEAT_MARKS[info.seat] if info.seat < len(SEAT_MARKS) else "*")
        elif info.claim:
            first.append("  holds " + hero_label(info.claim, info.claim_name))
        if info.signals:
            first.append(f"  signals {info.signals}")
        if info.stared_by is not None:
            first.append("  ")
            first.append(f"{EYE} {info.stared_by + 1}", style("seat-panels--eye"))
        lines = [first]
        if info.keys:
            lines.append(Text("  " + info.keys, style("seat-panels--keys")))
        if info.prompt:
            lines.append(Text("  " + info.prompt, style("seat-panels--prompt")))
        return lines

    def wrapped(self, width: int) -> list[Text]:
        """The lines folded to `width`, continuations indented under the text.

        Kept for the same seats, width and theme: measuring the height, deciding whether a
        key changed it, and drawing ask for the same lines.
        """
        key = (self._seats, width, self.app.theme)
        if self._folded is not None and self._folded[0] == key:
            return list(self._folded[1])
        out = self._fold(width)
        self._folded = (key, out)
        return list(out)

    def _fold(self, width: int) -> list[Text]:
        if len(self._folds) > KEPT_FOLDS:
            self._folds.clear()
        out: list[Text] = []
        for line in self.lines():
            # A key changes a line or two: the others (a seat's keys) are folded once.
            key = (text_key(line), width)
            folded = self._folds.get(key)
            if folded is None:
                folded = self._folds[key] = self._fold_line(line, width)
            out.extend(folded)
        return out

    def _fold_line(self, line: Text, width: int) -> list[Text]:
        indent = len(line.plain) - len(line.plain.lstrip(" ")) or 2
        if line.cell_len <= width or width <= indent + 8:
            return [line]
        out: list[Text] = []
        body = line[indent:]
        folded = body.wrap(self.app.console, width - indent)
        for number, part in enumerate(folded):
            part.rstrip()
            prefix = line[:indent] if number == 0 else Text(" " * indent)
            out.append(Text.assemble(prefix, part))
        return out

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(len(self.wrapped(max(width, 1))), 1)

    def render(self) -> Text | PieceLines:
        width = self.size.width
        lines = self.wrapped(width or 80)
        if not width or any(line.cell_len > width for line in lines):
            return Text("\n").join(lines)
        # Each line is a piece kept between frames: a key that changes a seat's pawn or prompt
        # turns that line alone into strips again (the same cells as the whole Text).
        return PieceLines([[Piece(line, text_key(line))] for line in lines], width, self._strips)


class HelpIcons(Widget):
    """The help tile (spec §2.4): icons 1–8. A lit icon is reversed and marked »; a point also
    carries the pointing seat's number (»3 ability²)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"help-icons--lit", "help-icons--number"}
    DEFAULT_CSS = """
    HelpIcons {
        height: auto;
        width: 1fr;
        & > .help-icons--lit { text-style: bold reverse; }
        & > .help-icons--number { color: $text-muted; }
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._lit: dict[int, str] = {}

    def show(self, lit: Mapping[int, str]) -> None:
        """`lit`: icon -> who lit it ("2" for seat 2's point, "hint" for a hint)."""
        if dict(lit) != self._lit:
            self._lit = dict(lit)
            self.refresh()  # the height depends on the width only (get_content_height)

    @property
    def lit(self) -> dict[int, str]:
        return dict(self._lit)

    @staticmethod
    def per_row(width: int) -> int:
        """Icons per line: four when there is room (two lines), else fewer."""
        return max(1, min(4, width // CELL))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + -(-8 // self.per_row(width))

    def render(self) -> Text:
        out = Text("Help tile", style=Style(bold=True))
        icons = sorted(ICON_LABELS)
        step = self.per_row(self.size.width or 80)
        for start in range(0, len(icons), step):
            out.append("\n")
            for icon in icons[start : start + step]:
                label = ICON_LABELS[icon]
                who = self._lit.get(icon)
                if who is None:
                    out.append(f" {icon} ", self.get_component_rich_style("help-icons--number"))
                    out.append(f"{label:<{CELL - 3}}")
                else:
                    tag = ""
                    if who.isdigit() and 0 < int(who) <= len(SEAT_MARKS):
                        tag = SEAT_MARKS[int(who) - 1]
                    mark = f"»{icon} {label}{tag}"
                    out.append(mark, self.get_component_rich_style("help-icons--lit"))
                    out.append(" " * max(0, CELL - len(mark)))
        return out
