"""The end of a Magic Maze Tower quest: moves against the optimum, help used, the next quest."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from games.core import Match
from menara_tui.campaign_store import ProgressStore
from menara_tui.screens.base import menara
from menara_tui.screens.magic_maze_tower.progress import (
    QuestStats,
    next_quest_id,
    next_quest_match,
)
from widgets.common.footer import StableFooter
from widgets.magic_maze_tower.panels import plural, quest_title

if TYPE_CHECKING:
    from menara_tui.screens.base import Mode


def verdict(
    goes: int, atoms: int, optimum: tuple[int, int] | None, *, solution_played: bool = False
) -> str:
    """How the moves compare with a shortest solution (fewest goes, then fewest atoms)."""
    if optimum is None:
        return ""
    best_goes, best_atoms = optimum
    if (goes, atoms) == optimum:
        # Steps of the shown solution played for the player are not a perfect solve of theirs.
        if solution_played:
            return "A shortest way out, with the solution's steps."
        return "Perfect: a shortest way out."
    if goes == best_goes:
        return f"As few goes as possible; {atoms - best_atoms} atoms more than the shortest way."
    more = goes - best_goes
    return f"{more} go{'s' if more != 1 else ''} more than the shortest way."


class QuestCompleteScreen(Screen[None]):
    DEFAULT_CSS = """
    QuestCompleteScreen #mmt-complete-body {
        padding: 1 2;
        height: auto;
    }
    QuestCompleteScreen #mmt-complete-headline {
        text-style: bold;
        color: $text-success;
        margin-bottom: 1;
    }
    QuestCompleteScreen #mmt-complete-figures {
        padding: 0 2;
        margin-bottom: 1;
    }
    QuestCompleteScreen #mmt-complete-next {
        text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "next_quest", "Next quest", id="mmt.complete.next"),
        Binding("a", "again", "Play again", id="mmt.complete.again"),
        Binding("v", "view_replay", "View replay", id="mmt.complete.replay"),
        Binding("c", "campaign", "Campaign", id="mmt.complete.campaign"),
        Binding("h,escape", "home", "Home", id="mmt.complete.home"),
    ]

    def __init__(
        self,
        match: Match,
        stats: QuestStats,
        optimum: tuple[int, int] | None,
        *,
        mode: Mode = "play",
    ) -> None:
        super().__init__(id="mmt-complete")
        self.match = match
        self.stats = stats
        self.optimum = optimum
        self.mode: Mode = mode
        self.status = ProgressStore().load().status()
        """The campaign's solved / skipped marks (this quest's own already recorded)."""
        self.custom = not match.state.view(None)["quest"]["id"]
        """A quest file of the player's own (`play --quest FILE`): no next quest follows it,
        and playing it again plays the same quest (its match's options name none)."""
        self.next_id = None if self.custom else next_quest_id(match, self.status)

    def headline(self) -> str:
        view = self.match.state.view(None)
        name = quest_title(view)
        if view["status"] == "complete":
            return f"★ {name}: every hero escaped."
        return f"{name}: skipped. It stays open to play another time."

    def rows(self) -> list[tuple[str, str]]:
        """The figures, label and value: moves against the shortest way, then the help used."""
        view = self.match.state.view(None)
        counter = view["counter"]
        goes, atoms = int(counter["goes"]), int(counter["atoms"])
        rows = [("Your moves", f"{plural(goes, 'go')} · {plural(atoms, 'atom')}")]
        if self.optimum is not None:
            best_goes, best_atoms = self.optimum
            rows.append(
                ("Shortest way", f"{plural(best_goes, 'go')} · {plural(best_atoms, 'atom')}")
            )
        if view["status"] == "complete":
            judged = verdict(
                goes, atoms, self.optimum, solution_played=self.stats.solution_steps > 0
            )
            if judged:
                rows.append(("Result", judged))
        stats = self.stats
        rows.append(("Hints used", str(stats.hints)))
        rows.append(("Undos", f"{stats.undos} · restarts {stats.restarts}"))
        if stats.solution_views or stats.solution_steps:
            rows.append(
                ("Solution", f"shown {stats.solution_views}× · {stats.solution_steps} steps played")
            )
        if view["communication"] != "beginner" and len(self.match.seats) > 1:
            signals = sum(int(seat["signals"]) for seat in view["seats"])
            rows.append(("Signals used", f"{signals} ({view['communication']} mode)"))
        return rows

    def next_line(self) -> str:
        if self.custom:
            return "Your own quest: a plays it again from the start."
        if self.next_id is None:
            return "That was the last quest."
        following = Match.new(
            self.match.game,
            self.match.seats,
            seed=0,
            options={**self.match.options, "quest": self.next_id},
        )
        return f"Next quest: {quest_title(following.state.view(None))}"

    def compose(self) -> ComposeResult:
        done = self.match.state.view(None)["status"] == "complete"
        title = "Quest complete" if done else "Quest skipped"
        yield Static(f"Magic Maze Tower · {title}", classes="screen-title")
        with Vertical(id="mmt-complete-body"):
            yield Static(self.headline(), id="mmt-complete-headline", markup=False)
            table = "\n".join(f"{label:<14}{value}" for label, value in self.rows())
            yield Static(table, id="mmt-complete-figures", markup=False)
            yield Static(self.next_line(), id="mmt-complete-next", markup=False)
            keys = "a: play it again · v: view the replay · h: home"
            if self.next_id is not None:
                keys = "n: next quest · " + keys
            yield Static(keys, id="mmt-complete-keys", classes="hint")
        yield StableFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_quest":
            return self.next_id is not None
        return True

    def action_next_quest(self) -> None:
        app = menara(self)
        following = next_quest_match(self.match, app.new_seed(), self.status)
        if following is not None:
            app.open_game(following, mode="demo" if self.mode == "demo" else "play")

    def action_again(self) -> None:
        if self.custom:
            from menara_tui.screens.magic_maze_tower.custom import custom_quest_again

            menara(self).go_home()
            self.app.push_screen(custom_quest_again(self.match))
            return
        menara(self).play_again(self.match, "demo" if self.mode == "demo" else "play")

    def action_view_replay(self) -> None:
        menara(self).open_game(self.match, mode="replay")

    def action_campaign(self) -> None:
        from menara_tui.screens.magic_maze_tower.campaign import CampaignScreen

        menara(self).go_home()
        self.app.push_screen(CampaignScreen())

    def action_home(self) -> None:
        menara(self).go_home()
