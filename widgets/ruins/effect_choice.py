"""The Burden One target prompt: a short list of the opponents the view offers.

The choices come from `view["pending"]["choices"]` as the engine computed them; the widget only
lets the player point at one and posts `EffectChoice.BurdenChosen(seat)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from widgets.ruins.faces import seat_label

POINTER = "▶"


class EffectChoice(Widget, can_focus=True):
    """Choose the opponent for a pending `burden` (spec §2.3 i). Keys: the arrows (h/j/k/l) and
    enter, or the seat number 1-5 (as in P1-P5). Two rows: the prompt and the choices."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"effect-choice--title", "effect-choice--pointer"}
    DEFAULT_CSS = """
    EffectChoice {
        height: auto;
        width: 1fr;
        & > .effect-choice--title { text-style: bold; }
        & > .effect-choice--pointer { text-style: bold reverse; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,up,h,k", "move(-1)", "Previous", show=False, id="ruins.burden.previous"),
        Binding("right,down,l,j", "move(1)", "Next", show=False, id="ruins.burden.next"),
        Binding("enter", "choose", "Choose", id="ruins.burden.choose"),
        *(
            Binding(str(n), f"choose_seat({n - 1})", f"P{n}", show=False, id=f"ruins.burden.p{n}")
            for n in range(1, 6)
        ),
    ]

    class BurdenChosen(Message):
        """This seat (0-based) draws 1 ruin."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(
        self,
        view: Mapping[str, Any] | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._view: Mapping[str, Any] | None = None
        self._choices: list[int] = []
        self._effect = "Burden One"
        self._pointer = 0
        if view is not None:
            self.update(view)

    def update(self, view: Mapping[str, Any]) -> None:
        """Take the choices of a pending burden (none when nothing of that kind is pending)."""
        pending = view.get("pending")
        self._view = view
        if isinstance(pending, Mapping) and pending.get("kind") == "burden":
            choices = [int(seat) for seat in pending.get("choices") or []]
            self._effect = str(pending.get("effect") or "Burden One")
        else:
            choices = []
        if choices != self._choices:
            self._pointer = 0
        self._choices = choices
        self.refresh(layout=True)
        self.refresh_bindings()

    @property
    def choices(self) -> tuple[int, ...]:
        return tuple(self._choices)

    @property
    def highlighted(self) -> int | None:
        """The seat under the pointer."""
        return self._choices[self._pointer] if self._choices else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose_seat":
            return bool(parameters) and parameters[0] in self._choices
        return bool(self._choices)

    def action_move(self, step: int) -> None:
        if self._choices:
            self._pointer = (self._pointer + step) % len(self._choices)
            self.refresh()

    def action_choose(self) -> None:
        seat = self.highlighted
        if seat is not None:
            self.post_message(self.BurdenChosen(seat))

    def action_choose_seat(self, seat: int) -> None:
        if seat in self._choices:
            self._pointer = self._choices.index(seat)
            self.refresh()
            self.post_message(self.BurdenChosen(seat))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 2 if self._choices else 1

    def render(self) -> Text:
        view = self._view or {}
        if not self._choices:
            return Text("No opponent to choose.")
        title = self.get_component_rich_style("effect-choice--title", partial=True)
        pointer = self.get_component_rich_style("effect-choice--pointer", partial=True)
        head = Text(f"{self._effect}: choose an opponent to draw 1 ruin", style=title)
        head.append(" (seat number, or arrows and enter)")
        line = Text()
        rows = view.get("seats") or []
        for index, seat in enumerate(self._choices):
            here = index == self._pointer
            hand = rows[seat].get("hand_size", "?") if 0 <= seat < len(rows) else "?"
            line.append(POINTER if here else " ")
            line.append(
                f"[{seat + 1}] {seat_label(view, seat)}: {hand} ruins",
                style=pointer if here else "",
            )
            line.append("  ")
        return Text("\n", no_wrap=True).join([head, line])
