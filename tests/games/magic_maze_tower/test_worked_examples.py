"""The three worked examples of spec §7.7–§7.9 ship as quests; their stated solutions and
lengths are checked against the engine and the solver."""

from __future__ import annotations

import pytest

from games.magic_maze_tower import GAME
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.moves import count_length, parse_actions
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.solver import min_atoms, solve

EXAMPLES = {
    # quest id: (goes, atoms) as the spec states them
    "key-swap": (6, 30),
    "over-the-pit": (4, 11),
    "turning-hall": (6, 33),
}


@pytest.mark.parametrize(("quest_id", "length"), EXAMPLES.items())
def test_the_stated_solution_replays_to_completion(quest_id: str, length: tuple[int, int]) -> None:
    quest = load_quest(quest_id)
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    state, events = state.play(quest.solution)
    assert state.won()
    assert state.is_over()
    assert (state.goes, state.atoms) == length
    assert count_length(parse_actions(quest.solution)) == length
    assert events[-1].kind == "complete"


@pytest.mark.parametrize(("quest_id", "length"), EXAMPLES.items())
def test_the_solver_confirms_both_minima(quest_id: str, length: tuple[int, int]) -> None:
    board = Board(load_quest(quest_id))
    solution = solve(board)
    assert solution.solvable
    assert (solution.goes, solution.atoms) == length
    assert count_length(solution.moves) == length
    assert min_atoms(board) == length[1]


@pytest.mark.parametrize("quest_id", EXAMPLES)
def test_the_solvers_solution_replays_through_the_engine(quest_id: str) -> None:
    solution = solve(Board(load_quest(quest_id)))
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    for move in solution.moves:
        state, _ = state.apply(move, 0)
    assert state.won()
    again = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    again, _ = again.play(solution.text)
    assert again.won()
    assert (again.goes, again.atoms) == (solution.goes, solution.atoms)


def test_over_the_pit_necessity_check() -> None:
    """§7.8: without the jump, the toss or the narrow passage the quest is unsolvable; with door
    1 always open it shrinks to 3 goes; without the arrow to 4 goes and 9 atoms, and then the
    narrow passage is no longer needed."""
    quest = load_quest("over-the-pit")
    for feature in ("jump", "toss", "narrow"):
        assert not solve(Board(quest, frozenset({feature}))).solvable, feature
    assert solve(Board(quest, frozenset({"open_doors"}))).goes == 3
    no_arrow = solve(Board(quest, frozenset({"no_arrows"})))
    assert (no_arrow.goes, no_arrow.atoms) == (4, 9)
    both = solve(Board(quest, frozenset({"no_arrows", "narrow"})))
    assert (both.goes, both.atoms) == (4, 9)


def test_key_swap_needs_its_keys_and_ladders() -> None:
    quest = load_quest("key-swap")
    for feature in ("keys", "ladder"):
        assert not solve(Board(quest, frozenset({feature}))).solvable, feature


def test_the_turning_hall_needs_rotation_by_exactly_two() -> None:
    """§7.9: `rot B +2` is the only rotation of B that joins its corridor to A and D."""
    quest = load_quest("turning-hall")
    solution = solve(Board(quest))
    rotations = [str(m) for m in solution.moves if str(m).startswith("rot")]
    assert rotations == ["rot B +2"]
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "turning-hall"})
    state, _ = state.play("m b10-b2-f2; s g10*g2")
    for turns in (1, 3):
        turned, _ = state.play(f"rot B +{turns}")
        assert not any(str(m).startswith("m f2-g2") for m in turned.legal_moves(0))
    turned, _ = state.play("rot B +2")
    assert "m f2-g2" in [str(m) for m in turned.legal_moves(0)]
    assert not solve(Board(quest, frozenset({"teleport"}))).solvable
