"""The campaign at 80x24 with keys only: the adventure map, the next quest one key away,
progress recorded when a quest is solved or skipped, epics locked until the trials are done, a
damaged progress file kept aside; and quests of one's own from a file."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import pytest
from textual.widgets import DataTable

from games.magic_maze_tower import campaign_adventures, solve
from menara_tui.campaign_store import ProgressStore
from menara_tui.launch import Launch
from menara_tui.screens.magic_maze_tower.campaign import CampaignScreen
from menara_tui.screens.magic_maze_tower.complete import QuestCompleteScreen
from tests.app.helpers import make_app, notifications, reach, screen_text, wait_for
from tests.app_mmt.driver import mmt_screen, play_solution, settle


async def test_campaign_map_next_quest_and_progress_at_80x24(data_dir: Path) -> None:
    app = make_app(Launch(kind="campaign"))
    first = campaign_adventures()[0]
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, CampaignScreen), what="the map")
        text = screen_text(app)
        assert "Adventure 1" in text
        assert first.trials[0].title in text
        assert all(len(line) <= 80 for line in text.splitlines())
        await pilot.press("n")
        await settle(pilot, app)
        screen = mmt_screen(app)
        assert screen.keys.maze.quest_ref == first.trials[0].quest_id
        best = solve(screen.keys.maze.board)
        await play_solution(pilot, app, best.moves)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")
    record = ProgressStore(data_dir).load().quests[first.trials[0].quest_id]
    assert record.status == "solved"
    assert (record.best_goes, record.best_atoms) == (best.goes, best.atoms)
    assert record.moves == best.goes
    assert record.plays == 1


async def test_every_mark_of_the_map_is_explained_at_80x24(data_dir: Path) -> None:
    """The first column marks each quest; a player must be able to read every mark shown."""
    app = make_app(Launch(kind="campaign"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, CampaignScreen), what="the map")
        text = screen_text(app)
        table = app.screen.query_one("#campaign-table", DataTable)
        marks = {str(table.get_row_at(row)[0]) for row in range(table.row_count)} - {""}
        assert {"▶", "·", "-"} <= marks
        legend = " ".join(text.split())
        for mark, meaning in (("▶", "next"), ("·", "open"), ("-", "locked")):
            assert f"{mark} {meaning}" in legend


async def test_the_epic_is_locked_until_the_trials_are_done(data_dir: Path) -> None:
    first = campaign_adventures()[0]
    app = make_app(Launch(kind="campaign"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, CampaignScreen), what="the map")
        screen = app.screen
        assert isinstance(screen, CampaignScreen)
        screen.play(first.epic.quest_id)
        await pilot.pause()
        assert isinstance(app.screen, CampaignScreen)
        assert any("opens when every trial" in n for n in notifications(app))
    store = ProgressStore(data_dir)
    progress = store.load()
    for quest in first.trials:
        progress.record(quest.quest_id).status = "skipped"
    store.save(progress)
    app = make_app(Launch(kind="campaign"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, CampaignScreen), what="the map")
        assert "»" in screen_text(app)
        await pilot.press("n")
        await settle(pilot, app)
        assert mmt_screen(app).keys.maze.quest_ref == first.epic.quest_id
        text = screen_text(app)
        assert "Cards  A" in text, "the card map shows the whole layout"
        assert "↻ turn" in text, "the rotation control is named"


async def test_a_damaged_progress_file_is_kept_aside(data_dir: Path) -> None:
    path = data_dir / "progress" / "magic_maze_tower.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ not json", encoding="utf-8")
    app = make_app(Launch(kind="campaign"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, CampaignScreen), what="the map")
        text = screen_text(app)
        assert "could not be read" in text
        assert "Adventure 1" in text
    aside = path.with_name("magic_maze_tower.json.damaged")
    assert aside.read_text(encoding="utf-8") == "{ not json"
    assert not path.exists() or json.loads(path.read_text(encoding="utf-8"))["format"] == 1


def test_progress_store_round_trip_and_wrong_types(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path)
    progress = store.load()
    progress.record("adv01-A").finish(5, 20)
    progress.record("adv01-A").finish(6, 10)
    store.save(progress)
    again = store.load()
    assert again.quests["adv01-A"].status == "solved"
    assert (again.quests["adv01-A"].best_goes, again.quests["adv01-A"].best_atoms) == (5, 20)
    store.path.write_text(json.dumps({"format": 1, "quests": {"x": {"moves": "many"}}}))
    assert store.load().quests == {}
    assert store.problem is not None
    assert "wrong type" in store.problem


async def test_a_quest_file_of_ones_own_plays_at_80x24(data_dir: Path, tmp_path: Path) -> None:
    from games.magic_maze_tower.quests import read_text

    path = tmp_path / "mine.mmt"
    path.write_text(read_text("key_swap.mmt"), encoding="utf-8")
    app = make_app(Launch(kind="quest", path=path, seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        assert screen.keys.maze.quest.title == "The Key Swap"
        assert "The Key Swap" in screen_text(app)
        best = solve(screen.keys.maze.board)
        await play_solution(pilot, app, best.moves)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")
        # No campaign quest follows one's own, and `a` plays the same quest again (it opened
        # the first tutorial: the match's options name no quest).
        complete = app.screen
        assert isinstance(complete, QuestCompleteScreen)
        assert complete.next_id is None
        assert "Your own quest" in screen_text(app)
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, type(screen)), what="again")
        again = mmt_screen(app)
        assert again is not screen
        assert again.keys.maze.quest.title == "The Key Swap"
        assert not again.match.moves
    assert not (data_dir / "progress" / "magic_maze_tower.json").exists(), "not the campaign"


@pytest.mark.parametrize(
    "epic", [a.epic.quest_id for a in campaign_adventures()], ids=lambda q: str(q)
)
async def test_every_epic_shows_its_card_map_and_controls_at_80x24(epic: str) -> None:
    from games.core import Seat
    from tests.app.helpers import play_launch

    app = make_app(play_launch("magic_maze_tower", (Seat("Solo"),), seed=3, quest=epic))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        assert "Cards  A" in text, "the map of every card shows the whole layout"
        assert "↻ turn" in text or "⇄ slide" in text, "the card action's keys are named"
        assert all(len(line) <= 80 for line in text.splitlines())


async def test_next_on_the_complete_screen_keeps_the_epic_locked(data_dir: Path) -> None:
    """The last trial solved while the first is not: `n` must not open the epic (the map's
    lock, one rule in the campaign) but the first trial, the campaign's next quest."""
    from games.core import Seat
    from tests.app.helpers import play_launch

    first = campaign_adventures()[0]
    store = ProgressStore(data_dir)
    progress = store.load()
    for quest in first.trials[1:-1]:
        progress.record(quest.quest_id).status = "solved"
    store.save(progress)
    last = first.trials[-1].quest_id
    app = make_app(play_launch("magic_maze_tower", (Seat("Solo"),), seed=3, quest=last))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        await play_solution(pilot, app, solve(screen.keys.maze.board).moves)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")
        complete = app.screen
        assert isinstance(complete, QuestCompleteScreen)
        assert complete.next_id == first.trials[0].quest_id
        assert first.trials[0].title in screen_text(app)
        await pilot.press("n")
        await settle(pilot, app)
        assert mmt_screen(app).keys.maze.quest_ref == first.trials[0].quest_id
    progress = ProgressStore(data_dir).load()
    progress.record(first.trials[0].quest_id).status = "skipped"
    ProgressStore(data_dir).save(progress)
    app = make_app(play_launch("magic_maze_tower", (Seat("Solo"),), seed=3, quest=last))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        await play_solution(pilot, app, solve(screen.keys.maze.board).moves)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")
        complete = app.screen
        assert isinstance(complete, QuestCompleteScreen)
        assert complete.next_id == first.epic.quest_id, "every trial done: the epic is next"


async def test_a_quest_left_before_its_end_keeps_its_statistics(data_dir: Path) -> None:
    from games.core import Seat
    from tests.app.helpers import play_launch
    from tests.app_mmt.driver import play_atom

    first = campaign_adventures()[0].trials[0].quest_id
    app = make_app(play_launch("magic_maze_tower", (Seat("Solo"),), seed=3, quest=first))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        moves = solve(screen.keys.maze.board).moves
        await play_atom(pilot, screen, moves[0])
        await settle(pilot, app)
        await pilot.press("u")
        await settle(pilot, app)
        await play_atom(pilot, screen, moves[0])
        await settle(pilot, app)
        undos = screen.stats.undos
        assert undos >= 1
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")
        await wait_for(pilot, lambda: not app.query("MagicMazeTowerScreen"), what="home")
    record = ProgressStore(data_dir).load().quests[first]
    assert record.status == "", "left, neither solved nor skipped"
    assert (record.plays, record.left) == (1, 1)
    assert record.moves == 1
    assert record.undos == undos
    assert record.seconds >= 0.0


def test_record_quest_counts_left_plays_without_a_status(tmp_path: Path) -> None:
    from menara_tui.campaign_store import record_quest

    store = ProgressStore(tmp_path)
    record = partial(record_quest, undos=1, hints=2, solution_views=0, seconds=3.0, store=store)
    assert record("adv01-A", outcome="left", goes=4, atoms=9) is None
    assert record("adv01-A", outcome="solved", goes=9, atoms=30, moves=5) is None
    kept = store.load().quests["adv01-A"]
    assert kept.status == "solved"
    assert (kept.plays, kept.left, kept.moves, kept.hints) == (2, 1, 9, 4)
    assert (kept.best_goes, kept.best_atoms) == (9, 30)
    assert kept.seconds == 6.0
    with pytest.raises(ValueError, match="outcome"):
        record("adv01-A", outcome="won", goes=1, atoms=1)


async def test_home_and_end_go_to_the_first_and_the_last_row_of_the_map(data_dir: Path) -> None:
    """End went sideways (Textual's default) and Enter then opened the first trial."""
    app = make_app(Launch(kind="campaign"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, CampaignScreen, "the map")
        table = screen.query_one("#campaign-table", DataTable)
        await pilot.press("end")
        await pilot.pause()
        assert table.cursor_row == table.row_count - 1 > 0
        await pilot.press("home")
        await pilot.pause()
        assert table.cursor_row == 0
