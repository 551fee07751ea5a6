"""The Menara table: the temple in ASCII, the elevation panel and a prompt with the live preview.

The temple opens as a side view of the whole tower (widgets/menara/side.py: every level, the
ground, the target, the candidate and what a wobble brought down); v switches to the plan of
one level and back. With steady hands on, the prompt shows each candidate's wobble chance next
to its margin and the turn's risk as it grows.

A due floor is chosen level first (l / L: the next level down / up), then among the positions of
that level, safest first (smallest wobble chance, then widest margin); d and i filter them by
floor side and by rotation. The first place offered is the safest legal one of all.

Every step is made by cycling the engine's legal moves of the current kind (↑/↓ or n/p) with a
preview, and enter plays the highlighted one: base floors in setup, columns (place or move up),
the due floor, a SHIFT. Reveals, failure and the end of the turn have their own keys, and the
move list (m) offers every legal move as notation (pairs, camp swaps, typing a base label).
The screen only turns keys into moves; `games.menara` decides and explains what is legal.

The expansion (§6, issue 13): a line under the temple always shows the ritual in force with its
rule and the Fate display; g makes the next placement a golden column (the cycle then offers
golden columns only); x lists the tear moves: a tear for a supply column (step 1) and a tear
onto a glowing mark (one key: the footer has little room at 80 columns); when the player
must choose the next floor (Merciful Fate, the Floating Quarry) ↑/↓ cycle the floors offered
and enter takes one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Static

from games.core import JSON
from games.menara import (
    AddFloor,
    ArrangeBase,
    AutoBase,
    ChooseFloor,
    EndTurn,
    Fail,
    MenaraState,
    MoveUp,
    Place,
    Placement,
    PutTear,
    Reveal,
    Shift,
    Swap,
    TakeTear,
    base_preview,
    column_preview,
    floor_preview,
)
from menara_tui.screens.game import GameScreen
from widgets.common.text import show_text
from widgets.menara.panel import PILE_KEYS, TemplePanel, goal_line, rite_lines
from widgets.menara.side import TempleSide
from widgets.menara.temple import TemplePlan

Candidate = ArrangeBase | AddFloor | Shift | Place | MoveUp | ChooseFloor
Preview = Mapping[str, Any]


class _Side(VerticalScroll, can_focus=False):
    """The panel scrolls with the mouse wheel but never takes the keys of the table."""


class MenaraScreen(GameScreen):
    MOVE_ACTIONS: ClassVar[frozenset[str]] = frozenset(
        {"cycle", "commit", "auto_base", "reveal", "swap", "fail", "end_turn", "next_level",
         "moves", "nudge", "turn_ghost", "ghost_level", "side_filter", "turn_filter",
         "golden", "tears", "refused_reveal"}
    )  # fmt: skip
    BINDINGS: ClassVar[list[BindingType]] = [
        # The expansion's keys first: shown only when they can be used, and then early enough
        # in the footer to be seen at 80 columns.
        Binding("g", "golden", "Gold", id="menara.golden"),
        Binding("x", "tears", "Tears", id="menara.tears"),
        Binding("down,n", "cycle(1)", "Next", id="menara.next", key_display="↓n"),
        Binding("up,p", "cycle(-1)", "Prev", id="menara.prev", key_display="↑p"),
        Binding("pagedown", "cycle(10)", "+10", show=False),
        Binding("pageup", "cycle(-10)", "-10", show=False),
        Binding("enter", "commit", "Do it", id="menara.commit"),
        Binding("a", "auto_base", "Auto base", id="menara.auto"),
        Binding("1", "reveal('easy')", "Easy", id="menara.easy"),
        Binding("2", "reveal('medium')", "Medium", id="menara.medium"),
        Binding("3", "reveal('difficult')", "Hard", id="menara.difficult"),
        # A pile key the footer does not offer at the start of a turn (its pile is empty)
        # still answers: the rules say why in one sentence. Bound after the keys above, so
        # Textual tries it only when they are refused.
        Binding("1", "refused_reveal('easy')", "Easy (not now)", show=False),
        Binding("2", "refused_reveal('medium')", "Medium (not now)", show=False),
        Binding("3", "refused_reveal('difficult')", "Hard (not now)", show=False),
        Binding("s", "swap", "Swap", id="menara.swap"),
        Binding("l", "next_level(1)", "Level ↓", id="menara.next_level"),
        Binding("L", "next_level(-1)", "Level ↑", id="menara.prev_level", show=False),
        Binding("d", "side_filter", "Side", id="menara.side_filter", show=False),
        Binding("i", "turn_filter", "Rotation", id="menara.turn_filter", show=False),
        Binding("v", "toggle_side", "Side/plan", id="menara.side_view"),
        Binding("shift+left", "nudge(-1,0)", "Ghost ←", show=False),
        Binding("shift+right", "nudge(1,0)", "Ghost →", show=False),
        Binding("shift+up", "nudge(0,-1)", "Ghost ↑", show=False),
        Binding("shift+down", "nudge(0,1)", "Ghost ↓", show=False),
        Binding("o", "turn_ghost", "Turn ghost", id="menara.turn", show=False),
        Binding("less_than_sign", "ghost_level(-1)", "Ghost level-", show=False),
        Binding("greater_than_sign", "ghost_level(1)", "Ghost level+", show=False),
        Binding("f", "fail", "Fail card", id="menara.fail"),
        Binding("e", "end_turn(0)", "End turn", id="menara.end"),
        Binding("r", "end_turn(1)", "End+renew", id="menara.renew"),
        Binding("t", "toggle_top", "Top view", id="menara.top"),
        # The side panel outgrows its column at 80x24 with the expansion and long names; it
        # never takes the focus (the table's keys), so these scroll it.
        Binding("right_square_bracket", "scroll_panel(1)", "Panel down", show=False),
        Binding("left_square_bracket", "scroll_panel(-1)", "Panel up", show=False),
        Binding("comma", "show_level(-1)", "Level-", id="menara.down", key_display=","),
        Binding("full_stop", "show_level(1)", "Level+", id="menara.up", key_display="."),
    ]
    DEFAULT_CSS = """
    MenaraScreen #menara-main { height: 1fr; }
    MenaraScreen #menara-plan { width: 1fr; height: 1fr; }
    MenaraScreen #menara-side-view { width: 1fr; height: 1fr; }
    MenaraScreen #menara-side {
        width: 34; height: 1fr; padding: 0 0 0 1;
        border-left: vkey $primary-darken-2;
        scrollbar-size-vertical: 1;
    }
    MenaraScreen #menara-prompt { height: auto; max-height: 3; color: $text; }
    MenaraScreen #menara-rite { height: auto; max-height: 2; color: $text-warning; }
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._cands: list[Candidate] = []
        self._cand_key: tuple[int, int | None] | None = None
        self._cursor = 0
        self._previews: dict[int, Preview] = {}
        self._level: int | None = None
        """A level chosen with , and . (None: follow the candidate)."""
        self._top = False
        self._free: Placement | None = None
        """The due floor moved freely off the list (shift+arrows, o, < >): legal or not."""
        self._side = True
        """The side view of the whole temple (v: the plan of one level instead)."""
        self._floors: list[tuple[AddFloor, Preview]] = []
        """Every legal place of the due floor with its preview, safest first."""
        self._due_level: int | None = None
        self._side_filter = ""
        self._rot_filter: int | None = None
        self._golden_at: tuple[int, int | None] | None = None
        """The position (as `_cand_key`) for which g chose a golden column: the next placement
        only, so any move clears it."""
        self._panel_shown: tuple[object, int, str] | None = None
        """The view, screen width and theme the panel and the ritual line were drawn for."""

    def compose_table(self) -> ComposeResult:
        with Horizontal(id="menara-main"):
            yield TempleSide(id="menara-side-view")
            yield TemplePlan(id="menara-plan")
            with _Side(id="menara-side"):
                yield TemplePanel(id="menara-panel")
        yield Static(id="menara-rite", markup=False)
        yield Static(id="menara-prompt", markup=False)

    def on_mount(self) -> None:
        super().on_mount()
        # A reveal's line ("... place 2 columns (new floors light side up).") runs past 80
        # columns: it takes a second row rather than being cut mid-word. (Inline: the app's
        # stylesheet, which holds the line to one row, outranks a screen's default CSS.)
        last = self.query_one("#game-last", Static).styles
        last.height, last.max_height = "auto", 2
        last.text_wrap = "wrap"

    # == reading the position =================================================================

    @property
    def menara_state(self) -> MenaraState:
        return cast(MenaraState, self.state)

    def _key(self) -> tuple[int, int | None]:
        return (len(self.match.moves), self.viewer if self.can_act else None)

    @property
    def golden(self) -> bool:
        """g is on: the next placement is a golden column (§6.2)."""
        return self._golden_at is not None and self._golden_at == self._key()

    def _sync_candidates(self) -> None:
        key = self._key()
        if key == self._cand_key:
            return
        self._cand_key = key
        self._cursor = 0
        self._previews = {}
        self._level = None
        self._free = None
        self._floors = []
        self._due_level = None
        self._side_filter, self._rot_filter = "", None
        moves = self.legal_moves()
        if any(isinstance(m, AddFloor) for m in moves):
            # The safest place first: smallest wobble chance, then widest margin, then most
            # supports; a base extension (it costs a level card) after every place on columns.
            floors = [m for m in moves if isinstance(m, AddFloor)]
            scored: list[tuple[AddFloor, Preview]] = [
                (m, self._floor_preview(m.placement)) for m in floors
            ]
            scored.sort(key=_safety)
            self._floors = scored
            self._due_level = scored[0][0].placement.level
            self._filter_floors()
        elif any(isinstance(m, ChooseFloor) for m in moves):
            self._cands = [m for m in moves if isinstance(m, ChooseFloor)]
        else:
            # A golden column is offered when g asks for one, and only then: the cycle would
            # otherwise show every base twice, once for the supply column and once in gold.
            golden = self.golden
            self._cands = [
                m
                for m in moves
                if isinstance(m, ArrangeBase | MoveUp | Shift)
                or (isinstance(m, Place) and (m.colour == "G") == golden)
            ]

    def _filter_floors(self, keep: AddFloor | None = None) -> None:
        """The places of the chosen level that pass the side and rotation filters."""
        chosen = [
            (m, p)
            for m, p in self._floors
            if m.placement.level == self._due_level
            and (not self._side_filter or m.placement.side == self._side_filter)
            and (self._rot_filter is None or m.placement.rot == self._rot_filter)
        ]
        self._cands = [m for m, _ in chosen]
        self._previews = {i: p for i, (_, p) in enumerate(chosen)}
        self._cursor = self._cands.index(keep) if keep in self._cands else 0
        self._free = None

    def floor_levels(self) -> list[int]:
        """The levels the due floor can go to, top first (0: a base extension)."""
        return sorted({m.placement.level for m, _ in self._floors}, reverse=True)

    def _floor_preview(self, p: Placement) -> dict[str, JSON]:
        return floor_preview(self.menara_state, p).to_json()

    def _floor_level(self, fid: str) -> int:
        for f in self.view.get("floors") or ():
            if f["id"] == fid:
                return int(f["level"])
        return 0

    def _preview(self, i: int) -> Preview:
        if i in self._previews:
            return self._previews[i]
        move = self._cands[i]
        out: dict[str, Any]
        if isinstance(move, ArrangeBase):
            out = base_preview(self.menara_state, move.placement).to_json()
        elif isinstance(move, ChooseFloor):
            out = {"status": self._offer_text(move.fid, i)}
        elif isinstance(move, AddFloor | Shift):
            out = self._floor_preview(move.placement)
        else:
            column = column_preview(self.menara_state, move)
            out = {"status": column.status, "legal": column.legal}
            if isinstance(move, Place):
                level = self._floor_level(move.fid)
                out["marks"] = [{"x": move.x, "y": move.y, "level": level, "char": move.colour}]
            else:
                level = self._floor_level(move.dst)
                src = self._floor_level(move.src)
                out["marks"] = [
                    {"x": move.sx, "y": move.sy, "level": src, "char": "×", "style": "source"},
                    {"x": move.dx, "y": move.dy, "level": level, "char": move.colour},
                ]
            out["level"] = level
        self._previews[i] = out
        return out

    def _offer_text(self, fid: str, rank: int) -> str:
        """A floor offered for the next floor, in words: its name, size and bases."""
        ex = self.view.get("expansion") or {}
        spec = next((f for f in ex.get("choice") or () if f["id"] == fid), None)
        if spec is None:
            return fid
        name = f" {spec['name']}" if spec.get("name") else ""
        sides = " · ".join(
            f"{word} " + "".join(str(b["colour"]).lower() for b in spec[key]["bases"])
            for key, word in (("light", "L"), ("dark", "D"))
        )
        floating = (ex.get("ritual") or {}).get("id") == "floating_quarry"
        limit = " · top level only" if floating and rank else ""
        return f"{fid}{name}, {spec['area']} cells, bases {sides}{limit}"

    @property
    def candidates(self) -> list[Candidate]:
        """The moves ↑/↓ cycle through now (empty when the viewer cannot act)."""
        return list(self._cands)

    @property
    def highlighted(self) -> Candidate | None:
        return self._cands[self._cursor] if self._cands else None

    # == drawing ==============================================================================

    def show_view(self) -> None:
        self._draw()
        self.refresh_bindings()

    def _draw(self) -> None:
        """Everything but the footer: cycling the candidates changes none of the keys."""
        self._sync_candidates()
        preview: Preview | None = self._preview(self._cursor) if self._cands else None
        if self._free is not None:
            preview = self._floor_preview(self._free)
        level = self._shown_level(preview)
        ghost = preview if preview is not None and "cells" in preview else None
        marks = preview.get("marks", []) if preview is not None else []
        plan = self.query_one("#menara-plan", TemplePlan)
        side = self.query_one("#menara-side-view", TempleSide)
        plan.display, side.display = not self._side, self._side
        if self._side:
            side.show(self.view, ghost=ghost, marks=marks)
        else:
            plan.show(self.view, level=level, top=self._top, ghost=ghost, marks=marks)
        # The panel and the ritual line follow the position, not the cursor: a cursor key
        # leaves them alone (the theme is in the key as the panel's colours follow it).
        wide = self.size.width
        shown = (self.view, wide, self.app.theme)
        before = self._panel_shown
        if before is None or before[0] is not self.view or before[1:] != shown[1:]:
            self._panel_shown = shown
            self.query_one("#menara-panel", TemplePanel).show(self.view, wide=wide >= 110)
            rite = self.query_one("#menara-rite", Static)
            lines = rite_lines(self.view, max(20, wide or 80))
            rite.display = bool(lines)
            show_text(rite, "\n".join(lines))
        show_text(self.query_one("#menara-prompt", Static), self._prompt(preview))

    def _shown_level(self, preview: Preview | None) -> int:
        if self._level is not None:
            return self._level
        if preview is not None and "level" in preview:
            return int(preview["level"])
        return int(self.view.get("height") or 0)

    def _prompt(self, preview: Preview | None) -> str:
        view = self.view
        if self.mode != "play":
            return ""
        steady = view.get("steady") or {}
        if view.get("phase") == "over":
            outcome = view.get("outcome") or {}
            reason = str(outcome.get("reason", "The game is over."))
            return f"{steady['why']}\n{reason}" if steady.get("why") else reason
        if not self.can_act:
            return ""
        phase, n = view.get("phase"), len(self._cands)
        if phase == "base":
            todo = view.get("base_todo") or [{"id": "?"}]
            head = f"Lay base floor {todo[0]['id']}: ↑↓ cycle {n} places, enter lays it, a = auto"
        elif phase == "start":
            # Only the piles a card can be revealed from (an empty pile's key says why).
            piles = " · ".join(
                f"{key} {name}"
                for name, key in PILE_KEYS
                if any(isinstance(m, Reveal) and m.pile == name for m in self.legal_moves())
            )
            head = f"{piles}: reveal a plan card · s swap with the camp"
            if any(isinstance(m, TakeTear) for m in self.legal_moves()):
                head = f"{piles}: reveal · s swap · x tears"
        elif phase == "done":
            renew = self._renewals()
            times = f" {renew} times" if renew > 1 else ""
            head = "Card resolved: e ends the turn (you draw)" + (
                f" · r ends it and renews the camp{times}" if renew else ""
            )
        elif view.get("floor_due"):
            due = view["floor_due"]
            level = "base extension" if self._due_level == 0 else f"level {self._due_level}"
            filters = (self._side_filter or "") + (
                f"{90 * self._rot_filter}°" if self._rot_filter is not None else ""
            )
            head = (
                f"{due['id']} due, {level}: ↑↓ {n} places safest first · l/L level · "
                f"d side i turn{' [' + filters + ']' if filters else ''}"
            )
            if (view.get("expansion") or {}).get("top_only") == due["id"]:
                # The Floating Quarry's 2nd or 3rd floor (fits in 80 columns like the above).
                head = (
                    f"{due['id']} due, {level}: ↑↓ {n} places · top level only · l/L · "
                    "d side i turn"
                )
        elif (view.get("expansion") or {}).get("choice"):
            offered = " ".join(str(f["id"]) for f in view["expansion"]["choice"])
            head = f"Choose the next floor from {offered}: ↑↓ cycle, enter takes it"
        elif view.get("blocked"):
            head = "No step of the card is possible: f declares failure (+1 level needed)"
        else:
            card = view.get("card") or {}
            head = f"{card.get('summary', '')}: ↑↓ cycle {n} options, enter · f fail · m moves"
            if not n:
                # Not "blocked" (a tear may still be put), but no step of the card is left:
                # "cycle 0 options, enter" offered keys that do nothing.
                head = "No step of the card is possible: f fails it (+1 level needed)"
            if self.golden:
                head = f"{card.get('summary', '')}: GOLDEN column, ↑↓ {n} bases, enter · g off"
            if any(isinstance(m, PutTear) for m in self.legal_moves()):
                head += " · x tears"
        if steady.get("on") and phase in ("build", "done") and steady.get("pieces"):
            head = f"{head}\nWobble risk this turn: {steady['risk_text']}"
        if preview is None or not self._cands:
            return head
        if self._free is not None:
            where = f"floor {self._free} (moved by hand)"
            return f"{head}\n▸ {where} — {preview.get('status', '')}"
        move = self._cands[self._cursor]
        return f"{head}\n▸ {self._cursor + 1}/{n} {move} — {preview.get('status', '')}"

    def status_text(self) -> str:
        base = self.default_status()
        if not self.view.get("floors") and self.view.get("phase") == "base":
            return f"{base} · co-op: lay the base"
        return f"{base} · {goal_line(self.view)}"

    # == keys =================================================================================

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = super().check_action(action, parameters)
        if not allowed or action not in self.MOVE_ACTIONS:
            return allowed
        if not self.can_act:
            return False
        phase = self.view.get("phase")
        moves = self.legal_moves()
        if action in ("cycle", "commit"):
            return bool(self._cands)
        if action == "auto_base":
            return phase == "base"
        if action == "reveal":
            return any(isinstance(m, Reveal) and m.pile == parameters[0] for m in moves)
        if action == "refused_reveal":
            return phase == "start" and not any(
                isinstance(m, Reveal) and m.pile == parameters[0] for m in moves
            )
        if action == "swap":
            return any(isinstance(m, Swap) for m in moves)
        if action == "tears":
            return any(isinstance(m, TakeTear | PutTear) for m in moves)
        if action == "golden":
            return self.golden or any(isinstance(m, Place) and m.colour == "G" for m in moves)
        if action == "fail":
            return any(isinstance(m, Fail) for m in moves)
        if action == "end_turn":
            if parameters and parameters[0]:
                return any(isinstance(m, EndTurn) and m.renew for m in moves)
            return any(isinstance(m, EndTurn) and not m.renew for m in moves)
        if action in (
            "next_level",
            "nudge",
            "turn_ghost",
            "ghost_level",
            "side_filter",
            "turn_filter",
        ):
            return bool(self.view.get("floor_due"))
        return True

    def action_cycle(self, step: int) -> None:
        if not self._cands:
            return
        self._cursor = (self._cursor + step) % len(self._cands)
        self._level = None
        self._free = None
        self._draw()

    def action_commit(self) -> None:
        if self._free is not None:
            self.submit(AddFloor(self._free))  # the rules say why, if it is not allowed
        elif self._cands:
            self.submit(self._cands[self._cursor])

    # The due floor by hand: start from the highlighted place, then move, turn and lift it.

    def _free_start(self) -> Placement | None:
        if self._free is None and self._cands and isinstance(self._cands[self._cursor], AddFloor):
            self._free = cast(AddFloor, self._cands[self._cursor]).placement
        return self._free

    def action_nudge(self, dx: int, dy: int) -> None:
        p = self._free_start()
        if p is not None:
            self._free = p._replace(x=max(0, p.x + dx), y=max(0, p.y + dy))
            self.show_view()

    def action_turn_ghost(self) -> None:
        """The next of the card's orientations: rotations first, then the other side."""
        p = self._free_start()
        due = self.view.get("floor_due") or {}
        sides = [str(side) for side in due.get("sides") or ["L"]]
        if p is None:
            return
        order = [(side, rot) for side in sides for rot in range(4)]
        here = order.index((p.side, p.rot)) if (p.side, p.rot) in order else -1
        side, rot = order[(here + 1) % len(order)]
        self._free = p._replace(side=side, rot=rot)
        self.show_view()

    def action_ghost_level(self, step: int) -> None:
        p = self._free_start()
        if p is not None:
            self._free = p._replace(level=max(0, p.level + step))
            self._level = None
            self.show_view()

    def action_auto_base(self) -> None:
        self.submit(AutoBase())

    def action_reveal(self, pile: str) -> None:
        self.submit(Reveal(pile))

    def action_refused_reveal(self, pile: str) -> None:
        self.submit(Reveal(pile))  # refused: the notice says why ("The difficult pile is empty.")

    def action_fail(self) -> None:
        self.submit(Fail())

    def action_end_turn(self, renew: int) -> None:
        # r renews as often as owed (a Thorn Moon penalty owes one more, §6.1.6); fewer are
        # chosen from the move list.
        self.submit(EndTurn(renew=self._renewals() if renew else 0))

    def _renewals(self) -> int:
        """The most camp renewals the turn's end may make now (0: none)."""
        return max((m.renew for m in self.legal_moves() if isinstance(m, EndTurn)), default=0)

    def action_next_level(self, step: int = 1) -> None:
        """Choose the level of the due floor: l the next level down, L up (wrapping)."""
        levels = self.floor_levels()
        if not levels:
            return
        here = levels.index(self._due_level) if self._due_level in levels else -1
        self._due_level = levels[(here + step) % len(levels)]
        self._side_filter, self._rot_filter = "", None
        self._filter_floors()
        self._level = None
        self.show_view()

    def action_side_filter(self) -> None:
        """Only the light side, only the dark side, or both (the card's rim permitting)."""
        order = ["", "L", "D"]
        self._side_filter = order[(order.index(self._side_filter) + 1) % len(order)]
        self._filter_floors(self.highlighted if isinstance(self.highlighted, AddFloor) else None)
        self.show_view()

    def action_turn_filter(self) -> None:
        """Only one rotation (0, 90, 180, 270 degrees), or all."""
        order: list[int | None] = [None, 0, 1, 2, 3]
        self._rot_filter = order[(order.index(self._rot_filter) + 1) % len(order)]
        self._filter_floors(self.highlighted if isinstance(self.highlighted, AddFloor) else None)
        self.show_view()

    def action_toggle_side(self) -> None:
        self._side = not self._side
        self.show_view()

    def action_swap(self) -> None:
        self.action_moves("swap ")

    def action_tears(self) -> None:
        """The tear moves (§6.3) in the move list: in step 1 a supply column thrown into the bag
        for a tear, and any time of the turn a tear put on the empty mark of its colour."""
        from menara_tui.screens.move_list import MoveListScreen

        def chosen(notation: str | None) -> None:
            if notation:
                self.submit(notation)

        notations = [str(m) for m in self.legal_moves() if isinstance(m, TakeTear | PutTear)]
        if notations:
            self.app.push_screen(MoveListScreen(notations), chosen)

    def action_golden(self) -> None:
        """g: the next placement is a golden column (or back to the supply's columns)."""
        self._golden_at = None if self.golden else self._key()
        self._cand_key = None  # the cycle offers the other kind of column now
        self.show_view()

    def action_scroll_panel(self, step: int) -> None:
        side = self.query_one("#menara-side", _Side)
        side.scroll_relative(y=step * max(1, side.size.height // 2), animate=False)

    def action_toggle_top(self) -> None:
        self._top = not self._top
        self._side = False
        self.show_view()

    def action_show_level(self, step: int) -> None:
        known = [int(f["level"]) for f in self.view.get("floors") or ()]
        preview = self._preview(self._cursor) if self._cands else None
        if self._free is not None:
            preview = self._floor_preview(self._free)
        highest = max([*known, int((preview or {}).get("level", 0)), 0])
        here = self._shown_level(preview)
        self._level = max(0, min(highest, here + step))
        self._top = False
        self._side = False
        self.show_view()

    def on_temple_plan_point_clicked(self, message: TemplePlan.PointClicked) -> None:
        """A click on a base picks the candidate there; a second click plays it."""
        for i, move in enumerate(self._cands):
            if isinstance(move, Place):
                at = (move.x, move.y, self._floor_level(move.fid))
            elif isinstance(move, MoveUp):
                at = (move.dx, move.dy, self._floor_level(move.dst))
            else:
                continue
            if at == (message.x, message.y, message.level):
                if i == self._cursor:
                    self.action_commit()
                else:
                    self._cursor = i
                    self.show_view()
                return


def _safety(item: tuple[AddFloor, Preview]) -> tuple[int, float, float, int]:
    """Sort key of a due floor's place: on columns before a base extension, then the smallest
    wobble chance, the widest margin, the most supports."""
    move, preview = item
    return (
        int(move.placement.level == 0),
        float(preview.get("chance") or 0.0),
        -float(preview.get("margin") or 0.0),
        -len(preview.get("supports") or ()),
    )
