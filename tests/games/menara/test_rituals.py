"""The Ritual cards (spec §6.4): scenarios S35-S46 by number, for every ritual a move whose
outcome it changes, and the generic contract checker over each ritual alone."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games.core import IllegalMove, State
from games.core.testing import check_game, refused
from games.menara import GAME
from games.menara.data import (
    BASE_FLOORS,
    COLUMN_COUNTS,
    FLOORS,
    PLAN_CARDS,
    RITUALS,
    BaseSpec,
    FloorSpec,
    SideSpec,
)
from games.menara.modules import active
from games.menara.modules.rituals import RITUAL_MODULES
from games.menara.modules.rituals_columns import UNHOLY_WHITE
from games.menara.records import Extras, count_of, from_letters, letters, total
from games.menara.rules import floor_move_problem, floor_options
from games.menara.scoring import outcome
from games.menara.state import MenaraState
from games.menara.statics import PlacedFloor
from tests.games.menara.helpers import (
    ALL_TQ6,
    CORNERS,
    columns_total,
    floor,
    legal,
    make_state,
    play,
)


def ritual(state: MenaraState, name: str, *, golden: int = 0, tears: bool = False) -> MenaraState:
    """The fixture state with one ritual in force ("" for none), steady hands off so that no
    wobble roll can change an outcome."""
    n = len(state.players)
    config = replace(
        state.config,
        steady_hands=False,
        ritual=name or "off",
        golden=golden > 0,
        tears=tears,
    )
    extras = Extras(
        ritual=name,
        golden=golden,
        tears_stock=(6, 6) if tears else (0, 0),
        tears_held=((0, 0),) * n if tears else (),
        kept=((),) * n,
        hard_next=(False,) * n,
    )
    return state.evolve(config=config, extras=extras)


def both(
    state: MenaraState, name: str, *, golden: int = 0, tears: bool = False
) -> tuple[MenaraState, MenaraState]:
    """The same position with the ritual in force and without any ritual."""
    return ritual(state, name, golden=golden, tears=tears), ritual(
        state, "", golden=golden, tears=tears
    )


def with_extras(state: MenaraState, **changes: Any) -> MenaraState:
    return state.evolve(extras=replace(state.extras, **changes))


def square(fid: str, w: int, h: int, bases: str) -> FloorSpec:
    return FloorSpec.mirrored(fid, "/".join(["#" * w] * h), bases)


def with_floors(state: MenaraState, *specs: FloorSpec) -> MenaraState:
    return state.evolve(custom_floors=(*state.custom_floors, *specs))


def placed(state: MenaraState, fid: str) -> tuple[str, ...]:
    return state.floors[state.temple.index_of[fid]].columns


# -- S35-S46 ----------------------------------------------------------------------------------

F01_ALL_BUT_W = {(1, 2): "Y", (6, 4): "R", (4, 1): "K", (2, 5): "Y", (6, 2): "R"}
"""F01@(0,0)/L0 light side: every base but W(3,3) occupied; its blue mark is cell (4,5)."""


def test_s35_curse_of_the_gods_tears() -> None:
    base = make_state([floor("F01", 0, 0, 0, F01_ALL_BUT_W)], card="E01", supply="W")
    state = ritual(base, "curse", golden=2, tears=True)
    state = with_extras(state, tears_held=((1, 0), (0, 0)), tears_stock=(5, 6))
    assert state.temple.shapes[0].mark == ("B", 4, 5)
    for colour in "WG":
        refused(GAME, state, 0, f"place {colour} F01 3,3", "curse", "F01", "blue mark")
    state, _ = play(state, "put blue on F01")
    assert state.extras.tears_on == ("F01",)
    state, events = play(state, "place W F01 3,3")
    assert placed(state, "F01")[4] == "W"
    assert state.turn.due == 1
    assert any(e.kind == "complete" for e in events)


def test_s35_curse_holds_for_a_move_destination_above_the_base() -> None:
    # F01 on level 1 over a wide custom base, every base filled but W(3,3); a free white
    # column on the level-0 floor may move there only once the blue mark holds a tear.
    wide = square("TW12", 12, 9, "Y(1,1) Y(6,1) R(1,5) R(6,5) W(10,4)")
    level0 = {(1, 1): "Y", (6, 1): "Y", (1, 5): "R", (6, 5): "R", (10, 4): "W"}
    state = make_state(
        [floor("TQ6", 30, 30, 0), floor("F01", 0, 0, 1, F01_ALL_BUT_W)], card="M11", supply=""
    )
    state = with_floors(state, wide)
    state = state.evolve(floors=(_placed_on(wide, level0), *state.floors[1:]))
    cursed = with_extras(
        ritual(state, "curse", tears=True), tears_held=((1, 0), (0, 0)), tears_stock=(5, 6)
    )
    assert cursed.temple.stable
    move = "move W TW12 10,4 > F01 3,3"
    refused(GAME, cursed, 0, move, "curse", "F01")
    after, _ = play(cursed, "put blue on F01", move)
    assert placed(after, "F01")[4] == "W"
    assert after.turn.due == 1


def _placed_on(spec: FloorSpec, columns: dict[tuple[int, int], str]) -> PlacedFloor:
    """A custom floor light side up at (0,0) on level 0 with the given columns."""
    cols = tuple(columns.get((b.x, b.y), "") for b in spec.light.bases)
    return PlacedFloor(spec.id, "L", 0, 0, 0, 0, cols)


def marked(fid: str, light: str | None, dark: str | None) -> FloorSpec:
    """A 2x2 custom floor with one base and the given glowing marks (B/R or None)."""
    bases = (BaseSpec("Y", 1, 1),)
    return FloorSpec(
        fid,
        ("##", "##"),
        SideSpec(bases, (light, 0, 0) if light else None),
        SideSpec(bases, (dark, 1, 0) if dark else None),
    )


def test_s36_enlightenment() -> None:
    base = make_state([floor("TQ6", 0, 0, 0, ALL_TQ6)], card="E03", due=1, quarry=["TQ4"])
    lit, plain = both(base, "enlightenment")
    assert {p.side for p in floor_options(plain)} == {"D"}  # E03's dark rim
    assert floor_options(lit)
    assert {p.side for p in floor_options(lit)} == {"L"}
    dark = next(p for p in floor_options(plain) if p.level == 1)
    refused(GAME, lit, 0, f"floor {dark}", "ritual", "light")
    light = dark._replace(side="L")
    assert floor_move_problem(lit, light) is None
    # The initial base is laid light side up too.
    start = ritual(GAME.new_state(["P1", "P2"], seed=3), "enlightenment")
    assert start.phase == "base"
    assert {m.split()[2][0] for m in legal(start) if m != "base auto"} == {"L"}
    # With Tears, six blue tears on the temple win although the six red ones are unplaced.
    specs = [marked(f"TM{k}", "B", "R") for k in range(6)]
    floors = [PlacedFloor(s.id, "L", 0, 3 * k, 20, 0, ("Y",)) for k, s in enumerate(specs)]
    end = with_floors(make_state(floors, level_row=0), *specs)
    for name, won in (("enlightenment", True), ("", False)):
        over = with_extras(
            ritual(end, name, tears=True),
            tears_on=tuple(s.id for s in specs),
            tears_stock=(0, 6),
        ).evolve(phase="over", ending=("T3",))
        result = outcome(over)
        assert bool(result.winners) is won, result.reason
    assert "6 tears are not on the temple" in outcome(over).reason


def test_s37_ban_of_the_blue_columns() -> None:
    for seed in range(4):
        start = GAME.new_state(["P1", "P2", "P3"], seed=seed, options={"ritual": "ban_blue"})
        assert start.extras.ritual == "ban_blue"
        assert count_of(start.camp, "B") == 3
        assert total(start.camp) == 6
        others = [c for c in "YRKW" if count_of(start.camp, c)]
        assert len(others) == 3
        assert all(count_of(start.camp, c) == 1 for c in others)
        assert all(count_of(s, "B") == 0 and total(s) for s in start.supplies)
        assert columns_total(start) == COLUMN_COUNTS
    # Step 4: P1 owes 2 and draws B and Y: the blue column goes back, P1 keeps only Y.
    done = ritual(
        make_state([floor("TQ6", 0, 0, 0)], card="E04", phase="done", status="fulfilled", owed=2),
        "ban_blue",
    ).evolve(bag=from_letters("BYY"))
    seen = set()
    for draws in range(16):
        after, events = play(done.evolve(draws=draws), "end")
        gained = after.supplies[0]
        assert after.phase == "start"
        assert count_of(after.bag, "B") == 1
        assert total(gained) + total(after.bag) == 3
        seen.add((letters(gained), any("back into the bag" in e.text for e in events)))
    assert ("Y", True) in seen  # a blue column drawn went back: the supply is one short
    assert ("YY", False) in seen
    assert all(blue == (len(drawn) < 2) for drawn, blue in seen)
    # A camp renewal keeps the blue columns it draws.
    failed = ritual(
        make_state([floor("TQ6", 0, 0, 0)], card="E01", phase="done", status="failed"),
        "ban_blue",
    ).evolve(bag=from_letters("BBBBBBBBY"))
    renewed, _ = play(failed, "end renew")
    assert count_of(renewed.camp, "B") >= 5
    # Three columns in the bag, two of them blue, two owed: the game ends at once (T5).
    short = done.evolve(bag=from_letters("BBY"), draws=0)
    over, _ = play(short, "end")
    assert over.phase == "over"
    assert "T5" in over.ending
    assert over.bag == from_letters("BBY")
    assert total(over.supplies[0]) == 0
    plain, _ = play(ritual(short, ""), "end")
    assert plain.phase == "start"
    assert total(plain.supplies[0]) == 2


def two_floors(**kw: Any) -> MenaraState:
    """TQ6 and TQ6B side by side on level 0, empty; one player (P1 plays every turn)."""
    return make_state([floor("TQ6", 0, 0, 0), floor("TQ6B", 10, 0, 0)], players=1, **kw)


def test_s38_jinxed_yellow_columns() -> None:
    state = ritual(two_floors(card="E04", supply="YRRK"), "jinxed_yellow")
    state, _ = play(state, "place Y TQ6 1,1", "place R TQ6 1,5")
    assert state.turn.status == "fulfilled"
    assert state.turn.yellow
    state, events = play(state, "end")
    assert state.extras.kept == (("E04",),)
    assert state.discards[0] == ()
    assert any("stays in front of P1" in e.text for e in events)
    # The next turn places only R and K: at its end the card is discarded.
    nxt = state.evolve(phase="build", turn=replace(state.turn, card="E05"))
    nxt = nxt.evolve(supplies=(from_letters("RK"),))
    after, _ = play(nxt, "place R TQ6B 11,5", "place K TQ6B 13,3", "end")
    assert after.extras.kept == ((),)
    assert set(after.discards[0]) == {"E04", "E05"}
    # If instead the game ends while it lies there, it joins the level row (target +1).
    # (This last turn places a yellow column, so E04 and E05 both still lie there.)
    last = nxt.evolve(piles=((), (), ()), supplies=(from_letters("YK"),))
    over, _ = play(last, "place Y TQ6B 11,1", "place K TQ6B 13,3", "end")
    assert over.phase == "over"
    assert "T3" in over.ending
    assert over.level_row[4:] == ("E04", "E05")
    assert over.target == 6
    assert over.extras.kept == ((),)
    # A golden column on a yellow base counts as yellow.
    gold = ritual(two_floors(card="E01", supply="R"), "jinxed_yellow", golden=2)
    gold, _ = play(gold, "place G TQ6 5,1", "end")
    assert gold.extras.kept == (("E01",),)
    red = ritual(two_floors(card="E01", supply="R"), "jinxed_yellow", golden=2)
    red, _ = play(red, "place G TQ6 5,5", "end")
    assert red.extras.kept == ((),)
    assert red.discards[0] == ("E01",)


def test_s39_unholy_white_columns() -> None:
    base = make_state([floor("TQ4", 0, 0, 0), floor("TQ6", 10, 0, 0)], card="M01", supply="WY")
    state = ritual(base, "unholy_white", golden=2)
    top = state.piles[0][0]
    after, events = play(state, "place W TQ4 2,3")
    assert after.discards[0] == (top,)
    assert after.piles[0] == state.piles[0][1:]
    assert any(top in e.text and "unexecuted" in e.text for e in events)
    # With the easy pile empty: the top medium card; then the top difficult one; then nothing.
    no_easy = state.evolve(piles=((), *state.piles[1:]))
    after, _ = play(no_easy, "place W TQ4 2,3")
    assert after.discards == ((), (no_easy.piles[1][0],), ())
    only_hard = state.evolve(piles=((), (), state.piles[2]))
    after, _ = play(only_hard, "place W TQ4 2,3")
    assert after.discards == ((), (), (state.piles[2][0],))
    empty = state.evolve(piles=((), (), ()))
    after, _ = play(empty, "place W TQ4 2,3")
    assert after.discards == ((), (), ())
    # The last pile emptied this way ends the game at the end of the turn (T3).
    last = state.evolve(piles=(("E01",), (), ()))
    over, _ = play(last, "place W TQ4 2,3", "place Y TQ6 11,1", "end")
    assert over.phase == "over"
    assert "T3" in over.ending
    # A golden column on a white base: no discard.
    after, _ = play(state, "place G TQ4 2,3")
    assert after.piles == state.piles
    assert after.discards == ((), (), ())
    # A white column pushed along a chain counts too: every column that arrived is reported
    # to the hook, the entering one first (a Y entering pushes the W one base on).
    i = 1
    adds = [(i, 0, "Y"), (i, 1, "W")]
    events = []
    pushed = UNHOLY_WHITE.after_columns(state, state, adds, False, events)
    assert pushed.discards[0] == (top,)
    golden_in = UNHOLY_WHITE.after_columns(state, state, [(i, 0, "G")], False, [])
    assert golden_in.discards[0] == ()


def tower(name: str, x: int, top: int) -> tuple[list[FloorSpec], list[PlacedFloor]]:
    """Copies of TQ6 stacked at (x,0) on levels 0..top, each with its four corner columns."""
    specs = [
        square(f"{name}{k}", 6, 6, "Y(1,1) Y(5,1) R(1,5) R(5,5) K(3,3)") for k in range(top + 1)
    ]
    corners = {(px + x, py): c for (px, py), c in CORNERS.items()}
    floors = []
    for k, spec in enumerate(specs):
        cols = tuple(corners.get((b.x + x, b.y), "") for b in spec.light.bases)
        floors.append(PlacedFloor(spec.id, "L", 0, x, 0, k, cols))
    return specs, floors


def thin_tip_temple(**kw: Any) -> MenaraState:
    """Tower A up to level 4 (H = 4, one floor on level 4), tower C up to level 3 and tower B
    up to level 2, each top with free corner columns."""
    specs, floors = [], []
    for name, x, top in (("TA", 0, 4), ("TC", 10, 3), ("TB", 20, 2)):
        s, f = tower(name, x, top)
        specs += s
        floors += f
    state = make_state(floors, **kw)
    return with_floors(state, *specs)


def test_s40_thin_tip() -> None:
    thin, plain = both(thin_tip_temple(card="E01", due=1, quarry=["TQ4"]), "thin_tip")
    assert thin.temple.height == 4
    assert thin.temple.stable
    on_c = "floor TQ4 L0 11,1 lv4"  # on tower C's level-3 columns
    refused(GAME, thin, 0, on_c, "thin tip", "level 4", "TA4")
    assert on_c in legal(plain)
    for move in ("floor TQ4 L0 1,1 lv5", "floor TQ4 L0 21,1 lv3"):
        assert move in legal(thin)
        after, _ = play(thin, move)
        assert after.turn.due == 0
    assert {p.level for p in floor_options(thin) if p.level} == {3, 5}
    assert {p.level for p in floor_options(plain) if p.level} == {3, 4, 5}
    # SHIFT destinations too: tower B's top may not move onto tower C (level 4).
    shift, shift_plain = both(thin_tip_temple(card="D14"), "thin_tip")
    onto_c = "shift TB2 L0 10,0 lv4"
    assert onto_c in legal(shift_plain)
    refused(GAME, shift, 0, onto_c, "thin tip")
    # The Thorn Moon is not in the quarry.
    game = GAME.new_state(
        ["P1", "P2"], seed=1, options={"ritual": "thin_tip", "floor_x6": "on", "floor_x1": "on"}
    )
    assert "X6" not in game.quarry
    assert "X1" in game.quarry + game.base_todo


def earthquake_temple() -> MenaraState:
    """S41: TQ6@(0,0)/L0 complete, TQ4@(1,1)/L1 resting on all five and complete."""
    tq4 = {(2, 2): "Y", (4, 2): "R", (3, 4): "W"}
    state = make_state(
        [floor("TQ6", 0, 0, 0, ALL_TQ6), floor("TQ4", 1, 1, 1, tq4)],
        phase="start",
        piles=(("E01", "E02"), ("M01",), ("D01",)),
        supply="YR",
    )
    return ritual(state, "earthquake")


def test_s41_slight_earthquake_without_collapse() -> None:
    state = earthquake_temple()
    assert state.temple.supports[1]
    assert len(state.temple.supports[1]) == 5
    bag = state.bag
    after, events = play(state, "reveal easy")
    assert placed(after, "TQ6") == placed(state, "TQ6")  # they carry TQ4
    assert placed(after, "TQ4") == ("", "", "")
    assert after.bag == tuple(b + n for b, n in zip(bag, from_letters("YRW"), strict=True))
    assert after.phase == "build"
    assert after.turn.card == "E01"
    assert not after.ending
    assert any("Slight Earthquake" in e.text for e in events)
    # The card is then carried out normally (on the emptied floor).
    done, _ = play(after, "place Y TQ4 2,2")
    assert done.turn.status == "fulfilled"
    # A medium card shakes nothing.
    calm, _ = play(state, "reveal medium")
    assert calm.floors == state.floors


def test_s41_slight_earthquake_collapse_ends_the_game() -> None:
    # A long floor on two columns balances only thanks to the columns standing on it at the
    # supported end; the earthquake shakes them off, the floor falls, the game ends (T1).
    low = square("TE6", 6, 3, "Y(1,1) R(3,1) K(5,2)")
    long = square("TE8", 8, 2, "Y(1,1) R(2,1) K(3,1)")
    floors = [
        PlacedFloor("TE6", "L", 0, 0, 0, 0, ("Y", "R", "")),
        PlacedFloor("TE8", "L", 0, 0, 0, 1, ("Y", "R", "K")),
    ]
    state = with_floors(make_state(floors, phase="start", supply="Y"), low, long)
    state = ritual(state, "earthquake")
    assert state.temple.stable
    over, events = play(state, "reveal easy")
    assert over.phase == "over"
    assert "T1" in over.ending
    assert [f.fid for f in over.floors] == ["TE6"]
    assert [f.fid for f in over.fallen] == ["TE8"]
    assert columns_total(over) == columns_total(state)
    assert any("shakes apart" in e.text for e in events)
    plain, _ = play(ritual(state, ""), "reveal easy")
    assert plain.phase == "build"
    assert plain.floors == state.floors


def test_s42_grace_of_the_yellow_columns() -> None:
    base = make_state(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ4", 1, 1, 1),
            floor("TQ6B", 10, 0, 0, {(11, 1): "Y", (11, 5): "R"}),
        ],
        card="M11",
    )
    grace, plain = both(base, "grace_yellow")
    red = "move R TQ6B 11,5 > TQ4 4,2"
    refused(GAME, grace, 0, red, "Grace of the Yellow", "yellow")
    assert red in legal(plain)
    after, _ = play(grace, "move Y TQ6B 11,1 > TQ4 2,2")
    assert placed(after, "TQ4")[0] == "Y"
    assert after.turn.status == "fulfilled"


def test_s43_glowing_red_columns() -> None:
    # TQ6 with Y corners and R(5,5), TQ4@(1,1)/L1 over it: the R base (1,5) is overbuilt.
    cols = {(1, 1): "Y", (5, 1): "Y", (5, 5): "R"}
    base = make_state(
        [floor("TQ6", 0, 0, 0, cols), floor("TQ4", 1, 1, 1), floor("TQ6B", 10, 0, 0)],
        card="E04",
        supply="RRY",
    )
    red, plain = both(base, "glowing_red")
    assert red.temple.overbuilt(0, 2)
    refused(GAME, red, 0, "place R TQ6 1,5", "Glowing Red", "overbuilt")
    assert "place R TQ6 1,5" in legal(plain)
    pair = "place R TQ6B 11,5 + place Y TQ6B 11,1"
    refused(GAME, red, 0, pair, "Glowing Red", "pair")
    assert pair in legal(plain)
    after, _ = play(red, "place R TQ6B 11,5")  # an open base
    assert placed(after, "TQ6B")[2] == "R"
    # A MOVE destination: TQ6B's R base (5,5) on level 1 is covered by TQ4 on level 2.
    mid = {(1, 1): "Y", (5, 1): "Y", (1, 5): "R"}
    moving = make_state(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ6B", 0, 0, 1, mid),
            floor("TQ4", 1, 1, 2),
            floor("TQ6C", 10, 0, 0, {(11, 5): "R"}),
        ],
        card="M11",
    )
    red, plain = both(moving, "glowing_red")
    move = "move R TQ6C 11,5 > TQ6B 5,5"
    refused(GAME, red, 0, move, "Glowing Red", "overbuilt")
    assert move in legal(plain)


def test_s44_floating_quarry() -> None:
    # A level-2 floor one white column short of complete: completing it makes a floor due.
    tq4 = {(2, 2): "Y", (4, 2): "R"}
    level1 = dict(CORNERS)
    base = make_state(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ6B", 0, 0, 1, level1),
            floor("TQ4", 1, 1, 2, tq4),
            floor("TQ6C", 20, 0, 0, {(x + 20, y): c for (x, y), c in CORNERS.items()}),
        ],
        card="E01",
        supply="W",
        quarry=["F03", "F11", "F08", "F01", "F02"],
        pad=False,
    )
    state = ritual(base, "floating_quarry")
    assert state.temple.height == 2
    assert RITUALS[10].id == "floating_quarry"
    assert "floating_quarry" not in RITUAL_MODULES
    assert any(m.id == "next_floor" for m in active(state))
    due, events = play(state, "place W TQ4 3,4")
    assert due.turn.choice == ("F03", "F11", "F08")
    assert any("Floating Quarry" in e.text for e in events)
    assert legal(due) == ["choose F03", "choose F11", "choose F08"]
    deep, _ = play(due, "choose F11")
    assert deep.quarry[:3] == ("F11", "F03", "F08")
    assert deep.turn.top_only == "F11"
    free = deep.evolve(turn=deep.turn.but(top_only=""))
    assert {p.level for p in floor_options(free)} >= {0, 1}  # without the limit
    assert floor_options(deep) == [p for p in floor_options(free) if p.level >= 2]
    for level in (0, 1):
        low = next(p for p in floor_options(free) if p.level == level)
        refused(GAME, deep, 0, f"floor {low}", "Floating Quarry", "top level")
    first, _ = play(due, "choose F03")
    assert first.quarry[:3] == ("F03", "F11", "F08")
    assert first.turn.top_only == ""
    assert {p.level for p in floor_options(first)} >= {0, 1}


def test_s45_narrow_base() -> None:
    game = GAME.new_state(["P1", "P2"], seed=5, options={"ritual": "narrow_base"})
    assert sorted(game.base_todo) == ["F03", "F04", "F16"]
    assert not {"F03", "F04", "F16"} & set(game.quarry)
    assert FLOORS["F09"].area == FLOORS["F03"].area  # the tie broken by the lower ID
    sides: dict[str, set[str]] = {}
    for move in legal(game):
        if move != "base auto":
            sides.setdefault(move.split()[1], set()).add(move.split()[2][0])
    assert sides == {"F04": {"L", "D"}, "F16": {"L"}, "F03": {"D"}}
    laid, _ = play(game, "base auto")
    assert {(f.fid, f.side) for f in laid.floors} >= {("F16", "L"), ("F03", "D")}
    # With Fate, the three floors' Fate cards leave the game and none is drawn for the base.
    fate = GAME.new_state(["P1", "P2"], seed=5, options={"ritual": "narrow_base", "fate": "tough"})
    assert sorted(fate.base_todo) == ["F03", "F04", "F16"]
    cards = fate.extras.fate_pile + fate.extras.fate_display + fate.extras.fate_discard
    assert not {"F03", "F04", "F16"} & set(cards)
    assert len(cards) == len(BASE_FLOORS) - 3


def balance_state(piles: tuple[tuple[str, ...], ...]) -> MenaraState:
    state = two_floors(phase="start", piles=piles, supply="YYRRK")
    return ritual(state, "balance_of_fate")


def test_s46_balance_of_fate() -> None:
    state = balance_state((("E04", "E01"), ("M01",), ("D01", "D02")))
    state, _ = play(state, "reveal easy", "place Y TQ6 1,1", "place Y TQ6 5,1", "end")
    assert state.extras.kept == (("E04",),)
    assert state.extras.hard_next == (True,)
    assert state.discards == ((), (), ())
    # Next turn only the difficult pile.
    assert [m for m in legal(state) if m.startswith("reveal")] == ["reveal difficult"]
    refused(GAME, state, 0, "reveal easy", "Balance of Fate", "difficult")
    refused(GAME, state, 0, "reveal medium", "Balance of Fate", "difficult")
    hard = state.evolve(supplies=(from_letters("RRK"),))
    won, _ = play(hard, "reveal difficult", "place R TQ6 1,5", "place R TQ6 5,5")
    won, _ = play(won, "place K TQ6B 13,3", "end")
    assert won.discards == (("E04",), (), ("D01",))
    assert won.extras.kept == ((),)
    assert won.extras.hard_next == (False,)
    # D01 fails: it joins the level row, E04 stays, next turn again difficult.
    lost, _ = play(hard, "reveal difficult", "fail", "end")
    assert lost.level_row[-1] == "D01"
    assert lost.extras.kept == (("E04",),)
    assert lost.extras.hard_next == (True,)
    assert [m for m in legal(lost) if m.startswith("reveal")] == ["reveal difficult"]
    # Difficult pile empty: a medium card.
    medium = state.evolve(piles=(("E01",), ("M01",), ()))
    assert [m for m in legal(medium) if m.startswith("reveal")] == ["reveal medium"]
    # Only easy cards left: the ritual lapses and E04 is discarded.
    easy = state.evolve(piles=(("E01", "E02"), (), ()))
    assert [m for m in legal(easy) if m.startswith("reveal")] == ["reveal easy"]
    easy = easy.evolve(supplies=(from_letters("Y"),))
    lapsed, events = play(easy, "reveal easy", "place Y TQ6B 11,1", "end")
    assert lapsed.extras.lapsed
    assert lapsed.extras.kept == ((),)
    assert set(lapsed.discards[0]) == {"E01", "E04"}  # E01 fulfilled: no longer kept
    assert any("lapses" in e.text for e in events)


# -- every ritual changes the outcome of some move ------------------------------------------


def attempt(state: MenaraState, *moves: str) -> MenaraState | str:
    """The state after the moves, or the sentence refusing one of them."""
    try:
        after, _ = play(state, *moves)
    except IllegalMove as exc:
        return str(exc)
    return after


def test_every_ritual_has_a_move_test() -> None:
    names = {r.id for r in RITUALS}
    tested = {n.removeprefix("test_changes_").removesuffix("_move") for n in globals()}
    assert names <= tested, sorted(names - tested)


def test_changes_enlightenment_move() -> None:
    base = make_state([floor("TQ6", 0, 0, 0, ALL_TQ6)], card="E01", due=1, quarry=["TQ4"])
    lit, plain = both(base, "enlightenment")
    move = f"floor {next(p for p in floor_options(plain) if p.side == 'D' and p.level)}"
    assert isinstance(attempt(plain, move), MenaraState)
    assert "light side up" in str(attempt(lit, move))


def test_changes_dark_move() -> None:
    base = make_state([floor("TQ6", 0, 0, 0, ALL_TQ6)], card="E02", due=1, quarry=["TQ4"])
    dark, plain = both(base, "dark")
    move = f"floor {next(p for p in floor_options(plain) if p.level)}"  # E02: light rim
    assert isinstance(attempt(plain, move), MenaraState)
    assert "dark side up" in str(attempt(dark, move))
    assert {p.side for p in floor_options(dark)} == {"D"}
    start = ritual(GAME.new_state(["P1", "P2"], seed=3), "dark")
    assert {m.split()[2][0] for m in legal(start) if m != "base auto"} == {"D"}


def test_changes_curse_move() -> None:
    base = make_state([floor("F01", 0, 0, 0, F01_ALL_BUT_W)], card="E01", supply="W")
    cursed, plain = both(base, "curse", tears=True)
    after = attempt(plain, "place W F01 3,3")
    assert isinstance(after, MenaraState)
    assert after.turn.due == 1
    assert "Curse" in str(attempt(cursed, "place W F01 3,3"))


def test_changes_grace_yellow_move() -> None:
    base = make_state(
        [
            floor("TQ6", 0, 0, 0, ALL_TQ6),
            floor("TQ4", 1, 1, 1),
            floor("TQ6B", 10, 0, 0, {(15, 5): "R"}),
        ],
        card="D06",
    )
    grace, plain = both(base, "grace_yellow")
    assert isinstance(attempt(plain, "move R TQ6B 15,5 > TQ4 4,2"), MenaraState)
    assert "Grace" in str(attempt(grace, "move R TQ6B 15,5 > TQ4 4,2"))
    moves = [m.split()[1] for m in legal(grace) if m.startswith("move")]
    assert moves
    assert set(moves) == {"Y"}
    assert {m.split()[1] for m in legal(plain) if m.startswith("move")} == {"Y", "R"}


def test_changes_unholy_white_move() -> None:
    base = make_state([floor("TQ4", 0, 0, 0)], card="E01", supply="W")
    white, plain = both(base, "unholy_white")
    calm = attempt(plain, "place W TQ4 2,3")
    shaken = attempt(white, "place W TQ4 2,3")
    assert isinstance(calm, MenaraState)
    assert isinstance(shaken, MenaraState)
    assert calm.piles == base.piles
    assert calm.discards == ((), (), ())
    assert len(shaken.piles[0]) == len(base.piles[0]) - 1
    assert len(shaken.discards[0]) == 1


def test_changes_ban_blue_move() -> None:
    base = make_state(
        [floor("TQ6", 0, 0, 0)], card="E04", phase="done", status="fulfilled", owed=2
    ).evolve(bag=from_letters("BBBBBBBBBBY"))
    banned, plain = both(base, "ban_blue")
    for draws in range(6):
        without = attempt(plain.evolve(draws=draws), "end")
        within = attempt(banned.evolve(draws=draws), "end")
        assert isinstance(without, MenaraState)
        assert isinstance(within, MenaraState)
        assert total(without.supplies[0]) == 2
        assert count_of(within.supplies[0], "B") == 0
        assert count_of(within.bag, "B") == 10
    short = attempt(banned.evolve(bag=from_letters("BBBY")), "end")
    assert isinstance(short, MenaraState)
    assert "T5" in short.ending


def test_changes_jinxed_yellow_move() -> None:
    base = two_floors(card="E01", supply="Y")
    jinxed, plain = both(base, "jinxed_yellow")
    without = attempt(plain, "place Y TQ6 1,1", "end")
    within = attempt(jinxed, "place Y TQ6 1,1", "end")
    assert isinstance(without, MenaraState)
    assert isinstance(within, MenaraState)
    assert without.discards[0] == ("E01",)
    assert without.extras.kept == ((),)
    assert within.discards[0] == ()
    assert within.extras.kept == (("E01",),)


def test_changes_thin_tip_move() -> None:
    thin, plain = both(thin_tip_temple(card="E01", due=1, quarry=["TQ4"]), "thin_tip")
    assert isinstance(attempt(plain, "floor TQ4 L0 11,1 lv4"), MenaraState)
    assert "Thin Tip" in str(attempt(thin, "floor TQ4 L0 11,1 lv4"))


def test_changes_earthquake_move() -> None:
    shaken, plain = both(earthquake_temple(), "earthquake")
    calm = attempt(plain, "reveal easy")
    after = attempt(shaken, "reveal easy")
    assert isinstance(calm, MenaraState)
    assert isinstance(after, MenaraState)
    assert placed(calm, "TQ4") == ("Y", "R", "W")
    assert placed(after, "TQ4") == ("", "", "")


def test_changes_glowing_red_move() -> None:
    base = make_state([floor("TQ6", 0, 0, 0)], card="E04", supply="YR")
    red, plain = both(base, "glowing_red")
    pair = "place R TQ6 1,5 + place Y TQ6 1,1"
    after = attempt(plain, pair)
    assert isinstance(after, MenaraState)
    assert after.turn.status == "fulfilled"
    assert "pair" in str(attempt(red, pair))


def test_changes_floating_quarry_move() -> None:
    base = make_state(
        [floor("TQ4", 1, 1, 0, {(2, 2): "Y", (4, 2): "R"})],
        card="E01",
        supply="W",
        quarry=["F03", "F11", "F08"],
        pad=False,
    )
    floating, plain = both(base, "floating_quarry")
    without = attempt(plain, "place W TQ4 3,4")
    within = attempt(floating, "place W TQ4 3,4")
    assert isinstance(without, MenaraState)
    assert isinstance(within, MenaraState)
    assert without.turn.choice == ()
    assert floor_options(without)
    assert within.turn.choice == ("F03", "F11", "F08")
    assert floor_options(within) == []
    assert "choose" in str(attempt(within, f"floor {floor_options(without)[0]}"))


def test_changes_narrow_base_move() -> None:
    narrow = GAME.new_state(["P1", "P2"], seed=5, options={"ritual": "narrow_base"})
    plain = narrow.evolve(
        config=replace(narrow.config, ritual="off"), extras=replace(narrow.extras, ritual="")
    )
    move = next(m for m in legal(plain) if m.startswith("base F16 D"))
    assert isinstance(attempt(plain, move), MenaraState)
    assert "light side up" in str(attempt(narrow, move))


def test_changes_balance_of_fate_move() -> None:
    base = balance_state((("E04", "E01"), ("M01",), ("D01",)))
    balance, plain = both(base, "balance_of_fate")
    turn = ("reveal easy", "place Y TQ6 1,1", "place Y TQ6 5,1", "end", "reveal easy")
    after = attempt(plain, *turn)
    assert isinstance(after, MenaraState)
    assert after.turn.card == "E01"
    assert "difficult" in str(attempt(balance, *turn))


# -- the generic checker over each ritual alone ---------------------------------------------


def ritual_invariant(state: State) -> None:
    assert isinstance(state, MenaraState)
    assert columns_total(state) == COLUMN_COUNTS
    floors = [*state.quarry, *(f.fid for f in state.floors), *state.set_aside, *state.base_todo]
    floors += [f.fid for f in state.fallen]
    assert sorted(floors) == sorted(f.id for f in BASE_FLOORS)
    kept = [c for seat in state.extras.kept for c in seat]
    cards = [*(c for pile in state.piles for c in pile), *(c for d in state.discards for c in d)]
    cards += [c for c in state.level_row if not c.startswith("LV")]
    cards += [state.turn.card] if state.turn.card else []
    assert len(cards + kept) == len(set(cards + kept)) == len(PLAN_CARDS)
    assert state.temple.stable
    ritual_id = state.extras.ritual
    if ritual_id in ("enlightenment", "dark"):
        assert {f.side for f in state.floors} <= {"L" if ritual_id == "enlightenment" else "D"}
    if ritual_id == "thin_tip":
        levels = [f.level for f in state.floors if f.level >= 4]
        assert len(levels) == len(set(levels))
    if ritual_id == "balance_of_fate":
        assert all(c.startswith("E") for c in kept)


@pytest.mark.parametrize("ritual_id", [r.id for r in RITUALS])
def test_contract_with_each_ritual(ritual_id: str) -> None:
    # One seed with steady hands on, one with them off: every module works with both (issue 13).
    for seed, steady in ((1, "on"), (2, "off")):
        reports = check_game(
            GAME,
            player_counts=[2],
            seeds=[seed],
            options={"difficulty": "medium", "ritual": ritual_id, "steady_hands": steady},
            exhaustive_every=50,
            invariant=ritual_invariant,
        )
        assert all(r.over for r in reports)
