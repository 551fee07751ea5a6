"""Re-dealing what a seat may not see (the leak checks' `scramble_secrets`, §7.2 of the rules).

Bali's secrets are kinds, not names: a hand holds "F-rice" cards that the offer and the
displays show too, so a screen cannot be searched for them. Instead the checks render a frame
again from a position where the hidden cards are re-dealt and require the same text.
"""

from __future__ import annotations

import random

from games.bali.state import BaliState
from games.core import State


def scramble_secrets(state: State, keep: int | None, rng: random.Random) -> BaliState:
    """A position that `keep` (None: a spectator) cannot tell from `state`, with the same counts.

    The other seats' hands and the draw pile are pooled, shuffled and dealt again in the same
    sizes; the other seats' sacrifice cards and the face-down altar cards they placed trade
    kinds among themselves (each seat keeps as many, each kind's total stays); the towers below
    each pile's top are shuffled. `keep`'s hand, holdings and face-down kinds stay as they are.
    """
    assert isinstance(state, BaliState)
    if state.is_over():
        return state  # everything is revealed at the end
    hidden = [s for s in range(state.seats) if s != keep]
    # Hands and the draw pile: card ids, dealt again in the same sizes.
    pool = [c for s in hidden for c in state.hands[s]] + list(state.deck)
    rng.shuffle(pool)
    hands = list(state.hands)
    for s in hidden:
        size = len(hands[s])
        hands[s], pool = tuple(pool[:size]), pool[size:]
    # Sacrifice kinds of the hidden holdings and of the face-down cards hidden seats placed.
    kinds = [k for s in hidden for k, n in enumerate(state.own[s]) for _ in range(n)]
    down_slots = [i for i, (s, _k) in enumerate(state.altar_down) if s != keep]
    kinds += [state.altar_down[i][1] for i in down_slots]
    rng.shuffle(kinds)
    own = list(state.own)
    for s in hidden:
        size = sum(own[s])
        dealt, kinds = kinds[:size], kinds[size:]
        own[s] = tuple(dealt.count(k) for k in range(len(own[s])))
    down = list(state.altar_down)
    for i, kind in zip(down_slots, kinds, strict=True):
        down[i] = (down[i][0], kind)
    piles = tuple((p[0], *rng.sample(p[1:], len(p) - 1)) if p else p for p in state.piles)
    return state.evolve(
        deck=tuple(pool),
        hands=tuple(hands),
        own=tuple(own),
        altar_down=tuple(down),
        piles=piles,
    )
