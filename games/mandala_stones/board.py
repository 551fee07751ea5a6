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


def _open_masks() -> tuple[tuple[int, ...], ...]:
    """_OPEN[occupied][dest]: bit mask of the stone spaces around `dest` that touch no occupied
    artist space besides `dest` (occupied is a bit mask of artist spaces)."""
    table: list[tuple[int, ...]] = []
    for occ in range(1 << len(_SPACES)):
        row = []
        for dest in _SPACES:
            mask = 0
            for s, other in _NEIGHBOURS[dest]:
                if other < 0 or not occ >> other & 1:
                    mask |= 1 << s
            row.append(mask)
        table.append(tuple(row))
    return tuple(table)


_OPEN = _open_masks()
_SHARED: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << s for s, other in _NEIGHBOURS[dest] if other == origin) for dest in _SPACES)
    for origin in _SPACES
)
"""_SHARED[origin][dest]: the bit of the stone space touching both artist spaces, or 0. When
the artist moving to `dest` comes from `origin`, that stone is no longer blocked."""
_FREE: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in _SPACES if not occ >> d & 1) for occ in range(1 << len(_SPACES))
)


class _Tops:
    """The last stacks asked about and the bit masks of their Starburst and Ring tops."""

    stacks: object = None
    masks: tuple[int, int] = (0, 0)


_tops = _Tops()


def top_masks(stacks: tuple[Stack, ...]) -> tuple[int, int]:
    """Bit masks of the stacks whose top stone is Starburst, and Ring (empty stacks in neither).
    Only a build changes the stacks, so the last answer is kept (checked by identity)."""
    if _tops.stacks is stacks:
        return _tops.masks
    s_mask = o_mask = 0
    bit = 1
    for stack in stacks:
        if stack:
            if stack[-1][1] == "S":
                s_mask |= bit
            else:
                o_mask |= bit
        bit <<= 1
    _tops.stacks, _tops.masks = stacks, (s_mask, o_mask)
    return s_mask, o_mask


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
    `pick_options`: what `eligible` says for every pair, in bit masks (a fresh list)."""
    if _last.stacks is stacks and _last.artists is artists:
        return list(_last.moves)
    s_mask, o_mask = top_masks(stacks)
    occ = 0
    for a in artists:
        occ |= 1 << a
    open_ = _OPEN[occ]
    free = _FREE[occ]
    out: list[Pick] = []
    for artist, origin in enumerate(artists):
        tops = s_mask if _PATTERN[artist] == "S" else o_mask
        if not tops:
            continue
        row = PICKS[artist]
        shared = _SHARED[origin]
        for dest in free:
            if tops & (open_[dest] | shared[dest]):
                out.append(row[dest])
    _last.stacks, _last.artists, _last.moves = stacks, artists, out
    return list(out)


def any_pick(stacks: tuple[Stack, ...], artists: tuple[int, ...]) -> bool:
    """Whether some artist move takes a stone (the board half of 'can this player PICK?')."""
    return bool(pick_moves(stacks, artists))
