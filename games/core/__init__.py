"""The rules contract every game implements; see ARCHITECTURE.md §2."""

from games.core.chance import bot_rng, derive
from games.core.contract import JSON, Bot, Event, Game, Move, Outcome, ScoreRow, State
from games.core.errors import IllegalMove
from games.core.info import GameInfo, OptionSpec, seat_number
from games.core.lazy import lazy_exports
from games.core.match import (
    FORMAT_VERSION,
    MAX_MOVES,
    Match,
    NewerSaveError,
    PlayedMove,
    SaveFormatError,
    SaveHeader,
    SaveTooLongError,
    Seat,
)
from games.core.random_bot import RandomBot
from games.core.records import Record, RecordError, evolve
from games.core.rules_game import RulesGame

__all__ = [
    "FORMAT_VERSION",
    "JSON",
    "MAX_MOVES",
    "Bot",
    "Event",
    "Game",
    "GameInfo",
    "IllegalMove",
    "Match",
    "Move",
    "NewerSaveError",
    "OptionSpec",
    "Outcome",
    "PlayedMove",
    "RandomBot",
    "Record",
    "RecordError",
    "RulesGame",
    "SaveFormatError",
    "SaveHeader",
    "SaveTooLongError",
    "ScoreRow",
    "Seat",
    "State",
    "bot_rng",
    "derive",
    "evolve",
    "lazy_exports",
    "seat_number",
]
