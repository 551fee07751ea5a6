"""The temple widget draws engine views: plan, top view, ghost preview, and it fits 80x24."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult

from games.menara import GAME
from games.menara.geometry import Placement
from games.menara.preview import floor_preview
from games.menara.state import MenaraState
from tests.app.helpers import screen_text
from widgets.menara.panel import TemplePanel, panel_lines
from widgets.menara.temple import TemplePlan, plan_text, top_text


def play(state: MenaraState, *notations: str) -> MenaraState:
    for text in notations:
        state, _ = state.apply(GAME.parse_move(text), 0)
    return state


def first_floor_due() -> MenaraState:
    """Seed 7, solo: F06 is completed and F12 must be added."""
    state = GAME.new_state(["Solo"], seed=7)
    return play(
        state,
        "base auto",
        "reveal easy",
        "place K F06 31,18",
        "place Y F06 32,21",
        "end",
        "reveal easy",
        "place R F06 33,19",
        "place W F06 30,20",
    )


def test_plan_shows_empty_bases_lowercase_and_columns_as_capitals() -> None:
    state = play(GAME.new_state(["Solo"], seed=7), "base auto", "reveal easy")
    view = state.view(0)
    empty = {b["colour"].lower() for f in view["floors"] for b in f["bases"]}
    before = plan_text(view, 0)
    assert empty <= set(before)
    assert "K" not in before
    after = plan_text(play(state, "place K F06 31,18").view(0), 0)
    assert "K" in after
    assert after.count("k") == before.count("k") - 1
    assert all(fid in before for fid in ("F06", "F07", "F14")), "floor IDs are printed"


def test_supports_are_marked_on_the_upper_level_and_the_top_view_shows_levels() -> None:
    state = first_floor_due()
    placement = next(p for p in state.floor_options() if p.level == 1)
    built = play(state, f"floor {placement}")
    view = built.view(0)
    upper = next(f for f in view["floors"] if f["level"] == 1)
    text = plan_text(view, 1)
    assert text.count("[") == len(upper["supports"]) >= 2
    top = top_text(view)
    assert "1" in top
    assert "0" in top


def test_the_ghost_shows_supports_and_centre() -> None:
    state = first_floor_due()
    placement = next(p for p in state.floor_options() if p.level == 1)
    ghost = floor_preview(state, placement).to_json()
    text = plan_text(state.view(0), 1, ghost=ghost)
    assert ":" in text
    assert text.count("[") == len(ghost["supports"])
    assert "+" in text or ghost["status"].startswith("OK")
    assert "margin" in str(ghost["status"])


def test_an_illegal_ghost_says_why() -> None:
    state = first_floor_due()
    p = next(p for p in state.floor_options() if p.level == 1)
    bad = floor_preview(state, Placement(p.fid, p.side, p.rot, p.x + 12, p.y, 1)).to_json()
    assert str(bad["status"]).startswith("ILLEGAL:")
    text = plan_text(state.view(0), 1, ghost=bad)
    assert ":" in text


def test_panel_lines_name_the_goal_and_the_supplies() -> None:
    view = first_floor_due().view(0)
    lines = [text for text, _ in panel_lines(view)]
    joined = "\n".join(lines)
    assert "0 levels built, 4 needed" in joined
    assert "Quarry" in joined
    assert "DUE" in joined
    assert any(line.startswith("▶Solo: Y") for line in lines)
    assert "Lv0 F06L F07L F14L" in joined


class TempleApp(App[None]):
    def __init__(self, view: Any, ghost: Any) -> None:
        super().__init__()
        self.view, self.ghost = view, ghost

    def compose(self) -> ComposeResult:
        yield TemplePlan()
        yield TemplePanel()

    def on_mount(self) -> None:
        self.query_one(TemplePlan).show(self.view, level=1, ghost=self.ghost)
        self.query_one(TemplePanel).show(self.view)


async def test_the_widget_fits_80x24() -> None:
    state = first_floor_due()
    placement = next(p for p in state.floor_options() if p.level == 1)
    ghost = floor_preview(state, placement).to_json()
    app = TempleApp(state.view(0), ghost)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)  # type: ignore[arg-type]
        lines = text.splitlines()
        assert len(lines) <= 24
        assert all(len(line) <= 80 for line in lines)
        assert "Plan of level 1" in text
        assert "[" in text
        assert ":" in text
        assert "support" in text, "the legend explains the marks"
