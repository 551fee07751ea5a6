"""The moves of Bali and their notation.

Canonical forms (what `str(move)` prints; `parse_move` reads them back, case and spacing free):

    buy rice                      phase 1: buy one sacrifice card
    play SM | play PR | play SH   phase 2: a Stonemason, a Priest, a Shrine
    play F-rice | play 2 F-rice   phase 2: one to three farmers of one kind
    play TC A rice bananas        phase 2: a Temple card, tower of pile A; rice back to the
                                  supply, bananas face down on the altar ("-" when no tower
                                  is left: then the first kind is any)
    discard SH                    phase 2 fallback: no play is legal, one card leaves the game
    sacrifice rice                sacrifice phase: a card face up on the altar
    facedown rice                 sacrifice phase: the Shrine's builder, face down
    supply peppers                sacrifice phase: the builder's card from the supply
    take C2                       phase 3: the bottom card of a column
    shrine 3vp 1st                Shrine scoring: how a player splits their units
    gain rice                     Temple scoring: the sole leader's card from the supply
"""

from __future__ import annotations

from dataclasses import dataclass

from games.bali import data
from games.core import IllegalMove
from games.core.errors import quote


def kind_name(kind: int) -> str:
    return data.KIND_NAMES[kind]


def card_code(card_type: int) -> str:
    return data.CARD_CODES[card_type]


@dataclass(frozen=True, slots=True)
class Buy:
    kind: int

    def __str__(self) -> str:
        return f"buy {kind_name(self.kind)}"


@dataclass(frozen=True, slots=True)
class Play:
    """A Stonemason, Priest or Shrine (options A, B, C)."""

    card: int

    def __str__(self) -> str:
        return f"play {card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class PlayFarmers:
    """Option D: 1 to 3 farmers of one kind."""

    kind: int
    count: int

    def __str__(self) -> str:
        code = card_code(data.farmer_of(self.kind))
        return f"play {code}" if self.count == 1 else f"play {self.count} {code}"


@dataclass(frozen=True, slots=True)
class PlayTemple:
    """Option E: a Temple card, paid with a tower (pile "A"/"B", or "-" when none is left)."""

    pile: str
    back: int
    """The kind returned to the supply (the chosen tower's kind when there is a tower)."""
    down: int
    """The kind placed face down on the altar."""

    def __str__(self) -> str:
        return f"play TC {self.pile} {kind_name(self.back)} {kind_name(self.down)}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Fallback F: no option A–E is legal; one card of this type is removed from the game."""

    card: int

    def __str__(self) -> str:
        return f"discard {card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """Sacrifice phase step 1: one own card face up on the altar."""

    kind: int

    def __str__(self) -> str:
        return f"sacrifice {kind_name(self.kind)}"


@dataclass(frozen=True, slots=True)
class FaceDown:
    """Sacrifice phase step 2: the active player's own card face down on the altar."""

    kind: int

    def __str__(self) -> str:
        return f"facedown {kind_name(self.kind)}"


@dataclass(frozen=True, slots=True)
class FromSupply:
    """Sacrifice phase step 3: a card of this kind from the supply, face up on the altar."""

    kind: int

    def __str__(self) -> str:
        return f"supply {kind_name(self.kind)}"


@dataclass(frozen=True, slots=True)
class Take:
    column: int
    """0-based; printed C1–C4."""

    def __str__(self) -> str:
        return f"take C{self.column + 1}"


@dataclass(frozen=True, slots=True)
class Split:
    """Shrine scoring: units taken as VP and as stones."""

    vp: int
    stones: int

    def __str__(self) -> str:
        return f"shrine {self.vp}vp {self.stones}st"


@dataclass(frozen=True, slots=True)
class Gain:
    """Temple scoring: the sole leader's sacrifice card from the supply."""

    kind: int

    def __str__(self) -> str:
        return f"gain {kind_name(self.kind)}"


Move = (
    Buy
    | Play
    | PlayFarmers
    | PlayTemple
    | Discard
    | Sacrifice
    | FaceDown
    | FromSupply
    | Take
    | Split
    | Gain
)
MOVE_TYPES = (
    Buy,
    Play,
    PlayFarmers,
    PlayTemple,
    Discard,
    Sacrifice,
    FaceDown,
    FromSupply,
    Take,
    Split,
    Gain,
)

# -- parsing ---------------------------------------------------------------------------------

_KIND_WORDS: dict[str, int] = {}
for _k, _name in enumerate(data.KIND_NAMES):
    _KIND_WORDS[_name] = _k
    _KIND_WORDS[_name.rstrip("s")] = _k  # "peanut", "banana", "pepper"
    _KIND_WORDS[data.KIND_LETTERS[_k].lower()] = _k

_CARD_WORDS: dict[str, int] = {}
for _type, (_code, _full) in enumerate(zip(data.CARD_CODES, data.CARD_NAMES, strict=True)):
    _CARD_WORDS[_code.lower()] = _type
    _CARD_WORDS[_full.lower().replace(" ", "-")] = _type
    _CARD_WORDS[_full.lower().split()[0]] = _type
for _k, _name in enumerate(data.KIND_NAMES):
    _CARD_WORDS[f"f-{_name}"] = data.farmer_of(_k)
    _CARD_WORDS[f"f-{_name.rstrip('s')}"] = data.farmer_of(_k)
    _CARD_WORDS[f"f-{data.KIND_LETTERS[_k].lower()}"] = data.farmer_of(_k)
for _word in ("rice", "peanut", "banana", "pepper"):
    _CARD_WORDS.pop(_word, None)  # a bare kind is a sacrifice card, never a farmer


def _kind(word: str, text: str) -> int:
    kind = _KIND_WORDS.get(word)
    if kind is None:
        raise IllegalMove(
            f"{quote(text.strip())}: {quote(word)} is not a sacrifice kind"
            " (rice, peanuts, bananas, peppers)."
        )
    return kind


def _card(word: str, text: str) -> int:
    card = _CARD_WORDS.get(word)
    if card is None:
        codes = ", ".join(data.CARD_CODES)
        raise IllegalMove(f"{quote(text.strip())}: {quote(word)} is not a card ({codes}).")
    return card


def _count(word: str, text: str) -> int:
    digits = word.rstrip("x")
    if not digits.isdigit() or not 1 <= int(digits) <= data.MAX_FARMERS_PER_PLAY:
        raise IllegalMove(f"{quote(text.strip())}: farmers are played 1, 2 or 3 at a time.")
    return int(digits)


def _number(word: str, suffixes: tuple[str, ...], text: str) -> int:
    for suffix in suffixes:
        if word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    if not word.isdigit() or len(word) > 3:
        raise IllegalMove(
            f"{quote(text.strip())}: a Shrine split is written like “shrine 3vp 1st”."
        )
    return int(word)


def parse_move(text: str) -> Move:
    """Read a move from its notation; anything else raises IllegalMove."""
    if not isinstance(text, str):
        raise IllegalMove("A move is written as text, like “take C2”.")
    words = text.strip().lower().replace(",", " ").replace("+", " ").split()
    if not words:
        raise IllegalMove("Write a move, like “take C2” or “play SM”.")
    verb, args = words[0], words[1:]
    try:
        return _parse(verb, args, text)
    except (IndexError, ValueError) as exc:
        if isinstance(exc, IllegalMove):
            raise
        raise IllegalMove(f"{quote(text.strip())} is not a Bali move.") from None


def _parse(verb: str, args: list[str], text: str) -> Move:
    one = len(args) == 1
    if verb == "buy" and one:
        return Buy(_kind(args[0], text))
    if verb == "sacrifice" and one:
        return Sacrifice(_kind(args[0], text))
    if verb in ("facedown", "face-down") and one:
        return FaceDown(_kind(args[0], text))
    if verb == "supply" and one:
        return FromSupply(_kind(args[0], text))
    if verb == "gain" and one:
        return Gain(_kind(args[0], text))
    if verb == "discard" and one:
        return Discard(_card(args[0], text))
    if verb == "take" and one:
        word = args[0].removeprefix("c")
        if word in ("1", "2", "3", "4"):
            return Take(int(word) - 1)
        raise IllegalMove(f"{quote(text.strip())}: the columns are C1 to C4.")
    if verb == "shrine" and len(args) == 2:
        return Split(_number(args[0], ("vp",), text), _number(args[1], ("stones", "st", "s"), text))
    if verb == "play":
        return _parse_play(args, text)
    raise IllegalMove(f"{quote(text.strip())} is not a Bali move.")


def _parse_play(args: list[str], text: str) -> Move:
    if len(args) == 2 and args[0][:1].isdigit():
        card = _card(args[1], text)
        if card not in data.FARMERS:
            raise IllegalMove(f"{quote(text.strip())}: only farmers are played several at a time.")
        return PlayFarmers(data.kind_of_farmer(card), _count(args[0], text))
    if len(args) == 4 and _card(args[0], text) == data.TEMPLE:
        pile = args[1].upper()
        if pile not in (*data.PILES, "-"):
            raise IllegalMove(
                f"{quote(text.strip())}: the tower piles are A and B (“-” when both are empty)."
            )
        return PlayTemple(pile, _kind(args[2], text), _kind(args[3], text))
    if len(args) == 1:
        card = _card(args[0], text)
        if card in data.FARMERS:
            return PlayFarmers(data.kind_of_farmer(card), 1)
        if card == data.TEMPLE:
            raise IllegalMove(
                f"{quote(text.strip())}: a Temple card names its tower and payment, "
                "like “play TC A rice bananas”."
            )
        return Play(card)
    raise IllegalMove(f"{quote(text.strip())} is not a Bali move.")
