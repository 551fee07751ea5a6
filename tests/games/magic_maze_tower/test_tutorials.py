"""The six tutorials (spec §5.1): each teaches one rule group, comes with an explanation, and
the solver proves it cannot be solved without that rule."""

from __future__ import annotations

import pytest

from games.magic_maze_tower import GAME
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.data import FEATURES
from games.magic_maze_tower.moves import count_length, parse_actions
from games.magic_maze_tower.quests import explanation, heading, load_quest, quest_file
from games.magic_maze_tower.solver import solve

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
        state.play("d a2-a3-c3")


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
