"""Mandala Stones' own benchmark figures: greedy move times and how often objectives are met.

`games.bench` passes the clock in; this module never reads one itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from games.core.timing import bot_game, bot_move_figures
from games.mandala_stones import data
from games.mandala_stones.bots import BOTS
from games.mandala_stones.game import GAME
from games.mandala_stones.scoring import objective_vp
from games.mandala_stones.state import MandalaState

GAMES = 4
PLAYERS = 4


def greedy_game(players: int, seed: int, harmony: bool) -> MandalaState:
    """A seeded game where every seat is greedy."""
    options = {"harmony": "on" if harmony else "off"}
    state = bot_game(GAME, BOTS["greedy"], seed, players=players, options=options)
    assert isinstance(state, MandalaState)
    return state


def objective_rates(games: int, *, players: int = 4, harmony: bool = False) -> dict[str, float]:
    """For each card: the share of the seats holding it whose final towers meet it (VP > 0)."""
    held: Counter[str] = Counter()
    met: Counter[str] = Counter()
    for seed in range(games):
        state = greedy_game(players, seed, harmony)
        for seat, cards in enumerate(state.objectives):
            for card in cards:
                held[card] += 1
                met[card] += objective_vp(card, state.towers[seat]) > 0
    return {o.id: round(met[o.id] / held[o.id], 3) if held[o.id] else 0.0 for o in data.OBJECTIVES}


def figures(clock: Callable[[], float]) -> dict[str, float]:
    """Greedy move times over a few seeded 4-player games where every seat is greedy."""
    return bot_move_figures(
        GAME,
        BOTS["greedy"],
        clock,
        games=GAMES,
        players=PLAYERS,
        options=lambda seed: {"harmony": "on" if seed % 2 else "off"},
    )
