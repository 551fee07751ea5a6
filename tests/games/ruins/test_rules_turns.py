"""Unit tests of the turn flow: skips, tricks, draws, market, deal, first player, showdown."""

from __future__ import annotations

import pytest

from games.core.testing import offered, refused
from games.ruins import GAME, data
from games.ruins.rounds import first_player
from games.ruins.scenario import build, next_round, standard_set
from games.ruins.state import RuinsState
from games.ruins.table import Table
from tests.games.ruins.helpers import hand, move, texts

# -- skips and forced passes (§4.7) --------------------------------------------------------


def test_extra_forced_passes_are_dropped_when_the_trick_ends() -> None:
    state = build(
        3,
        hands=[["R9D", "R2A"], ["R10A", "R1A"], ["R10B", "R1B"]],
        upgrades={"R9D": "M05 night"},  # ☾10 with two Skips
        trick=[(2, ["R10C"])],
    )
    state, events = move(state, 0, "play R9D")
    assert "P1 matched rank 10 exactly: the next player must pass" in texts(events)
    assert texts(events).count("P2 must pass (skip)") == 1
    assert texts(events).count("P3 must pass (skip)") == 1
    assert "Trick over; P1 leads" in texts(events)
    assert state.current == 0
    assert state.view(None)["forced_passes"] == []
    assert state.passes == 0


def test_forced_passes_skip_players_who_are_out() -> None:
    state = build(
        hands=[["R6D", "R2A"], [], ["R10B", "R1B"], ["R10C", "R1C"]],
        upgrades={"R6D": "night"},
        out=[1],
    )
    state, events = move(state, 0, "play R6D")
    assert "P3 must pass (skip)" in texts(events)
    assert state.current == 3


def test_matching_skip_on_a_follow_only() -> None:
    state = build(hands=[["R7A", "R2A"], ["R7B", "R1A"], ["R3A", "R1B"], ["R3B", "R1C"]])
    state, events = move(state, 0, "play R7A")
    assert not any("must pass" in t for t in texts(events))
    state, events = move(state, 1, "play R7B")
    assert "P2 matched rank 7 exactly: the next player must pass" in texts(events)
    assert "P3 must pass (skip)" in texts(events)


def test_forced_passes_wait_for_the_effects_and_show_in_the_view() -> None:
    state = build(
        hands=[["R7E", "R9A"], ["R1A", "R1B"], ["R2A"], ["R3A"]],
        upgrades={"R7E": "night M05"},
        deck=["R8A"],
    )
    state, _ = move(state, 0, "play R7E")
    assert state.phase == "effect"
    assert state.view(None)["forced_passes"] == [1]
    assert state.view(None)["actors"] == [0]
    assert "pending" not in state.view(None)
    state, events = move(state, 0, "burden P3")
    assert "P2 must pass (skip)" in texts(events)
    assert state.current == 2


# -- end of trick and next leader (§4.8) ---------------------------------------------------


def test_next_leader_skips_seats_that_are_out() -> None:
    state = build(
        5,
        hands=[["R2A", "R2B"], ["R9A"], [], ["R3A", "R3B"], ["R4A", "R4B"]],
        trick=[(0, ["R8A"])],
        out=[2],
        current=1,
        in_game=standard_set(5),
    )
    state, _ = move(state, 1, "play R9A")
    assert state.view(None)["trick"]["passes_needed"] == 3
    for seat in (3, 4, 0):
        state, events = move(state, seat, "pass")
    assert "Trick over; P4 leads" in texts(events)
    assert state.current == 3


def test_a_pass_never_ends_a_trick_early() -> None:
    state = build(hands=[["R2A", "R2B"], ["R9A", "R1A"], ["R3A", "R3B"], ["R4A", "R4B"]])
    state, _ = move(state, 0, "play R2A")
    state, _ = move(state, 1, "pass")
    state, _ = move(state, 2, "pass")
    assert state.trick
    assert state.view(None)["trick"]["passes"] == 2
    state, events = move(state, 3, "pass")
    assert "Trick over; P1 leads" in texts(events)


# -- drawing (§4.11) -----------------------------------------------------------------------


def test_reshuffle_takes_the_discard_pile_but_not_the_trick() -> None:
    state = build(
        hands=[["R2A"], ["R6A", "R1A"], ["R3A"], ["R4A"]],
        upgrades={"R6A": "B01"},
        trick=[(0, ["R5A"])],
        discard=["R8A"],
        current=1,
    )
    state, events = move(state, 1, "play R6A")
    assert "The discard pile (1 ruins) is shuffled into a new ruin deck" in texts(events)
    assert hand(state, 1) == ["R1A", "R8A"]
    assert state.deck == ()
    assert [data.RUIN_IDS[r] for p in state.trick for r in p.ruins] == ["R5A", "R6A"]
    assert any(e.barrier for e in events)
    assert "You drew R8A" in texts(events, 1)
    assert "You drew R8A" not in texts(events, 0)


# -- the market (§4.9, §4.13) --------------------------------------------------------------


def test_market_slides_right_and_refills_from_s4_down() -> None:
    state = build(
        hands=[["R4A", "R9A"], ["R1A"], ["R2A"], ["R3A"]],
        market=["T08", "M01", "B01", "T01"],
        discoveries=["M05", "T05"],
    )
    state, _ = move(state, 0, "buy S3 R4A")
    assert "buy S3 R9A" not in offered(state, 0)  # emptied this turn
    state, _ = move(state, 0, "buy S2 R4A")
    state, events = move(state, 0, "play R4A")
    assert [data.DISCOVERY_IDS[d] for d in state.market] == ["T05", "M05", "T08", "T01"]
    assert any(e.text.startswith("The market slides and refills") for e in events)


def test_market_slots_stay_empty_when_the_deck_is_out() -> None:
    state = build(
        hands=[["R4A", "R9A"], ["R1A"], ["R2A"], ["R3A"]],
        market=["T08", "M01", "B01", "T01"],
        discoveries=[],
    )
    state, _ = move(state, 0, "buy S4 R4A")
    state, _ = move(state, 0, "play R4A")
    assert [data.DISCOVERY_IDS[d] if d >= 0 else None for d in state.market] == [
        None,
        "T08",
        "M01",
        "B01",
    ]


def test_a_bought_slot_cannot_be_bought_twice_and_drafts_check_torches_left() -> None:
    state = build(
        hands=[["R4A", "R9A"], ["R1A"], ["R2A"], ["R3A"]],
        market=["T08", "M01", "B01", "T01"],
        lit=[2, 3, 3, 3],
    )
    state, _ = move(state, 0, "buy S3 R4A")
    refused(GAME, state, 0, "buy S3 R4A", "already bought the discovery in S3")
    refused(GAME, state, 0, "buy S2 R4A", "costs 2 torches; you have 1 lit torch left")
    assert state.view(0)["draft"]["torches_left"] == 1
    assert state.view(None)["seats"][0]["torches_lit"] == 2


def test_pass_drops_the_draft() -> None:
    state = build(
        hands=[["R2A"], ["R6A", "R1A"], ["R3A"], ["R3B"]],
        market=["T08", "M01", "B01", "T01"],
        trick=[(0, ["R5A"])],
        current=1,
    )
    state, _ = move(state, 1, "buy S4 R6A")
    state, _ = move(state, 1, "claim R6A")
    state, _ = move(state, 1, "pass")
    assert state.draft_buys == ()
    assert state.draft_claims == ()
    assert state.lit[1] == 3
    assert state.claims_left[1] == 2
    assert data.DISCOVERY_IDS[state.market[3]] == "T01"


def test_a_leader_cannot_draft_ruins_that_could_not_lead_together() -> None:
    state = build(
        hands=[["R5A", "R7A", "R7B"], ["R1A"], ["R2A"], ["R3A"]],
        market=["T08", "M01", "B01", "T01"],
    )
    state, _ = move(state, 0, "claim R5A")
    assert "claim R7A" not in offered(state, 0)
    refused(GAME, state, 0, "claim R7A", "could not be led together")
    assert "buy S4 R5A" in offered(state, 0)  # R5A becomes a 6, still a lead on its own
    following = build(
        hands=[["R2A"], ["R5A", "R7A"], ["R2B"], ["R3A"]],
        trick=[(0, ["R1B"])],
        current=1,
    )
    following, _ = move(following, 1, "claim R5A")
    following, _ = move(following, 1, "claim R7A")  # a follower may always pass instead
    assert offered(following, 1) == {"pass"}


# -- claims at the deal (§5.2) -------------------------------------------------------------


def test_own_claims_stay_and_undealt_claims_do_nothing() -> None:
    ruins = standard_set(2)
    state = build(
        2,
        hands=[[], []],
        in_game=ruins,
        upgrades={"R1A": "claim=P1", "R10B": "claim=P1"},
    )
    deal = ["R1A", *[r for r in ruins if r not in ("R1A", "R10B")], "R10B"]
    state, events = next_round(state, deal)
    assert not any(e.kind == "claim_handover" for e in events)
    assert "R1A" in hand(state, 0)
    assert [data.RUIN_IDS[r] for r in state.deck][-1] == "R10B"
    assert [len(h) for h in state.hands] == [9, 9]


def test_showdown_ignores_the_claims_of_onlookers() -> None:
    ruins = standard_set(3)
    state = build(
        3,
        hands=[[], [], []],
        in_game=ruins,
        upgrades={"R1A": "claim=P3", "R1B": "claim=P2"},
        round=4,
        in_round=[0, 1],
    )
    deal = ["R1A", "R1B", *[r for r in ruins if r not in ("R1A", "R1B")]]
    state, _ = next_round(state, deal)
    assert state.round == 5
    assert "R1A" in hand(state, 0)  # P3 is not in the showdown
    assert "R1B" in hand(state, 1)  # P2's own claim
    assert [len(h) for h in state.hands] == [9, 9, 0]


def test_several_claims_move_at_once() -> None:
    ruins = standard_set(3)
    state = build(
        3,
        hands=[[], [], []],
        in_game=ruins,
        upgrades={"R1A": "claim=P2", "R1C": "claim=P2", "R1B": "claim=P1"},
    )
    deal = ["R1A", "R1B", "R1C", *[r for r in ruins if r not in ("R1A", "R1B", "R1C")]]
    state, events = next_round(state, deal)
    log = texts(events)
    assert "P1 gave 1 claimed ruin to P2" in log
    assert "P2 gave 1 claimed ruin to P1" in log
    assert "P3 gave 1 claimed ruin to P2" in log
    assert [len(h) for h in state.hands] == [9, 10, 8]


# -- first player (§5.2 step 5) ------------------------------------------------------------


@pytest.mark.parametrize(
    ("vp", "previous", "expected"),
    [
        ((4, 6, 6, 1), 0, 3),
        ((2, 5, 8, 2), 1, 0),
        ((0, 0, 0, 0), 2, 1),  # all tied: the seat just before the previous first player
        ((3, 3, 5, 5), 0, 1),
        ((3, 3, 5, 5), 1, 0),
    ],
)
def test_first_player_tie_break(vp: tuple[int, ...], previous: int, expected: int) -> None:
    state = build(hands=[[], [], [], []], vp=list(vp), first=previous)
    table = Table(state)
    assert first_player(table, [0, 1, 2, 3]) == expected


# -- VP limits (§5.5) ----------------------------------------------------------------------


def test_last_place_at_ten_drops_to_nine_and_at_zero_stays() -> None:
    at_ten = build(
        3,
        hands=[[], ["R4A", "R4B"], ["R9A"]],
        out=[0],
        vp=[5, 10, 0],
        current=2,
        in_game=standard_set(3),
    )
    at_ten, events = move(at_ten, 2, "play R9A")
    assert at_ten.vp == (5, 9, 2)
    assert "P2 is left holding ruins, last place: −1 VP (now 9)" in texts(events)
    at_zero = build(
        3,
        hands=[[], ["R4A", "R4B"], ["R9A"]],
        out=[0],
        vp=[5, 0, 0],
        current=2,
        in_game=standard_set(3),
    )
    at_zero, events = move(at_zero, 2, "play R9A")
    assert at_zero.vp[1] == 0
    assert "P2 is left holding ruins, last place: −1 VP, ignored at 0 VP (stays 0)" in texts(events)


# -- showdown (§5.4) -----------------------------------------------------------------------


def _end_round_four(vp: list[int], out: list[int]) -> tuple[RuinsState, list[str]]:
    """4 players in round 4: `out` are out, P4 goes out now, the remaining one is last."""
    hands: list[list[str]] = [[], [], [], ["R9A"]]
    left = next(s for s in range(3) if s not in out)
    hands[left] = ["R2A", "R2B"]
    state = build(hands=hands, vp=vp, round=4, out=out, current=3, in_game=standard_set(4))
    after, events = move(state, 3, "play R9A")
    return after, texts(events)


def test_showdown_single_qualifier_wins_without_a_fifth_round() -> None:
    state, _ = _end_round_four([10, 6, 4, 3], [0, 1])
    assert state.is_over()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0})
    assert outcome.reason == "P1 alone qualified for the showdown"
    assert len(outcome.breakdown) == len(state.history)  # one row per round played


def test_showdown_two_leaders_one_of_them_first_out() -> None:
    state, _ = _end_round_four([8, 8, 4, 3], [0, 1])
    assert state.round == 5
    assert state.view(None)["actors"] == [0, 1]
    assert state.first == 0 or state.first == 1
    assert [len(h) for h in state.hands] == [9, 9, 0, 0]
    assert len(state.deck) == 40 - 18


def test_showdown_a_two_participant_round_ends_at_the_first_out() -> None:
    state = build(
        hands=[["R5A", "R5B"], [], ["R9A"], []],
        vp=[10, 10, 6, 3],
        round=5,
        in_round=[0, 2],
        current=2,
        history=[[5, 3, 1, 0], [3, 5, 0, 1], [1, 1, 5, 3], [1, 1, 0, -1]],
    )
    state, _ = move(state, 2, "play R9A")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({2})
    assert outcome.breakdown[-1].label == "Showdown"


# -- auto pass (§7.1 option) ---------------------------------------------------------------


def test_auto_pass_passes_only_those_without_any_follow() -> None:
    state = build(
        hands=[["R9A", "R2A"], ["R1A", "R1B"], ["R8A", "R1C"], ["R10A", "R1D"]],
        market=["T08", "M01", "B01", "T01"],
        auto_pass=True,
    )
    state, events = move(state, 0, "play R9A")
    # P2 holds two 1s and cannot reach 9 even with +3 and +1: passes automatically.
    # P3's 8 becomes a 9 with the +1 in S4: it may follow, so it is asked.
    assert "P2 passes (no legal follow)" in texts(events)
    assert state.current == 2
    assert "buy S4 R8A" in offered(state, 2)


def test_auto_pass_off_by_default() -> None:
    state = build(
        hands=[["R9A", "R2A"], ["R1A", "R1B"], ["R8A", "R1C"], ["R10A", "R1D"]],
        discoveries=[],
    )
    state, _ = move(state, 0, "play R9A")
    assert state.current == 1
    assert offered(state, 1) == {"pass", "claim R1A", "claim R1B"}
