"""The game-over screen: scores by row and seat, the winners and why, and what next."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Static

from games.core import Match, Outcome
from menara_tui.screens.base import menara
from widgets.common.footer import StableFooter

if TYPE_CHECKING:
    from menara_tui.screens.base import Mode

WINNER_MARK = "★"


def winners_line(match: Match, outcome: Outcome) -> str:
    names = [match.seats[i].name for i in sorted(outcome.winners)]
    if not names:
        return "Nobody wins."
    if len(names) == 1:
        return f"{WINNER_MARK} {names[0]} wins."
    return f"{WINNER_MARK} " + ", ".join(names[:-1]) + f" and {names[-1]} win together."


TABLE_FRAME = 4
"""The score table's margin and its vertical scrollbar."""


def two_rows(name: str) -> str:
    """`name` on two rows, split at the space nearest its middle ("★ Wilhelmina" / "Smith");
    a name without a space stays on one."""
    spaces = [i for i, char in enumerate(name) if char == " "]
    if not spaces:
        return name
    cut = min(spaces, key=lambda i: max(i, len(name) - i - 1))
    return f"{name[:cut]}\n{name[cut + 1 :]}"


class GameOverScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "again", "Play again", id="gameover.again"),
        Binding("s", "save_replay", "Save replay", id="gameover.save"),
        Binding("v", "view_replay", "View replay", id="gameover.view"),
        Binding("h,escape", "home", "Home", id="gameover.home"),
    ]

    def __init__(
        self,
        match: Match,
        *,
        mode: Mode = "play",
        facts: Sequence[tuple[str, Sequence[str | int]]] = (),
    ) -> None:
        """`facts`: rows shown under the total, one value per seat, that are not points (what
        a game's final screen should also show, such as what each player holds)."""
        super().__init__(id="gameover")
        self.match = match
        self.mode: Mode = mode
        self.facts = list(facts)
        outcome = match.state.outcome()
        if outcome is None:
            raise ValueError("the game is not over")
        self.outcome = outcome
        self.replay_path: str | None = None

    def compose(self) -> ComposeResult:
        title = self.match.game.info.title
        yield Static(f"{title} · Game over", classes="screen-title")
        yield Static(winners_line(self.match, self.outcome), id="gameover-winners")
        yield Static(self.outcome.reason, id="gameover-reason")
        table: DataTable[Text | str | int] = DataTable(
            id="gameover-scores", cursor_type="row", zebra_stripes=True
        )
        yield table
        yield Static(
            "a: play again with the same seats (new seed) · s: save the replay · "
            "v: view the replay · h: home",
            id="gameover-hint",
        )
        yield StableFooter()

    def on_mount(self) -> None:
        table = self.query_one("#gameover-scores", DataTable)
        table.add_column("", key="label")
        names = [
            f"{WINNER_MARK} {seat.name}" if i in self.outcome.winners else seat.name
            for i, seat in enumerate(self.match.seats)
        ]
        if self._too_wide(names):
            # Four or five long names (16 characters each) ran past 80 columns and the last
            # seats' scores were out of sight: each name takes two rows of the header instead.
            names = [two_rows(name) for name in names]
            table.header_height = 2
        for i, name in enumerate(names):
            table.add_column(Text(name, style="bold" if i in self.outcome.winners else ""))
        for row in self.outcome.breakdown:
            table.add_row(row.label, *row.values)
        table.add_row(Text("Total", style="bold"), *self.outcome.scores, key="total")
        for label, values in self.facts:
            table.add_row(Text(label, style="dim"), *(Text(str(v), style="dim") for v in values))
        table.focus()

    def _too_wide(self, names: Sequence[str]) -> bool:
        """Whether the table with one-row names is wider than the screen leaves it."""
        padding = 2 * self.query_one("#gameover-scores", DataTable).cell_padding
        labels = [row.label for row in self.outcome.breakdown] + ["Total"]
        labels += [label for label, _values in self.facts]
        rows: list[Sequence[str | int]] = [row.values for row in self.outcome.breakdown]
        rows += [self.outcome.scores, *(values for _label, values in self.facts)]
        cells = max(len(str(label)) for label in labels) + padding
        for seat, name in enumerate(names):
            values = [len(str(values[seat])) for values in rows if seat < len(values)]
            cells += max([len(name), *values]) + padding
        return cells > self.app.size.width - TABLE_FRAME

    def action_again(self) -> None:
        mode: Mode = "demo" if self.mode == "demo" else "play"
        menara(self).play_again(self.match, mode)

    def action_save_replay(self) -> None:
        try:
            path = menara(self).store.export_replay(self.match)
        except OSError as exc:
            self.notify(f"The replay could not be saved: {exc}", severity="error", timeout=10)
            return
        self.replay_path = str(path)
        self.notify(f"Replay saved to {path}", title="Saved", timeout=8)

    def action_view_replay(self) -> None:
        menara(self).open_game(self.match, mode="replay")

    def action_home(self) -> None:
        menara(self).go_home()
