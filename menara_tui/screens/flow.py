"""The turn flow of a game screen, as plain Python (no Textual): whose turn, when a hand-off is
due, when a bot acts, what undo may do, what the log and the status line may say.

The one rule of hidden information lives here (ARCHITECTURE.md §3): when a game hides
information and more than one human shares the keyboard, a human's private view is shown only
right after a hand-off to that human. Whatever else comes between (the end of their turn, a
summary every player looks at, a resumed save) covers the table, and the next private view
needs a new hand-off, even for the same human.

A move's notation can be a secret (`flip R8D`): `move_text` gives the public words of a move
for replays, status lines and narrations, and the notation only once the game is over.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from games.core import Event, Match, State
from menara_tui.screens.base import Mode


@dataclass(frozen=True)
class LoggedEvent:
    move: int
    """Index of the move (in `match.moves`) that produced the event."""
    event: Event
    bot: bool
    narration: bool = False


StepKind = Literal["wait", "over", "bot", "handoff", "show"]


@dataclass(frozen=True)
class Step:
    """What the screen does next.

    wait: nothing (a replay, or the human on screen is to act); over: the game ended;
    bot: `seat`'s bot moves; handoff: cover the table and hand the keyboard to `seat`;
    show: draw `seat`'s view (allowed without a hand-off).
    """

    kind: StepKind
    seat: int | None = None


def _default_bots(match: Match) -> Callable[[State], list[int]]:
    def bots(state: State) -> list[int]:
        return sorted(a for a in state.actors() if not match.seats[a].is_human)

    return bots


class TurnFlow:
    """The decisions of a game screen's turn flow, kept apart from drawing."""

    def __init__(
        self,
        match: Match,
        mode: Mode = "play",
        *,
        bots_to_act: Callable[[State], list[int]] | None = None,
        first_seat: Callable[[frozenset[int]], int] | None = None,
    ) -> None:
        self.match = match
        self.mode: Mode = mode
        self.bots_to_act = bots_to_act or _default_bots(match)
        self.first_seat = first_seat or (lambda _humans: 0)
        self.viewer: int | None = None
        """The seat whose private view is on screen, or None (public information only)."""
        self.handed_to: int | None = None
        """The human the keyboard was handed to and whose view may be shown without a hand-off."""
        self.log: list[LoggedEvent] = history(match)
        self.seen: dict[int, int] = {}
        """For each seat, how much of `log` it had seen when its view was last covered."""

    # -- facts ---------------------------------------------------------------------------

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human]

    @property
    def guarded(self) -> bool:
        """True when hand-offs protect secrets: hidden information and several humans."""
        return self.match.game.info.hidden_information and len(self.humans) > 1

    def may_show(self, seat: int) -> bool:
        """May `seat`'s private view be drawn now without a hand-off?"""
        return not self.guarded or self.handed_to == seat

    # -- deciding ------------------------------------------------------------------------

    def next_step(self) -> Step:
        if self.mode == "replay":
            return Step("wait")
        state = self.match.state
        if state.is_over():
            return Step("over")
        bots = self.bots_to_act(state)
        if bots:
            return Step("bot", bots[0])
        if self.mode == "demo":
            return Step("wait")
        humans = frozenset(a for a in state.actors() if self.match.seats[a].is_human)
        if not humans:
            return Step("wait")
        seat = self.next_human(humans)
        if self.viewer == seat and self.may_show(seat):
            return Step("wait", seat)
        return Step("show", seat) if self.may_show(seat) else Step("handoff", seat)

    def next_human(self, humans: frozenset[int]) -> int:
        if self.viewer in humans:
            return self.viewer
        if self.handed_to in humans:
            return self.handed_to
        start = self.first_seat(humans)
        count = len(self.match.seats)
        for step in range(count):
            seat = (start + step) % count
            if seat in humans:
                return seat
        return min(humans)

    # -- changing what is shown ----------------------------------------------------------

    def show(self, seat: int | None) -> None:
        """Draw `seat`'s view (a demo follows the acting bot; a human needs `may_show`)."""
        if seat is not None and self.match.seats[seat].is_human and not self.may_show(seat):
            raise AssertionError(f"seat {seat}'s view needs a hand-off first")
        self.viewer = seat

    def handed_off(self, seat: int) -> None:
        """The keyboard is now `seat`'s: their view may be drawn."""
        self.handed_to = seat
        self.viewer = seat

    def cover(self) -> None:
        """Everyone may be looking (the end of a turn, a summary): hide the private view."""
        if self.viewer is not None:
            self.seen[self.viewer] = len(self.log)
        if self.guarded:
            self.viewer = None
            self.handed_to = None

    def record(self, seat: int, events: Sequence[Event]) -> None:
        """A move was applied: log its events (and a demo's public narration), cover if due."""
        index = len(self.match.moves) - 1
        player = self.match.seats[seat]
        if self.mode == "demo":
            # The public events in words, for every game: "Cy lays F05 on level 2", not the
            # notation "floor F05 L0 28,16 lv2" - a demo teaches people who know no notation.
            words = sentences(e.text for e in events if e.visible_to is None)
            # "Cy (greedy bot): mage a2→b2.", not "...: Cy: mage a2→b2." (Magic Maze Tower).
            words = (words or move_text(self.match, index, events)).removeprefix(f"{player.name}: ")
            text = f"{player.name} ({player.bot} bot): {words}"
            narration = Event(text, "narration")
            self.log.append(LoggedEvent(index, narration, True, narration=True))
            # The narration says every public event: only the private ones are logged apart.
            events = [e for e in events if e.visible_to is not None]
        self.log.extend(LoggedEvent(index, event, not player.is_human) for event in events)
        if player.is_human and seat not in self.match.state.actors():
            self.cover()

    def undone(self) -> None:
        """Moves were taken back: drop their log lines."""
        self.log = [item for item in self.log if item.move < len(self.match.moves)]
        for seat, seen in self.seen.items():
            self.seen[seat] = min(seen, len(self.log))

    # -- undo ----------------------------------------------------------------------------

    def undo_refusal(self, seat: int | None) -> str | None:
        """Why `seat` may not undo now, or None when it may."""
        if seat is None or not self.match.seats[seat].is_human:
            return "There is no move of yours to take back."
        if self.match.can_undo(seat):
            return None
        if not self.match.moves:
            return "There is no move to take back."
        last = self.match.moves[-1]
        if last.seat != seat:
            who = self.match.seats[last.seat].name
            return f"The last move was {who}'s: you can only take back your own moves."
        if last.barrier:
            return (
                f"“{last.notation}” cannot be taken back: it drew or revealed something, or "
                "closed a phase of the turn."
            )
        if seat not in self.match.state.actors():
            return "Your turn is over: moves cannot be taken back after it."
        return "That move cannot be taken back."

    # -- public text ---------------------------------------------------------------------

    def public_since(self, seat: int) -> list[str]:
        """Everything public that happened since `seat` last saw the table."""
        start = self.seen.get(seat)
        if start is None:
            # Never seen in this session (a resumed save): since their own last move.
            own = [i for i, item in enumerate(self.log) if self.match.moves[item.move].seat == seat]
            start = own[-1] + 1 if own else 0
        return [
            item.event.text
            for item in self.log[start:]
            if item.event.visible_to is None and not item.narration
        ]


def history(match: Match) -> list[LoggedEvent]:
    """The events of the moves already played (a resumed save or a replay)."""
    logged: list[LoggedEvent] = []
    states = match.states
    for index, played in enumerate(match.moves):
        move = match.game.parse_move(played.notation)
        _after, events = states[index].apply(move, played.seat)
        bot = not match.seats[played.seat].is_human
        logged.extend(LoggedEvent(index, event, bot) for event in events)
    return logged


def move_text(match: Match, index: int, events: Sequence[Event] | None = None) -> str:
    """The words for move `index` that anyone may read: its notation once the game is over,
    otherwise the public events it caused (a notation such as `flip R8D` can be a secret)."""
    if match.state.is_over() or not match.game.info.hidden_information:
        return match.moves[index].notation
    if events is None:
        played = match.moves[index]
        move = match.game.parse_move(played.notation)
        _after, events = match.states[index].apply(move, played.seat)
    # Nothing public: the move itself is the secret (a Ruins flip), so say so.
    return sentences(e.text for e in events if e.visible_to is None) or "made a secret choice"


def sentences(texts: Iterable[str]) -> str:
    """Event texts as one run of sentences ("Bo picks 2. Bo passes."), a full stop added where
    a text has no closing mark."""
    return " ".join(t if t.endswith((".", "!", "?", ":", "…")) else f"{t}." for t in texts)
