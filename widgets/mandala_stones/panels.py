"""The Mandala Stones widgets: the main board, the Mandala spiral, the player boards and the
list of choices. They draw a `view` (see `draw`) and decide nothing: the choice list carries
move notation that the screen submits, and the rules say whether it is legal."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from widgets.mandala_stones.draw import (
    BOARD_LEGEND,
    RULES_LINE,
    board_lines,
    mandala_summary,
    objective_lines,
    seat_lines,
    spiral_lines,
    towers_header,
    upcoming,
)

View = Mapping[str, Any]


def _join(lines: Sequence[Text]) -> Text:
    return Text("\n").join(lines)


class TextBox(Widget):
    """A fixed-size box of text: redrawing it never changes the layout, so the preview can
    follow the cursor through the choices cheaply."""

    DEFAULT_CSS = """
    TextBox { height: 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._text = Text()

    def set_text(self, text: Text | str) -> None:
        self._text = Text(text) if isinstance(text, str) else text
        self.refresh()

    def render(self) -> Text:
        return self._text


class MainBoard(TextBox):
    """The 7 x 7 main board; `preview` marks what a highlighted pick would take."""

    DEFAULT_CSS = """
    MainBoard { width: 35; height: 7; }
    MainBoard.-legend { height: 8; }
    """

    def show(
        self, view: View, preview: Mapping[str, Any] | None = None, *, colours: bool = False
    ) -> None:
        lines = board_lines(view, preview, colours=colours)
        legend = self.app.size.height >= 30
        self.set_class(legend, "-legend")
        if legend:
            lines.append(Text(BOARD_LEGEND, style="dim"))
        self.set_text(_join(lines))


class Spiral(Static):
    """The Mandala: the whole 10 x 10 spiral when `full`, else a two-line strip."""

    DEFAULT_CSS = """
    Spiral { width: auto; height: auto; }
    """

    def show(self, view: View, *, full: bool) -> None:
        lines = [Text(mandala_summary(view), style="bold")]
        if full:
            lines.extend(spiral_lines(view))
        else:
            lines.append(upcoming(view))
        self.update(_join(lines))


class SeatBoards(Static):
    """Every seat's towers, bottom to top, with what a SCORE would earn now."""

    DEFAULT_CSS = """
    SeatBoards { width: auto; height: auto; }
    """

    def show(self, view: View, *, rules_line: bool = False) -> None:
        lines = [towers_header()]
        if rules_line:
            lines.append(Text(RULES_LINE, style="dim"))
        current = view.get("current")
        for seat in range(len(view["seats"])):
            lines.extend(
                seat_lines(view, seat, active=seat == current, start=seat == view.get("start"))
            )
        self.update(_join(lines))


class Objectives(Static):
    """The viewer's own objective cards (nothing for a spectator)."""

    DEFAULT_CSS = """
    Objectives { width: 1fr; height: auto; }
    """

    def show(self, view: View, *, details: bool = False) -> None:
        cards = view.get("my_objectives")
        if not cards:
            self.update("")
            return
        lines = objective_lines(cards)
        if details:
            lines.extend(Text(f"  {c['id']}: {c['text']}", style="dim") for c in cards)
        self.update(_join(lines))


class ChoiceList(OptionList):
    """The moves on offer, each an option whose id is its notation."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("j", "cursor_down", "Down", show=False),
        Binding("k", "cursor_up", "Up", show=False),
    ]

    follow: Callable[[str | None], None] | None = None
    """Called at once with the notation of each newly highlighted choice. The
    `OptionHighlighted` message comes too, but a frame may be drawn before it arrives: a
    preview drawn from here shows in the same frame as the moved highlight."""

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if self.follow is not None and highlighted is not None:
            option = self.get_option_at_index(highlighted)
            if not option.disabled:
                self.follow(option.id)

    def show(self, choices: Sequence[tuple[str | None, str]]) -> None:
        """`choices`: (notation, label); a None notation is a heading that cannot be chosen."""
        keep = self.highlighted_option.id if self.highlighted_option else None
        self.clear_options()
        options = [
            Option(label, id=notation, disabled=notation is None) for notation, label in choices
        ]
        self.add_options(options)
        ids = [o.id for o in options]
        if keep is not None and keep in ids:
            self.highlighted = ids.index(keep)
        else:
            first = next((i for i, o in enumerate(options) if not o.disabled), None)
            self.highlighted = first

    def jump_to(self, prefix: str) -> bool:
        """Highlight the first option whose notation starts with `prefix`."""
        for i in range(self.option_count):
            option = self.get_option_at_index(i)
            if option.id and option.id.startswith(prefix):
                self.highlighted = i
                return True
        return False
