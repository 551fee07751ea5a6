"""A new game (spec §3.2): bag, camp, plan piles, quarry, base floors, level row, supplies.

Chance order (all from `derive("menara", seed, "setup")`, the key "menara/<seed>/setup"): the 6
camp columns, the easy, medium and difficult piles, the quarry, each player's starting columns
in seat order, and last the start player. The three base floors are the top three of the
quarry; the start player lays them (phase `base`) before the first turn.
"""

from __future__ import annotations

from games.core import derive
from games.menara.data import (
    BASE_FLOOR_COUNT,
    BASE_FLOORS,
    CAMP_SIZE,
    COLUMN_COUNTS,
    COLUMNS_PER_PLAYER,
    LEVEL_CARDS,
    LEVEL_CARDS_BY_DIFFICULTY,
    PILES,
    PLAN_CARDS,
)
from games.menara.records import NO_COLUMNS, Config, Turn, draw
from games.menara.state import MenaraState


def new_state(names: tuple[str, ...], seed: int, options: dict[str, str]) -> MenaraState:
    """A new game for seats already checked and options already resolved (`GameInfo.start`)."""
    config = Config(difficulty=options["difficulty"], steady_hands=options["steady_hands"] == "on")
    chance = derive("menara", seed, "setup")  # the key "menara/<seed>/setup", as always
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
