"""The rule-check scenarios of spec §9, one test each, named by number."""

from __future__ import annotations

from collections import Counter

from games.core.testing import offered, refused
from games.mandala_stones import GAME, ScoreColour, ScoreTops, data, score_preview
from games.mandala_stones.position import KEEP, OBJECTIVE, PLACE, TURN
from games.mandala_stones.scenario import position
from games.mandala_stones.scoring import objective_vp
from tests.games.mandala_stones.helpers import play, tower

DIAMOND = {"Sa": "a2", "Oa": "a4", "Ob": "a6", "Sb": "a8"}


def test_01_setup_three_players() -> None:
    state = GAME.new_state(["A", "B", "C"], seed=11)
    assert [len(s) for s in state.stacks] == [4] * 24
    assert Counter(s for st in state.stacks for s in st) == dict.fromkeys(data.STONES, 12)
    spaces = {data.ARTIST_NAMES[a] for a in state.artists}
    assert spaces == {"a2", "a4", "a6", "a8"}
    assert sorted(a.pattern for a in data.ARTISTS) == ["O", "O", "S", "S"]
    view = state.view(None)
    assert view["mandala"]["m"] == 0
    assert view["mandala"]["end_space"] == 60
    assert state.vp == (0, 0, 0)
    assert [len(o) for o in state.objectives] == [2, 2, 2]
    assert len(state.undealt) == 4
    dealt = [c for o in state.objectives for c in o]
    assert sorted(dealt + list(state.undealt)) == sorted(o.id for o in data.OBJECTIVES)
    # The cards stay secret: a spectator sees none, a seat only its own.
    text = str(view)
    assert "my_objectives" not in view
    assert "'objectives'" not in text
    for seat in range(3):
        mine = [o["id"] for o in state.view(seat)["my_objectives"]]
        assert mine == list(state.objectives[seat])


def test_02_destination_must_be_empty_and_new() -> None:
    state = position(artists=DIAMOND)
    refused(GAME, state, 0, "pick Sa a4", "occupied")
    refused(GAME, state, 0, "pick Sa a2", "another space")


def _scenario_3(**changes: str) -> dict[str, str]:
    tops = {"s1": "YS", "s5": "BS", "s8": "RS", "s4": "VO"}
    tops.update(changes)
    return tops


def test_03_blocking_pattern_filter_and_clockwise_choice() -> None:
    state = position(artists=DIAMOND, tops=_scenario_3())
    after, _ = play(state, 0, "pick Sa a1")
    builds = offered(after, 0)
    assert {b.split()[1] for b in builds} == {"s1", "s5"}
    assert builds == {f"build {s} P{t}" for s in ("s1", "s5") for t in range(1, 6)}
    first, _ = play(after, 0, "build s1 P1")
    assert tower(first, 0, "P1") == ["YS", "BS"]
    second, _ = play(after, 0, "build s5 P3")
    assert tower(second, 0, "P3") == ["BS", "YS"]


def test_04_four_stones_in_one_pick() -> None:
    artists = {"Sa": "a2", "Oa": "a6", "Sb": "a8", "Ob": "a9"}
    stacks = {"s1": "RO BO VO YS", "s5": "RO BO VO RS", "s8": "RO BO VO BS", "s4": "RO BO VO VS"}
    state = position(artists=artists, stacks=stacks)
    after, _ = play(state, 0, "pick Sa a1")
    after, _ = play(after, 0, "build s4 P2")
    assert tower(after, 0, "P2") == ["VS", "YS", "RS", "BS"]
    for name in ("s1", "s5", "s8", "s4"):
        assert len(after.stacks[data.STONE_NAMES.index(name)]) == 3


def test_05_no_eligible_stone_means_no_move() -> None:
    artists = {"Sa": "a2", "Ob": "a4", "Oa": "a6", "Sb": "a8"}
    tops = {"s3": "YO", "s7": "BO", "s6": "RO", "s10": "YS"}
    state = position(artists=artists, tops=tops)
    refused(GAME, state, 0, "pick Sa a3", "no stone", "at least one")
    assert "pick Sa a3" not in offered(state, 0)


def test_06_empty_stacks_are_skipped() -> None:
    state = position(artists=DIAMOND, tops=_scenario_3(), stacks={"s1": ""})
    after, _ = play(state, 0, "pick Sa a1")
    assert {b.split()[1] for b in offered(after, 0)} == {"s5"}
    after, _ = play(after, 0, "build s5 P1")
    assert tower(after, 0, "P1") == ["BS"]


def test_07_full_board_forces_a_score() -> None:
    towers = {0: {"P1": "YS", "P2": "BS", "P3": "RS", "P4": "VS", "P5": "YO"}}
    state = position(towers=towers)
    moves = offered(state, 0)
    assert not any(m.startswith(("pick", "build")) for m in moves)
    refused(GAME, state, 0, "pick Sa a1", "full", "score")
    assert "score Y" in moves
    assert {m for m in moves if m.split()[1] in "YBRV"} == {"score Y"}
    assert "score P1 P2 P3 P4 P5" in moves
    assert score_preview(state, 0, ScoreColour("Y")).tower_vp == 2
    assert score_preview(state, 0, ScoreTops(("P1", "P2", "P3", "P4", "P5"))).tower_vp == 5


def test_08_towers_are_never_merged() -> None:
    state = position(artists=DIAMOND, tops=_scenario_3(s5="BO"), towers={0: {"P1": "RS"}})
    after, _ = play(state, 0, "pick Sa a1")  # takes s1 YS only
    assert offered(after, 0) == {f"build s1 P{t}" for t in range(2, 6)}
    refused(GAME, after, 0, "build s1 P1", "never merged")


SCENARIO_9 = {
    "P1": "BO YO",
    "P2": "YS",
    "P3": "RO VO BO",
    "P4": "BS RS YS",
    "P5": "YS BS RS YS",
}


def test_09_colour_scoring_with_every_space_rule() -> None:
    state = position(towers={0: SCENARIO_9}, m=10)
    preview = score_preview(state, 0, ScoreColour("Y"))
    assert dict(preview.towers) == {0: 4, 1: 4, 3: 4, 4: 3}
    assert preview.tower_vp == 15
    assert preview.mandala_vp == 1
    after, events = play(state, 0, "score Y")
    assert after.vp[0] == 16
    assert tower(after, 0, "P1") == ["BO"]
    assert tower(after, 0, "P2") == []
    assert tower(after, 0, "P3") == ["RO", "VO", "BO"]
    assert tower(after, 0, "P4") == ["BS", "RS"]
    assert tower(after, 0, "P5") == ["YS", "BS", "RS"]
    assert len(after.spiral) == 14
    assert list(after.spiral[10:]) == ["YO", "YS", "YS", "YS"]  # board order, P1 first
    assert any(e.barrier for e in events), "a score is final once the stones are placed"


def test_10_two_towers_with_that_top_colour_are_required() -> None:
    state = position(towers={0: SCENARIO_9}, m=10)
    refused(GAME, state, 0, "score B", "at least two", "blue")


def test_11_a_colour_scoring_cannot_skip_a_tower() -> None:
    state = position(towers={0: SCENARIO_9}, m=10)
    refused(GAME, state, 0, "score Y with P2 P4", "every tower topped yellow")
    yellow = [m for m in state.legal_moves(0) if isinstance(m, ScoreColour) and m.colour == "Y"]
    assert [str(m) for m in yellow] == ["score Y"]


def test_12_option_b_any_top_stones() -> None:
    state = position(towers={0: SCENARIO_9}, m=12)
    after, _ = play(state, 0, "score P3 P1")
    assert after.vp[0] == 3
    assert after.spiral[12:14] == ("YO", "BO")
    assert tower(after, 0, "P3") == ["RO", "VO"]
    assert tower(after, 0, "P1") == ["BO"]


def test_13_option_b_takes_at_most_one_stone_per_tower() -> None:
    state = position(towers={0: {"P4": "BS RS YS"}})
    refused(GAME, state, 0, "score P4 P4", "one stone per tower")
    assert offered(state, 0) >= {"score P4"}
    after, _ = play(state, 0, "score P4")
    assert tower(after, 0, "P4") == ["BS", "RS"]


def test_14_p1_ignores_empty_spaces() -> None:
    state = position(towers={0: {"P1": "RO YO", "P3": "BS YS"}})
    preview = score_preview(state, 0, ScoreColour("Y"))
    assert dict(preview.towers) == {0: 1, 2: 4}
    assert preview.tower_vp == 5


def test_15_extreme_heights_in_p2_and_p4() -> None:
    state = position(towers={0: {"P2": "RO BO VO YO", "P4": "BS RS VS YS"}})
    preview = score_preview(state, 0, ScoreColour("Y"))
    assert dict(preview.towers) == {1: 1, 3: 6}
    after, _ = play(state, 0, "score Y")
    assert after.vp[0] == 7


END_TOWERS = {"P1": "YS", "P2": "BS", "P3": "RS"}


def test_16_end_trigger_by_the_start_player_two_players() -> None:
    state = position(2, towers={0: END_TOWERS}, m=45)
    after, events = play(state, 0, "score P1 P2 P3")
    assert after.vp[0] == 3
    assert len(after.spiral) == 48
    assert after.ended
    assert after.phase == TURN
    assert after.current == 1, "B takes one last turn"
    assert any("space 48" in e.text for e in events)
    last = after.legal_moves(1)[0]
    final, _ = after.apply(last, 1)
    while final.phase != OBJECTIVE:
        final, _ = final.apply(final.legal_moves(1)[0], 1)  # B finishes a pick
    assert final.current == 0


def test_17_end_trigger_by_the_last_player_in_the_round() -> None:
    state = position(2, current=1, towers={1: END_TOWERS}, m=45)
    after, _ = play(state, 1, "score P1 P2 P3")
    assert after.ended
    assert after.phase == OBJECTIVE, "the game ends right after B's turn"


def test_18_end_trigger_with_stones_beyond_the_end_space() -> None:
    full = {"P1": "YS", "P2": "BS", "P3": "RS", "P4": "VS", "P5": "YO"}
    state = position(3, current=1, towers={1: full}, m=58)
    after, _ = play(state, 1, "score P1 P2 P3 P4 P5")
    assert len(after.spiral) == 63
    assert after.vp[1] == 5 + 4
    assert after.ended
    assert after.phase == TURN
    assert after.current == 2
    move = after.legal_moves(2)[0]
    final, _ = after.apply(move, 2)
    while final.phase != OBJECTIVE:
        final, _ = final.apply(final.legal_moves(2)[0], 2)
    assert final.current == 0, "seat 1 gets no further turn, only its objective choice"


def test_19_neither_pick_nor_score() -> None:
    towers = {0: {"P1": "YS"}, 2: {"P2": "BO"}}
    state = position(3, current=1, towers=towers, m=50, empty_board=True, begin=True)
    assert state.ended
    assert state.current == 2, "seat 2 passed"
    assert offered(state, 2) == {"score P2"}
    after, _ = play(state, 2, "score P2")
    assert after.vp[2] == 1
    assert after.spiral[50] == "BO"
    assert len(after.spiral) == 51
    assert after.phase == OBJECTIVE
    assert after.current == 0


def test_20_final_objective_choice() -> None:
    towers = {0: {"P1": "YS BS RS VS", "P3": "RS", "P5": "BO BO YO VO"}}
    cards = {0: ("O6", "O9"), 1: ("O1", "O2")}
    state = position(towers=towers, objectives=cards, phase=OBJECTIVE)
    values = {o["id"]: o["value"] for o in state.view(0)["my_objectives"]}
    assert values == {"O6": 6, "O9": 9}
    assert offered(state, 0) == {"objective O6", "objective O9"}
    assert str(GAME.bots["greedy"].choose(state, 0, __import__("random").Random(0))) == (
        "objective O9"
    )
    after, _ = play(state, 0, "objective O6")
    assert after.objective_vp[0] == 6
    refused(GAME, after, 1, "objective O6", "not one of your objective cards")


def test_21_ties_share_the_victory() -> None:
    state = position(3, vp=(78, 78, 70), phase=OBJECTIVE)
    for seat in range(3):
        state, _ = state.apply(state.legal_moves(seat)[0], seat)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (78, 78, 70)
    assert outcome.winners == frozenset({0, 1})
    assert "share" in outcome.reason


def test_22_harmony_setup() -> None:
    state = GAME.new_state(["A", "B"], seed=3, options={"harmony": "on"})
    assert state.new_on == (4, 8, 14, 18, 25, 29, 36, 40, 49, 53, 63, 67)
    assert state.spiral == ()
    assert state.view(None)["mandala"]["end_space"] == 48


SCENARIO_23 = {"P1": "YS BS", "P2": "BO", "P4": "RS VS YS"}


def test_23_harmony_keep_or_give_up() -> None:
    state = position(harmony=True, towers={0: SCENARIO_23}, m=12)
    after, _ = play(state, 0, "score P1 P2 P4")
    assert after.phase == KEEP
    assert after.spiral[12:15] == ("BS", "BO", "YS")
    pending = after.view(0)["pending"]
    assert pending["space"] == 14
    assert pending["capacity"] == 5
    kept, _ = play(after, 0, "keep")
    assert kept.phase == PLACE
    assert kept.vp[0] == 3
    assert offered(kept, 0) == {"place P1", "place P4"}
    given, _ = play(after, 0, "give")
    assert given.vp[0] == 4
    assert given.box_new == 1
    assert given.phase == TURN
    assert given.current == 1


def test_24_harmony_placing_a_kept_new_stone() -> None:
    state = position(harmony=True, towers={0: SCENARIO_9}, m=10)
    after, _ = play(state, 0, "score Y")
    after, _ = play(after, 0, "keep")
    assert after.vp[0] == 15
    assert offered(after, 0) == {"place P1", "place P3", "place P4", "place P5"}
    refused(GAME, after, 0, "place P2", "existing tower")
    after, _ = play(after, 0, "place P5")
    assert tower(after, 0, "P5") == ["YS", "BS", "RS", "NEW"]


def test_25_harmony_the_four_stone_cap_and_excess_stones() -> None:
    towers = {"P1": "YS BS RS VS", "P2": "BO", "P3": "RO", "P4": "YO", "P5": "VO"}
    state = position(harmony=True, towers={0: towers}, m=24)
    after, _ = play(state, 0, "score P1 P2 P3 P4 P5")
    assert after.view(0)["pending"]["space"] == 25
    after, _ = play(after, 0, "keep")
    assert after.view(0)["pending"]["space"] == 29
    after, _ = play(after, 0, "keep")
    assert offered(after, 0) == {"place P1"}
    after, events = play(after, 0, "place P1")
    assert tower(after, 0, "P1") == ["YS", "BS", "RS", "NEW"]
    assert after.box_new == 1, "the other New Stone has no room: back to the box"
    assert any("no VP" in e.text for e in events)
    assert after.vp[0] == 5
    assert after.phase == TURN
    assert after.current == 1


def test_26_harmony_a_new_stone_on_a_new_stone() -> None:
    towers = {"P1": "YS", "P2": "RS BS VS", "P3": "BO YO", "P4": "VO", "P5": "RO BO YO VO"}
    state = position(harmony=True, towers={0: towers}, m=35)
    after, _ = play(state, 0, "score P1 P2 P3 P4 P5")
    after, _ = play(after, 0, "keep")
    after, _ = play(after, 0, "keep")
    assert after.vp[0] == 5
    assert offered(after, 0) == {"place P2", "place P3", "place P5"}
    after, _ = play(after, 0, "place P2")
    assert offered(after, 0) == {"place P2", "place P3", "place P5"}
    after, _ = play(after, 0, "place P2")
    assert tower(after, 0, "P2") == ["RS", "BS", "NEW", "NEW"]


SCENARIO_27 = {"P1": "BS NEW", "P2": "YS", "P4": "RO BO NEW", "P5": "VO YO"}


def test_27_harmony_optional_wild_tops_in_a_colour_scoring() -> None:
    state = position(harmony=True, towers={0: SCENARIO_27})
    yellow = {str(m) for m in state.legal_moves(0) if isinstance(m, ScoreColour)}
    yellow = {m for m in yellow if m.startswith("score Y")}
    assert yellow == {"score Y", "score Y with P1", "score Y with P4", "score Y with P1 P4"}
    vp = {m: score_preview(state, 0, GAME.parse_move(m)).tower_vp for m in yellow}  # type: ignore[arg-type]
    assert vp == {
        "score Y with P1 P4": 13,
        "score Y with P4": 10,
        "score Y with P1": 9,
        "score Y": 6,
    }
    after, _ = play(state, 0, "score Y with P1 P4")
    assert after.spiral[:4] == ("NEW", "NEW", "YS", "YO"), "New Stones are placed first"


def test_28_harmony_a_wild_top_completes_the_pair() -> None:
    state = position(harmony=True, towers={0: {"P1": "RO", "P3": "BS NEW"}})
    assert score_preview(state, 0, ScoreColour("R", ("P3",))).tower_vp == 6
    after, _ = play(state, 0, "score R with P3")
    assert after.vp[0] == 6
    assert after.spiral[0] == "NEW"
    refused(GAME, state, 0, "score R", "at least two")


def test_29_harmony_wild_colour_in_p5() -> None:
    state = position(harmony=True, towers={0: {"P2": "RS", "P5": "YS BS NEW"}})
    after, _ = play(state, 0, "score R with P5")
    assert after.vp[0] == 7
    refused(GAME, state, 0, "score Y with P5", "at least two")


def test_30_harmony_a_scored_new_stone_uncovers_a_new_stone() -> None:
    towers = {"P1": "BS NEW", "P2": "YS", "P3": "RO YO"}
    state = position(3, harmony=True, towers={0: towers}, m=48)
    after, _ = play(state, 0, "score Y with P1")
    assert after.phase == KEEP
    assert after.view(0)["pending"]["space"] == 49
    assert after.spiral[48:] == ("NEW", "YS", "YO")
    assert len(after.spiral) == 51
    assert not after.ended, "48 is not special with 3 players"
    kept, _ = play(after, 0, "keep")
    assert kept.vp[0] == 10
    assert offered(kept, 0) == {"place P1", "place P3"}
    given, _ = play(after, 0, "give")
    assert given.vp[0] == 13


def test_31_harmony_option_b_with_a_new_stone_top() -> None:
    state = position(harmony=True, towers={0: {"P2": "YO", "P4": "BS NEW"}}, m=20)
    after, _ = play(state, 0, "score P2 P4")
    assert after.vp[0] == 2
    assert after.spiral[20:] == ("NEW", "YO")
    assert tower(after, 0, "P2") == []
    assert tower(after, 0, "P4") == ["BS"]


def test_32_harmony_objectives_treat_a_new_stone_as_a_fifth_colour_and_pattern() -> None:
    towers = {"P1": "YS YS NEW", "P2": "BO BO", "P3": "YS BS RS NEW", "P4": "VO NEW"}
    board = position(harmony=True, towers={0: towers}).towers[0]
    assert objective_vp("O1", board) == 3
    assert objective_vp("O4", board) == 4
    assert objective_vp("O3", board) == 6
    assert objective_vp("O2", board) == 0
    assert objective_vp("O8", board) == 4
    # The examples of §2.6.
    two = position(towers={0: {"P1": "YS BS", "P2": "RS VS"}}).towers[0]
    assert objective_vp("O2", two) == 4
    broken = position(towers={0: {"P1": "YS BS NEW", "P2": "RS VS"}}).towers[0]
    assert objective_vp("O2", broken) == 0


def test_33_harmony_off() -> None:
    state = position(harmony=False, towers={0: SCENARIO_23}, m=12)
    after, _ = play(state, 0, "score P1 P2 P4")
    assert after.vp[0] == 4
    assert after.phase == TURN
    assert after.current == 1


def test_03_pick_preview_names_the_stones_before_the_move() -> None:
    from games.mandala_stones import Pick, describe, pick_preview

    state = position(artists=DIAMOND, tops=_scenario_3())
    taken = pick_preview(state, Pick("Sa", "a1"))
    assert [(data.STONE_NAMES[s], stone) for s, stone in taken] == [("s1", "YS"), ("s5", "BS")]
    assert pick_preview(state, Pick("Sa", "a4")) == (), "an occupied space takes nothing"
    assert describe(Pick("Sa", "a1")) == "move Sa (Starburst) to a1"
    for move in state.legal_moves(0):
        assert describe(move)
