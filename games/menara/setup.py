"""A new game (spec §3.2): bag, camp, plan piles, quarry, base floors, level row, supplies.

Chance order (all from `derive("menara", seed, "setup")`, the key "menara/<seed>/setup"): the 6
camp columns, the easy, medium and difficult piles, the quarry, each player's starting columns
in seat order, and last the start player (drawn even when the option names one). The three base
floors are the top three of the quarry; the start player lays them (phase `base`) before the
first turn.
"""

from __future__ import annotations

import random

from games.core import IllegalMove, derive
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
from games.menara.modules.setup import config_of, lay_out
from games.menara.records import NEW_TURN, NO_COLUMNS, NO_EXTRAS, Config, Counts, Extras, draw
from games.menara.state import MenaraState


def new_state(names: tuple[str, ...], seed: int, options: dict[str, str]) -> MenaraState:
    """A new game for seats already checked and options already resolved (`GameInfo.start`)."""
    config = config_of(options)
    chance = derive("menara", seed, "setup")  # the key "menara/<seed>/setup", as always
    if config.expanded:
        return _expanded(names, seed, config, chance, options)
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
    start = _start_player(names, options, chance)
    return _opening(
        names,
        seed,
        config,
        start,
        bag=bag,
        camp=camp,
        supplies=tuple(supplies),
        piles=tuple(piles),
        quarry=tuple(quarry[BASE_FLOOR_COUNT:]),
        base=tuple(quarry[:BASE_FLOOR_COUNT]),
    )


def _opening(
    names: tuple[str, ...],
    seed: int,
    config: Config,
    start: int,
    *,
    bag: Counts,
    camp: Counts,
    supplies: tuple[Counts, ...],
    piles: tuple[tuple[str, ...], ...],
    quarry: tuple[str, ...],
    base: tuple[str, ...],
    extras: Extras = NO_EXTRAS,
) -> MenaraState:
    """The first position: the start player lays the base floors (phase `base`)."""
    return MenaraState(
        players=names,
        seed=seed,
        config=config,
        phase="base",
        active=start,
        draws=0,
        bag=bag,
        camp=camp,
        supplies=supplies,
        gone=NO_COLUMNS,
        piles=piles,
        discards=((), (), ()),
        level_row=LEVEL_CARDS[: LEVEL_CARDS_BY_DIFFICULTY[config.difficulty]],
        quarry=quarry,
        set_aside=(),
        floors=(),
        base_todo=base,
        turn=NEW_TURN,
        turn_number=1,
        extras=extras,
    )


def _start_player(names: tuple[str, ...], options: dict[str, str], chance: random.Random) -> int:
    """The start player (§3.2 step 8, Q17): chosen in setup, by default at random. The draw is
    made either way, so that choosing one changes no other draw of the game."""
    drawn = chance.randrange(len(names))
    chosen = options.get("first_player", "random")
    if chosen == "random":
        return drawn
    seat = int(chosen[1:]) - 1
    if seat >= len(names):
        allowed = ", ".join(["random", *(f"P{i}" for i in range(1, len(names) + 1))])
        raise IllegalMove(
            f"Option first_player must be one of: {allowed} (there are only {len(names)} "
            f"players, not {chosen})."
        )
    return seat


def _expanded(
    names: tuple[str, ...],
    seed: int,
    config: Config,
    chance: random.Random,
    options: dict[str, str],
) -> MenaraState:
    """A new game with expansion modules (§3.3; the order of chance in modules/setup.py)."""
    table = lay_out(config, len(names), chance)
    start = _start_player(names, options, chance)
    return _opening(
        names,
        seed,
        config,
        start,
        bag=table.bag,
        camp=table.camp,
        supplies=tuple(table.supplies),
        piles=tuple(tuple(p) for p in table.piles),
        quarry=tuple(table.quarry),
        base=tuple(table.base),
        extras=table.extras(),
    )
