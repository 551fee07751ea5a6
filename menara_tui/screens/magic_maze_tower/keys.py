"""Key clusters of the Magic Maze Tower screen (spec §6.2–6.3): which key does what for whom.

Solo play has one key set with all four directions (arrows, WASD or hjkl). An open table
gives every seat a cluster of seven keys — select, two direction keys, ability, stare, point,
release — with no key shared between seats. Both multi-seat models also keep the arrows (with
Tab, Space, Enter and Esc; the letters belong to the clusters) for one seat: the seat on turn
in turn-based play, and at an open table the seat that used its own keys last.

The clusters are a plain settings mapping: `Clusters` can be replaced or changed key by key
(`remap`), and every seat's panel shows the keys in force. The player remaps them in keys.json
(`clusters_from_settings` checks it; menara_tui/config.py finds and reads the file).
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


SETTINGS_GAME = "magic_maze_tower"
"""The section of keys.json (menara_tui/config.py) that remaps these clusters."""
SEAT_NAMES: tuple[str, ...] = ("seat1", "seat2", "seat3", "seat4")
CHARACTER_KEYS: dict[str, str] = {
    **{label: key for key, label in KEY_LABELS.items() if len(label) == 1 and label.isascii()},
    "'": "apostrophe",
    "[": "left_square_bracket",
    "]": "right_square_bracket",
    "\\": "backslash",
    "`": "grave_accent",
    " ": "space",
}
"""A key written as its character in keys.json ("," or ";") → the key name Textual reports."""


CHARACTER_LABELS: dict[str, str] = {key: char for char, key in CHARACTER_KEYS.items()}


def key_name(written: str) -> str:
    return CHARACTER_KEYS.get(written, written)


def key_label(key: str) -> str:
    return KEY_LABELS.get(key) or CHARACTER_LABELS.get(key, key)


def clusters_from_settings(
    data: object, reserved: Sequence[str] = ()
) -> tuple[Clusters, list[str]]:
    """The clusters a keys.json asks for, and every problem in words (spec §6.3 "Keys are
    remappable").

    `data` is the whole parsed file; only its `magic_maze_tower` section counts (other games
    may have sections of their own). Any subset of seats and roles may be given; the rest keep
    the defaults. An entry that is wrong (unknown seat or role, not a key name, a key of the
    game screen) is reported and skipped. A key given to two roles — across seats or within
    one — is a clash: every remapped entry in the clash goes back to its default, and again
    until no key is used twice, so the result is always a working set of clusters.
    """
    clusters = Clusters()
    problems: list[str] = []
    if not isinstance(data, dict):
        return clusters, ['the file must hold one JSON object, like {"magic_maze_tower": {…}}']
    section = data.get(SETTINGS_GAME)
    if section is None:
        return clusters, problems
    if not isinstance(section, dict):
        return clusters, [f"{SETTINGS_GAME!r} must map seat names ({', '.join(SEAT_NAMES)})"]
    wanted: dict[tuple[int, str], str] = {}
    for seat_name, roles in section.items():
        if seat_name not in SEAT_NAMES:
            problems.append(f"unknown seat {seat_name!r} (seats: {', '.join(SEAT_NAMES)})")
            continue
        seat = SEAT_NAMES.index(seat_name)
        if not isinstance(roles, dict):
            problems.append(f'{seat_name} must map actions to keys, like {{"select": "1"}}')
            continue
        for role, written in roles.items():
            where = f"{seat_name}.{role}"
            if role not in ROLES:
                problems.append(f"unknown action {where!r} (actions: {', '.join(ROLES)})")
            elif not isinstance(written, str) or not written or " " in written.strip():
                problems.append(f'{where}: {written!r} is not a key (write it like "2" or ",")')
            elif key_name(written) in reserved:
                problems.append(f"{where}: {written} is a key of the game screen")
            else:
                wanted[(seat, role)] = key_name(written)
    for (seat, role), key in wanted.items():
        clusters.seats[seat][role] = key
    while True:
        users: dict[str, list[tuple[int, str]]] = {}
        for seat, cluster in enumerate(clusters.seats):
            for role, key in cluster.items():
                users.setdefault(key, []).append((seat, role))
        clashes = {key: who for key, who in users.items() if len(who) > 1}
        if not clashes:
            return clusters, problems
        for key, who in clashes.items():
            names = " and ".join(f"{SEAT_NAMES[seat]}.{role}" for seat, role in who)
            problems.append(f"key {key_label(key)} is given to both {names}: defaults kept there")
            for seat, role in who:
                if (seat, role) in wanted:
                    del wanted[(seat, role)]
                    clusters.seats[seat][role] = DEFAULT_CLUSTERS[seat][role]


SOLO_TEXT = "arrows/WASD/hjkl walk · Tab pawn · Space ability, Esc cancels it"
TURN_TEXT = "arrows walk · Tab pawn · Space ability, Esc cancels it"
"""The solo and seat-on-turn key sets in words (they follow SOLO_KEYS and TURN_KEYS). Esc
cancels what Space opened (an ability, a preview, a card's turn); with nothing open it leaves
the table, so the text names what it cancels (a tester pressed Tab, then Esc, and was asked
"Leave this game?")."""
END_TURN_TEXT = "e end turn"
"""Control=turns: the key that passes the turn on (the screen's `e`)."""


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
