"""Pilot tests of the quest grid: every element of spec §6.4, pawns without colour, epics."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.color import Color
from textual.filter import NoColor
from textual.geometry import Region

from games.magic_maze_tower import GAME, MazeState, load_quest, new_quest_state, parse_scenario
from widgets.magic_maze_tower.quest_grid import (
    HERO_SYMBOLS,
    LABEL_WIDTH,
    GridMarks,
    QuestGrid,
    junction,
    parse_cell,
)

EVERY_ELEMENT = """id: every-element
grid:
+--+--+--+--+--+--+
|@d K1 L. T. I. X*|
+  +  +  +  +  +  +
|@e ..1.. ..o.. Ad|
+vv+  +  +^^+  +  +
|.. ..>.. ..<.. Xd|
+  +  +--+%%+  +  +
|@m R. ## ## S. Ae|
+  +--+--+--+  +  +
|@b .. @s .. .. L.|
+--+--+--+--+--+--+
"""

HOLLOW_EPIC = """id: hollow
card A:
+--+--+
|@d ..
+  +  +
|.. S.|
+  +--+
card B:
+--+--+
 .. ..|
+  +  +
|## ..|
+--+  +
card C:
+--+--+
|K1 ..|
+  +  +
|.. ..|
+--+  +
card D:
+  +--+
|.. ..|
+  +--+
|.. ..|
+  +--+
card E:
+  +--+
|.. L.|
+  +  +
|.. ..|
+  +--+
card F:
+  +--+
|.. ..
+--+--+
|## ##|
+--+--+
card G:
+--+--+
 .. T.|
+--+  +
|Xd ..|
+--+--+
card H:
+  +--+
|.. ..|
+  +  +
|@e Xe|
+--+--+
layout:
A0 B0 C1
D0 .. E0
F0 G0 H0
"""


def scenario_state(text: str) -> MazeState:
    return new_quest_state(parse_scenario(text).quest, ("Solo",))


def shipped(quest_id: str) -> MazeState:
    return GAME.new_state(["Solo"], seed=1, options={"quest": quest_id})


class GridApp(App[None]):
    def __init__(self, view: Mapping[str, Any], marks: GridMarks | None = None) -> None:
        super().__init__()
        self.view = view
        self.marks = marks
        self.seen: list[object] = []

    def compose(self) -> ComposeResult:
        grid = QuestGrid(id="grid")
        grid.show(self.view, self.marks)
        yield grid

    def on_mount(self) -> None:
        self.query_one(QuestGrid).focus()

    def on_quest_grid_seat_key(self, message: QuestGrid.SeatKey) -> None:
        self.seen.append((message.seat, message.role, message.key))

    def on_quest_grid_cell_clicked(self, message: QuestGrid.CellClicked) -> None:
        self.seen.append(message.cell)


def rendered(grid: QuestGrid) -> list[str]:
    width, height = grid.size
    return [strip.text for strip in grid.render_lines(Region(0, 0, width, height))]


def cell_text(lines: list[str], cell: str) -> str:
    at = parse_cell(cell)
    assert at is not None
    x, y = at
    return lines[2 + 2 * y][LABEL_WIDTH + 1 + 4 * x : LABEL_WIDTH + 4 + 4 * x]


def edge_below(lines: list[str], cell: str) -> str:
    at = parse_cell(cell)
    assert at is not None
    x, y = at
    return lines[3 + 2 * y][LABEL_WIDTH + 1 + 4 * x : LABEL_WIDTH + 4 + 4 * x]


def edge_right(lines: list[str], cell: str) -> str:
    at = parse_cell(cell)
    assert at is not None
    x, y = at
    return lines[2 + 2 * y][LABEL_WIDTH + 4 + 4 * x]


async def test_every_element_of_the_rendering_notes() -> None:
    state = scenario_state(EVERY_ELEMENT)
    app = GridApp(state.view(0))
    async with app.run_test(size=(80, 24)):
        lines = rendered(app.query_one(QuestGrid))
    assert lines[0].split() == list("abcdef")
    assert [line[:LABEL_WIDTH].strip() for line in lines[2::2]] == ["1", "2", "3", "4", "5"]
    expected = {
        "b1": "K1 ",
        "c1": " L ",
        "d1": " T ",
        "e1": " I ",
        "f1": "X* ",
        "f2": "Ad ",
        "f3": "Xd ",
        "b4": " R ",
        "e4": " S ",
        "f4": "Ae ",
        "c4": "░░░",
        "b2": "   ",
    }
    for cell, text in expected.items():
        assert cell_text(lines, cell) == text, cell
    assert edge_right(lines, "b2") == "1"  # door 1, closed: nobody on K1
    assert edge_right(lines, "d2") == "o"  # narrow passage
    assert edge_right(lines, "b3") == "→"  # air currents
    assert edge_right(lines, "d3") == "←"
    assert edge_below(lines, "a2") == " ↓ "
    assert edge_below(lines, "d2") == " ↑ "
    assert edge_below(lines, "d3") == "═══"  # the author's double wall
    assert edge_below(lines, "b4") == "───"
    assert lines[1].startswith(" " * LABEL_WIDTH + "┌")
    assert lines[-1].endswith("┘")
    # An open door is drawn open: someone stands on key 1.
    after, _ = state.play("d a1-b1")
    app = GridApp(after.view(0))
    async with app.run_test(size=(80, 24)):
        lines = rendered(app.query_one(QuestGrid))
    assert edge_right(lines, "b2") == "①"
    assert cell_text(lines, "b1") == "D⚒k"  # the dwarf stands on the key


async def test_horizontal_doors_open_and_closed() -> None:
    state = shipped("over-the-pit")
    app = GridApp(state.view(0))
    async with app.run_test(size=(80, 24)):
        lines = rendered(app.query_one(QuestGrid))
    assert edge_below(lines, "b1") == "━1━"
    after, _ = state.play("d c4-d4-d3-c3")
    app = GridApp(after.view(0))
    async with app.run_test(size=(80, 24)):
        lines = rendered(app.query_one(QuestGrid))
    assert edge_below(lines, "b1") == "╴①╶"
    assert edge_below(lines, "c3") == " ↓ "


async def test_pawn_symbols_need_no_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    state = scenario_state(EVERY_ELEMENT)
    app = GridApp(state.view(0))
    async with app.run_test(size=(80, 24)):
        assert app.no_color
        grid = app.query_one(QuestGrid)
        width, height = grid.size
        strips = grid.render_lines(Region(0, 0, width, height))
        filtered = [NoColor().apply(list(strip), Color(0, 0, 0)) for strip in strips]
    lines = ["".join(segment.text for segment in line) for line in filtered]
    for line in filtered:
        for segment in line:
            style = Segment(*segment).style
            if style is not None:
                assert style.color is None or style.color.is_default
                assert style.bgcolor is None or style.bgcolor.is_default
    pawns = {"d": "a1", "e": "a2", "m": "a4", "b": "a5", "s": "c5"}
    seen = set()
    for hero, cell in pawns.items():
        text = cell_text(lines, cell)
        assert text[:2] == hero.upper() + HERO_SYMBOLS[hero]
        seen.add(text[:2])
    assert len(seen) == 5, "every hero looks different without colour"
    assert len(set(HERO_SYMBOLS.values())) == 5


async def test_selection_claims_and_highlights_are_not_colour_only() -> None:
    state = new_quest_state(load_quest("key-swap"), ("Ada", "Bo"), tiles=("NESW", "NESW"))
    after, _ = state.apply(GAME.parse_move("d a1-b1"), 1)
    marks = GridMarks(selected=frozenset({"m"}), highlights={"c1": "to", "b1": "from"})
    app = GridApp(after.view(0), marks)
    async with app.run_test(size=(80, 24)):
        grid = app.query_one(QuestGrid)
        lines = rendered(grid)
        strips = grid.render_lines(Region(0, 0, *grid.size))
    assert cell_text(lines, "b1") == "D⚒²"  # claimed by seat 2
    at = parse_cell("c3")
    assert at is not None
    row = strips[2 + 2 * at[1]]
    column = LABEL_WIDTH + 1 + 4 * at[0]
    offset = 0
    reversed_text = ""
    for segment in row:
        if offset <= column < offset + len(segment.text) and segment.style is not None:
            reversed_text = segment.text if segment.style.reverse else ""
        offset += len(segment.text)
    assert reversed_text.startswith("M⚗"), "the selected mage is drawn reversed"
    assert cell_text(lines, "c1") == "K1 "


async def test_an_epic_is_one_board_with_cards_seams_and_connectors() -> None:
    state = shipped("turning-hall")
    view = state.view(0)
    app = GridApp(view)
    async with app.run_test(size=(80, 24)):
        grid = app.query_one(QuestGrid)
        lines = grid.plain_lines()
    assert len(lines) == 2 + 2 * 12
    assert len(lines[1]) == LABEL_WIDTH + 4 * 12 + 1
    # Card letters on each card's north-west corner.
    for name, cell in (("A", "a1"), ("B", "g1"), ("C", "a7"), ("D", "g7")):
        at = parse_cell(cell)
        assert at is not None
        assert lines[1 + 2 * at[1]][LABEL_WIDTH + 4 * at[0]] == name
    # Card seams are visible across illustrated areas; joined openings are open.
    assert "┆" in lines[2]
    assert "┄" in lines[13]
    assert edge_below(lines, "b6") == " · "
    # Connectors that meet a wall or the outside point out of their card.
    assert edge_right(lines, "f2") == "▸"
    assert lines[1][LABEL_WIDTH + 1 + 4 * 7 : LABEL_WIDTH + 4 + 4 * 7] == " ▴ "
    assert edge_right(lines, "l5") == "▸"
    assert edge_below(lines, "k6") == "─▴─"
    assert "║" in lines[18]  # double wall where two walled card rims meet
    # Turning the card moves its drawing with it, and the letter shows it can turn.
    turned, _ = state.play("m b10-b2-f2; s g10*g2")
    app = GridApp(turned.view(0))
    async with app.run_test(size=(80, 24)):
        grid = app.query_one(QuestGrid)
        strips = grid.render_lines(Region(0, 0, *grid.size))
    corner = [s for s in strips[1] if "B" in s.text]
    assert corner
    assert corner[0].style is not None
    assert corner[0].style.reverse


async def test_a_hollow_three_by_three_epic() -> None:
    state = scenario_state(HOLLOW_EPIC)
    app = GridApp(state.view(0))
    async with app.run_test(size=(80, 24)):
        lines = app.query_one(QuestGrid).plain_lines()
    corners = {(1, 0): "A", (1, 1): "B", (1, 2): "C", (5, 0): "D", (5, 2): "E"}
    corners |= {(9, 0): "F", (9, 1): "G", (9, 2): "H"}
    for (row, slot), name in corners.items():
        assert lines[row][LABEL_WIDTH + 4 * 2 * slot] == name
    # The empty centre slot (c3:d4) draws nothing inside.
    for cell in ("c3", "d3", "c4", "d4"):
        assert cell_text(lines, cell) == "   "
    assert edge_below(lines, "d2") == " ▾ "  # B's opening onto the empty slot
    assert cell_text(lines, "b2") == " S "


@pytest.mark.parametrize("quest_id", ["key-swap", "over-the-pit", "tutorial-1"])
async def test_a_single_card_fits_80x24(quest_id: str) -> None:
    view = shipped(quest_id).view(0)
    app = GridApp(view)
    async with app.run_test(size=(80, 24)):
        grid = app.query_one(QuestGrid)
        size = grid.size
        lines = rendered(grid)
    assert size.width == LABEL_WIDTH + 4 * view["width"] + 1 <= 27
    assert size.height == 2 + 2 * view["height"] <= 14
    assert len(lines) == size.height
    assert all(len(line) == size.width for line in lines)
    assert lines[-1].rstrip().endswith("┘"), "the whole card is drawn, borders included"


async def test_keys_of_the_keymap_and_clicks_post_messages() -> None:
    app = GridApp(shipped("tutorial-1").view(0))
    async with app.run_test(size=(80, 24)) as pilot:
        grid = app.query_one(QuestGrid)
        grid.keymap = {"x": (1, "dir1"), "up": (-1, "N")}
        await pilot.press("x", "up", "y")
        region = grid.cell_region("b2")
        assert region is not None
        await pilot.click(QuestGrid, offset=(region.x + 2, region.y + 1))
        await pilot.pause()
    assert app.seen == [(1, "dir1", "x"), (-1, "N", "up"), "b2"]


def test_junctions_pick_box_characters() -> None:
    assert junction(1, 1, 1, 1) == "┼"
    assert junction(2, 2, 2, 2) == "╬"
    assert junction(0, 0, 2, 2) == "═"
    assert junction(2, 2, 1, 1) == "╫"
    assert junction(1, 1, 2, 2) == "╪"
    assert junction(1, 0, 2, 1) == "┴"  # mixed styles on one axis fall back to single
    assert junction(0, 0, 0, 0) == " "
