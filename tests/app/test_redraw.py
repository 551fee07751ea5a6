"""What a key press redraws: the footer only when its keys change, a text only when it changes
(and the layout only when its height does), the same cells from flattened spans, and legal
moves that follow the position although they are kept between keys."""

from __future__ import annotations

import random
from functools import partial
from itertools import pairwise
from pathlib import Path
from typing import ClassVar

import pytest
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from menara_tui.screens.game import GameScreen
from tests.app.helpers import game_screen, humans, make_app, play_launch, wait_for
from widgets.common.footer import StableFooter
from widgets.common.text import flatten_spans, show_text


class Keys(Widget, can_focus=True):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "always", "Always"),
        Binding("b", "sometimes", "Sometimes"),
    ]
    offer = True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.offer if action == "sometimes" else True

    def action_always(self) -> None:
        self.refresh_bindings()  # as a cursor key does: the keys may have changed (they have not)

    def action_sometimes(self) -> None:
        self.offer = False
        self.refresh_bindings()


class FooterApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Keys()
        yield StableFooter()


def footer_keys(app: App[None]) -> list[FooterKey]:
    return list(app.screen.query(FooterKey))


async def test_the_footer_is_rebuilt_only_when_its_keys_change() -> None:
    app = FooterApp()
    async with app.run_test() as pilot:
        app.screen.query_one(Keys).focus()
        await pilot.pause()
        before = footer_keys(app)
        assert {key.description for key in before} >= {"Always", "Sometimes"}

        await pilot.press("a")
        await pilot.pause()
        assert footer_keys(app) == before, "the same keys: the same key widgets"

        await pilot.press("b")
        await pilot.pause()
        after = footer_keys(app)
        assert "Sometimes" not in {key.description for key in after}
        assert "Always" in {key.description for key in after}


class TextApp(App[None]):
    CSS = "#box { width: 20; height: auto; } #under { height: 1; }"

    def compose(self) -> ComposeResult:
        yield Static("one line", id="box", markup=False)
        yield Static("below", id="under", markup=False)


async def test_show_text_relayouts_only_when_the_height_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = TextApp()
    async with app.run_test(size=(40, 10)) as pilot:
        box = app.query_one("#box", Static)
        under = app.query_one("#under", Static)
        layouts: list[bool] = []
        real_update = Static.update

        def update(self: Static, content: object = "", *, layout: bool = True) -> None:
            layouts.append(layout)
            real_update(self, content, layout=layout)  # type: ignore[arg-type]

        monkeypatch.setattr(Static, "update", update)

        show_text(box, "one line")
        assert layouts == [], "the same text is not drawn again"

        show_text(box, "another")
        await pilot.pause()
        assert layouts == [False]
        assert (box.size.height, under.region.y) == (1, 1)
        assert box.render_line(0).text.startswith("another")

        # Twenty columns: this wraps to two rows, and what is below moves down.
        show_text(box, "a much longer text that wraps")
        await pilot.pause()
        assert (box.size.height, under.region.y) == (2, 2)

        show_text(box, Text("short"))
        await pilot.pause()
        assert (box.size.height, under.region.y) == (1, 1)


def test_flattened_spans_draw_the_same_cells() -> None:
    console = Console(width=50, force_terminal=True, color_system="truecolor")
    rng = random.Random(11)
    styles = [Style.parse(s) for s in ("bold", "red", "reverse", "dim", "on blue", "not bold")]
    for _ in range(200):
        text = Text("".join(rng.choice("ab ☀─\n") for _ in range(rng.randint(0, 60))))
        bases: list[str | Style] = [*styles, ""]
        text.style = rng.choice(bases)
        for _ in range(rng.randint(0, 10)):
            start = rng.randint(0, 60)
            text.stylize(rng.choice(styles), start, rng.randint(start, 70))
        flat = flatten_spans(text)
        spans = sorted(flat.spans, key=lambda span: span.start)
        assert all(a.end <= b.start for a, b in pairwise(spans))
        drawn = list(Segment.simplify(console.render(text)))
        assert list(Segment.simplify(console.render(flat))) == drawn


def test_spans_named_by_style_stay_as_they_are() -> None:
    text = Text("ab")
    text.stylize("bold", 0, 1)
    assert flatten_spans(text) is text


def moves_made(game: GameScreen, count: int) -> bool:
    return len(game.match.moves) == count


async def test_legal_moves_follow_the_position_between_keys(data_dir: Path) -> None:
    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test() as pilot:
        await wait_for(pilot, lambda: game_screen(app) is not None and game_screen(app).can_act)
        game = game_screen(app)

        def engine() -> list[object]:
            return game.match.state.legal_moves(game.viewer) if game.can_act else []

        first = game.legal_moves()
        assert first
        assert first == engine()
        first.clear()  # a caller's list is its own
        assert game.legal_moves() == engine()
        for played in (1, 2):
            await pilot.press("1")
            await wait_for(pilot, partial(moves_made, game, played))
            assert game.legal_moves() == engine()
        game.take_back(game.match.moves[-1].seat, 1)
        await pilot.pause()
        assert len(game.match.moves) == 1
        assert game.legal_moves() == engine()
