"""How the Magic Maze Tower table turns key presses into moves (spec §6.2–6.3).

`MazeInput` is the input half of the game screen: it reads the view (pawns, cells,
seats), keeps each seat's selection and open prompt, and turns a key of a seat's cluster into
move notation for `submit(notation, seat)`. It never decides what is legal. It reads
`legal_moves(seat)` only to offer choices (several ladders or teleport distances in one
direction, a card's turns); a special move it cannot find is sent as the most plausible attempt,
so that the rules' own sentence says why not. The drawing half, `MagicMazeTowerScreen`, owns one
(composition: neither half reaches into the other's private parts).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from textual.notifications import SeverityLevel

from games.core import Match, State
from games.magic_maze_tower import (
    MazeState,
    Move,
    Rotate,
    Slide,
    ability_attempt,
    neighbour,
    special_moves,
    swap_targets,
    token,
)
from menara_tui.config import KEYS_FILE, read_settings
from menara_tui.screens.base import Mode
from menara_tui.screens.magic_maze_tower.keys import (
    CURRENT_SEAT,
    DIRECTIONS,
    Clusters,
    build_keymap,
    clusters_from_settings,
    key_label,
    seat_directions,
)
from widgets.magic_maze_tower.quest_grid import QuestGrid


def load_clusters(reserved: Sequence[str]) -> tuple[Clusters, list[str], str]:
    """(clusters, problems in words, path) from keys.json in the config folder; the defaults
    for whatever is missing or wrong."""
    settings = read_settings(KEYS_FILE)
    if settings.problem:
        return Clusters(), [settings.problem], str(settings.path)
    if settings.data is None:
        return Clusters(), [], str(settings.path)
    clusters, problems = clusters_from_settings(settings.data, reserved)
    return clusters, problems, str(settings.path)


DIRECTION_WORDS: dict[str, str] = {"N": "north", "E": "east", "S": "south", "W": "west"}


@dataclass
class SeatInput:
    """What one seat is doing with its keys (nothing here is a rule)."""

    selected: str | None = None
    """Hero letter of the pawn its keys move."""
    mode: str = ""
    """"" (walking), "ability" (awaits a direction), "preview" (cycles special moves),
    "card" (cycles a card's turns or slide), "stare" or "point" (picks a signal)."""
    options: list[Move] = field(default_factory=list)
    index: int = 0
    direction: str = ""
    target: int = 0
    """The seat stared at, the icon pointed at, or the swap target's index."""


RESERVED_KEYS: tuple[str, ...] = (
    *("i", "o", "r", "n", "e", "t", "u", "f1", "f2", "f3", "question_mark", "colon"),
    *("escape", "tab", "space", "enter", "up", "down", "left", "right"),
)
"""Keys a seat cluster may not take: the screen's own and the turn seat's."""


class InputHost(Protocol):
    """What the input half needs of the screen it serves (the table, a `GameScreen`)."""

    @property
    def view(self) -> Mapping[str, Any]: ...

    @property
    def match(self) -> Match: ...

    @property
    def mode(self) -> Mode: ...

    @property
    def is_mounted(self) -> bool: ...

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
    ) -> None: ...

    def seat_name(self, seat: int) -> str: ...

    def query_one(self, selector: str, expect_type: type[QuestGrid]) -> QuestGrid: ...

    def show_view(self) -> None: ...

    def submit(self, move: Any, seat: int | None = None) -> bool: ...

    def action_leave(self) -> None: ...


class MazeInput:
    """The key clusters, selections and prompts of the Magic Maze Tower table.

    Not a screen: the table owns one and passes the grid's key messages to it; it answers
    through the few methods of `InputHost` (submit a move, notify, redraw).
    """

    def __init__(self, host: InputHost) -> None:
        self.host = host
        match = host.match
        self.clusters, self.key_problems, self.key_file = load_clusters(RESERVED_KEYS)
        self.inputs = [SeatInput() for _ in match.seats]
        self._swap_dismissed: State | None = None
        self.focus_seat = next((s for s, seat in enumerate(match.seats) if seat.is_human), 0)
        """The seat the arrows act for at an open table: the last to use its own keys."""

    # == reading the position ===================================================================

    @property
    def maze(self) -> MazeState:
        state = self.host.match.state
        assert isinstance(state, MazeState)
        return state

    @property
    def seat_count(self) -> int:
        return len(self.host.match.seats)

    @property
    def open_table(self) -> bool:
        return self.seat_count > 1 and self.host.view.get("control") == "open"

    @property
    def turn_based(self) -> bool:
        return self.seat_count > 1 and self.host.view.get("control") == "turns"

    @property
    def signals_on(self) -> bool:
        return self.seat_count > 1 and self.host.view.get("communication") != "beginner"

    @property
    def expert(self) -> bool:
        return self.host.view.get("communication") == "expert"

    def pawn(self, hero: str | None) -> Mapping[str, Any] | None:
        for pawn in self.host.view.get("pawns") or []:
            if pawn.get("hero") == hero:
                found: Mapping[str, Any] = pawn
                return found
        return None

    def in_play(self) -> list[str]:
        return [str(p["hero"]) for p in self.host.view.get("pawns") or [] if not p.get("out")]

    def seat_row(self, seat: int) -> Mapping[str, Any]:
        rows = self.host.view.get("seats") or []
        return rows[seat] if 0 <= seat < len(rows) else {}

    def seat_dirs(self, seat: int) -> dict[str, str]:
        row = self.seat_row(seat)
        return seat_directions(
            str(row.get("tiles", "")), str(row.get("shared", "")), self.seat_count
        )

    # == keys ===================================================================================

    def set_keymap(self) -> None:
        grid = self.host.query_one("#mmt-grid", QuestGrid)
        if self.host.mode != "play":
            grid.keymap = {}
            return
        humans = [seat.is_human for seat in self.host.match.seats]
        grid.keymap = build_keymap(
            self.clusters, humans, str(self.host.view.get("control", "open"))
        )

    def report_key_settings(self) -> None:
        """Say what is wrong with keys.json, once, when the table opens (the file is left as
        it is; the defaults stand in for what could not be used)."""
        if not self.key_problems:
            return
        self.host.notify(
            f"{self.key_file}: " + "; ".join(self.key_problems) + ". Using the default keys there.",
            title="Key settings",
            severity="warning",
            timeout=12,
        )

    def remap_key(self, seat: int, role: str, key: str) -> None:
        """Give a seat's key role another key (ValueError with a sentence when it is taken)."""
        self.clusters.remap(seat, role, key, RESERVED_KEYS)
        self.set_keymap()
        self.host.show_view()

    def key(self, seat: int, role: str) -> str:
        if self.seat_count == 1 or seat == CURRENT_SEAT:
            return {"select": "Tab", "ability": "Space", "release": "Esc"}.get(role, role)
        return key_label(self.clusters.key(seat, role))

    def resolve(self, seat: int) -> int | None:
        if seat != CURRENT_SEAT:
            return seat
        if self.seat_count == 1:
            return 0
        turn = self.host.view.get("turn")
        return turn if isinstance(turn, int) else self.focus_seat

    def seat_key(self, message: QuestGrid.SeatKey) -> None:
        """A key of a seat's cluster (or the arrows' seat) was pressed on the grid."""
        if self.host.mode != "play" or self.host.match.state.is_over():
            return
        seat = self.resolve(message.seat)
        if seat is None or not self.host.match.seats[seat].is_human:
            return
        if message.seat != CURRENT_SEAT:
            self.focus_seat = seat
        self.ensure_selection(seat)
        role = message.role
        if role == "select":
            self._select_next(seat)
        elif role in DIRECTIONS:
            self._direction(seat, role)
        elif role.startswith("dir"):
            direction = self.seat_dirs(seat).get(role)
            if direction is None:
                own = self.seat_dirs(seat).get("dir1", "")
                self.host.notify(
                    f"{self.host.seat_name(seat)}: key {key_label(message.key)} is unused at a "
                    f"table of four; your direction {own} is on "
                    f"{self.key(seat, 'dir1')}.",
                    severity="warning",
                )
            else:
                self._direction(seat, direction)
        elif role == "ability":
            self._ability(seat)
        elif role == "stare":
            self._signal_pick(seat, "stare")
        elif role == "point":
            self._signal_pick(seat, "point")
        elif role == "release":
            self._release(seat, current=message.seat == CURRENT_SEAT)
        if self.host.is_mounted:
            self.host.show_view()

    def cell_clicked(self, message: QuestGrid.CellClicked) -> None:
        seat = self.resolve(CURRENT_SEAT)
        if seat is None or self.host.mode != "play":
            return
        for pawn in self.host.view.get("pawns") or []:
            if pawn.get("cell") == message.cell and not pawn.get("out"):
                self._choose(seat, str(pawn["hero"]))
                self.host.show_view()
                return

    # -- selecting ------------------------------------------------------------------------------

    def ensure_selection(self, seat: int) -> None:
        inp = self.inputs[seat]
        heroes = self.in_play()
        if inp.selected not in heroes:
            inp.selected = heroes[0] if heroes else None

    def _select_next(self, seat: int) -> None:
        inp = self.inputs[seat]
        if self.swap_open(seat):
            targets = self.swap_choices()
            if targets:
                inp.target = (inp.target + 1) % len(targets)
            return
        heroes = self.in_play()
        if not heroes:
            return
        here = heroes.index(inp.selected) if inp.selected in heroes else -1
        self._choose(seat, heroes[(here + 1) % len(heroes)])

    def _choose(self, seat: int, hero: str) -> None:
        inp = self.inputs[seat]
        inp.selected = hero
        inp.mode = ""
        claim = self.seat_row(seat).get("claim")
        # Spec §6.2: choosing another pawn gives up the claim on the one in hand.
        if self.open_table and claim is not None and claim != hero:
            self.play("release", seat)

    # -- walking and special moves --------------------------------------------------------------

    def _direction(self, seat: int, direction: str) -> None:
        inp = self.inputs[seat]
        if inp.mode == "preview" and inp.direction == direction and inp.options:
            inp.index = (inp.index + 1) % len(inp.options)
            return
        if inp.mode == "card" and inp.options:
            inp.index = (inp.index + 1) % len(inp.options)
            return
        if inp.mode in ("ability", "preview"):
            self._special(seat, direction)
            return
        inp.mode = ""
        hero = inp.selected
        pawn = self.pawn(hero)
        if hero is None or pawn is None or pawn.get("cell") is None:
            self.host.notify("No pawn is left to move.", severity="warning")
            return
        cell = str(pawn["cell"])
        target = neighbour(self.host.view, cell, direction)
        if target is None:
            self.host.notify(
                f"The {pawn.get('name')} is at the edge of the tower: nothing lies "
                f"{DIRECTION_WORDS[direction]} of {cell}.",
                title="Not allowed",
                severity="warning",
            )
            return
        self.play(f"{hero} {cell}-{target}", seat)

    def _special(self, seat: int, direction: str) -> None:
        inp = self.inputs[seat]
        inp.mode = ""
        hero = inp.selected
        pawn = self.pawn(hero)
        if hero is None or pawn is None or pawn.get("cell") is None:
            return
        cell = str(pawn["cell"])
        options = special_moves(self.maze.legal_moves(seat), hero, direction)
        if len(options) == 1:
            self.play(str(options[0]), seat)
            return
        if options:
            inp.mode, inp.options, inp.index, inp.direction = "preview", options, 0, direction
            return
        attempt = ability_attempt(self.host.view, hero, cell, direction)
        if attempt is None:
            self.host.notify(
                f"The {pawn.get('name')} has no special move {DIRECTION_WORDS[direction]} "
                f"of {cell}: nothing lies that way.",
                title="Not allowed",
                severity="warning",
            )
            return
        self.play(attempt, seat)

    # -- the ability key: confirm, card actions, swaps --------------------------------------------

    def _ability(self, seat: int) -> None:
        inp = self.inputs[seat]
        if inp.mode in ("preview", "card") and inp.options:
            move = inp.options[inp.index % len(inp.options)]
            inp.mode = ""
            self.play(str(move), seat)
            return
        if inp.mode in ("stare", "point"):
            notation = f"stare {inp.target + 1}" if inp.mode == "stare" else f"point {inp.target}"
            inp.mode = ""
            self.play(notation, seat)
            return
        if self.swap_open(seat):
            targets = self.swap_choices()
            if targets:
                self.play(f"m<>{targets[inp.target % len(targets)]}", seat)
            return
        if inp.mode == "ability":
            self._card_action(seat)
            return
        inp.mode = "ability"

    def _card_action(self, seat: int) -> None:
        """Ability twice (spec §6.3): turn or slide the card under the selected pawn."""
        inp = self.inputs[seat]
        inp.mode = ""
        pawn = self.pawn(inp.selected)
        if pawn is None or pawn.get("cell") is None:
            return
        card = pawn.get("card")
        options: list[Move] = [
            move
            for move in self.maze.legal_moves(seat)
            if isinstance(move, (Rotate, Slide)) and move.card == card
        ]
        if options:
            inp.mode, inp.options, inp.index = "card", options, 0
            return
        card_moves = [m for m in self.maze.legal_moves(seat) if isinstance(m, (Rotate, Slide))]
        if card_moves:
            # The card under this pawn cannot move, but another pawn's can: the card that
            # moves is the one under the selected pawn, which the rules' refusal never says.
            cards = " or ".join(f"card {c}" for c in sorted({m.card for m in card_moves}))
            space = "rotation" if isinstance(card_moves[0], Rotate) else "sliding"
            self.host.notify(
                f"Only {cards} can move now: select the pawn on its {space} space first "
                "(Tab), then press the ability key twice.",
                title="Not allowed",
                severity="warning",
            )
            return
        # Nothing to offer: let the rules say why (not an epic, not on the space, no slot).
        name = str(card) if card else "A"
        here = token(self.host.view, str(pawn["cell"]))
        self.play(f"slide {name} n" if here == "S." else f"rot {name} +1", seat)

    def swap_open(self, seat: int) -> bool:
        invocation = self.host.view.get("invocation") or {}
        if not invocation.get("armed") or self.host.mode != "play":
            return False
        if self.seat_count > 1:
            return invocation.get("seat") == seat
        return self._swap_dismissed is not self.host.match.state

    def swap_choices(self) -> list[str]:
        return swap_targets(self.in_play())

    # -- signals and release ----------------------------------------------------------------------

    def _signal_pick(self, seat: int, kind: str) -> None:
        inp = self.inputs[seat]
        if not self.signals_on:
            # Beginner tables talk; let the rules say so.
            other = (seat + 1) % self.seat_count
            self.play(f"stare {other + 1}" if kind == "stare" else "point 1", seat)
            return
        if kind == "stare":
            start = inp.target if inp.mode == "stare" else seat
            target = (start + 1) % self.seat_count
            if target == seat:
                target = (target + 1) % self.seat_count
            inp.mode, inp.target = "stare", target
        else:
            icon = inp.target % 8 + 1 if inp.mode == "point" else 1
            inp.mode, inp.target = "point", icon

    def _release(self, seat: int, *, current: bool) -> None:
        """Spec §6.3: give up the seat's claim and cancel any open prompt or preview. With
        nothing to give up, the solo (or seat-on-turn) Esc leaves the table as elsewhere."""
        inp = self.inputs[seat]
        cancelled = bool(inp.mode)
        inp.mode = ""
        if self.swap_open(seat):
            if self.open_table:
                self.play("release", seat)  # declines the swap and frees the claim
            else:
                self._swap_dismissed = self.host.match.state
            return
        if self.open_table and self.seat_row(seat).get("claim") is not None:
            self.play("release", seat)
            return
        if cancelled:
            return
        if current:
            self.host.action_leave()
            return
        self.play("release", seat)  # the rules say there is nothing to release

    # == moves =================================================================================

    def play(self, notation: str, seat: int) -> bool:
        return self.host.submit(notation, seat)
