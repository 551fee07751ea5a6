"""The home screen: the playable games and what to do with them.

Imports stay light on purpose (no game screens, no Markdown): this is the cold-start path.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from menara_tui.screens import registry
from menara_tui.screens.base import menara, player_range
from widgets.common.footer import StableFooter

EXPANSION_DEMOS: dict[str, tuple[tuple[str, dict[str, str]], ...]] = {
    "menara": (("with Rituals & Ruins", {"first_game": "on"}),),
    "bali": (("with Temple of Shiva", {"temple_of_shiva": "on"}),),
    "mandala_stones": (("with Harmony", {"harmony": "on"}),),
}
"""The demos a game offers besides the base game's: (label after the title, game options).
Menara's is the recommended first expanded game (golden columns, floors X1-X4)."""


def demo_choices(game_id: str) -> list[tuple[str, dict[str, str]]]:
    """("Demo: <title> ...", options) for each demo of a game: the base game's first."""
    title = registry.info(game_id).title
    choices: list[tuple[str, dict[str, str]]] = [(f"Demo: {title}", {})]
    choices += [
        (f"Demo: {title} {label}", dict(opts)) for label, opts in EXPANSION_DEMOS.get(game_id, ())
    ]
    return choices


class DemoChoice(ModalScreen[int | None]):
    """Which demo of a game with an expansion to watch (`d` on the home screen)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", id="demo.cancel"),
    ]

    def __init__(self, choices: list[str]) -> None:
        super().__init__(classes="dialog-screen")
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static("Which demo?", classes="dialog-title")
            yield OptionList(*self.choices, id="demo-choices")
            yield Static("↑↓ choose · Enter: watch · Esc: cancel", classes="dialog-keys")

    def on_mount(self) -> None:
        self.query_one("#demo-choices", OptionList).highlighted = 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option_index)

    def action_cancel(self) -> None:
        self.dismiss(None)


def game_prompt(game_id: str) -> Text:
    info = registry.info(game_id)
    tags = [player_range(info.min_players, info.max_players)]
    if info.cooperative:
        tags.append("co-operative")
    if info.hidden_information:
        tags.append("hidden hands")
    text = Text()
    text.append(info.title, style="bold")
    text.append("  ·  " + ", ".join(tags))
    text.append("\n" + info.pitch, style="italic")
    return text


class HomeScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_game", "New game", id="home.new"),
        Binding("c", "continue", "Continue", id="home.continue"),
        Binding("r", "rules", "Rules", id="home.rules"),
        # As on every game screen: the rules of the highlighted game (the README promises it).
        Binding("f1,question_mark", "rules", "Rules", show=False, id="home.rules_keys"),
        Binding("d", "demo", "Demo", id="home.demo"),
        Binding("q", "app.quit", "Quit", id="home.quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("menara_tui", id="home-title", classes="screen-title")
        yield Static(
            "Rules-enforced board games for one terminal: pass the keyboard, or play bots.",
            id="home-subtitle",
        )
        games = registry.playable_games()
        options = [Option(game_prompt(gid), id=gid) for gid in games]
        listing = OptionList(*options, id="games")
        listing.border_title = "Games"
        yield listing
        if not games:
            yield Static("No game is playable yet.", id="no-games", classes="problem")
        yield Static(
            "↑↓ choose a game · Enter or n: new game · d: demo · r/F1: rules · "
            "c: continue a saved game · Ctrl+P: all commands",
            id="home-hint",
        )
        # Textual's footer builds its keys again each time the bindings are refreshed: three
        # times while the home screen starts (21 key widgets made, mounted and styled), for the
        # same seven keys. This one builds them once.
        yield StableFooter()

    def on_mount(self) -> None:
        listing = self.query_one("#games", OptionList)
        if listing.option_count:
            listing.highlighted = 0

    @property
    def selected_game(self) -> str | None:
        option = self.query_one("#games", OptionList).highlighted_option
        return option.id if option is not None else None

    def _need_game(self) -> str | None:
        game_id = self.selected_game
        if game_id is None:
            self.notify("Choose a game first.", severity="warning")
        return game_id

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            menara(self).open_setup(event.option.id)

    def action_new_game(self) -> None:
        if (game_id := self._need_game()) is not None:
            menara(self).open_setup(game_id)

    def action_continue(self) -> None:
        menara(self).open_saves()

    def action_rules(self) -> None:
        if (game_id := self._need_game()) is not None:
            menara(self).open_rules(game_id)

    def action_demo(self) -> None:
        """The game's demo; for a game with an expansion, a choice of demos first."""
        if (game_id := self._need_game()) is None:
            return
        choices = demo_choices(game_id)
        if len(choices) == 1:
            menara(self).start_demo(game_id)
            return

        def chosen(index: int | None) -> None:
            if index is not None:
                menara(self).start_demo(game_id, options=choices[index][1] or None)

        self.app.push_screen(DemoChoice([label for label, _ in choices]), chosen)
