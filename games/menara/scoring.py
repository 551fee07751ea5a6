"""End of the game and its evaluation (spec §5): one result for the whole table."""

from __future__ import annotations

from games.core import Outcome, ScoreRow
from games.menara.modules import active
from games.menara.position import Position

TRIGGERS: dict[str, str] = {
    "T1": "a temple floor collapsed",
    "T2": "the bag could not refill a supply",
    "T3": "the last construction plan was used",
    "T4": "the last temple floor was placed",
    "T5": "the bag held too few columns that are not blue",
}


def _levels(n: int) -> str:
    return f"{n} level" if n == 1 else f"{n} levels"


def outcome(state: Position) -> Outcome:
    """Everyone wins if the temple is at least as high as the level row is long (§5.2)."""
    height = state.temple.height
    needed = len(state.level_row)
    won = height >= needed
    why = " and ".join(TRIGGERS[t] for t in state.ending) or "the game ended"
    objection = next(
        (text for m in active(state) if (text := m.win_problem(state)) is not None), None
    )
    if won and objection:
        won = False
        why += f"; {objection}"
    verdict = "All win" if won else "All lose"
    reason = f"{verdict}: {_levels(height)} built, {needed} needed ({why})."
    n = len(state.players)
    return Outcome(
        scores=(height,) * n,
        winners=frozenset(range(n)) if won else frozenset(),
        reason=reason,
        breakdown=(
            ScoreRow("Levels built", (height,) * n),
            ScoreRow("Levels needed", (needed,) * n),
        ),
    )
