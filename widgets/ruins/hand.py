"""The active seat's Ruins hand: cards in a row, a cursor, a selection and a one-line summary.

The hand only draws and posts messages (PlayRequested, BuyRequested ...); the screen turns them
into moves and the engine decides whether they are legal. Keys that make no sense in the current
phase are hidden from the footer and fall through to the screen.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widget import Widget

from games.ruins import PlayPreview, preview_play
from widgets.common.card_row import Placement, Row, card_row, card_window, fit_piece
from widgets.common.pieces import Piece, PieceLines, StripStore
from widgets.common.text import component_style, flatten_spans
from widgets.ruins.card import (
    CARD_CSS,
    CARD_HEIGHT,
    CARD_WIDTH,
    COMPONENT_CLASSES,
    LIT,
    CardStyles,
    card_styles,
    render_ruin_card,
)
from widgets.ruins.faces import Face, face, seat_label

SortMode = Literal["rank", "printed"]

MIN_STRIDE = 4
"""Fewest columns a covered card keeps visible: its border and a one-digit rank."""

CACHED_CARDS = 32
"""Drawn cards kept (times four) before the cache starts again: more than a hand holds."""

HAND_HEIGHT = CARD_HEIGHT + 2
"""Rows the hand needs: a row for raised (selected) cards, the cards, the summary line."""


def layout(count: int, cursor: int, width: int) -> list[Placement]:
    """The hand's cards in a row of `width` columns (widgets.common.card_row), cursor card whole."""
    return card_row(count, cursor, width, card_width=CARD_WIDTH, min_stride=MIN_STRIDE)


def window(count: int, cursor: int, width: int) -> Row:
    """`layout` with room for the counts of the cards left out when they do not all fit."""
    return card_window(count, cursor, width, card_width=CARD_WIDTH, min_stride=MIN_STRIDE)


def _acting(view: Mapping[str, Any]) -> bool:
    """The view's own seat is one of the seats to act."""
    return view.get("seat") in (view.get("actors") or [])


class CardHand(Widget, can_focus=True):
    """The hand of `view["seat"]`, from `view["hand"]` (spectator views show no cards)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {*COMPONENT_CLASSES, "card-hand--summary"}
    DEFAULT_CSS = f"""
    CardHand {{
        height: {HAND_HEIGHT};
        width: 1fr;
        {CARD_CSS}
        & > .card-hand--summary {{ text-style: bold; }}
        &:focus > .card-hand--summary {{ color: $text-accent; }}
    }}
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "cursor(-1)", "Left", show=False, id="ruins.hand.left"),
        Binding("right,l", "cursor(1)", "Right", show=False, id="ruins.hand.right"),
        Binding("home", "cursor_to(0)", "First card", show=False, id="ruins.hand.first"),
        Binding("end", "cursor_to(-1)", "Last card", show=False, id="ruins.hand.last"),
        Binding("space", "toggle_select", "Select", id="ruins.hand.select"),
        Binding("enter", "play", "Play", id="ruins.hand.play"),
        Binding("p", "pass_turn", "Pass", id="ruins.hand.pass"),
        Binding("c", "claim", "Claim", id="ruins.hand.claim"),
        Binding("b", "buy_menu", "Buy", id="ruins.hand.buy"),
        Binding("1", "buy(1)", "Buy S1", show=False, id="ruins.hand.buy1"),
        Binding("2", "buy(2)", "Buy S2", show=False, id="ruins.hand.buy2"),
        Binding("3", "buy(3)", "Buy S3", show=False, id="ruins.hand.buy3"),
        Binding("4", "buy(4)", "Buy S4", show=False, id="ruins.hand.buy4"),
        Binding("=", "declare", "Declare rank", id="ruins.hand.declare"),
        Binding("f", "flip", "Flip", id="ruins.hand.flip"),
        Binding("n", "no_flip", "No flip", id="ruins.hand.noflip"),
        Binding("x,d", "discard", "Discard", id="ruins.hand.discard"),
        Binding("o", "toggle_order", "Order", id="ruins.hand.order"),
        Binding("escape", "back", "Back", id="ruins.hand.back"),
    ]

    class PlayRequested(Message):
        """Commit the selection as a play: ruin ids in selection order.

        `declared` is the rank chosen with `=` for an all-wild selection of 2+ ruins, else None.
        """

        def __init__(self, ruin_ids: tuple[str, ...], declared: int | None = None) -> None:
            super().__init__()
            self.ruin_ids = ruin_ids
            self.declared = declared

    class PassRequested(Message):
        """Pass this turn."""

    class ClaimRequested(Message):
        """Attach one unused claim (drafted) to this ruin."""

        def __init__(self, ruin_id: str) -> None:
            super().__init__()
            self.ruin_id = ruin_id

    class BuyRequested(Message):
        """Buy the discovery in market slot `slot` (1-4) for this ruin (drafted)."""

        def __init__(self, slot: int, ruin_id: str) -> None:
            super().__init__()
            self.slot = slot
            self.ruin_id = ruin_id

    class FlipRequested(Message):
        """The secret flip of this ruin (flip phase)."""

        def __init__(self, ruin_id: str) -> None:
            super().__init__()
            self.ruin_id = ruin_id

    class NoFlipRequested(Message):
        """Decline the secret flip this round."""

    class DiscardRequested(Message):
        """Discard this ruin for a pending Scout or Cache."""

        def __init__(self, ruin_id: str) -> None:
            super().__init__()
            self.ruin_id = ruin_id

    class Highlighted(Message):
        """The cursor moved onto this ruin (None: the hand is empty)."""

        def __init__(self, ruin_id: str | None) -> None:
            super().__init__()
            self.ruin_id = ruin_id

    def __init__(
        self,
        view: Mapping[str, Any] | None = None,
        *,
        sort: SortMode = "rank",
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        # The hand draws no links: Textual would look for them in every segment of every line.
        self.auto_links = False
        self._view: Mapping[str, Any] | None = None
        self._faces: dict[str, Face] = {}
        self._hand_order: list[str] = []
        self._sort: SortMode = sort
        self._cursor_id: str | None = None
        self._selection: list[str] = []
        self._declared: int | None = None
        self._buy_mode = False
        self._drafted: set[str] = set()
        self._columns: dict[tuple[object, ...], tuple[int, list[Text]]] = {}
        """Cards drawn lately, by everything their drawing depends on: a cursor key redraws
        only the two cards it leaves and reaches."""
        self._column_ids = itertools.count()
        """A number per drawn column, never used twice: the strips are kept by that number (a
        card's whole key, hashed for every line of every frame, cost more than drawing)."""
        self._previews: dict[tuple[tuple[str, ...], int | None], PlayPreview] = {}
        """`preview_play` answers for this view, by selection and declared rank."""
        self._strips: StripStore = {}
        """The strips of those cards' lines (widgets.common.pieces)."""
        if view is not None:
            self.update(view)

    # --- data in ------------------------------------------------------------------------------

    def update(self, view: Mapping[str, Any]) -> None:
        """Show this view's hand. Cursor and selection follow the same ruin ids when they stay.

        A new seat, round, phase or turn clears the selection. A ruin that just got a drafted
        improvement joins the selection, since only ruins in the play may be improved.
        """
        old = self._view
        if (
            old is None
            or any(old.get(k) != view.get(k) for k in ("seat", "round", "phase"))
            or (not _acting(old) and _acting(view))
        ):
            self._selection = []
            self._drafted = set()
            self._buy_mode = False
        self._view = view
        self._previews.clear()
        hand: Sequence[Mapping[str, Any]] = view.get("hand") or []
        self._faces = {str(r["id"]): face(r) for r in hand}
        self._hand_order = [str(r["id"]) for r in hand]
        self._selection = [i for i in self._selection if i in self._faces]
        drafted = {i for i, f in self._faces.items() if f.drafted}
        self._selection += [i for i in self._hand_order if i in drafted - self._drafted]
        self._selection = list(dict.fromkeys(self._selection))
        self._drafted = drafted
        if not self._can_buy():
            self._buy_mode = False
        order = self.ordered_ids
        if self._cursor_id not in self._faces:
            self._cursor_id = order[0] if order else None
        self._fix_declared()
        self.refresh()
        self.refresh_bindings()
        self.post_message(self.Highlighted(self._cursor_id))

    # --- state out ----------------------------------------------------------------------------

    @property
    def view(self) -> Mapping[str, Any] | None:
        return self._view

    @property
    def ordered_ids(self) -> list[str]:
        """The hand's ruin ids in display order (by solo rank, or by printed rank)."""
        faces = self._faces
        if self._sort == "rank":
            return sorted(self._hand_order, key=lambda i: (faces[i].solo, faces[i].printed, i))
        return sorted(
            self._hand_order, key=lambda i: (faces[i].printed, faces[i].night, faces[i].solo, i)
        )

    @property
    def sort(self) -> SortMode:
        return self._sort

    @property
    def cursor_id(self) -> str | None:
        return self._cursor_id

    @property
    def selection(self) -> tuple[str, ...]:
        """Selected ruin ids in the order they were selected."""
        return tuple(self._selection)

    @property
    def declared(self) -> int | None:
        return self._declared

    @property
    def buy_mode(self) -> bool:
        return self._buy_mode

    def clear_selection(self) -> None:
        self._selection = []
        self._fix_declared()
        self.refresh()
        self.refresh_bindings()

    # --- phase helpers (relevance only, never legality) ---------------------------------------

    def _phase(self) -> str | None:
        return None if self._view is None else self._view.get("phase")

    def _acting(self) -> bool:
        return self._view is not None and _acting(self._view)

    def _pending(self) -> Mapping[str, Any] | None:
        pending = None if self._view is None else self._view.get("pending")
        return pending if isinstance(pending, Mapping) else None

    def _composing(self) -> bool:
        return self._acting() and self._phase() == "play" and self._pending() is None

    def _can_buy(self) -> bool:
        return self._composing() and self._cursor_id is not None

    def _discarding(self) -> bool:
        pending = self._pending()
        return pending is not None and pending.get("kind") == "discard"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        has_card = self._cursor_id is not None
        if action in ("cursor", "cursor_to", "toggle_order"):
            return has_card
        if action == "play" and self._composing() and not self._selection:
            return True  # plays nothing: it says how to select ruins
        if action in ("toggle_select", "play", "pass_turn", "claim"):
            return self._composing() and (has_card or action == "pass_turn")
        if action in ("buy_menu", "buy"):
            return self._can_buy()
        if action == "declare":
            return self._composing() and len(self._declare_options()) > 1
        if action in ("flip", "no_flip"):
            return self._acting() and self._phase() == "flip" and (has_card or action == "no_flip")
        if action == "discard":
            return has_card and self._discarding()
        if action == "back":
            return self._buy_mode or bool(self._selection)
        return True

    # --- actions ------------------------------------------------------------------------------

    def _move_cursor_to(self, index: int) -> None:
        order = self.ordered_ids
        if not order:
            return
        had_card = self._cursor_id is not None
        self._cursor_id = order[-1] if index < 0 else order[min(index, len(order) - 1)]
        self.refresh()
        if not had_card:
            # check_action asks only whether there is a card under the cursor, not which one:
            # from one card to another the keys on show stay the same.
            self.refresh_bindings()
        self.post_message(self.Highlighted(self._cursor_id))

    def action_cursor(self, step: int) -> None:
        order = self.ordered_ids
        if self._cursor_id is None or not order:
            return
        index = order.index(self._cursor_id) + step
        self._move_cursor_to(max(0, min(index, len(order) - 1)))

    def action_cursor_to(self, index: int) -> None:
        self._move_cursor_to(index)

    def action_toggle_select(self) -> None:
        ruin_id = self._cursor_id
        if ruin_id is None:
            return
        if ruin_id in self._selection:
            self._selection.remove(ruin_id)
        else:
            self._selection.append(ruin_id)
        self._fix_declared()
        self.refresh()
        self.refresh_bindings()

    def action_play(self) -> None:
        if self._selection:
            declared = self._declared if self._declare_options() else None
            self.post_message(self.PlayRequested(tuple(self._selection), declared))
        else:
            self.notify(
                "No ruin is selected: move with ←/→, press space on each ruin to play, "
                "then Enter. Or p to pass.",
                title="Select ruins first",
                severity="information",
            )

    def action_pass_turn(self) -> None:
        self.post_message(self.PassRequested())

    def action_claim(self) -> None:
        if self._cursor_id is not None:
            self.post_message(self.ClaimRequested(self._cursor_id))

    def action_buy_menu(self) -> None:
        self._buy_mode = not self._buy_mode
        self.refresh()
        self.refresh_bindings()
        self.post_message(self.Highlighted(self._cursor_id))  # the offers, or the reading

    def action_buy(self, slot: int) -> None:
        if self._cursor_id is not None:
            self._buy_mode = False
            self.refresh()
            self.refresh_bindings()
            self.post_message(self.Highlighted(self._cursor_id))
            self.post_message(self.BuyRequested(slot, self._cursor_id))

    def action_declare(self) -> None:
        options = self._declare_options()
        if options:
            at = options.index(self._declared) if self._declared in options else -1
            self._declared = options[(at + 1) % len(options)]
            self.refresh()

    def action_flip(self) -> None:
        if self._cursor_id is not None:
            self.post_message(self.FlipRequested(self._cursor_id))

    def action_no_flip(self) -> None:
        self.post_message(self.NoFlipRequested())

    def action_discard(self) -> None:
        if self._cursor_id is not None:
            self.post_message(self.DiscardRequested(self._cursor_id))

    def action_toggle_order(self) -> None:
        self._sort = "printed" if self._sort == "rank" else "rank"
        self.refresh()

    def action_back(self) -> None:
        if self._buy_mode:
            self._buy_mode = False
            self.post_message(self.Highlighted(self._cursor_id))
        else:
            self._selection = []
            self._fix_declared()
        self.refresh()
        self.refresh_bindings()

    # --- declared rank of an all-wild selection -----------------------------------------------

    def _declare_options(self, ids: Sequence[str] | None = None) -> tuple[int, ...]:
        chosen = self._selection if ids is None else ids
        return self._preview(chosen).declare_options

    def _preview(self, ids: Sequence[str], declared: int | None = None) -> PlayPreview:
        """`preview_play` of this view, asked once per selection: a key that changes the
        selection asks it three to five times (the rank to declare, the keys on show, the
        summary), and each reads the whole hand again."""
        key = (tuple(ids), declared)
        preview = self._previews.get(key)
        if preview is None:
            preview = self._previews[key] = preview_play(self._view or {}, ids, declared)
        return preview

    def _fix_declared(self) -> None:
        # The highest printed rank is the default: it beats the most plays.
        options = self._declare_options()
        if not options:
            self._declared = None
        elif self._declared not in options:
            self._declared = options[-1]

    # --- drawing ------------------------------------------------------------------------------

    def render(self) -> Text | PieceLines:
        width = self.size.width or 80
        view = self._view
        summary_style = component_style(self, "card-hand--summary")
        if view is None or view.get("seat") is None:
            rows = [Text() for _ in range(HAND_HEIGHT - 1)]
            rows[CARD_HEIGHT // 2] = Text("Spectator: the hands are hidden.", justify="center")
            return Text("\n").join([*rows, Text("")])
        order = self.ordered_ids
        summary = Text(self.summary(), style=summary_style, no_wrap=True, overflow="ellipsis")
        summary.truncate(width, overflow="ellipsis")
        if not order:
            rows = [Text() for _ in range(CARD_HEIGHT + 1)]
            rows[CARD_HEIGHT // 2] = Text("No ruins in hand.", justify="center")
            for row in rows:
                row.truncate(width)
            return flatten_spans(Text("\n", no_wrap=True).join([*rows, summary]))
        # Each card's lines are pieces kept between frames: a cursor key draws only the two
        # cards it leaves and reaches, and the summary line (widgets.common.pieces).
        lines = self._card_lines(order, width, card_styles(self))
        return PieceLines([*lines, [Piece(summary)]], width, self._strips)

    def _card_lines(self, order: list[str], width: int, styles: CardStyles) -> list[list[Piece]]:
        """The card rows as pieces (`widgets.common.card_row.join_cards` as pieces)."""
        view = self._view or {}
        new = set(view.get("new") or [])
        owner = view.get("seat")
        cursor = order.index(self._cursor_id) if self._cursor_id in order else 0
        row = window(len(order), cursor, width)
        height = CARD_HEIGHT + 1
        mark_line = CARD_HEIGHT // 2
        lines: list[list[Piece]] = [[] for _ in range(height)]
        if row.left:
            left = Text(f"‹{row.left}")
            lines[mark_line].append(Piece(left))
            for y, line in enumerate(lines):
                if y != mark_line:
                    line.append(Piece(Text(" " * left.cell_len)))
        for placed in row.placements:
            ruin_id = order[placed.index]
            selected = ruin_id in self._selection
            number = self._selection.index(ruin_id) + 1 if selected else 0
            key = (
                self._faces[ruin_id],
                number,
                placed.index == cursor,
                ruin_id in new,
                owner,
                styles,
                placed.width,
            )
            column_id, column = self._column(key)
            for line, piece in zip(lines, column, strict=True):
                line.append(Piece(piece, column_id))
        if row.right:
            lines[mark_line].append(Piece(Text(f"›{row.right}")))
        return lines

    def _column(
        self, key: tuple[Face, int, bool, bool, Any, CardStyles, int]
    ) -> tuple[int, list[Text]]:
        """A card's column of lines (the card and its selection or "new" mark), cut to its
        placement's width, made once for every state of the card, with its number."""
        kept = self._columns.get(key)
        if kept is not None:
            return kept
        card, number, cursor, new, owner, styles, width = key
        drawn = render_ruin_card(
            card, selected=number > 0, cursor=cursor, new=new, owner=owner, styles=styles
        )
        if number:
            mark = Text(f"✓{number}", style=styles.selected)
            lines = [*drawn, Text(" ").append_text(mark)]
        else:
            lines = [Text(" new", style=styles.new) if new else Text(), *drawn]
        column = [flatten_spans(fit_piece(line, width)) for line in lines]
        if len(self._columns) > 4 * CACHED_CARDS:
            self._columns.clear()
        kept = self._columns[key] = (next(self._column_ids), column)
        return kept

    def summary(self) -> str:
        """The line under the cards: what the selection would be, torches, prompts."""
        view = self._view
        if view is None:
            return ""
        parts: list[str] = []
        phase = view.get("phase")
        pending = self._pending()
        order_label = f"by {self._sort} (o)"
        if self.disabled:
            # A demo or a replay: the hand is only shown, so no key prompts (space pauses a demo).
            return self._shown_summary()
        if self._buy_mode and self._cursor_id is not None:
            # The offers are listed under the hand (`market_text`): four of them do not fit
            # in this one line at 80 columns ("… · 4 …").
            return f"Buy for {self._cursor_id}: press 1-4 (the offers below) · esc back"
        if pending is not None and pending.get("kind") == "discard":
            effect = pending.get("effect", "Effect")
            cursor = self._cursor_id or "-"
            return f"{effect}: discard 1 ruin · x discards {cursor} · {order_label}"
        if pending is not None and pending.get("kind") == "burden":
            return f"{pending.get('effect', 'Burden One')}: choose the opponent who draws 1 ruin"
        if phase == "flip":
            mine = view.get("my_flip")
            if self._acting():
                return f"Secret flip: f flips {self._cursor_id or '-'} to night · n no flip"
            return f"You flipped {mine}." if mine else "No flip this round."
        if phase == "over":
            return "The game is over."
        if not self._acting():
            actors = view.get("actors") or []
            who = ", ".join(seat_label(view, s) for s in actors) or "nobody"
            return f"Waiting: {who} to play · {len(self._hand_order)} ruins · {order_label}"
        parts.append(self._cursor_id or "-")
        parts.append(self._selection_preview())
        if not view.get("leading"):
            last = (view.get("trick") or {}).get("last")
            if isinstance(last, Mapping):
                parts.append(f"beat {last.get('count')} × {last.get('rank')}")
        parts.append(f"torches {self._torches_left()}{LIT}")
        parts.append(order_label)
        return " · ".join(parts)

    def _shown_summary(self) -> str:
        """The line under a hand that is watched, not played: what it holds, no keys."""
        view = self._view or {}
        parts = [f"{len(self._hand_order)} ruins", f"by {self._sort}"]
        if view.get("phase") == "flip":
            parts.insert(0, "Secret flip")
        elif not view.get("leading"):
            last = (view.get("trick") or {}).get("last")
            if isinstance(last, Mapping):
                parts.insert(0, f"to beat {last.get('count')} × {last.get('rank')}")
        return " · ".join(parts)

    def _selection_preview(self) -> str:
        if not self._selection:
            return "space selects · enter plays"
        result = self._preview(self._selection, self._declared)
        if result.rank is None:
            return "preview: no set (ranks differ)"
        text = f"preview {result.count} × {result.rank}"
        if result.all_wild:
            text += " declared (= changes)"
        return text

    def _torches_left(self) -> int:
        view = self._view or {}
        draft = view.get("draft")
        if isinstance(draft, Mapping) and "torches_left" in draft:
            return int(draft["torches_left"])
        seats = view.get("seats") or []
        seat = view.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(seats):
            return int(seats[seat].get("torches_lit", 0))
        return 0

    def market_text(self) -> str:
        """The market's offers while a purchase is chosen ("" otherwise): one per key, in words
        (`1 Scout bottom 3●`), two to a row for the two rows under the hand."""
        if not self._buy_mode or self._cursor_id is None:
            return ""
        parts = self._market_parts()
        return "\n".join(" · ".join(parts[i : i + 2]) for i in range(0, len(parts), 2))

    def _market_parts(self) -> list[str]:
        view = self._view or {}
        drafted = {int(b["slot"]) for b in ((view.get("draft") or {}).get("buys") or [])}
        parts = []
        for entry in view.get("market") or []:
            card = entry.get("card")
            slot = entry.get("slot")
            if card is None or slot in drafted:
                parts.append(f"{slot} empty")
            else:
                parts.append(f"{slot} {card['name']} {card['position']} {entry['cost']}{LIT}")
        return parts


__all__ = ["HAND_HEIGHT", "MIN_STRIDE", "CardHand", "Placement", "layout"]
