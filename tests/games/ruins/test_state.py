"""Positions: options, JSON round trip, views and what they hide, outcome."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from games.core import IllegalMove, Match, Seat
from games.ruins import BOTS, GAME, data
from games.ruins.position import FIELDS, Position
from games.ruins.scenario import build
from games.ruins.state import RuinsState
from games.ruins.table import Table
from tests.games.ruins.helpers import move, snapshot

NAMES = ["Ana", "Bo", "Cy"]
PRIVATE = ("hand", "draft", "pending", "my_flip", "new")


def test_info() -> None:
    info = GAME.info
    assert (info.id, info.title, info.min_players, info.max_players) == ("ruins", "Ruins", 2, 5)
    assert info.hidden_information
    assert [o.id for o in info.options] == ["first_player", "auto_pass"]
    assert set(GAME.bots) == {"random", "greedy"}
    assert GAME.bots is BOTS or dict(GAME.bots) == BOTS


def test_first_player_option() -> None:
    state = GAME.new_state(NAMES, seed=1, options={"first_player": "P2"})
    assert state.first == 1
    assert state.current == 1
    with pytest.raises(IllegalMove, match="random, P1, P2, P3"):
        GAME.new_state(NAMES, seed=1, options={"first_player": "P5"})
    with pytest.raises(IllegalMove, match="must be one of"):
        GAME.new_state(NAMES, seed=1, options={"first_player": "P9"})
    with pytest.raises(IllegalMove, match="no option"):
        GAME.new_state(NAMES, seed=1, options={"colour": "red"})


def test_random_first_player_depends_on_the_seed_only() -> None:
    firsts = {GAME.new_state(NAMES, seed=s).first for s in range(30)}
    assert firsts == {0, 1, 2}


def test_player_count_is_checked() -> None:
    with pytest.raises(IllegalMove, match="2 to 5 players"):
        GAME.new_state(["Solo"], seed=1)


def test_table_copies_every_field_in_order() -> None:
    state = GAME.new_state(NAMES, seed=4)
    assert Table(state).freeze() == state
    assert Position._fields == FIELDS


def test_state_is_immutable() -> None:
    state = GAME.new_state(NAMES, seed=4)
    with pytest.raises(AttributeError):
        state.round = 3  # type: ignore[misc]


def test_json_round_trip_mid_draft_and_mid_effect() -> None:
    state = build(
        hands=[["R7E", "R9A"], ["R1A", "R1B"], ["R2A"], ["R3A"]],
        upgrades={"R7E": "night M05"},
        market=["T08", "M01", "B01", "T01"],
        deck=["R8A"],
    )
    drafting, _ = move(state, 0, "buy S4 R7E")
    drafting, _ = move(drafting, 0, "claim R7E")
    for position in (drafting, move(drafting, 0, "play R7E")[0]):
        text = json.dumps(position.to_json())
        again = GAME.state_from_json(json.loads(text))
        assert snapshot(again) == snapshot(position)
        assert again == position
        for seat in range(4):
            assert again.legal_moves(seat) == position.legal_moves(seat)
            assert again.view(seat) == position.view(seat)


def test_damaged_json_is_refused() -> None:
    with pytest.raises(IllegalMove, match="not a valid Ruins position"):
        GAME.state_from_json({"game": "ruins"})


def test_views_hide_hands_and_drafts() -> None:
    state = build(
        hands=[["R7A", "R9A"], ["R1A", "R1B"], ["R2A"], ["R3A"]],
        market=["T08", "M01", "B01", "T01"],
    )
    state, _ = move(state, 0, "buy S4 R7A")
    spectator = state.view(None)
    assert not set(PRIVATE) & set(spectator)
    text = json.dumps(spectator)
    assert "R7A" not in text
    assert "R1B" not in text
    other = state.view(1)
    assert "R7A" not in json.dumps(other)
    assert other["draft"] is None
    own = state.view(0)
    assert own["draft"] == {
        "buys": [
            {
                "slot": 4,
                "discovery": own["market"][3]["card"],
                "ruin": "R7A",
            }
        ],
        "claims": [],
        "torches_left": 2,
    }
    seven = next(r for r in own["hand"] if r["id"] == "R7A")
    assert seven["slots"]["top"] is None
    assert seven["draft_slots"]["top"]["id"] == "T01"
    assert seven["solo"] == 7  # committed slots only
    assert spectator["seats"][0]["hand_size"] == 2


def test_view_contract_keys() -> None:
    state = GAME.new_state(NAMES, seed=9)
    view = state.view(0)
    for key in [
        "game",
        "players",
        "seat",
        "round",
        "showdown",
        "phase",
        "actors",
        "first_player",
        "leading",
        "trick",
        "forced_passes",
        "market",
        "discovery_deck",
        "ruin_deck",
        "discard",
        "seats",
        "history",
        "finish_order",
        "winner",
        "win_reason",
        "hand",
        "new",
        "draft",
        "pending",
        "my_flip",
    ]:
        assert key in view, key
    assert set(view["trick"]) >= {"plays", "last", "passes", "passes_needed"}
    seat_keys = [
        "name",
        "hand_size",
        "torches_lit",
        "torches_unlit",
        "claims_left",
        "vp",
        "vp_at_round_start",
        "out_position",
        "in_round",
        "flip_decided",
    ]
    assert set(view["seats"][0]) >= set(seat_keys)
    ruin = view["hand"][0]
    ruin_keys = [
        "id",
        "day_rank",
        "night_rank",
        "night_effect",
        "side",
        "printed",
        "solo",
        "size",
        "wild",
        "slots",
        "draft_slots",
        "claim",
        "draft_claim",
    ]
    assert set(ruin) >= set(ruin_keys)
    slot = view["market"][0]
    assert set(slot) == {"slot", "cost", "card"}
    assert set(slot["card"]) == {"id", "position", "effect", "name", "text"}
    assert view["phase"] == "flip"
    assert view["actors"] == [0, 1, 2]


def test_flip_is_hidden_from_others() -> None:
    state = GAME.new_state(NAMES, seed=9)
    day = next(r["id"] for r in state.view(0)["hand"] if r["side"] == "day")
    after, events = move(state, 0, f"flip {day}")
    assert all(e.visible_to == frozenset({0}) for e in events)
    assert after.view(0)["my_flip"] == day
    assert "my_flip" not in after.view(None)
    assert after.view(1)["my_flip"] is None
    assert after.view(None)["seats"][0]["flip_decided"] is True
    assert day not in json.dumps(after.view(1))
    assert day not in json.dumps(after.view(None))


def test_every_catalogue_id_is_known() -> None:
    assert len(data.RUIN_IDS) == 50
    assert len(data.DISCOVERY_IDS) == 39
    assert data.DISCOVERY_IDS[12] == "T13"
    assert data.DISCOVERY_EFFECT[data.DISCOVERY_INDEX["B12"]] == "b"
    assert data.DISCOVERY_EFFECT[data.DISCOVERY_INDEX["M11"]] == "j"
    assert isinstance(GAME.new_state(NAMES, seed=0), RuinsState)


def test_rules_text_is_shipped_with_its_sections() -> None:
    text = resources.files("games.ruins").joinpath("RULES.md").read_text(encoding="utf-8")
    sections = [line[3:] for line in text.splitlines() if line.startswith("## ")]
    assert sections == [
        "Overview",
        "Components",
        "Setup",
        "A round",
        "Leading and following",
        "Skips",
        "Improving ruins (claims, discoveries, torches, the market)",
        "Effects",
        "Going out and scoring",
        "Next round",
        "Winning",
    ]
    assert 150 <= len(text.splitlines()) <= 250
    for code, name in data.EFFECT_NAMES.items():
        assert f"| {code} | {name} |" in text


def test_a_match_replays_saves_and_undoes_a_draft() -> None:
    match = Match.new(GAME, (Seat("Ana"), Seat("Bo"), Seat("Cy")), seed=5)
    for seat in sorted(match.state.actors()):
        match.play(seat, "noflip")
    state = match.state
    assert isinstance(state, RuinsState)
    leader = state.current
    buy = next(m for m in state.legal_moves(leader) if str(m).startswith("buy"))
    match.play(leader, str(buy))
    assert match.can_undo(leader)
    match.undo(leader)
    assert match.state.to_json()["draft_buys"] == []
    play = next(m for m in match.state.legal_moves(leader) if str(m).startswith("play"))
    events = match.play(leader, str(play))
    assert any(e.barrier for e in events)
    assert not match.can_undo(leader)
    again = Match.from_json(json.loads(json.dumps(match.to_json())), {"ruins": GAME})
    assert again.state.to_json() == match.state.to_json()
