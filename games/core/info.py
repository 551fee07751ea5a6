"""What a game is called, who may play it, and which options it takes."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from games.core.errors import IllegalMove


@dataclass(frozen=True)
class OptionSpec:
    """One setup option: an expansion module, a variant, a difficulty.

    Values are strings so that a save file, the CLI (`--option key=value`) and the setup
    screen all speak the same text.
    """

    id: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""
    labels: tuple[tuple[str, str], ...] = ()
    """(choice, what a setup list shows for it) where the choice's text is an id (a ritual's
    slug); the CLI, saves and `check` still speak the choice itself."""
    seat_choices: bool = False
    """True when choices of the form P1, P2 ... name seats: a table of n seats offers only
    P1 to Pn (the setup screen hides the others; `new_state` still refuses them)."""
    always_named: bool = False
    """True when a saved game's line names this option even at its default: Magic Maze Tower's
    quest is what tells its saves apart, and its default (the first tutorial) is no "base
    game" a player would assume."""

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise ValueError(f"option {self.id}: default {self.default!r} is not a choice")

    def shown(self, choice: str) -> str:
        """What a setup list shows for `choice`."""
        return next((shown for c, shown in self.labels if c == choice), choice)

    def choices_for(self, seats: int) -> tuple[str, ...]:
        """The choices that make sense at a table of `seats` seats."""
        if not self.seat_choices:
            return self.choices
        return tuple(c for c in self.choices if not _names_seat_beyond(c, seats))

    def check(self, value: object) -> str:
        text = ("on" if value else "off") if isinstance(value, bool) else str(value).strip()
        if text not in self.choices:
            allowed = ", ".join(self.choices)
            raise IllegalMove(f"Option {self.id} must be one of: {allowed} (not {value!r}).")
        return text


def seat_number(choice: str) -> int | None:
    """The seat a choice such as "P2" names (2), or None for a choice naming no seat."""
    if choice[:1] == "P" and choice[1:].isdigit():
        return int(choice[1:])
    return None


def _names_seat_beyond(choice: str, seats: int) -> bool:
    number = seat_number(choice)
    return number is not None and number > seats


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    cooperative: bool = False
    hidden_information: bool = False
    """True when seats hold secrets: the app then covers the table between two humans."""
    unlimited_undo: bool = False
    """True for solo puzzles, which undo without limit (ARCHITECTURE.md §2)."""
    option_specs: tuple[OptionSpec, ...] | Callable[[], tuple[OptionSpec, ...]] = ()
    seat_notes: tuple[tuple[int, str], ...] = ()
    """(number of seats, what to know about that table), e.g. a count the published game does
    not support and the edition offers as an unofficial variant: shown where seats are chosen."""
    """The options, or a function that makes them: a game whose options list its data (floors,
    rituals, quests) gives a function, so the home screen, which reads only titles and player
    counts, starts without importing any game's data."""

    @cached_property
    def options(self) -> tuple[OptionSpec, ...]:
        specs = self.option_specs
        return specs if isinstance(specs, tuple) else specs()

    def seat_note(self, seats: int) -> str:
        """The note for a table of `seats` ("" for none)."""
        return dict(self.seat_notes).get(seats, "")

    def option(self, option_id: str) -> OptionSpec:
        for spec in self.options:
            if spec.id == option_id:
                return spec
        known = ", ".join(s.id for s in self.options) or "none"
        raise IllegalMove(f"{self.title} has no option {option_id!r} (options: {known}).")

    def resolve_options(self, options: Mapping[str, object] | None) -> dict[str, str]:
        """Every option with a value: the given ones checked, the rest at their default."""
        resolved = {spec.id: spec.default for spec in self.options}
        for key, value in (options or {}).items():
            resolved[key] = self.option(key).check(value)
        return resolved

    def start(
        self, players: Sequence[object], options: Mapping[str, object] | None
    ) -> tuple[tuple[str, ...], dict[str, str]]:
        """What every `new_state` checks first: the seat names (count in range) and the options
        resolved (unknown ones refused naming what is allowed)."""
        names = tuple(str(p) for p in players)
        self.check_players(names)
        return names, self.resolve_options(options)

    def check_players(self, players: tuple[str, ...]) -> None:
        n = len(players)
        if not self.min_players <= n <= self.max_players:
            if self.min_players == self.max_players:
                wanted = f"{self.min_players}"
            else:
                wanted = f"{self.min_players} to {self.max_players}"
            raise IllegalMove(f"{self.title} is for {wanted} players, not {n}.")
