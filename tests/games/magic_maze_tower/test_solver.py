"""The solver (§8.3), the hints (§8.5), and the agreement between the fast move generator and
the sentences that explain a refusal."""

from __future__ import annotations

import random

import pytest

from games.magic_maze_tower import GAME
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.data import ICON_ARMORY, ICON_KEY, QUEST_IDS
from games.magic_maze_tower.hints import hint, latest_solvable, next_go
from games.magic_maze_tower.moves import (
    Hop,
    Jump,
    Move,
    Rotate,
    Slide,
    Swap,
    Teleport,
    Toss,
    Walk,
    count_length,
)
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.rules import Position, expand, explain, legal_map, start_position
from games.magic_maze_tower.solver import first_moves, min_atoms, solvable, solve
from games.magic_maze_tower.state import MazeState
from tests.games.magic_maze_tower.helpers import sampled_quests, start
from tests.games.magic_maze_tower.spec_scenarios import SCENARIOS

# -- generator and explanations agree --------------------------------------------------------


def candidates(board: Board, pos: Position) -> list[Move]:
    """Every move the notation can name on this board: all kinds between all pairs of cells."""
    geo = board.geometry(pos[2])
    names = [geo.name(i) for i, token in enumerate(geo.cells) if token]
    out: list[Move] = []
    for k, hero in enumerate(board.heroes):
        if pos[0][k] < 0:
            continue
        src = geo.name(pos[0][k])
        for dst in names:
            for kind in (Walk, Hop, Jump, Toss, Teleport):
                out.append(kind(hero, src, dst))
        for other in board.heroes:
            out.append(Swap(hero, other))
    for card in board.quest.cards:
        out.extend(Rotate(card.name, t) for t in (1, 2, 3))
        out.extend(Slide(card.name, d) for d in "nesw")
    out.append(Walk("d", "z9", "a1"))
    return out


def sample_positions(state: MazeState, seed: int, steps: int) -> list[MazeState]:
    rng = random.Random(seed)
    seen = [state]
    for _ in range(steps):
        moves = [m for m in state.legal_moves(0) if str(m) != "skip"]
        if not moves:
            break
        state, _ = state.apply(rng.choice(moves), 0)
        seen.append(state)
        if state.is_over():
            break
    return seen


def check_agreement(state: MazeState) -> None:
    board, pos = state.board, state.position
    legal = legal_map(board, pos)
    for move in candidates(board, pos):
        reason = explain(board, pos, move)
        if move in legal:
            assert reason == "", f"{move} is legal but explained as: {reason}"
        else:
            assert reason, f"{move} is refused without a sentence"
            assert reason[0].isupper()
            assert reason.endswith(".")


@pytest.mark.parametrize("quest_id", QUEST_IDS)
def test_every_refusal_has_a_sentence_and_every_legal_move_none(quest_id: str) -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    for position in sample_positions(state, seed=len(quest_id), steps=25)[::3]:
        check_agreement(position)


@pytest.mark.parametrize("number", [9, 13, 23, 25, 39, 50, 55, 58, 59, 64, 66])
def test_agreement_on_scenario_boards(number: int) -> None:
    from games.magic_maze_tower.quest_format import parse_scenario

    state = start(parse_scenario(SCENARIOS[number][1]))
    for position in sample_positions(state, seed=number, steps=12):
        check_agreement(position)


@pytest.mark.parametrize("feature", ["keys", "open_doors", "no_arrows", "currents", "narrow"])
def test_agreement_with_rules_switched_off(feature: str) -> None:
    from games.magic_maze_tower.state import new_quest_state

    for quest_id in ("key-swap", "over-the-pit"):
        state = new_quest_state(load_quest(quest_id), disabled=frozenset({feature}))
        for position in sample_positions(state, seed=7, steps=12)[::4]:
            check_agreement(position)


# -- solver --------------------------------------------------------------------------------


def test_the_solver_is_deterministic() -> None:
    board = Board(load_quest("over-the-pit"))
    first = solve(board)
    assert solve(Board(load_quest("over-the-pit"))) == first
    assert first.text == solve(board).text


def test_solving_from_a_running_go() -> None:
    board = Board(load_quest("over-the-pit"))
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "over-the-pit"})
    state, _ = state.play("e a1^c1")
    elf = board.heroes.index("e")
    running = solve(board, state.position, last=elf)
    fresh = solve(board, state.position)
    assert (running.goes, running.atoms) == (3, 10)
    assert (fresh.goes, fresh.atoms) == (4, 10)


def test_unsolvable_positions() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "over-the-pit"})
    lost, _ = state.play("d c4-d4-d3-c3; b b1-b2")
    assert not solvable(lost.board, lost.position)
    assert min_atoms(lost.board, lost.position) == -1
    result = solve(lost.board, lost.position)
    assert not result.solvable
    assert result.moves == ()
    assert solvable(state.board, state.position)


def test_the_state_cap_stops_a_search() -> None:
    board = Board(load_quest("key-swap"))
    capped = solve(board, cap=50)
    assert not capped.solvable
    assert capped.capped


def test_first_moves_of_over_the_pit() -> None:
    board = Board(load_quest("over-the-pit"))
    found = first_moves(board, start_position(board))
    assert sorted(str(m) for _a, _p, m in found.firsts) == ["d c4-d4", "e a1^c1"]
    assert (found.goes, found.atoms) == (4, 11)


def test_solutions_count_as_they_claim() -> None:
    for quest_id in QUEST_IDS:
        solution = solve(Board(load_quest(quest_id)))
        assert count_length(solution.moves) == (solution.goes, solution.atoms)


# -- hints ---------------------------------------------------------------------------------


def test_hint_levels_at_the_start_of_over_the_pit() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "over-the-pit"})
    one, two, three = hint(state, 1), hint(state, 2), hint(state, 3)
    # Shortest solutions start with the dwarf or the elf: the dwarf comes first (d e b m s).
    assert one.pawn == two.pawn == three.pawn == "d"
    assert one.icon is None
    assert one.move is None
    assert two.icon == ICON_KEY
    assert three.move == Walk("d", "c4", "d4")
    assert (three.goes_left, three.atoms_left) == (4, 11)
    assert "dwarf" in one.text


def test_hint_icon_for_the_armories() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "tutorial-1"})
    assert hint(state, 2).icon == ICON_ARMORY


def test_level_three_prefers_walks_then_north() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "tutorial-3"})
    assert hint(state, 3).move == Jump("e", "a1", "c1")


# A rotating sample of the quests by default (every adventure, every epic shape); all: -m slow.
@pytest.mark.parametrize("quest_id", sampled_quests(QUEST_IDS))
def test_following_hints_finishes_every_quest(quest_id: str) -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    for _ in range(200):
        if state.is_over():
            break
        step = hint(state, 3)
        assert step.move is not None
        state, _ = state.apply(step.move, 0)
    assert state.won(), quest_id


def test_a_lost_position_and_the_way_back() -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": "over-the-pit"})
    history = [state]
    for action in ("d c4-d4-d3-c3", "b b1-b2", "e a1-b1"):
        state, _ = state.play(action)
        history.append(state)
    lost = hint(state, 1)
    assert not lost.solvable
    assert lost.pawn is None
    assert "no longer" in lost.text
    assert next_go(state) is None
    assert latest_solvable(history) == 1
    with pytest.raises(ValueError, match="levels"):
        hint(state, 4)


# -- the A* search against a plain reference search ----------------------------------------


def reference_cost(board: Board, pos: Position, last: int) -> tuple[int, int] | None:
    """Plain Dijkstra over (position, last pawn) with (goes, atoms) pairs: no heuristic, no
    packing — the definition of §8.3 written the simple way."""
    import heapq

    best = {(pos, last): (0, 0)}
    heap = [((0, 0), 0, pos, last)]
    counter = 0
    while heap:
        cost, _, here, running = heapq.heappop(heap)
        if best[(here, running)] != cost:
            continue
        if all(loc < 0 for loc in here[0]):
            return cost
        for atom, after in expand(board, here):
            who = atom[1]
            step = (0, 1) if who >= 0 and who == running else (1, 1)
            new = (cost[0] + step[0], cost[1] + step[1])
            key = (after, who)
            if key not in best or new < best[key]:
                best[key] = new
                counter += 1
                heapq.heappush(heap, (new, counter, after, who))
    return None


@pytest.mark.parametrize("quest_id", sampled_quests(QUEST_IDS))
def test_the_search_agrees_with_the_reference(quest_id: str) -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    for position in sample_positions(state, seed=3, steps=20)[::5]:
        board, pos = position.board, position.position
        found = solve(board, pos)
        expected = reference_cost(board, pos, -1)
        assert (found.goes, found.atoms) == expected if found.solvable else expected is None


@pytest.mark.parametrize("quest_id", ["key-swap", "over-the-pit", "tutorial-1", "turning-hall"])
def test_first_moves_are_exactly_the_optimal_first_atoms(quest_id: str) -> None:
    state = GAME.new_state(["Solo"], seed=0, options={"quest": quest_id})
    for position in sample_positions(state, seed=5, steps=9)[::3]:
        board, pos = position.board, position.position
        found = first_moves(board, pos)
        if not found.solvable:
            continue
        optimum = (found.goes, found.atoms)
        expected = set()
        for atom, after in expand(board, pos):
            rest = solve(board, after, last=atom[1])
            if rest.solvable and (rest.goes + 1, rest.atoms + 1) == optimum:
                expected.add(atom)
        assert {atom for atom, _after, _move in found.firsts} == expected
