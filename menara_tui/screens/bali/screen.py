"""The Bali table: the offer and altar, every seat's display, the viewer's hand as cards, and the
moves the viewer may make now.

The screen turns key presses into move notation and submits it; the rules in `games.bali`
decide and say why not. Picking a card in the hand lists the moves that play it (or submits
the only one); a card that cannot be played is still submitted, so the rule's own sentence
explains why.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from games.bali import (
    CARD_CODES,
    KIND_NAMES,
    Discard,
    Play,
    PlayFarmers,
    PlayTemple,
    Take,
    describe,
)
from menara_tui.screens.base import fit_footer
from menara_tui.screens.game import GameScreen
from widgets.bali.table import OfferPanel, SeatsPanel, hand_faces, own_lines
from widgets.common.cards import CardRow
from widgets.common.text import clip

TALL = 30
"""From this many rows every column's scoring preview shows at once."""

PROMPTS = {
    "buy": "Buy one sacrifice card (optional), or play cards.",
    "play": "Play cards.",
    "sacrifice": "Sacrifice phase: place one of your sacrifice cards face up on the altar.",
    "facedown": "Sacrifice phase: place one of your sacrifice cards face down on the altar.",
    "supply": "Sacrifice phase: place a card from the supply face up on the altar.",
    "take": "Take cards from the offer (keys 1–4 or the list).",
    "shrine": "Shrine scoring: split your units between VP and stones.",
    "temple": "Temple scoring: choose your sacrifice card from the supply.",
}
PHASE_WORDS = {
    "buy": "buy or play",
    "play": "play cards",
    "sacrifice": "sacrifice phase",
    "facedown": "sacrifice phase",
    "supply": "sacrifice phase",
    "take": "take cards",
    "shrine": "Shrine scoring",
    "temple": "Temple scoring",
    "over": "game over",
}


def played_code(move: object) -> str | None:
    """The hand card a move plays or discards (its code), or None."""
    if isinstance(move, Play | Discard):
        return _code(move.card)
    if isinstance(move, PlayFarmers):
        return ("F-rice", "F-peanut", "F-banana", "F-pepper")[move.kind]
    if isinstance(move, PlayTemple):
        return "TC"
    return None


def _code(card: int) -> str:
    return str(CARD_CODES[card])


def public_notation(notation: str) -> str:
    """A move's notation with the secret part hidden: the kind placed face down."""
    words = notation.split()
    if words[:1] == ["facedown"]:
        return "facedown ?"
    if words[:2] == ["play", "TC"] and len(words) == 5:
        return " ".join([*words[:4], "?"])
    return notation


def natural_play(code: str) -> str:
    """The notation a player means by picking this card, to let the rules say why not."""
    if code == "TC":
        return "play TC A rice rice"
    return f"play {code}"


class BaliScreen(GameScreen):
    MOVE_ACTIONS: ClassVar[frozenset[str]] = frozenset({"take"})
    BINDINGS: ClassVar[list[BindingType]] = [
        # 1-3 stay out of the footer and the keys panel (F2): the "1-4 Take" entry stands for
        # all four (the panel listed taking twice).
        Binding("1", "take(0)", "Take C1", id="bali.take1", show=False, system=True),
        Binding("2", "take(1)", "Take C2", id="bali.take2", show=False, system=True),
        Binding("3", "take(2)", "Take C3", id="bali.take3", show=False, system=True),
        Binding("4", "take(3)", "Take", id="bali.take4", key_display="1-4"),
        # `m` and `:` open the shell's move list, as in every game; `l` goes to the list on
        # the table. Tab reaches both, so the footer keeps its 80 columns for the keys above.
        Binding("h", "focus_hand", "Hand", id="bali.hand", show=False),
        Binding("l", "focus_moves", "List", id="bali.list", show=False),
    ]
    DEFAULT_CSS = """
    BaliScreen #bali-prompt {
        height: auto;
        text-style: bold;
    }
    BaliScreen #bali-preview {
        height: auto;
        color: $text-muted;
    }
    BaliScreen #bali-private {
        height: 5;
    }
    BaliScreen #bali-hand {
        width: 54;
    }
    BaliScreen #bali-own {
        width: 1fr;
        min-width: 20;
        padding-left: 1;
    }
    BaliScreen #bali-moves {
        height: 1fr;
        min-height: 3;
        border: none;
        padding: 0;
    }
    BaliScreen #bali-moves:focus {
        border: none;
    }
    """

    def compose_table(self) -> ComposeResult:
        yield OfferPanel(id="bali-offer")
        yield SeatsPanel(id="bali-seats")
        yield Static(id="bali-preview", markup=False)
        with Horizontal(id="bali-private"):
            yield CardRow(id="bali-hand", empty="Your hand is hidden until it is your turn.")
            yield Static(id="bali-own", markup=False)
        yield Static(id="bali-prompt", markup=False)
        yield OptionList(id="bali-moves")

    # == drawing ===============================================================================

    def show_view(self) -> None:
        view = self.view
        self.query_one("#bali-offer", OfferPanel).show(view)
        viewer = self.viewer
        yours = self.mode == "play" and viewer is not None and self.match.seats[viewer].is_human
        # A demo or replay shows a bot's hand: name whose it is, never "you" (a long name ends
        # in "…" so that "…'s sacrifices:" keeps to the side column's one line).
        owner = "Your" if yours or viewer is None else f"{clip(self.seat_name(viewer), 10)}'s"
        self.query_one("#bali-seats", SeatsPanel).show(view, " (you)" if yours else " (shown)")
        moves = self.legal_moves()
        playable = {code for m in moves if (code := played_code(m)) is not None}
        hand = self.query_one("#bali-hand", CardRow)
        choosing = self.can_act and view["phase"] in ("buy", "play")
        hand.update(hand_faces(view, sorted(playable), choosing) if "hand" in view else [])
        self.query_one("#bali-own", Static).update("\n".join(own_lines(view, owner)))
        prompt = ""
        if self.can_act:
            prompt = PROMPTS.get(str(view["phase"]), "")
            if view["phase"] == "buy" and not any(str(m).startswith("buy") for m in moves):
                # Offering a purchase the rules refuse (too few stones, the demon) misleads.
                prompt = "Play cards (no sacrifice card can be bought now)."
            if view["phase"] == "take":
                prompt = f"Take {view['to_take']} more card(s) from the offer (keys 1–4 or list)."
            if view["phase"] == "shrine":
                prompt = (
                    f"Shrine scoring: split your {view.get('shrine_units')} units (VP / stones)."
                )
        elif not self.match.state.is_over() and self.mode == "play":
            actor = view["actor"]
            if isinstance(actor, int):
                prompt = f"Waiting for {self.seat_name(actor)} ({PHASE_WORDS[str(view['phase'])]})."
        self.query_one("#bali-prompt", Static).update(prompt)
        options = self.query_one("#bali-moves", OptionList)
        options.clear_options()
        options.add_options([Option(describe(m), id=str(m)) for m in moves])
        # Display, disabled and focus changes restyle the whole screen: change them only when
        # they differ (a redraw happens after every move).
        if options.display != bool(moves):
            options.display = bool(moves)
        if moves:
            options.highlighted = 0
        if hand.disabled != (self.mode != "play"):
            hand.disabled = self.mode != "play"
        self._show_preview(moves[0] if moves else None)
        if self.can_act:
            phase_uses_hand = view["phase"] in ("buy", "play") and not any(
                str(m).startswith("buy") for m in moves
            )
            target = hand if phase_uses_hand else options
            if not target.has_focus:
                target.focus()

    def _show_preview(self, move: object) -> None:
        """Before the scoring: what each take would start and why, one line per column (all
        four on tall terminals, the highlighted one at 80x24)."""
        view = self.view
        previews: list[str | None] = list(view.get("previews") or [])
        lines: list[str] = []
        if view.get("phase") == "take" and view.get("to_take") == 1:
            chosen = move.column if isinstance(move, Take) else None
            tall = self.app.size.height >= TALL
            for column, line in enumerate(previews):
                if line and (tall or column == chosen):
                    mark = "»" if column == chosen else " "
                    lines.append(f"{mark} If you take C{column + 1}: {line}")
        text = "\n".join(lines)
        preview = self.query_one("#bali-preview", Static)
        preview.update(Text(text))
        if preview.display != bool(text):
            preview.display = bool(text)

    def game_over_screen(self) -> Screen[Any]:
        """The scores, and under them what the final screen of spec 7.5 also shows: each
        player's holdings per kind (the kind rows give only their points, nothing when the
        altar holds none) and the stones left, which break a tie."""
        from menara_tui.screens.gameover import GameOverScreen

        final = self.match.state.view(None)["final"]
        assert isinstance(final, dict)
        holdings = final["holdings"]
        stones = final["stones"]
        assert isinstance(holdings, list)
        assert isinstance(stones, list)
        facts: list[tuple[str, list[str | int]]] = []
        for name in KIND_NAMES:
            facts.append((f"{name.capitalize()} held", [h[name] for h in holdings]))
        facts.append(("Stones left", list(stones)))
        return GameOverScreen(self.match, mode=self.mode, facts=facts)

    def status_text(self) -> str:
        base = self.default_status()
        if self.mode == "replay" and self.replay_index and not self.match.state.is_over():
            # The notation of a face-down placement or a temple payment names a secret card:
            # a replay of an unfinished game shows what a spectator saw instead.
            played = self.match.moves[self.replay_index - 1]
            secret = public_notation(played.notation)
            if secret != played.notation:
                base = base.replace(played.notation, secret)
        view = self.view
        if view.get("phase") == "over":
            return base
        return f"{base} · Turn {view.get('turn')} · {PHASE_WORDS.get(str(view.get('phase')), '')}"

    def handoff_text(self, seat: int) -> str:
        view = self.match.state.view(None)
        phase = PHASE_WORDS.get(str(view.get("phase")), "")
        active = self.seat_name(int(view["current"]))
        scores = "  ".join(f"{s['name']} {s['vp']} VP {s['stones']} st" for s in view["seats"])
        colour = view["seats"][seat]["colour"]
        head = f"For {self.seat_name(seat)} ({colour}) · turn {view['turn']} · {active}'s turn"
        head += f" · {phase}\n{scores}"
        recent = super().handoff_text(seat)
        return f"{head}\n\n{recent}" if recent else head

    # == input becomes moves ===================================================================

    def on_option_list_option_selected(self, message: OptionList.OptionSelected) -> None:
        if message.option.id is not None:
            self.submit(message.option.id)

    def on_option_list_option_highlighted(self, message: OptionList.OptionHighlighted) -> None:
        if message.option.id is not None:
            self._show_preview(self.match.game.parse_move(message.option.id))

    def on_card_row_chosen(self, message: CardRow.Chosen) -> None:
        code = message.face.tag
        moves = [m for m in self.legal_moves() if played_code(m) == code]
        if len(moves) == 1:
            self.submit(moves[0])
            return
        if not moves:
            self.submit(natural_play(code))  # refused: the notice names the rule
            return
        options = self.query_one("#bali-moves", OptionList)
        wanted = {str(m) for m in moves}
        for index in range(options.option_count):
            if options.get_option_at_index(index).id in wanted:
                options.highlighted = index
                break
        options.focus()

    def on_resize(self, event: events.Resize) -> None:
        super().on_resize(event)
        fit_footer(self, event.size.width)

    def action_take(self, column: int) -> None:
        self.submit(f"take C{column + 1}")

    def action_focus_hand(self) -> None:
        self.query_one("#bali-hand", CardRow).focus()

    def action_focus_moves(self) -> None:
        self.query_one("#bali-moves", OptionList).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if not allowed or action not in ("take", "focus_hand", "focus_moves"):
            return allowed
        return self.mode == "play"
