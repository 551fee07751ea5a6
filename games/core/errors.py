"""The one error type of the rules layer."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move (or a move text, or an option) that the rules refuse.

    The message is one sentence a player understands ("You must follow with exactly 2
    ruins"); the UI shows it as it is.
    """


QUOTE_LIMIT = 32
"""A refusal quotes at most this many characters of what was typed."""


def quote(text: object, limit: int = QUOTE_LIMIT) -> str:
    """`repr` of a piece of input for a refusal, cut to `limit` characters with an ellipsis
    (a megabyte of junk gives a one-line message)."""
    shown = str(text)
    if len(shown) > limit:
        shown = shown[: limit - 1] + "…"
    return repr(shown)
