"""What each plan card demands (spec §2.2.1, §4.3.4), in words and as checks on the turn.

The expansion's task types (§6.6: DIFFLOORS, DIFFCOL, SAMECOL, BLACK, TWOLEVELS) join here as
further branches of the same functions.
"""

from __future__ import annotations

from games.menara.data import RIMS, PlanCard
from games.menara.records import Turn


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
    return card.task in ("PLACE", "SAME", "FILL")


def remaining(card: PlanCard, turn: Turn) -> int | None:
    """Columns (PLACE, SAME) or moves (MOVE) still owed; None when the card does not count."""
    if card.task in ("PLACE", "SAME"):
        return card.n - turn.placed
    if card.task == "MOVE":
        return card.n - turn.moves
    return None


def floor_problem(card: PlanCard, turn: Turn, fid: str) -> str | None:
    """Whether the card lets the next column of the supply go on floor `fid`."""
    if card.task == "MOVE":
        return f"{card.id} asks you to move columns up, not to place new ones."
    if card.task == "SHIFT":
        return f"{card.id} asks you to shift a floor, not to place columns."
    left = remaining(card, turn)
    if left is not None and left <= 0:
        return f"{card.id} asks for exactly {_columns(card.n)}; they are placed."
    if card.task in ("SAME", "FILL") and turn.floor and fid != turn.floor:
        return f"{card.id} binds you to {turn.floor}; this column must go there too."
    return None


def pair_problem(card: PlanCard, turn: Turn, fid_a: str, fid_b: str) -> str | None:
    """Whether two columns of the card may be placed together."""
    problem = floor_problem(card, turn, fid_a) or floor_problem(card, turn, fid_b)
    if problem:
        return problem
    left = remaining(card, turn)
    if left is not None and left < 2:
        return f"{card.id} owes only 1 more column; place it alone."
    if card.task in ("SAME", "FILL") and fid_a != fid_b:
        return f"{card.id} wants its columns on one floor, not on {fid_a} and {fid_b}."
    return None


def after_place(card: PlanCard, turn: Turn, fid: str, count: int, completed: bool) -> Turn:
    """The turn after `count` supply columns went onto floor `fid`."""
    chosen = turn.floor or (fid if card.task in ("SAME", "FILL") else "")
    filled = turn.filled or (card.task == "FILL" and completed and fid == chosen)
    return turn.but(
        placed=turn.placed + count,
        owed=turn.owed + count,
        floor=chosen,
        filled=filled,
    )


def accomplished(card: PlanCard, turn: Turn) -> bool:
    """The task is carried out (a new floor that is still due comes first)."""
    if turn.due:
        return False
    if card.task in ("PLACE", "SAME"):
        return turn.placed == card.n
    if card.task == "MOVE":
        return turn.moves == card.n
    if card.task == "FILL":
        return turn.filled
    return turn.shifted


def progress(card: PlanCard, turn: Turn) -> str:
    """Where the card stands, in words."""
    if card.task in ("PLACE", "SAME"):
        where = f" on {turn.floor}" if turn.floor else ""
        return f"{turn.placed} of {card.n} placed{where}"
    if card.task == "MOVE":
        return f"{turn.moves} of {card.n} moved"
    if card.task == "FILL":
        if turn.filled:
            return f"{turn.floor} filled"
        return f"filling {turn.floor}" if turn.floor else "no floor chosen yet"
    return "floor shifted" if turn.shifted else "no floor shifted yet"
