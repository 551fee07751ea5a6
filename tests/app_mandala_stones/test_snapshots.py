"""SVG snapshots of the Mandala Stones table, at 80x24 and 120x40.

Update them with `uv run pytest tests/app_mandala_stones/test_snapshots.py --snapshot-update`
and look at the SVG files before committing.
"""

from __future__ import annotations

import pytest
from syrupy.assertion import SnapshotAssertion

from games.core import Seat
from tests.app.helpers import make_app, play_launch
from tests.app_mandala_stones.driver import settle


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_table(size: tuple[int, int], svg_snapshot: SnapshotAssertion) -> None:
    seats = (Seat("Ana"), Seat("Bo", "greedy"), Seat("Cy", "greedy"), Seat("Di", "greedy"))
    app = make_app(play_launch("mandala_stones", seats, seed=31, harmony="on"))
    async with app.run_test(size=size) as pilot:
        for _ in range(4):  # a few turns in, so towers and the Mandala show something
            await settle(pilot, app)
            await pilot.press("enter")
        await settle(pilot, app)
        await pilot.pause()
        assert app.export_screenshot() == svg_snapshot
