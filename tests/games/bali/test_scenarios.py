"""The rule-check scenarios of spec §9, one test per number (players P1–P4 are seats 0–3)."""

from __future__ import annotations

import pytest

from games.bali import GAME, data, scoring_preview
from games.bali.scoring import breakdown, payout, winners
from games.bali.state import BaliState
from games.core import IllegalMove
from games.core.testing import offered, refused

from .helpers import (
    column,
    display,
    displays,
    hand,
    ids,
    kinds,
    own,
    play,
    public,
    start,
    stones,
    turn,
)

P1, P2, P3, P4 = 0, 1, 2, 3


def taking(state: BaliState, seat: int, scoring_card: str, to_take: int = 1) -> BaliState:
    """`seat` must take `to_take` cards; C1's bottom card uncovers `scoring_card`."""
    state = column(state, 0, "SH", scoring_card, "SM")
    return turn(state, seat, "take", to_take=to_take)


def test_01_setup_four_players_base() -> None:
    s = start(4)
    assert s.stones == (2, 3, 4, 5)
    assert s.vp == (0, 0, 0, 0)
    for seat in range(4):
        assert [data.CARD_TYPE[c] for c in s.displays[seat]] == [data.STONEMASON]
        farmers = sorted(data.kind_of_farmer(data.CARD_TYPE[c]) for c in s.hands[seat])
        assert farmers == sorted(data.START_FARMERS[seat])
        assert s.own[seat] == (1, 1, 1, 1)
    assert data.START_FARMERS[0] == (data.RICE, data.PEANUTS, data.BANANAS)
    assert s.supply == (21, 21, 21, 21)
    assert sum(len(c) for c in s.columns) == 16
    assert all(len(c) == 4 for c in s.columns)
    assert len(s.deck) == 34
    assert s.altar_up == (0, 0, 0, 0)
    assert s.altar_down == ()
    in_game = [*s.deck, *(c for col in s.columns for c in col)]
    assert data.TEMPLE not in {data.CARD_TYPE[c] for c in in_game}
    assert len(in_game) == 50  # no Oracles: 9 PR, 9 SH, 12 SM, 20 farmers
    assert s.actors() == {P1}


def test_02_setup_two_players_expansion() -> None:
    s = start(2, temple=True)
    assert s.stones == (2, 3)
    assert s.supply == (23, 23, 23, 23)
    assert len(s.deck) == 43
    assert [len(p) for p in s.piles] == [4, 4]
    assert s.built == ()
    view = s.view(None)
    assert [p["left"] for p in view["towers"]["piles"]] == [4, 4]
    assert all(p["top"] in data.KIND_NAMES for p in view["towers"]["piles"])
    assert s.shiva == data.NO_SEAT
    assert view["shiva"] is None
    assert len(s.hands) == 2  # yellow and green start sets unused
    used = {c for h in s.hands for c in h} | {c for d in s.displays for c in d}
    assert used == set(range(8))
    assert sorted(s.piles[0] + s.piles[1]) == sorted(data.TOWER_KINDS)


def test_03_buying_with_farmers_and_one_purchase_per_turn() -> None:
    s = turn(stones(display(start(4), P2, "F-rice", "F-rice"), P2, 4), P2)
    s, events = play(s, P2, "buy rice")
    assert s.stones[P2] == 1
    assert s.own[P2] == (2, 1, 1, 1)
    assert "3 stones" in public(events)[0]
    refused(GAME, s, P2, "buy peppers", "one sacrifice card")


def test_04_buying_for_free_no_refund() -> None:
    s = display(start(4), P3, *["F-pepper"] * 6)
    s = turn(stones(s, P3, 0), P3)
    s, _ = play(s, P3, "buy peppers")
    assert s.stones[P3] == 0
    assert s.own[P3][data.PEPPERS] == 2


def test_05_unaffordable_purchase() -> None:
    s = stones(display(start(4), P1, "F-rice"), P1, 4)
    refused(GAME, s, P1, "buy bananas", "costs 5", "4")
    s, _ = play(s, P1, "buy rice")
    assert s.stones[P1] == 0


def test_06_empty_supply_pile() -> None:
    s = start(4).evolve(supply=kinds(rice=21, peanuts=0, bananas=21, peppers=21))
    for seat in range(4):
        s2 = turn(stones(display(s, seat, *["F-peanut"] * 5), seat, 20), seat)
        refused(GAME, s2, seat, "buy peanuts", "peanuts supply is empty")


def test_07_farmer_combinations() -> None:
    s = turn(stones(hand(start(4), P4, "F-rice", "F-rice", "F-peanut"), P4, 0), P4, "play")
    assert offered(s, P4) == {"play F-rice", "play F-peanut"}
    refused(GAME, s, P4, "play 2 F-rice", "costs 1", "0")
    with pytest.raises(IllegalMove):
        GAME.parse_move("play F-rice F-peanut")
    s = stones(s, P4, 1)
    s, _ = play(s, P4, "play 2 F-rice")
    assert s.stones[P4] == 0
    assert s.to_take == 2
    assert s.phase == "take"
    assert [data.CARD_TYPE[c] for c in s.hands[P4]] == [data.FARMER_PEANUT]


def test_08_three_farmers_only_the_third_take_scores() -> None:
    s = stones(hand(start(4), P1, "F-banana", "F-banana", "F-banana"), P1, 2)
    s = column(s, 0, "SM", "SH", "PR", "PR")
    s, _ = play(s, P1, "play 3 F-banana")
    assert s.stones[P1] == 0
    assert s.count(P1, data.FARMER_BANANA) == 3
    assert s.to_take == 3
    s, events = play(s, P1, "take C1", "take C1")
    assert s.to_take == 1
    assert s.vp == (0, 0, 0, 0)
    assert not any(e.kind == "score" for e in events)
    s, events = play(s, P1, "take C1")  # uncovers SM: Stonemason scoring, not PR or SH
    assert next(e.text for e in events if e.kind == "score").startswith("Stonemason scoring")
    assert s.stones == (1, 4, 5, 6)
    assert s.vp == (0, 0, 0, 0)
    assert len(s.hands[P1]) == 3


def test_09_shrine_needs_seven_stones() -> None:
    s = turn(stones(hand(start(4), P2, "SH", "PR", "SM"), P2, 6), P2)
    refused(GAME, s, P2, "play SH", "7 stones", "6")
    s, _ = play(stones(s, P2, 7), P2, "play SH")
    assert s.stones[P2] == 0
    assert s.phase == "sacrifice"


def test_10_sacrifice_phase_order_four_players() -> None:
    s = turn(stones(hand(start(4), P2, "SH", "PR", "SM"), P2, 7), P2)
    s, _ = play(s, P2, "play SH")
    assert s.actors() == {P3}
    s, _ = play(s, P3, "sacrifice rice")
    assert s.actors() == {P4}
    s, _ = play(s, P4, "sacrifice rice")
    assert s.actors() == {P1}
    s, _ = play(s, P1, "sacrifice bananas")
    assert s.actors() == {P2}
    assert s.phase == "facedown"
    s, events = play(s, P2, "facedown peanuts")
    assert public(events) == ["P2 placed 1 card face down on the altar."]
    s, _ = play(s, P2, "supply peppers")
    assert s.altar_up == kinds(rice=2, bananas=1, peppers=1)
    assert s.altar_down == ((P2, data.PEANUTS),)
    assert sum(s.own[P2]) == 3
    assert s.supply[data.PEPPERS] == 20
    assert s.phase == "take"
    assert s.actors() == {P2}


def test_11_sacrifice_phase_skips_a_player_with_nothing() -> None:
    s = own(turn(stones(hand(start(4), P2, "SH", "PR", "SM"), P2, 7), P2), P4)
    s, events = play(s, P2, "play SH")
    assert any("P4 holds no sacrifice card" in t for t in public(events))
    s, _ = play(s, P3, "sacrifice rice")
    assert s.actors() == {P1}
    s, _ = play(s, P1, "sacrifice bananas")
    s, _ = play(s, P2, "facedown rice", "supply peppers")
    assert sum(s.altar_up) + len(s.altar_down) == 4


def test_12_basic_take_and_scoring() -> None:
    s = turn(hand(start(4), P1, "SM", "F-rice", "F-rice"), P1)
    s = column(s, 1, "SH", "F-rice", "SM", "PR")
    s, _ = play(s, P1, "play SM")
    s, events = play(s, P1, "take C2")
    assert len(s.hands[P1]) == 3
    assert "P1 took PR from C2; SM revealed." in public(events)
    assert any(t.startswith("Stonemason scoring") for t in public(events))
    assert s.stones == (2 + 4, 3 + 1, 4 + 1, 5 + 1)  # P1 2 SM, sole lead: 2 + 2


def test_13_only_the_last_revealed_card_scores() -> None:
    s = turn(stones(hand(start(4), P3, "F-peanut", "F-peanut", "SM"), P3, 1), P3)
    s = column(column(s, 0, "PR", "SH", "SM"), 2, "SM", "F-rice", "PR")
    s = display(s, P1, "F-rice")
    s, _ = play(s, P3, "play 2 F-peanut", "take C1")
    s, events = play(s, P3, "take C3")
    scores = [e.text for e in events if e.kind == "score"]
    assert len(scores) == 1
    assert scores[0].startswith("Rice farmer scoring")
    assert s.own[P1][data.RICE] == 3  # 1 + 1 basic + 1 sole lead


def test_14_empty_column_refill() -> None:
    s = turn(start(4), P2, "take", to_take=1)
    s = column(s, 3, "F-pepper")
    deck = (*ids(["SM", "SH", "F-rice", "PR"]), *s.deck[4:22])
    s = s.evolve(deck=deck, refills=3)
    assert len(s.deck) == 22
    s, events = play(s, P2, "take C4")
    assert len(s.deck) == 18
    codes = [data.CARD_CODES[data.CARD_TYPE[c]] for c in s.columns[3]]
    assert codes == ["SM", "SH", "F-rice", "PR"]
    assert any(e.barrier and e.kind == "refill" for e in events)
    assert any(t.startswith("Priest scoring") for t in public(events))


def test_15_stonemason_scoring_tie_at_the_top() -> None:
    s = displays(start(4), ["SM"] * 3, ["SM"], ["SM"] * 3, ["SM"])
    assert payout(s, data.STONEMASON).stones == (3, 1, 3, 1)
    assert scoring_preview(s, "SM") == (
        "Stonemason scoring: P1 +3 stones, P2 +1 stone, P3 +3 stones, P4 +1 stone"
    )
    s, _ = play(taking(s, P1, "SM"), P1, "take C1")
    assert s.stones == (5, 4, 7, 6)


def test_16_stonemason_scoring_sole_leader() -> None:
    s = displays(start(2), ["SM"] * 3, ["SM"] * 2)
    s, _ = play(taking(s, P1, "SM"), P1, "take C1")
    assert s.stones == (2 + 5, 3 + 2)


def test_17_priest_scoring() -> None:
    s = displays(start(3), ["SM", "PR", "PR"], ["SM"], ["SM", "PR"])
    s, events = play(taking(s, P1, "PR"), P1, "take C1")
    assert s.vp == (4, 0, 1)
    assert "P1 +4 VP (2 +2 sole lead)" in public(events)[1]


def test_18_shrine_scoring_with_choices() -> None:
    s = displays(start(3), ["SM", "SH", "SH"], ["SM", "SH"], ["SM"])
    s, _ = play(taking(s, P1, "SH"), P1, "take C1")
    assert s.phase == "shrine"
    assert s.actors() == {P1}
    assert len(s.legal_moves(P1)) == 5  # 0..4 VP
    refused(GAME, s, P1, "shrine 4vp 1st", "4 shrine units")
    s, _ = play(s, P1, "shrine 3vp 1st")
    assert s.actors() == {P2}
    s, _ = play(s, P2, "shrine 0vp 1st")
    assert s.vp == (3, 0, 0)
    assert s.stones == (3, 4, 4)
    assert s.current == P2
    assert s.phase == "buy"


def test_19_farmer_scoring_tie() -> None:
    s = displays(
        start(4),
        ["SM", "F-peanut", "F-peanut"],
        ["SM", "F-peanut", "F-peanut"],
        ["SM", "F-peanut"],
        ["SM"],
    )
    s, _ = play(taking(s, P1, "F-peanut"), P1, "take C1")
    assert [o[data.PEANUTS] for o in s.own] == [2, 2, 2, 1]
    assert s.supply[data.PEANUTS] == 21 - 3


def test_20_farmer_scoring_sole_leader() -> None:
    s = displays(start(4), ["SM"], ["SM", *["F-banana"] * 3], ["SM", "F-banana"], ["SM"])
    s, _ = play(taking(s, P1, "F-banana"), P1, "take C1")
    assert [o[data.BANANAS] for o in s.own] == [1, 3, 2, 1]
    assert s.supply[data.BANANAS] == 21 - 3


def test_21_farmer_scoring_with_a_short_supply() -> None:
    s = displays(start(4), ["SM", "F-rice"], ["SM"], ["SM", "F-rice"], ["SM", "F-rice", "F-rice"])
    s = s.evolve(supply=kinds(rice=2, peanuts=21, bananas=21, peppers=21))
    s, events = play(taking(s, P3, "F-rice"), P3, "take C1")
    assert [o[data.RICE] for o in s.own] == [1, 1, 2, 2]
    assert s.supply[data.RICE] == 0
    assert "short by 2" in public(events)[1]


def test_22_end_of_game_trigger() -> None:
    s = turn(stones(hand(start(4), P4, "F-rice", "F-rice", "SM"), P4, 1), P4)
    s = column(s, 0, "SM").evolve(deck=s.deck[:2], refills=8)
    s, _ = play(s, P4, "play 2 F-rice")
    before = s.stones, s.vp, s.own
    s, events = play(s, P4, "take C1")
    assert s.is_over()
    assert s.actors() == frozenset()
    assert len(s.hands[P4]) == 2
    assert len(s.deck) == 2
    assert (s.stones, s.vp, s.own) == before  # no scoring this turn
    assert not any(e.kind == "score" for e in events)
    assert any(e.kind == "reveal" and e.barrier for e in events)
    assert s.outcome() is not None


def test_23_final_scoring_arithmetic() -> None:
    s = start(2).evolve(
        altar_up=kinds(rice=4, peanuts=3, peppers=5),
        altar_down=((P2, data.RICE), (P1, data.RICE)),
        vp=(14, 0),
        stones=(11, 0),
        own=(kinds(rice=2, peanuts=1, bananas=3), kinds()),
    )
    s = displays(s, ["SM", "SH", "SH"], ["SM"])
    rows = {r.label: r.values[P1] for r in breakdown(s)}
    assert rows["VP markers"] == 14
    assert rows["Shrines ×4"] == 8
    assert rows["Rice ×6 (altar)"] == 12
    assert rows["Peanuts ×3 (altar)"] == 3
    assert rows["Bananas ×0 (altar)"] == 0
    assert rows["Stones ÷5"] == 2
    assert rows["Total"] == 39


def test_24_tie_break_on_stones() -> None:
    s = start(3).evolve(stones=(4, 0, 7))
    assert winners(s, (52, 10, 52)) == {P3}
    s = s.evolve(stones=(7, 0, 7))
    assert winners(s, (52, 10, 52)) == {P1, P3}


def test_25_no_legal_play_fallback() -> None:
    s = turn(stones(hand(start(4), P2, "SH", "SH", "SH"), P2, 5), P2, "play")
    assert offered(s, P2) == {"discard SH"}
    s2, events = play(s, P2, "discard SH")
    assert [data.CARD_TYPE[c] for c in s2.removed] == [data.SHRINE]
    assert len(s2.hands[P2]) == 2
    assert s2.to_take == 1
    assert s2.count(P2, data.SHRINE) == 0
    s2, events = play(s2, P2, "take C1")
    assert any(e.kind == "score" for e in events)
    s7 = stones(s, P2, 7)
    refused(GAME, s7, P2, "discard SH", "only when no card can be played")
    # Expansion: SH, SH, TC with 5 stones and no sacrifice cards, P4 holds Shiva.
    t = own(turn(stones(hand(start(4, temple=True), P2, "SH", "SH", "TC"), P2, 5), P2, "play"), P2)
    t = t.evolve(shiva=P4)
    assert offered(t, P2) == {"discard SH", "discard TC"}
    t, _ = play(t, P2, "discard TC")
    assert t.shiva == P4
    assert t.built == ()
    assert t.count(P2, data.TEMPLE) == 0


def test_26_temple_card_normal_payment() -> None:
    s = start(4, temple=True).evolve(
        piles=((data.RICE, data.PEPPERS, data.BANANAS), (data.PEPPERS, data.RICE))
    )
    s = own(turn(hand(s, P1, "TC", "SM", "F-rice"), P1, "play"), P1, rice=1, bananas=2)
    supply = s.supply
    s, events = play(s, P1, "play TC A rice bananas")
    assert s.own[P1] == kinds(bananas=1)
    assert s.supply[data.RICE] == supply[data.RICE] + 1
    assert s.altar_down == ((P1, data.BANANAS),)
    assert s.altar_up == (0, 0, 0, 0)
    assert s.built == ((0, data.RICE),)
    assert s.top_tower(0) == data.PEPPERS
    assert s.count(P1, data.TEMPLE) == 1
    assert s.shiva == P1
    assert s.stones[P1] == 2
    assert s.phase == "take"
    assert not any("bananas" in t for t in public(events)), "the face-down kind stays secret"
    assert any("bananas face down" in e.text for e in events if e.visible_to == frozenset({P1}))


def test_27_temple_card_one_pile_empty() -> None:
    s = start(4, temple=True).evolve(piles=((), (data.PEANUTS, data.RICE)))
    s = own(turn(hand(s, P2, "TC", "SH", "SH"), P2, "play"), P2, rice=2, peppers=1)
    assert offered(s, P2) == {"discard TC", "discard SH"}
    refused(GAME, s, P2, "play TC B peanuts rice", "no peanuts")
    refused(GAME, s, P2, "play TC A rice rice", "pile A is empty")


def test_28_temple_card_no_towers_left() -> None:
    s = start(4, temple=True).evolve(piles=((), ()), built=tuple((0, k) for k in data.TOWER_KINDS))
    s = own(turn(hand(s, P3, "TC", "SH", "SH"), P3, "play"), P3, bananas=1, peppers=1)
    assert offered(s, P3) == {"play TC - peppers bananas", "play TC - bananas peppers"}
    s2, _ = play(s, P3, "play TC - peppers bananas")
    assert s2.own[P3] == kinds()
    assert s2.altar_down == ((P3, data.BANANAS),)
    s1 = own(s, P3, bananas=1)
    refused(GAME, s1, P3, "play TC - bananas bananas", "2 of your own sacrifice cards")


def test_29_temple_card_needs_two_cards() -> None:
    s = start(4, temple=True).evolve(piles=((data.PEPPERS,), (data.RICE,)))
    s = own(turn(hand(s, P4, "TC", "SH", "SH"), P4, "play"), P4, rice=1)
    refused(GAME, s, P4, "play TC B rice rice", "2 of your own sacrifice cards")


def test_30_temple_scoring_with_shiva() -> None:
    base = displays(start(3, temple=True), ["SM", "TC", "TC"], ["SM", "TC", "TC"], ["SM", "TC"])
    s = taking(base.evolve(shiva=P2), P1, "TC")
    s, _ = play(s, P1, "take C1")
    assert s.phase == "temple"
    assert s.actors() == {P2}
    s, _ = play(s, P2, "gain peppers")
    assert s.own == (kinds(rice=1, peanuts=1, bananas=1, peppers=1),) * 1 + (
        kinds(rice=1, peanuts=1, bananas=1, peppers=2),
        kinds(rice=1, peanuts=1, bananas=1, peppers=1),
    )
    s = taking(base.evolve(shiva=P3), P1, "TC")
    s, events = play(s, P1, "take C1")
    assert s.phase == "buy"
    assert "nobody gets anything" in public(events)[1]


def test_31_temple_scoring_nobody_owns_temple_cards() -> None:
    s = taking(start(3, temple=True).evolve(shiva=P1), P1, "TC")
    before = s.own
    s, _ = play(s, P1, "take C1")
    assert s.own == before
    assert s.phase == "buy"


def test_32_shiva_moves_on_demon_symbols() -> None:
    s = start(4, temple=True).evolve(shiva=P2)
    s = turn(hand(s, P3, "PR", "SM", "SH"), P3)
    s, _ = play(s, P3, "play PR")
    assert s.shiva == P3
    s = turn(hand(s, P4, "SM", "SH", "SH"), P4, "play")
    s = column(s, 0, "SM", "TC", "TC")
    s, _ = play(s, P4, "play SM", "take C1")  # takes a TC, reveals a TC: no effect
    assert s.shiva == P3
    s = own(
        turn(hand(s, P1, "TC", "SM", "SH"), P1, "play"), P1, rice=2, peanuts=2, bananas=2, peppers=2
    )
    move = next(m for m in s.legal_moves(P1) if str(m).startswith("play TC"))
    s, _ = s.apply(move, P1)
    assert s.shiva == P1


def test_33_expansion_end_and_final_scoring() -> None:
    s = start(4, temple=True)
    assert len(s.deck) == 43
    s = turn(s, P1, "take", to_take=1)
    refills = 0
    while True:
        s = turn(column(s, 0, "SM"), P1, "take", to_take=1)
        s, _ = s.apply(GAME.parse_move("take C1"), P1)
        if s.is_over():
            break
        refills += 1
    assert refills == 10
    assert len(s.deck) == 3
    s = displays(s, ["SM"], ["SM", "TC", "TC", "TC"], ["SM"], ["SM"])
    rows = {r.label: r.values[P2] for r in breakdown(s)}
    assert rows["Temple cards ×7"] == 21


def test_34_demon_arrival_and_effect() -> None:
    s = displays(start(4, demon=True), ["SM", "PR", "PR"], ["SM"], ["SM"], ["SM", "PR"])
    s, events = play(taking(s, P3, "PR"), P3, "take C1")
    assert s.vp == (4, 0, 0, 1)
    assert s.demon == P3
    assert any(e.kind == "demon" for e in events)
    s = turn(hand(s, P3, "PR", "SM", "SH"), P3)
    assert not any(str(m).startswith("buy") for m in s.legal_moves(P3))
    refused(GAME, s, P3, "buy rice", "demon")
    s, _ = play(s, P3, "play PR")
    assert s.demon == data.NO_SEAT


def test_35_demon_variant_with_shiva() -> None:
    s = start(4, temple=True, demon=True).evolve(shiva=P2)
    s = displays(s, ["SM", "PR", "PR"], ["SM"], ["SM", "PR", "PR"], ["SM"])
    s, _ = play(taking(s, P1, "PR"), P1, "take C1")
    assert s.demon == P4


def test_36_hot_seat_flow_of_a_sacrifice_phase() -> None:
    s = turn(stones(hand(start(3), P1, "SH", "SM", "PR"), P1, 7), P1)
    s, _ = play(s, P1, "play SH")
    assert s.actors() == {P2}
    view = s.view(None)
    assert "hand" not in view
    assert "own" not in view
    s, events = play(s, P2, "sacrifice rice")
    assert public(events) == ["P2 sacrificed rice, face up."]
    assert s.view(None)["altar"]["face_up"]["rice"] == 1
    assert s.actors() == {P3}
    s, _ = play(s, P3, "sacrifice peppers")
    assert s.actors() == {P1}
    s, events = play(s, P1, "facedown bananas")
    assert public(events) == ["P1 placed 1 card face down on the altar."]
    assert "bananas" not in str(s.view(None)) or s.view(None)["altar"]["face_down"] == 1
    assert s.view(P1)["my_face_down"] == ["bananas"]
    assert s.view(P2)["my_face_down"] == []
    s, events = play(s, P1, "supply rice")
    assert public(events) == ["P1 placed rice from the supply face up on the altar."]
    assert s.phase == "take"
    assert s.actors() == {P1}


def test_11_log_names_several_skipped_players_in_one_sentence() -> None:
    """4.3 edge rule and 7.4 (public log): two players without sacrifice cards are named in
    one grammatical sentence (the log used to say "P3, P4 holds no sacrifice card")."""
    s = own(own(turn(stones(hand(start(4), P2, "SH", "PR", "SM"), P2, 7), P2), P3), P4)
    _s, events = play(s, P2, "play SH")
    assert "P3 and P4 hold no sacrifice cards and place nothing." in public(events)
