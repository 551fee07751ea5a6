"""The rules screen: reachable from home, setup and a game; browsable by section."""

from __future__ import annotations

import time

import pytest

from menara_tui.launch import Launch
from menara_tui.screens import registry
from menara_tui.screens.home import HomeScreen
from menara_tui.screens.rules import RulesScreen, rules_parts
from menara_tui.screens.setup import SetupScreen
from tests.app.dummy_screen import DummyScreen
from tests.app.helpers import SIZES, humans, make_app, play_launch, screen_text, wait_for


def rules_ready(app: object) -> bool:
    screen = getattr(app, "screen", None)
    return isinstance(screen, RulesScreen) and screen.complete and len(screen.sections()) > 1


@pytest.mark.parametrize("size", SIZES)
async def test_rules_from_home_show_the_games_rules_md(size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: rules_ready(app), what="rules")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        titles = [title for title, _block in screen.sections()]
        assert titles == ["Secret Sums", "Overview", "Setup", "Play", "Scoring", "End of the game"]
        text = screen_text(app)
        assert "Every player holds a secret number" in text
        assert "Section 1 of 6: Secret Sums" in text
        assert screen.viewer.show_table_of_contents == (size[0] >= 100)
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)


async def test_sections_are_reached_with_keys_and_contents_toggle() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: rules_ready(app), what="rules")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        await pilot.press("n", "n", "n")
        await pilot.pause()
        assert screen.section == 3
        assert "Section 4 of 6: Play" in screen_text(app)
        assert screen.viewer.scroll_y > 0
        assert "On your turn pick 1, 2 or 3" in screen_text(app)
        await pilot.press("p")
        await pilot.pause()
        assert "Section 3 of 6: Setup" in screen_text(app)
        await pilot.press("n", "n", "n", "n", "n")  # stops at the last section
        assert screen.section == 5
        await pilot.press("t")
        await pilot.pause()
        assert screen.viewer.show_table_of_contents
        assert screen.viewer.table_of_contents.display
        await pilot.press("t")
        assert not screen.viewer.show_table_of_contents


async def test_narrow_contents_cover_the_text_until_a_section_is_chosen() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: rules_ready(app), what="rules")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        await pilot.press("t")
        await pilot.pause()
        assert "Ⅱ Scoring" in screen_text(app)
        assert "Every player holds a secret number" not in screen_text(app)
        await pilot.press("down", "down", "down", "down", "enter")
        await wait_for(pilot, lambda: not screen.viewer.show_table_of_contents, what="closed")
        await pilot.pause()
        assert "Section 4 of 6: Play" in screen_text(app)
        assert "On your turn pick 1, 2 or 3" in screen_text(app)
        assert screen.viewer.scroll_y > 0


async def test_rules_from_setup_and_from_a_game() -> None:
    app = make_app(Launch(kind="play", game_id="dummy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        await pilot.press("f1")
        await wait_for(pilot, lambda: rules_ready(app), what="rules from setup (F1)")
        await pilot.press("escape")
        assert isinstance(app.screen, SetupScreen)
        # A name field takes "?" as a character (Textual gives printable keys to inputs);
        # elsewhere on the form "?" opens the rules too.
        app.screen.query_one("#start").focus()
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: rules_ready(app), what="rules from setup (?)")

    app = make_app(play_launch("dummy_open", humans("Ada", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, DummyScreen), what="game")
        for key in ("f1", "question_mark"):
            await pilot.press(key)
            await wait_for(pilot, lambda: rules_ready(app), what=f"rules from the game ({key})")
            await pilot.press("escape")
            assert isinstance(app.screen, DummyScreen)


async def test_missing_rules_text_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.RULES_PACKAGES, "dummy", "games.core")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(
            pilot, lambda: "not written yet" in screen_text(app), what="missing-rules note"
        )


async def test_a_storm_of_resizes_lays_the_text_out_once_at_the_final_size(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """During a storm the text is put aside (no layout per size); once the size settles it is
    laid out at that size, readable and scrollable, and the part read before stays on show."""
    from textual.events import Resize
    from textual.geometry import Size

    from menara_tui.screens import rules

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: rules_ready(app), what="rules")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        await pilot.press("n", "n", "n")
        await pilot.pause()
        assert "On your turn pick 1, 2 or 3" in screen_text(app)
        driver = app._driver
        assert driver is not None
        # When the screen has put the text aside for each size (the app hands the size on to
        # the screen a message later, which a loaded machine may not have done after one pause).
        put_aside: list[float] = []
        original = screen._put_aside

        def counted() -> None:
            put_aside.append(time.monotonic())
            original()

        monkeypatch.setattr(screen, "_put_aside", counted)
        for width, height in [(120, 30), (90, 40), (150, 26), (100, 30)]:
            size = Size(width, height)
            driver._size = size
            wanted = len(put_aside) + 1
            app.post_message(Resize(size, size))

            # A loaded machine may take longer than the settling time between two sizes: the
            # storm is over then, and the text may already be laid out at this very size (the
            # app knows a size a timer tick before its screen does), with nothing to put aside.
            def handled(wanted: int = wanted, size: Size = size) -> bool:
                laid_out = screen.viewer.display and screen._laid_out_at == size
                return len(put_aside) >= wanted or laid_out

            await wait_for(pilot, handled, what="the resize")
            # Put aside while the sizes keep coming: nothing to lay out.
            if len(put_aside) >= wanted and time.monotonic() - put_aside[-1] < rules.REFLOW_SETTLE:
                assert not screen.viewer.display
        await wait_for(pilot, lambda: screen.viewer.display, limit=5 * rules.REFLOW_SETTLE)
        await pilot.pause()
        text = screen_text(app)
        assert len(text.splitlines()[0]) >= 99, "drawn at the final width"
        assert "On your turn pick 1, 2 or 3" in text, "the section read stays on show"
        assert screen.has_class("-narrow") is False
        await pilot.press("p")
        await pilot.pause()
        assert "Section 3 of 6: Setup" in screen_text(app)


async def test_a_lone_resize_back_to_the_same_size_keeps_the_text() -> None:
    from textual.events import Resize

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: rules_ready(app), what="rules")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        screen.post_message(Resize(app.size, app.size))
        await pilot.pause()
        assert screen.viewer.display


def test_a_long_rules_text_is_cut_in_parts_at_section_headings() -> None:
    text = registry.rules_text("menara")
    assert text is not None
    parts = rules_parts(text)
    assert len(parts) > 2
    assert "".join(parts) == text
    assert all(part.startswith(("# ", "## ")) for part in parts)
    assert len(parts[0].splitlines()) < 60  # the first part: about a screen of text
