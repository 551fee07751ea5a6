"""A game footer shows only whole keys: at 80 columns the keys that do not fit entirely before
the pinned keys panel key (F2) are left out (Textual cut the last one mid-word, "r R▏F2 Keys"),
and a wider terminal shows more of them (widgets.common.footer)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from games.core import Seat
from menara_tui.app import MenaraApp
from tests.app.helpers import game_screen, make_app, play_launch, screen_text, wait_for
from tests.app_mandala_stones.driver import settle as settle_mandala
from tests.app_mmt.driver import settle as settle_mmt
from tests.app_ruins.driver import settle as settle_ruins
from widgets.common.footer import StableFooter

Settle = Callable[[Pilot[Any], MenaraApp], Awaitable[None]]


@pytest.fixture(autouse=True)
def _isolated(data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real games, saving into a temporary directory and reading no user settings."""
    config = tmp_path / "menara-config"
    config.mkdir()
    monkeypatch.setenv("MENARA_TUI_CONFIG", str(config))


def keys_of(app: MenaraApp) -> tuple[list[FooterKey], FooterKey]:
    """The game footer's keys in order (the pinned one left out), and the pinned key."""
    footer = game_screen(app).query_one(StableFooter)
    keys = list(footer.query_children(FooterKey))
    (pinned,) = [key for key in keys if key.has_class("-command-palette")]
    return [key for key in keys if key is not pinned], pinned


def drawn_whole(app: MenaraApp) -> list[str]:
    """The labels of the keys on show, after checking that each is drawn whole before F2 and
    that the first key left out would not have fitted there."""
    keys, pinned = keys_of(app)
    bottom = screen_text(app).splitlines()[-1]
    edge = pinned.region.x
    assert bottom[edge] == "▏"
    assert bottom[edge + 1 :].strip() == pinned.render().plain.strip()
    shown = [key for key in keys if key.display]
    assert shown == keys[: len(shown)], "the keys on show are the first ones, in order"
    for key in shown:
        label = key.render().plain
        assert key.region.width == len(label)
        assert key.region.right <= edge, f"{label!r} runs under the F2 key"
        assert bottom[key.region.x : key.region.right] == label
    if len(shown) < len(keys):
        left_out = keys[len(shown)]
        end = shown[-1].region.right if shown else 0
        gap = max(shown[-1].styles.margin.right if shown else 0, left_out.styles.margin.left)
        assert end + gap + len(left_out.render().plain) > edge, "it would have fitted"
    return [key.render().plain.strip() for key in shown]


GAMES: list[tuple[str, tuple[Seat, ...], Settle]] = [
    ("magic_maze_tower", (Seat("Ana"),), settle_mmt),
    ("ruins", (Seat("Ana"), Seat("Cy", "greedy")), settle_ruins),
    ("mandala_stones", (Seat("Ana"), Seat("Cy", "greedy")), settle_mandala),  # compact below 100
]


@pytest.mark.parametrize(("game_id", "seats", "settle"), GAMES, ids=[g[0] for g in GAMES])
async def test_the_footer_shows_whole_keys_and_more_of_them_when_wider(
    game_id: str, seats: tuple[Seat, ...], settle: Settle
) -> None:
    app = make_app(play_launch(game_id, seats, seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.pause()
        keys, _pinned = keys_of(app)
        narrow = drawn_whole(app)
        assert len(narrow) < len(keys), "the game's keys do not all fit at 80 columns"

        await pilot.resize_terminal(120, 24)
        await wait_for(pilot, lambda: app.screen.size.width == 120, what="120 columns")
        await pilot.pause()
        wide = drawn_whole(app)
        assert wide[: len(narrow)] == narrow
        assert len(wide) > len(narrow)

        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: app.screen.size.width == 80, what="80 columns")
        await pilot.pause()
        assert drawn_whole(app) == narrow


async def test_rebuilding_the_footer_leaves_no_watcher_of_removed_keys() -> None:
    """Each key of Textual's footer watches the footer's `compact`; a rebuild removes the keys
    but Textual drops their watchers only when `compact` changes. They piled up over a game."""
    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Cy", "greedy")), seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle_ruins(pilot, app)
        footer = game_screen(app).query_one(StableFooter)
        for _ in range(20):
            footer.call_later(footer.recompose)  # in the footer's own message loop, as a game does
            await pilot.pause()
        watchers = getattr(footer, "__watchers", {}).get("compact", [])
        keys = list(footer.query_children(FooterKey))
        assert len(watchers) <= len(keys), (len(watchers), len(keys))
