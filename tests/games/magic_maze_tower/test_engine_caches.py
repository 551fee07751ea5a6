"""The play-out speed-ups against plain references (issue 15): the geometry's line tables, the
sister's landings, the cached expansion behind `legal_moves`/`apply`, and shared boards.

Each reference is the straightforward way the engine used to work it out, so a shortcut that
drifts from the rules shows up here as a difference.
"""

from __future__ import annotations

import random

import pytest

from games.core import IllegalMove
from games.magic_maze_tower.board import Board, Geometry
from games.magic_maze_tower.data import DIRECTIONS, DX, DY, LADDER, QUEST_IDS, SOLID
from games.magic_maze_tower.moves import Release, Skip
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.rules import (
    TELEPORT,
    atom_move,
    expand,
    expand_packed,
    legal_map,
    pack,
    packed_in_play,
    unpack,
)
from games.magic_maze_tower.solver import solve
from games.magic_maze_tower.state import MazeState, compiled_board, new_quest_state

TABLES = [(1, "open"), (3, "open"), (2, "turns"), (4, "open")]
SISTER_QUESTS = [q for q in QUEST_IDS if "s" in load_quest(q).heroes]


def reference_lines(geo: Geometry) -> tuple[list[list[int]], list[list[tuple[int, int, bool]]]]:
    """Lines and hops walked step by step over the frame, as the geometry first built them."""
    width, height, cells = geo.width, geo.height, geo.cells
    lines: list[list[int]] = [[] for _ in range(4 * width * height)]
    hops: list[list[tuple[int, int, bool]]] = [[] for _ in range(width * height)]
    for i in range(width * height):
        if not cells[i]:
            continue
        for d in range(4):
            blocked = False
            px, py = i % width, i // width
            while 0 <= px + DX[d] < width and 0 <= py + DY[d] < height:
                qx, qy = px + DX[d], py + DY[d]
                p, q = py * width + px, qy * width + qx
                if (
                    cells[p]
                    and cells[q]
                    and SOLID not in (cells[p], cells[q])
                    and geo.edge_between(px, py, d) == DIRECTIONS[(d + 2) % 4]
                ):
                    blocked = True
                if cells[q]:
                    lines[4 * i + d].append(q)
                    if cells[i] == LADDER and cells[q] == LADDER:
                        hops[i].append((d, q, blocked))
                px, py = qx, qy
    return lines, hops


def play_out(quest_id: str, players: int, control: str, seed: int) -> list[MazeState]:
    """A random play-out that never skips (at most 60 moves), every state kept."""
    rng = random.Random(seed)
    state = new_quest_state(
        load_quest(quest_id),
        tuple(f"P{i}" for i in range(players)),
        seed=seed,
        quest_ref=quest_id,
        control=control,
    )
    states = [state]
    for _ in range(60):
        if state.is_over():
            break
        seat = rng.choice(sorted(state.actors()))
        moves = [m for m in state.legal_moves(seat) if not isinstance(m, Skip)]
        if not moves:
            break
        state, _ = state.apply(rng.choice(moves), seat)
        states.append(state)
    return states


@pytest.mark.parametrize("quest_id", QUEST_IDS)
def test_geometry_lines_and_hops_match_a_step_by_step_walk(quest_id: str) -> None:
    board = Board(load_quest(quest_id))
    solve(board)  # meets the layouts an epic turns and slides into
    for lid in range(len(board._geometries)):
        geo = board.geometry(lid)
        lines, hops = reference_lines(geo)
        assert geo.lines == lines
        assert geo.hops == hops
        for i in range(geo.width * geo.height):
            for d in range(4):
                if geo.cells[i]:
                    assert geo.edge[4 * i + d] == geo.edge_between(i % geo.width, i // geo.width, d)
            assert geo.name(i) == f"{chr(ord('a') + i % geo.width)}{i // geo.width + 1}"


@pytest.mark.parametrize("quest_id", QUEST_IDS)
def test_table_moves_match_the_rules_listing(quest_id: str) -> None:
    """legal_moves is `expand` narrowed to the seat's directions, other seats' claims and a
    tutorial's forced start; apply finds the same atom and position as `legal_map`."""
    for index, (players, control) in enumerate(TABLES):
        for state in play_out(quest_id, players, control, seed=index):
            board = state.board
            pos = state.position
            assert pos == (state.locs, state.armory, board.layout_id(state.layout), state.armed)
            assert state.geometry is board.geometry(pos[2])
            legal = legal_map(board, pos)
            for seat in range(players):
                listed = [m for m in state.legal_moves(seat) if m in legal]
                if state._board_block(seat) is not None:
                    assert listed == []
                    continue
                mask = sum(1 << DIRECTIONS.index(d) for d in state.directions(seat))
                forced = state.forced_first
                expected = [
                    atom_move(board, state.geometry, atom)
                    for atom, _after in expand(board, pos, mask)
                    if state._claim_problem(seat, atom) is None
                ]
                if forced is not None:
                    expected = [m for m in expected if m == forced[0]]
                assert listed == expected
                for move in expected:
                    after, _events = state.apply(move, seat)
                    assert after.locs == legal[move][1][0]
                    assert after.position == (
                        after.locs,
                        after.armory,
                        board.layout_id(after.layout),
                        after.armed,
                    )


def sister_lands(state: MazeState, i: int, j: int) -> bool:
    """Whether the sister on cell i may land on cell j (§3.4), checked directly."""
    geo, locs, board = state.geometry, state.locs, state.board
    unlocked = state.armory or not board.has_armories
    free = j not in locs and (geo.stand[j] or (geo.exit_of[j] in ("s", "*") and unlocked))
    return free and any(c in locs and c != i for c in geo.cling[j])


@pytest.mark.parametrize("quest_id", SISTER_QUESTS)
def test_teleports_land_next_to_another_pawn(quest_id: str) -> None:
    """The sister's landings, from the clinging set, are exactly the free spaces on her lines
    that cling to another pawn (checked cell by cell)."""
    states = play_out(quest_id, 1, "open", seed=5)
    board = states[0].board
    k = board.heroes.index("s")
    for state in states:
        geo = state.geometry
        locs = state.locs
        i = locs[k]
        if i < 0:
            continue
        found = [
            (atom[3], atom[4])
            for atom, _after in expand_packed(board, pack(board, state.position))
            if atom[0] == TELEPORT
        ]
        expected = [
            (j, d) for d in range(4) for j in geo.lines[4 * i + d] if sister_lands(state, i, j)
        ]
        assert found == expected


def test_packed_in_play_counts_the_heroes_inside() -> None:
    board = Board(load_quest("turning-hall"))
    for state in play_out("turning-hall", 1, "open", seed=2):
        packed = pack(board, state.position)
        assert packed_in_play(board, packed) == sum(1 for loc in state.locs if loc >= 0)
        assert unpack(board, packed) == state.position


def test_tables_of_a_quest_share_one_board_and_switches_get_their_own() -> None:
    quest = load_quest("key-swap")
    a = new_quest_state(quest, ("A", "B"), seed=1)
    b = new_quest_state(quest, ("C",), seed=2)
    assert a.board is b.board is compiled_board(quest)
    switched = new_quest_state(quest, ("A",), disabled=frozenset({"keys"}))
    assert switched.board is not a.board
    assert switched.board.disabled == frozenset({"keys"})
    # The solver working on the shared board changes nothing a table sees.
    before = [str(m) for m in b.legal_moves(0)]
    solve(b.board, b.position)
    assert [str(m) for m in b.legal_moves(0)] == before


def test_a_new_table_starts_without_the_old_ones_cached_values() -> None:
    state = new_quest_state(load_quest("tutorial-2"), ("A", "B"), seed=3, quest_ref="tutorial-2")
    assert state.forced_first is not None
    forced = state.forced_first[0]
    seat = next(s for s in range(2) if forced in state.legal_moves(s))
    after, _ = state.apply(forced, seat)
    assert after.atoms == 1
    assert after.forced_first is None
    assert after.position != state.position
    released, _ = after.apply(Release(), seat)
    assert released.claims[seat] is None
    assert released.position == after.position
    with pytest.raises(IllegalMove):
        released.apply(Release(), seat)
