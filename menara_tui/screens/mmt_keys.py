"""Key clusters of the Magic Maze Tower screen (spec §6.2–6.3): which key does what for whom.

Solo play has one key set with all four directions (arrows, WASD or hjkl). An open table
gives every seat a cluster of seven keys — select, two direction keys, ability, stare, point,
release — with no key shared between seats. Both multi-seat models also keep the arrows (with
Tab, Space, Enter and Esc; the letters belong to the clusters) for one seat: the seat on turn
in turn-based play, and at an open table the seat that used its own keys last.

The clusters are a plain settings mapping: `Clusters` can be replaced or changed key by key
(`remap`), and every seat's panel shows the keys in force.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

ROLES: tuple[str, ...] = ("select", "dir1", "dir2", "ability", "stare", "point", "release")
DIRECTIONS: tuple[str, ...] = ("N", "E", "S", "W")
CURRENT_SEAT = -1
"""The seat of a keymap entry that acts for whoever may act alone (solo, the seat on turn)."""

DEFAULT_CLUSTERS: tuple[dict[str, str], ...] = (
    # Spec §6.3: seat 1 top left, 2 bottom left, 3 top right, 4 bottom right.
    {
        "select": "1",
        "dir1": "2",
        "dir2": "3",
        "ability": "4",
        "stare": "5",
        "point": "6",
        "release": "q",
    },
    {
        "select": "z",
        "dir1": "x",
        "dir2": "c",
        "ability": "v",
        "stare": "b",
        "point": "g",
        "release": "a",
    },
    {
        "select": "7",
        "dir1": "8",
        "dir2": "9",
        "ability": "0",
        "stare": "minus",
        "point": "equals_sign",
        "release": "p",
    },
    {
        "select": "m",
        "dir1": "comma",
        "dir2": "full_stop",
        "ability": "slash",
        "stare": "k",
        "point": "l",
        "release": "semicolon",
    },
)

SOLO_KEYS: dict[str, tuple[str, ...]] = {
    "select": ("tab",),
    "N": ("up", "w", "k"),
    "E": ("right", "d", "l"),
    "S": ("down", "s", "j"),
    "W": ("left", "a", "h"),
    "ability": ("space", "enter"),
    "release": ("escape",),
}
TURN_KEYS: dict[str, tuple[str, ...]] = {
    "select": ("tab",),
    "N": ("up",),
    "E": ("right",),
    "S": ("down",),
    "W": ("left",),
    "ability": ("space", "enter"),
    "release": ("escape",),
}

KEY_LABELS: dict[str, str] = {
    "minus": "-",
    "equals_sign": "=",
    "comma": ",",
    "full_stop": ".",
    "slash": "/",
    "semicolon": ";",
    "tab": "Tab",
    "space": "Space",
    "enter": "Enter",
    "escape": "Esc",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
}
ROLE_WORDS: dict[str, str] = {
    "select": "pawn",
    "ability": "ability",
    "stare": "stare",
    "point": "point",
    "release": "release",
}
ARROWS: dict[str, str] = {"N": "↑", "E": "→", "S": "↓", "W": "←"}


def key_label(key: str) -> str:
    return KEY_LABELS.get(key, key)


def seat_directions(tiles: str, shared: str, players: int) -> dict[str, str]:
    """Which compass direction each direction key means for a seat (spec §6.3).

    Two players hold two tiles each (dir1, dir2); with three, dir2 is the shared middle tile;
    with four, dir2 is unused.
    """
    if players == 2:
        return {f"dir{n + 1}": d for n, d in enumerate(tiles[:2])}
    out = {"dir1": tiles[:1]} if tiles else {}
    if players == 3 and shared:
        out["dir2"] = shared
    return out


@dataclass
class Clusters:
    """The keys of the four seats (a copy of the defaults unless given)."""

    seats: list[dict[str, str]] = field(
        default_factory=lambda: [dict(cluster) for cluster in DEFAULT_CLUSTERS]
    )

    def key(self, seat: int, role: str) -> str:
        return self.seats[seat][role]

    def remap(self, seat: int, role: str, key: str, reserved: Sequence[str] = ()) -> None:
        """Give `role` of `seat` a new key; ValueError (with a sentence) when it is taken."""
        if role not in ROLES:
            raise ValueError(f"There is no key role {role!r} (roles: {', '.join(ROLES)}).")
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"There is no seat {seat + 1}.")
        if key in reserved:
            raise ValueError(f"{key_label(key)} is already a key of the game screen.")
        for other, cluster in enumerate(self.seats):
            for other_role, other_key in cluster.items():
                if other_key == key and (other, other_role) != (seat, role):
                    raise ValueError(
                        f"{key_label(key)} is already seat {other + 1}'s "
                        f"{ROLE_WORDS.get(other_role, other_role)} key."
                    )
        self.seats[seat][role] = key

    def describe(self, seat: int, directions: Mapping[str, str]) -> str:
        """`1 pawn 2↑ 3→ 4 ability 5 stare 6 point q release`: short, to fit a side panel."""
        parts = []
        for role in ROLES:
            key = key_label(self.seats[seat][role])
            if role.startswith("dir"):
                d = directions.get(role)
                if d is not None:
                    parts.append(f"{key}{ARROWS[d]}")
            else:
                parts.append(f"{key} {ROLE_WORDS[role]}")
        return " ".join(parts)


SOLO_TEXT = "arrows/WASD/hjkl walk · Tab pawn · Space ability · Esc cancel"
TURN_TEXT = "arrows walk · Tab pawn · Space ability · Esc cancel"
"""The solo and seat-on-turn key sets in words (they follow SOLO_KEYS and TURN_KEYS)."""


def build_keymap(
    clusters: Clusters, humans: Sequence[bool], control: str
) -> dict[str, tuple[int, str]]:
    """Key -> (seat or CURRENT_SEAT, role) for a table of `len(humans)` seats."""
    keymap: dict[str, tuple[int, str]] = {}
    if len(humans) == 1:
        for role, keys in SOLO_KEYS.items():
            for key in keys:
                keymap[key] = (CURRENT_SEAT, role)
        return keymap
    for seat, human in enumerate(humans):
        if not human or seat >= len(clusters.seats):
            continue
        for role, key in clusters.seats[seat].items():
            keymap[key] = (seat, role)
    # The arrows act for the seat on turn, or at an open table for the seat that used its
    # keys last: any direction can be asked for, and the rules refuse those it lacks.
    for role, keys in TURN_KEYS.items():
        for key in keys:
            keymap.setdefault(key, (CURRENT_SEAT, role))
    return keymap
