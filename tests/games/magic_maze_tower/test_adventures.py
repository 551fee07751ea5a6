"""Every shipped adventure quest (spec §8.1) is re-solved and re-rated: the optimum (goes,
atoms) and the rating written in its file must be what the solver and §8.4 measure now; every
epic is unsolvable, or longer, with its rotation (sliding) switched off; difficulty rises
within and across adventures; the campaign lists exactly the shipped adventures."""

from __future__ import annotations

import pytest

from games.magic_maze_tower.adventures import CARDS, SHIPPED, STARS, adventure_quest_ids
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.campaign import campaign_adventures, next_quest, open_quests
from games.magic_maze_tower.data import QUEST_IDS, ROTATION, SLIDING
from games.magic_maze_tower.lint import lint
from games.magic_maze_tower.quests import load_quest, quest_file
from games.magic_maze_tower.rating import parse_note, rate, without_cards
from games.magic_maze_tower.solver import solve

SHIPPED_IDS = [q for n in SHIPPED for q in adventure_quest_ids(n)]


def test_some_adventures_ship_and_the_catalog_lists_them() -> None:
    assert SHIPPED, "no adventure is shipped"
    assert tuple(range(1, len(SHIPPED) + 1)) == SHIPPED, "adventures ship in order"
    for quest_id in SHIPPED_IDS:
        assert quest_id in QUEST_IDS


@pytest.mark.parametrize("adventure", SHIPPED)
def test_adventure_file_header_and_blocks(adventure: int) -> None:
    from games.magic_maze_tower.adventures import adventure_file_name

    parsed = quest_file(adventure_file_name(adventure))
    assert parsed.adventure == adventure
    assert parsed.stars == STARS[adventure]
    trials = [q for q in parsed.quests if q.kind == "trial"]
    epics = [q for q in parsed.quests if q.kind == "epic"]
    assert len(trials) == CARDS[adventure]
    assert len(epics) == 1
    assert len({q.title for q in parsed.quests}) == len(parsed.quests)
    assert parsed.warnings == ()


@pytest.mark.parametrize("quest_id", SHIPPED_IDS)
def test_shipped_quest_optimum_and_rating_match_the_file(quest_id: str) -> None:
    quest = load_quest(quest_id)
    figures = parse_note(quest.note)
    solution = solve(Board(quest))
    assert solution.solvable
    assert (solution.goes, solution.atoms) == (int(figures["goes"]), int(figures["atoms"]))
    rating = rate(quest)
    assert rating is not None
    assert rating.score == float(figures["rating"])
    assert ",".join(rating.abilities) == figures["needs"]
    assert tuple(quest.teaches) == rating.abilities
    assert lint(quest) == []


@pytest.mark.parametrize("quest_id", [q for q in SHIPPED_IDS if q.endswith("epic")])
def test_every_epic_needs_its_card_actions(quest_id: str) -> None:
    quest = load_quest(quest_id)
    with_cards = solve(Board(quest))
    token = SLIDING if quest.frame == (3, 3) else ROTATION
    without = solve(Board(without_cards(quest, token)))
    assert not without.solvable, f"{quest_id} is solvable without {token}"
    assert with_cards.solvable


def test_difficulty_rises_within_and_across_adventures() -> None:
    last_trial = last_epic = 0.0
    for adventure in campaign_adventures():
        scores = [q.rating for q in adventure.trials]
        assert scores == sorted(scores), f"adventure {adventure.number}: trials A.. rise"
        assert scores[0] >= last_trial
        last_trial = scores[-1]
        assert adventure.epic.rating >= last_epic
        last_epic = adventure.epic.rating


def test_the_campaign_opens_epics_after_the_trials() -> None:
    first = campaign_adventures()[0]
    status: dict[str, str] = {}
    opened = open_quests(status)
    assert {q.quest_id for q in first.trials} <= opened
    assert first.epic.quest_id not in opened
    assert next_quest(status) == first.trials[0].quest_id
    for k, quest in enumerate(first.trials):
        status[quest.quest_id] = "skipped" if k == 0 else "solved"
    assert first.epic.quest_id in open_quests(status)
    assert next_quest(status) == first.epic.quest_id
    if len(campaign_adventures()) > 1:
        second = campaign_adventures()[1]
        assert second.trials[0].quest_id not in open_quests(status)
        status[first.epic.quest_id] = "solved"
        assert second.trials[0].quest_id in open_quests(status)


@pytest.mark.parametrize("quest_id", SHIPPED_IDS)
def test_shipped_quests_stay_within_the_solver_state_budget(quest_id: str) -> None:
    """States, not seconds (no timed asserts here; the bench measures the time): a trial's
    shortest-solution search expands at most TRIAL_STATES (about 0.1 s of the 0.2 s budget),
    an epic's at most 100,000 (about 2 s of its 5 s)."""
    from games.magic_maze_tower.generate import TRIAL_STATES

    quest = load_quest(quest_id)
    expanded = solve(Board(quest)).expanded
    assert expanded <= (100_000 if quest.is_epic else TRIAL_STATES), expanded


def test_the_setup_list_names_each_adventure_quest_with_its_adventure_title() -> None:
    from games.magic_maze_tower.adventures import ADVENTURE_TITLES
    from games.magic_maze_tower.info import INFO

    quest = next(o for o in INFO.options if o.id == "quest")
    assert quest.shown("adv01-A") == "adv01-A · The Cellar Locks"
    assert quest.shown("adv15-epic") == "adv15-epic · The Open Sky"
    assert quest.shown("tutorial-1") == "tutorial-1"
    for choice in quest.choices:
        if choice.startswith("adv"):
            assert ADVENTURE_TITLES[int(choice[3:5])] in quest.shown(choice)
