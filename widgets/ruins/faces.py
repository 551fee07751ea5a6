"""Display arithmetic for Ruins views: a ruin's face with its drafted improvements, and a
"preview" of the rank and count a selection would have (spec §4.2).

Everything here only labels what the player sees; the engine alone decides whether a play is legal.
The view gives `printed/solo/size/wild` for the committed slots; drafted discoveries live in
`draft_slots` and are added here so the hand can show what the card will be after the commit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

View = Mapping[str, Any]
"""A Ruins `view()` mapping or one of its parts (RUIN, DISCOVERY) as plain JSON data."""

POSITIONS: tuple[str, ...] = ("top", "middle", "bottom")

# The effect codes of the contract (spec §2.3). Only the static ones change a face: a/b/c add to
# the rank, d makes the ruin wild, e adds one to its size.
RANK_BONUS: Mapping[str, int] = {"a": 1, "b": 2, "c": 3}
WILD = "d"
TWIN = "e"


@dataclass(frozen=True)
class SlotMark:
    """One discovery slot as the card face shows it."""

    position: str
    code: str | None
    drafted: bool = False


@dataclass(frozen=True)
class Face:
    """What a ruin card shows, drafted improvements included."""

    id: str
    night: bool
    printed: int
    solo: int
    size: int
    wild: bool
    night_rank: int
    night_effect: str | None
    slots: tuple[SlotMark, ...]
    claim: int | None
    draft_claim: bool

    @property
    def drafted(self) -> bool:
        return self.draft_claim or any(slot.drafted for slot in self.slots)


def _code(discovery: object) -> str | None:
    if isinstance(discovery, Mapping):
        effect = discovery.get("effect")
        return str(effect) if effect else None
    return None


def face(ruin: View) -> Face:
    """The face of `ruin` (a RUIN mapping) with its `draft_slots` applied."""
    slots = ruin.get("slots") or {}
    drafts = ruin.get("draft_slots") or {}
    marks: list[SlotMark] = []
    bonus = 0
    extra_size = 0
    wild = bool(ruin.get("wild"))
    for position in POSITIONS:
        committed = _code(slots.get(position))
        drafted = _code(drafts.get(position))
        if committed is not None:
            marks.append(SlotMark(position, committed))
        elif drafted is not None:
            marks.append(SlotMark(position, drafted, drafted=True))
            bonus += RANK_BONUS.get(drafted, 0)
            extra_size += drafted == TWIN
            wild = wild or drafted == WILD
        else:
            marks.append(SlotMark(position, None))
    claim = ruin.get("claim")
    return Face(
        id=str(ruin["id"]),
        night=ruin.get("side") == "night",
        printed=int(ruin["printed"]),
        solo=int(ruin["solo"]) + bonus,
        size=int(ruin["size"]) + extra_size,
        wild=wild,
        night_rank=int(ruin["night_rank"]),
        night_effect=ruin.get("night_effect"),
        slots=tuple(marks),
        claim=None if claim is None else int(claim),
        draft_claim=bool(ruin.get("draft_claim")),
    )


@dataclass(frozen=True)
class SetPreview:
    """Count and rank a selection would have under spec §4.2 (None: not a set)."""

    count: int
    rank: int | None
    declare_options: tuple[int, ...] = ()
    """The printed ranks an all-wild play of 2+ ruins may declare (empty otherwise)."""

    @property
    def all_wild(self) -> bool:
        return bool(self.declare_options)


def declare_options(faces: Sequence[Face]) -> tuple[int, ...]:
    """The ranks an all-wild play may declare: the printed ranks of its ruins (spec §4.2)."""
    if len(faces) < 2 or not all(f.wild for f in faces):
        return ()
    return tuple(sorted({f.printed for f in faces}))


def preview_set(faces: Sequence[Face], declared: int | None = None) -> SetPreview:
    """The count and rank of playing `faces` together, or rank None when they are no set."""
    count = sum(f.size for f in faces)
    if not faces:
        return SetPreview(0, None)
    if len(faces) == 1:
        return SetPreview(count, faces[0].solo)
    options = declare_options(faces)
    if options:
        return SetPreview(count, declared if declared in options else None, options)
    ranks = {f.solo for f in faces if not f.wild}
    return SetPreview(count, ranks.pop() if len(ranks) == 1 else None)


def seat_label(view: View, seat: int) -> str:
    """A seat's name, or `P<n>` when the view has no name for it."""
    players = view.get("players") or []
    return str(players[seat]) if 0 <= seat < len(players) else f"P{seat + 1}"


_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... (finishing positions)."""
    return f"{n}{_SUFFIX.get(n if n < 20 else n % 10, 'th')}"
