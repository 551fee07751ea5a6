"""The setup screen: seats (name and human/bot level), the game's options, and the seed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Select, Static

from games.core import Game, IllegalMove, Match, OptionSpec, Seat, seat_number
from menara_tui.screens import registry
from menara_tui.screens.base import menara, player_range
from widgets.common.footer import StableFooter

HUMAN = "human"
BOT_PREFIX = "bot:"
NAME_MAX = 16
SEED_MAX_DIGITS = 9
SPARE_NAMES = ("Ada", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal")
IMPLIED: dict[str, dict[tuple[str, str], tuple[str, dict[str, str]]]] = {
    "menara": {
        ("first_game", "on"): (
            "starter set",
            {
                "golden_columns": "on",
                **{f"floor_x{n}": "on" for n in range(1, 5)},
            },
        ),
    },
}
"""Options another option's choice sets (game -> (option, choice) -> (its name, the options it
sets)): their fields show what the game will use and are locked while it is chosen. Menara's
starter set brings golden columns and the floors X1-X4 (spec §6.4; a test checks this table
against a new game's view)."""


def kind_of(seat: Seat) -> str:
    return HUMAN if seat.bot is None else f"{BOT_PREFIX}{seat.bot}"


class SeatRow(Horizontal):
    """One seat: its number, a name and a kind (human or a bot level)."""

    def __init__(self, game: Game, seat: Seat, *, blink: bool) -> None:
        super().__init__(classes="seat-row")
        kinds = [("Human", HUMAN)] + [
            (f"Bot: {level}", f"{BOT_PREFIX}{level}") for level in game.bots
        ]
        self.number = Static("", classes="seat-number")
        self.name_input = Input(
            seat.name,
            placeholder="name",
            compact=True,
            classes="seat-name",
        )
        self.name_input.cursor_blink = blink
        self.kind_select: Select[str] = Select(
            kinds, value=kind_of(seat), allow_blank=False, compact=True, classes="seat-kind"
        )

    def compose(self) -> ComposeResult:
        yield self.number
        yield self.name_input
        yield self.kind_select

    @property
    def seat(self) -> Seat:
        kind = self.kind_select.value
        bot = kind.removeprefix(BOT_PREFIX) if isinstance(kind, str) and kind != HUMAN else None
        return Seat(self.name_input.value.strip(), bot)


class SetupScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", id="setup.start", priority=True),
        Binding("ctrl+n", "add_seat", "Add seat", id="setup.add", priority=True),
        Binding("ctrl+r", "remove_seat", "Remove seat", id="setup.remove", priority=True),
        # Priority makes F1 work from a name field; "?" there is typed (Textual lets an Input
        # consume printable keys), so "?" opens the rules from the other fields only.
        Binding(
            "f1,question_mark",
            "rules",
            "Rules",
            id="setup.rules",
            key_display="F1/?",
            priority=True,
        ),
        Binding("escape", "back", "Back", id="setup.back"),
    ]

    def __init__(
        self,
        game_id: str,
        *,
        seed: int | None = None,
        options: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(id="setup")
        self.game_id = game_id
        self.game = registry.game(game_id)
        self.initial_seed = seed
        self.initial_options = dict(options or {})
        self._implied: dict[str, str] = {}
        """Each option locked by another's choice, with the value it had before."""
        self._offered: dict[str, tuple[tuple[str, str], ...]] = {}
        """The (shown, choice) items each option's list shows now (seat choices follow the
        seat count and the seats' names)."""

    # -- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        info = self.game.info
        app = menara(self)
        blink = not app.deterministic
        yield Static(
            f"New game · {info.title} ({player_range(info.min_players, info.max_players)})",
            classes="screen-title",
        )
        with VerticalScroll(id="setup-form"):
            yield Static("Seats", classes="section-title")
            seats = app.default_seats(self.game)
            for seat in seats:
                yield SeatRow(self.game, seat, blink=blink)
            yield Static("", id="seat-hint", classes="hint")
            if info.options:
                yield Static("Options", classes="section-title")
            for spec in info.options:
                choices = spec.choices_for(len(seats))
                items = _items(spec, [seat.name for seat in seats])
                self._offered[spec.id] = items
                value = self.initial_options.get(spec.id, spec.default)
                if value not in choices:
                    value = spec.default
                with Horizontal(classes="option-row"):
                    yield Static(spec.label, classes="option-label")
                    yield Select(
                        items,
                        value=value,
                        allow_blank=False,
                        compact=True,
                        id=f"option-{spec.id}",
                        classes="option-select"
                        + (" -wide" if max(map(len, map(spec.shown, choices))) > 16 else ""),
                    )
                if spec.help:
                    yield Static(spec.help, id=f"help-{spec.id}", classes="option-help hint")
            with Horizontal(classes="option-row"):
                yield Static("Seed", classes="option-label")
                seed = self.initial_seed if self.initial_seed is not None else app.new_seed()
                seed_input = Input(
                    str(seed),
                    restrict=r"[0-9]*",
                    max_length=SEED_MAX_DIGITS,
                    compact=True,
                    id="seed",
                )
                seed_input.cursor_blink = blink
                yield seed_input
            yield Static(
                "The same seed and the same moves give the same game.", classes="option-help hint"
            )
            yield Static("", id="setup-errors", classes="problem")
            yield Button("Start", id="start", variant="primary", compact=True)
        yield StableFooter()

    def on_mount(self) -> None:
        self._implied = {}
        self._show_implied()
        self._renumber()
        self.validate()
        self.seat_rows()[0].name_input.focus()

    def seat_rows(self) -> list[SeatRow]:
        return list(self.query(SeatRow))

    def _renumber(self) -> None:
        info = self.game.info
        rows = self.seat_rows()
        for i, row in enumerate(rows, start=1):
            row.number.update(f"{i}.")
        note = info.seat_note(len(rows))
        self.query_one("#seat-hint", Static).update(
            f"{len(rows)} seats ({player_range(info.min_players, info.max_players)}): "
            "Ctrl+N adds a seat, Ctrl+R removes the focused (or last) seat."
            + (f"\n{note}" if note else "")
        )
        self._offer_seat_choices()

    def _offer_seat_choices(self) -> None:
        """An option naming a seat (first player P1 ...) lists only the seats at the table,
        each with its seat's name; a choice whose seat was removed falls back to the option's
        default."""
        names = [row.name_input.value.strip() for row in self.seat_rows()]
        for spec in self.game.info.options:
            items = _items(spec, names)
            if items == self._offered.get(spec.id):
                continue
            choices = [choice for _, choice in items]
            select = self.query_one(f"#option-{spec.id}", Select)
            current = select.value
            select.set_options(items)
            select.value = current if current in choices else spec.default
            self._offered[spec.id] = items

    def _show_implied(self) -> None:
        """Lock the options the chosen ones set (showing the value the game will use), and
        give the others back their own values."""
        rules = IMPLIED.get(self.game_id, {})
        chosen = self.options()
        locked: dict[str, str] = {}
        why: dict[str, str] = {}
        for (option, choice), (name, sets) in rules.items():
            if chosen.get(option) == choice:
                for target, value in sets.items():
                    locked[target], why[target] = value, name
        helps = {spec.id: spec.help for spec in self.game.info.options}
        for spec in self.game.info.options:
            select = self.query_one(f"#option-{spec.id}", Select)
            if spec.id in locked:
                if spec.id not in self._implied:
                    self._implied[spec.id] = str(select.value)
                with select.prevent(Select.Changed):
                    select.value = locked[spec.id]
                select.disabled = True
                text = f"On with the {why[spec.id]}. {helps[spec.id]}"
            elif spec.id in self._implied:
                with select.prevent(Select.Changed):
                    select.value = self._implied.pop(spec.id)
                select.disabled = False
                text = helps[spec.id]
            else:
                continue
            for help_line in self.query(f"#help-{spec.id}").results(Static):
                help_line.update(text)

    # -- validation -----------------------------------------------------------------------

    def problems(self) -> list[str]:
        messages: list[str] = []
        seen: dict[str, int] = {}
        for number, row in enumerate(self.seat_rows(), start=1):
            name = row.name_input.value.strip()
            if not name:
                messages.append(f"Seat {number} needs a name.")
                continue
            if len(name) > NAME_MAX:
                # Said, not cut: the field used to stop taking keys at the limit, silently.
                messages.append(
                    f"Seat {number}'s name has {len(name)} characters: {NAME_MAX} at most."
                )
            key = name.casefold()
            if key in seen:
                messages.append(f"Seats {seen[key]} and {number} are both called {name}.")
            else:
                seen[key] = number
        seed = self.query_one("#seed", Input).value.strip()
        if not seed.isdigit():
            messages.append("The seed must be a whole number (digits only).")
        return messages

    def validate(self) -> bool:
        problems = self.problems()
        self._show_errors(problems)
        return not problems

    def _show_errors(self, problems: list[str]) -> None:
        errors = self.query_one("#setup-errors", Static)
        errors.update("\n".join(f"✗ {p}" for p in problems))
        errors.display = bool(problems)

    @on(Input.Changed)
    @on(Select.Changed)
    def _input_changed(self, event: Input.Changed | Select.Changed) -> None:
        # Also on a changed option: a refused start's message (first player P3 of 2) must not
        # stay on screen once the option is changed.
        if isinstance(event, Select.Changed) and self.is_mounted:
            self._show_implied()
        self.validate()
        if isinstance(event, Input.Changed) and event.input.id != "seed":
            self._offer_seat_choices()

    @on(Input.Submitted)
    def _input_submitted(self) -> None:
        self.focus_next()

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    # -- actions ----------------------------------------------------------------------------

    def options(self) -> dict[str, str]:
        chosen: dict[str, str] = {}
        for spec in self.game.info.options:
            value = self.query_one(f"#option-{spec.id}", Select).value
            if isinstance(value, str):
                chosen[spec.id] = value
        return chosen

    def action_start(self) -> None:
        if not self.validate():
            self.notify("Please fix the setup first.", severity="warning")
            return
        seats = tuple(row.seat for row in self.seat_rows())
        seed = int(self.query_one("#seed", Input).value)
        try:
            match = Match.new(self.game, seats, seed=seed, options=self.options())
        except IllegalMove as exc:
            self._show_errors([str(exc)])
            return
        menara(self).open_game(match)

    def action_add_seat(self) -> None:
        rows = self.seat_rows()
        info = self.game.info
        if len(rows) >= info.max_players:
            self.notify(f"{info.title} is for at most {info.max_players} players.")
            return
        used = {row.name_input.value.strip().casefold() for row in rows}
        name = next((n for n in SPARE_NAMES if n.casefold() not in used), "")
        row = SeatRow(self.game, Seat(name), blink=not menara(self).deterministic)
        self.query_one("#setup-form", VerticalScroll).mount(row, after=rows[-1])
        self.call_after_refresh(self._seat_added, row)

    def _seat_added(self, row: SeatRow) -> None:
        self._renumber()
        self.validate()
        row.name_input.focus()

    async def action_remove_seat(self) -> None:
        rows = self.seat_rows()
        info = self.game.info
        if len(rows) <= info.min_players:
            self.notify(f"{info.title} needs at least {info.min_players} players.")
            return
        focused = self.focused
        target = next(
            (r for r in rows if focused is not None and r in focused.ancestors_with_self),
            rows[-1],
        )
        index = rows.index(target)
        # Wait for the row to be gone before counting: the numbers and the seat count on
        # screen then match what is left, and the focus moves to the seat that took its place.
        await target.remove()
        self._seat_removed(index)

    def _seat_removed(self, index: int) -> None:
        self._renumber()
        self.validate()
        rows = self.seat_rows()
        if rows:
            rows[min(index, len(rows) - 1)].name_input.focus()

    def action_rules(self) -> None:
        menara(self).open_rules(self.game_id)

    def action_back(self) -> None:
        self.dismiss()


def _items(spec: OptionSpec, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """What an option's list offers at a table of these seats: (shown, choice) pairs; a choice
    naming a seat shows that seat's name beside it ("P2 Bea")."""
    items = []
    for choice in spec.choices_for(len(names)):
        shown = spec.shown(choice)
        seat = seat_number(choice) if spec.seat_choices else None
        if seat is not None and names[seat - 1]:
            shown = f"{shown} {names[seat - 1]}"
        items.append((shown, choice))
    return tuple(items)
