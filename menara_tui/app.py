"""The Textual application: one App; each screen module is imported when it is first opened.

Start-up stays light: the home screen needs only `games.GAMES` (titles and player ranges), so
game screens, the Markdown viewer and the save store are imported on demand.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from functools import partial
from pathlib import Path
from time import monotonic
from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual import events
from textual.app import App
from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.timer import Timer

from games.core import Game, IllegalMove, Match, SaveFormatError, Seat
from menara_tui.launch import Launch
from menara_tui.screens import registry
from menara_tui.screens.dialogs import SizeGuard, size_notice
from menara_tui.screens.home import HomeScreen, demo_choices

if TYPE_CHECKING:
    from menara_tui.saves import SaveStore
    from menara_tui.screens.base import Mode

MIN_WIDTH = 80
MIN_HEIGHT = 24
DEFAULT_NAMES = ("Ada", "Bo", "Cy", "Di", "Ed")
DETERMINISTIC_ENV = "MENARA_TUI_DETERMINISTIC"
"""Set to 1 for a fixed theme, no animation, no cursor blink and instant bots (tests, demos)."""
FIXED_THEME = "textual-dark"
SEED_LIMIT = 1_000_000


class MenaraCommands(Provider):
    """Command palette entries: new game, continue, rules, demo, theme."""

    def _commands(self) -> list[tuple[str, str, Callable[[], Any]]]:
        app = cast("MenaraApp", self.screen.app)
        commands: list[tuple[str, str, Callable[[], Any]]] = []
        playable = [(gid, registry.info(gid).title) for gid in registry.playable_games()]
        for gid, title in playable:
            commands.append(
                (
                    f"New game: {title}",
                    f"Choose seats and options for {title}",
                    partial(app.open_setup, gid),
                )
            )
        commands.append(("Continue", "Resume, replay or delete a saved game", app.open_saves))
        if "magic_maze_tower" in registry.playable_games():
            commands.append(
                (
                    "Campaign: Magic Maze Tower",
                    "The adventure map: solo quests in order, with your progress",
                    app.open_campaign,
                )
            )
        for gid, title in playable:
            commands.append(
                (f"Rules: {title}", f"Read the rules of {title}", partial(app.open_rules, gid))
            )
        for gid, _title in playable:
            # The base game's demo, then one per expansion (Bali with Temple of Shiva ...).
            for label, options in demo_choices(gid):
                watch = "Watch bots play " + label.removeprefix("Demo: ")
                run = partial(app.start_demo, gid, options=options or None)
                commands.append((label, watch, run))
        commands.append(("Theme: next", "Switch to the next colour theme", app.action_next_theme))
        commands.append(("Theme: choose", "Pick a colour theme from a list", app.search_themes))
        return commands

    async def discover(self) -> Hits:
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)


class MenaraApp(App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "menara_tui"
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = App.COMMANDS | {
        MenaraCommands
    }
    BINDINGS: ClassVar[list[BindingType]] = [
        # Not in the row of keys: every footer pins it to its right edge (StableFooter).
        Binding("f2", "toggle_keys", "Keys", id="app.keys", key_display="F2", show=False),
        # Esc closes the keys panel before anything else (a game screen's Esc goes home); it is
        # enabled only while the panel is open, so otherwise Esc reaches the screen as before.
        Binding("escape", "hide_keys", "Close keys", show=False, priority=True),
        Binding("ctrl+t", "next_theme", "Next theme", id="app.theme", show=False),
    ]

    def __init__(
        self,
        launch: Launch | None = None,
        *,
        deterministic: bool | None = None,
        store: SaveStore | None = None,
    ) -> None:
        super().__init__()
        self.launch = launch if launch is not None else Launch()
        if deterministic is None:
            deterministic = os.environ.get(DETERMINISTIC_ENV) == "1"
        self.deterministic = deterministic
        self.delay_scale = 0.0 if deterministic else 1.0
        """Multiplies every bot and demo pause; 0 plays instantly."""
        self.rng = random.Random(0 if deterministic else None)
        """Default seeds only; game chance lives in each state's own seed."""
        self._store = store
        self._size_changed_at = float("-inf")
        self._size_timer: Timer | None = None
        self._size_latest = (0, 0)
        if deterministic:
            self.theme = FIXED_THEME
            self.animation_level = "none"

    # -- start-up ---------------------------------------------------------------------------

    def get_default_screen(self) -> Screen[Any]:
        return HomeScreen()

    def on_mount(self) -> None:
        # Any screen pushed while the terminal is too small goes under the size notice.
        self.screen_change_signal.subscribe(self, self._screen_changed)
        self._open_launch()
        self._guard_size(self.size.width, self.size.height)

    def _open_launch(self) -> None:
        launch = self.launch
        try:
            if launch.kind == "campaign":
                self.open_campaign()
            elif launch.kind == "quest":
                from menara_tui.screens.magic_maze_tower.custom import custom_quest_screen

                if launch.path is None:
                    raise registry.NotPlayable("A quest launch needs a quest file.")
                seed = launch.seed if launch.seed is not None else self.new_seed()
                block = launch.options.get("block")
                self.push_screen(custom_quest_screen(launch.path, seed, block))
            elif launch.kind == "replay":
                if launch.path is None:
                    raise registry.NotPlayable("A replay needs a save file.")
                self.open_game(self.store.read(launch.path), mode="replay")
            elif launch.kind == "setup":
                if launch.game_id is None:
                    raise registry.NotPlayable("Which game should the setup open?")
                self._check_playable(launch.game_id)
                self.open_setup(launch.game_id, seed=launch.seed, options=launch.options)
            elif launch.kind in ("play", "demo"):
                if launch.game_id is None:
                    raise registry.NotPlayable(f"Which game should the {launch.kind} open?")
                self._check_playable(launch.game_id)
                if launch.kind == "demo":
                    self.start_demo(launch.game_id, launch.seats, launch.seed, launch.options)
                elif not launch.seats:
                    self.open_setup(launch.game_id, seed=launch.seed, options=launch.options)
                else:
                    game = registry.game(launch.game_id)
                    seed = launch.seed if launch.seed is not None else self.new_seed()
                    match = Match.new(game, launch.seats, seed=seed, options=launch.options)
                    self.open_game(match)
        except (registry.NotPlayable, IllegalMove, SaveFormatError, OSError) as exc:
            self.notify(str(exc), title="Cannot open that", severity="error", timeout=10)

    # -- screenshots ---------------------------------------------------------------------------

    def deliver_screenshot(
        self,
        filename: str | None = None,
        path: str | None = None,
        time_format: str | None = None,
    ) -> str | None:
        """Save an SVG of the screen where the user finds it and say where.

        Textual's default folder (~/Downloads) may not exist; this saves into the app's data
        folder (`screenshots/`), or the current directory if that cannot be made.
        """
        from menara_tui.saves import default_root

        folder = Path(path) if path is not None else default_root() / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            saved = self.save_screenshot(filename, str(folder), time_format)
        except OSError:
            try:
                saved = self.save_screenshot(filename, os.getcwd(), time_format)
            except OSError as exc:
                reason = (exc.strerror or "it could not be written").lower()
                self.notify(f"The screenshot was not saved: {reason}.", severity="error")
                return None
        self.notify(f"Screenshot saved to {saved}", title="Screenshot", timeout=8)
        return saved

    # -- the terminal-size guard --------------------------------------------------------------

    RESIZE_SETTLE: ClassVar[float] = 0.1
    """Seconds a storm of resizes must pause before the size notice is put up or taken down."""

    def on_resize(self, event: events.Resize) -> None:
        # A lone resize is answered at once; a storm (a window dragged) is coalesced: only the
        # size it settles at is acted on, so work never queues up behind stale sizes.
        now = monotonic()
        storm = now - self._size_changed_at < self.RESIZE_SETTLE or self._size_timer is not None
        self._size_changed_at = now
        self._size_latest = (event.size.width, event.size.height)
        if not storm or (self.size_guarded and min(event.size) > 0 and self._too_small(event)):
            # Alone, or the notice only needs its numbers changed: cheap, done at once.
            self._guard_size(*self._size_latest)
            return
        if self._size_timer is not None:
            self._size_timer.stop()
        self._size_timer = self.set_timer(self.RESIZE_SETTLE, self._settle_size)

    def _too_small(self, event: events.Resize) -> bool:
        return event.size.width < MIN_WIDTH or event.size.height < MIN_HEIGHT

    def _settle_size(self) -> None:
        self._size_timer = None
        self._guard_size(*self._size_latest)

    def _screen_changed(self, screen: Screen[Any]) -> None:
        self.call_later(lambda: self._guard_size(self.size.width, self.size.height))

    @property
    def size_guarded(self) -> bool:
        return bool(self.screen_stack) and isinstance(self.screen, SizeGuard)

    def _guard_size(self, width: int, height: int) -> None:
        if not self.screen_stack:
            return
        if width < MIN_WIDTH or height < MIN_HEIGHT:
            text = size_notice(width, height, MIN_WIDTH, MIN_HEIGHT)
            if isinstance(self.screen, SizeGuard):
                self.screen.update(text)
            else:
                self.push_screen(SizeGuard(text))
        elif isinstance(self.screen, SizeGuard):
            self.pop_screen()

    MAX_TOASTS: ClassVar[int] = 2
    """Notifications on screen at once. Textual (8.2) leaves the text of expired toasts on
    screen once their stack is taller than the screen (six refusals in a row at 80x24 did),
    so a new one sends the oldest away, and the same message is never stacked twice."""

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        shown = list(self._notifications)
        for old in shown:
            if old.message == message and old.title == title:
                self._unnotify(old, refresh=False)
        shown = list(self._notifications)
        for old in shown[: max(0, len(shown) - (self.MAX_TOASTS - 1))]:
            self._unnotify(old, refresh=False)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hide_keys" and not self._keys_panel_open():
            return False  # Esc goes on to the screen
        # While the size notice covers the screen only quitting works, so nothing changes.
        return not (self.size_guarded and action not in ("quit", "help_quit"))

    # -- services for the screens ---------------------------------------------------------

    @property
    def store(self) -> SaveStore:
        if self._store is None:
            import games
            from menara_tui.saves import SaveStore

            self._store = SaveStore(games.GAMES)
        return self._store

    def new_seed(self) -> int:
        return self.rng.randrange(1, SEED_LIMIT)

    def default_seats(self, game: Game, *, bots: bool = False) -> tuple[Seat, ...]:
        info = game.info
        count = max(info.min_players, min(info.max_players, 2 if not bots else 3))
        # Demos show the best bot a game has: a careful `planner` (Menara), else `greedy`.
        level = next(
            (b for b in ("planner", "greedy") if b in game.bots), next(iter(game.bots), None)
        )
        return tuple(Seat(DEFAULT_NAMES[i], level if bots else None) for i in range(count))

    def _check_playable(self, game_id: str) -> None:
        registry.game(game_id)
        if game_id not in registry.playable_games():
            raise registry.NotPlayable(f"{registry.game(game_id).info.title} has no screen yet.")

    # -- navigation -----------------------------------------------------------------------

    def go_home(self) -> None:
        """Pop every screen above the home screen (games are saved after every move)."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, HomeScreen):
            self.pop_screen()

    def open_setup(
        self, game_id: str, *, seed: int | None = None, options: dict[str, str] | None = None
    ) -> None:
        from menara_tui.screens.setup import SetupScreen

        self.go_home()
        self.push_screen(SetupScreen(game_id, seed=seed, options=options))

    def open_campaign(self) -> None:
        """The Magic Maze Tower campaign map, over the home screen."""
        from menara_tui.screens.magic_maze_tower.campaign import CampaignScreen

        self.go_home()
        self.push_screen(CampaignScreen())

    def open_rules(self, game_id: str) -> None:
        from menara_tui.screens.rules import RulesScreen

        self.push_screen(RulesScreen(game_id))

    def open_saves(self) -> None:
        from menara_tui.screens.saves import SavesScreen

        self.go_home()
        self.push_screen(SavesScreen())

    def start_demo(
        self,
        game_id: str,
        seats: tuple[Seat, ...] = (),
        seed: int | None = None,
        options: dict[str, str] | None = None,
    ) -> None:
        game = registry.game(game_id)
        seats = seats or self.default_seats(game, bots=True)
        # A demo plays bots in every seat, whatever the launch asked for.
        fallback = next(iter(game.bots))
        seats = tuple(s if s.bot is not None else Seat(s.name, fallback) for s in seats)
        seed = seed if seed is not None else self.new_seed()
        try:
            match = Match.new(game, seats, seed=seed, options=options)
        except IllegalMove as exc:
            self.notify(str(exc), title="Cannot start the demo", severity="error")
            return
        self.open_game(match, mode="demo")

    def open_game(self, match: Match, *, mode: Mode = "play", save_id: str | None = None) -> None:
        """Show a match on its game's screen; a new match in play mode gets a save id."""
        screen_class = registry.screen_class(match.game.info.id)
        store = self.store if mode == "play" else None
        if store is not None and save_id is None:
            save_id = store.new_id(match.game.info.id)
        self.go_home()
        self.push_screen(screen_class(match, store=store, save_id=save_id, mode=mode))

    def play_again(self, match: Match, mode: Mode = "play") -> None:
        """The same game, seats and options with a new seed."""
        again = Match.new(match.game, match.seats, seed=self.new_seed(), options=match.options)
        self.open_game(again, mode=mode)

    # -- actions --------------------------------------------------------------------------

    def _keys_panel_open(self) -> bool:
        from menara_tui.screens.keys_panel import KeysPanel

        return bool(self.screen_stack) and bool(self.screen.query(KeysPanel))

    def action_toggle_keys(self) -> None:
        if self._keys_panel_open():
            self.action_hide_keys()
        else:
            from menara_tui.screens.keys_panel import KeysPanel

            self.screen.mount(KeysPanel())

    def action_hide_keys(self) -> None:
        from menara_tui.screens.keys_panel import KeysPanel

        self.screen.query(KeysPanel).remove()

    def action_next_theme(self) -> None:
        names = sorted(self.available_themes)
        index = names.index(self.theme) if self.theme in names else -1
        self.theme = names[(index + 1) % len(names)]
        self.notify(f"Theme: {self.theme}", timeout=2)
