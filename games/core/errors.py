"""The one error type of the rules layer."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move (or a move text, or an option) that the rules refuse.

    The message is one sentence a player understands ("You must follow with exactly 2
    ruins"); the UI shows it as it is.
    """
