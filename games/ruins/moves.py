"""The moves of Ruins and their notation (`flip R4A`, `buy S3 R2C`, `play R1E R4B =4` ...)."""

from __future__ import annotations

from dataclasses import dataclass

from games.core import IllegalMove
from games.core.errors import quote
from games.ruins import data


@dataclass(frozen=True)
class Flip:
    """Round start: secretly turn one day-side ruin of your hand to night."""

    ruin: str

    def __str__(self) -> str:
        return f"flip {self.ruin}"


@dataclass(frozen=True)
class NoFlip:
    """Round start: keep every ruin as it is."""

    def __str__(self) -> str:
        return "noflip"


@dataclass(frozen=True)
class Buy:
    """Draft: buy the discovery in market slot `slot` (1..4) and put it on `ruin` in your hand."""

    slot: int
    ruin: str

    def __str__(self) -> str:
        return f"buy S{self.slot} {self.ruin}"


@dataclass(frozen=True)
class Claim:
    """Draft: put one of your unused claims on `ruin` in your hand."""

    ruin: str

    def __str__(self) -> str:
        return f"claim {self.ruin}"


@dataclass(frozen=True)
class Play:
    """Commit the play: the ruins in the order selected; `declared` only for 2+ wild ruins."""

    ruins: tuple[str, ...]
    declared: int | None = None

    def __str__(self) -> str:
        text = "play " + " ".join(self.ruins)
        return text if self.declared is None else f"{text} ={self.declared}"


@dataclass(frozen=True)
class Pass:
    """Do not follow this time (never when leading); drops any draft."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Discard:
    """After a Scout or Cache: the ruin of your hand to discard."""

    ruin: str

    def __str__(self) -> str:
        return f"discard {self.ruin}"


@dataclass(frozen=True)
class Burden:
    """After a Burden One: the opponent (0-based seat) who draws a ruin."""

    target: int

    def __str__(self) -> str:
        return f"burden P{self.target + 1}"


Move = Flip | NoFlip | Buy | Claim | Play | Pass | Discard | Burden

USAGE = (
    "Moves are: flip R4A, noflip, buy S3 R2C, claim R5A, play R5A R5B (=N for all wilds), "
    "pass, discard R3B, burden P3."
)


def _ruin(token: str) -> str:
    rid = token.upper()
    if rid not in data.RUIN_INDEX:
        raise IllegalMove(f"{quote(token)} is not a ruin: ruins are named R1A to R10E.")
    return rid


def _one_ruin(verb: str, args: list[str]) -> str:
    if len(args) != 1:
        raise IllegalMove(f"Write {verb} with one ruin, like '{verb} R4A'.")
    return _ruin(args[0])


def _slot(token: str) -> int:
    text = token.upper()
    if len(text) == 2 and text[0] == "S" and text[1] in "1234":
        return int(text[1])
    raise IllegalMove(f"{quote(token)} is not a market slot: slots are S1 to S4.")


def _seat(token: str) -> int:
    text = token.upper()
    if len(text) == 2 and text[0] == "P" and text[1] in "12345":
        return int(text[1]) - 1
    raise IllegalMove(f"{quote(token)} is not a player: players are P1 to P5.")


def _play(args: list[str]) -> Play:
    declared: int | None = None
    if args and args[-1].startswith("="):
        text = args.pop()[1:].strip()
        if not (text.isascii() and text.isdigit()) or len(text) > 3:
            raise IllegalMove("A declared rank is written =N with a whole number, like =4.")
        declared = int(text)
    if not args:
        raise IllegalMove("Name the ruins to play, like 'play R5A R5B'.")
    ruins = tuple(_ruin(a) for a in args)
    if len(set(ruins)) != len(ruins):
        raise IllegalMove("A play names each ruin once.")
    if declared is not None and len(ruins) < 2:
        raise IllegalMove("A declared rank (=N) is only for a play of 2 or more wild ruins.")
    return Play(ruins, declared)


def parse_move(text: str) -> Move:
    """Read a move from its notation, tolerant of case and spaces; junk raises IllegalMove."""
    if not isinstance(text, str):
        raise IllegalMove("A move is a line of text.")
    # "=4" may be written apart from its sign ("= 4") or glued to a ruin ("R4B=4").
    words = text.replace("=", " =").replace("= ", "=").split()
    if not words:
        raise IllegalMove("Type a move. " + USAGE)
    verb, args = words[0].lower(), words[1:]
    if verb == "flip":
        return Flip(_one_ruin("flip", args))
    if verb == "claim":
        return Claim(_one_ruin("claim", args))
    if verb == "discard":
        return Discard(_one_ruin("discard", args))
    if verb in ("noflip", "pass"):
        if args:
            raise IllegalMove(f"'{verb}' takes nothing after it.")
        return NoFlip() if verb == "noflip" else Pass()
    if verb == "buy":
        if len(args) != 2:
            raise IllegalMove("Write a purchase as 'buy S3 R2C': the slot, then the ruin.")
        return Buy(_slot(args[0]), _ruin(args[1]))
    if verb == "burden":
        if len(args) != 1:
            raise IllegalMove("Write 'burden P3' to name the opponent who draws.")
        return Burden(_seat(args[0]))
    if verb == "play":
        return _play(args)
    raise IllegalMove(f"{quote(words[0])} is not a move. " + USAGE)
