"""The table around the rules: tile deals (§4.1), directions, claims and turns (§6.2), the swap
prompt (§6.3/Q13), signals (§5.5), skip, the move counter (§4.3), JSON and the view."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from games.core import Game, IllegalMove
from games.magic_maze_tower import GAME
from games.magic_maze_tower.data import DEALS, DIRECTIONS, QUEST_IDS
from games.magic_maze_tower.moves import (
    EndTurn,
    Point,
    Release,
    Skip,
    Stare,
    Swap,
    Walk,
    parse_move,
)
from games.magic_maze_tower.quest_format import parse_scenario
from games.magic_maze_tower.state import MazeState, new_quest_state

LANE = parse_scenario(
    """\
id: lane
grid:
+--+--+--+--+--+
|@m I. .. @e Xe|
+  +--+--+--+--+
|Xm .. .. .. @d|
+--+--+--+--+  +
|Xd .. .. .. ..|
+--+--+--+--+--+
"""
).quest


def table(players: int, tiles: tuple[str, ...], **kw: str) -> MazeState:
    names = tuple(f"P{i + 1}" for i in range(players))
    return new_quest_state(LANE, names, tiles=tiles, **kw)  # type: ignore[arg-type]


def test_game_satisfies_the_contract() -> None:
    game: Game = GAME
    assert game.info.id == "magic_maze_tower"
    assert (game.info.min_players, game.info.max_players) == (1, 4)
    assert game.info.cooperative
    assert game.info.unlimited_undo
    quest = game.info.option("quest")
    assert quest.choices == QUEST_IDS
    assert quest.default == "tutorial-1"
    assert set(game.bots) == {"random", "greedy"}


# -- deals ---------------------------------------------------------------------------------


def test_solo_holds_all_four_directions() -> None:
    state = GAME.new_state(["Ana"], seed=3)
    assert state.directions(0) == "NESW"
    assert state.view(0)["seats"][0]["tiles"] == "NESW"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_deals_share_out_the_four_tiles(players: int) -> None:
    seen = set()
    for seed in range(40):
        state = GAME.new_state([f"P{i}" for i in range(players)], seed=seed)
        tiles = "".join(state.tiles) + state.shared
        assert sorted(tiles) == sorted("NESW")
        if players == 2:
            assert [len(t) for t in state.tiles] == [2, 2]
        else:
            assert all(len(t) == 1 for t in state.tiles)
        assert bool(state.shared) == (players == 3)
        if players == 3:
            assert all(state.shared in state.directions(s) for s in range(3))
        seen.add(state.tiles)
        again = GAME.new_state([f"P{i}" for i in range(players)], seed=seed)
        assert again.tiles == state.tiles
    assert len(seen) > 1


def test_a_chosen_deal() -> None:
    state = GAME.new_state(["A", "B", "C"], seed=0, options={"deal": "S/W/E+N"})
    assert state.tiles == ("S", "W", "E")
    assert state.shared == "N"
    assert state.directions(0) == "NS"
    with pytest.raises(IllegalMove):
        GAME.new_state(["A", "B"], seed=0, options={"deal": "S/W/E+N"})
    assert len(DEALS[2]) == 6
    assert len(DEALS[3]) == len(DEALS[4]) == 24


def test_tutorials_force_beginner_mode() -> None:
    state = GAME.new_state(["A", "B"], seed=0, options={"communication": "expert"})
    assert state.communication == "beginner"
    sample = GAME.new_state(
        ["A", "B"], seed=0, options={"communication": "expert", "quest": "key-swap"}
    )
    assert sample.communication == "expert"


def test_unknown_options_are_refused() -> None:
    with pytest.raises(IllegalMove):
        GAME.new_state(["A"], seed=0, options={"quest": "tutorial-9"})
    with pytest.raises(IllegalMove):
        GAME.new_state(["A"] * 5, seed=0)


# -- directions and claims -----------------------------------------------------------------


def test_each_seat_moves_only_in_its_own_directions() -> None:
    state = table(2, ("NE", "SW"))
    east = Walk("d", "e2", "d2")  # that is west
    with pytest.raises(IllegalMove, match="You do not hold West"):
        state.apply(east, 0)
    after, _ = state.apply(east, 1)
    assert after.pawn_cell("d") == "d2"
    moves0 = state.legal_moves(0)
    assert all(not isinstance(m, Walk) or m.hero != "d" or m.dst != "d2" for m in moves0)
    assert Walk("d", "e2", "e3") in state.legal_moves(1)


def test_legal_moves_are_exactly_the_moves_that_apply() -> None:
    state = table(2, ("NE", "SW"))
    for seat in (0, 1):
        legal = state.legal_moves(seat)
        for move in legal:
            state.apply(move, seat)
        for text in ("d e2-d2", "d e2-e3", "e d1-c1", "m a1-b1", "d e2-e1"):
            move = parse_move(text)
            if move not in legal:
                with pytest.raises(IllegalMove):
                    state.apply(move, seat)


def test_a_claimed_pawn_belongs_to_its_seat_until_released() -> None:
    state = table(2, ("NESW", "NESW"))
    state, _ = state.apply(Walk("d", "e2", "d2"), 0)
    assert state.claims == ("d", None)
    with pytest.raises(IllegalMove, match="P1's go"):
        state.apply(Walk("d", "d2", "c2"), 1)
    assert all(getattr(m, "hero", None) != "d" for m in state.legal_moves(1))
    state, events = state.apply(Release(), 0)
    assert state.claims == (None, None)
    assert events[0].text == "P1 releases the dwarf."
    state, _ = state.apply(Walk("d", "d2", "c2"), 1)
    assert state.claims == (None, "d")


def test_moving_another_pawn_moves_the_claim() -> None:
    state = table(2, ("NESW", "NESW"))
    state, _ = state.apply(Walk("d", "e2", "d2"), 0)
    state, _ = state.apply(Walk("e", "d1", "c1"), 0)
    assert state.claims == ("e", None)
    assert Walk("d", "d2", "c2") in state.legal_moves(1)


def test_turn_based_play() -> None:
    state = table(2, ("NESW", "NESW"), control="turns")
    assert state.actors() == frozenset({0})
    with pytest.raises(IllegalMove, match="It is P1's turn"):
        state.apply(Walk("d", "e2", "d2"), 1)
    state, _ = state.apply(Walk("d", "e2", "d2"), 0)
    state, _ = state.apply(Walk("d", "d2", "c2"), 0)
    state, events = state.apply(EndTurn(), 0)
    assert state.actors() == frozenset({1})
    assert "P2 plays" in events[0].text
    assert EndTurn() in state.legal_moves(1)
    assert state.legal_moves(0) == []


# -- the swap prompt -----------------------------------------------------------------------


def test_only_the_seat_that_moved_the_mage_may_act_until_it_swaps_or_declines() -> None:
    state = table(2, ("NESW", "NESW"))
    state, events = state.apply(Walk("m", "a1", "b1"), 0)
    assert state.armed
    assert state.armer == 0
    assert any(e.kind == "invocation" for e in events)
    assert state.actors() == frozenset({0})
    with pytest.raises(IllegalMove, match="may swap the mage first"):
        state.apply(Walk("d", "e2", "d2"), 1)
    assert {Swap("m", "e"), Swap("m", "d"), Release()} <= set(state.legal_moves(0))
    declined, events = state.apply(Release(), 0)
    assert not declined.armed
    assert events[0].text == "P1 declines the swap."
    assert declined.claims == (None, None)
    swapped, _ = state.apply(Swap("m", "d"), 0)
    assert (swapped.pawn_cell("m"), swapped.pawn_cell("d")) == ("e2", "b1")


def test_a_swap_cannot_take_a_pawn_in_another_seats_go() -> None:
    state = table(2, ("NESW", "NESW"))
    state, _ = state.apply(Walk("d", "e2", "d2"), 1)
    state, _ = state.apply(Walk("m", "a1", "b1"), 0)
    assert Swap("m", "d") not in state.legal_moves(0)
    with pytest.raises(IllegalMove, match="P2's go"):
        state.apply(Swap("m", "d"), 0)
    assert Swap("m", "e") in state.legal_moves(0)


def test_in_solo_any_other_atom_disarms() -> None:
    state = table(1, ("NESW",))
    state, _ = state.apply(Walk("m", "a1", "b1"), 0)
    assert state.armed
    state, _ = state.apply(Walk("d", "e2", "d2"), 0)
    assert not state.armed
    assert Swap("m", "d") not in state.legal_moves(0)


# -- signals, skip -------------------------------------------------------------------------


def test_signals_exist_only_when_talking_is_restricted() -> None:
    quiet = table(3, ("N", "E", "S"), communication="expert")
    moves = quiet.legal_moves(1)
    assert Stare(0) in moves
    assert Stare(1) not in moves
    assert [m for m in moves if isinstance(m, Point)] == [Point(i) for i in range(1, 9)]
    after, events = quiet.apply(Stare(2), 1)
    assert after.signals == (0, 1, 0)
    assert events[0].kind == "signal"
    assert after.locs == quiet.locs
    talk = table(3, ("N", "E", "S"))
    assert not any(isinstance(m, (Stare, Point)) for m in talk.legal_moves(0))
    with pytest.raises(IllegalMove):
        talk.apply(Point(3), 0)
    with pytest.raises(IllegalMove):
        quiet.apply(Stare(1), 1)


def test_skip_ends_the_quest_without_winners() -> None:
    state = table(2, ("NE", "SW"))
    state, _ = state.apply(Skip(), 1)
    assert state.is_over()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset()
    assert state.legal_moves(0) == []
    with pytest.raises(IllegalMove, match="over"):
        state.apply(Walk("d", "e2", "d2"), 0)


# -- counting, events, completion ----------------------------------------------------------


def test_the_counter_counts_goes_and_atoms() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "over-the-pit"})
    state, _ = state.play("e a1^c1; e c1~e1; e e1-f1")
    assert (state.goes, state.atoms) == (1, 3)
    state, _ = state.play("d c4-d4-d3-c3; b b1-b2; d c3-c5-a5")
    assert state.won()
    assert (state.goes, state.atoms) == (4, 11)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0})
    assert "4 goes and 11 atoms" in outcome.reason


def test_events_tell_doors_exits_and_the_armory() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "key-swap"})
    state, events = state.play("d a1-c1")
    assert "Door 1 opens." in [e.text for e in events]
    state, _ = state.play("m c3-d3-d1-f1")
    state, events = state.play("d c1-c3-a3")
    texts = [e.text for e in events]
    assert "Door 1 locks." in texts
    assert "Every hero stands on their armory: the exits are unlocked." in texts


def test_play_is_all_or_nothing() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "key-swap"})
    with pytest.raises(IllegalMove, match="d c1-c3-d3: The space d3 is taken by the mage"):
        state.play("d a1-c1; m c3-d3; d c1-c3-d3")
    with pytest.raises(IllegalMove, match=r"d a1-c1-c3: .*"):
        state.play("d a1-c1-c3")
    assert state.pawn_cell("d") == "a1"


# -- JSON and view -------------------------------------------------------------------------


@pytest.mark.parametrize("quest_id", QUEST_IDS)
def test_json_round_trip(quest_id: str) -> None:
    state = GAME.new_state(["A", "B", "C"], seed=5, options={"quest": quest_id})
    rng = random.Random(quest_id)
    for _ in range(12):
        seat = rng.choice(sorted(state.actors()))
        moves = [m for m in state.legal_moves(seat) if not isinstance(m, Skip)]
        if not moves:
            break
        state, _ = state.apply(rng.choice(moves), seat)
    data = json.loads(json.dumps(state.to_json()))
    again = GAME.state_from_json(data)
    assert again.to_json() == state.to_json()
    assert again.legal_moves(0) == state.legal_moves(0)


def test_json_of_a_custom_quest_carries_the_quest() -> None:
    state = table(2, ("NE", "SW"))
    data = state.to_json()
    assert data["quest"] == ""
    again = GAME.state_from_json(data)
    assert again.quest == state.quest
    with pytest.raises(IllegalMove):
        GAME.state_from_json({"quest": 3})
    switched = new_quest_state(LANE, disabled=frozenset({"swap"}))
    assert GAME.state_from_json(switched.to_json()).board.disabled == frozenset({"swap"})


def test_view_shape_of_an_epic() -> None:
    state = GAME.new_state(["A", "B"], seed=1, options={"quest": "turning-hall"})
    view = state.view(1)
    assert (view["width"], view["height"]) == (12, 12)
    assert len(view["cells"]) == 12
    assert all(len(row) == 12 for row in view["cells"])
    assert len(view["h_edges"]) == 13
    assert all(len(row) == 12 for row in view["h_edges"])
    assert len(view["v_edges"]) == 12
    assert all(len(row) == 13 for row in view["v_edges"])
    assert view["cells"][1][6] == "R."  # g2, the rotation space of card B
    assert view["layout"] == ["A0 B0", "C0 D0"]
    assert [c["name"] for c in view["cards"]] == ["A", "B", "C", "D"]
    assert view["cards"][1]["origin"] == "g1"
    assert {"cell": "f2", "side": "E"} in view["connectors"]
    pawns = {p["hero"]: p for p in view["pawns"]}
    assert pawns["m"]["cell"] == "b10"
    assert pawns["s"]["card"] == "D"
    assert view["you"] == 1
    assert view["your_directions"] == state.directions(1)
    assert view["quest"]["solution"] == {"goes": 6, "atoms": 33}
    assert view["v_edges"][1][6] == "wall"  # between f2 and g2: open meets wall
    json.dumps(view)


def test_view_of_a_tutorial() -> None:
    state = GAME.new_state(["Solo"], seed=0)
    view = state.view(None)
    assert view["quest"]["explanation"].startswith("Each hero has an armory space")
    assert view["quest"]["heading"] == "Armories, exits, doors and keys"
    assert view["doors"] == {"1": False}
    assert view["armory"] == {"present": True, "done": False}
    assert not view["exits_unlocked"]
    assert view["h_edges"][1][1] == "wall"
    assert view["v_edges"][1][3] == "door1"
    assert view["your_directions"] is None
    counts = Counter(p["out"] for p in view["pawns"])
    assert counts[False] == 2


def test_view_marks_rotatable_cards() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "turning-hall"})
    state, _ = state.play("m b10-b2-f2; s g10*g2")
    cards = {c["name"]: c for c in state.view(0)["cards"]}
    assert cards["B"]["can_rotate"]
    assert not cards["A"]["can_rotate"]
    state, events = state.play("rot B +2")
    assert state.view(0)["layout"] == ["A0 B2", "C0 D0"]
    assert state.pawn_cell("s") == "l5"
    assert "card B turns 180° clockwise" in events[0].text


def test_directions_letters() -> None:
    state = replace(table(1, ("NESW",)), tiles=("WN",))
    assert state.directions(0) == "NW"
    assert set(DIRECTIONS) == set("NESW")


def test_a_saved_position_names_the_damaged_field() -> None:
    state = GAME.new_state(["Solo"], seed=1)
    data = state.to_json()
    assert GAME.state_from_json(data).to_json() == data
    with pytest.raises(IllegalMove, match=r"SavedMaze\.goes should be a whole number"):
        GAME.state_from_json({**data, "goes": "3"})
    with pytest.raises(IllegalMove, match=r"SavedMaze\.layout"):
        GAME.state_from_json({**data, "layout": [[0, "x"]]})
