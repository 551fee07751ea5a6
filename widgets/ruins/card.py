"""A Ruins ruin card drawn as a small text card (spec §2.2 "digital card face").

    ┌☀D5──P3┐   side (☀ day / ☾ night, and the letter D/N), printed rank; claim owner
    │ ▄▄▄  W│   the effective (solo) rank in big figures; W = wild
    │ █▄▄ ×2│   ×2 = counts as two ruins (Twin)
    │ ▄▄█   │
    │☾8g new│   day side: the night preview (rank, effect code); night side: fx:<code>
    └a─e*·──┘   the top / middle / bottom slots: effect code, `*` = drafted, `·` = empty

Selection and the cursor change the border (double / heavy) and never rely on colour alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from widgets.common.text import component_style
from widgets.ruins.faces import Face, face

CARD_WIDTH = 9
CARD_HEIGHT = 6
_INNER = CARD_WIDTH - 2

SUN = "☀"
MOON = "☾"
LIT = "●"
UNLIT = "○"

# A 3x5 pixel font drawn with half blocks: three text rows per digit, the top half of the first
# row left blank so the figure sits on the card's baseline.
_FONT_BITS: Mapping[str, tuple[str, ...]] = {
    "0": ("###", "#.#", "#.#", "#.#", "###"),
    "1": (".#.", "##.", ".#.", ".#.", "###"),
    "2": ("###", "..#", "###", "#..", "###"),
    "3": ("###", "..#", "###", "..#", "###"),
    "4": ("#.#", "#.#", "###", "..#", "..#"),
    "5": ("###", "#..", "###", "..#", "###"),
    "6": ("###", "#..", "###", "#.#", "###"),
    "7": ("###", "..#", "..#", "..#", "..#"),
    "8": ("###", "#.#", "###", "#.#", "###"),
    "9": ("###", "#.#", "###", "..#", "###"),
    "-": ("...", "...", "###", "...", "..."),
}
# A leading 1 is a bare bar so that 10-19 fit five columns and stay readable when a card is
# half covered in the hand.
_NARROW_ONE = ("#", "#", "#", "#", "#")
_HALF = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def _rows(bits: tuple[str, ...]) -> list[str]:
    pixels = [[c == "#" for c in row] for row in ("." * len(bits[0]), *bits)]
    return [
        "".join(_HALF[(top, bottom)] for top, bottom in zip(pixels[i], pixels[i + 1], strict=True))
        for i in (0, 2, 4)
    ]


def big_number(value: int) -> list[str]:
    """`value` in 3-row big figures: one digit is 3 columns, 10-19 are 5, other pairs 7."""
    digits = str(value)
    if len(digits) == 1:
        return _rows(_FONT_BITS.get(digits, _FONT_BITS["-"]))
    glyphs = [
        _rows(_NARROW_ONE if i == 0 and d == "1" else _FONT_BITS.get(d, _FONT_BITS["-"]))
        for i, d in enumerate(digits)
    ]
    return [" ".join(glyph[row] for glyph in glyphs) for row in range(3)]


@dataclass(frozen=True)
class Borders:
    top_left: str
    top: str
    top_right: str
    side: str
    bottom_left: str
    bottom_right: str


LIGHT = Borders("┌", "─", "┐", "│", "└", "┘")
ROUNDED = Borders("╭", "─", "╮", "│", "╰", "╯")
DOUBLE = Borders("╔", "═", "╗", "║", "╚", "╝")
HEAVY = Borders("┏", "━", "┓", "┃", "┗", "┛")


@dataclass(frozen=True)
class CardStyles:
    """Rich styles for the parts of a card; the widgets fill them from their TCSS."""

    day: Style = field(default_factory=Style)
    night: Style = field(default_factory=Style)
    cursor: Style = field(default_factory=lambda: Style(bold=True))
    selected: Style = field(default_factory=lambda: Style(bold=True))
    digits: Style = field(default_factory=lambda: Style(bold=True))
    draft: Style = field(default_factory=lambda: Style(italic=True))
    new: Style = field(default_factory=lambda: Style(bold=True))
    claim: Style = field(default_factory=Style)


PLAIN = CardStyles()

COMPONENT_CLASSES: frozenset[str] = frozenset(
    f"ruins-card--{part}"
    for part in ("day", "night", "cursor", "selected", "digits", "draft", "new", "claim")
)

CARD_CSS = """
    & > .ruins-card--day { color: $text-warning; }
    & > .ruins-card--night { color: $text-primary; }
    & > .ruins-card--cursor { text-style: bold; color: $text; }
    & > .ruins-card--selected { text-style: bold; color: $text-success; }
    & > .ruins-card--digits { text-style: bold; }
    & > .ruins-card--draft { text-style: italic; color: $text-accent; }
    & > .ruins-card--new { text-style: bold; color: $text-success; }
    & > .ruins-card--claim { text-style: bold; }
"""
"""Nested TCSS for the component classes; a widget wraps it in its own selector."""


def card_styles(widget: Widget) -> CardStyles:
    """The card styles of a widget that declares the `ruins-card--*` component classes."""

    def get(part: str) -> Style:
        return component_style(widget, f"ruins-card--{part}")

    return CardStyles(
        day=get("day"),
        night=get("night"),
        cursor=get("cursor"),
        selected=get("selected"),
        digits=get("digits"),
        draft=get("draft"),
        new=get("new"),
        claim=get("claim"),
    )


def claim_label(card: Face, owner: int | None) -> str:
    """`P3` for a committed claim, `P1*` for a drafted one (the drafter is the hand's owner)."""
    if card.claim is not None:
        return f"P{card.claim + 1}"
    if card.draft_claim:
        return f"P{owner + 1}*" if owner is not None else "C*"
    return ""


def side_label(card: Face) -> str:
    """`☀D5` or `☾N8`: the side as a symbol and a letter, then the printed rank."""
    return f"{MOON}N{card.printed}" if card.night else f"{SUN}D{card.printed}"


def night_label(card: Face) -> str:
    """Day side: the night preview `☾8g`; night side: its printed effect `fx:g` / `fx:-`."""
    if card.night:
        return f"fx:{card.night_effect or '-'}"
    return f"{MOON}{card.night_rank}{card.night_effect or ''}"


def slots_label(card: Face) -> str:
    """`ae*·`-style summary of the three slots (code, `*` drafted, `·` empty)."""
    return "".join((slot.code or "·") + ("*" if slot.drafted else "") for slot in card.slots)


def render_ruin_card(
    ruin: Mapping[str, Any] | Face,
    *,
    selected: bool = False,
    cursor: bool = False,
    new: bool = False,
    owner: int | None = None,
    styles: CardStyles = PLAIN,
) -> list[Text]:
    """The card as CARD_HEIGHT lines of exactly CARD_WIDTH cells.

    `ruin` is a RUIN mapping of the view (drafted slots are applied) or a ready `Face`.
    `owner` is the seat holding the card, to name a drafted claim.
    """
    card = ruin if isinstance(ruin, Face) else face(ruin)
    borders = HEAVY if cursor else DOUBLE if selected else ROUNDED if card.night else LIGHT
    frame = styles.night if card.night else styles.day
    if selected:
        frame += styles.selected
    if cursor:
        frame += styles.cursor

    def edge(left: str, content: Text, right: str) -> Text:
        line = Text(left, style=frame)
        line.append_text(content)
        line.append(right, style=frame)
        return line

    # Top border: side and printed rank on the left, the claim on the right.
    label = side_label(card)
    claim = claim_label(card, owner)[: max(0, _INNER - len(label))]
    top = Text(label, style=frame)
    top.append(borders.top * (_INNER - len(label) - len(claim)), style=frame)
    top.append(claim, style=frame + (styles.draft if card.draft_claim else styles.claim))

    # Three rows of big figures, with the wild and size markers in the right-hand columns.
    figures = big_number(card.solo)
    offset = 1 if len(figures[0]) <= 3 else 0
    markers = ["W" if card.wild else "", f"×{card.size}" if card.size > 1 else "", ""]
    digit_style = frame + styles.digits
    body: list[Text] = []
    for row, glyph_row in enumerate(figures):
        line = Text(" " * offset + glyph_row, style=digit_style)
        room = _INNER - line.cell_len
        marker = markers[row] if room >= len(markers[row]) + 1 else ""
        line.append(" " * (room - len(marker)))
        line.append(marker, style=frame)
        line.truncate(_INNER)
        body.append(line)

    # The night preview (day side) or the night effect (night side), and the "new" marker.
    info = Text(night_label(card), style=frame)
    tag = "new" if new else ""
    info.append(" " * (_INNER - info.cell_len - len(tag)))
    info.append(tag, style=styles.new)
    info.truncate(_INNER)

    # Bottom border: one two-cell field per slot.
    bottom = Text()
    for slot in card.slots:
        if slot.code is None:
            bottom.append("·", style=frame)
            bottom.append(borders.top, style=frame)
        elif slot.drafted:
            bottom.append(slot.code + "*", style=frame + styles.draft)
        else:
            bottom.append(slot.code, style=frame + styles.digits)
            bottom.append(borders.top, style=frame)
    bottom.append(borders.top * (_INNER - bottom.cell_len), style=frame)

    return [
        edge(borders.top_left, top, borders.top_right),
        *(edge(borders.side, line, borders.side) for line in body),
        edge(borders.side, info, borders.side),
        edge(borders.bottom_left, bottom, borders.bottom_right),
    ]


def ruin_chip(ruin: Mapping[str, Any] | Face, styles: CardStyles = PLAIN) -> Text:
    """A one-line card for the table: `[R6A ☀D6 b·· →8 W ×2 P3]`, `[R5C ☾N6 fx:g]`.

    The solo rank follows `→` only when it differs from the printed one.
    """
    card = ruin if isinstance(ruin, Face) else face(ruin)
    parts = [card.id, side_label(card)]
    if card.night and card.night_effect:
        parts.append(f"fx:{card.night_effect}")
    if any(slot.code for slot in card.slots):
        parts.append(slots_label(card))
    if card.solo != card.printed:
        parts.append(f"→{card.solo}")
    if card.wild:
        parts.append("W")
    if card.size > 1:
        parts.append(f"×{card.size}")
    if card.claim is not None:
        parts.append(f"P{card.claim + 1}")
    return Text(f"[{' '.join(parts)}]", style=styles.night if card.night else styles.day)


class RuinCard(Widget):
    """One ruin card (for a flip prompt, a discard choice or the game-end gallery)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(COMPONENT_CLASSES)
    DEFAULT_CSS = f"""
    RuinCard {{
        width: {CARD_WIDTH};
        height: {CARD_HEIGHT};
        {CARD_CSS}
    }}
    """

    def __init__(
        self,
        ruin: Mapping[str, Any] | None = None,
        *,
        selected: bool = False,
        new: bool = False,
        owner: int | None = None,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._ruin = ruin
        self._selected = selected
        self._new = new
        self._owner = owner

    def update(
        self,
        ruin: Mapping[str, Any] | None,
        *,
        selected: bool = False,
        new: bool = False,
        owner: int | None = None,
    ) -> None:
        """Show another ruin (None: an empty card space)."""
        self._ruin, self._selected, self._new, self._owner = ruin, selected, new, owner
        self.refresh()

    def render(self) -> Text:
        if self._ruin is None:
            return Text("")
        lines = render_ruin_card(
            self._ruin,
            selected=self._selected,
            cursor=self.has_focus,
            new=self._new,
            owner=self._owner,
            styles=card_styles(self),
        )
        return Text("\n").join(lines)
