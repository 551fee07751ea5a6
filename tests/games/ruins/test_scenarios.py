"""The rule-check scenarios 1-39 of spec §9, one test each."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core.testing import offered, refused
from games.ruins import GAME, data
from games.ruins.scenario import build, next_round, standard_set
from games.ruins.state import RuinsState
from tests.games.ruins.helpers import hand, move, texts

FILLER = ["R1A", "R1B"]


def _ranks(state: RuinsState) -> Counter[int]:
    return Counter(data.RUIN_DAY[r] for r in state.in_game)


def _setup_sizes(players: int, in_game: int, deck: int) -> RuinsState:
    state = GAME.new_state([f"P{i + 1}" for i in range(players)], seed=11)
    assert len(state.in_game) == in_game
    assert _ranks(state) == Counter(dict.fromkeys(data.DAY_RANKS, players))
    assert [len(h) for h in state.hands] == [9] * players
    assert len(state.deck) == deck
    return state


def test_scenario_01_setup_three_players() -> None:
    state = _setup_sizes(3, 30, 3)
    view = state.view(None)
    assert [slot["card"] is not None for slot in view["market"]] == [True] * 4
    assert view["discovery_deck"] == 35
    for seat in view["seats"]:
        assert (seat["torches_lit"], seat["torches_unlit"]) == (3, 0)
        assert seat["claims_left"] == 2
        assert seat["vp"] == 0
    assert view["round"] == 1
    assert all(not state.cards[r].night for r in state.in_game)
    for seat in range(3):
        assert all(r["side"] == "day" for r in state.view(seat)["hand"])


def test_scenario_02_setup_two_and_five_players() -> None:
    _setup_sizes(2, 20, 2)
    _setup_sizes(5, 50, 5)


def test_scenario_03_mixed_rank_lead_is_illegal() -> None:
    state = build(hands=[["R4A", "R6A", "R6B", "R2A"], FILLER, ["R3A"], ["R3B"]])
    refused(GAME, state, 0, "play R4A R6A", "do not share a rank")
    after, _ = move(state, 0, "play R6A R6B")
    last = after.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (2, 6)


def test_scenario_04_leader_cannot_pass() -> None:
    state = build(hands=[["R4A", "R6A"], FILLER, ["R3A"], ["R3B"]])
    assert "pass" not in offered(state, 0)
    refused(GAME, state, 0, "pass", "leader cannot pass")


def test_scenario_05_follow_count_must_match() -> None:
    state = build(
        hands=[["R2A"], ["R9A", "R8A", "R8B", "R8C", "R1A"], ["R3A"], ["R3B"]],
        trick=[(0, ["R5A", "R5B"])],
        current=1,
    )
    refused(GAME, state, 1, "play R9A", "exactly 2 ruins")
    refused(GAME, state, 1, "play R8A R8B R8C", "exactly 2 ruins")
    after, _ = move(state, 1, "play R8A R8B")
    assert after.view(None)["trick"]["last"]["rank"] == 8


def test_scenario_06_lower_rank_cannot_follow() -> None:
    state = build(
        hands=[["R2A"], ["R6A", "R1A"], ["R3A"], ["R3B"]], trick=[(0, ["R7A"])], current=1
    )
    refused(GAME, state, 1, "play R6A", "rank 7 or higher")


def test_scenario_07_matching_skip() -> None:
    state = build(
        hands=[["R2A"], ["R7B", "R1A"], ["R10A", "R1B"], ["R3A", "R9A"]],
        trick=[(0, ["R7A"])],
        current=1,
    )
    assert "play R10A" in offered(
        build(hands=[["R2A"], ["R1A"], ["R10A", "R1B"], ["R3A"]], trick=[(0, ["R7A"])], current=2),
        2,
    )
    after, events = move(state, 1, "play R7B")
    assert "P3 must pass (skip)" in texts(events)
    assert after.current == 3
    assert offered(after, 2) == set()
    assert {"pass", "play R9A"} <= offered(after, 3)


def test_scenario_08_reentry_after_passing_and_trick_end() -> None:
    state = build(3, hands=[["R3A", "R8A", "R2A"], ["R9A", "R1A"], ["R5A", "R1B"]])
    state, _ = move(state, 0, "play R3A")
    state, _ = move(state, 1, "pass")
    state, _ = move(state, 2, "play R5A")
    state, _ = move(state, 0, "play R8A")
    assert "play R9A" in offered(state, 1)
    state, _ = move(state, 1, "play R9A")
    state, _ = move(state, 2, "pass")
    state, events = move(state, 0, "pass")
    assert "Trick over; P2 leads" in texts(events)
    assert state.trick == ()
    assert sorted(data.RUIN_IDS[r] for r in state.discard) == ["R3A", "R5A", "R8A", "R9A"]
    assert state.current == 1
    assert state.view(None)["leading"] is True


def test_scenario_09_going_out_mid_trick_lead_passes_on() -> None:
    state = build(
        hands=[["R2A", "R2B"], ["R9A"], ["R10A", "R1A"], ["R3A", "R3B"]],
        trick=[(0, ["R8A"])],
        current=1,
    )
    state, events = move(state, 1, "play R9A")
    assert "P2 goes out 1st: +5 VP (now 5)" in texts(events)
    assert state.vp[1] == 5
    assert state.view(None)["seats"][1]["out_position"] == 1
    assert state.current == 2
    assert "play R10A" in offered(state, 2)
    assert state.view(None)["trick"]["passes_needed"] == 3
    state, _ = move(state, 2, "pass")
    state, _ = move(state, 3, "pass")
    state, events = move(state, 0, "pass")
    assert "Trick over; P3 leads" in texts(events)
    assert state.current == 2
    assert state.trick == ()


def test_scenario_10_scoring_a_five_player_round() -> None:
    state = build(
        5,
        hands=[["R5A"], ["R7A"], ["R1A", "R1B"], ["R2A"], ["R6A"]],
        current=3,
        in_game=standard_set(5),
    )
    state, events = move(state, 3, "play R2A")
    assert "P4 goes out 1st: +5 VP (now 5)" in texts(events)
    state, _ = move(state, 4, "pass")
    state, events = move(state, 0, "play R5A")
    assert "P1 goes out 2nd: +3 VP (now 3)" in texts(events)
    state, _ = move(state, 1, "pass")
    state, _ = move(state, 2, "pass")
    state, events = move(state, 4, "play R6A")
    assert "P5 goes out 3rd: +2 VP (now 2)" in texts(events)
    assert state.round == 1
    state, events = move(state, 1, "play R7A")
    assert "P2 goes out 4th: +1 VP (now 1)" in texts(events)
    assert any(t.startswith("P3 is left holding ruins, last place: −1 VP") for t in texts(events))
    assert state.vp == (3, 1, 0, 5, 2)
    assert state.history == ((3, 1, 0, 5, 2),)
    assert state.round == 2


def test_scenario_11_last_place_penalty_above_zero() -> None:
    state = build(
        3,
        hands=[[], ["R4A", "R4B"], ["R9A"]],
        out=[0],
        vp=[5, 4, 0],
        current=2,
        in_game=standard_set(3),
    )
    state, events = move(state, 2, "play R9A")
    assert "P2 is left holding ruins, last place: −1 VP (now 3)" in texts(events)
    assert state.vp[1] == 3


def test_scenario_12_vp_cap() -> None:
    state = build(
        hands=[["R9A"], ["R1A", "R1B"], ["R2A"], ["R3A"]],
        vp=[8, 0, 0, 0],
        round=3,
        deck=["R4A"],
    )
    state, events = move(state, 0, "play R9A")
    assert "P1 goes out 1st: +5 VP, capped at 10 (now 10)" in texts(events)
    assert state.vp[0] == 10
    assert not state.is_over()
    later = build(
        hands=[["R9A"], ["R1A", "R1B"], ["R2A"], ["R3A"]],
        vp=[10, 5, 0, 0],
        round=4,
        out=[1],
        current=0,
        deck=["R4A"],
    )
    later, events = move(later, 0, "play R9A")
    assert "P1 goes out 2nd: +3 VP, nothing above 10 VP (stays 10)" in texts(events)
    assert later.vp[0] == 10


def test_scenario_13_instant_win() -> None:
    state = build(
        hands=[["R2A", "R2B"], ["R3A"], ["R4A"], ["R9A"]],
        vp=[7, 7, 3, 9],
        round=4,
        current=3,
        history=[[5, 3, 1, 0], [1, 5, 0, 3], [1, -1, 3, 5]],
    )
    state, events = move(state, 3, "play R9A")
    assert state.is_over()
    assert state.vp == (7, 7, 3, 9)
    assert [len(h) for h in state.hands[:3]] == [2, 1, 1]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({3})
    assert outcome.reason == "P4 went out first in round 4 holding 9 VP: instant win"
    assert outcome.scores == (7, 7, 3, 9)
    assert [row.label for row in outcome.breakdown] == [
        "Round 1",
        "Round 2",
        "Round 3",
        "Round 4",
    ]
    assert outcome.breakdown[3].values == (0, 0, 0, 0)
    assert all(state.legal_moves(s) == [] for s in range(4))
    assert any("wins" in t for t in texts(events))


def test_scenario_14_no_instant_win_without_nine_at_round_start() -> None:
    state = build(
        3,
        hands=[["R9A"], ["R1A"], ["R2A", "R2B"]],
        vp=[7, 2, 0],
        round=3,
        in_game=standard_set(3),
    )
    state, events = move(state, 0, "play R9A")
    assert "P1 goes out 1st: +5 VP, capped at 10 (now 10)" in texts(events)
    assert state.vp[0] == 10
    assert not state.is_over()
    assert (state.round, state.current) == (3, 1)
    state, _ = move(state, 1, "pass")
    state, events = move(state, 2, "pass")
    assert "Trick over; P2 leads" in texts(events)
    state, _ = move(state, 1, "play R1A")
    assert not state.is_over()
    assert state.round == 4
    assert state.vp == (10, 4, 0)
    assert state.history == ((3, 2, 0),)


def test_scenario_15_entering_the_showdown() -> None:
    state = build(
        hands=[[], ["R9A"], [], ["R2A", "R2B"]],
        in_game=standard_set(4),
        vp=[10, 9, 6, 4],
        vp_start=[7, 7, 1, 4],
        round=4,
        out=[2, 0],
        current=1,
        history=[[5, 3, 1, 0], [3, 1, 0, 5], [0, 3, 0, -1]],
    )
    state, events = move(state, 1, "play R9A")
    assert state.vp == (10, 10, 6, 3)
    assert "Showdown: P1, P2 and P3 play round 5; whoever goes out first wins" in texts(events)
    assert state.round == 5
    view = state.view(None)
    assert view["showdown"] is True
    assert [len(h) for h in state.hands] == [9, 9, 9, 0]
    assert len(state.deck) == 13
    assert view["first_player"] == 2
    assert view["actors"] == [0, 1, 2]
    assert view["seats"][3]["in_round"] is False
    # Whoever goes out first in round 5 wins, whatever the scores; P4 is not involved.
    final = build(
        hands=[["R5A", "R5B"], ["R9A"], ["R6A", "R6B"], []],
        vp=[10, 10, 6, 3],
        round=5,
        in_round=[0, 1, 2],
        current=1,
    )
    final, _ = move(final, 1, "play R9A")
    outcome = final.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({1})
    assert outcome.reason == "P2 went out first in the showdown"


def _end_round_two(
    vp_before: list[int], out: list[int], first: int
) -> tuple[RuinsState, list[str]]:
    """Round 2 with P2 and P3 already out; P4 goes out with its last ruin; P1 is left."""
    state = build(
        hands=[["R2A", "R2B"], [], [], ["R9A"]],
        vp=vp_before,
        round=2,
        out=out,
        first=first,
        current=3,
        in_game=standard_set(4),
    )
    after, events = move(state, 3, "play R9A")
    return after, texts(events)


def test_scenario_16_next_first_player_simple() -> None:
    state, log = _end_round_two([5, 6, 6, 0], [2, 1], first=0)
    assert state.vp == (4, 6, 6, 1)
    assert state.round == 3
    assert state.first == 3
    assert "P4 has the fewest VP and goes first" in log


def test_scenario_17_next_first_player_tie() -> None:
    state, log = _end_round_two([3, 5, 8, 1], [1, 2], first=1)
    assert state.vp == (2, 5, 8, 2)
    assert state.first == 0
    assert state.view(None)["first_player"] == 0
    assert "P1 has the fewest VP and goes first" in log


def test_scenario_18_claim_hand_off_at_the_deal() -> None:
    ruins = standard_set(4)
    state = build(hands=[[], [], [], []], in_game=ruins, upgrades={"R8A": "claim=P3"})
    deal = ["R8A", *[r for r in ruins if r != "R8A"]]
    state, events = next_round(state, deal)
    assert "P1 gave 1 claimed ruin to P3" in texts(events)
    assert [len(h) for h in state.hands] == [8, 9, 10, 9]
    assert "R8A" in hand(state, 2)
    assert "R8A" not in hand(state, 0)
    assert state.view(2)["new"] == ["R8A"]
    assert "P1 gave R8A to P3 (claim)" in texts(events, 0)
    assert "P1 gave R8A to P3 (claim)" not in texts(events, 1)
    assert len(state.deck) == 40 - 36


def test_scenario_19_claim_limits() -> None:
    state = build(
        hands=[["R2A"], ["R6A", "R6B", "R7A", "R1A"], ["R3A"], ["R4A", "R4B"]],
        trick=[(0, ["R5A", "R5B"])],
        current=1,
    )
    composed, _ = move(state, 1, "claim R7A")
    refused(GAME, composed, 1, "play R6A R6B", "Only ruins in the play can be improved")
    state, _ = move(state, 1, "claim R6A")
    state, _ = move(state, 1, "claim R6B")
    assert "claim R7A" not in offered(state, 1)
    state, events = move(state, 1, "play R6A R6B")
    assert state.claims_left[1] == 0
    assert state.cards[data.RUIN_INDEX["R6A"]].claim == 1
    assert "P2 claimed R6A" in texts(events)
    later = build(
        hands=[["R2A"], ["R1A"], ["R3A"], ["R6A", "R4B"]],
        upgrades={"R6A": "claim=P2"},
        current=3,
    )
    refused(GAME, later, 3, "claim R6A", "already claimed by P2")


def test_scenario_20_buying_sliding_and_refilling() -> None:
    state = build(
        hands=[["R4A", "R9A", "R9B"], FILLER, ["R3A"], ["R3B"]],
        market=["T08", "M01", "B01", "T01"],
        discoveries=["M05", "T05", "T02"],
        deck=["R7C", "R7D"],
    )
    state, _ = move(state, 0, "buy S3 R4A")
    state, _ = move(state, 0, "buy S4 R4A")
    assert state.view(0)["draft"]["torches_left"] == 1
    assert state.lit[0] == 3
    state, events = move(state, 0, "play R4A")
    last = state.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (1, 5)
    assert state.lit[0] == 1
    assert "P1 drew 1 ruin (Scout (R4A))" in texts(events)
    assert "You drew R7C" in texts(events, 0)
    assert state.phase == "effect"
    assert state.view(0)["pending"]["kind"] == "discard"
    state, events = move(state, 0, "discard R9B")
    market = state.view(None)["market"]
    assert [m["card"]["id"] for m in market] == ["T05", "M05", "T08", "M01"]
    assert [m["cost"] for m in market] == [3, 2, 1, 1]
    assert state.current == 1


def test_scenario_21_not_enough_torches() -> None:
    state = build(
        hands=[["R2A"], ["R6A", "R1A"], ["R3A"], ["R3B"]],
        market=["T08", "M01", "B01", "T01"],
        trick=[(0, ["R5A"])],
        current=1,
        lit=[3, 1, 3, 3],
    )
    refused(GAME, state, 1, "buy S1 R6A", "costs 3 torches")


def test_scenario_22_position_conflict() -> None:
    state = build(
        hands=[["R6A", "R2A"], FILLER, ["R3A"], ["R3B"]],
        upgrades={"R6A": "T01"},
        market=["T08", "M01", "M08", "T09"],
    )
    refused(GAME, state, 0, "buy S4 R6A", "already has a discovery in its top slot")
    state, _ = move(state, 0, "buy S3 R6A")
    state, _ = move(state, 0, "play R6A")
    assert state.cards[data.RUIN_INDEX["R6A"]].solo == 8
    assert state.view(None)["trick"]["last"]["rank"] == 8
    assert state.lit[0] == 2


def test_scenario_23_the_seeds_example() -> None:
    state = build(
        hands=[["R5A", "R5B", "R2A"], FILLER, ["R3A"], ["R3B"]],
        market=["T08", "M01", "T10", "T01"],
    )
    assert "play R2A R5A R5B" not in offered(state, 0)
    state, _ = move(state, 0, "buy S3 R2A")
    state, _ = move(state, 0, "play R2A R5A R5B")
    last = state.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (3, 5)
    two = state.cards[data.RUIN_INDEX["R2A"]]
    assert data.DISCOVERY_IDS[two.top] == "T10"
    assert two.solo == 5


def test_scenario_24_rank_changes_are_mandatory() -> None:
    state = build(
        hands=[["R2A"], ["R5A", "R5B", "R6A", "R1A"], ["R3A"], ["R3B"]],
        upgrades={"R5A": "M08"},
        current=1,
        trick=[(0, ["R2B", "R2C"])],
    )
    refused(GAME, state, 1, "play R5A R5B", "do not share a rank")
    move(state, 1, "play R5A R6A")


def test_scenario_25_plus_two_makes_a_follow_and_a_skip() -> None:
    state = build(
        hands=[["R2B"], ["R8A", "R6A", "R2A"], ["R3A"], ["R3B"]],
        market=["T08", "B12", "M01", "T01"],
        trick=[(0, ["R8B", "R8C"])],
        current=1,
    )
    state, _ = move(state, 1, "buy S2 R6A")
    state, events = move(state, 1, "play R6A R8A")
    last = state.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (2, 8)
    assert "P3 must pass (skip)" in texts(events)
    assert state.current == 3
    assert hand(state, 1) == ["R2A"]
    assert state.lit[1] == 1


def test_scenario_26_wild_in_a_set_and_alone() -> None:
    upgrades = {"R3A": "T11 M08"}
    state = build(hands=[["R3A", "R8A", "R8B"], FILLER, ["R3B"], ["R3C"]], upgrades=upgrades)
    after, _ = move(state, 0, "play R3A R8A R8B")
    last = after.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (3, 8)
    after, _ = move(state, 0, "play R3A")
    last = after.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (1, 4)


def test_scenario_27_a_play_made_only_of_wild_ruins() -> None:
    state = build(
        hands=[["R1E", "R4A", "R9A"], FILLER, ["R3C"], ["R10A"]],
        upgrades={"R1E": "night", "R4A": "T11 M08 B12"},
        trick=[(3, ["R3A", "R3B"])],
        current=0,
    )
    w1, w2 = (state.cards[data.RUIN_INDEX[r]] for r in ("R1E", "R4A"))
    assert (w1.printed, w1.solo, w2.printed, w2.solo) == (1, 1, 4, 7)
    after, events = move(state, 0, "play R1E R4A =4")
    last = after.view(None)["trick"]["last"]
    assert (last["count"], last["rank"], last["declared"]) == (2, 4, 4)
    assert not any("must pass" in t for t in texts(events))
    assert after.current == 1
    refused(GAME, state, 0, "play R1E R4A =1", "rank 3 or higher")
    refused(GAME, state, 0, "play R1E R4A =7", "only a printed rank")
    refused(GAME, state, 0, "play R1E R4A =3", "only a printed rank")
    refused(GAME, state, 0, "play R1E R4A", "needs a declared rank")
    alone = build(hands=[["R4A"], FILLER], upgrades={"R4A": "T11 M08 B12"})
    alone, _ = move(alone, 0, "play R4A")
    assert alone.view(None)["trick"]["last"]["rank"] == 7


def test_scenario_28_twin_counts_and_stacks() -> None:
    upgrades = {"R7A": "M01", "R5E": "night M02"}
    single = build(
        hands=[["R2A"], ["R7A", "R1A"], ["R3A"], ["R3B"]],
        upgrades=upgrades,
        trick=[(0, ["R4A"])],
        current=1,
    )
    refused(GAME, single, 1, "play R7A", "exactly 1 ruin")
    pair = build(
        hands=[["R2A"], ["R7A", "R1A"], ["R3A"], ["R3B"]],
        upgrades=upgrades,
        trick=[(0, ["R6A", "R6B"])],
        current=1,
    )
    after, _ = move(pair, 1, "play R7A")
    last = after.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (2, 7)
    three = build(hands=[["R5E", "R1A"], ["R2A"]], upgrades=upgrades)
    after, _ = move(three, 0, "play R5E")
    last = after.view(None)["trick"]["last"]
    assert (last["count"], last["rank"]) == (3, 5)


def test_scenario_29_scout_with_an_empty_deck() -> None:
    pile = ["R2A", "R2B", "R2C", "R3A", "R3B", "R3C"]
    state = build(
        hands=[["R6A", "R9A", "R9B"], FILLER, ["R4A"], ["R4B"]],
        upgrades={"R6A": "B01"},
        discard=pile,
    )
    state, events = move(state, 0, "play R6A")
    assert "The discard pile (6 ruins) is shuffled into a new ruin deck" in texts(events)
    assert len(state.deck) == 5
    assert len(state.hands[0]) == 3
    assert state.phase == "effect"
    drawn = state.view(0)["new"]
    assert len(drawn) == 1
    assert drawn[0] in pile
    state, _ = move(state, 0, f"discard {drawn[0]}")
    assert [data.RUIN_IDS[r] for r in state.discard] == drawn
    assert len(state.hands[0]) == 2
    variant = build(
        hands=[["R6A", "R9A", "R9B"], FILLER, ["R4A"], ["R4B"]], upgrades={"R6A": "B01"}
    )
    variant, events = move(variant, 0, "play R6A")
    assert variant.phase == "play"
    assert variant.current == 1
    assert len(variant.hands[0]) == 2
    assert variant.discard == ()
    assert any("nothing is discarded" in t for t in texts(events))


def test_scenario_30_burden_all_when_cards_are_short() -> None:
    state = build(
        5,
        hands=[["R1A"], ["R1B"], ["R6A", "R9A"], ["R1C"], ["R1D"]],
        upgrades={"R6A": "B08"},
        deck=["R7A"],
        current=2,
    )
    state, events = move(state, 2, "play R6A")
    assert [len(h) for h in state.hands] == [1, 1, 1, 2, 1]
    assert "R7A" in hand(state, 3)
    assert "P4 drew 1 ruin (Burden All (R6A) from P3)" in texts(events)
    assert sum("draws nothing" in t for t in texts(events)) == 3


def test_scenario_31_burden_one_and_a_night_effect() -> None:
    state = build(
        hands=[["R7E", "R9A"], ["R1A", "R1B"], ["R2A"], ["R3A"]],
        upgrades={"R7E": "night"},
        deck=["R8A", "R8B"],
    )
    state, _ = move(state, 0, "play R7E")
    assert state.view(0)["pending"] == {
        "kind": "burden",
        "effect": "Burden One",
        "source": "R7E",
        "choices": [1, 2, 3],
    }
    after, events = move(state, 0, "burden P3")
    assert hand(after, 2) == ["R2A", "R8A"]
    assert "P3 drew 1 ruin (Burden One from P1)" in texts(events)
    with_out = build(
        hands=[["R7E", "R9A"], [], ["R2A"], ["R3A"]],
        upgrades={"R7E": "night"},
        deck=["R8A"],
        out=[1],
    )
    with_out, _ = move(with_out, 0, "play R7E")
    assert offered(with_out, 0) == {"burden P3", "burden P4"}
    refused(GAME, with_out, 0, "burden P2", "still holding ruins")


def test_scenario_32_relight() -> None:
    state = build(
        hands=[["R2A"], ["R6A", "R1A"], ["R3A"], ["R3B"]],
        market=["T08", "M01", "M11", "T01"],
        trick=[(0, ["R5A"])],
        current=1,
        lit=[3, 1, 3, 3],
    )
    state, _ = move(state, 1, "buy S3 R6A")
    assert state.view(1)["draft"]["torches_left"] == 0
    state, events = move(state, 1, "play R6A")
    assert "P2 bought M11 (Relight) from S3 for 1 torch and put it on R6A" in texts(events)
    assert "Relight (R6A): P2 relit a torch" in texts(events)
    assert state.lit[1] == 1


def test_scenario_33_cache_as_a_way_out() -> None:
    state = build(
        hands=[["R10A", "R2A"], ["R1A", "R1B"], ["R2B", "R2C"], ["R9A", "R3A"]],
        upgrades={"R9A": "B10"},
        trick=[(2, ["R8A"])],
        current=3,
    )
    state, _ = move(state, 3, "play R9A")
    assert state.view(3)["pending"]["effect"] == "Cache"
    state, events = move(state, 3, "discard R3A")
    assert "P4 goes out 1st: +5 VP (now 5)" in texts(events)
    assert state.vp[3] == 5
    assert state.current == 0
    assert "play R10A" in offered(state, 0)


def test_scenario_34_the_secret_flip() -> None:
    state = build(
        hands=[["R4A", "R5A"], ["R1A"], ["R2A"], ["R3A"]],
        upgrades={"R4A": "T01"},
        phase="flip",
    )
    assert state.actors() == frozenset(range(4))
    state, events = move(state, 0, "flip R4A")
    assert texts(events) == []
    assert texts(events, 0) == ["You flipped R4A: it shows ☾7 (solo 8)"]
    four = state.cards[data.RUIN_INDEX["R4A"]]
    assert (four.night, four.printed, four.solo) == (True, 7, 8)
    assert 0 not in state.actors()
    refused(GAME, state, 0, "flip R5A", "already made your flip decision")
    for seat in (1, 2):
        state, events = move(state, seat, "noflip")
        assert texts(events) == []
    state, events = move(state, 3, "noflip")
    assert texts(events) == ["Flip phase complete; P1 leads"]
    assert state.view(1)["my_flip"] is None
    assert state.view(0)["my_flip"] == "R4A"
    later = build(
        hands=[["R4A", "R5A"], ["R1A"], ["R2A"], ["R3A"]],
        upgrades={"R4A": "night T01"},
        phase="flip",
    )
    assert "flip R4A" not in offered(later, 0)
    refused(GAME, later, 0, "flip R4A", "night is permanent")


def test_scenario_35_skips_add_up() -> None:
    state = build(
        hands=[["R9A", "R2A"], ["R10A", "R1A"], ["R10B", "R1B"], ["R10C", "R1C"]],
        upgrades={"R9A": "M05"},
        trick=[(3, ["R9B"])],
    )
    state, events = move(state, 0, "play R9A")
    assert "P2 must pass (skip)" in texts(events)
    assert "P3 must pass (skip)" in texts(events)
    assert state.current == 3
    assert {"pass", "play R10C"} <= offered(state, 3)
    state, events = move(state, 3, "pass")
    assert "Trick over; P1 leads" in texts(events)
    assert state.current == 0


def test_scenario_36_skip_on_a_lead_two_players() -> None:
    state = build(2, hands=[["R2D", "R5A"], ["R9A", "R9B"]], upgrades={"R2D": "night"})
    state, events = move(state, 0, "play R2D")
    assert texts(events)[-2:] == ["P2 must pass (skip)", "Trick over; P1 leads"]
    assert not any("matched" in t for t in texts(events))
    assert state.current == 0
    assert state.trick == ()


def test_scenario_37_only_played_ruins_can_be_improved() -> None:
    state = build(
        hands=[["R5A", "R7A"], FILLER, ["R3A"], ["R3B"]], market=["T08", "M01", "B01", "T01"]
    )
    state, _ = move(state, 0, "buy S4 R7A")
    refused(GAME, state, 0, "play R5A", "add R7A to the play or undo its improvement")


def test_scenario_38_torches_and_market_across_rounds() -> None:
    state = build(
        3,
        hands=[["R9A"], [], ["R1A", "R1B"]],
        market=[None, "T01", "M01", "B01"],
        discoveries=[],
        lit=[3, 2, 0],
        out=[1],
        in_game=standard_set(3),
    )
    state, _ = move(state, 0, "play R9A")
    assert state.round == 2
    view = state.view(None)
    assert view["seats"][2]["torches_lit"] == 3
    assert [m["card"]["id"] if m["card"] else None for m in view["market"]] == [
        None,
        "T01",
        "M01",
        "B01",
    ]
    assert view["market"][0]["cost"] == 3


def test_scenario_39_an_illegal_play_is_rolled_back() -> None:
    state = build(
        hands=[["R2A"], ["R5A", "R5B", "R1A"], ["R3A"], ["R3B"]],
        market=["T08", "B12", "M01", "T01"],
        trick=[(0, ["R9A", "R9B"])],
        current=1,
    )
    state, _ = move(state, 1, "buy S2 R5A")
    message = refused(GAME, state, 1, "play R5A R5B", "do not share a rank")
    assert "rank 7" in message
    assert "rank 5" in message
    assert state.lit[1] == 3
    assert data.DISCOVERY_IDS[state.market[1]] == "B12"
    assert hand(state, 1) == ["R1A", "R5A", "R5B"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_is_seeded(players: int) -> None:
    names = [f"P{i + 1}" for i in range(players)]
    a = GAME.new_state(names, seed=3)
    b = GAME.new_state(names, seed=3)
    assert a.to_json() == b.to_json()
