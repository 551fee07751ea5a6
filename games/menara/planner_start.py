"""The planner's steps 1 and 2 (§4.1, §4.2): the camp exchange and the pile to reveal, both
chosen so that the card drawn can most likely be carried out.

Only each pile's contents are used - its cards not yet discarded, in the level row or on show,
which the view gives - never their order.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.menara.data import COLOURS, PILES, PLANS
from games.menara.moves import Reveal, Swap
from games.menara.planner_turn import can_finish
from games.menara.records import Counts, Turn, add, from_letters, sub
from games.menara.state import MenaraState
from games.menara.statics import Temple


def swap(state: MenaraState, moves: list[Any], greedy: Any) -> Any:
    """The camp exchange after which the best pile holds most cards the supply can carry
    out (by colour counts alone), then greedy's usefulness; no exchange unless it gains."""
    free = _empty_by_floor(state.temple)
    total = [sum(f[k] for f in free) for k in range(len(COLOURS))]
    # Each pile as its card kinds (task, number) and how many of each: a handful of kinds.
    piles = [Counter((PLANS[c].task, PLANS[c].n) for c in cards) for cards in state.piles]
    piles = [p for p in piles if p]
    if not piles:
        return greedy
    supply = state.supplies[state.active]

    def key(after: Counts) -> tuple[float, int]:
        best = max(
            sum(n for (task, k), n in p.items() if _doable(task, k, after, free)) / p.total()
            for p in piles
        )
        return (best, sum(min(a, b) for a, b in zip(after, total, strict=True)))

    keep = key(supply)
    best, found = keep, None
    for m in moves:
        if isinstance(m, Swap):
            value = key(add(sub(supply, from_letters(m.give)), from_letters(m.take)))
            if value > best:
                best, found = value, m
    if found is None:
        # No exchange helps: reveal (greedy would only swap for usefulness).
        return greedy if not isinstance(greedy, Swap) else _first_reveal(moves)
    return found


def reveal(state: MenaraState, moves: list[Reveal], greedy: Reveal) -> Reveal:
    """The pile whose cards can most often be carried out with this supply and temple
    (greedy's choice, the easiest pile left, on a tie). Only each pile's contents are
    used, which the view gives (its cards not yet discarded, in the level row or on
    show); their order stays unknown."""
    supply = state.supplies[state.active]
    known: dict[str, bool] = {}

    def doable(card_id: str) -> bool:
        card = PLANS[card_id]
        key = f"{card.task}{card.n}"
        if key not in known:
            turn = Turn(swapped=True, card=card_id)
            known[key] = can_finish(state.temple, supply, card, turn, state)
        return known[key]

    def share(m: Reveal) -> tuple[float, bool]:
        cards = sorted(state.piles[PILES.index(m.pile)])
        return (sum(map(doable, cards)) / len(cards), m == greedy)

    return max(moves, key=share)


def _empty_by_floor(temple: Temple) -> list[list[int]]:
    """The empty bases of each floor, counted by colour (floors with none left out)."""
    out = []
    for i, f in enumerate(temple.floors):
        counts = [0] * len(COLOURS)
        for j, occupant in enumerate(f.columns):
            colour = temple.shapes[i].bases[j].colour
            if not occupant and colour in COLOURS:
                counts[COLOURS.index(colour)] += 1
        if any(counts):
            out.append(counts)
    return out


def _doable(task: str, n: int, supply: Counts, free: list[list[int]]) -> bool:
    """A quick test by colour counts whether the supply can carry out a card of this task
    and number (MOVE and SHIFT do not use the supply: yes)."""
    if task == "PLACE":
        total = [sum(f[k] for f in free) for k in range(len(COLOURS))]
        return sum(min(a, b) for a, b in zip(supply, total, strict=True)) >= n
    if task == "SAME":
        return any(sum(min(a, b) for a, b in zip(supply, f, strict=True)) >= n for f in free)
    if task in ("FILL", "TWOLEVELS"):
        return any(all(a >= b for a, b in zip(supply, f, strict=True)) for f in free)
    # The expansion's colour and floor tasks (§6.6), by colour counts alone as above.
    total = [sum(f[k] for f in free) for k in range(len(COLOURS))]
    fits = [min(a, b) for a, b in zip(supply, total, strict=True)]
    if task == "BLACK":
        return fits[COLOURS.index("K")] >= n
    if task == "SAMECOL":
        return max(fits) >= n
    if task == "DIFFCOL":
        return sum(1 for k in fits if k) >= n
    if task == "DIFFLOORS":
        return sum(1 for f in free if any(min(a, b) for a, b in zip(supply, f, strict=True))) >= n
    return True


def _first_reveal(moves: list[Any]) -> Any:
    reveals = {m.pile: m for m in moves if isinstance(m, Reveal)}
    return next((reveals[p] for p in PILES if p in reveals), moves[0])


__all__ = ["reveal", "swap"]
