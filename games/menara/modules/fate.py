"""Where the next floor comes from: Fate cards (spec §6.5) and the Floating Quarry (§6.4 #11).

In the base game the due floor is the top of the quarry. The rules keep that: when a floor
becomes due, `prepare_due` puts the floor Fate names on top of the quarry (Bearable: the face-up
card; Tough: the top card of the pile, turned up now), or offers a choice (`Turn.choice`) that
`choose X2` settles (Merciful: one of the three face-up cards; Floating Quarry: one of the top
three floors or Fate cards). A Fate card is discarded when its floor is taken; the display is
refilled at once. With Fate the quarry's own order means nothing: floors are taken by name.

The Floating Quarry (§6.4 #11, Q29): a floor chosen second or third may only go on columns at
a level of at least the temple's height (never as a base extension); the two not chosen go back
in the same order. With Bearable Fate the face-up card is option 1 and the top two pile cards
options 2 and 3; with Tough Fate the top three pile cards are the options.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from games.core import Event, IllegalMove
from games.menara.data import FATE_FACE_UP
from games.menara.modules import Handler, Module
from games.menara.moves import ChooseFloor

if TYPE_CHECKING:
    from games.menara.position import Position

FLOATING = "floating_quarry"


def _to_top(state: Position, fid: str) -> tuple[str, ...]:
    """The quarry with floor `fid` taken out of it and put on top."""
    return (fid, *(f for f in state.quarry if f != fid))


def top_is_next(state: Position) -> bool:
    """Whether the top of the quarry is the next floor, known to all: without Fate, or with
    Bearable Fate (its face-up card's floor lies on top); not while Merciful or Tough Fate or
    the Floating Quarry decide."""
    return state.config.fate in ("off", "bearable") and state.extras.ritual != FLOATING


def due_name(state: Position) -> str:
    """The due floor's id once it is known; "A new floor" while Fate or a choice decides."""
    if not top_is_next(state) and (state.turn.choice or not state.turn.ready):
        return "A new floor"
    return state.quarry[0]


def shown_next(quarry: tuple[str, ...], display: tuple[str, ...], fate: str) -> tuple[str, ...]:
    """Under Bearable Fate the face-up card names the next floor: that floor goes to the top
    of the quarry, so what the quarry shows (its public top floor, "the next floor in the
    quarry is ...") is the truth. The other levels leave the quarry as it is."""
    if fate != "bearable" or not display:
        return quarry
    return (display[0], *(f for f in quarry if f != display[0]))


def options(state: Position) -> tuple[str, ...]:
    """The floors a Floating Quarry choice offers now, in order (1st, 2nd, 3rd)."""
    extras, fate = state.extras, state.config.fate
    if fate == "off":
        return state.quarry[:3]
    if fate == "bearable":
        return (*extras.fate_display[:1], *extras.fate_pile[: 3 - len(extras.fate_display[:1])])
    return extras.fate_pile[:3]


class NextFloor(Module):
    """Fate levels and the Floating Quarry's choice: which floor is due."""

    id = "next_floor"

    def prepare_due(self, state: Position, events: list[Event]) -> Position | None:
        extras, fate = state.extras, state.config.fate
        if extras.ritual == FLOATING:
            offered = options(state)
            if len(offered) > 1:
                events.append(
                    state.say(
                        f"The Floating Quarry: {state.name} chooses the next floor from "
                        f"{', '.join(offered)}.",
                        "choice",
                        barrier=True,
                    )
                )
                return state.evolve(turn=state.turn.but(choice=offered))
            if not offered:
                return None
            return _take(state, offered[0], 0, events)
        if fate == "merciful":
            offered = tuple(extras.fate_display)
            if len(offered) > 1:
                return state.evolve(turn=state.turn.but(choice=offered))
            return _take(state, offered[0], 0, events) if offered else None
        if fate in ("bearable", "tough"):
            source = extras.fate_display if fate == "bearable" else extras.fate_pile
            return _take(state, source[0], 0, events) if source else None
        return None

    def moves(self, state: Position) -> list[Any]:
        if state.phase == "build" and state.turn.choice:
            return [ChooseFloor(fid) for fid in state.turn.choice]
        return []

    def handlers(self) -> dict[type, Handler]:
        return {ChooseFloor: _choose}

    def floor_problem(self, state: Position, fid: str, placement: Any) -> str | None:
        if state.turn.top_only == fid and placement.level < max(state.temple.height, 1):
            return (
                f"{fid} was chosen from deeper in the Floating Quarry: it may only go on the top "
                f"level (level {max(state.temple.height, 1)} or higher)."
            )
        return None


def _take(state: Position, fid: str, rank: int, events: list[Event]) -> Position:
    """Floor `fid` (option number `rank`, 0 first) is the one due: on top of the quarry, its
    Fate card discarded and the display refilled."""
    extras, fate = state.extras, state.config.fate
    turn = state.turn.but(choice=(), top_only=fid if rank and extras.ritual == FLOATING else "")
    if fate == "off":
        if extras.ritual == FLOATING and rank:
            events.append(
                state.say(f"{state.name} takes {fid} from the Floating Quarry.", "choice")
            )
        return state.evolve(quarry=_to_top(state, fid), turn=turn)
    display = tuple(c for c in extras.fate_display if c != fid)
    pile = tuple(c for c in extras.fate_pile if c != fid)
    refill = FATE_FACE_UP[fate] - len(display)
    shown = pile[:refill] if refill > 0 else ()
    display, pile = display + shown, pile[len(shown) :]
    text = f"Fate names {fid} as the next floor."
    if shown:
        text += f" Turned up: {', '.join(shown)}."
    events.append(state.say(text, "fate", barrier=True))
    extras = replace(
        extras,
        fate_display=display,
        fate_pile=pile,
        fate_discard=(*extras.fate_discard, fid),
    )
    quarry = _to_top(state, fid)
    # The floor due stays on top; the next one Fate shows comes right below it.
    quarry = (fid, *shown_next(quarry[1:], display, fate))
    return state.evolve(quarry=quarry, turn=turn, extras=extras)


def _choose(state: Position, move: Any, events: list[Event]) -> Position:
    assert isinstance(move, ChooseFloor)
    offered = state.turn.choice
    if state.phase != "build" or not offered:
        raise IllegalMove("There is no floor to choose now.")
    if move.fid not in offered:
        raise IllegalMove(f"Choose one of {', '.join(offered)}, not {move.fid}.")
    rank = offered.index(move.fid)
    events.append(state.say(f"{state.name} chooses {move.fid} as the next floor.", "choice"))
    return _take(state, move.fid, rank, events)


NEXT_FLOOR = NextFloor()
