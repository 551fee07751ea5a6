"""The main board: which stones an artist move takes (§4.2 steps 2-6)."""

from __future__ import annotations

from games.mandala_stones import data
from games.mandala_stones.moves import PICKS, Pick
from games.mandala_stones.position import Stack

_AROUND = data.AROUND
_OTHER = data.OTHER_SIDE
_PATTERN = tuple(a.pattern for a in data.ARTISTS)
_SPACES = range(len(data.ARTIST_CELLS))


def eligible(
    stacks: tuple[Stack, ...], artists: tuple[int, ...], artist: int, dest: int
) -> tuple[int, ...]:
    """The stone spaces whose top stone moving `artist` to `dest` takes, clockwise from north.

    A top is taken when the stack is not empty, its pattern is the artist's, and the stone
    touches no other occupied artist space; the space the artist just left blocks nothing.
    """
    pattern = _PATTERN[artist]
    origin = artists[artist]
    out: list[int] = []
    others = _OTHER[dest]
    for d, s in enumerate(_AROUND[dest]):
        stack = stacks[s]
        if stack and stack[-1][1] == pattern:
            other = others[d]
            if other < 0 or other == origin or other not in artists:
                out.append(s)
    return tuple(out)


def clockwise_from(stones: tuple[int, ...], start: int) -> tuple[int, ...]:
    """The eligible stones in taking order: `start` first, then clockwise, wrapping (§4.2 6)."""
    i = stones.index(start)
    return stones[i:] + stones[:i]


def free_spaces(artists: tuple[int, ...]) -> list[int]:
    return [s for s in _SPACES if s not in artists]


_NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(zip(_AROUND[d], _OTHER[d], strict=True)) for d in _SPACES
)
"""_NEIGHBOURS[artist space] = (stone space, other artist space or -1), clockwise from north."""


class _Last:
    """The last position asked about and its answers."""

    stacks: object = None
    artists: object = None
    moves: list[Pick] = []  # noqa: RUF012


_last = _Last()
"""A one-entry cache: (stacks, artists) -> pick moves. Identity is checked, and the entry
holds its keys alive, so a match is always the same position. A SCORE leaves the main board
as it was, so the next seat's picks are often already known."""


Around = tuple[tuple[int, tuple[tuple[int, int], ...]], ...]


def _occupancy_tables() -> tuple[Around, ...]:
    """For every set of occupied artist spaces (a bit mask): each free space with its stone
    spaces, each paired with the occupied artist space it also touches (or -1)."""
    table: list[Around] = []
    for occ in range(1 << len(_SPACES)):
        rows: list[tuple[int, tuple[tuple[int, int], ...]]] = []
        for dest in _SPACES:
            if occ >> dest & 1:
                continue
            rows.append(
                (
                    dest,
                    tuple((s, o if o >= 0 and occ >> o & 1 else -1) for s, o in _NEIGHBOURS[dest]),
                )
            )
        table.append(tuple(rows))
    return tuple(table)


_BY_OCCUPANCY = _occupancy_tables()


def pick_options(
    stacks: tuple[Stack, ...], artists: tuple[int, ...]
) -> list[tuple[int, int, tuple[int, ...]]]:
    """Every (artist, destination, eligible stones) that takes at least one stone, in artist
    then destination order (for views and previews; `pick_moves` is the fast path)."""
    free = free_spaces(artists)
    out: list[tuple[int, int, tuple[int, ...]]] = []
    for artist in range(len(artists)):
        for dest in free:
            stones = eligible(stacks, artists, artist, dest)
            if stones:
                out.append((artist, dest, stones))
    return out


def pick_moves(stacks: tuple[Stack, ...], artists: tuple[int, ...]) -> list[Pick]:
    """The `Pick` of every artist move that takes at least one stone, in the order of
    `pick_options`: what `eligible` says for every pair, computed at once (a fresh list)."""
    if _last.stacks is stacks and _last.artists is artists:
        return list(_last.moves)
    occ = 0
    for a in artists:
        occ |= 1 << a
    # Per free destination: does some unblocked top show S, does some show O, and the tops
    # blocked by exactly one artist space (free when that very artist is the one that moves).
    rows: list[tuple[int, bool, bool, dict[int, str]]] = []
    for dest, around in _BY_OCCUPANCY[occ]:
        has_s = has_o = False
        blocked: dict[int, str] = {}
        for s, blocker in around:
            stack = stacks[s]
            if stack:
                if blocker >= 0:
                    blocked[blocker] = stack[-1][1]
                elif stack[-1][1] == "S":
                    has_s = True
                else:
                    has_o = True
        rows.append((dest, has_s, has_o, blocked))
    out: list[Pick] = []
    for artist, origin in enumerate(artists):
        pattern = _PATTERN[artist]
        ring = pattern != "S"
        row = PICKS[artist]
        for dest, has_s, has_o, blocked in rows:
            if (has_o if ring else has_s) or blocked.get(origin) == pattern:
                out.append(row[dest])
    _last.stacks, _last.artists, _last.moves = stacks, artists, out
    return list(out)


def any_pick(stacks: tuple[Stack, ...], artists: tuple[int, ...]) -> bool:
    """Whether some artist move takes a stone (the board half of 'can this player PICK?')."""
    return bool(pick_moves(stacks, artists))
