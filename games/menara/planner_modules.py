"""What the bots do about the expansion modules (spec §6), shared by `greedy` and `planner`.

Every rule here looks only at what the view shows (the temple, the supplies, the golden
columns and tears by the camp, the Fate display) and at the legal moves; in the base game no
module move is ever legal and no golden column exists, so the bots play exactly as before.

- Tears of the Gods (§6.3): a token held is put on a free mark at once (the win needs every
  one, and a token weighs nothing). In step 1 a token is taken when a free mark of its colour
  waits in the temple that no held token will cover, paying with the column that serves the
  empty bases least; a few columns are kept for the cards (`KEEP`, fewer once the temple is
  high enough and only the tears are missing). New floors show a needed mark when it costs
  nothing else.
- Golden columns (§6.2): built only when no supply column fits (they never carry a floor).
- Merciful Fate and the Floating Quarry (`choose`): the floor with the most legal placements,
  the first offered on a tie.

Measured (`python -m games.menara.balance --games 60 --difficulties medium`, seeds 0-59,
2 players, steady hands on; this branch, before the floor and ritual rules were merged):
base game greedy 55.0% / planner 81.7%; `--preset first` 66.7% / 76.7%; `--preset all`
0% / 0% (without tears 48.3% / 55.0%; tears alone, 40 games, 0% / 0%). Twelve tokens cost
twelve supply columns, all that two players hold at medium, and a wobble takes the tokens on
the floors it brings down: the bots place about five tokens a game.
"""

from __future__ import annotations

from typing import Any

from games.menara.data import COLOURS, GOLDEN
from games.menara.geometry import Placement, shape
from games.menara.modules import active
from games.menara.modules.tears import MARK, TOKENS, marks, needed
from games.menara.moves import ChooseFloor, Pair, Place, PutTear, TakeTear
from games.menara.records import Counts, one, sub
from games.menara.state import MenaraState

KEEP = 3
"""Supply columns a bot keeps when it takes tears while the temple is still too low."""

KEEP_HIGH = 1
"""... and once the temple is high enough (the missing tears are then what loses)."""


def module_moves(state: MenaraState) -> list[Any]:
    """The modules' own legal moves (tears, the floor choice): cheap, without the columns."""
    if state.phase == "over":
        return []
    out: list[Any] = []
    for module in active(state):
        out += module.moves(state)
    return out


def first_duty(state: MenaraState, moves: list[Any]) -> Any | None:
    """A module move to make before anything else: put a held token, or choose the floor."""
    for m in moves:
        if isinstance(m, PutTear):
            return m
    choices = [m for m in moves if isinstance(m, ChooseFloor)]
    if choices:
        return best_choice(state, choices)
    return None


def best_choice(state: MenaraState, choices: list[ChooseFloor]) -> ChooseFloor:
    """The offered floor with the most legal placements (the first on a tie)."""

    def placements(m: ChooseFloor) -> int:
        after, _ = state.apply(m, state.active)
        # A floor that fits nowhere is set aside and another one comes, which may depend on
        # a card turned up from the hidden pile: it counts as no placement at all.
        if not after.turn.due or not after.quarry or after.quarry[0] != m.fid:
            return 0
        return len(after.floor_options())

    return max(choices, key=placements)


def next_floor(state: MenaraState) -> str | None:
    """The floor that will come next as far as the view tells: the Fate card face up, else
    the quarry's top floor (None: no floor left)."""
    display = state.extras.fate_display
    if display and state.config.fate in ("bearable", "merciful"):
        return display[0]
    return state.quarry[0] if state.quarry else None


# -- tears --------------------------------------------------------------------------------------


def _free_marks(state: MenaraState) -> dict[str, int]:
    """Empty glowing marks showing in the temple, by token name."""
    free = dict.fromkeys(TOKENS, 0)
    for fid, token in marks(state).items():
        if fid not in state.extras.tears_on:
            free[token] += 1
    return free


def _still_needed(state: MenaraState) -> dict[str, int]:
    """Tokens of each colour the win still needs on the temple, beyond those held."""
    on = marks(state)
    placed = [on[f] for f in state.extras.tears_on if f in on]
    held = [sum(h[k] for h in state.extras.tears_held) for k in range(len(TOKENS))]
    out = {}
    for k, (token, want) in enumerate(zip(TOKENS, needed(state), strict=True)):
        out[token] = max(0, want - placed.count(token) - held[k])
    return out


def take_tear(state: MenaraState, moves: list[Any], free_bases: Counts) -> TakeTear | None:
    """Step 1: a token for a free mark that no held token covers, paid with the column that
    serves the empty bases least; None when no token is worth a column now."""
    takes = [m for m in moves if isinstance(m, TakeTear)]
    if not takes:
        return None
    supply = state.supplies[state.active]
    keep = KEEP_HIGH if state.temple.height >= state.target else KEEP
    if sum(supply) <= keep:
        return None
    free, wanted = _free_marks(state), _still_needed(state)
    held = state.extras.tears_held[state.active]
    for k, token in enumerate(TOKENS):
        if wanted[token] and free[token] > held[k]:
            options = [m for m in takes if m.token == token]
            if options:
                return max(options, key=lambda m: _spare(supply, free_bases, m.give))
    return None


def _spare(supply: Counts, free_bases: Counts, colour: str) -> tuple[int, int]:
    """How little a supply column of `colour` is missed: the empty bases the rest still
    serve, then how many of that colour are held."""
    rest = sub(supply, one(colour))
    served = sum(min(c, f) for c, f in zip(rest, free_bases, strict=True))
    return (served, supply[COLOURS.index(colour)])


def mark_wanted(state: MenaraState, p: Placement) -> int:
    """1 if floor placement p shows a glowing mark of a colour whose tokens still lack a mark
    in the temple (0 without tears: the base game's choices stay as they were)."""
    if not state.extras.tears_held:
        return 0
    mark = shape(state.catalogue[p.fid], p.side, p.rot).mark
    if mark is None:
        return 0
    token = next(t for t in TOKENS if MARK[t] == mark[0])
    on = marks(state)
    placed = [on[f] for f in state.extras.tears_on if f in on]
    want = needed(state)[TOKENS.index(token)]
    return int(want - placed.count(token) > _free_marks(state)[token])


# -- golden columns -------------------------------------------------------------------------------


def is_golden(move: Any) -> bool:
    parts = [move.first, move.second] if isinstance(move, Pair) else [move]
    return any(isinstance(p, Place) and p.colour == GOLDEN for p in parts)


def wooden_first(moves: list[Any]) -> list[Any]:
    """The moves without golden columns when any column action is left without one."""
    wooden = [m for m in moves if not is_golden(m)]
    if len(wooden) < len(moves) and any(isinstance(m, Place | Pair) for m in wooden):
        return wooden
    return moves


def golden_only(moves: list[Any]) -> list[Any]:
    return [m for m in moves if is_golden(m)]


__all__ = [
    "best_choice",
    "first_duty",
    "golden_only",
    "is_golden",
    "mark_wanted",
    "module_moves",
    "next_floor",
    "take_tear",
    "wooden_first",
]
