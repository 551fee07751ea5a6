"""The Menara expansion through its screen at 80x24 (issue 13): a game opened with the first
expanded game, tears, Merciful Fate and a ritual, played by keys - a tear taken and put, a golden
column, the next floor chosen from the Fate display - and what the screen draws of it."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from games.core import Match, Seat
from games.menara import GAME, MenaraState
from games.menara.data import RITUALS_BY_ID
from games.menara.moves import AddFloor, ChooseFloor, Place
from menara_tui.app import MenaraApp
from menara_tui.screens.menara.screen import MenaraScreen
from menara_tui.screens.move_list import MoveListScreen
from menara_tui.screens.rules import RulesScreen
from tests.app.helpers import make_app, notifications, play_launch, screen_text, wait_for
from tests.app_menara.driver import settle, table
from tests.games.menara.helpers import FLOATING_QUARRY_OPENING
from tests.games.menara.test_audit_fixes import _failed_after_thorn_penalty
from widgets.menara.temple import NOTES, TemplePlan

SIZE = (80, 24)
OPTIONS = {"first_game": "on", "tears": "on", "fate": "merciful", "ritual": "grace_yellow"}
RULE = RITUALS_BY_ID["grace_yellow"].rule


def expanded_app() -> MenaraApp:
    """Seed 7, solo: the base is F06 F08 F13 (F13 shows a blue mark), Fate shows F10 F12 F03."""
    return make_app(play_launch("menara", (Seat("Solo"),), seed=7, **OPTIONS))


async def tear_move(pilot: Pilot[Any], app: MenaraApp, screen: MenaraScreen, text: str) -> None:
    """x opens the tear moves; type a notation and play it (the engine judges it)."""
    await pilot.press("x")
    assert isinstance(app.screen, MoveListScreen)
    await pilot.press(*text, "enter")
    await wait_for(pilot, lambda: app.screen is screen, what="the move list to close")


def marks_drawn(text: str) -> list[str]:
    """The glowing marks drawn in the temple (the legend's line left out)."""
    return [c for line in text.splitlines() if "tear mark" not in line for c in line if c in "◇◆"]


def due_floor(screen: MenaraScreen) -> Any:
    """`floor_due` of the view on screen (read afresh: the view changes with every move)."""
    return screen.view["floor_due"]


async def cycle_to(pilot: Pilot[Any], screen: MenaraScreen, notation: str) -> None:
    """↓ until the highlighted candidate is `notation` (it must be one of them)."""
    assert notation in [str(m) for m in screen.candidates], notation
    while str(screen.highlighted) != notation:
        await pilot.press("down")


async def test_an_expanded_game_by_keys_at_80x24() -> None:
    app = expanded_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        screen = table(app)
        ex = screen.view["expansion"]
        assert ex["ritual"]["id"] == "grace_yellow"
        assert ex["fate"]["display"] == ["F10", "F12", "F03"]
        await pilot.press("a")
        assert screen.view["phase"] == "start"
        text = screen_text(app)
        # The ritual with its rule and the Fate display are on screen, each in one line.
        lines = text.splitlines()
        assert any(RULE in line and "Grace of the Yellow" in line for line in lines)
        assert any("Fate merciful" in line and "F10 F12 F03" in line for line in lines)
        assert all(len(line.rstrip()) <= SIZE[0] for line in lines)
        assert "Quarry 19: next by Fate" in text, "with Fate the quarry top is not the next floor"
        assert "Golden 2" in text
        # The tear key is in the footer in step 1; a tear for a black column.
        assert "x Tears" in lines[-1]
        await tear_move(pilot, app, screen, "tear blue for K")
        assert screen.match.moves[-1].notation == "tear blue for K"
        assert screen.view["expansion"]["tears"]["held"] == [{"blue": 1, "red": 0}]
        assert "holds tears b1 r0" in screen_text(app)
        # A tear the player does not hold: the engine's sentence, nothing played.
        played = len(screen.match.moves)
        await tear_move(pilot, app, screen, "put red on F13")
        assert len(screen.match.moves) == played
        await wait_for(
            pilot,
            lambda: "You hold no red tear." in notifications(app),
            what="the refusal",
        )
        # The blue tear onto F13's mark: the plan draws the mark full (◆).
        await pilot.press("v")
        assert marks_drawn(screen_text(app)) == ["◇"]
        await tear_move(pilot, app, screen, "put blue on F13")
        assert screen.match.moves[-1].notation == "put blue on F13"
        f13 = next(f for f in screen.view["floors"] if f["id"] == "F13")
        assert f13["mark"]["tear"]
        text = screen_text(app)
        assert marks_drawn(text) == ["◆"]
        assert "◇◆ tear mark" in text, "the legend explains the mark"
        assert "on b1/6 r0/6" in text
        # A golden column: g switches the cycle to golden columns for the next placement.
        await pilot.press("1")
        assert all(isinstance(m, Place) and m.colour != "G" for m in screen.candidates)
        assert "g Gold" in screen_text(app).splitlines()[-1]
        await pilot.press("g")
        assert screen.candidates
        assert all(isinstance(m, Place) and m.colour == "G" for m in screen.candidates)
        assert "GOLDEN column" in screen_text(app)
        await cycle_to(pilot, screen, "place G F06 31,18")
        await pilot.press("enter")
        assert screen.match.moves[-1].notation == "place G F06 31,18"
        assert screen.view["expansion"]["golden"] == 1
        assert not screen.golden, "g holds for one placement only"
        assert all(isinstance(m, Place) and m.colour != "G" for m in screen.candidates)
        await pilot.press(",")  # the plan of level 0, whatever the candidate
        text = screen_text(app)
        assert "G golden" in text
        assert "Golden 1" in text
        await cycle_to(pilot, screen, "place Y F06 32,21")
        await pilot.press("enter", "e")
        await settle(pilot, app)
        # Next turn: complete F06, then choose the next floor from the Fate display.
        await pilot.press("1")
        await cycle_to(pilot, screen, "place R F06 33,19")
        await pilot.press("enter")
        await cycle_to(pilot, screen, "place W F06 30,20")
        await pilot.press("enter")
        assert due_floor(screen) is None, "no floor is due before it is chosen"
        assert [str(m) for m in screen.candidates] == ["choose F10", "choose F12", "choose F03"]
        assert all(isinstance(m, ChooseFloor) for m in screen.candidates)
        text = screen_text(app)
        assert "Choose the next floor from F10 F12 F03" in text
        assert "▸ 1/3 choose F10 — F10, " in text
        await pilot.press("down")
        assert "▸ 2/3 choose F12" in screen_text(app)
        await pilot.press("enter")
        assert screen.match.moves[-1].notation == "choose F12"
        due = due_floor(screen)
        assert due is not None
        assert due["id"] == "F12"
        assert screen.view["expansion"]["fate"]["display"][:2] == ["F10", "F03"]
        assert all(isinstance(m, AddFloor) for m in screen.candidates)
        assert "F12 due" in screen_text(app)


async def test_the_rules_screen_has_a_section_per_module() -> None:
    app = expanded_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, RulesScreen), what="the rules")
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        await wait_for(pilot, lambda: bool(rules.sections()), what="the rules' sections")
        names = [name for name, _ in rules.sections()]
        for section in (
            "Expansion: Rituals & Ruins",
            "New temple floors",
            "Golden columns",
            "Tears of the Gods",
            "Ritual cards",
            "Fate cards",
            "The new plan cards",
        ):
            assert section in names


def offered(match: Match) -> tuple[str, ...]:
    """The floors offered for the next floor now (Merciful Fate)."""
    state = match.state
    assert isinstance(state, MenaraState)
    return state.turn.choice


def at_a_choice_with_a_new_floor(seed: int) -> Match:
    """A solo match whose greedy-bot moves (played through the engine) lead to the first
    choice of the next floor that offers a new floor; the seat is then a human's."""
    bot = Match.new(GAME, (Seat("Solo", "greedy"),), seed=seed, options=OPTIONS)
    while not any(f.startswith("X") for f in offered(bot)):
        assert not bot.state.is_over()
        assert len(bot.moves) < 100, "no new floor offered"
        bot.play(0, bot.bot_move(0))
    match = Match.new(GAME, (Seat("Solo"),), seed=seed, options=OPTIONS)
    for move in bot.moves:
        match.play(0, move.notation)
    return match


async def test_a_new_floor_chosen_and_built_shows_its_markings() -> None:
    """Seed 1: after ten moves Fate offers F09, X3 and X4; X3 (the Wedge Moon: order numbers on
    its light side, a chain on its dark side) is chosen and built by keys, then drawn."""
    match = at_a_choice_with_a_new_floor(1)
    assert offered(match) == ("F09", "X3", "X4")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.open_game(match)
        await settle(pilot, app)
        screen = table(app)
        assert "Choose the next floor from F09 X3 X4" in screen_text(app)
        await cycle_to(pilot, screen, "choose X3")
        assert "X3 The Wedge Moon" in screen_text(app), "the offer names the floor"
        await pilot.press("enter")
        floor = screen.highlighted
        assert isinstance(floor, AddFloor)
        assert floor.placement.fid == "X3"
        await pilot.press("enter")
        assert screen.match.moves[-1].notation == str(floor)
        x3 = next(f for f in screen.view["floors"] if f["id"] == "X3")
        if screen.view["phase"] != "over":
            await settle(pilot, app)
        # The plan of X3's level: its markings and the legend line that explains them.
        await pilot.press("v")
        level = int(x3["level"])
        shown = screen.query_one("#menara-plan", TemplePlan).level
        for _ in range(abs(shown - level)):
            await pilot.press("," if shown > level else "full_stop")
        text = screen_text(app)
        assert f"Plan of level {level}" in text
        note = "order" if x3["side"] == "L" else "chain"
        assert NOTES[note] in text
        marked = [b for b in x3["bases"] if not b["column"]]
        assert marked, "X3 has empty bases with their numbers"
        numbers = "".join(str(b["order"]) for b in marked)
        assert any(n in text for n in numbers)
        assert f"Lv{level} X3{x3['side']}  free" in text, "empty chain bases are free bases"


async def test_the_floating_quarry_by_keys() -> None:
    """Seed 2 with the Floating Quarry: the top three floors are offered when F11 is complete;
    the second one chosen by keys may only go on the top level."""
    options = {"ritual": "floating_quarry"}
    match = Match.new(GAME, (Seat("Solo"),), seed=2, options=options)
    for notation in FLOATING_QUARRY_OPENING:
        match.play(0, notation)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.open_game(match)
        await settle(pilot, app)
        screen = table(app)
        text = screen_text(app)
        assert RITUALS_BY_ID["floating_quarry"].rule in text
        assert "Choose the next floor from F17 F08 F09" in text
        assert " · top level only" not in text, "the first floor may go anywhere"
        await pilot.press("down")
        assert "▸ 2/3 choose F08 — F08, 26 cells" in screen_text(app)
        assert "top level only" in screen_text(app)
        await pilot.press("enter")
        assert screen.match.moves[-1].notation == "choose F08"
        assert "F08 due, level 1: ↑↓" in screen_text(app)
        assert "top level only" in screen_text(app)
        height = int(screen.view["height"])
        assert screen.floor_levels()
        assert all(level >= max(height, 1) for level in screen.floor_levels())


# A played game (seed 591465, Ada and a planner bot, the starter set with tears, a random ritual
# that drew the Grace of the Yellow Columns, Merciful Fate): Ada then reveals M12, "move 1 column
# up", and no yellow column can go up, yet a tear may still be put.
NO_STEP_LEFT = (
    "0 base auto|0 tear blue for R|0 reveal easy|0 place G F13 29,21|0 place Y F13 31,18|"
    "0 place R F13 32,20|0 end|1 tear blue for Y|1 put blue on F07|1 tear blue for Y|"
    "1 put blue on F13|1 swap W for K|1 reveal easy|1 place K F13 35,19|1 end|0 reveal medium|"
    "0 place Y F13 33,18|0 place K F06 24,18|0 place R F06 26,19|0 end|1 swap R for Y|"
    "1 reveal easy|1 place Y F06 25,21|1 place K F07 42,17|1 end|0 reveal medium|"
    "0 place Y F07 37,17|0 place R F07 39,20|0 end|1 swap RR for WW|1 reveal easy|"
    "1 place W F13 34,22|1 choose X2|1 floor X2 L0 33,16 lv1|1 place Y X2 36,17|1 end|"
    "0 reveal medium"
)


async def test_a_card_with_no_step_left_says_f_fails_it() -> None:
    """The prompt said "↑↓ cycle 0 options, enter", keys that did nothing, when only a tear
    (or failing the card) was left: it now says no step is possible and f fails the card."""
    options = {"first_game": "on", "tears": "on", "ritual": "random", "fate": "merciful"}
    match = Match.new(GAME, (Seat("Ada"), Seat("Bo")), seed=591465, options=options)
    for played in NO_STEP_LEFT.split("|"):
        seat, notation = played.split(" ", 1)
        match.play(int(seat), notation)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.open_game(match)
        await settle(pilot, app)
        screen = table(app)
        assert screen.candidates == []
        text = screen_text(app)
        assert "cycle 0 options" not in text
        assert "No step of the card is possible: f fails it (+1 level needed) · x tears" in text


async def test_r_renews_the_camp_as_often_as_owed() -> None:
    # A Thorn Moon penalty and a failed card owe two renewals (§4.3.7 item 3, §6.1.6): the
    # prompt says so and r makes both; the move list offers fewer.
    start = _failed_after_thorn_penalty()
    seats = tuple(Seat(name) for name in start.players)
    match = Match(GAME, seats, start.seed, {}, [], [start])
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(match)
        await wait_for(
            pilot,
            lambda: "renews the camp 2 times" in " ".join(screen_text(app).split()),
            what="the prompt offering two renewals",
        )
        await pilot.press("r")
        await wait_for(pilot, lambda: bool(match.moves), what="the turn's end")
        assert [m.notation for m in match.moves] == ["end renew 2"]
