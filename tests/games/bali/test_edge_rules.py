"""Edge rules the spec states outside the numbered scenarios of §9 (empty piles, nothing to
place, ties that keep the demon where it is, legality judged after a purchase)."""

from __future__ import annotations

from games.bali import GAME, data
from games.core.testing import offered, refused

from .helpers import column, displays, hand, own, play, public, start, stones, turn

P1, P2, P3, P4 = 0, 1, 2, 3


def test_4_3_step_3_is_skipped_when_the_whole_supply_is_empty() -> None:
    s = turn(stones(hand(start(3), P1, "SH", "SM", "PR"), P1, 7), P1).evolve(supply=(0, 0, 0, 0))
    s, _ = play(s, P1, "play SH")
    s, _ = play(s, P2, "sacrifice rice")
    s, _ = play(s, P3, "sacrifice peppers")
    s, events = play(s, P1, "facedown bananas")
    assert s.phase == "take"
    assert s.actors() == {P1}
    assert "The supply is empty: no card from the supply." in public(events)
    assert s.altar_up == (1, 0, 0, 1)
    assert len(s.altar_down) == 1


def test_4_3_step_3_offers_only_kinds_whose_pile_is_not_empty() -> None:
    s = turn(stones(hand(start(2), P1, "SH", "SM", "PR"), P1, 7), P1).evolve(supply=(0, 4, 0, 0))
    s, _ = play(s, P1, "play SH")
    s, _ = play(s, P2, "sacrifice rice")
    s, _ = play(s, P1, "facedown rice")
    assert offered(s, P1) == {"supply peanuts"}
    refused(GAME, s, P1, "supply rice", "rice supply is empty")


def test_4_3_step_2_is_skipped_when_the_active_player_holds_nothing() -> None:
    s = own(turn(stones(hand(start(3), P1, "SH", "SM", "PR"), P1, 7), P1), P1)
    s, _ = play(s, P1, "play SH")
    s, _ = play(s, P2, "sacrifice rice")
    s, events = play(s, P3, "sacrifice rice")
    assert "P1 holds no sacrifice card to place face down." in public(events)
    assert s.phase == "supply"
    s, _ = play(s, P1, "supply bananas")
    assert s.altar_down == ()
    assert s.altar_up == (2, 0, 1, 0)


def test_4_6_temple_winner_chooses_only_a_kind_whose_pile_is_not_empty() -> None:
    base = displays(start(3, temple=True), ["SM", "TC"], ["SM"], ["SM"])
    s = turn(column(base.evolve(supply=(0, 3, 0, 0)), 0, "SH", "TC", "SM"), P2, "take", to_take=1)
    s, _ = play(s, P2, "take C1")
    assert s.actors() == {P1}
    assert offered(s, P1) == {"gain peanuts"}


def test_4_6_temple_winner_facing_four_empty_piles_receives_nothing() -> None:
    base = displays(start(3, temple=True), ["SM", "TC"], ["SM"], ["SM"])
    s = turn(column(base.evolve(supply=(0, 0, 0, 0)), 0, "SH", "TC", "SM"), P2, "take", to_take=1)
    s, _ = play(s, P2, "take C1")
    assert s.phase == "buy"
    assert s.current == P3
    assert s.own[P1] == (1, 1, 1, 1)


def test_4_2_a_purchase_can_leave_the_fallback_as_the_only_option() -> None:
    s = turn(stones(hand(start(3), P1, "SH", "SH", "SH"), P1, 7), P1)
    assert "play SH" in offered(s, P1)
    refused(GAME, s, P1, "discard SH", "only when no card can be played")
    s, _ = play(s, P1, "buy rice")  # 7 - 5 = 2 stones: the Shrines are out of reach
    assert offered(s, P1) == {"discard SH"}


def test_4_2_a_purchase_can_pay_for_a_temple_card() -> None:
    s = start(3, temple=True).evolve(piles=((data.RICE,), (data.PEPPERS,)))
    s = own(turn(stones(hand(s, P1, "TC", "SH", "SH"), P1, 5), P1), P1, rice=1)
    # Without a purchase nothing is playable: the fallback is there beside the purchases.
    assert {"discard SH", "discard TC"} <= offered(s, P1)
    s, _ = play(s, P1, "buy bananas")
    assert offered(s, P1) == {"play TC A rice bananas"}
    refused(GAME, s, P1, "discard TC", "only when no card can be played")


def test_6_2_rule_2_the_demon_stays_with_a_holder_tied_for_fewest() -> None:
    s = displays(start(4, demon=True), ["SM", "PR"], ["SM"], ["SM"], ["SM"]).evolve(demon=P4)
    s = turn(column(s, 0, "SH", "PR", "SM"), P2, "take", to_take=1)
    s, events = play(s, P2, "take C1")
    assert s.demon == P4  # P2, P3, P4 tie at 0; P2 would be first from the active player
    assert "The demon stays with P4." in public(events)


def test_6_2_rule_4_the_demon_can_come_back_in_the_same_turn() -> None:
    s = displays(start(2, demon=True), ["SM"], ["SM", "PR", "PR"]).evolve(demon=P1)
    s = turn(hand(column(s, 0, "SH", "PR", "SM"), P1, "PR", "SM", "SM"), P1)
    s, _ = play(s, P1, "play PR")
    assert s.demon == data.NO_SEAT
    s, _ = play(s, P1, "take C1")  # Priest scoring: P1 1 PR, P2 2 PR
    assert s.vp == (1, 4)
    assert s.demon == P1


def test_5_4_a_sacrifice_phase_is_completed_and_counts_when_the_game_ends() -> None:
    s = turn(stones(hand(start(2), P1, "SH", "SM", "PR"), P1, 7), P1)
    s = own(column(s, 0, "SM").evolve(deck=s.deck[:2], refills=8), P2, rice=2, peanuts=1)
    s, _ = play(s, P1, "play SH")
    s, _ = play(s, P2, "sacrifice rice")
    s, _ = play(s, P1, "facedown rice", "supply rice")
    s, _ = play(s, P1, "take C1")
    assert s.is_over()
    outcome = s.outcome()
    assert outcome is not None
    rows = {r.label: r.values for r in outcome.breakdown}
    assert rows["Rice ×3 (altar)"] == (0, 3)  # the altar's 3 rice make P2's last rice worth 3
    assert rows["Shrines ×4"] == (4, 0)
    assert rows["Peanuts ×0 (altar)"] == (0, 0)
    assert s.own == ((0, 1, 1, 1), (1, 1, 0, 0))
