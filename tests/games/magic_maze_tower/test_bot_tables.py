"""Bots at an open table or in hot seat share the solver's plan: every seat count finishes
every shipped quest (once `demo --plain` with 2-4 seats waited forever)."""

from __future__ import annotations

from functools import cache

import pytest

from games.core import Match, Seat
from games.magic_maze_tower import GAME
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.solver import solve

QUESTS = next(o for o in GAME.info.options if o.id == "quest").choices


def _limit(quest: str, seats: int) -> int:
    """How many moves a table of greedy bots may take before it counts as never ending.

    Each atom of the shared plan costs at most the atom itself, one release of the pawn by the
    seat that holds it, and before each of these up to seats - 1 seats that cannot help
    (`wait` at an open table, `end` in turns): 2 x seats moves per atom of the optimum, plus a
    few atoms for a declined swap. Measured: at most 1.35 x seats moves per atom on every
    shipped quest of adventures 1-12. A fixed cap of 400 failed the generated epic adventure 12
    once shipped (92 atoms) at four open seats although its table finished, in 468 moves: the
    seat after the mover is asked first, so an open table of four spends about 5 moves per atom.
    """
    return 2 * seats * (_optimum_atoms(quest) + 4)


@cache
def _optimum_atoms(quest: str) -> int:
    """The atoms of the quest's shortest solution, solved once per test process."""
    return solve(Board(load_quest(quest))).atoms


def _finish(quest: str, seats: int, control: str) -> Match:
    bots = tuple(Seat(f"Greedy {i + 1}", "greedy") for i in range(seats))
    match = Match.new(GAME, bots, seed=1, options={"quest": quest, "control": control})
    limit = _limit(quest, seats)
    while not match.state.is_over():
        assert len(match.moves) < limit, f"{quest} with {seats} seats ({control}) never ends"
        seat = match.bots_in_order()[0]
        match.play(seat, match.bot_move(seat))
    return match


SEATS = (1, 2, 3, 4)
CONTROLS = ("open", "turns")
# By default each quest is played at one table, the tables rotating over the quests so that every
# seat count and control mode is still met many times; `-m slow` plays the whole matrix.
SAMPLE = [
    (quest, SEATS[i % len(SEATS)], CONTROLS[(i // len(SEATS)) % len(CONTROLS)])
    for i, quest in enumerate(QUESTS)
]
MATRIX = [
    pytest.param(quest, seats, control, marks=pytest.mark.slow)
    for quest in QUESTS
    for seats in SEATS
    for control in CONTROLS
    if (quest, seats, control) not in SAMPLE
]


@pytest.mark.parametrize(("quest", "seats", "control"), [*SAMPLE, *MATRIX])
def test_greedy_bots_finish_every_quest(quest: str, seats: int, control: str) -> None:
    match = _finish(quest, seats, control)
    outcome = match.state.outcome()
    assert outcome is not None
    assert outcome.winners, outcome.reason
    waits = sum(m.notation == "wait" for m in match.moves)
    assert waits <= len(match.moves) * 3 // 4 + 3
