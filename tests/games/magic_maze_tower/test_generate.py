"""The generator's parts (spec §8.2), the rating (§8.4), the lint (§8.6) and the symmetry
check, on small cases."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from games.core import derive
from games.magic_maze_tower.board import Board, Card
from games.magic_maze_tower.data import DIRECTIONS
from games.magic_maze_tower.generate import (
    PLAN,
    Draft,
    Result,
    Spec,
    assess,
    canonical,
    carve,
    climb,
    generate_trial,
    least_distance,
    mirrored,
    trial_window,
)
from games.magic_maze_tower.lint import lint
from games.magic_maze_tower.quest_format import parse_quest_file, write_quest
from games.magic_maze_tower.quests import load_quest
from games.magic_maze_tower.rating import (
    _SWITCH,
    VARIANTS,
    _variant_expand,
    features,
    measure,
    necessary,
    parse_note,
    rate,
    without_cards,
)
from games.magic_maze_tower.rules import AtomT, expand_packed, pack, start_position, unpack
from games.magic_maze_tower.solver import (
    Expansions,
    Solution,
    goal_reachable,
    min_atoms,
    solve,
    solve_quest,
)


def test_rating_of_the_samples_matches_the_spec_figures() -> None:
    key_swap = rate(load_quest("key-swap"))
    assert key_swap is not None
    assert (key_swap.goes, key_swap.atoms, key_swap.min_atoms) == (6, 30, 30)
    assert key_swap.abilities == ("doors", "ladder")
    pit = rate(load_quest("over-the-pit"))
    assert pit is not None
    assert (pit.goes, pit.atoms) == (4, 11)
    # §7.8: without the jump, the toss, the narrow passage, the door or the arrow it changes.
    assert set(pit.abilities) == {"doors", "arrows", "narrow", "jump", "toss"}
    # §8.4: with the initial weights both samples score about one band above their labels.
    assert 15 <= key_swap.score < 25
    assert 25 <= pit.score < 40


def test_rotation_is_necessary_in_the_turning_hall() -> None:
    quest = load_quest("turning-hall")
    solution = solve_quest(quest)
    assert "rotation" in features(quest)
    assert "rotation" in necessary(quest, solution, 3_000_000)
    assert not solve_quest(without_cards(quest, "R.")).solvable


def test_the_eight_symmetries_give_one_canonical_form() -> None:
    quest = load_quest("over-the-pit")
    card = quest.cards[0]
    assert mirrored(mirrored(card)) == card
    assert card.rotated(4) == card
    for turns in range(4):
        for flip in (False, True):
            shown = mirrored(card) if flip else card
            shown = shown.rotated(turns)
            turned = _with_starts(quest, shown, turns, flip)
            assert canonical(turned) == canonical(quest)


def _with_starts(quest, card: Card, turns: int, flip: bool):  # type: ignore[no-untyped-def]
    n = card.width
    starts = []
    for hero, k, li in quest.starts:
        u, v = li % n, li // n
        if flip:
            u = n - 1 - u
        for _ in range(turns):
            u, v = n - 1 - v, u
        starts.append((hero, k, v * n + u))
    return replace(quest, cards=(card,), starts=tuple(starts))


def test_mirroring_turns_east_arrows_west() -> None:
    card = load_quest("over-the-pit").cards[0]
    arrows = [e for e in card.v_edges if e in DIRECTIONS]
    mirrored_arrows = [e for e in mirrored(card).v_edges if e in DIRECTIONS]
    assert sorted({"E": "W", "W": "E"}.get(a, a) for a in arrows) == sorted(mirrored_arrows)


def test_carving_is_seeded_and_connected() -> None:
    one = carve(derive(7, "carve"), set(), 14, 2)
    two = carve(derive(7, "carve"), set(), 14, 2)
    assert one == two
    assert sum(1 for c in one.cells if c == "..") >= 14


def test_lint_flags_a_door_beside_its_only_key() -> None:
    quest = load_quest("key-swap")
    assert lint(quest) == []  # the file's solution ends each armory go on the armory (Q9)
    card = quest.cards[0]
    cells = list(card.cells)
    cells[3 * 6 + 3] = ".."  # d4 is no key any more: c1 is the only K1
    v_edges = list(card.v_edges)
    v_edges[0 * 7 + 3] = "1"  # a door right east of the key c1
    bad = replace(quest, cards=(replace(card, cells=tuple(cells), v_edges=tuple(v_edges)),))
    warnings = lint(bad, Solution(False, 0, 0, (), 0))
    assert any("Q3" in w and "c1" in w for w in warnings)


@cache
def _generated() -> tuple[Spec, Result]:
    made = generate_trial(1, 11, trial_window(1, 0, 4), set(), tries=400, climb_steps=100)
    assert made is not None
    return made


def test_a_generated_trial_is_valid_necessary_linted_and_in_its_window() -> None:
    window = trial_window(1, 0, 4)
    _spec, result = _generated()
    quest = replace(result.quest, title="Test", solution=result.solution.text)
    parsed = parse_quest_file(write_quest(quest)).quests[0]
    rating = rate(parsed)
    assert rating is not None
    assert rating == result.rating
    assert window[0] <= rating.score < window[1]
    assert set(rating.abilities) == set(features(parsed))
    assert any(f in rating.abilities for f in PLAN[1].focus)
    assert lint(parsed, solve_quest(parsed)) == []


def test_duplicates_under_symmetry_are_rejected() -> None:
    window = trial_window(1, 0, 4)
    first = _generated()
    seen = {canonical(first[1].quest)}
    again = generate_trial(1, 11, window, seen, tries=3, climb_steps=100)
    assert again is None or canonical(again[1].quest) != canonical(first[1].quest)


def test_notes_round_trip() -> None:
    rating = rate(load_quest("key-swap"))
    assert rating is not None
    from games.magic_maze_tower.rating import note_text

    figures = parse_note(note_text(rating))
    assert (int(figures["goes"]), int(figures["atoms"])) == (6, 30)
    assert float(figures["rating"]) == rating.score


# -- the generator's shortcuts give the answers of the plain searches -----------------------

_RICH = ("adv08-A", "adv09-B", "adv10-B", "adv12-A", "adv13-D", "adv14-H", "adv15-D", "adv15-F")
"""Shipped trials with doors, ladders, narrow passages, tosses, swaps and teleports among them."""


@pytest.mark.parametrize("quest_id", [*_RICH, "adv05-epic", "adv15-epic"])
def test_variant_expansions_match_a_board_with_the_switch(quest_id: str) -> None:
    """`rating._variant_expand` (a switch worked out from the full board's expansions) lists the
    same atoms and positions as a board with the switch, on every position the switched-off
    board reaches (up to 3,000). Layouts are compared by value: each board numbers the layouts
    of an epic in the order it meets them."""
    quest = load_quest(quest_id)
    base = Board(quest)
    memo: Expansions = {}
    checked = 0

    def plain_terms(board: Board, steps: list[tuple[AtomT, int]]) -> list[object]:
        out: list[object] = []
        for atom, after in steps:
            locs, armory, lid, armed = unpack(board, after)
            out.append((atom, locs, armory, board.layout(lid), armed))
        return out

    for switch in ("ladder", "jump", "toss", "teleport", "swap", "narrow", "keys", "currents"):
        derived = _variant_expand(base, memo, switch)
        assert derived is not None
        board = Board(quest, frozenset({switch}))
        first = pack(board, start_position(board))
        seen, todo = {first}, [first]
        while todo and len(seen) < 3_000:
            packed = todo.pop()
            plain = expand_packed(board, packed)
            locs, armory, lid, armed = unpack(board, packed)
            same = pack(base, (locs, armory, base.layout_id(board.layout(lid)), armed))
            assert plain_terms(base, derived(same)) == plain_terms(board, plain), switch
            checked += 1
            for _atom, after in plain:
                if after not in seen:
                    seen.add(after)
                    todo.append(after)
    assert checked > 100
    assert _variant_expand(base, memo, "open_doors") is None
    assert _variant_expand(base, memo, "no_arrows") is None


@pytest.mark.parametrize("quest_id", _RICH)
def test_the_necessity_shortcuts_keep_its_answer(quest_id: str) -> None:
    """The cut searches, the unused-ability answer and the shared expansions give the features
    a plain search of every switched-off board finds necessary."""
    quest = load_quest(quest_id)
    board = Board(quest)
    memo: Expansions = {}
    solution = solve(board, memo=memo)
    plain = []
    for feature in features(quest):
        for variant in range(len(VARIANTS.get(feature, ("",)))):
            switch = VARIANTS.get(feature, (_SWITCH.get(feature, ""),))[variant]
            other = solve(Board(quest, frozenset({switch})))
            if other.solvable and (other.goes, other.atoms) == (solution.goes, solution.atoms):
                break
        else:
            plain.append(feature)
    assert necessary(quest, solution, 400_000, (board, memo)) == tuple(plain)
    assert necessary(quest, solution, 400_000) == tuple(plain)


def test_a_bounded_search_finds_the_optimum_or_reports_none() -> None:
    board = Board(load_quest("adv14-H"))
    full = solve(board)
    at = solve(board, bound=(full.goes, full.atoms))
    assert (at.solvable, at.goes, at.atoms, at.moves, at.expanded) == (
        True,
        full.goes,
        full.atoms,
        full.moves,
        full.expanded,
    )
    below = solve(board, bound=(full.goes, full.atoms - 1))
    assert not below.solvable
    assert not below.capped
    assert below.expanded <= full.expanded


@pytest.mark.parametrize("quest_id", ["adv14-epic", "adv15-epic", "turning-hall"])
def test_reachability_agrees_with_the_solver(quest_id: str) -> None:
    quest = load_quest(quest_id)
    token = "S." if quest.frame == (3, 3) else "R."
    assert goal_reachable(Board(quest), 3_000_000) is True
    assert goal_reachable(Board(without_cards(quest, token)), 3_000_000) is False
    assert goal_reachable(Board(without_cards(quest, token)), 10) is None


def test_shared_expansions_leave_the_rating_unchanged() -> None:
    quest = load_quest("adv15-F")
    board = Board(quest)
    memo: Expansions = {}
    solution = solve(board, memo=memo)
    atoms = min_atoms(board, memo=memo)
    shared = measure(board, solution, atoms, ("doors",), 40_000, memo)
    assert memo
    assert shared == measure(Board(quest), solve(Board(quest)), atoms, ("doors",), 40_000)


def test_the_band_climb_skips_the_dead_share_only_of_drafts_it_would_drop() -> None:
    quest = load_quest("adv12-A")
    spec = Spec(
        [Draft(list(c.cells), list(c.h_edges), list(c.v_edges), c.name) for c in quest.cards],
        quest.heroes,
        {h: (k, cell) for h, k, cell in quest.starts},
    )
    full = assess(spec, PLAN[12])
    assert full is not None
    assert full.result is not None
    assert full.beyond is None
    score = full.result.rating.score
    # A window no dead share brings the draft within 1.0 of: its dead share is not searched,
    # and the range it reports holds the score and misses the window by more than the gap.
    far = ((score + 15, score + 16), 1.0)
    skipped = assess(spec, PLAN[12], quick=True, beat=far)
    assert skipped is not None
    assert skipped.result is None
    assert skipped.beyond is not None
    low, high = skipped.beyond
    assert low <= score <= high
    assert least_distance(low, high, far[0]) > far[1]
    # A window it may reach: rated in full, the same figures as without a gap to beat.
    near = ((score + 5, score + 6), 0.0)
    rated = assess(spec, PLAN[12], quick=True, beat=(near[0], 5.5))
    assert rated is not None
    assert rated.result == full.result


def test_a_band_climb_gives_up_after_its_patience() -> None:
    spec, result = _generated()
    gaps: list[float | None] = []

    def never_closer(_candidate: Spec, gap: float | None) -> Result:
        gaps.append(gap)
        return result

    window = (result.rating.score + 5, result.rating.score + 6)
    kept, _ = climb(derive(1, "t"), result, spec, PLAN[1], window, 300, never_closer, patience=7)
    assert kept == result
    assert len(gaps) == 7
    gaps.clear()
    climb(derive(1, "t"), result, spec, PLAN[1], window, 30, never_closer)
    assert len(gaps) == 30


def test_a_dead_share_cut_by_its_cap_counts_the_unexplored_states_alive() -> None:
    """A graph cut before any goal was found read dead=1.0 (the whole rating +10): the
    positions seen but not expanded may still reach the goal, so only a position whose every
    way on was explored without a goal counts as dead."""
    from games.magic_maze_tower.rating import dead_share

    board = Board(load_quest("adv01-A"))
    full = dead_share(board, cap=10**6, cells=False)[0]
    assert dead_share(board, cells=False)[0] == full
    # Cut after the first expansion: nothing is proven dead yet (it read 1.0).
    assert dead_share(board, cap=2, cells=False)[0] == 0.0
