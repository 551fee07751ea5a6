"""The map of an epic's cards fits the side panel (28 columns) with every pawn aboard."""

from __future__ import annotations

import pytest

from games.core import Match, Seat
from games.magic_maze_tower import GAME, campaign_adventures
from widgets.magic_maze_tower.card_map import card_map

SIDE_PANEL = 28


@pytest.mark.parametrize("epic", [a.epic.quest_id for a in campaign_adventures()])
def test_the_card_map_fits_the_side_panel_and_names_every_pawn(epic: str) -> None:
    match = Match.new(GAME, (Seat("Solo"),), seed=1, options={"quest": epic})
    view = match.state.view(0)
    lines = card_map(view).splitlines()
    legend = lines.pop()
    assert legend.startswith(("↻ turn", "⇄ slide"))
    assert all(len(line) < SIDE_PANEL for line in lines), lines
    heroes = "".join(line for line in lines if not line.lstrip().startswith("Cards"))
    for pawn in view["pawns"]:
        assert str(pawn["hero"]) in heroes


def test_a_card_full_of_heroes_still_fits() -> None:
    """All five heroes on one card of a hollow 3x3: the columns widen, the map stays narrow."""
    match = Match.new(GAME, (Seat("Solo"),), seed=1, options={"quest": "adv14-epic"})
    view = dict(match.state.view(0))
    view["pawns"] = [{"hero": h, "card": "A"} for h in "debms"]
    lines = card_map(view).splitlines()
    assert "debms" in lines[1]
    assert all(len(line) < SIDE_PANEL for line in lines[:-1]), lines
