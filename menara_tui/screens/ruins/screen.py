"""The Ruins table: the public table, the viewer's hand, and the last things that happened.

The screen only translates the widgets' requests into move notation and submits it; the rules
in `games.ruins` decide what is legal and say why not.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Static

from games.core import Event
from games.ruins import describe_ruin
from menara_tui.screens.game import GameScreen
from menara_tui.screens.round_summary import RoundSummaryScreen
from widgets.common.text import show_text
from widgets.ruins.effect_choice import EffectChoice
from widgets.ruins.hand import CardHand
from widgets.ruins.table import RuinsTable

RUIN_ID = re.compile(r"R\d+[A-Z]")

RECENT_LINES = 3
"""Public log lines kept in view under the table, so humans can follow what bots did."""


class RecentLines(Widget):
    """The latest public log lines in the rows left under the table, newest kept first: at
    80x24 four or five seats make the table two or three rows taller, and three lines of a
    fixed height pushed the reading of the card under the cursor off the screen. A line wraps
    while there is room; the newest one, cut short of rows, ends in "…" (the log, F3, has it
    whole)."""

    DEFAULT_CSS = f"""
    RecentLines {{
        height: 1fr;
        max-height: {RECENT_LINES};
        color: $text-muted;
    }}
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[Text] = []

    def show(self, lines: list[Text]) -> None:
        self.lines = lines
        self.refresh()

    def render(self) -> Text:
        rows, width = self.size.height, self.size.width
        shown: list[Text] = []
        for line in reversed(self.lines):
            wrapped = list(line.wrap(self.app.console, max(1, width)))
            if len(shown) + len(wrapped) > rows:
                if not shown and rows:
                    shown = wrapped[:rows]
                    shown[-1].append(" " * width).truncate(width - 1)
                    shown[-1].rstrip()
                    shown[-1].append("…")
                break
            shown = wrapped + shown
        return Text("\n", no_wrap=True).join(shown)


HANDOFF_PHASES = {
    "flip": "secret flip: you may flip one day ruin to night",
    "play": "your turn",
    "effect": "an effect of your play to resolve",
}

SUMMARY_KINDS = frozenset({"out", "score", "round_end", "win", "round_start", "claim_handover"})
"""Events that make up the end-of-round summary shown step by step."""


def play_notation(ruin_ids: Sequence[str], declared: int | None) -> str:
    text = "play " + " ".join(ruin_ids)
    return f"{text} ={declared}" if declared is not None else text


class RuinsScreen(GameScreen):
    SHOW_LAST_LINE = False  # the three-line strip of recent events below the table says more
    DEFAULT_CSS = """
    RuinsScreen #ruins-choice {
        display: none;
    }
    /* Two rows whatever the card: a height that followed its reading (one row or two) laid
       the whole screen out again, twice, on about a third of the cursor keys. The row under a
       one-row reading is blank either way, and nothing comes below it in the table. */
    RuinsScreen #ruins-reading {
        height: 2;
        color: $text-muted;
    }
    RuinsScreen.-burden #ruins-choice {
        display: block;
    }
    RuinsScreen.-burden #ruins-hand {
        display: none;
    }
    """

    def compose_table(self) -> ComposeResult:
        yield RuinsTable(id="ruins-table")
        yield RecentLines(id="ruins-recent")
        yield EffectChoice(id="ruins-choice")
        yield CardHand(id="ruins-hand")
        yield Static(id="ruins-reading", markup=False)

    # == drawing ===============================================================================

    def show_view(self) -> None:
        view = self.view
        viewer = self.viewer
        human = viewer is not None and self.match.seats[viewer].is_human
        mark = " (you)" if human and self.mode == "play" else " (shown)"
        self.query_one("#ruins-table", RuinsTable).update(view, viewer_mark=mark)
        pending = view.get("pending")
        burden = isinstance(pending, Mapping) and pending.get("kind") == "burden"
        self.set_class(burden and self.can_act, "-burden")
        self.query_one("#ruins-choice", EffectChoice).update(view)
        hand = self.query_one("#ruins-hand", CardHand)
        hand.update(view)
        hand.disabled = self.mode != "play"
        if self.can_act:
            (self.query_one("#ruins-choice", EffectChoice) if burden else hand).focus()
        self._show_recent()
        self._show_reading(hand.cursor_id)

    def _show_reading(self, ruin_id: str | None) -> None:
        """The card under the cursor in plain words: rank, night side, what its effects do."""
        hand = self.view.get("hand")
        ruin = (
            next(
                (r for r in hand if isinstance(r, Mapping) and r.get("id") == ruin_id),
                None,
            )
            if isinstance(hand, list) and ruin_id
            else None
        )
        reading = self.query_one("#ruins-reading", Static)
        offers = self.query_one("#ruins-hand", CardHand).market_text()
        # While a purchase is chosen these rows list the offers (the hand's line has no room).
        show_text(reading, offers or (describe_ruin(ruin) if ruin is not None else ""))

    def on_card_hand_highlighted(self, message: CardHand.Highlighted) -> None:
        self._show_reading(message.ruin_id)

    def _show_recent(self) -> None:
        lines: list[Text] = []
        for line in self.visible_log()[-RECENT_LINES:]:
            marker = "» " if line.last else "  "
            text = Text(marker + line.text, style="bold" if line.last else "")
            if line.bot:
                text.append(" (bot)", style="italic")
            lines.append(text)
        self.query_one("#ruins-recent", RecentLines).show(lines)

    def status_text(self) -> str:
        base = self.default_status()
        view = self.view
        round_no = view.get("round")
        if not isinstance(round_no, int):
            return base
        stage = "Showdown" if view.get("showdown") else f"Round {round_no}"
        return f"{base} · {stage}"

    @classmethod
    def secret_forms(cls, secret: str) -> list[str]:
        # A ruin id (R8D) is how a card is named on screen (the hand's line, notation);
        # words such as "day" are shared with the public table.
        return [secret] if RUIN_ID.fullmatch(secret) else []

    def handoff_text(self, seat: int) -> str:
        view = self.match.state.view(None)
        stage = "Showdown" if view.get("showdown") else f"Round {view.get('round')}"
        phase = HANDOFF_PHASES.get(str(view.get("phase")), "")
        seats = view.get("seats")
        scores = ""
        if isinstance(seats, list):
            scores = "  ".join(f"{s['name']} {s['vp']} VP" for s in seats)
        head = f"{stage} · {phase}\n{scores}" if phase else f"{stage}\n{scores}"
        recent = super().handoff_text(seat)
        return f"{head}\n\n{recent}" if recent else head

    def first_simultaneous_seat(self, humans: frozenset[int]) -> int:
        first = self.match.state.view(None).get("first_player")
        return first if isinstance(first, int) else 0

    def on_events(self, events: Sequence[Event]) -> None:
        # Going out and the end of a round are shown step by step, each point with its reason.
        if self.mode == "replay" or not any(e.kind == "round_end" for e in events):
            return
        if self.mode != "play":
            return
        # Every player reads the summary: only public lines, and the hand under it is covered
        # (the next hand shows only after a hand-off).
        lines = [e.text for e in events if e.kind in SUMMARY_KINDS and e.visible(None)]
        if lines:
            self.cover_for_everyone()
            self.app.push_screen(RoundSummaryScreen(lines))

    # == the hand's requests become moves =======================================================

    def _submit(self, notation: str) -> None:
        if self.submit(notation):
            self.query_one("#ruins-hand", CardHand).clear_selection()

    def on_card_hand_play_requested(self, message: CardHand.PlayRequested) -> None:
        self._submit(play_notation(message.ruin_ids, message.declared))

    def on_card_hand_pass_requested(self, message: CardHand.PassRequested) -> None:
        self._submit("pass")

    def on_card_hand_claim_requested(self, message: CardHand.ClaimRequested) -> None:
        self.submit(f"claim {message.ruin_id}")

    def on_card_hand_buy_requested(self, message: CardHand.BuyRequested) -> None:
        self.submit(f"buy S{message.slot} {message.ruin_id}")

    def on_card_hand_flip_requested(self, message: CardHand.FlipRequested) -> None:
        self._submit(f"flip {message.ruin_id}")

    def on_card_hand_no_flip_requested(self, message: CardHand.NoFlipRequested) -> None:
        self._submit("noflip")

    def on_card_hand_discard_requested(self, message: CardHand.DiscardRequested) -> None:
        self._submit(f"discard {message.ruin_id}")

    def on_effect_choice_burden_chosen(self, message: EffectChoice.BurdenChosen) -> None:
        self._submit(f"burden P{message.seat + 1}")
