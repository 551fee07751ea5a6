"""Magic Maze Tower through the screen, with keys only: solo quests, open tables, turns."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from textual.content import Content

from games.core import Seat
from games.magic_maze_tower import Hint, MazeState, Rotate, solve
from games.magic_maze_tower import hint as engine_hint
from menara_tui.screens.magic_maze_tower import screen as mmt_module
from menara_tui.screens.magic_maze_tower.complete import QuestCompleteScreen
from tests.app.helpers import make_app, notifications, play_launch, screen_text, wait_for
from tests.app_mmt.driver import mmt_screen, play_solution, settle
from widgets.magic_maze_tower.quest_grid import QuestGrid

GAME_ID = "magic_maze_tower"


def solo(quest: str, **options: str) -> Any:
    return make_app(play_launch(GAME_ID, (Seat("Solo"),), seed=3, quest=quest, **options))


def table(names: tuple[str, ...], quest: str, **options: str) -> Any:
    seats = tuple(Seat(name) for name in names)
    return make_app(play_launch(GAME_ID, seats, seed=3, quest=quest, **options))


def maze(app: Any) -> MazeState:
    state = mmt_screen(app).match.state
    assert isinstance(state, MazeState)
    return state


def cell_of(app: Any, hero: str) -> str | None:
    return maze(app).pawn_cell(hero)


async def test_tutorial_1_solved_with_keys_at_80x24() -> None:
    app = solo("tutorial-1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        text = screen_text(app)
        assert "Tutorial 1 · The Locked Door" in text
        assert "Each hero has an armory space" in text, "the tutorial explains its rule"
        assert all(len(line) <= 80 for line in text.splitlines())
        board = screen.query_one("#mmt-board")
        assert (board.max_scroll_x, board.max_scroll_y) == (0, 0), "the card fits 80x24"
        best = solve(maze(app).board)
        await play_solution(pilot, app, best.moves)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")
        text = screen_text(app)
        assert "Quest complete" in text
        assert "★ Tutorial 1 · The Locked Door: every hero escaped." in text
        assert f"Your moves    {best.goes} goes · {best.atoms} atoms" in text
        assert f"Shortest way  {best.goes} goes · {best.atoms} atoms" in text
        assert "Perfect" in text
        assert "Hints used    0" in text
        assert "Next quest: Tutorial 2 · Over the Wall" in text
    assert (best.goes, best.atoms) == (5, 16)


@pytest.mark.parametrize(
    "quest",
    ["tutorial-2", "tutorial-3", "tutorial-4", "tutorial-5", "tutorial-6", "over-the-pit"],
)
async def test_every_special_move_by_keys(quest: str) -> None:
    """Ladders, jumps, tosses, swaps and teleports, each from its tutorial."""
    app = solo(quest)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await play_solution(pilot, app, solve(maze(app).board).moves)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")


async def test_an_epic_rotates_by_keys_and_scrolls_at_80x24() -> None:
    app = solo("turning-hall")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        board = screen.query_one("#mmt-board")
        grid = screen.query_one(QuestGrid)
        assert board.max_scroll_y > 0, "a 12 x 12 epic scrolls at 80x24"
        moves = solve(maze(app).board).moves
        for move in moves:
            await play_solution(pilot, app, [move])
            selected = screen.keys.inputs[0].selected
            cell = cell_of(app, selected) if selected else None
            region = grid.cell_region(cell) if cell else None
            if region is not None and not maze(app).is_over():
                await pilot.pause()
                visible = board.scrollable_content_region.size
                top = board.scroll_offset.y
                assert top <= region.y, cell
                assert region.bottom <= top + visible.height + 1, cell
        assert any(m.notation.startswith("rot ") for m in screen.match.moves)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")


async def test_open_table_refuses_a_direction_a_seat_does_not_hold() -> None:
    app = table(("Ada", "Bo"), "tutorial-1", deal="NE/SW")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        text = screen_text(app)
        assert "1 Ada  ↑N →E" in text
        assert "2 Bo  ↓S ←W" in text
        assert "1 pawn 2↑ 3→ 4 ability" in text, "each seat's panel shows its keys"
        # Bo takes the keyboard (selecting the mage, then the dwarf again) and asks for North
        # with the arrows.
        await pilot.press("z", "z", "up")
        await pilot.pause()
        assert "You do not hold North." in notifications(app)
        assert screen.match.moves == []
        assert cell_of(app, "d") == "a2"
        # Ada's own North key moves the dwarf and claims him for her go.
        await pilot.press("2")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1"]
        assert screen.match.moves[0].seat == 0
        assert "D⚒¹" in screen_text(app)
        # Bo cannot move him while Ada holds him; after her release he can.
        app.clear_notifications()
        await pilot.press("x")
        await pilot.pause()
        assert any("in Ada's go" in n for n in notifications(app))
        assert cell_of(app, "d") == "a1"
        await pilot.press("q", "x")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1", "release", "d a1-a2"]
        assert screen.match.moves[-1].seat == 1
        assert "D⚒²" in screen_text(app)
        # One undo takes back Bo's step (the atom), the next Ada's release with her step.
        await pilot.press("u")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1", "release"]
        await pilot.press("u")
        assert screen.match.moves == []


async def test_another_seat_plays_through_submit_but_never_a_bot() -> None:
    seats = (Seat("Ada"), Seat("Bo"), Seat("Cy", "greedy"))
    app = make_app(play_launch(GAME_ID, seats, seed=3, quest="tutorial-2", deal="N/E/S+W"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        grid = screen.query_one(QuestGrid)
        assert {seat for seat, _ in grid.keymap.values()} == {-1, 0, 1}, "no keys for a bot"
        assert screen.submit("release", 2) is False
        await pilot.pause()
        assert "That seat is not played from this keyboard." in notifications(app)
        await wait_for(pilot, lambda: not screen._jobs, what="the bot")
        # The bot acts or waits, but does not wait again and again while nothing changes.
        waits = [m for m in screen.match.moves if m.notation == "wait"]
        assert len(waits) <= 1
        before = len(screen.match.moves)
        assert screen.viewer == 0
        assert screen.submit("release" if screen.view["seats"][1]["claim"] else "skip", 1)
        assert len(screen.match.moves) == before + 1
        assert screen.match.moves[-1].seat == 1


async def test_turns_take_the_arrows_and_end_with_e() -> None:
    app = table(("Ada", "Bo"), "tutorial-1", deal="NE/SW", control="turns")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        assert "Ada's turn" in screen_text(app)
        await pilot.press("x")  # Bo's South key, out of turn
        await pilot.pause()
        assert "It is Ada's turn: Ada presses e to end it." in notifications(app)
        await pilot.press("up")  # the arrows are Ada's now
        assert [m.notation for m in screen.match.moves] == ["d a2-a1"]
        await pilot.press("e")
        assert "Bo's turn" in screen_text(app)
        await pilot.press("down")
        await pilot.pause()
        assert screen.match.moves[-1].notation == "d a1-a2"
        assert screen.match.moves[-1].seat == 1


async def test_signals_in_enlightened_mode_and_none_in_beginner_mode() -> None:
    app = table(("Ada", "Bo"), "key-swap", deal="NE/SW", communication="enlightened")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        text = screen_text(app)
        assert "Enlightened" in text
        assert "Help tile" in text
        await pilot.press("5")
        assert "Stare at 2 Bo" in screen_text(app)
        await pilot.press("4")
        assert screen.match.moves[-1].notation == "stare 2"
        assert "◉ 1" in screen_text(app), "Bo's panel shows Ada's stare"
        await pilot.press("g", "g", "g", "v")
        assert screen.match.moves[-1].notation == "point 3"
        assert "»3 ability²" in screen_text(app)
        assert any("points at help icon 3" in line.text for line in screen.visible_log())
    app = table(("Ada", "Bo"), "key-swap", deal="NE/SW")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("5")
        await pilot.pause()
        assert any("simply talk" in n for n in notifications(app))
        assert mmt_screen(app).match.moves == []


async def test_expert_hints_offer_only_the_icon() -> None:
    app = table(("Ada", "Bo"), "key-swap", deal="NE/SW", communication="expert")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        assert "Expert: silence" in screen_text(app)
        for _ in range(3):
            await pilot.press("i")
            await wait_for(pilot, lambda: not screen._jobs, what="the hint")
            assert "Hint icon 4" in screen.info
            assert "Next:" not in screen.info
        assert "»4 key " in screen_text(app)


async def test_undo_and_restart_by_key() -> None:
    app = solo("tutorial-1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        await pilot.press("up", "tab", "left", "down")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1", "m b2-a2", "m a2-a3"]
        assert "Moves: 2 goes, 3 atoms" in screen_text(app)
        await pilot.press("u")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1", "m b2-a2"]
        assert "Moves: 2 goes, 2 atoms" in screen_text(app)
        await pilot.press("r")
        await pilot.press("y")
        assert screen.match.moves == []
        assert cell_of(app, "d") == "a2"
        assert "Moves: 0 goes, 0 atoms" in screen_text(app)
        assert (screen.stats.undos, screen.stats.restarts) == (1, 1)
        assert "Back at the start of the quest." in screen_text(app)
        assert screen.submit("d a2-a1")
        await pilot.pause()
        await pilot.pause()
        assert "Back at the start of the quest." not in screen_text(app), "cleared by a move"


async def test_three_hint_levels_by_key() -> None:
    app = solo("tutorial-1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        expected = [engine_hint(maze(app), level).text for level in (1, 2, 3)]
        for level, text in enumerate(expected, start=1):
            await pilot.press("i")
            await wait_for(pilot, lambda: not screen._jobs, what=f"hint {level}")
            assert screen.info == text
        assert "Move the dwarf next" in expected[0]
        assert "Next: d a2-a1" in expected[2]
        assert screen.query_one(QuestGrid).marks.highlights == {"a2": "from", "a1": "to"}
        await pilot.press("up")  # a move: the next hint starts again at level 1
        await pilot.press("i")
        await wait_for(pilot, lambda: not screen._jobs, what="a fresh hint")
        assert "Hint icon" not in screen.info
        assert screen.stats.hints == 4


async def test_a_hint_is_cleared_by_the_next_move() -> None:
    """A hint speaks of the position it was asked in ("4 goes to go"): after a move it would
    be wrong, so the move clears it (the highlight already went with the position)."""
    app = solo("tutorial-1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        await pilot.press("i")
        await wait_for(pilot, lambda: not screen._jobs, what="a hint")
        hint_text = engine_hint(maze(app), 1).text
        assert screen.info == hint_text
        assert "goes to go" in " ".join(screen_text(app).split())
        await pilot.press("up")  # the dwarf walks a2-a1, as the hint says
        await wait_for(pilot, lambda: len(screen.match.moves) == 1, what="the move")
        await pilot.pause()
        assert screen.info == ""
        assert "goes to go" not in " ".join(screen_text(app).split())


async def test_a_tall_quest_opens_with_the_selected_pawn_in_sight_at_80x24() -> None:
    """Adventure 1's epic is taller than the board at 80x24 and its first pawn stands low:
    the board must open scrolled to it (focusing the grid once scrolled it back to the top)."""
    app = solo("adv15-epic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.wait_for_scheduled_animations()  # a scroll animation ends first
        screen = mmt_screen(app)
        board = screen.query_one("#mmt-board")
        assert board.max_scroll_y > 0, "the quest is taller than the board"
        pawn = screen.keys.pawn(screen.keys.inputs[0].selected)
        assert pawn is not None
        region = screen.query_one(QuestGrid).cell_region(str(pawn["cell"]))
        assert region is not None
        top = board.scroll_offset.y
        assert top <= region.y, (region, top)
        assert region.bottom <= top + board.size.height, (region, top)


async def step_through_the_solution(pilot: Any, app: Any) -> tuple[Any, Any]:
    """Ask for the solution (o), then press o once per atom of the optimum."""
    await settle(pilot, app)
    screen = mmt_screen(app)
    best = solve(maze(app).board)
    await pilot.press("o")
    await wait_for(pilot, lambda: not screen._jobs, what="the solution")
    assert f"Solution from here ({best.goes} goes, {best.atoms} atoms)" in screen.info
    for _ in range(best.atoms):
        await pilot.press("o")
    return screen, best


async def test_show_solution_steps_through_it() -> None:
    app = solo("tutorial-3")
    async with app.run_test(size=(80, 24)) as pilot:
        screen, best = await step_through_the_solution(pilot, app)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")
        assert [m.notation for m in screen.match.moves] == [str(m) for m in best.moves]
        text = screen_text(app)
        assert f"Solution      shown 1× · {best.atoms} steps played" in text
        assert "A shortest way out, with the solution's steps." in text
        assert "Perfect" not in text, "the solution played it, not the player"


async def test_the_solution_text_follows_its_steps() -> None:
    """ "Solution from here: ..." stayed on screen after its steps were played, still listing
    them; it now says how far the solution has got and its next step, and goes once play
    leaves it."""
    app = solo("tutorial-3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        best = solve(maze(app).board)
        assert best.atoms >= 3
        await pilot.press("o")
        await wait_for(pilot, lambda: not screen._jobs, what="the solution")
        intro = screen.info
        assert intro.startswith("Solution from here")
        await pilot.press("o", "o")
        steps = len(best.moves)
        assert screen.info == (
            f"Solution: 2 of {steps} steps played; next {best.moves[2]}. Press o to play it."
        )
        assert "Solution from here" not in screen_text(app)
        await pilot.press("u")  # undo takes back the last step: one step played
        await wait_for(pilot, lambda: len(screen.match.moves) == 1, what="the undo")
        assert screen.info.startswith("Solution: 1 of")
        await pilot.press("u")
        await wait_for(pilot, lambda: not screen.match.moves, what="the undo")
        assert screen.info == intro


@pytest.mark.parametrize("control", ["open", "turns"])
async def test_the_solution_steps_through_at_a_table_of_two(control: str) -> None:
    """At an open table a step may need a pawn the other seat claimed, and with turns a step
    may belong to the seat whose turn is next: stepping releases the pawn or ends the turn
    first, and the quest is finished by the solution's steps alone (it stalled on "You do
    not hold East")."""
    app = table(("Ada", "Bo"), "key-swap", control=control)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, best = await step_through_the_solution(pilot, app)
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="the end")
        atoms = [m.notation for m in screen.match.moves if m.notation not in ("release", "end")]
        assert atoms == [str(m) for m in best.moves]
        assert f"shown 1× · {best.atoms} steps played" in screen_text(app)


async def test_skip_then_next_quest_with_the_same_seats() -> None:
    app = solo("tutorial-1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("n", "y")
        await wait_for(pilot, lambda: isinstance(app.screen, QuestCompleteScreen), what="skip")
        assert "Quest skipped" in screen_text(app)
        assert mmt_screen(app).match.moves[-1].notation == "skip"
        await pilot.press("n")
        await settle(pilot, app)
        following = mmt_screen(app).match
        assert following.options["quest"] == "tutorial-2"
        assert [s.name for s in following.seats] == ["Solo"]
        assert "Tutorial 2 · Over the Wall" in screen_text(app)


async def test_the_solver_thread_never_blocks_the_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()

    def slow_hint(state: MazeState, level: int = 1) -> Hint:
        release.wait(10)
        return engine_hint(state, level)

    monkeypatch.setattr(mmt_module, "hint", slow_hint)
    app = solo("tutorial-1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        await pilot.press("i")
        await pilot.pause()
        assert "thinking…" in screen_text(app)
        await pilot.press("tab")  # the screen answers keys while the solver thinks
        assert screen.keys.inputs[0].selected == "m"
        assert "⚗ mage" in screen_text(app)
        release.set()
        await wait_for(pilot, lambda: not screen._jobs, what="the hint")
        assert "thinking…" not in screen_text(app)
        assert "Move the dwarf next" in screen_text(app)


async def test_a_lost_position_goes_back_to_the_last_winnable_one() -> None:
    app = solo("tutorial-6")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        # The tutorial's forced first step east, then the dwarf leaves: the sister is stranded.
        await pilot.press("right", "left", "left", "left")
        assert cell_of(app, "d") is None
        await pilot.press("i")
        await wait_for(pilot, lambda: not screen._jobs, what="the hint")
        assert "can no longer all escape" in screen.info
        await pilot.press("i")
        await wait_for(pilot, lambda: not screen._jobs, what="the rescue")
        assert [m.notation for m in screen.match.moves] == ["d c2-d2", "d d2-c2", "d c2-b2"]
        assert "every hero can escape from here" in screen.info


async def test_keys_can_be_remapped_and_the_panel_shows_them() -> None:
    app = table(("Ada", "Bo"), "tutorial-1", deal="NE/SW")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        with pytest.raises(ValueError, match="seat 2's pawn key"):
            screen.keys.remap_key(0, "dir1", "z")
        with pytest.raises(ValueError, match="key of the game screen"):
            screen.keys.remap_key(0, "dir1", "u")
        screen.keys.remap_key(0, "dir1", "w")
        await pilot.pause()
        assert "1 pawn w↑ 3→" in screen_text(app)
        await pilot.press("w")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1"]


async def test_the_tutorial_text_can_be_hidden() -> None:
    app = solo("tutorial-4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert "A trap can never hold a pawn" in screen_text(app)
        await pilot.press("t")
        assert "A trap can never hold a pawn" not in screen_text(app)


TWO_LANDINGS = """id: two-landings
grid:
+--+--+--+--+--+
|@s .. @d .. Xs|
+--+--+--+--+--+
|Xd .. .. .. ..|
+--+--+--+--+--+
"""


async def test_several_landings_one_way_are_previewed_in_turn() -> None:
    from games.core import Match
    from games.magic_maze_tower import GAME, new_quest_state, parse_scenario

    start = new_quest_state(parse_scenario(TWO_LANDINGS).quest, ("Solo",))
    match = Match(GAME, (Seat("Solo"),), 0, {"quest": "tutorial-6"}, [], [start])
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(match)
        await settle(pilot, app)
        screen = mmt_screen(app)
        await pilot.press("tab", "space", "right")
        assert screen.keys.inputs[0].mode == "preview"
        assert "Little sister teleports a1→b1 (1/2)" in screen_text(app)
        assert screen.query_one(QuestGrid).marks.highlights == {"a1": "from", "b1": "to"}
        await pilot.press("right")
        assert "a1→d1 (2/2)" in screen_text(app)
        await pilot.press("space")
        assert [m.notation for m in screen.match.moves] == ["s a1*d1"]
        # Esc cancels a preview without moving.
        await pilot.press("u", "space", "right")
        assert screen.keys.inputs[0].mode == "preview"
        await pilot.press("escape")
        assert screen.keys.inputs[0].mode == ""
        assert screen.match.moves == []
        assert isinstance(app.screen, type(screen)), "one Esc only cancels"


async def test_three_and_four_seats_show_the_shared_tile_and_the_unused_key() -> None:
    app = table(("Ada", "Bo", "Cy"), "key-swap", deal="N/E/S+W")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        text = screen_text(app)
        assert "1 Ada  ↑N +←W shared" in text
        assert "7 pawn 8↓ 9← 0 ability" in text, "Cy's second key is the shared West"
    app = table(("Ada", "Bo", "Cy", "Di"), "key-swap", deal="N/E/S/W")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        assert "m pawn ,← / ability" in screen_text(app)
        await pilot.press("3")
        await pilot.pause()
        assert any("unused at a table of four" in n for n in notifications(app))
        assert screen.match.moves == []


def flat_text(app: Any) -> str:
    """The screen's words on one line: panel borders and line breaks become single spaces."""
    return " ".join(screen_text(app).replace("▏", " ").split())


async def test_the_tutorial_shows_its_forced_first_action_until_it_is_made() -> None:
    """Spec §5.1: a highlighted `First:` line; other atoms are refused with the same words."""
    app = solo("tutorial-1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.pause()
        screen = mmt_screen(app)
        first = "First: walk the dwarf north from a2 onto his armory at a1"
        explain = screen.query_one("#mmt-explain")
        assert first in flat_text(app)
        content = explain.render()
        assert isinstance(content, Content)
        assert any("reverse" in str(span.style) for span in content.spans), "highlighted"
        await pilot.press("down")  # the dwarf south: legal by the rules, not as a first atom
        await pilot.pause()
        assert screen.match.moves == []
        assert any(
            n.startswith("Tutorial: start here — walk the dwarf") for n in notifications(app)
        )
        await pilot.press("up")
        assert [m.notation for m in screen.match.moves] == ["d a2-a1"]
        await pilot.pause()
        assert "First:" not in screen_text(app)
        assert "Each hero has an armory space" in screen_text(app)
        await pilot.press("u")
        assert screen.match.moves == []
        await pilot.pause()
        assert first in flat_text(app)


async def test_the_move_list_plays_the_chosen_notation() -> None:
    from menara_tui.screens.move_list import MoveListScreen

    app = solo("turning-hall")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        first = str(screen.legal_moves()[0])
        await pilot.press("colon")
        assert isinstance(app.screen, MoveListScreen)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(screen.match.moves) == 1, what="the move")
        assert screen.match.moves[0].notation == first


def test_texts_about_special_moves_say_which_keys_do_them() -> None:
    from menara_tui.screens.magic_maze_tower.screen import with_keys

    assert "Space, then →" in with_keys("The elf jumps over the dwarf.")
    assert "Tab picks the hero" in with_keys("Only a swap frees him.")
    assert with_keys("Walk the dwarf east.") == "Walk the dwarf east."
    assert "your ability key" in with_keys("Hop to the ladder.", open_table=True)


@pytest.mark.parametrize("quest", ["tutorial-2", "tutorial-3"])
async def test_the_tutorial_says_the_keys_of_its_special_move(quest: str) -> None:
    app = solo(quest)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        from textual.widgets import Static

        texts = [str(w.content) for w in screen.query(Static)]
        assert any("Keys:" in t and "Space, then" in t for t in texts)


async def test_the_keys_panel_lists_the_game_keys_not_scrolling_or_focus_moves() -> None:
    """F2 lists the active keys: on the maze the arrows walk and Tab picks a pawn, so the board
    pane's scroll keys and the screen's focus moves must not lead the list (they did)."""
    app = solo("turning-hall")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        listed = [
            binding.action
            for _, binding, _, _ in screen.active_bindings.values()
            if not binding.system
        ]
        assert listed, "the panel lists some keys"
        assert not [a for a in listed if a.startswith("scroll_") or "focus_" in a], listed
        await pilot.press("f2")
        await wait_for(pilot, lambda: "Hint" in screen_text(app), what="the keys panel")
        text = screen_text(app)
        assert "Scroll Up" not in text
        assert "Focus Next" not in text
        # The page keys are how one sees the rest of a large epic: the panel names them.
        assert "Board down" in text
        assert "Board right" in text
        before = screen.query_one("#mmt-board").scroll_offset
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.query_one("#mmt-board").scroll_offset != before, "page keys still scroll"


async def test_a_hint_scrolls_into_sight_in_an_epic_at_80x24() -> None:
    """An epic's side panel fills 24 rows: the hint was written below its foot, out of sight,
    so i seemed to do nothing; the panel now scrolls to it."""
    app = solo("adv15-epic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        side = screen.query_one("#mmt-side")
        await pilot.press("i")
        await wait_for(pilot, lambda: screen.thinking is False and bool(screen.info), what="hint")
        await pilot.pause()
        assert side.max_scroll_y > 0, "the hint made the side panel overflow"
        info = screen.query_one("#mmt-info")
        top = side.scroll_offset.y
        assert top <= info.virtual_region.y
        assert info.virtual_region.y < top + side.size.height
        first_words = " ".join(screen.info.split()[:2])
        assert first_words in screen_text(app)


async def test_an_ability_prompt_stays_in_sight_in_an_epic_at_80x24() -> None:
    """Space on the little sister asks which ability to use, in her seat panel: in an epic at
    80x24 that prompt grew below the side panel's foot, out of sight; it now scrolls in."""
    app = solo("adv15-epic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        side = screen.query_one("#mmt-side")
        await pilot.press("tab", "space")
        await pilot.pause()
        await pilot.pause()
        assert side.max_scroll_y > 0, "the prompt made the side panel overflow"
        seats = screen.query_one("#mmt-seats")
        top = side.scroll_offset.y
        assert top <= seats.virtual_region.y
        assert seats.virtual_region.bottom <= top + side.size.height


async def test_turning_with_a_pawn_on_another_card_says_which_pawn_to_select() -> None:
    """Space twice turns the card under the selected pawn: with another pawn on the rotation
    space, the refusal named the selected pawn's card ("Card B turns only while ..."), not
    the card that can turn and how to turn it."""
    from tests.app_mmt.driver import select

    app = solo("adv06-epic")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        for move in solve(maze(app).board).moves:
            if isinstance(move, Rotate):
                break
            await play_solution(pilot, app, [move])
        turning = {m.card for m in maze(app).legal_moves(0) if isinstance(m, Rotate)}
        assert turning
        on_other = next(
            p["hero"]
            for p in screen.view["pawns"]
            if p.get("card") and p["card"] not in turning and not p.get("out")
        )
        await select(pilot, screen, on_other)
        before = len(screen.match.moves)
        app.clear_notifications()
        await pilot.press("space", "space")
        await pilot.pause()
        said = " ".join(notifications(app))
        assert f"Only card {min(turning)} can move now" in said, said
        assert "select the pawn on its rotation space" in said
        assert len(screen.match.moves) == before


async def test_turns_show_the_end_turn_key_at_80x24() -> None:
    """The tester's epic with control=turns: the footer shows `e End turn` (it showed Hint and
    Solution but not e), the refusal out of turn names e, and the seat's key line says what
    Esc cancels (Tab then Esc asked "Leave this game?" under a help line saying "Esc cancel")."""
    app = table(("Ada", "Bo"), "adv15-epic", control="turns")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = mmt_screen(app)
        footer = screen_text(app).splitlines()[-1]
        assert "e End turn" in footer
        assert len(footer) <= 80
        await pilot.press("up")
        assert len(screen.match.moves) == 1
        await pilot.press("x")
        await pilot.pause()
        assert "It is Ada's turn: Ada presses e to end it." in notifications(app)
        info = screen._info_text()
        assert "Space ability, Esc cancels it · e end turn" in info
        assert "Esc cancel ·" not in info
