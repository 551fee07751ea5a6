"""What each plan card demands (spec §2.2.1, §4.3.4, §6.6), in words and as checks on the turn.

The expansion's task types (§6.6: DIFFLOORS, DIFFCOL, SAMECOL, BLACK, TWOLEVELS) are further
branches of the same functions; they count the colour a column counts as (`Turn.used`): a golden
column its base's printed colour, nothing on a chain base. A column that would make the card
impossible to fulfil is refused rather than counted (§6.6, digital details).
"""

from __future__ import annotations

from games.menara.data import COLOUR_NAMES, RIMS, PlanCard
from games.menara.records import Turn

COLOUR_TASKS = ("DIFFCOL", "SAMECOL", "BLACK")
COUNTED = ("PLACE", "SAME", "DIFFLOORS", "DIFFCOL", "SAMECOL", "BLACK")
"""Task types that ask for exactly n columns."""


def _columns(n: int) -> str:
    return f"{n} column" if n == 1 else f"{n} columns"


def summary(card: PlanCard) -> str:
    """A few words: "place 3 columns", "fill a floor"."""
    if card.task == "PLACE":
        return f"place {_columns(card.n)}"
    if card.task == "SAME":
        return f"place {_columns(card.n)} on one floor"
    if card.task == "MOVE":
        return f"move {_columns(card.n)} up"
    if card.task == "FILL":
        return "fill a floor"
    if card.task == "DIFFLOORS":
        return f"place {_columns(card.n)} on different floors"
    if card.task == "DIFFCOL":
        return f"place {_columns(card.n)} of different colours"
    if card.task == "SAMECOL":
        return f"place {_columns(card.n)} of one colour"
    if card.task == "BLACK":
        return f"place {card.n} black" + (" column" if card.n == 1 else " columns")
    if card.task == "TWOLEVELS":
        return "complete two floors on different levels"
    return "shift a floor"


def text(card: PlanCard) -> str:
    """The task in full sentences, as the card means it."""
    if card.task == "PLACE":
        return (
            f"Place exactly {_columns(card.n)} from your supply on colour-matching empty bases "
            "of any floors."
        )
    if card.task == "SAME":
        return (
            f"Choose one floor and place exactly {_columns(card.n)} from your supply on its "
            "colour-matching empty bases."
        )
    if card.task == "MOVE":
        what = "a column" if card.n == 1 else f"{card.n} different columns"
        return (
            f"Take {what} out of the temple and put each on a colour-matching empty base of a "
            "higher level."
        )
    if card.task == "FILL":
        return (
            "Choose a floor with empty bases and fill every one of them with columns from your "
            "supply."
        )
    if card.task == "DIFFLOORS":
        return f"Place exactly {_columns(card.n)}, each on a different floor."
    if card.task == "DIFFCOL":
        return (
            f"Place exactly {_columns(card.n)} of pairwise different colours on colour-matching "
            "bases."
        )
    if card.task == "SAMECOL":
        return f"Place exactly {_columns(card.n)}, all of one colour, on colour-matching bases."
    if card.task == "BLACK":
        black = "black column" if card.n == 1 else "black columns"
        return f"Place exactly {card.n} {black} on black bases."
    if card.task == "TWOLEVELS":
        return (
            "Fill one floor completely and add the new floor; then fill a floor on another level "
            "(the new one may be it) and add the next new floor."
        )
    return (
        "Move one floor that carries no other floor, with everything standing on it, one or "
        "more levels up or down."
    )


def sides(card: PlanCard) -> tuple[str, ...]:
    """Which side of a floor added during this card may face up (§2.2.2)."""
    return {"F": ("L", "D"), "L": ("L",), "D": ("D",)}[card.rim]


def rim_text(card: PlanCard) -> str:
    return {"F": "either side up", "L": "light side up", "D": "dark side up"}[card.rim]


def rim_name(card: PlanCard) -> str:
    return RIMS[card.rim]


def places_columns(card: PlanCard) -> bool:
    return card.task in ("FILL", "TWOLEVELS", *COUNTED)


def remaining(card: PlanCard, turn: Turn) -> int | None:
    """Columns (PLACE, SAME, ...) or moves (MOVE) still owed; None when the card does not count."""
    if card.task in COUNTED:
        return card.n - turn.placed
    if card.task == "MOVE":
        return card.n - turn.moves
    return None


def floor_problem(card: PlanCard, turn: Turn, fid: str) -> str | None:
    """Whether the card lets the next column of the supply go on floor `fid`."""
    task = card.task
    if task == "MOVE":
        return f"{card.id} asks you to move columns up, not to place new ones."
    if task == "SHIFT":
        return f"{card.id} asks you to shift a floor, not to place columns."
    if task in COUNTED and card.n <= turn.placed:  # `remaining` is 0 (MOVE is out above)
        return f"{card.id} asks for exactly {_columns(card.n)}; they are placed."
    if task in _ONE_FLOOR and turn.floor and fid != turn.floor:
        return f"{card.id} binds you to {turn.floor}; this column must go there too."
    return None


_ONE_FLOOR = ("SAME", "FILL", "TWOLEVELS")
"""The tasks whose columns all go on one floor (the first column chooses it)."""


def column_problem(card: PlanCard, turn: Turn, fid: str, colour: str, level: int) -> str | None:
    """The new task types' demands on one more column (§6.6): `colour` is what it counts as
    ("" for a golden column on a chain base), `level` the level of its floor."""
    task = card.task
    if task == "DIFFLOORS" and any(f == fid for f, _ in turn.used):
        return f"{card.id} wants each column on a different floor; {fid} has one already."
    if task in COLOUR_TASKS and not colour:
        return f"A golden column on a chain base has no colour, so it cannot serve {card.id}."
    used = [c for _, c in turn.used]
    if task == "DIFFCOL" and colour in used:
        return f"{card.id} wants different colours; a {COLOUR_NAMES[colour]} column is placed."
    if task == "SAMECOL" and used and colour != used[0]:
        return f"{card.id} wants one colour: this card's columns are {COLOUR_NAMES[used[0]]}."
    if task == "BLACK" and colour != "K":
        return f"{card.id} asks for black columns on black bases."
    if task == "TWOLEVELS" and not turn.floor and turn.levels and level == turn.levels[0]:
        return (
            f"{card.id}: the second floor must lie on another level than the first (level {level})."
        )
    return None


def pair_problem(
    card: PlanCard, turn: Turn, fid_a: str, fid_b: str, colours: tuple[str, str] | None = None
) -> str | None:
    """Whether two columns of the card may be placed together (`colours`: what they count as,
    for the new task types)."""
    problem = floor_problem(card, turn, fid_a)
    if problem is None and fid_b != fid_a:  # the same floor twice: asked once
        problem = floor_problem(card, turn, fid_b)
    if problem:
        return problem
    if card.task in COUNTED and card.n - turn.placed < 2:  # `remaining` (MOVE is out above)
        return f"{card.id} owes only 1 more column; place it alone."
    if card.task in _ONE_FLOOR and fid_a != fid_b:
        return f"{card.id} wants its columns on one floor, not on {fid_a} and {fid_b}."
    if card.task == "DIFFLOORS" and fid_a == fid_b:
        return f"{card.id} wants each column on a different floor, not two on {fid_a}."
    if colours is not None and card.task in COLOUR_TASKS:
        a, b = colours
        if card.task == "DIFFCOL" and a == b:
            return f"{card.id} wants different colours, not two {COLOUR_NAMES.get(a, a)} columns."
        if card.task == "SAMECOL" and a != b:
            return f"{card.id} wants one colour for all its columns."
    return None


def after_place(
    card: PlanCard,
    turn: Turn,
    fid: str,
    count: int,
    completed: bool,
    used: tuple[tuple[str, str], ...] = (),
    owed: int | None = None,
) -> Turn:
    """The turn after `count` columns went onto floor `fid` (`owed` of them from the supply,
    all by default; `used`: each column's floor and counted colour)."""
    chosen = turn.floor or (fid if card.task in ("SAME", "FILL", "TWOLEVELS") else "")
    filled = turn.filled or (card.task == "FILL" and completed and fid == chosen)
    return turn.but(
        placed=turn.placed + count,
        owed=turn.owed + (count if owed is None else owed),
        floor=chosen,
        filled=filled,
        used=turn.used + used,
    )


def after_completion(card: PlanCard, turn: Turn, fid: str, level: int) -> Turn:
    """TWOLEVELS: the chosen floor `fid` of `level` is complete; the next one is chosen anew."""
    if card.task != "TWOLEVELS" or fid != turn.floor:
        return turn
    return turn.but(floor="", levels=(*turn.levels, level))


def accomplished(card: PlanCard, turn: Turn) -> bool:
    """The task is carried out (a new floor that is still due comes first)."""
    if turn.due:
        return False
    if card.task in COUNTED:
        return turn.placed == card.n
    if card.task == "MOVE":
        return turn.moves == card.n
    if card.task == "FILL":
        return turn.filled
    if card.task == "TWOLEVELS":
        return len(turn.levels) >= 2
    return turn.shifted


def progress(card: PlanCard, turn: Turn) -> str:
    """Where the card stands, in words."""
    if card.task in COUNTED:
        where = f" on {turn.floor}" if turn.floor else ""
        return f"{turn.placed} of {card.n} placed{where}"
    if card.task == "TWOLEVELS":
        done = len(turn.levels)
        now = f", filling {turn.floor}" if turn.floor else ""
        return f"{done} of 2 floors completed{now}"
    if card.task == "MOVE":
        return f"{turn.moves} of {card.n} moved"
    if card.task == "FILL":
        if turn.filled:
            return f"{turn.floor} filled"
        return f"filling {turn.floor}" if turn.floor else "no floor chosen yet"
    return "floor shifted" if turn.shifted else "no floor shifted yet"
