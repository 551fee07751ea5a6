"""Setting up a game with expansion modules (spec §3.3), in the spec's order.

Chance comes from the same generator as the base setup (`derive("menara", seed, "setup")`),
used in this order: the ritual (if random), the new plan cards of each new floor (table order,
easy, medium, difficult), the camp, the three plan piles, the quarry, the Fate pile and its
reveals, each player's starting columns in seat order, and last the start player. A game
without modules never comes here, so every base-game seed plays as it always did.
"""

from __future__ import annotations

import random

from games.core import IllegalMove
from games.menara.data import (
    BASE_FLOOR_COUNT,
    BASE_FLOORS,
    CAMP_SIZE,
    COLOURS,
    COLUMN_COUNTS,
    COLUMNS_PER_PLAYER,
    FATE_FACE_UP,
    FLOOR_EXTRAS,
    FLOOR_ORDER,
    GOLDEN_COUNT,
    NEW_PLAN_CARDS,
    NOT_IN_BASE,
    PILES,
    PLAN_CARDS,
    RECOMMENDED_FLOORS,
    RITUALS,
    TEARS_PER_COLOUR,
    THIN_TIP_REMOVES,
    narrow_base,
)
from games.menara.modules.fate import FLOATING, shown_next
from games.menara.records import NO_COLUMNS, Config, Counts, Extras, add, draw, sub, total

BLUE = COLOURS.index("B")


def config_of(options: dict[str, str]) -> Config:
    """The options as a Config; combinations the spec forbids are refused (§6.4 #11)."""
    chosen = {fid for fid in FLOOR_ORDER if options.get(f"floor_{fid.lower()}") == "on"}
    first = options.get("first_game") == "on"
    if first:
        chosen |= set(RECOMMENDED_FLOORS)
    ritual = options.get("ritual", "off")
    fate = options.get("fate", "off")
    if ritual == FLOATING and fate == "merciful":
        raise IllegalMove(
            "The Floating Quarry cannot be played with Merciful Fate: choose another ritual or "
            "fate level."
        )
    return Config(
        difficulty=options["difficulty"],
        steady_hands=options["steady_hands"] == "on",
        new_floors=tuple(fid for fid in FLOOR_ORDER if fid in chosen),
        golden=first or options.get("golden_columns") == "on",
        tears=options.get("tears") == "on",
        ritual=ritual,
        fate=fate,
    )


class Table:
    """The pieces of a new game while the setup steps lay them out."""

    def __init__(self, config: Config, players: int, chance: random.Random) -> None:
        self.config = config
        self.chance = chance
        self.players = players
        self.ritual = ""
        self.bag: Counts = COLUMN_COUNTS
        self.camp: Counts = NO_COLUMNS
        self.piles: list[list[str]] = [[c.id for c in PLAN_CARDS if c.pile == p] for p in PILES]
        self.quarry: list[str] = [f.id for f in BASE_FLOORS]
        self.base: list[str] = []
        self.fate_pile: list[str] = []
        self.fate_display: list[str] = []
        self.fate_discard: list[str] = []
        self.supplies: list[Counts] = []

    # step 1 ------------------------------------------------------------------------------------

    def draw_ritual(self) -> None:
        wanted = self.config.ritual
        if wanted == "random":
            allowed = [r.id for r in RITUALS]
            if self.config.fate == "merciful":
                allowed.remove(FLOATING)  # not combinable (§6.4 #11)
            wanted = self.chance.choice(allowed)
        self.ritual = "" if wanted == "off" else wanted

    # step 2 ------------------------------------------------------------------------------------

    def add_new_floors(self) -> None:
        pools = {p: sorted(c.id for c in NEW_PLAN_CARDS if c.pile == p) for p in PILES}
        for fid in self.config.new_floors:
            extras = FLOOR_EXTRAS[fid]
            for k, pile in enumerate(PILES):
                picked = self.chance.sample(pools[pile], extras.cards[k])
                for card in picked:
                    pools[pile].remove(card)
                self.piles[k] += picked
            self.bag = add(self.bag, extras.columns)
            if not (fid == THIN_TIP_REMOVES and self.ritual == "thin_tip"):
                self.quarry.append(fid)

    # step 5 ------------------------------------------------------------------------------------

    def fill_camp(self) -> None:
        if self.ritual != "ban_blue":
            self.camp, self.bag = draw(self.bag, CAMP_SIZE, self.chance)
            return
        # The Ban of the Blue Columns: 3 blue, then 3 of different other colours (Q28).
        blues = tuple(3 if k == BLUE else 0 for k in range(len(COLOURS)))
        self.camp, self.bag = blues, sub(self.bag, blues)
        kept: Counts = NO_COLUMNS
        aside: Counts = NO_COLUMNS
        while total(kept) < 3 and total(self.bag):
            one_col, self.bag = draw(self.bag, 1, self.chance)
            k = one_col.index(1)
            if k != BLUE and not kept[k]:
                kept = add(kept, one_col)
            else:
                aside = add(aside, one_col)
        self.camp = add(self.camp, kept)
        self.bag = add(self.bag, aside)

    def shuffle_piles_and_quarry(self) -> None:
        for pile in self.piles:
            self.chance.shuffle(pile)
        self.chance.shuffle(self.quarry)

    # step 6-7: the temple base -----------------------------------------------------------------

    def form_base(self) -> None:
        fate = self.config.fate
        if self.ritual == "narrow_base":
            # The three smallest of the floors in play (§6.4 #12, Q30), not of the catalogue.
            self.base = [fid for fid, _ in narrow_base(self.quarry)]
            self.quarry = [f for f in self.quarry if f not in self.base]
        if fate != "off":
            self.fate_pile = list(self.quarry)
            self.chance.shuffle(self.fate_pile)
            if not self.base:
                self._base_from_fate()
            shown = FATE_FACE_UP[fate]
            self.fate_display, self.fate_pile = self.fate_pile[:shown], self.fate_pile[shown:]
            self.quarry = list(shown_next(tuple(self.quarry), tuple(self.fate_display), fate))
            return
        if not self.base:
            # The Thorn Moon and the Crescents never lie in the base: to the bottom (§3.3 7).
            while len(self.base) < BASE_FLOOR_COUNT:
                fid = self.quarry.pop(0)
                if fid in NOT_IN_BASE:
                    self.quarry.append(fid)
                else:
                    self.base.append(fid)

    def _base_from_fate(self) -> None:
        """The first three Fate cards name the base; every Thorn Moon or Crescents card among
        them is shuffled back into the pile and replaced by a new draw (§3.3 step 6, S48): the
        other revealed cards stay in the base."""
        shown = self.fate_pile[:BASE_FLOOR_COUNT]
        self.fate_pile = self.fate_pile[BASE_FLOOR_COUNT:]
        back = [fid for fid in shown if fid in NOT_IN_BASE]
        self.base = [fid for fid in shown if fid not in NOT_IN_BASE]
        while len(self.base) < BASE_FLOOR_COUNT:
            if back:
                self.fate_pile += back
                self.chance.shuffle(self.fate_pile)
            fid = self.fate_pile.pop(0)
            back = [fid] if fid in NOT_IN_BASE else []
            if not back:
                self.base.append(fid)
        self.fate_discard += self.base
        for fid in self.base:
            self.quarry.remove(fid)

    # step 8 ------------------------------------------------------------------------------------

    def deal(self, per_player: int) -> None:
        for _ in range(self.players):
            if self.ritual == "ban_blue":
                self.supplies.append(self._draw_without_blue(per_player))
            else:
                supply, self.bag = draw(self.bag, per_player, self.chance)
                self.supplies.append(supply)

    def _draw_without_blue(self, n: int) -> Counts:
        """Starting columns under the Ban: a blue column drawn goes back and is redrawn."""
        supply: Counts = NO_COLUMNS
        while total(supply) < n and total(self.bag) - self.bag[BLUE]:
            col, self.bag = draw(self.bag, 1, self.chance)
            if col[BLUE]:
                self.bag = add(self.bag, col)
            else:
                supply = add(supply, col)
        return supply

    def extras(self) -> Extras:
        tears = self.config.tears or self.ritual == "curse"
        return Extras(
            ritual=self.ritual,
            golden=GOLDEN_COUNT if self.config.golden else 0,
            tears_stock=(TEARS_PER_COLOUR, TEARS_PER_COLOUR) if tears else (0, 0),
            tears_held=((0, 0),) * self.players if tears else (),
            fate_pile=tuple(self.fate_pile),
            fate_display=tuple(self.fate_display),
            fate_discard=tuple(self.fate_discard),
            kept=((),) * self.players,
            hard_next=(False,) * self.players,
        )


def lay_out(config: Config, players: int, chance: random.Random) -> Table:
    """Every step of §3.3 that comes before the first turn, in order."""
    table = Table(config, players, chance)
    table.draw_ritual()
    table.add_new_floors()
    table.fill_camp()
    table.shuffle_piles_and_quarry()
    table.form_base()
    table.deal(COLUMNS_PER_PLAYER[config.difficulty][players - 1])
    return table


def describe(table: Table) -> str:
    """One line for the log: what the modules put on the table."""
    parts = []
    if table.config.new_floors:
        parts.append("new floors " + ", ".join(table.config.new_floors))
    if table.config.golden:
        parts.append("golden columns")
    if table.config.tears or table.ritual == "curse":
        parts.append("Tears of the Gods")
    if table.config.fate != "off":
        parts.append(f"{table.config.fate} Fate")
    if table.ritual:
        name = next(r.name for r in RITUALS if r.id == table.ritual)
        parts.append(f"the ritual {name}")
    return "Rituals & Ruins: " + ", ".join(parts) + "."
