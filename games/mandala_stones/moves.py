"""The moves of Mandala Stones and their notation.

A turn is split into small moves (ARCHITECTURE §2) so that `legal_moves` stays short:

    pick Sa a1          PICK, step 1: move artist Sa to artist space a1 (§4.2 steps 1-5)
    build s4 P2         PICK, step 2: take the stones starting at s4, the new tower on P2
    score Y             SCORE option A: every tower topped yellow
    score Y with P1 P4  ... also the New-Stone tops of P1 and P4 (Harmony, §6.4)
    score P1 P3         SCORE option B: the top stones of P1 and P3, 1 VP each
    keep / give         Harmony: keep the uncovered New Stone, or give it up for the VP (§6.2)
    place P2            Harmony: put a kept New Stone on the tower at P2 (§6.3)
    objective O9        End: the objective card to score (§5.3)

Every possible move exists once, made at import: `legal_moves` hands out these values rather
than building new ones, which keeps random play-outs fast.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core import IllegalMove
from games.core.errors import quote
from games.mandala_stones import data


@dataclass(frozen=True, slots=True)
class Pick:
    """Move an artist (Sa, Sb, Oa, Ob) to an empty artist space (a1..a9)."""

    artist: str
    to: str

    def __str__(self) -> str:
        return f"pick {self.artist} {self.to}"


@dataclass(frozen=True, slots=True)
class Build:
    """Take the picked stones starting at stone space `start`, clockwise; tower on `tower`."""

    start: str
    tower: str

    def __str__(self) -> str:
        return f"build {self.start} {self.tower}"


@dataclass(frozen=True, slots=True)
class ScoreColour:
    """Option A: score every tower topped `colour`, plus the New-Stone tops named in `wild`."""

    colour: str
    wild: tuple[str, ...] = ()

    def __str__(self) -> str:
        if not self.wild:
            return f"score {self.colour}"
        return f"score {self.colour} with {' '.join(self.wild)}"


@dataclass(frozen=True, slots=True)
class ScoreTops:
    """Option B: take the top stone of each named tower, 1 VP each."""

    towers: tuple[str, ...]

    def __str__(self) -> str:
        return "score " + " ".join(self.towers)


@dataclass(frozen=True, slots=True)
class Keep:
    """Harmony: keep the New Stone just uncovered (no VP for its space)."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class GiveUp:
    """Harmony: return the New Stone just uncovered to the box and gain its space's VP."""

    def __str__(self) -> str:
        return "give"


@dataclass(frozen=True, slots=True)
class PlaceNew:
    """Harmony: put one kept New Stone on top of the existing tower at `tower`."""

    tower: str

    def __str__(self) -> str:
        return f"place {self.tower}"


@dataclass(frozen=True, slots=True)
class ChooseObjective:
    """End of the game: the objective card (O1..O10) to score."""

    card: str

    def __str__(self) -> str:
        return f"objective {self.card}"


Move = Pick | Build | ScoreColour | ScoreTops | Keep | GiveUp | PlaceNew | ChooseObjective

# -- every move, made once ---------------------------------------------------------------------

ARTIST_INDEX = {a.name: i for i, a in enumerate(data.ARTISTS)}
SPACE_INDEX = {name: i for i, name in enumerate(data.ARTIST_NAMES)}
STONE_INDEX = {name: i for i, name in enumerate(data.STONE_NAMES)}
TOWER_INDEX = {name: i for i, name in enumerate(data.TOWER_NAMES)}

PICKS: tuple[tuple[Pick, ...], ...] = tuple(
    tuple(Pick(a.name, s) for s in data.ARTIST_NAMES) for a in data.ARTISTS
)
"""PICKS[artist][space]."""
BUILDS: tuple[tuple[Build, ...], ...] = tuple(
    tuple(Build(s, t) for t in data.TOWER_NAMES) for s in data.STONE_NAMES
)
"""BUILDS[stone space][tower]."""


def mask_names(mask: int) -> tuple[str, ...]:
    """The tower names of a bit mask (bit i = P(i+1)), in board order."""
    return tuple(data.TOWER_NAMES[i] for i in range(data.TOWERS) if mask >> i & 1)


TOPS: tuple[ScoreTops | None, ...] = tuple(
    ScoreTops(mask_names(m)) if m else None for m in range(1 << data.TOWERS)
)
"""TOPS[mask]: option B on the towers of the mask (mask 0 is no move)."""
COLOUR_SCORES: dict[str, tuple[ScoreColour, ...]] = {
    c: tuple(ScoreColour(c, mask_names(m)) for m in range(1 << data.TOWERS)) for c in data.COLOURS
}
"""COLOUR_SCORES[colour][mask of included New-Stone tops]."""
KEEP = Keep()
GIVE = GiveUp()
PLACES = tuple(PlaceNew(t) for t in data.TOWER_NAMES)
CHOOSE = {o.id: ChooseObjective(o.id) for o in data.OBJECTIVES}

# -- reading notation --------------------------------------------------------------------------

USAGE = (
    "Moves are: pick Sa a1, build s4 P2, score Y, score Y with P1, score P1 P3, keep, give, "
    "place P2, objective O9."
)


def _tower(token: str) -> str:
    name = token.upper()
    if name not in TOWER_INDEX:
        raise IllegalMove(f"{quote(token)} is not a tower space: they are P1 to P5.")
    return name


def _towers(tokens: list[str], twice: str) -> tuple[str, ...]:
    names = [_tower(t) for t in tokens]
    if len(set(names)) != len(names):
        raise IllegalMove(twice)
    return tuple(sorted(names, key=TOWER_INDEX.__getitem__))


def _pick(args: list[str]) -> Pick:
    if len(args) != 2:
        raise IllegalMove("Write a pick as 'pick Sa a1': the artist, then the artist space.")
    artist = args[0][:1].upper() + args[0][1:].lower()
    if artist not in ARTIST_INDEX:
        raise IllegalMove(f"{quote(args[0])} is not an artist: they are Sa, Sb, Oa and Ob.")
    space = args[1].lower()
    if space not in SPACE_INDEX:
        raise IllegalMove(f"{quote(args[1])} is not an artist space: they are a1 to a9.")
    return PICKS[ARTIST_INDEX[artist]][SPACE_INDEX[space]]


def _build(args: list[str]) -> Build:
    if len(args) != 2:
        raise IllegalMove("Write a build as 'build s4 P2': the first stone, then the tower space.")
    stone = args[0].lower()
    if stone not in STONE_INDEX:
        raise IllegalMove(f"{quote(args[0])} is not a stone space: they are s1 to s24.")
    return BUILDS[STONE_INDEX[stone]][TOWER_INDEX[_tower(args[1])]]


def _score(args: list[str]) -> ScoreColour | ScoreTops:
    if not args:
        raise IllegalMove("Write 'score Y' to score a colour, or 'score P1 P3' to take tops.")
    head = args[0].upper()
    if head in data.COLOURS:
        rest = args[1:]
        if rest and rest[0].lower() == "with":
            rest = rest[1:]
            if not rest:
                raise IllegalMove("Name the New-Stone towers after 'with', like 'score Y with P1'.")
        elif rest:
            raise IllegalMove("Write 'score Y with P1 P4' to include New-Stone tops.")
        wild = _towers(rest, "A colour scoring names each New-Stone top once.")
        mask = sum(1 << TOWER_INDEX[t] for t in wild)
        return COLOUR_SCORES[head][mask]
    if head in TOWER_INDEX:
        towers = _towers(args, "A scoring of tops takes one stone per tower: name each tower once.")
        move = TOPS[sum(1 << TOWER_INDEX[t] for t in towers)]
        assert move is not None
        return move
    raise IllegalMove(
        f"{quote(args[0])} is neither a colour (Y, B, R, V) nor a tower space (P1 to P5)."
    )


def parse_move(text: str) -> Move:
    """Read a move from its notation, tolerant of case, commas and spaces; junk is IllegalMove."""
    if not isinstance(text, str):
        raise IllegalMove("A move is a line of text.")
    words = text.replace(",", " ").split()
    if not words:
        raise IllegalMove("Type a move. " + USAGE)
    verb, args = words[0].lower(), words[1:]
    if verb == "pick":
        return _pick(args)
    if verb == "build":
        return _build(args)
    if verb == "score":
        return _score(args)
    if verb in ("keep", "give", "giveup"):
        if verb == "give" and [a.lower() for a in args] == ["up"]:
            args = []
        if args:
            raise IllegalMove(f"'{verb}' takes nothing after it.")
        return KEEP if verb == "keep" else GIVE
    if verb == "place":
        if len(args) != 1:
            raise IllegalMove("Write 'place P2' to put a kept New Stone on the tower at P2.")
        return PLACES[TOWER_INDEX[_tower(args[0])]]
    if verb == "objective":
        if len(args) != 1 or args[0].upper() not in CHOOSE:
            raise IllegalMove("Write 'objective O9': the objective cards are O1 to O10.")
        return CHOOSE[args[0].upper()]
    raise IllegalMove(f"{quote(words[0])} is not a move. " + USAGE)
