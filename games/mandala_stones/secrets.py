"""Re-dealing what a seat may not see (the leak checks' `scramble_secrets`): the frame check
draws a screen again from a re-dealt position and requires the same text."""

from __future__ import annotations

import random

from games.core import State
from games.mandala_stones.state import MandalaState


def scramble_secrets(state: State, keep: int | None, rng: random.Random) -> MandalaState:
    """A position that `keep` (None: a spectator) cannot tell from `state`, with the same counts.

    The other seats' objective cards and the undealt ones are pooled and dealt again (each seat
    holds as many); buried stones of one colour swap patterns (only the top stone's pattern is
    seen). `keep`'s objectives stay as they are.
    """
    assert isinstance(state, MandalaState)
    if state.is_over():
        return state  # everything is revealed at the end
    pool = [c for s, cards in enumerate(state.objectives) if s != keep for c in cards]
    pool += list(state.undealt)
    rng.shuffle(pool)
    objectives = []
    for s, cards in enumerate(state.objectives):
        if s == keep:
            objectives.append(cards)
        else:
            dealt, pool = tuple(pool[: len(cards)]), pool[len(cards) :]
            objectives.append(dealt)
    stacks = [list(stack) for stack in state.stacks]
    buried = [(i, j) for i, stack in enumerate(stacks) for j in range(len(stack) - 1)]
    rng.shuffle(buried)
    for (i, j), (k, m) in zip(buried[::2], buried[1::2], strict=False):
        a, b = stacks[i][j], stacks[k][m]
        if a[0] == b[0] and a != b:
            stacks[i][j], stacks[k][m] = b, a
    return state.evolve(
        objectives=tuple(objectives),
        undealt=tuple(pool),
        stacks=tuple(tuple(stack) for stack in stacks),
    )
