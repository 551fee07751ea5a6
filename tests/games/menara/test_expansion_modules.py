"""Golden columns, Tears of the Gods, Fate and the expanded setup (spec §3.3, §6.2, §6.3, §6.5):
the scenarios of §9.2 by number, the setup steps, the options, and the generic checker over a
matrix of module combinations."""

from __future__ import annotations

import json
import math
import random
from dataclasses import replace
from itertools import count
from typing import Any

import pytest

from games.core import IllegalMove, State
from games.core.testing import check_bot_uses_view_only, check_game, refused
from games.menara import BOTS, GAME, bench
from games.menara.data import (
    BASE_FLOORS,
    COLUMN_COUNTS,
    FLOOR_EXTRAS,
    FLOOR_ORDER,
    GOLDEN,
    GOLDEN_COUNT,
    NARROW_BASE,
    NEW_PLAN_CARDS,
    NOT_IN_BASE,
    PLAN_CARDS,
    RECOMMENDED_FLOORS,
    RITUALS,
    TEARS_PER_COLOUR,
    THIN_TIP_REMOVES,
)
from games.menara.geometry import coords
from games.menara.modules.setup import Table
from games.menara.moves import ChooseFloor, EndTurn, Place, PutTear, TakeTear
from games.menara.records import Config, Extras, add, from_letters, total
from games.menara.state import MenaraState
from tests.games.menara.helpers import CORNERS, columns_total, floor, legal, make_state, play

SLOW = pytest.mark.slow
"""Long seeded play-outs: run with `-m slow` (a sample of each kind runs by default)."""

FLOOR_OPTIONS = tuple(f"floor_{fid.lower()}" for fid in FLOOR_ORDER)
ALL_ON: dict[str, str] = {
    **{key: "on" for key in FLOOR_OPTIONS},
    "golden_columns": "on",
    "tears": "on",
    "fate": "bearable",
    "ritual": "random",
}


def new_game(players: int = 2, seed: int = 1, **options: str) -> MenaraState:
    return game_with(options, players, seed)


def game_with(options: dict[str, str], players: int = 2, seed: int = 1) -> MenaraState:
    state = GAME.new_state([f"P{k + 1}" for k in range(players)], seed=seed, options=options)
    assert isinstance(state, MenaraState)
    return state


# -- the invariant of an expanded game ------------------------------------------------------------


def floors_in_play(state: MenaraState) -> list[str]:
    """The floors the setup put into the game: every base floor and the chosen new ones (the
    Thin Tip removes the Thorn Moon)."""
    new = [f for f in state.config.new_floors]
    if state.extras.ritual == "thin_tip" and THIN_TIP_REMOVES in new:
        new.remove(THIN_TIP_REMOVES)
    return [f.id for f in BASE_FLOORS] + new


def expanded_invariant(state: State) -> None:
    assert isinstance(state, MenaraState)
    config, extras = state.config, state.extras
    # Every column is somewhere: the base game's 76 and what the new floors brought.
    columns = COLUMN_COUNTS
    for fid in config.new_floors:
        columns = add(columns, FLOOR_EXTRAS[fid].columns)
    assert columns_total(state) == columns
    # Golden columns lie by the camp or stand in the temple (or fell with their floor).
    golden = sum(c == GOLDEN for f in (*state.floors, *state.fallen) for c in f.columns)
    assert extras.golden + golden == (GOLDEN_COUNT if config.golden else 0)
    # Every floor in play is somewhere, once.
    where = [*state.quarry, *(f.fid for f in state.floors), *state.set_aside, *state.base_todo]
    where += [f.fid for f in state.fallen]
    assert sorted(where) == sorted(floors_in_play(state))
    # Every plan card: the base 35 and three per new floor.
    cards = [*(c for pile in state.piles for c in pile), *(c for d in state.discards for c in d)]
    cards += [c for c in state.level_row if not c.startswith("LV")]
    cards += [c for kept in extras.kept for c in kept]
    cards += [state.turn.card] if state.turn.card else []
    assert len(cards) == len(set(cards)) == len(PLAN_CARDS) + 3 * len(config.new_floors)
    # Every tear token: by the camp, in front of a player, or on a floor.
    if extras.tears_held:
        held = sum(sum(h) for h in extras.tears_held)
        standing = {f.fid for f in state.floors}
        on = [f for f in extras.tears_on if f in standing]
        assert len(on) == len(set(on))
        count = sum(extras.tears_stock) + held + len(extras.tears_on)
        if state.fallen:
            # Tokens on floors a wobble brought down are lost (§6.3).
            assert count <= 2 * TEARS_PER_COLOUR
            assert set(extras.tears_on) <= standing
        else:
            assert count == 2 * TEARS_PER_COLOUR
    else:
        assert extras.tears_stock == (0, 0)
        assert not extras.tears_on
    # Fate: one card per floor in play (the Narrow Base's floors removed), each once.
    if config.fate != "off":
        fate = [*extras.fate_pile, *extras.fate_display, *extras.fate_discard]
        narrow = [fid for fid, _ in NARROW_BASE] if extras.ritual == "narrow_base" else []
        assert sorted(fate + narrow) == sorted(floors_in_play(state))
    # The temple stands, each upper floor on the level right below it.
    assert state.temple.stable
    for i, f in enumerate(state.floors):
        if f.level:
            assert {state.floors[j].level for j in state.temple.support_floors[i]} == {f.level - 1}
    views = {json.dumps({**state.view(seat), "seat": None}, sort_keys=True) for seat in [None, 0]}
    assert len(views) == 1


# -- fixtures with modules ------------------------------------------------------------------------


def with_modules(
    state: MenaraState,
    *,
    golden: bool = False,
    tears: bool = False,
    fate: str = "off",
    ritual: str = "",
    **extras: object,
) -> MenaraState:
    """A fixture state of §9.0 with expansion modules switched on (and their table state)."""
    n = len(state.players)
    config = replace(state.config, golden=golden, tears=tears, fate=fate, ritual=ritual or "off")
    table = Extras(
        ritual=ritual,
        golden=GOLDEN_COUNT if golden else 0,
        tears_stock=(TEARS_PER_COLOUR, TEARS_PER_COLOUR) if tears else (0, 0),
        tears_held=((0, 0),) * n if tears else (),
        kept=((),) * n,
        hard_next=(False,) * n,
    )
    return state.evolve(config=config, extras=replace(table, **extras))  # type: ignore[arg-type]


# -- §9.2 scenarios: golden columns --------------------------------------------------------------


def test_s29_golden_column_basics() -> None:
    state = make_state([floor("TQ4", 0, 0, 0, {(1, 1): "Y"})], card="E01", supply="Y")
    state = with_modules(state, golden=True)
    assert [m for m in legal(state) if m.startswith("place Y")] == []  # Y has no legal base
    assert "place G TQ4 2,3" in legal(state)
    state, _ = play(state, "place G TQ4 2,3")
    assert state.floors[0].columns == ("Y", "", GOLDEN)
    assert not state.floors[0].complete  # the R base is still empty: no new floor is due
    assert state.turn.due == 0
    assert state.turn.status == "fulfilled"
    assert state.extras.golden == 1  # one golden column left by the camp
    bag = total(state.bag)
    state, _ = play(state, "end")
    assert total(state.bag) == bag  # step 4 draws 0
    assert total(state.supplies[0]) == 1


def test_s30_golden_columns_never_support() -> None:
    columns = {(1, 1): "Y", (5, 1): "Y", (1, 5): "R", (5, 5): GOLDEN}
    state = make_state([floor("TQ6", 0, 0, 0, columns)], card="M03", due=1, quarry=["TQ4"])
    state = with_modules(state, golden=True)
    state, _ = play(state, "floor TQ4 L0 1,1 lv1")
    temple = state.temple
    assert state.floors[-1].level == 1
    points = sorted(coords(p) for p in temple.supports[-1])
    assert points == [(1, 1), (1, 5), (5, 1)]  # the golden column at (5,5) carries nothing
    assert temple.stable
    # The centre of mass (3,3) lies inside the region, sqrt(2)/2 from its edge x + y = 7.
    assert temple.margin(len(state.floors) - 1) == pytest.approx(math.sqrt(2) / 2)


def test_s31_golden_columns_never_move() -> None:
    corners = {(1, 1): GOLDEN, (5, 1): "Y", (1, 5): "R", (5, 5): "R"}
    state = make_state(
        [floor("TQ6", 0, 0, 0, corners), floor("TQ4", 1, 1, 1)], card="M11", supply=""
    )
    state = with_modules(state, golden=True)
    assert not [m for m in legal(state) if m.startswith("move G")]
    refused(GAME, state, state.active, "move G TQ6 1,1 > TQ4 2,2", "golden")


def test_s25_replenish_counts_a_golden_column() -> None:
    state = make_state([floor("TQ6", 0, 0, 0)], card="E04", supply="RY")
    state = with_modules(state, golden=True)
    state, _ = play(state, "place G TQ6 3,3", "place R TQ6 1,5")
    assert state.turn.status == "fulfilled"
    assert state.turn.owed == 1
    bag = total(state.bag)
    state, _ = play(state, "end")
    assert total(state.bag) == bag - 1  # draws 1: the golden column is not replenished
    assert total(state.supplies[0]) == 2


# -- §9.2 scenarios: Tears of the Gods ------------------------------------------------------------


def test_s33_acquiring_tears_shrinks_the_supply() -> None:
    state = make_state([floor("TQ6", 0, 0, 0)], supply="YYRKW")
    state = with_modules(state, tears=True)
    bag = total(state.bag)
    state, _ = play(state, "tear blue for R", "tear red for K")
    assert total(state.supplies[0]) == 3
    assert state.supplies[0] == from_letters("YYW")
    assert total(state.bag) == bag + 2  # the thrown columns went into the bag
    assert state.extras.tears_held[0] == (1, 1)
    assert state.extras.tears_stock == (TEARS_PER_COLOUR - 1, TEARS_PER_COLOUR - 1)
    state, _ = play(state, "reveal easy")  # E01 PLACE(1)... the pile order is the catalogue's
    refused(GAME, state, state.active, "tear blue for Y", "step 1")
    card = make_state([floor("TQ6", 0, 0, 0)], card="E04", supply="YYW")
    card = with_modules(card, tears=True, tears_held=((1, 1), (0, 0)))
    card, _ = play(card, "place Y TQ6 1,1", "place Y TQ6 5,1", "end")
    assert total(card.supplies[0]) == 3  # step 4 drew the 2 placed, not the 2 thrown


def test_s34_placing_tears() -> None:
    light = floor("F01", 0, 0, 0)  # blue mark, light side
    dark = floor("F02", 10, 0, 0, side="D")  # red mark, dark side
    state = make_state([light, dark], card="E01", supply="")
    state = with_modules(state, tears=True, tears_held=((1, 1), (0, 0)), tears_stock=(5, 5))
    refused(GAME, state, state.active, "put blue on F02", "red")
    state, _ = play(state, "put blue on F01")
    assert state.extras.tears_on == ("F01",)
    assert state.extras.tears_held[0] == (0, 1)
    state = with_modules(
        state, tears=True, tears_held=((1, 1), (0, 0)), tears_stock=(4, 5), tears_on=("F01",)
    )
    refused(GAME, state, state.active, "put blue on F01", "carries a tear already")
    state, _ = play(state, "fail")  # placing after declaring failure, in the same turn
    assert "put red on F02" in legal(state)
    state, _ = play(state, "put red on F02")
    assert state.extras.tears_on == ("F01", "F02")
    # While a new floor is due, no token may be put.
    due = make_state([floor("TQ6", 0, 0, 0, CORNERS), light], card="M03", supply="K")
    due = with_modules(due, tears=True, tears_held=((1, 0), (0, 0)), tears_stock=(5, 6))
    due, _ = play(due, "place K TQ6 3,3")
    assert due.turn.due == 1
    assert not [m for m in legal(due) if m.startswith("put")]
    refused(GAME, due, due.active, "put blue on F01", "must be added")


BLUE_FLOORS = ("F01", "F03", "F05", "F07", "F09", "F11")
"""Six base floors with a blue mark on the light side."""


def _six_marked(ritual: str, on: tuple[str, ...]) -> MenaraState:
    """A temple of height 1 (level row 1) beside six light floors with blue marks; the card is
    done and the piles empty, so ending the turn ends the game (T3)."""
    tower = [floor("TQ6", 0, 20, 0, {(x, y + 20): c for (x, y), c in CORNERS.items()})]
    tower.append(floor("TQ4", 1, 21, 1))
    marked = [floor(fid, 9 * k, 0, 0) for k, fid in enumerate(BLUE_FLOORS)]
    state = make_state(
        tower + marked,
        card="E01",
        phase="done",
        status="fulfilled",
        piles=((), (), ()),
        level_row=1,
    )
    return with_modules(
        state,
        tears=True,
        ritual=ritual,
        tears_stock=(0, 0),
        tears_held=((TEARS_PER_COLOUR - len(on), TEARS_PER_COLOUR), (0, 0)),
        tears_on=on,
    )


def test_s36_enlightenment_needs_only_the_blue_tears() -> None:
    state, _ = play(_six_marked("enlightenment", BLUE_FLOORS), "end")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners  # the 6 red tears stay over
    # Without the ritual the 6 red ones are missing.
    state, _ = play(_six_marked("", BLUE_FLOORS), "end")
    outcome = state.outcome()
    assert outcome is not None
    assert not outcome.winners
    assert "6 tears are not on the temple" in outcome.reason
    # With the ritual, one blue tear short still loses.
    state, _ = play(_six_marked("enlightenment", BLUE_FLOORS[:5]), "end")
    outcome = state.outcome()
    assert outcome is not None
    assert not outcome.winners
    assert "1 tear is not on the temple" in outcome.reason


# -- §9.2 scenarios: Fate ----------------------------------------------------------------------


def _completing(fate: str, display: tuple[str, ...], pile: tuple[str, ...]) -> MenaraState:
    """P1 is about to complete TQ6 (K on (3,3)) under the given Fate display and pile."""
    state = make_state(
        [floor("TQ6", 0, 0, 0, CORNERS)],
        card="M03",
        supply="KYR",
        quarry=["F02", "F05", "F07", "F13", "X2", "F09"],
        pad=False,
    )
    return with_modules(state, fate=fate, fate_display=display, fate_pile=pile)


def test_s47_fate_levels() -> None:
    # Bearable: the face-up card names the floor, whatever the quarry order.
    state, _ = play(_completing("bearable", ("F07",), ("F02", "F05")), "place K TQ6 3,3")
    assert state.quarry[0] == "F07"
    assert state.extras.fate_display == ("F02",)
    assert state.extras.fate_pile == ("F05",)
    assert state.extras.fate_discard == ("F07",)
    assert all(m.startswith("floor F07") for m in legal(state))
    # The floor the new face-up card names is what the quarry shows next.
    assert state.quarry[:2] == ("F07", "F02")
    state, events = play(state, "floor F07 L0 0,0 lv1")
    assert "The next floor in the quarry is F02." in [e.text for e in events]
    # Merciful: the players choose one of the three; the display is refilled to three.
    merciful = _completing("merciful", ("F07", "X2", "F13"), ("F05", "F02"))
    state, _ = play(merciful, "place K TQ6 3,3")
    assert state.turn.choice == ("F07", "X2", "F13")
    assert sorted(legal(state)) == ["choose F07", "choose F13", "choose X2"]
    refused(GAME, state, state.active, "choose F05", "Choose one of")
    refused(GAME, state, state.active, "place Y TQ6 1,1", "choose")
    state, _ = play(state, "choose X2")
    assert state.quarry[0] == "X2"
    assert state.extras.fate_display == ("F07", "F13", "F05")
    assert state.extras.fate_pile == ("F02",)
    assert state.extras.fate_discard == ("X2",)
    assert all(m.startswith("floor X2") for m in legal(state))
    # Tough: nothing face up; at need the top card of the pile is turned up and used.
    state, _ = play(_completing("tough", (), ("F13", "F05")), "place K TQ6 3,3")
    assert state.quarry[0] == "F13"
    assert state.extras.fate_display == ()
    assert state.extras.fate_pile == ("F05",)
    assert state.extras.fate_discard == ("F13",)


def test_fate_ends_the_game_with_its_last_card() -> None:
    # §6.5: the last floor is placed (T4) when no Fate card remains in the pile or display.
    state = make_state(
        [floor("TQ6", 0, 0, 0, CORNERS)], card="M03", supply="KYR", quarry=["F07"], pad=False
    )
    state = with_modules(state, fate="bearable", fate_display=("F07",), fate_pile=())
    state, _ = play(state, "place K TQ6 3,3")
    assert state.extras.fate_display == ()
    state, _ = play(state, "floor F07 L0 0,0 lv1")
    assert state.is_over()
    assert state.ending == ("T4",)


def test_s48_fate_setup() -> None:
    config = Config("medium", new_floors=FLOOR_ORDER, fate="bearable")
    table = Table(config, 2, random.Random(48))
    table.add_new_floors()
    rest = [f for f in table.quarry if f not in ("F02", "X6", "F10")]
    table.fate_pile = ["F02", "X6", "F10", *rest]
    table._base_from_fate()
    assert table.base[:2] == ["F02", "F10"]  # X6 was shuffled back ...
    third = table.base[2]
    assert third not in NOT_IN_BASE  # ... and replaced by a new draw
    assert table.fate_discard == table.base  # these three Fate cards are discarded
    assert "X6" in table.fate_pile
    assert not set(table.base) & set(table.quarry) & set(table.fate_pile)
    # Whole setups: the base comes from Fate and never holds the Thorn Moon or the Crescents.
    for seed in range(12):
        state = new_game(seed=seed, fate="tough", floor_x4="on", floor_x6="on")
        assert len(state.base_todo) == 3
        assert not set(state.base_todo) & set(NOT_IN_BASE)
        assert state.extras.fate_discard == state.base_todo
        assert state.extras.fate_display == ()
        assert len(state.extras.fate_pile) == len(BASE_FLOORS) + 2 - 3
        # Bearable: the quarry shows the floor of the face-up Fate card on top.
        bearable = new_game(seed=seed, fate="bearable", floor_x1="on")
        assert bearable.quarry[0] == bearable.extras.fate_display[0]


# -- the generic checker over module combinations ------------------------------------------------

SINGLE_MODULES: list[dict[str, str]] = [
    *({key: "on"} for key in FLOOR_OPTIONS),
    {"golden_columns": "on"},
    {"tears": "on"},
    *({"fate": level} for level in ("merciful", "bearable", "tough")),
    {"ritual": "random"},
]


def random_subset(k: int) -> dict[str, str]:
    """A seeded random choice of modules (at least one), fate and ritual included."""
    pick = random.Random(f"menara-modules/{k}")
    options = {key: pick.choice(("on", "off")) for key in (*FLOOR_OPTIONS, "golden_columns")}
    options["tears"] = pick.choice(("on", "off"))
    options["fate"] = pick.choice(("off", "merciful", "bearable", "tough"))
    rituals = ["off", "random", *(r.id for r in RITUALS)]
    if options["fate"] == "merciful":
        rituals.remove("floating_quarry")
    options["ritual"] = pick.choice(rituals)
    if all(v == "off" for v in options.values()):
        options["golden_columns"] = "on"
    return options


def _check(options: dict[str, str], seeds: list[int], players: list[int], every: int) -> None:
    reports = check_game(
        GAME,
        player_counts=players,
        seeds=seeds,
        options={"difficulty": "medium", **options},
        exhaustive_every=every,
        invariant=expanded_invariant,
    )
    assert all(r.over for r in reports)


def _name(options: dict[str, str]) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items())


@pytest.mark.parametrize("steady", ["on", "off"])
@pytest.mark.parametrize("options", SINGLE_MODULES, ids=_name)
def test_contract_with_each_module_alone(options: dict[str, str], steady: str) -> None:
    # Every module works with steady hands on and off (issue 13).
    _check({**options, "steady_hands": steady}, [1], [2], 15)


@pytest.mark.parametrize("fate", ["merciful", "bearable", "tough"])
def test_contract_with_all_modules(fate: str) -> None:
    ritual = "random" if fate != "merciful" else "jinxed_yellow"
    _check({**ALL_ON, "fate": fate, "ritual": ritual}, [2], [2, 3], 15)


@pytest.mark.parametrize("steady", ["on", "off"])
def test_contract_with_the_first_expanded_game(steady: str) -> None:
    # Every module works with steady hands on and off (issue 13).
    _check({"first_game": "on", "steady_hands": steady}, [3], [2, 3], 15)


@pytest.mark.parametrize("k", [0, 1, *(pytest.param(k, marks=SLOW) for k in range(2, 8))])
def test_contract_with_random_module_subsets(k: int) -> None:
    _check(random_subset(k), [10 + k], [2 + k % 2], 15)


# -- the expanded setup (§3.3) and the options --------------------------------------------------


def test_new_floors_bring_their_cards_and_columns() -> None:
    base = new_game()
    state = game_with({key: "on" for key in FLOOR_OPTIONS})
    assert state.config.new_floors == FLOOR_ORDER
    # 33 extra columns: 13 Y, 8 R, 6 K, 4 W, 2 B (§6.1.1).
    assert columns_total(state) == add(COLUMN_COUNTS, (13, 8, 6, 4, 2))
    assert total(columns_total(state)) == total(COLUMN_COUNTS) + 33
    # Each new floor adds one new card to each pile: with all eight the whole new pool.
    sizes = [len(p) for p in state.piles]
    assert sizes == [len(p) + 8 for p in base.piles]
    new_cards = {c for pile in state.piles for c in pile} - {c.id for c in PLAN_CARDS}
    assert new_cards == {c.id for c in NEW_PLAN_CARDS}
    floors = [*state.quarry, *state.base_todo]
    assert sorted(floors) == sorted([f.id for f in BASE_FLOORS] + list(FLOOR_ORDER))
    # One floor brings one card per pile and its own columns.
    one_floor = new_game(floor_x7="on")
    assert [len(p) for p in one_floor.piles] == [len(p) + 1 for p in base.piles]
    assert columns_total(one_floor) == add(COLUMN_COUNTS, FLOOR_EXTRAS["X7"].columns)
    assert "X7" in [*one_floor.quarry, *one_floor.base_todo]


@pytest.mark.parametrize("fate", ["off", "bearable"])
def test_thorn_moon_and_crescents_never_lie_in_the_base(fate: str) -> None:
    for seed in range(40):
        state = new_game(seed=seed, fate=fate, floor_x4="on", floor_x6="on")
        assert not set(state.base_todo) & set(NOT_IN_BASE), seed
        assert {"X4", "X6"} <= set(state.quarry)


def test_golden_columns_and_tears_lie_by_the_camp() -> None:
    plain = new_game(golden_columns="on")
    assert plain.extras.golden == GOLDEN_COUNT == 2
    assert plain.extras.tears_stock == (0, 0)
    assert plain.config.new_floors == ()
    tears = new_game(players=3, tears="on")
    assert tears.extras.golden == 0
    assert tears.extras.tears_stock == (TEARS_PER_COLOUR, TEARS_PER_COLOUR) == (6, 6)
    assert tears.extras.tears_held == ((0, 0),) * 3
    assert tears.extras.tears_on == ()
    # The Curse of the Gods' Tears forces the tears in.
    cursed = new_game(ritual="curse")
    assert cursed.extras.ritual == "curse"
    assert cursed.extras.tears_stock == (6, 6)
    # The recommended first expanded game: golden columns and X1-X4 with their extras.
    first = new_game(first_game="on")
    assert first.config.new_floors == RECOMMENDED_FLOORS == ("X1", "X2", "X3", "X4")
    assert first.extras.golden == 2
    assert first.extras.tears_stock == (0, 0)
    assert first.config.fate == "off"
    assert first.extras.ritual == ""


def test_without_modules_the_base_game_is_untouched() -> None:
    state = game_with({key: "off" for key in (*FLOOR_OPTIONS, "golden_columns", "tears")})
    assert not state.config.expanded
    assert state.extras == Extras()
    assert state.to_json() == new_game().to_json()


def test_merciful_fate_and_the_floating_quarry_are_refused_together() -> None:
    with pytest.raises(IllegalMove) as refused_setup:
        new_game(fate="merciful", ritual="floating_quarry")
    assert str(refused_setup.value) == (
        "The Floating Quarry cannot be played with Merciful Fate: choose another ritual or "
        "fate level."
    )
    # Either alone is fine, and a random ritual never draws the Floating Quarry with Merciful.
    assert new_game(fate="bearable", ritual="floating_quarry").extras.ritual == "floating_quarry"
    drawn = {new_game(seed=s, fate="merciful", ritual="random").extras.ritual for s in range(60)}
    assert "floating_quarry" not in drawn
    assert len(drawn) > 5


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"fate": "gentle"}, "Option fate must be one of: off, merciful, bearable, tough"),
        ({"ritual": "the_flood"}, "Option ritual must be one of: off, random, enlightenment"),
        ({"golden_columns": "maybe"}, "Option golden_columns must be one of: off, on"),
        ({"floor_x9": "on"}, "Menara has no option 'floor_x9'"),
    ],
)
def test_unknown_option_values_are_refused(options: dict[str, str], words: str) -> None:
    with pytest.raises(IllegalMove) as refused_setup:
        game_with(options)
    assert words in str(refused_setup.value)


# -- the bots in expanded games -----------------------------------------------------------------


@pytest.mark.parametrize("bot", ["greedy", "planner"])
def test_bots_take_tears_for_waiting_marks_and_put_them(bot: str) -> None:
    state = make_state([floor("F01", 0, 0, 0)], supply="YYRKW")
    state = with_modules(state, tears=True)
    move = BOTS[bot].choose(state, 0, random.Random(0))
    # F01's blue mark waits; the column missed least is a yellow (two held, bases for one).
    assert str(move) == "tear blue for Y"
    state, _ = state.apply(move, 0)
    move = BOTS[bot].choose(state, 0, random.Random(0))
    assert str(move) == "put blue on F01"
    state, _ = state.apply(move, 0)
    assert state.extras.tears_on == ("F01",)
    # No mark waits any more: no further tear is taken.
    assert not isinstance(BOTS[bot].choose(state, 0, random.Random(0)), TakeTear)
    # A short supply is kept for the cards while the temple is too low.
    short = with_modules(make_state([floor("F01", 0, 0, 0)], supply="YRK"), tears=True)
    assert not isinstance(BOTS[bot].choose(short, 0, random.Random(0)), TakeTear)
    # The base game's choice is the same without tears.
    plain = make_state([floor("F01", 0, 0, 0)], supply="YRK")
    assert str(BOTS[bot].choose(plain, 0, random.Random(0))) == str(
        BOTS[bot].choose(short, 0, random.Random(0))
    )


@pytest.mark.parametrize("bot", ["greedy", "planner"])
def test_bots_build_golden_columns_only_when_no_supply_column_fits(bot: str) -> None:
    stuck = make_state([floor("TQ4", 0, 0, 0, {(1, 1): "Y"})], card="E01", supply="Y")
    stuck = with_modules(stuck, golden=True)
    move = BOTS[bot].choose(stuck, 0, random.Random(0))
    assert isinstance(move, Place)
    assert move.colour == GOLDEN
    fits = make_state([floor("TQ4", 0, 0, 0, {(1, 1): "Y"})], card="E01", supply="R")
    fits = with_modules(fits, golden=True)
    assert str(BOTS[bot].choose(fits, 0, random.Random(0))) == "place R TQ4 3,1"


@pytest.mark.parametrize("bot", ["greedy", "planner"])
def test_bots_choose_the_floor_with_most_placements(bot: str) -> None:
    state, _ = play(_completing("merciful", ("F07", "X2", "F13"), ("F05",)), "place K TQ6 3,3")
    counts = {}
    for fid in state.turn.choice:
        after, _ = play(state, f"choose {fid}")
        counts[fid] = len(after.floor_options())
    move = BOTS[bot].choose(state, 0, random.Random(0))
    assert isinstance(move, ChooseFloor)
    assert counts[move.fid] == max(counts.values())
    assert move.fid == next(f for f in state.turn.choice if counts[f] == max(counts.values()))


def _scramble(state: Any, seat: int, rng: random.Random) -> Any:
    """What nobody sees: the order of the plan piles, of the quarry below its top floor and of
    the Fate pile."""
    piles = []
    for pile in state.piles:
        cards = list(pile)
        rng.shuffle(cards)
        piles.append(tuple(cards))
    rest = list(state.quarry[1:])
    rng.shuffle(rest)
    fate = list(state.extras.fate_pile)
    rng.shuffle(fate)
    return state.evolve(
        piles=tuple(piles),
        quarry=(*state.quarry[:1], *rest),
        extras=replace(state.extras, fate_pile=tuple(fate)),
    )


@pytest.mark.parametrize(
    ("bot", "options", "seed"),
    [
        pytest.param("greedy", {"first_game": "on"}, 5, id="greedy-first"),
        pytest.param("planner", {"first_game": "on"}, 6, id="planner-first", marks=SLOW),
        pytest.param("greedy", {**ALL_ON, "fate": "merciful"}, 7, id="greedy-all-merciful"),
        pytest.param("planner", {**ALL_ON, "fate": "tough"}, 8, id="planner-all-tough"),
    ],
)
def test_bots_play_expanded_games_from_their_view(
    bot: str, options: dict[str, str], seed: int
) -> None:
    state = game_with({"difficulty": "medium", **options}, seed=seed)
    rng = random.Random(seed)
    checked = 0
    while not state.is_over():
        seat = state.active
        moves = state.legal_moves(seat)
        if checked < 12 and len(moves) > 1 and state.phase != "base":
            check_bot_uses_view_only(GAME, bot, state, seat, _scramble, seed=checked)
            checked += 1
        move = BOTS[bot].choose(state, seat, rng)
        assert move in moves
        if isinstance(move, (TakeTear, EndTurn)):
            # Every token held goes on a free mark before the turn ends.
            assert not [m for m in moves if isinstance(m, PutTear)]
        state, _ = state.apply(move, seat)
        expanded_invariant(state)
    assert checked


def test_bench_measures_an_expanded_game() -> None:
    ticks = count()

    def clock() -> float:
        return next(ticks) * 0.001

    figures = bench.expanded_figures(clock)
    assert figures["expanded_placement_positions"] > 0
    assert figures["expanded_placements_ms_max"] == pytest.approx(1.0)
    assert figures["expanded_random_games_per_second"] == pytest.approx(5 / 0.001)
    assert "expanded_greedy_game_s" in figures
    positions = bench.due_positions(games=1, options=bench.EXPANDED)
    assert all(p.config.new_floors == FLOOR_ORDER for p in positions)
