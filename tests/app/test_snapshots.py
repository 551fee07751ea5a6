"""SVG snapshots of the screens people look at, on the dummy registry (stable as games are added).

Update them with `uv run pytest tests/app/test_snapshots.py --snapshot-update` and look at the
SVG files before committing.
"""

from __future__ import annotations

from syrupy.assertion import SnapshotAssertion

from menara_tui.launch import Launch
from menara_tui.screens.rules import RulesScreen
from menara_tui.screens.setup import SetupScreen
from tests.app.helpers import make_app, wait_for


async def test_home(svg_snapshot: SnapshotAssertion) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.export_screenshot() == svg_snapshot


async def test_setup(svg_snapshot: SnapshotAssertion) -> None:
    app = make_app(Launch(kind="play", game_id="dummy", seed=1234))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen), what="setup")
        await pilot.pause()
        assert app.export_screenshot() == svg_snapshot


async def test_rules(svg_snapshot: SnapshotAssertion) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        await wait_for(
            pilot,
            lambda: isinstance(app.screen, RulesScreen) and len(app.screen.sections()) > 1,
            what="rules",
        )
        await pilot.pause()
        assert app.export_screenshot() == svg_snapshot
