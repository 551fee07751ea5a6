"""Rituals about the turn (spec §6.4 #6, #9, #13): the draw, the reveal, the card that stays.

The Ban of the Blue Columns changes step 4's draw (its setup steps are in modules/setup.py;
a camp renewal draws as in the base game, so the blue columns it brings stay in the camp).
The Slight Earthquake strikes when an easy card is revealed, before it is carried out; a
floor it leaves out of balance brings the temple down (§7.7) and the game ends (T1). The
Balance of Fate keeps a fulfilled easy card in front of its player, who must then reveal a
difficult card (a medium one if none are left) until one is fulfilled.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from games.core import Event
from games.menara.data import COLOURS, GOLDEN, PILES, PLANS
from games.menara.modules import Module
from games.menara.modules.rituals_columns import discard_kept
from games.menara.records import NO_COLUMNS, Counts, add, draw, from_letters, total, words
from games.menara.statics import collapse

if TYPE_CHECKING:
    from games.menara.position import Position

BLUE = COLOURS.index("B")


class BanBlue(Module):
    """#6: a blue column drawn in step 4 goes back and is not replaced; too few other
    columns in the bag for what is owed ends the game at once (T5)."""

    id = "ban_blue"

    def draw(
        self, state: Position, bag: Counts, owed: int, events: list[Event], rng: Any
    ) -> tuple[Counts, Counts, bool] | None:
        others = total(bag) - bag[BLUE]
        if others < owed:
            events.append(
                state.say(
                    f"The Ban of the Blue Columns: the bag holds {others} columns that are not "
                    f"blue, fewer than the {owed} {state.name} is owed: the game ends.",
                    "ritual",
                )
            )
            return NO_COLUMNS, bag, True
        drawn: Counts = NO_COLUMNS
        back = 0
        for _ in range(owed):
            one, bag = draw(bag, 1, rng)
            if one[BLUE]:
                bag, back = add(bag, one), back + 1
            else:
                drawn = add(drawn, one)
        if back:
            word = "a blue column" if back == 1 else f"{back} blue columns"
            events.append(
                state.say(
                    f"The Ban of the Blue Columns: {state.name} draws {word} and puts it back "
                    "into the bag; it is not replaced.",
                    "ritual",
                    barrier=True,
                )
            )
        return drawn, bag, False


class Earthquake(Module):
    """#9: an easy card revealed shakes every freestanding wooden column off the complete
    floors into the bag before the card is carried out."""

    id = "earthquake"

    def after_reveal(self, state: Position, events: list[Event]) -> Position:
        if PLANS[state.turn.card].pile != PILES[0]:
            return state
        shaken = freestanding_on_complete(state)
        if not shaken:
            return state
        floors = list(state.floors)
        for i, j in shaken:
            floors[i] = floors[i].with_column(j, "")
        letters = "".join(state.floors[i].columns[j] for i, j in shaken)
        bag = add(state.bag, from_letters(letters))
        where = sorted({state.floors[i].fid for i, _ in shaken})
        events.append(
            state.say(
                f"The Slight Earthquake shakes {words(from_letters(letters))} off "
                f"{', '.join(where)} into the bag.",
                "ritual",
            )
        )
        after = state.evolve(floors=tuple(floors), bag=bag)
        if after.temple.stable:
            return after
        standing, fallen = collapse(after.temple)
        fallen_ids = {f.fid for f in fallen}
        lost = "".join(c for f in fallen for c in f.columns if c and c != GOLDEN)
        events.append(
            state.say(
                f"The temple shakes apart: {', '.join(f.fid for f in fallen)} "
                f"{'falls' if len(fallen) == 1 else 'fall'}; {standing.height} levels stand.",
                "collapse",
            )
        )
        return after.evolve(
            floors=tuple(f for f in after.floors if f.fid not in fallen_ids),
            fallen=after.fallen + tuple(fallen),
            gone=add(after.gone, from_letters(lost)),
            ending=(*after.ending, "T1"),
        )


def freestanding_on_complete(state: Position) -> list[tuple[int, int]]:
    """(floor, base) of every wooden column that carries nothing on a complete floor."""
    temple = state.temple
    carrying = set()
    for k, f in enumerate(temple.floors):
        for p in temple.supports[k]:
            carrying.add(temple.upright[f.level - 1][p])
    return [
        (i, j)
        for i, f in enumerate(temple.floors)
        if f.complete
        for j, occupant in enumerate(f.columns)
        if occupant != GOLDEN and (i, j) not in carrying
    ]


class BalanceOfFate(Module):
    """#13: Extras.kept holds the easy cards waiting, Extras.hard_next who must reveal a
    difficult card, Extras.lapsed whether only easy cards are left (the ritual is over)."""

    id = "balance_of_fate"

    def reveal_problem(self, state: Position, pile: str) -> str | None:
        extras = state.extras
        if extras.lapsed or not extras.hard_next[state.active]:
            return None
        for k in (2, 1):  # difficult, else medium
            if state.piles[k]:
                if pile == PILES[k]:
                    return None
                return f"The Balance of Fate: {state.name} must reveal a {PILES[k]} card this turn."
        return None  # only easy cards are left: the ritual lapses at the end of this turn

    def dispose(self, state: Position, events: list[Event]) -> Position | None:
        extras, turn, seat = state.extras, state.turn, state.active
        if extras.lapsed:
            return None
        card = PLANS[turn.card]
        done = turn.status == "fulfilled" and not turn.to_level_row
        if card.pile == PILES[0]:
            if not done:
                return None
            kept = list(extras.kept)
            kept[seat] = (*kept[seat], card.id)
            hard = list(extras.hard_next)
            hard[seat] = True
            events.append(
                state.say(
                    f"The Balance of Fate: {card.id} stays in front of {state.name}, who must "
                    "reveal a difficult card next turn.",
                    "ritual",
                )
            )
            return state.evolve(
                extras=replace(extras, kept=tuple(kept), hard_next=tuple(hard)),
                turn=turn.but(card=""),
            )
        if not done or not extras.hard_next[seat]:
            return None  # a failed card joins the level row; the easy cards stay
        events.append(
            state.say(
                f"The Balance of Fate: {card.id} is fulfilled; it and "
                f"{', '.join(extras.kept[seat])} are discarded.",
                "ritual",
            )
        )
        k = PILES.index(card.pile)
        discards = tuple((*d, card.id) if n == k else d for n, d in enumerate(state.discards))
        hard = list(extras.hard_next)
        hard[seat] = False
        after = state.evolve(
            discards=discards,
            extras=replace(extras, hard_next=tuple(hard)),
            turn=turn.but(card=""),
        )
        return discard_kept(after, seat)

    def end_turn(self, state: Position, events: list[Event]) -> Position:
        return _lapse(state, events)


def _lapse(state: Position, events: list[Event]) -> Position:
    """Only easy cards left: the ritual lapses and every kept easy card is discarded. Asked at
    the end of each turn (the piles only shrink, and a turn that revealed the last difficult
    card settles it first)."""
    extras = state.extras
    if extras.lapsed or state.piles[1] or state.piles[2]:
        return state
    events.append(
        state.say(
            "The Balance of Fate lapses: only easy cards are left; kept cards are discarded.",
            "ritual",
        )
    )
    for seat in range(len(extras.kept)):
        state = discard_kept(state, seat)
    extras = replace(state.extras, lapsed=True, hard_next=(False,) * len(extras.hard_next))
    return state.evolve(extras=extras)


BAN_BLUE = BanBlue()
EARTHQUAKE = Earthquake()
BALANCE_OF_FATE = BalanceOfFate()
