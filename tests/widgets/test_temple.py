"""The temple widget draws engine views: plan, top view, ghost preview, and it fits 80x24."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from textual.app import App, ComposeResult

from games.menara import GAME
from games.menara.data import FLOORS, RITUALS_BY_ID
from games.menara.geometry import Placement, shape
from games.menara.preview import floor_preview
from games.menara.state import MenaraState
from games.menara.statics import PlacedFloor
from tests.app.helpers import screen_text
from tests.games.menara.helpers import FLOATING_QUARRY_OPENING
from widgets.menara.panel import TemplePanel, panel_lines, rite_lines
from widgets.menara.side import side_text
from widgets.menara.temple import TemplePlan, draw_plan, legend_lines, plan_text, top_text


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


# -- the expansion (issue 13, spec §6, §7.10) ---------------------------------------------------

ALL_MODULES = {
    **{f"floor_x{k}": "on" for k in range(1, 9)},
    "golden_columns": "on",
    "tears": "on",
    "fate": "bearable",
    "ritual": "curse",
}


def laid(fid: str, x: int, y: int, columns: dict[int, str] | None = None) -> PlacedFloor:
    """Expansion floor `fid` light side up at (x, y), level 0, columns by base index."""
    bases = shape(FLOORS[fid], "L", 0).bases
    return PlacedFloor(
        fid, "L", 0, x, y, 0, tuple((columns or {}).get(j, "") for j in range(len(bases)))
    )


def new_floors_state() -> MenaraState:
    """Seven new floors side by side on level 0 (as a base; laid by hand, not by the rules):
    X1 with a golden column on a twin base, X2 and X8 with columns on their chains, X6 with a
    tilted red column and a golden one, X7's centre and X5's order numbers."""
    state = GAME.new_state(["Solo"], seed=7, options=ALL_MODULES)
    floors = (
        laid("X1", 0, 0, {0: "G", 1: "R"}),
        laid("X2", 10, 0, {0: "Y"}),
        laid("X3", 18, 0),
        laid("X8", 0, 7, {0: "K", 1: "W"}),
        laid("X6", 13, 7, {0: "R", 1: "G"}),
        laid("X7", 24, 7),
        laid("X5", 0, 13),
    )
    return state.evolve(floors=floors, phase="start", base_todo=())


def test_the_plan_shows_the_new_floors_markings() -> None:
    view = new_floors_state().view(0)
    text = plan_text(view, 0)
    # X8, the Bridge of Dangers: positions after the bases, arrows where columns are pushed.
    assert "K1→ → W2→ → *3→ → *4" in text
    # X2: the chain's start holds a yellow column, bases 2 and 3 are empty chain bases.
    assert "Y1" in text
    assert "*2" in text
    assert "*3" in text
    # X3's light side and X5: order numbers.
    assert "y1" in text
    assert "r2" in text
    assert "k3" in text
    assert "k4" in text
    # X1: twin links, a golden column on one of them.
    assert "G=" in text
    assert "R=" in text
    assert "y≈" in text
    assert "k≈" in text
    # X6: a tilted red column, a golden column, an empty ruin base; X7's white centre.
    rows = text.splitlines()
    x6 = [row for row in rows if "/" in row]
    assert x6
    assert "~" in text
    assert "@" in text
    # Every floor shows its blue mark (light side up), none carries a tear yet.
    assert text.count("◇") == len(view["floors"])
    assert "◆" not in text
    grid, _ = draw_plan(view, 0)
    assert grid.notes == {"chain", "order", "twin", "ruin", "centre", "golden", "mark"}
    legend = legend_lines(grid.notes, 45)
    assert all(len(line) <= 45 for line in legend)
    assert "*1→ chain: enter at 1" in legend[0]
    assert any("◇◆ tear mark" in line for line in legend)


def test_the_base_game_plan_has_no_expansion_markings() -> None:
    state = play(GAME.new_state(["Solo"], seed=7), "base auto", "reveal easy")
    view = state.view(0)
    assert view["expansion"] is None
    assert all(f["mark"] is None for f in view["floors"]), "marks are drawn with tears only"
    grid, _ = draw_plan(view, 0)
    assert grid.notes == set()
    assert legend_lines(grid.notes, 80) == []
    assert not any(c in plan_text(view, 0) for c in "◇◆@/~=≈→")


def test_the_side_view_tilts_ruin_columns() -> None:
    text = side_text(new_floors_state().view(0), 80, 10)
    assert "/" in text, "the red column on X6's ruin base stands tilted"
    assert "G" in text


def test_expansion_lines_and_the_status_lines() -> None:
    state = new_floors_state()
    view = state.view(0)
    ex = view["expansion"]
    lines = "\n".join(t for t, _ in panel_lines(view))
    assert "Ritual 3: The Curse of the Gods' Tears" in lines
    assert f"Golden 2 · new {' '.join(ex['floors'])}" in lines
    assert "Tears b6 r6 · on b0/6 r0/6" in lines
    assert f"Fate {ex['fate']['display'][0]} · pile {ex['fate']['pile']}" in lines
    assert "Quarry" in lines
    assert "next by Fate" in lines
    rite = rite_lines(view, 80)
    assert rite[0] == "Ritual 3: " + RITUALS_BY_ID["curse"].rule, "the name does not fit"
    assert rite[1].startswith("Fate bearable (the face-up card is next): ")
    assert all(len(line) <= 80 for line in rite)
    assert rite_lines(view, 40)[1] == f"Fate bearable: {ex['fate']['display'][0]} · pile 22"


def test_the_view_keeps_the_fate_pile_hidden() -> None:
    state = new_floors_state()
    view = state.view(0)
    assert view["quarry"]["top"] is None, "with Fate the top of the quarry is not the next floor"
    assert view["expansion"]["fate"]["pile"] == len(state.extras.fate_pile)
    # Everything drawn but the list of new floors in play (names every X floor, hidden or not).
    ex = {k: v for k, v in view["expansion"].items() if k != "floors"}
    shown = json.dumps({**view, "expansion": ex})
    face_down = [f for f in state.extras.fate_pile if f not in {g.fid for g in state.floors}]
    assert face_down
    assert not any(f'"{fid}"' in shown for fid in face_down)


def test_the_ghost_shows_the_mark_it_would_bring() -> None:
    """Seed 7 with tears and Merciful Fate: F12 chosen after F06 is completed; its dark side
    shows a red mark, its light side none (§2.3.3)."""
    options = {"first_game": "on", "tears": "on", "fate": "merciful"}
    state = GAME.new_state(["Solo"], seed=7, options=options)
    state = play(
        state,
        "base auto",
        "tear blue for K",
        "reveal easy",
        "place G F06 31,18",
        "place Y F06 32,21",
        "end",
        "reveal easy",
        "place R F06 33,19",
        "place W F06 30,20",
        "choose F12",
    )
    places = state.floor_options()
    dark = floor_preview(state, next(p for p in places if p.side == "D")).to_json()
    light = floor_preview(state, next(p for p in places if p.side == "L")).to_json()
    assert dark["mark"] is not None
    assert dark["mark"]["colour"] == "R"
    assert light["mark"] is None
    view = state.view(0)

    def added_marks(ghost: dict[str, Any]) -> int:
        level = int(ghost["level"])
        return plan_text(view, level, ghost=ghost).count("◇") - plan_text(view, level).count("◇")

    assert added_marks(dark) == 1
    assert added_marks(light) == 0
    plain = floor_preview(first_floor_due(), first_floor_due().floor_options()[0]).to_json()
    assert plain["mark"] is None, "no marks without the tears"


def test_the_floating_quarry_choice_and_its_top_level_limit() -> None:
    """Seed 2 with the Floating Quarry: F11 is completed, the top three floors are offered; the
    second one may then only go on the top level (§6.4 #11)."""
    state = play(
        GAME.new_state(["Solo"], seed=2, options={"ritual": "floating_quarry"}),
        *FLOATING_QUARRY_OPENING,
    )
    view = state.view(0)
    ex = view["expansion"]
    assert [f["id"] for f in ex["choice"]] == ["F17", "F08", "F09"]
    assert view["floor_due"] is None
    assert view["quarry"]["top"] is None, "the top is not the next floor during the choice"
    lines = [text for text, _ in panel_lines(view)]
    assert "Choose next: F17 F08 F09" in lines
    assert "Quarry 15: choose the next" in lines
    chosen = play(state, "choose F08").view(0)
    assert chosen["expansion"]["top_only"] == "F08"
    assert chosen["floor_due"]["id"] == "F08"
    lines = [text for text, _ in panel_lines(chosen)]
    assert "F08 may only go on the top level" in lines
    assert "Quarry 15: next F08 (26 cells) · DUE" in "\n".join(lines)


def test_tough_fate_hides_the_next_floor_until_it_is_turned_up() -> None:
    """Seed 1 with Tough Fate: nothing is face up; the floor is named only when it is due."""
    state = play(
        GAME.new_state(["Solo"], seed=1, options={"fate": "tough"}),
        "base auto",
        "swap R for Y",
        "reveal easy",
        "place K F04 30,21",
        "place Y F04 32,19",
        "end",
        "swap R for Y",
        "reveal easy",
    )
    view = state.view(0)
    assert view["quarry"]["top"] is None
    assert view["expansion"]["fate"]["display"] == []
    assert "Quarry 15: next by Fate" in [text for text, _ in panel_lines(view)]
    assert rite_lines(view, 80)[0].startswith("Fate tough (the hidden pile's top card is next)")
    due = play(state, "place R F04 30,19").view(0)
    assert due["floor_due"] is not None
    assert due["quarry"]["top"]["id"] == due["floor_due"]["id"], "turned up: now public"


def test_kept_cards_and_held_tears_are_listed_under_their_seat() -> None:
    state = new_floors_state()
    extras = replace(state.extras, kept=(("E04", "M02"),), tears_held=((2, 1),))
    lines = [text for text, _ in panel_lines(state.evolve(extras=extras).view(0))]
    seat = next(i for i, line in enumerate(lines) if line.startswith("▶Solo:"))
    assert lines[seat + 1 : seat + 3] == ["  holds tears b2 r1", "  keeps E04 M02"]
