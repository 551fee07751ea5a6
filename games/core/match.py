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

MAX_MOVES = 100_000
"""The longest game a save may hold (a real game is a few thousand moves at most)."""

MAX_SEED = 2**63
"""Seeds are integers below this in size (the CLI and the app pick them below a million)."""


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

    def bots_in_order(self, state: State | None = None) -> list[int]:
        """The bot seats that may act now, the one to ask first first.

        Usually the lowest seat. Where the seat that moved last may act again (an open table,
        where every seat always may), the seats after it come first, so that every bot gets
        its say in turn and a bot that waits for another never keeps the table to itself.
        The app and `demo --plain` both ask bots in this order, so they play the same game.
        """
        state = self.state if state is None else state
        bots = sorted(a for a in state.actors() if not self.seats[a].is_human)
        if not self.moves or len(bots) < 2:
            return bots
        last = self.moves[-1].seat
        if last not in bots:
            return bots
        count = len(self.seats)
        return sorted(bots, key=lambda seat: (seat - last - 1) % count)

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
    def from_json(
        cls, data: Mapping[str, JSON], games: Mapping[str, Game], *, max_moves: int = MAX_MOVES
    ) -> Match:
        """Rebuild a match by replaying its moves; SaveFormatError says what is wrong.

        The shape is checked first (`SaveHeader.read`), so no other exception comes out; a save
        with more than `max_moves` moves is refused before any replay.
        """
        header = SaveHeader.read(data, games)
        if len(header.moves) > max_moves:
            raise SaveTooLongError(
                f"The save holds {len(header.moves):,} moves; this version opens games of up to "
                f"{max_moves:,} moves."
            )
        game = games[header.game_id]
        try:
            match = cls.new(game, header.seats, seed=header.seed, options=header.options)
        except IllegalMove as exc:
            raise SaveFormatError(f"The save cannot start its game: {exc}") from exc
        except (ValueError, TypeError, OverflowError) as exc:
            raise SaveFormatError("The save cannot start its game.") from exc
        for number, (seat, text) in enumerate(header.moves, start=1):
            if not 0 <= seat < len(header.seats):
                raise SaveFormatError(f"The save does not replay at move {number}: no seat {seat}.")
            try:
                match.play(seat, text)
            except IllegalMove as exc:
                raise SaveFormatError(f"The save does not replay at move {number}: {exc}") from exc
        return match


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class SaveHeader:
    """What a save says, with its shape checked: enough to list it without replaying it."""

    game_id: str
    version: int
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, str]
    moves: tuple[tuple[int, str], ...]

    @classmethod
    def read(cls, data: object, games: Mapping[str, Game]) -> SaveHeader:
        """Check the shape of a save; SaveFormatError in words a player reads."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise SaveFormatError("This is not a menara_tui save file.")
        version = data.get("version")
        if not _is_int(version) or not isinstance(version, int) or version < 1:
            raise SaveFormatError("The save file has no valid format version.")
        if version > FORMAT_VERSION:
            raise NewerSaveError(
                f"The save was written by a newer menara_tui (format {version}; "
                f"this one reads up to {FORMAT_VERSION})."
            )
        game_id = data.get("game")
        if not isinstance(game_id, str) or game_id not in games:
            shown = game_id[:40] if isinstance(game_id, str) else game_id
            raise SaveFormatError(f"The save is of an unknown game {shown!r}.")
        game = games[game_id]
        seed = data.get("seed")
        if not _is_int(seed) or not isinstance(seed, int) or abs(seed) >= MAX_SEED:
            raise SaveFormatError("The save's seed is not a whole number of a usable size.")
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not raw_seats:
            raise SaveFormatError("The save lists no seats.")
        seats: list[Seat] = []
        for number, raw in enumerate(raw_seats, start=1):
            if not isinstance(raw, Mapping) or not isinstance(raw.get("name"), str):
                raise SaveFormatError(f"Seat {number} of the save has no name.")
            bot = raw.get("bot")
            if bot is not None and (not isinstance(bot, str) or bot not in game.bots):
                levels = ", ".join(game.bots)
                raise SaveFormatError(
                    f"Seat {number} of the save names a bot {game.info.title} does not have "
                    f"(bots: {levels})."
                )
            seats.append(Seat(str(raw["name"]), bot))
        raw_options = data.get("options", {})
        if not isinstance(raw_options, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in raw_options.items()
        ):
            raise SaveFormatError("The save's options are not a list of names and values.")
        raw_moves = data.get("moves")
        if not isinstance(raw_moves, list):
            raise SaveFormatError("The save has no list of moves.")
        moves: list[tuple[int, str]] = []
        for number, pair in enumerate(raw_moves, start=1):
            if (
                not isinstance(pair, list)
                or len(pair) != 2
                or not _is_int(pair[0])
                or not isinstance(pair[1], str)
            ):
                raise SaveFormatError(f"Move {number} of the save is not a seat and a move.")
            moves.append((int(pair[0]), pair[1]))
        return cls(game_id, version, tuple(seats), seed, dict(raw_options), tuple(moves))


class NewerSaveError(SaveFormatError):
    """A save from a newer version of the app: left as it is, never set aside."""


class SaveTooLongError(SaveFormatError):
    """A save longer than the app opens: refused with a message, left as it is."""
