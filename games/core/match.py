"""A game being played: seats, seed, options and the list of moves.

A match is the unit the app saves. It never stores a state: loading replays the moves from the
seed, so a save can never hold an impossible position.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.core.chance import bot_rng
from games.core.contract import JSON, Event, Game, State
from games.core.errors import IllegalMove

FORMAT = "menara_tui.match"
FORMAT_VERSION = 1


class SaveFormatError(ValueError):
    """A save that cannot be loaded: damaged, from a newer version, or of an unknown game."""


@dataclass(frozen=True)
class Seat:
    name: str
    bot: str | None = None
    """None for a human; otherwise the bot's level (a key of the game's `bots`)."""

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict[str, JSON]:
        return {"name": self.name, "bot": self.bot}


@dataclass(frozen=True)
class PlayedMove:
    seat: int
    notation: str
    barrier: bool
    """The move drew from chance or revealed hidden information: undo stops before it."""


@dataclass
class Match:
    game: Game
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, str]
    moves: list[PlayedMove] = field(default_factory=list)
    _states: list[State] = field(default_factory=list, repr=False)

    @classmethod
    def new(
        cls,
        game: Game,
        seats: tuple[Seat, ...],
        *,
        seed: int,
        options: Mapping[str, object] | None = None,
    ) -> Match:
        for seat in seats:
            if seat.bot is not None and seat.bot not in game.bots:
                levels = ", ".join(game.bots)
                raise IllegalMove(f"{game.info.title} has no bot {seat.bot!r} (bots: {levels}).")
        resolved = game.info.resolve_options(options)
        first = game.new_state([s.name for s in seats], seed=seed, options=resolved)
        return cls(game, tuple(seats), seed, resolved, [], [first])

    @property
    def state(self) -> State:
        return self._states[-1]

    @property
    def states(self) -> tuple[State, ...]:
        """Every position from the start to now, for a replay viewer."""
        return tuple(self._states)

    def play(self, seat: int, move: Any) -> list[Event]:
        """Apply a move (an object or its notation) for a seat; IllegalMove leaves all as it was."""
        if isinstance(move, str):
            move = self.game.parse_move(move)
        after, events = self.state.apply(move, seat)
        self._states.append(after)
        self.moves.append(PlayedMove(seat, str(move), any(e.barrier for e in events)))
        return events

    def bot_move(self, seat: int) -> Any:
        """The move the seat's bot chooses now.

        The bot's chance comes from the seed and the move number, so a match with bots replays
        exactly and an undo followed by the same position gives the same bot move.
        """
        level = self.seats[seat].bot
        if level is None:
            raise IllegalMove(f"{self.seats[seat].name} is not a bot.")
        rng = bot_rng(self.seed, len(self.moves), seat)
        return self.game.bots[level].choose(self.state, seat, rng)

    def can_undo(self, seat: int) -> bool:
        """The undo policy of ARCHITECTURE.md §2.

        Solo puzzles undo without limit. Elsewhere a human takes back only their own last move,
        only while it is still their turn, never past a draw or a reveal.
        """
        if not self.moves:
            return False
        if self.game.info.unlimited_undo:
            return True
        last = self.moves[-1]
        if last.seat != seat or last.barrier or not self.seats[seat].is_human:
            return False
        return seat in self.state.actors()

    def undo(self, seat: int) -> PlayedMove:
        if not self.can_undo(seat):
            raise IllegalMove("That move cannot be taken back.")
        self._states.pop()
        return self.moves.pop()

    # -- saves ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, JSON]:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game.info.id,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "moves": [[m.seat, m.notation] for m in self.moves],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON], games: Mapping[str, Game]) -> Match:
        """Rebuild a match by replaying its moves; SaveFormatError says what is wrong."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise SaveFormatError("This is not a menara_tui save file.")
        version = data.get("version")
        if not isinstance(version, int):
            raise SaveFormatError("The save file has no format version.")
        if version > FORMAT_VERSION:
            raise SaveFormatError(
                f"The save was written by a newer menara_tui (format {version}; "
                f"this one reads up to {FORMAT_VERSION})."
            )
        game_id = data.get("game")
        if not isinstance(game_id, str) or game_id not in games:
            raise SaveFormatError(f"The save is of an unknown game {game_id!r}.")
        try:
            seats = tuple(Seat(str(s["name"]), s.get("bot")) for s in data["seats"])
            seed = int(data["seed"])
            options = {str(k): str(v) for k, v in dict(data.get("options", {})).items()}
            moves = [(int(seat), str(text)) for seat, text in data["moves"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveFormatError(f"The save file is damaged ({exc}).") from exc
        try:
            match = cls.new(games[game_id], seats, seed=seed, options=options)
        except IllegalMove as exc:
            raise SaveFormatError(f"The save cannot start its game: {exc}") from exc
        for number, (seat, text) in enumerate(moves, start=1):
            try:
                match.play(seat, text)
            except IllegalMove as exc:
                raise SaveFormatError(f"The save does not replay at move {number}: {exc}") from exc
        return match
