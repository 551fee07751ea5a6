"""The epic designer's reachable regions per layout (spec §8.2)."""

from __future__ import annotations

from games.magic_maze_tower import load_quest
from games.magic_maze_tower.board import Board
from games.magic_maze_tower.regions import layout_regions, region_map, single_actions
from games.magic_maze_tower.solver import solve


def test_a_two_by_two_epic_offers_three_turns_of_each_card() -> None:
    quest = load_quest("adv01-epic")
    actions = [name for name, _ in single_actions(quest)]
    assert actions == [f"rot {c} +{t}" for c in "ABCD" for t in (1, 2, 3)]


def test_a_sliding_epic_offers_the_cards_beside_the_hole() -> None:
    quest = load_quest("adv07-epic")
    cols, _ = quest.frame
    hole = quest.layout.index(None)
    layouts = dict(single_actions(quest))
    assert 2 <= len(layouts) <= 4
    for name, layout in layouts.items():
        # The slid card now fills the hole and leaves its own slot empty.
        card = next(k for k, c in enumerate(quest.cards) if c.name == name.split()[1])
        slot = layout[hole]
        assert slot is not None
        assert slot[0] == card
        moved_from = layout.index(None)
        assert abs(moved_from % cols - hole % cols) + abs(moved_from // cols - hole // cols) == 1


def test_a_region_never_holds_a_cell_the_solver_cannot_stand_on() -> None:
    """Every cell a hero reaches is a real cell of the layout (not solid, not the hole), and a
    hero who can leave alone from the start needs no partner: the quest's heroes other than
    it still have to be solved for, so at least one hero cannot leave alone in a shipped epic."""
    for quest_id in ("adv01-epic", "adv07-epic", "adv12-epic"):
        quest = load_quest(quest_id)
        start = layout_regions(quest)[0]
        board = Board(quest)
        geo = board.geometry(board.layout_id(start.layout))
        for _, cells in start.reach:
            assert all(geo.cells[i] not in ("", "##") for i in cells)
        assert start.leaves != frozenset(board.heroes)
        assert solve(board).solvable


def test_the_map_marks_starts_and_regions() -> None:
    """Each start shows @h; each cell only one hero reaches (not a start) shows hh."""
    for quest_id in ("adv01-epic", "adv07-epic"):
        quest = load_quest(quest_id)
        for regions in layout_regions(quest)[:2]:
            text = "\n".join(region_map(quest, regions))
            starts = {cell for _, cell in regions.starts}
            for hero, _cell in regions.starts:
                assert text.count(f"@{hero}") == 1
            for hero, cells in regions.reach:
                others = set().union(*(c for h, c in regions.reach if h != hero))
                alone = cells - others - starts
                assert text.count(hero * 2) == len(alone), (quest_id, regions.action, hero)
