"""The six tutorials (spec §5.1): each teaches one rule group, comes with an explanation, and
the solver proves it cannot be solved without that rule."""

from __future__ import annotations

import pytest

from games.core import IllegalMove, Match, Seat
from games.magic_maze_tower import GAME, hint
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.data import FEATURES
from games.magic_maze_tower.moves import count_length, is_atom, parse_actions, parse_move
from games.magic_maze_tower.quests import (
    explanation,
    first_action,
    first_actions,
    heading,
    load_quest,
    quest_file,
)
from games.magic_maze_tower.rules import atom_move, expand
from games.magic_maze_tower.solver import first_moves, solve
from games.magic_maze_tower.state import new_quest_state

NEEDS = {
    # tutorial: the rule switches (data.FEATURES) without which it is unsolvable
    "tutorial-1": ("keys",),
    "tutorial-2": ("ladder",),
    "tutorial-3": ("currents", "narrow", "jump"),
    "tutorial-4": ("toss",),
    "tutorial-5": ("swap",),
    "tutorial-6": ("teleport",),
}
TEACHES = {
    "tutorial-1": {"armory", "exit", "doors", "keys"},
    "tutorial-2": {"ladder"},
    "tutorial-3": {"air", "narrow", "jump"},
    "tutorial-4": {"toss"},
    "tutorial-5": {"swap"},
    "tutorial-6": {"teleport"},
}


def test_there_are_six_tutorials_in_one_file() -> None:
    parsed = quest_file("tutorials.mmt")
    assert [q.block_id for q in parsed.quests] == ["1", "2", "3", "4", "5", "6"]
    assert all(q.kind == "tutorial" for q in parsed.quests)
    assert parsed.warnings == ()


@pytest.mark.parametrize("quest_id", NEEDS)
def test_each_tutorial_is_solvable_and_its_solution_is_shortest(quest_id: str) -> None:
    quest = load_quest(quest_id)
    best = solve(Board(quest))
    assert best.solvable
    assert count_length(parse_actions(quest.solution)) == (best.goes, best.atoms)
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    state, _ = state.play(quest.solution)
    assert state.won()


@pytest.mark.parametrize(("quest_id", "features"), NEEDS.items())
def test_each_tutorial_needs_its_rule(quest_id: str, features: tuple[str, ...]) -> None:
    quest = load_quest(quest_id)
    for feature in features:
        assert feature in FEATURES
        assert not solve(Board(quest, frozenset({feature}))).solvable, feature
    assert TEACHES[quest_id] <= set(quest.teaches)


@pytest.mark.parametrize("quest_id", NEEDS)
def test_each_tutorial_has_an_explanation(quest_id: str) -> None:
    text = explanation(quest_id)
    assert 200 < len(text) < 900
    assert heading(quest_id)
    view = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id}).view(0)
    assert view["quest"]["explanation"] == text


def test_tutorial_1_needs_the_armories_first() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "tutorial-1"})
    with pytest.raises(Exception, match="exits stay locked"):
        state.play("d a2-a1; d a1-a2-a3-c3")


@pytest.mark.parametrize(
    ("quest_id", "first"),
    [
        ("tutorial-2", "b b1-c1"),
        ("tutorial-3", "e a1^c1"),
        ("tutorial-4", "d b1~d1"),
        ("tutorial-5", "m a1-b1"),
    ],
)
def test_forced_first_actions(quest_id: str, first: str) -> None:
    """Spec §5.1: the first action is forced and leads straight into the new rule."""
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    assert [str(m) for m in state.legal_moves(0) if str(m) != "skip"] == [first]


def test_tutorial_6_sister_cannot_move_before_the_dwarf() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "tutorial-6"})
    assert all(getattr(m, "hero", "") != "s" for m in state.legal_moves(0))
    state, _ = state.play("d c2-e2")
    assert "s a1*e1" in [str(m) for m in state.legal_moves(0)]


FORCED = {
    # tutorial: its forced first atom (tutorials.md `First:`), which shows or sets up the rule
    "tutorial-1": "d a2-a1",
    "tutorial-2": "b b1-c1",
    "tutorial-3": "e a1^c1",
    "tutorial-4": "d b1~d1",
    "tutorial-5": "m a1-b1",
    "tutorial-6": "d c2-d2",
}


def test_every_tutorial_has_one_forced_first_atom() -> None:
    assert set(first_actions()) == set(NEEDS)
    assert {quest_id: notation for quest_id, (notation, _) in first_actions().items()} == FORCED


@pytest.mark.parametrize(("quest_id", "first"), FORCED.items())
def test_the_forced_first_atom_keeps_the_optimum(quest_id: str, first: str) -> None:
    """The forced atom begins a shortest solution: forcing it changes no length."""
    quest = load_quest(quest_id)
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    found = first_moves(state.board, state.position)
    assert first in [str(move) for _atom, _after, move in found.firsts]
    assert str(solve(state.board).moves[0]) == first, "the shown solution starts with it"
    assert str(parse_actions(quest.solution)[0]) == first
    assert hint(state, 3).move == parse_move(first)


@pytest.mark.parametrize(("quest_id", "first"), FORCED.items())
def test_only_the_forced_atom_is_offered_at_the_start(quest_id: str, first: str) -> None:
    for players in (["Solo"], ["Ada", "Bo", "Cy", "Di"]):
        state = GAME.new_state(players, seed=1, options={"quest": quest_id})
        for seat in range(len(players)):
            atoms = [str(m) for m in state.legal_moves(seat) if is_atom(m)]
            assert atoms in ([first], []), (players, seat)
            assert "skip" in [str(m) for m in state.legal_moves(seat)]
        holders = [s for s in range(len(players)) if parse_move(first) in state.legal_moves(s)]
        assert len(holders) == 1, "exactly one seat holds the forced atom's direction"
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    assert state.view(0)["quest"]["first"] == first_action(quest_id)[1]  # type: ignore[index]


@pytest.mark.parametrize(("quest_id", "first"), FORCED.items())
def test_another_first_atom_is_refused_with_a_teaching_sentence(quest_id: str, first: str) -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    words = first_action(quest_id)[1]  # type: ignore[index]
    # Every other atom the rules would allow here, and one the rules forbid anyway.
    board_atoms = [
        atom_move(state.board, state.geometry, a) for a, _ in expand(state.board, state.position)
    ]
    others = [m for m in board_atoms if str(m) != first]
    others.append(parse_move("d a1-a2" if quest_id != "tutorial-1" else "m b2-b1"))
    for move in others:
        with pytest.raises(IllegalMove, match=r"^Tutorial: start here") as refused:
            state.apply(move, 0)
        assert words in str(refused.value)
    after, _ = state.play(first)
    assert after.forced_first is None
    assert after.view(0)["quest"]["first"] == ""
    free = [m for m in after.legal_moves(0) if is_atom(m)]
    assert free, "after the first atom play is free"
    assert set(free) == {
        atom_move(after.board, after.geometry, a) for a, _ in expand(after.board, after.position)
    }


def test_tutorial_1_and_6_refuse_a_real_alternative() -> None:
    """In these two the rules alone would allow another first atom; the tutorial does not."""
    for quest_id, other in (("tutorial-1", "m b2-c2"), ("tutorial-6", "d c2-b2")):
        state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
        unforced = new_quest_state(load_quest(quest_id))
        assert parse_move(other) in unforced.legal_moves(0), "legal without the tutorial"
        with pytest.raises(IllegalMove, match="Tutorial: start here — walk the dwarf"):
            state.play(other)


def test_undo_back_to_the_start_forces_the_first_atom_again() -> None:
    match = Match.new(GAME, (Seat("Solo"),), seed=0, options={"quest": "tutorial-1"})
    match.play(0, "d a2-a1")
    assert parse_move("m b2-c2") in match.state.legal_moves(0)
    match.undo(0)
    assert parse_move("m b2-c2") not in match.state.legal_moves(0)
    with pytest.raises(IllegalMove, match="Tutorial: start here"):
        match.play(0, "m b2-c2")
