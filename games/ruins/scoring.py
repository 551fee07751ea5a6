"""Going out, last place, score limits and the two ways to win (spec §4.12, §5.1, §5.3-§5.5)."""

from __future__ import annotations

from games.ruins import data
from games.ruins.table import Table, ordinal


def add_vp(t: Table, seat: int, delta: int) -> tuple[int, str]:
    """Move a score marker within the track's limits; returns (VP gained, how the limit acted)."""
    before = t.vp[seat]
    after = min(data.VP_MAX, max(data.VP_MIN, before + delta))
    t.vp[seat] = after
    t.gains[seat] += after - before
    sign = f"+{delta}" if delta >= 0 else f"−{-delta}"
    if after == before + delta:
        return after - before, f"{sign} VP (now {after})"
    if after == before:
        limit = "ignored at 0 VP" if delta < 0 else "nothing above 10 VP"
        return 0, f"{sign} VP, {limit} (stays {after})"
    limit = "floored at 0" if delta < 0 else "capped at 10"
    return after - before, f"{sign} VP, {limit} (now {after})"


def win(t: Table, seat: int, reason: str) -> None:
    """The game ends at once; a round cut short is still written into the history."""
    if t.phase != "over" and len(t.history) < t.round:
        t.history.append(tuple(t.gains))
    t.winner = seat
    t.win_reason = reason
    t.phase = "over"
    t.pending = None
    t.clear_draft()
    t.say(f"{t.name(seat)} wins: {reason}", "win", seat)


def go_out(t: Table, seat: int) -> bool:
    """§4.12: the active seat's hand is empty. Returns True if that won the game."""
    position = len(t.finish) + 1
    t.out[seat] = position
    t.finish.append(seat)
    name = t.name(seat)
    # Both wins end the game before any scoring: the winner keeps the VP they had (§5.3, §9
    # scenario 13 leaves the instant winner on 9).
    if position == 1 and t.round == data.SHOWDOWN_ROUND:
        t.say(f"{name} goes out 1st in the showdown", "out", seat)
        win(t, seat, f"{name} went out first in the showdown")
        return True
    if position == 1 and t.vp_start[seat] >= data.INSTANT_WIN_VP:
        held = t.vp_start[seat]
        t.say(f"{name} goes out 1st, having begun the round on {held} VP", "out", seat)
        win(t, seat, f"{name} went out first in round {t.round} holding {held} VP: instant win")
        return True
    value = data.SCORING[t.n][position - 1]
    _, text = add_vp(t, seat, value)
    t.say(f"{name} goes out {ordinal(position)}: {text}", "out", seat)
    return False


def score_last(t: Table, seat: int) -> None:
    """§5.1: the one seat still holding ruins scores the last-place value.

    It is given the last finishing position too, so the round's order is complete in the view.
    """
    t.out[seat] = len(t.finish) + 1
    t.finish.append(seat)
    _, text = add_vp(t, seat, data.SCORING[t.n][-1])
    t.say(f"{t.name(seat)} is left holding ruins, last place: {text}", "score", seat)
