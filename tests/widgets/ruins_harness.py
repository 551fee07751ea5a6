"""A tiny app that hosts the Ruins widgets for Pilot tests and records the messages they post."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Footer

from widgets.ruins.effect_choice import EffectChoice
from widgets.ruins.hand import CardHand
from widgets.ruins.table import RuinsTable


class RuinsApp(App[None]):
    """The table, the hand and the burden prompt stacked as the Ruins screen will stack them."""

    CSS = """
    Screen { layout: vertical; }
    EffectChoice { display: none; }
    EffectChoice.-shown { display: block; }
    """

    def __init__(self, view: Mapping[str, Any], *, compact: bool | None = None) -> None:
        super().__init__()
        self.view = view
        self.compact = compact
        self.messages: list[Message] = []

    def compose(self) -> ComposeResult:
        yield RuinsTable(self.view, compact=self.compact)
        yield CardHand(self.view)
        choice = EffectChoice(self.view)
        choice.set_class(bool(choice.choices), "-shown")
        yield choice
        yield Footer()

    def on_mount(self) -> None:
        target: Widget = self.query_one(EffectChoice)
        if not self.query_one(EffectChoice).choices:
            target = self.query_one(CardHand)
        target.focus()

    def record(self, message: Message) -> None:
        self.messages.append(message)

    def on_card_hand_play_requested(self, message: CardHand.PlayRequested) -> None:
        self.record(message)

    def on_card_hand_pass_requested(self, message: CardHand.PassRequested) -> None:
        self.record(message)

    def on_card_hand_claim_requested(self, message: CardHand.ClaimRequested) -> None:
        self.record(message)

    def on_card_hand_buy_requested(self, message: CardHand.BuyRequested) -> None:
        self.record(message)

    def on_card_hand_flip_requested(self, message: CardHand.FlipRequested) -> None:
        self.record(message)

    def on_card_hand_no_flip_requested(self, message: CardHand.NoFlipRequested) -> None:
        self.record(message)

    def on_card_hand_discard_requested(self, message: CardHand.DiscardRequested) -> None:
        self.record(message)

    def on_effect_choice_burden_chosen(self, message: EffectChoice.BurdenChosen) -> None:
        self.record(message)


def widget_lines(widget: Widget) -> list[str]:
    """The widget's rendered lines as plain text (what a NO_COLOR terminal shows)."""
    width, height = widget.size
    return [strip.text for strip in widget.render_lines(Region(0, 0, width, height))]


def widget_text(widget: Widget) -> str:
    return "\n".join(widget_lines(widget))
