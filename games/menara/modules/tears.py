"""Tears of the Gods (spec §6.3): tokens taken for supply columns and put on glowing marks.

Step 1 (before the reveal) the active player may throw any supply column into the bag for a
token of either colour, as often as they like; the column is not replaced (§6.3, [R]). Any time
in their own turn, but not while a new floor is due, they may put a token on the empty mark of
its colour of a floor in the temple: blue marks show on light sides, red marks on dark sides.
A token weighs nothing, travels with its floor and falls with it. The players win only if every
token the game needs lies on the temple at the end (with the Enlightenment the red ones are
not needed, with the Dark the blue ones).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from games.core import Event, IllegalMove
from games.menara.data import COLOUR_NAMES, COLOURS, TEARS_PER_COLOUR
from games.menara.modules import Handler, Module
from games.menara.modules.fate import due_name
from games.menara.moves import PutTear, TakeTear
from games.menara.records import add, count_of, one, sub

if TYPE_CHECKING:
    from games.menara.position import Position

TOKENS = ("blue", "red")
"""Token names in `Extras.tears_stock` / `tears_held` order; a token's mark colour is B or R."""
MARK = {"blue": "B", "red": "R"}


def _k(token: str) -> int:
    return TOKENS.index(token)


def _changed(pair: tuple[int, int], token: str, delta: int) -> tuple[int, int]:
    out = list(pair)
    out[_k(token)] += delta
    return (out[0], out[1])


def marks(state: Position) -> dict[str, str]:
    """Floor id -> token name of its up-facing glowing mark, for every floor that shows one."""
    found: dict[str, str] = {}
    for f, s in zip(state.floors, state.temple.shapes, strict=True):
        if s.mark is not None:
            found[f.fid] = "blue" if s.mark[0] == "B" else "red"
    return found


def needed(state: Position) -> tuple[int, int]:
    """Tokens that must lie on the temple at the end: all twelve, or the six of the only side
    floors may show under the Enlightenment or the Dark (§6.4)."""
    ritual = state.extras.ritual
    blue = 0 if ritual == "dark" else TEARS_PER_COLOUR
    red = 0 if ritual == "enlightenment" else TEARS_PER_COLOUR
    return blue, red


class Tears(Module):
    id = "tears"

    def moves(self, state: Position) -> list[Any]:
        out: list[Any] = []
        if state.phase == "start" and not state.turn.card:
            supply = state.supplies[state.active]
            for token in TOKENS:
                if state.extras.tears_stock[_k(token)]:
                    out += [TakeTear(token, c) for c in COLOURS if count_of(supply, c)]
        if state.phase in ("start", "build", "done") and not state.turn.due:
            held = state.extras.tears_held[state.active]
            for fid, token in sorted(marks(state).items()):
                if held[_k(token)] and fid not in state.extras.tears_on:
                    out.append(PutTear(token, fid))
        return out

    def handlers(self) -> dict[type, Handler]:
        return {TakeTear: _take, PutTear: _put}

    def win_problem(self, state: Position) -> str | None:
        on = marks(state)
        placed = [on[f] for f in state.extras.tears_on if f in on]
        blue, red = needed(state)
        missing = max(0, blue - placed.count("blue")) + max(0, red - placed.count("red"))
        if missing:
            word = "tear is" if missing == 1 else "tears are"
            return f"{missing} {word} not on the temple"
        return None

    def finish(self, state: Position, events: list[Event]) -> Position:
        standing = {f.fid for f in state.floors}
        kept = tuple(f for f in state.extras.tears_on if f in standing)
        if kept == state.extras.tears_on:
            return state
        return state.evolve(extras=replace(state.extras, tears_on=kept))


def _take(state: Position, move: Any, events: list[Event]) -> Position:
    assert isinstance(move, TakeTear)
    if state.phase != "start" or state.turn.card:
        raise IllegalMove("Tears are taken in step 1, before the plan card is revealed.")
    if move.give not in COLOURS:
        raise IllegalMove("Throw a wooden column from your supply into the bag for a tear.")
    supply = state.supplies[state.active]
    if not count_of(supply, move.give):
        raise IllegalMove(f"You have no {COLOUR_NAMES[move.give]} column in your supply.")
    extras = state.extras
    if not extras.tears_stock[_k(move.token)]:
        raise IllegalMove(f"No {move.token} tear is left by the camp.")
    supplies = list(state.supplies)
    supplies[state.active] = sub(supply, one(move.give))
    held = list(extras.tears_held)
    held[state.active] = _changed(held[state.active], move.token, 1)
    events.append(
        state.say(
            f"{state.name} throws a {COLOUR_NAMES[move.give]} column into the bag and takes a "
            f"{move.token} tear.",
            "tear",
        )
    )
    return state.evolve(
        supplies=tuple(supplies),
        bag=add(state.bag, one(move.give)),
        extras=replace(
            extras,
            tears_stock=_changed(extras.tears_stock, move.token, -1),
            tears_held=tuple(held),
        ),
    )


def _put(state: Position, move: Any, events: list[Event]) -> Position:
    assert isinstance(move, PutTear)
    if state.turn.choice:
        raise IllegalMove("First choose which floor comes next.")
    if state.turn.due:
        raise IllegalMove(f"{due_name(state)} must be added to the temple first.")
    if state.phase not in ("start", "build", "done"):
        raise IllegalMove("Tears are put on the temple during your own turn.")
    extras = state.extras
    if not extras.tears_held[state.active][_k(move.token)]:
        raise IllegalMove(f"You hold no {move.token} tear.")
    on = marks(state)
    if move.fid not in state.temple.index_of:
        raise IllegalMove(f"There is no floor {move.fid} in the temple.")
    if move.fid not in on:
        raise IllegalMove(f"{move.fid} shows no glowing mark on its upper side.")
    if on[move.fid] != move.token:
        raise IllegalMove(
            f"The mark on {move.fid} is {on[move.fid]}; a {move.token} tear cannot go there."
        )
    if move.fid in extras.tears_on:
        raise IllegalMove(f"The mark on {move.fid} carries a tear already.")
    held = list(extras.tears_held)
    held[state.active] = _changed(held[state.active], move.token, -1)
    events.append(state.say(f"{state.name} puts a {move.token} tear on {move.fid}.", "tear"))
    return state.evolve(
        extras=replace(extras, tears_held=tuple(held), tears_on=(*extras.tears_on, move.fid))
    )


TEARS = Tears()
