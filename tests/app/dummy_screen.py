"""A GameScreen for the dummy game: digits pick (or bid), p passes. Secrets show as SECRET[name]."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from games.core import Event, Match
from menara_tui.saves import SaveStore
from menara_tui.screens.base import Mode
from menara_tui.screens.game import GameScreen


class DummyScreen(GameScreen):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("1", "pick(1)", "Pick 1", id="dummy.pick1"),
        Binding("2", "pick(2)", "Pick 2", id="dummy.pick2"),
        Binding("3", "pick(3)", "Pick 3", id="dummy.pick3"),
        Binding("p", "pass_turn", "Pass", id="dummy.pass"),
    ]
    MOVE_ACTIONS: ClassVar[frozenset[str]] = frozenset({"pick", "pass_turn"})

    def __init__(
        self,
        match: Match,
        *,
        store: SaveStore | None = None,
        save_id: str | None = None,
        mode: Mode = "play",
    ) -> None:
        super().__init__(match, store=store, save_id=save_id, mode=mode)
        self.seen_events: list[Event] = []
        self.first_seat = 0

    def compose_table(self) -> ComposeResult:
        yield Static(id="dummy-table", markup=False)

    def show_view(self) -> None:
        view = self.view
        players = list(view["players"])
        lines = []
        if self.viewer is None:
            lines.append("Spectator view")
        else:
            name = players[self.viewer]
            lines.append(f"SECRET[{name}]={view['secret']}")
            if view["bid"] is not None:
                lines.append(f"BID[{name}]={view['bid']}")
        picks = ", ".join(f"{p} {n}" for p, n in zip(players, view["picks"], strict=True))
        lines.append(f"Picks: {picks}")
        if view["secrets"] is not None:
            lines.append("Secrets: " + ", ".join(str(s) for s in view["secrets"]))
        self.query_one("#dummy-table", Static).update("\n".join(lines))

    def on_events(self, events: Sequence[Event]) -> None:
        self.seen_events.extend(events)

    def first_simultaneous_seat(self, humans: frozenset[int]) -> int:
        return self.first_seat

    def action_pick(self, n: int) -> None:
        self.submit(f"bid {n}" if self.view["bidding"] else f"pick {n}")

    def action_pass_turn(self) -> None:
        self.submit("pass")
