"""A new game (spec §3.2): bag, camp, plan piles, quarry, base floors, level row, supplies.

Chance order (all from `random.Random(f"menara/{seed}/setup")`): the 6 camp columns, the easy,
medium and difficult piles, the quarry, each player's starting columns in seat order, and last
the start player. The three base floors are the top three of the quarry; the start player lays
them (phase `base`) before the first turn.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from games.core import IllegalMove
from games.menara.data import (
    BASE_FLOOR_COUNT,
    BASE_FLOORS,
    CAMP_SIZE,
    COLUMN_COUNTS,
    COLUMNS_PER_PLAYER,
    DIFFICULTIES,
    LEVEL_CARDS,
    LEVEL_CARDS_BY_DIFFICULTY,
    PILES,
    PLAN_CARDS,
)
from games.menara.records import NO_COLUMNS, Config, Turn, draw
from games.menara.state import MenaraState

MAX_PLAYERS = 4


def config_from(options: Mapping[str, object] | None) -> Config:
    opts = dict(options or {})
    difficulty = str(opts.pop("difficulty", "medium"))
    if difficulty not in DIFFICULTIES:
        raise IllegalMove(f"Option difficulty must be one of: {', '.join(DIFFICULTIES)}.")
    steady = opts.pop("steady_hands", "on")
    if steady not in ("on", "off", True, False):
        raise IllegalMove("Option steady_hands must be on or off.")
    if opts:
        raise IllegalMove(
            f"Menara has no option {sorted(opts)[0]!r} (options: difficulty, steady_hands)."
        )
    return Config(difficulty=difficulty, steady_hands=steady in ("on", True))


def new_state(
    players: Sequence[str], *, seed: int, options: Mapping[str, object] | None = None
) -> MenaraState:
    names = tuple(players)
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise IllegalMove(f"Menara is for 1 to {MAX_PLAYERS} players, not {len(names)}.")
    config = config_from(options)
    chance = random.Random(f"menara/{seed}/setup")
    camp, bag = draw(COLUMN_COUNTS, CAMP_SIZE, chance)
    piles = []
    for pile in PILES:
        cards = [c.id for c in PLAN_CARDS if c.pile == pile]
        chance.shuffle(cards)
        piles.append(tuple(cards))
    quarry = [f.id for f in BASE_FLOORS]
    chance.shuffle(quarry)
    supplies = []
    per_player = COLUMNS_PER_PLAYER[config.difficulty][len(names) - 1]
    for _ in names:
        supply, bag = draw(bag, per_player, chance)
        supplies.append(supply)
    start = chance.randrange(len(names))
    return MenaraState(
        players=names,
        seed=seed,
        config=config,
        phase="base",
        active=start,
        draws=0,
        bag=bag,
        camp=camp,
        supplies=tuple(supplies),
        gone=NO_COLUMNS,
        piles=tuple(piles),
        discards=((), (), ()),
        level_row=LEVEL_CARDS[: LEVEL_CARDS_BY_DIFFICULTY[config.difficulty]],
        quarry=tuple(quarry[BASE_FLOOR_COUNT:]),
        set_aside=(),
        floors=(),
        base_todo=tuple(quarry[:BASE_FLOOR_COUNT]),
        turn=Turn(),
        turn_number=1,
    )
