"""The Magic Maze Tower campaign map: the shipped adventures, their trials and epic, with stars,
solved / skipped marks and the best goes and atoms against the shortest way.

Keys only (80x24 over SSH): ↑/↓ choose, Enter plays the chosen quest, n plays the next
unsolved quest, Esc goes home. An epic opens once every trial of its adventure is solved or
skipped; the next adventure once the epic is. A damaged progress file is reported at the top
(the store kept it aside and started fresh).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Static

from games.core import Match, Seat
from games.magic_maze_tower import (
    GAME,
    CampaignQuest,
    campaign_adventures,
    may_play,
    next_quest,
    open_quests,
)
from menara_tui.campaign_store import Progress, ProgressStore
from menara_tui.screens.base import menara
from widgets.common.footer import StableFooter
from widgets.common.row_table import RowTable

MARKS = {"solved": "✓", "skipped": "»", "": "·"}


def best_text(record_goes: int, record_atoms: int, quest: CampaignQuest) -> str:
    shortest = f"{quest.goes}/{quest.atoms}"
    if not record_goes:
        return f"  -   of {shortest}"
    return f"{record_goes}/{record_atoms} of {shortest}"


class CampaignScreen(Screen[None]):
    DEFAULT_CSS = """
    CampaignScreen #campaign-table {
        height: 1fr;
    }
    CampaignScreen #campaign-problem {
        color: $text-warning;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "play", "Play", id="campaign.play", priority=True),
        Binding("n", "next", "Next quest", id="campaign.next"),
        Binding("escape", "back", "Back", id="campaign.back"),
    ]

    def __init__(self, store: ProgressStore | None = None) -> None:
        super().__init__(id="mmt-campaign")
        self.store = store if store is not None else ProgressStore()
        self.progress: Progress = self.store.load()
        self.rows: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("Magic Maze Tower · Campaign", classes="screen-title")
        yield Static(self.store.problem or "", id="campaign-problem", markup=False)
        table: DataTable[str | Text] = RowTable(id="campaign-table")
        yield table
        yield Static(
            "Enter: play · n: next unsolved quest · Esc: back   (▶ next, ✓ solved, "
            "» skipped, · open, - locked; best goes/atoms of the shortest)",
            id="campaign-hint",
            classes="hint",
        )
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#campaign-problem", Static).display = bool(self.store.problem)
        table = self.query_one("#campaign-table", DataTable)
        table.add_columns(" ", "Quest", "Stars", "Best of shortest")
        self.reload()
        table.focus()

    def on_screen_resume(self) -> None:
        self.progress = self.store.load()
        self.reload()

    def reload(self) -> None:
        table = self.query_one("#campaign-table", DataTable)
        keep = table.cursor_row
        table.clear()
        self.rows = []
        status = self.progress.status()
        opened = open_quests(status)
        upcoming = next_quest(status)
        for adventure in campaign_adventures():
            locked = adventure.trials[0].quest_id not in opened
            head = f"Adventure {adventure.number}: {adventure.title}"
            table.add_row(
                "", Text(head, style="bold"), "★" * adventure.stars, "", key=f"h{adventure.number}"
            )
            self.rows.append("")
            for quest in adventure.quests:
                record = self.progress.quests.get(quest.quest_id)
                mark = MARKS[record.status if record else ""]
                name = f"  {'Epic' if quest.epic else 'Trial ' + quest.letter}: {quest.title}"
                if quest.quest_id not in opened:
                    mark = "-"
                    name += " (locked)" if not locked else ""
                if quest.quest_id == upcoming:
                    mark = "▶"
                best = best_text(
                    record.best_goes if record else 0, record.best_atoms if record else 0, quest
                )
                table.add_row(mark, name, "", best, key=quest.quest_id)
                self.rows.append(quest.quest_id)
        if keep > 0:
            table.move_cursor(row=min(keep, len(self.rows) - 1))
        elif upcoming in self.rows:
            table.move_cursor(row=self.rows.index(upcoming))

    def selected(self) -> str | None:
        table = self.query_one("#campaign-table", DataTable)
        if not self.rows or table.cursor_row < 0:
            return None
        return self.rows[min(table.cursor_row, len(self.rows) - 1)] or None

    def play(self, quest_id: str) -> None:
        if not may_play(quest_id, self.progress.status()):
            self.notify(
                "This epic opens when every trial of its adventure is solved or skipped.",
                timeout=4,
            )
            return
        app = menara(self)
        match = Match.new(GAME, (Seat("You"),), seed=app.new_seed(), options={"quest": quest_id})
        app.open_game(match)

    def action_play(self) -> None:
        quest_id = self.selected()
        if quest_id is None:
            self.notify("Choose a quest (↑/↓), then Enter.", timeout=3)
            return
        self.play(quest_id)

    def action_next(self) -> None:
        quest_id = next_quest(self.progress.status())
        if quest_id is None:
            self.notify("Every quest of the campaign is solved or skipped.", timeout=4)
            return
        self.play(quest_id)

    def action_back(self) -> None:
        menara(self).go_home()
