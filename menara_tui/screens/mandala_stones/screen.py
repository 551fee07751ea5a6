"""The Mandala Stones table: main board, Mandala, every player board, and the choices.

The screen lists the moves the view offers, previews the highlighted one on the board, and
submits notation; the rules in `games.mandala_stones` decide what is legal and say why not.
A move can also be typed (`:`), with the names printed on the board (a1..a9, s1..s24, P1..P5).
"""

from __future__ import annotations

import re
from typing import ClassVar, cast

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.styles import RulesMap
from textual.widgets import Input, OptionList

from menara_tui.screens.base import fit_footer
from menara_tui.screens.game import GameScreen
from menara_tui.screens.mandala_stones.choices import choices, detail_of, preview_of
from widgets.mandala_stones import (
    ChoiceList,
    MainBoard,
    Objectives,
    SeatBoards,
    Spiral,
    TextBox,
)

FULL_SPIRAL_HEIGHT = 38
"""From this terminal height the whole spiral shows under the board (w toggles it anyway)."""
LEFT_WIDTH = 37
"""The left column: the board, the Mandala, the objectives and the choices."""
CHOICE_ROWS = 5
"""Rows the choices keep in the left column: the whole spiral moves beside the board, above the
towers, when under the board it would leave the choices fewer (`w` at 80x24)."""


OBJECTIVE_ID = re.compile(r"O\d{1,2}")


class MandalaStonesScreen(GameScreen):
    DEFAULT_CSS = """
    MandalaStonesScreen #ms-main { height: 1fr; }
    MandalaStonesScreen #ms-left { width: 37; height: 1fr; }
    MandalaStonesScreen #ms-spiral-side { display: none; }
    MandalaStonesScreen #ms-right { width: 1fr; height: 1fr; padding-left: 1; }
    MandalaStonesScreen #ms-choices { height: 1fr; min-height: 3; border: none; padding: 0; }
    MandalaStonesScreen #ms-detail { height: 1; color: $text-muted; }
    MandalaStonesScreen #ms-typed { display: none; }
    MandalaStonesScreen.-typing #ms-typed { display: block; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "goto('pick')", "Picks", id="mandala.picks"),
        Binding("s", "goto('score')", "Scores", id="mandala.scores"),
        # `m` opens the shell's move list, as in every game; `w` shows the whole Mandala.
        Binding("colon", "typed", "Type", id="mandala.type", key_display=":"),
        Binding("w", "toggle_spiral", "Mandala", id="mandala.spiral"),
        Binding("o", "toggle_objectives", "Objectives", id="mandala.objectives"),
        Binding("c", "toggle_colours", "Stack colours", id="mandala.colours"),
    ]
    MOVE_ACTIONS = frozenset({"goto", "typed"})

    full_spiral: bool | None = None
    """None: by terminal height; else the player's choice (w)."""
    objective_details = False
    stack_colours = False
    """Show every stack's colours bottom to top instead of height and top stone (c)."""
    highlighted: str | None = None

    def compose_table(self) -> ComposeResult:
        with Horizontal(id="ms-main"):
            with Vertical(id="ms-left"):
                yield MainBoard(id="ms-board")
                yield Spiral(id="ms-spiral")
                yield Objectives(id="ms-objectives")
                yield ChoiceList(id="ms-choices")
                yield TextBox(id="ms-detail")
                # Disabled until `:` opens it: a hidden but enabled box took the focus in a demo
                # (the move list is disabled there) and swallowed space, the pause key.
                yield Input(
                    placeholder="type a move: pick Sa a1 (Esc closes)", id="ms-typed", disabled=True
                )
            with VerticalScroll(id="ms-right"):
                yield Spiral(id="ms-spiral-side")
                yield SeatBoards(id="ms-seats")

    # == drawing ===============================================================================

    def show_view(self) -> None:
        view = self.view
        spiral_full = (
            self.full_spiral
            if self.full_spiral is not None
            else self.app.size.height >= FULL_SPIRAL_HEIGHT
        )
        objectives = self.query_one("#ms-objectives", Objectives)
        objectives.show(view, details=self.objective_details)
        beside = spiral_full and not self._room_under_board(objectives)
        self.query_one("#ms-spiral", Spiral).show(view, full=spiral_full and not beside)
        side = self.query_one("#ms-spiral-side", Spiral)
        side.display = beside
        if beside:
            side.show_grid(view)
        tall = self.app.size.height >= 30
        self.query_one("#ms-seats", SeatBoards).show(view, rules_line=tall)
        listing = self.query_one("#ms-choices", ChoiceList)
        if self.can_act:
            listing.show(choices(view))
            listing.disabled = False
            if not self.has_class("-typing"):
                listing.focus()
        else:
            listing.show([(None, self._waiting_text())])
            listing.disabled = self.mode != "play"
        option = listing.highlighted_option
        self.highlighted = option.id if option is not None else None
        self._show_preview()

    def _room_under_board(self, objectives: Objectives) -> bool:
        """Whether the whole spiral fits under the board and still leaves the choices
        CHOICE_ROWS rows (the status line, the last move and the footer take three)."""
        last = 1 if self.query_one("#game-last").display else 0
        rows = self.app.size.height - 2 - last
        board = 8 if self.app.size.height >= 30 else 7  # MainBoard adds its legend from 30
        spiral = 1 + 10
        listed = (
            objectives.visual.get_height(cast(RulesMap, objectives.styles), LEFT_WIDTH)
            if objectives.content
            else 0
        )
        return board + spiral + listed + CHOICE_ROWS + 1 <= rows

    def _waiting_text(self) -> str:
        view = self.view
        if view.get("phase") == "over":
            return "Game over"
        current = view.get("current")
        if isinstance(current, int):
            return f"{self.seat_name(current)} to play…"
        return ""

    def _show_preview(self) -> None:
        notation = self.highlighted if self.can_act else None
        self.query_one("#ms-board", MainBoard).show(
            self.view, preview_of(self.view, notation), colours=self.stack_colours
        )
        self.query_one("#ms-detail", TextBox).set_text(detail_of(self.view, notation))

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        fit_footer(self, event.size.width)
        if self.is_mounted:
            self.show_view()

    def status_text(self) -> str:
        base = self.default_status()
        view = self.view
        text = f"{base} · Round {view.get('round')}"
        if view.get("ended") and view.get("phase") != "over":
            text += " · last round"
        return text

    @classmethod
    def secret_forms(cls, secret: str) -> list[str]:
        # An objective card shows on screen with its id (★ O3 Alternating Motifs); the other
        # words of a seat's own view (a scoring choice such as "tops") are shared words.
        return [secret] if OBJECTIVE_ID.fullmatch(secret) else []

    def handoff_text(self, seat: int) -> str:
        view = self.match.state.view(None)
        scores = "  ".join(f"{s['name']} {s['vp']} VP" for s in view["seats"])
        head = f"Round {view['round']} · {self.seat_name(seat)} to play\n{scores}"
        recent = super().handoff_text(seat)
        return f"{head}\n\n{recent}" if recent else head

    # == the choices become moves ==============================================================

    def on_mount(self) -> None:
        # Textual runs GameScreen.on_mount as well (every class's handler in the MRO).
        self.query_one("#ms-choices", ChoiceList).follow = self._follow

    def _follow(self, notation: str | None) -> None:
        if notation != self.highlighted:
            self.highlighted = notation
            self._show_preview()

    @on(OptionList.OptionHighlighted, "#ms-choices")
    def _highlighted(self, message: OptionList.OptionHighlighted) -> None:
        # Usually drawn already: ChoiceList.follow calls _follow as the highlight moves.
        self._follow(message.option.id)

    @on(OptionList.OptionSelected, "#ms-choices")
    def _selected(self, message: OptionList.OptionSelected) -> None:
        if message.option.id is not None:
            self.submit(message.option.id)

    def action_goto(self, prefix: str) -> None:
        if not self.query_one("#ms-choices", ChoiceList).jump_to(prefix):
            self.notify(f"There is no {prefix} to choose now.", severity="warning", timeout=3)

    def action_typed(self) -> None:
        self.add_class("-typing")
        typed = self.query_one("#ms-typed", Input)
        typed.value = ""
        typed.disabled = False
        typed.focus()

    @on(Input.Submitted, "#ms-typed")
    def _typed(self, message: Input.Submitted) -> None:
        if self.submit(message.value.strip()):
            self._close_typing()

    def _close_typing(self) -> None:
        self.remove_class("-typing")
        self.query_one("#ms-choices", ChoiceList).focus()
        self.query_one("#ms-typed", Input).disabled = True

    def action_leave(self) -> None:
        if self.has_class("-typing"):
            self._close_typing()
            return
        super().action_leave()

    def action_toggle_spiral(self) -> None:
        shown = (
            self.full_spiral
            if self.full_spiral is not None
            else self.app.size.height >= FULL_SPIRAL_HEIGHT
        )
        self.full_spiral = not shown
        self.show_view()

    def action_toggle_colours(self) -> None:
        self.stack_colours = not self.stack_colours
        self._show_preview()

    def action_toggle_objectives(self) -> None:
        self.objective_details = not self.objective_details
        self.show_view()
