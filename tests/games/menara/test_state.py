"""Setup (§3.2), options, the turn's flow, JSON and undo barriers."""

from __future__ import annotations

import dataclasses
import json

import pytest

from games.core import IllegalMove, Match, Seat
from games.menara import GAME
from games.menara.data import COLUMN_COUNTS, COLUMNS_PER_PLAYER, LEVEL_CARDS_BY_DIFFICULTY
from games.menara.geometry import Placement
from games.menara.moves import AddFloor, ArrangeBase, AutoBase, add_floors
from games.menara.records import Turn, total
from games.menara.state import MenaraState
from tests.games.menara.helpers import columns_total


@pytest.mark.parametrize("difficulty", ["easy", "medium", "difficult"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup(players: int, difficulty: str) -> None:
    names = [f"P{k}" for k in range(players)]
    state = GAME.new_state(names, seed=3, options={"difficulty": difficulty})
    assert isinstance(state, MenaraState)
    per_player = COLUMNS_PER_PLAYER[difficulty][players - 1]
    assert [total(s) for s in state.supplies] == [per_player] * players
    assert total(state.camp) == 6
    assert len(state.level_row) == LEVEL_CARDS_BY_DIFFICULTY[difficulty]
    assert len(state.base_todo) == 3
    assert len(state.quarry) == 15
    assert [len(p) for p in state.piles] == [9, 12, 14]
    assert columns_total(state) == COLUMN_COUNTS
    assert state.phase == "base"
    assert state.actors() == {state.active}


def test_setup_is_seeded() -> None:
    a = GAME.new_state(["A", "B"], seed=9)
    b = GAME.new_state(["A", "B"], seed=9)
    c = GAME.new_state(["A", "B"], seed=10)
    assert a.to_json() == b.to_json() != c.to_json()


def test_options_and_player_counts_are_checked() -> None:
    with pytest.raises(IllegalMove, match="difficulty"):
        GAME.new_state(["A"], seed=1, options={"difficulty": "hard"})
    with pytest.raises(IllegalMove, match="no option"):
        GAME.new_state(["A"], seed=1, options={"hats": "on"})
    with pytest.raises(IllegalMove, match="1 to 5"):
        GAME.new_state(["A", "B", "C", "D", "E", "F"], seed=1)
    assert GAME.info.cooperative
    assert GAME.info.options[1].id == "difficulty"


def test_five_players_are_the_unofficial_variant_with_four_player_counts() -> None:
    # Spec §3.1 and Q18: offered, labelled as unofficial, with the 4-player column counts.
    assert GAME.info.max_players == 5
    assert "unofficial" in GAME.info.seat_note(5)
    assert GAME.info.seat_note(4) == ""
    for difficulty, per_player in (("easy", 5), ("medium", 4), ("difficult", 3)):
        state = GAME.new_state(list("ABCDE"), seed=2, options={"difficulty": difficulty})
        assert [sum(s) for s in state.supplies] == [per_player] * 5
        four = GAME.new_state(list("ABCD"), seed=2, options={"difficulty": difficulty})
        assert sum(four.supplies[0]) == per_player


def test_the_start_player_is_chosen_in_setup_or_drawn() -> None:
    # Spec §3.2 step 8 and Q17: chosen in setup, by default at random.
    drawn = GAME.new_state(list("ABC"), seed=7)
    for seat in range(3):
        chosen = GAME.new_state(list("ABC"), seed=7, options={"first_player": f"P{seat + 1}"})
        assert chosen.active == seat
        # Choosing changes no other draw: the same camp, piles, quarry and supplies.
        assert (chosen.camp, chosen.piles, chosen.quarry, chosen.supplies) == (
            drawn.camp,
            drawn.piles,
            drawn.quarry,
            drawn.supplies,
        )
    expanded = GAME.new_state(
        list("AB"), seed=7, options={"first_game": "on", "first_player": "P2"}
    )
    assert expanded.active == 1
    with pytest.raises(IllegalMove, match="only 2 players"):
        GAME.new_state(["A", "B"], seed=1, options={"first_player": "P3"})


def test_laying_the_base() -> None:
    state = GAME.new_state(["A", "B"], seed=4)
    moves = state.legal_moves(state.active)
    assert moves[0] == AutoBase()
    first = [m for m in moves if isinstance(m, ArrangeBase)]
    assert len(first) == 3 * 8  # any of the three floors, 8 orientations, in the middle
    state, _ = state.apply(first[0], state.active)
    touching = [m for m in state.legal_moves(state.active) if isinstance(m, ArrangeBase)]
    assert touching
    assert all(m.placement.fid != first[0].placement.fid for m in touching)
    far = touching[0].placement._replace(x=0, y=0)
    with pytest.raises(IllegalMove, match="touch"):
        state.apply(ArrangeBase(far), state.active)
    state, events = state.apply(AutoBase(), state.active)
    assert state.phase == "start"
    assert len(state.floors) == 3
    assert "temple base is ready" in events[-1].text


def test_auto_base_spreads_wide() -> None:
    state = GAME.new_state(["A"], seed=2)
    state, _ = state.apply(AutoBase(), 0)
    xs = [(f.x, f.x + state.temple.shapes[i].width) for i, f in enumerate(state.floors)]
    ys = [(f.y, f.y + state.temple.shapes[i].height) for i, f in enumerate(state.floors)]
    width = max(b for _, b in xs) - min(a for a, _ in xs)
    height = max(b for _, b in ys) - min(a for a, _ in ys)
    assert width > 2 * height


def test_json_round_trip_with_custom_floors() -> None:
    from tests.games.menara.helpers import CORNERS, floor, make_state

    state = make_state([floor("TQ6", 0, 0, 0, CORNERS)], card="M03", due=1, quarry=["TQ4"])
    again = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()
    assert again.legal_moves(0) == state.legal_moves(0)
    with pytest.raises(ValueError, match="not a Menara state"):
        GAME.state_from_json({"players": []})


def test_undo_stops_at_reveals_and_draws() -> None:
    match = Match.new(GAME, (Seat("A"), Seat("B")), seed=5)
    seat = match.state.actors()
    (active,) = seat
    match.play(active, "base auto")
    assert match.can_undo(active)  # laying the base reveals nothing
    match.play(active, "reveal easy")
    assert not match.can_undo(active)  # the card is seen
    state = match.state
    assert isinstance(state, MenaraState)
    place = next(m for m in state.legal_moves(active) if str(m).startswith("place"))
    match.play(active, str(place))
    after = match.state
    assert isinstance(after, MenaraState)
    assert match.can_undo(active) == (after.turn.due == 0)


def test_turn_but_is_replace_without_the_constructor() -> None:
    turn = Turn(card="P1", placed=2, moved=(("F01", 3),))
    changed = turn.but(due=1, penalty=True)
    assert changed == dataclasses.replace(turn, due=1, penalty=True)
    assert turn == Turn(card="P1", placed=2, moved=(("F01", 3),))  # the original is untouched
    with pytest.raises(TypeError):
        turn.but(dues=1)


def test_add_floors_are_the_moves_the_constructor_makes() -> None:
    placements = [Placement("F07", "D", 1, x, 4, 2) for x in range(3)]
    made = add_floors(placements)
    assert made == [AddFloor(p) for p in placements]
    assert [hash(m) for m in made] == [hash(AddFloor(p)) for p in placements]
    assert [str(m) for m in made] == [str(AddFloor(p)) for p in placements]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made[0].placement = placements[1]  # type: ignore[misc]
