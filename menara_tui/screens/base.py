"""Small helpers shared by the screens, and what a screen may ask of the app.

Screens reach the app through `menara(node)`, typed as `Shell`: the few things a screen asks of
the app (go home, open a game, the save store ...). The app module imports the screens, so the
screens name this protocol rather than the app class, and their imports run one way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Protocol, cast

from textual.dom import DOMNode
from textual.widgets import Footer

if TYPE_CHECKING:
    from games.core import Game, Match, Seat
    from menara_tui.saves import SaveStore

Mode = Literal["play", "demo", "replay"]
"""How a game screen runs: a game being played, a bots' demo, or a replay of a saved game."""


class Shell(Protocol):
    """What screens use of the running app (`menara_tui.app.MenaraApp` implements it)."""

    deterministic: bool
    delay_scale: float

    @property
    def store(self) -> SaveStore: ...

    def new_seed(self) -> int: ...

    def default_seats(self, game: Game, *, bots: bool = False) -> tuple[Seat, ...]: ...

    def go_home(self) -> None: ...

    def open_setup(
        self, game_id: str, *, seed: int | None = None, options: dict[str, str] | None = None
    ) -> None: ...

    def open_rules(self, game_id: str) -> None: ...

    def open_saves(self) -> None: ...

    def start_demo(
        self,
        game_id: str,
        seats: tuple[Seat, ...] = (),
        seed: int | None = None,
        options: dict[str, str] | None = None,
    ) -> None: ...

    def open_game(
        self, match: Match, *, mode: Mode = "play", save_id: str | None = None
    ) -> None: ...

    def play_again(self, match: Match, mode: Mode = "play") -> None: ...


def menara(node: DOMNode) -> Shell:
    """The running app, typed (screens never run under another App)."""
    return cast("Shell", node.app)


def player_range(min_players: int, max_players: int) -> str:
    if min_players == max_players:
        return "1 player" if min_players == 1 else f"{min_players} players"
    return f"{min_players}–{max_players} players"


NARROW = 100
"""Below this many columns a game screen's footer is compact (one space less around each key)."""


def fit_footer(screen: DOMNode, width: int) -> None:
    """Compact the screen's footer on a narrow terminal, so that the shell's keys and the game's
    most important ones fit side by side at 80 columns."""
    for footer in screen.query(Footer):
        footer.compact = width < NARROW
