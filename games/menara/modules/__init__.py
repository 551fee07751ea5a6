"""The seam of the Rituals & Ruins expansion (spec §6): every module behind one registry.

The base rules (rules.py, building.py, base.py, setup.py, scoring.py) never ask which module is
on. At each point where the expansion may add or forbid something they call a hook of
`active(state)`: the modules in force for the position, in a fixed order. A module is a
stateless object deriving from `Module`; every hook it does not override changes nothing, so
in the base game (no module in force) the base rules run exactly as before.

| hook              | asked when                          | answered by                          |
|-------------------|-------------------------------------|--------------------------------------|
| `column_problem`  | a column arrives (place, move)      | floors, rituals (Curse, Glowing Red) |
| `action_problem`  | a column action as a whole          | floors (twins), rituals              |
| `removal_problem` | MOVE takes a column                 | rituals (Grace of the Yellow)        |
| `expand`          | a column enters a chain             | floors (the push)                    |
| `place_sources`   | what a player may build with        | golden columns                       |
| `extra_pairs`     | listing pairs                       | floors (twins, order)                |
| `after_columns`   | columns arrived                     | rituals (Unholy White, Jinxed Yellow)|
| `floor_problem`   | a due floor's placement             | floors (Thorn Moon), rituals, fate   |
| `shift_problem`   | SHIFT moves a floor                 | rituals (Thin Tip)                   |
| `sides`           | the side a floor may show           | rituals (Enlightenment, Dark, Narrow)|
| `prepare_due`     | a floor becomes due                 | fate, the Floating Quarry            |
| `unplaceable`     | the due floor fits nowhere          | floors (Thorn Moon)                  |
| `reveal_problem`  | revealing a plan card               | rituals (Balance of Fate)            |
| `after_reveal`    | after the reveal                    | rituals (Slight Earthquake)          |
| `moves`/`handlers`| legal moves and apply               | tears, fate (choose)                 |
| `dispose`         | the turn's plan card leaves         | rituals (Jinxed, Balance of Fate)    |
| `draw`            | step 4 replenishes                  | rituals (Ban of the Blue Columns)    |
| `end_turn`        | after step 4                        | rituals (Jinxed Yellow)              |
| `finish`          | before the evaluation               | tears, rituals (kept cards)          |
| `win_problem`     | the evaluation                      | tears                                |

The new plan cards' task checks (§6.6) are branches of tasks.py, by task type.

A hook receives the position it judges (a `Position`; the modules sit below `state.py`) and
returns None when it has nothing to say, a sentence when it forbids, or the next position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from games.core import Event

if TYPE_CHECKING:
    from games.menara.position import Position
    from games.menara.records import Counts

Add = tuple[int, int, str]
"""A column arriving: floor index, base index, occupant."""
Remove = tuple[int, int]
"""A column leaving: floor index, base index."""
Handler = Callable[["Position", Any, list[Event]], "Position"]


class Module:
    """One expansion module; every hook defaults to "nothing to add"."""

    id: str = ""

    # -- columns ---------------------------------------------------------------------------------

    def column_problem(
        self, state: Position, i: int, j: int, occupant: str, pending: tuple[Add, ...] = ()
    ) -> str | None:
        """Why a column (a colour letter or G) may not arrive on base j of floor i, on top of
        the base rules (the base is empty and the colour matches); `pending` are the columns
        of the same action that arrive before it (the first of a pair)."""
        return None

    def action_problem(
        self, state: Position, adds: list[Add], removes: list[Remove], entering: int
    ) -> str | None:
        """Why a whole column action may not be made: `adds` are every column arriving (the
        first `entering` of them are the ones the player builds, the rest pushed along a
        chain), `removes` every column leaving."""
        return None

    def removal_problem(self, state: Position, i: int, j: int) -> str | None:
        """Why MOVE may not take the column on base j of floor i."""
        return None

    def expand(self, state: Position, add: Add) -> tuple[list[Add], list[Remove]] | None:
        """A column arriving that moves others (the chain push): what arrives and what leaves
        in all, the entering column first; None when it arrives alone."""
        return None

    def place_sources(self, state: Position) -> str:
        """Extra occupants the active player may build with besides the supply (G)."""
        return ""

    def extra_pairs(self, state: Position) -> list[Any]:
        """Pairs the base enumeration cannot find (both columns needed by a floor rule)."""
        return []

    def after_columns(
        self,
        before: Position,
        after: Position,
        adds: list[Add],
        moved: bool,
        events: list[Event],
    ) -> Position:
        """After columns arrived (placed, moved or pushed) and the turn recorded them."""
        return after

    # -- floors ----------------------------------------------------------------------------------

    def floor_problem(self, state: Position, fid: str, placement: Any) -> str | None:
        """Why the due floor may not go to `placement` (a `geometry.Placement`), on top of
        the base rules (which the placement already passes)."""
        return None

    def shift_problem(self, state: Position, i: int, placement: Any) -> str | None:
        """Why SHIFT may not move floor i to `placement`, on top of the base rules."""
        return None

    def sides(self, state: Position, fid: str, sides: tuple[str, ...]) -> tuple[str, ...]:
        """The sides floor `fid` may show when it enters the temple (a due floor, after the
        card's rim allowed `sides`, or a floor of the initial base)."""
        return sides

    def prepare_due(self, state: Position, events: list[Event]) -> Position | None:
        """A floor has become due: settle which floor it is (put it on top of the quarry or
        offer a choice in `turn.choice`). None: the top of the quarry, as in the base game."""
        return None

    def unplaceable(self, state: Position, events: list[Event]) -> Position | None:
        """The due floor fits nowhere; None: it is set aside as in the base game (§4.3.6)."""
        return None

    # -- the turn --------------------------------------------------------------------------------

    def reveal_problem(self, state: Position, pile: str) -> str | None:
        return None

    def after_reveal(self, state: Position, events: list[Event]) -> Position:
        return state

    def moves(self, state: Position) -> list[Any]:
        """The module's own moves that are legal now (any phase but over)."""
        return []

    def handlers(self) -> dict[type, Handler]:
        """Apply functions of the module's own moves, by move type."""
        return {}

    def dispose(self, state: Position, events: list[Event]) -> Position | None:
        """The turn's plan card leaves (fulfilled or failed): None for the base rule (level row
        or discard pile), else the position with the card placed elsewhere."""
        return None

    def draw(
        self, state: Position, bag: Counts, owed: int, events: list[Event], rng: Any
    ) -> tuple[Counts, Counts, bool] | None:
        """Step 4's draw: (drawn, bag afterwards, game ends now) or None for the base draw."""
        return None

    def end_turn(self, state: Position, events: list[Event]) -> Position:
        """After step 4, before the next player's turn."""
        return state

    def finish(self, state: Position, events: list[Event]) -> Position:
        """The game ends: last changes before the evaluation."""
        return state

    def win_problem(self, state: Position) -> str | None:
        """Why the players lose although the temple is high enough (None: no objection)."""
        return None


def active(state: Position) -> tuple[Module, ...]:
    """The modules in force for a position, in registry order (empty in the base game)."""
    if not state.config.expanded:
        return ()
    return state.memo("modules", lambda: _in_force(state))


def _in_force(state: Position) -> tuple[Module, ...]:
    from games.menara.modules.registry import in_force

    return in_force(state)


def first(results: Any) -> Any:
    """The first hook result that says something (not None)."""
    for value in results:
        if value is not None:
            return value
    return None
