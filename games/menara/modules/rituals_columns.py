"""Rituals about columns (spec §6.4 #3, #4, #5, #7, #10).

The Curse judges a column action by the floors it leaves complete, the Grace of the Yellow
and the Glowing Red by the column taken or built, the Unholy White and the Jinxed Yellow by
the columns that arrived: the hook `after_columns` sees every column that was placed, moved
(MOVE) or pushed along a chain, never the columns a SHIFT carries.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from games.core import Event
from games.menara.data import GOLDEN, PILES, PLANS
from games.menara.modules import Add, Module, Remove
from games.menara.modules.tears import marks

if TYPE_CHECKING:
    from games.menara.position import Position


class Curse(Module):
    """#3: a floor whose up side shows a mark is completed only once the mark holds a tear."""

    id = "curse"

    def action_problem(
        self, state: Position, adds: list[Add], removes: list[Remove], entering: int
    ) -> str | None:
        touched = sorted({i for i, _, _ in adds})
        if not touched:
            return None
        shown = marks(state)
        for i in touched:
            f = state.floors[i]
            if f.fid not in shown or f.fid in state.extras.tears_on:
                continue
            columns = list(f.columns)
            for k, m in removes:
                if k == i:
                    columns[m] = ""
            for k, m, occupant in adds:
                if k == i:
                    columns[m] = occupant
            if all(columns):
                return (
                    f"The Curse of the Gods' Tears: {f.fid} may be completed only once its "
                    f"{shown[f.fid]} mark holds a tear."
                )
        return None


class GraceYellow(Module):
    """#4: MOVE may only take yellow columns."""

    id = "grace_yellow"

    def removal_problem(self, state: Position, i: int, j: int) -> str | None:
        if state.floors[i].columns[j] == "Y":
            return None
        return "The Grace of the Yellow Columns: MOVE may only move yellow columns."


class GlowingRed(Module):
    """#10 (digital equivalent, Q35): no red column onto an overbuilt base, none in a pair."""

    id = "glowing_red"

    def column_problem(
        self, state: Position, i: int, j: int, occupant: str, pending: tuple[Add, ...] = ()
    ) -> str | None:
        # Only the column the player handles: on a chain that is the entering one (this hook
        # is asked for it alone; the columns it pushes may end on overbuilt bases).
        if occupant == "R" and state.temple.overbuilt(i, j):
            return (
                "The Glowing Red Columns: a red column cannot be slid onto an overbuilt base "
                "(a higher floor covers it)."
            )
        return None

    def action_problem(
        self, state: Position, adds: list[Add], removes: list[Remove], entering: int
    ) -> str | None:
        if entering >= 2 and any(occupant == "R" for _, _, occupant in adds[:entering]):
            return "The Glowing Red Columns: a red column cannot be part of a pair."
        return None


def discard_top(state: Position, events: list[Event], why: str) -> Position:
    """The top card of the first non-empty pile (easy, medium, difficult) goes unexecuted onto
    its discard pile; nothing when every pile is empty."""
    for k, pile in enumerate(state.piles):
        if not pile:
            continue
        card = pile[0]
        piles = tuple(p[1:] if n == k else p for n, p in enumerate(state.piles))
        discards = tuple((*d, card) if n == k else d for n, d in enumerate(state.discards))
        events.append(
            state.say(
                f"{why}: {card} goes unexecuted onto the {PILES[k]} discard pile.",
                "ritual",
                barrier=True,
            )
        )
        return state.evolve(piles=piles, discards=discards)
    return state


class UnholyWhite(Module):
    """#5: one discard per white column placed, moved or pushed (golden ones do not count)."""

    id = "unholy_white"

    def after_columns(
        self, before: Position, after: Position, adds: list[Add], moved: bool, events: list[Event]
    ) -> Position:
        for _, _, occupant in adds:
            if occupant == "W":
                after = discard_top(after, events, "The Unholy White Columns")
        return after


def is_yellow(state: Position, add: Add) -> bool:
    """A yellow column, or a golden one on a printed yellow base (§6.4 #7, Q27)."""
    i, j, occupant = add
    if occupant == GOLDEN:
        return state.temple.shapes[i].bases[j].colour == "Y"  # never on a chain base (*)
    return occupant == "Y"


class JinxedYellow(Module):
    """#7: a card fulfilled in a turn with yellow activity stays in front of its player until
    the end of a later turn of theirs without yellow activity; at the end of the game cards
    still there join the level row."""

    id = "jinxed_yellow"

    def after_columns(
        self, before: Position, after: Position, adds: list[Add], moved: bool, events: list[Event]
    ) -> Position:
        if after.turn.yellow or not any(is_yellow(before, a) for a in adds):
            return after
        return after.evolve(turn=after.turn.but(yellow=True))

    def dispose(self, state: Position, events: list[Event]) -> Position | None:
        turn = state.turn
        if turn.status != "fulfilled" or turn.to_level_row or not turn.yellow:
            return None
        kept = list(state.extras.kept)
        kept[state.active] = (*kept[state.active], turn.card)
        events.append(
            state.say(
                f"The Jinxed Yellow Columns: {turn.card} stays in front of {state.name} (a "
                "yellow column was built this turn).",
                "ritual",
            )
        )
        return state.evolve(extras=replace(state.extras, kept=tuple(kept)), turn=turn.but(card=""))

    def end_turn(self, state: Position, events: list[Event]) -> Position:
        mine = state.extras.kept[state.active]
        if state.turn.yellow or not mine:
            return state
        events.append(
            state.say(
                f"The Jinxed Yellow Columns: a turn without yellow; {state.name} discards "
                f"{', '.join(mine)}.",
                "ritual",
            )
        )
        return discard_kept(state, state.active)

    def finish(self, state: Position, events: list[Event]) -> Position:
        cards = tuple(c for seat in state.extras.kept for c in seat)
        if not cards:
            return state
        row = (*state.level_row, *cards)
        events.append(
            state.say(
                f"The Jinxed Yellow Columns: {', '.join(cards)} still lie in front of the "
                f"players and join the level row: the temple must reach {len(row)} levels.",
                "ritual",
            )
        )
        kept = ((),) * len(state.extras.kept)
        return state.evolve(level_row=row, extras=replace(state.extras, kept=kept))


def discard_kept(state: Position, seat: int) -> Position:
    """Every card in front of `seat` onto the discard pile of its own pile."""
    discards = [list(d) for d in state.discards]
    for card in state.extras.kept[seat]:
        discards[PILES.index(PLANS[card].pile)].append(card)
    kept = list(state.extras.kept)
    kept[seat] = ()
    return state.evolve(
        discards=tuple(tuple(d) for d in discards),
        extras=replace(state.extras, kept=tuple(kept)),
    )


CURSE = Curse()
GRACE_YELLOW = GraceYellow()
GLOWING_RED = GlowingRed()
UNHOLY_WHITE = UnholyWhite()
JINXED_YELLOW = JinxedYellow()
