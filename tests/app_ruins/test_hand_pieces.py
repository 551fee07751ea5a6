"""The Ruins hand draws its cards from strips kept between frames (widgets.common.pieces): the
cells must be the ones Textual draws from the same lines as one Text, in every state a player
reaches with the keys, at widths where the cards stand apart, overlap or only partly fit."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from textual.content import Content
from textual.visual import Visual

from tests.app.drawing import cells
from tests.widgets.ruins_harness import RuinsApp
from tests.widgets.ruins_views import FIVE_PLAYER, FLIP_PHASE, PENDING_DISCARD, TWO_PLAYER
from widgets.common.pieces import PieceLines
from widgets.ruins.hand import CardHand


def assert_same_as_whole_text(hand: CardHand) -> None:
    visual = hand.render()
    assert isinstance(visual, PieceLines)
    width, height = hand.size
    kept = Visual.to_strips(hand, visual, width, height, hand.visual_style)
    whole = Content.from_rich_text(visual.text(), console=hand.app.console)
    drawn = Visual.to_strips(hand, whole, width, height, hand.visual_style)
    assert cells(kept) == cells(drawn)
    # the second frame comes from the kept strips
    second = hand.render()
    assert isinstance(second, PieceLines)
    again = Visual.to_strips(hand, second, width, height, hand.visual_style)
    assert cells(again) == cells(drawn)


def undrafted(view: dict[str, Any]) -> dict[str, Any]:
    view = copy.deepcopy(view)
    view["draft"] = None
    for card in view["hand"]:
        card["draft_slots"] = {"top": None, "middle": None, "bottom": None}
        card["draft_claim"] = False
    return view


KEYS = ["right", "right", "space", "left", "space", "end", "space", "o", "home", "b", "escape"]


@pytest.mark.parametrize(
    ("view", "width"),
    [
        (undrafted(TWO_PLAYER), 80),
        (TWO_PLAYER, 80),
        (FIVE_PLAYER, 120),
        (FIVE_PLAYER, 80),
        (FIVE_PLAYER, 50),
        (FIVE_PLAYER, 24),
        (FLIP_PHASE, 80),
        (PENDING_DISCARD, 60),
    ],
)
async def test_kept_card_strips_draw_what_the_whole_text_draws(
    view: dict[str, Any], width: int
) -> None:
    app = RuinsApp(view)
    async with app.run_test(size=(width, 30)) as pilot:
        hand = app.query_one(CardHand)
        assert_same_as_whole_text(hand)
        for key in KEYS:
            await pilot.press(key)
            assert_same_as_whole_text(hand)
