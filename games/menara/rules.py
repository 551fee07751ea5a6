"""The turn of spec §4 as a state machine: which moves are legal, and what each one does.

`legal_moves` and `apply` share the checks of checks.py and building.py, so a move is accepted
exactly when it is listed. Every event that reveals something hidden (a plan card, the next
quarry floor, columns drawn from the bag) carries `barrier=True`, which stops undo there.
"""

from __future__ import annotations

import functools
import random
from dataclasses import replace
from itertools import repeat
from operator import is_
from typing import Any, cast

from games.core import Event, IllegalMove, derive
from games.menara import base, building, steady, tasks
from games.menara.checks import (
    Add,
    Remove,
    colour_word,
    floor_problem,
    shift_problem,
    statics_problem,
)
from games.menara.data import (
    CAMP_SIZE,
    COLOURS,
    GOLDEN,
    PILES,
    PLANS,
    PlanCard,
)
from games.menara.geometry import SIDE_NAMES, STRIDE, Placement, Shape, shape
from games.menara.modules import Module, active
from games.menara.modules.bound import bind
from games.menara.modules.fate import due_name, top_is_next
from games.menara.moves import (
    AddFloor,
    ArrangeBase,
    AutoBase,
    EndTurn,
    Fail,
    Move,
    MoveUp,
    Pair,
    Place,
    Reveal,
    Shift,
    Swap,
    floor_moves,
)
from games.menara.placements import Block, floor_blocks, placements_of, shift_placements
from games.menara.position import Position, event
from games.menara.records import (
    NEW_TURN,
    NO_COLUMNS,
    Counts,
    add,
    contains,
    draw,
    from_letters,
    one,
    sub,
    total,
    words,
)
from games.menara.scoring import outcome
from games.menara.statics import PlacedFloor, new_floor


def rng(state: Position) -> random.Random:
    """The generator of the state's next chance event.

    Keyed "menara/<seed>/<draws>" since the first Menara game: `derive` joins its parts with
    "/", so naming the game first reproduces that key and every seeded game stays the same.
    """
    return derive("menara", state.seed, state.draws)


def card_of(state: Position) -> PlanCard:
    return PLANS[state.turn.card]


# -- legal moves ----------------------------------------------------------------------------------


def legal_moves(state: Position) -> list[Move]:
    out = _base_legal_moves(state)
    if state.phase != "over":
        for module in active(state):
            out += module.moves(state)
    return out


def _base_legal_moves(state: Position) -> list[Move]:
    if state.phase == "base":
        return base.base_moves(state)
    if state.phase == "start":
        return _start_moves(state)
    if state.phase == "build":
        return _build_moves(state)
    if state.phase == "done":
        return _done_moves(state)
    return []


def due_sides(state: Position) -> tuple[str, ...]:
    """The sides the due floor may show: the card's rim, then the modules (§2.2.2, §6.4)."""
    sides = tasks.sides(card_of(state))
    for module in active(state):
        sides = module.sides(state, state.quarry[0], sides)
    return sides


def floor_options(state: Position) -> list[Placement]:
    """Every legal placement of the floor that is due (cached with the state)."""
    if "floors" not in state._cache:
        state._cache["floors"] = placements_of(_floor_blocks(state))
    return list(state._cache["floors"])


def _floor_blocks(state: Position) -> list[Block]:
    """`floor_options` as `placements.Block`s, cached with the state: the rules ask only
    whether there is one, and the moves are made from the blocks without writing out the
    placements (a due floor has hundreds)."""
    if state.phase != "build" or not state.turn.due or not state.quarry or state.turn.choice:
        return []
    if "floor blocks" not in state._cache:
        spec = state.catalogue[state.quarry[0]]
        found = floor_blocks(state.temple, spec, due_sides(state))
        modules = active(state)
        if modules:
            found = [
                (s, _allowed(state, modules, spec.id, s, offsets, level), level)
                for s, offsets, level in found
            ]
        state._cache["floor blocks"] = found
    blocks: list[Block] = state._cache["floor blocks"]
    return blocks


def _allowed(
    state: Position, modules: tuple[Module, ...], fid: str, s: Shape, offsets: int, level: int
) -> int:
    """The offsets of a block whose placements no module forbids."""
    for p in placements_of([(s, offsets, level)]):
        if any(m.floor_problem(state, fid, p) for m in modules):
            offsets &= ~(1 << (p.y * STRIDE + p.x))
    return offsets


@functools.lru_cache(maxsize=1024)
def _sub_multisets(c: Counts) -> list[list[tuple[str, int]]]:
    """Every sub-multiset of a colour count by its size (the index; size 0 is empty): its
    letters and a bit set of its colours, sorted by the letters. Built colour by colour (the
    letters come in colour order), with no Python call per part."""
    parts: list[tuple[str, int]] = [("", 0)]
    for k, (colour, n) in enumerate(zip(COLOURS, c, strict=True)):
        if n:
            bit, runs = 1 << k, [colour * m for m in range(1, n + 1)]
            parts += [(text + run, used | bit) for text, used in parts for run in runs]
    out: list[list[tuple[str, int]]] = [[] for _ in range(total(c) + 1)]
    for part in sorted(parts[1:]):
        out[len(part[0])].append(part)
    return out


_SWAPS: dict[tuple[str, str], Swap] = {}
"""Every exchange met so far, made once: the supplies change every turn, so `swap_options`
is rarely asked the same twice, but the exchanges themselves recur. Bounded: both sides are
at most the camp's CAMP_SIZE columns (20 seeded games meet about 600)."""


@functools.lru_cache(maxsize=4096)
def swap_options(supply: Counts, camp: Counts) -> tuple[Swap, ...]:
    """Every useful exchange with the camp: equal numbers, no colour both given and taken;
    ordered by size, then what is given, then what is taken."""
    takes = _sub_multisets(camp)
    swaps = _SWAPS
    out = []
    # By size (the sizes both sides have), and within it by the letters given and taken:
    # the parts come sorted.
    for gives, found in zip(_sub_multisets(supply)[1:], takes[1:], strict=False):
        for give, used in gives:
            for take, u in found:
                if not u & used:
                    swap = swaps.get((give, take))
                    if swap is None:
                        swap = swaps[give, take] = Swap(give, take)
                    out.append(swap)
    return tuple(out)


# The moves without a place, made once: the lists of most positions end with one of them.
_REVEALS = {pile: Reveal(pile) for pile in PILES}
_FAIL = Fail()
_END = EndTurn()


def _start_moves(state: Position) -> list[Move]:
    out: list[Move] = []
    if not state.turn.swapped:
        out += swap_options(state.supplies[state.active], state.camp)
    modules = active(state)
    for pile, cards in zip(PILES, state.piles, strict=True):
        if cards and not (modules and any(m.reveal_problem(state, pile) for m in modules)):
            out.append(_REVEALS[pile])
    return out


def _build_moves(state: Position) -> list[Move]:
    if state.turn.due:
        # A new list already (no copy of hundreds of moves); only its element type is narrower.
        return cast(list[Move], floor_moves(_floor_blocks(state)))
    card, turn, temple = card_of(state), state.turn, state.temple
    ext = bind(state)
    out: list[Move] = []
    if tasks.places_columns(card):
        supply = state.supplies[state.active]
        options = building.place_options(temple, supply, card, turn, ext)
        out += [o.move for o in options if o.alone]
        out += building.place_pairs(temple, supply, card, turn, options, ext)
        _keep_options(state, options)
    elif card.task == "MOVE":
        moves = building.move_options(temple, turn, ext)
        out += [o.move for o in moves if o.alone]
        out += building.move_pairs(temple, turn, card, moves, ext)
        _keep_options(state, moves)
    elif card.task == "SHIFT" and not turn.shifted:
        modules = active(state)
        for i in range(len(temple.floors)):
            found = shift_placements(temple, i)
            if modules:
                found = [p for p in found if _module_shift_problem(state, i, p) is None]
            out += [Shift(p) for p in found]
    out.append(_FAIL)
    return out


def _done_moves(state: Position) -> list[Move]:
    out: list[Move] = [_END]
    if _renewal_problem(state) is None:
        out += [EndTurn(renew=n) for n in range(1, _renewals_owed(state) + 1)]
    return out


# -- apply ---------------------------------------------------------------------------------------


def apply(state: Position, move: object, seat: int) -> tuple[Position, list[Event]]:
    if state.phase == "over":
        raise IllegalMove("The game is over.")
    if seat != state.active:  # `actors()`: the active seat alone (the game is not over)
        raise IllegalMove(f"It is {state.name}'s turn, not seat {seat}'s.")
    events: list[Event] = []
    for module in active(state):
        own = module.handlers().get(type(move))
        if own is not None:
            after = own(state, move, events)
            if after.phase == "build":
                after = _continue(after, events)
            return after, events
    if state.turn.choice:
        raise IllegalMove("First choose which floor comes next.")
    handler = _HANDLERS.get((state.phase, type(move)))
    if handler is None or (state.turn.due and not isinstance(move, AddFloor)):
        raise IllegalMove(_wrong_phase(state, move))
    after = handler(state, move, events)
    return after, events


def _wrong_phase(state: Position, move: object) -> str:
    if state.phase == "base":
        return "First lay the three floors of the temple base."
    if state.phase == "start":
        if isinstance(move, Swap):
            return "You have exchanged with the camp already this turn; reveal a plan card."
        return "Exchange with the camp or reveal a plan card first."
    if state.phase == "build":
        if state.turn.due:
            return f"{due_name(state)} must be added to the temple first."
        if isinstance(move, Swap | Reveal):
            return "The plan card is revealed: exchanging and revealing are over for this turn."
        if isinstance(move, EndTurn):
            return f"Carry out {state.turn.card} or declare failure before ending the turn."
        return f"{move} is not a step of {state.turn.card}."
    return "The plan card is resolved: end your turn."


# step 1 and 2 ----------------------------------------------------------------------------------


def _apply_swap(state: Position, move: Swap, events: list[Event]) -> Position:
    if state.turn.swapped:
        raise IllegalMove("You have exchanged with the camp already this turn; reveal a plan card.")
    give, take = from_letters(move.give), from_letters(move.take)
    supply = state.supplies[state.active]
    # Letters in any order are the same exchange (S26 writes "Y,Y for W,K"); anything that is
    # not a wooden colour is not.
    if total(give) != len(move.give) or total(take) != len(move.take):
        raise IllegalMove("Only wooden columns (Y R K W B) are exchanged with the camp.")
    if total(give) != total(take) or not total(give):
        raise IllegalMove("Give the camp as many columns as you take from it.")
    if not contains(supply, give):
        raise IllegalMove(f"You do not hold {' '.join(move.give)} (your supply: {words(supply)}).")
    if not contains(state.camp, take):
        raise IllegalMove(f"The camp does not hold {' '.join(move.take)}.")
    if any(g and t for g, t in zip(give, take, strict=True)):
        raise IllegalMove("Swapping a colour for the same colour changes nothing.")
    supplies = list(state.supplies)
    supplies[state.active] = add(sub(supply, give), take)
    events.append(
        state.say(f"{state.name} gives {words(give)} to the camp and takes {words(take)}.", "swap")
    )
    return state.evolve(
        supplies=tuple(supplies),
        camp=add(sub(state.camp, take), give),
        turn=state.turn.but(swapped=True),
    )


def _apply_reveal(state: Position, move: Reveal, events: list[Event]) -> Position:
    k = PILES.index(move.pile)
    if not state.piles[k]:
        raise IllegalMove(f"The {move.pile} pile is empty.")
    for module in active(state):
        problem = module.reveal_problem(state, move.pile)
        if problem:
            raise IllegalMove(problem)
    card = PLANS[state.piles[k][0]]
    piles = tuple(p[1:] if n == k else p for n, p in enumerate(state.piles))
    events.append(
        state.say(
            f"{state.name} reveals {card.id} from the {move.pile} pile: {tasks.summary(card)} "
            f"(new floors {tasks.rim_text(card)}).",
            "reveal",
            barrier=True,
        )
    )
    after = state.evolve(piles=piles, phase="build", turn=state.turn.but(card=card.id))
    for module in active(state):
        after = module.after_reveal(after, events)
    if after.phase == "build" and after.ending:
        return finish_game(after, (), events)
    return after


# step 3: columns -----------------------------------------------------------------------------


def _point_text(state: Position, i: int, j: int) -> str:
    x, y = state.temple.base_point(i, j)
    return f"{state.floors[i].fid} ({x},{y})"


def _with_columns(
    state: Position, adds: list[Add], removes: list[Remove]
) -> tuple[tuple[PlacedFloor, ...], list[int]]:
    """New floors after columns leave and arrive, and the floors that became complete."""
    floors = list(state.floors)
    for i, j in removes:
        floors[i] = floors[i].with_column(j, "")
    for i, j, occupant in adds:
        floors[i] = floors[i].with_column(j, occupant)
    completed = sorted({i for i, _, _ in adds if floors[i].complete})
    return tuple(floors), completed


def _next_name(state: Position) -> str:
    """The floor a completion makes due, as the log names it (before Fate has spoken)."""
    return state.quarry[0] if top_is_next(state) else "a new floor"


def _announce_completions(state: Position, completed: list[int], events: list[Event]) -> None:
    for k, i in enumerate(completed):
        fid = state.floors[i].fid
        if not k:
            text = f"{fid} is complete: {_next_name(state)} must be added to the temple at once."
        else:
            # A pair completing two floors makes two due (§4.3.3): the second is the next one.
            later = top_is_next(state) and k < len(state.quarry)
            text = f"{fid} is complete too: {state.quarry[k] if later else 'a second new floor'}"
            text += " must be added after it."
        events.append(state.say(text, "complete"))


_OPTIONS = "column options"
"""The `_cache` key of the single column actions `_build_moves` listed the moves from
(`building.PlaceOption` or `building.MoveOption`), for `_listed_columns`."""


def _listed_columns(
    state: Position, move: Place | MoveUp | Pair
) -> tuple[list[Add], list[Remove]] | None:
    """The columns a move adds and removes when `legal_moves` listed this very object for
    this position (base game): taken from the options that listed it, so that the checks
    `legal_moves` made are not made a second time (same answer, asked once). None when the move
    was not listed (another object, or the moves were never asked): apply checks it in full."""
    options = state._cache.get(_OPTIONS)
    if options is None:
        return None
    # By identity: the options (kept in the cache) keep their moves alive, so no other object
    # can have the id of one of them.
    by_move = state._cache.get(_BY_MOVE)
    if by_move is None:
        by_move = state._cache[_BY_MOVE] = {id(o.move): o for o in options}
    if isinstance(move, Pair):
        one, two = by_move.get(id(move.first)), by_move.get(id(move.second))
        # The pair itself must be listed (not every two options make a legal pair).
        listed = state._cache.get("moves", ())  # `MenaraState.legal_moves` keeps them there
        if one is None or two is None or not any(map(is_, listed, repeat(move))):
            return None
    else:
        one = two = by_move.get(id(move))
        if one is None or not one.alone:
            return None
    if isinstance(one, building.PlaceOption):
        assert isinstance(two, building.PlaceOption)
        return ([one.add] if one is two else [one.add, two.add]), []
    assert isinstance(one, building.MoveOption)
    assert isinstance(two, building.MoveOption)
    if one is two:
        return [one.dst], [one.src]
    return [one.dst, two.dst], [one.src, two.src]


_BY_MOVE = "column options by move"


def _keep_options(
    state: Position, options: list[building.PlaceOption] | list[building.MoveOption]
) -> None:
    """Keep the options the moves were listed from, for `_listed_columns` (a second listing
    replaces the first, and the index of the first goes with it)."""
    state._cache[_OPTIONS] = options
    state._cache.pop(_BY_MOVE, None)


def column_move_problem(
    state: Position, move: Place | MoveUp | Pair
) -> tuple[str | None, list[Add], list[Remove]]:
    """Why a column action may not be made now (None if it may), with the columns it would
    add and remove (a chain push adds and removes more than the action names; the columns the
    player builds come first): §4.3.2-4.3.4, the card's demands and the modules' rules."""
    if state.phase != "build" or not state.turn.card:
        return "Columns are built after revealing a plan card.", [], []
    if state.turn.due:
        return f"{due_name(state)} must be added to the temple first.", [], []
    card, temple, turn = card_of(state), state.temple, state.turn
    supply = state.supplies[state.active]
    ext = bind(state)
    if ext is None:
        listed = _listed_columns(state, move)
        if listed is not None:
            return None, *listed
    if isinstance(move, Place):
        problem, target = building.place_problem(temple, supply, card, turn, move, ext)
        adds: list[Add] = [target]
        removes: list[Remove] = []
        if problem is None and ext is not None:
            problem, adds, removes = ext.arrival(*target)
            problem = problem or ext.action(adds, removes, 1)
        if problem is None:
            problem = statics_problem(temple, adds, removes)
        return problem, adds, removes
    if isinstance(move, Pair) and isinstance(move.first, Place):
        assert isinstance(move.second, Place)
        return building.place_pair_problem(temple, supply, card, turn, move.first, move.second, ext)
    if card.task != "MOVE":
        return f"{card.id} does not ask you to move columns.", [], []
    left = tasks.remaining(card, turn) or 0
    if isinstance(move, MoveUp):
        if not left:
            return f"{card.id} asks for {card.n} moves; they are done.", [], []
        problem, src, dst = building.single_move_problem(temple, turn, move, ext)
        if ext is not None and problem is None:
            _, adds, removes = ext.arrival(*dst)
            return None, adds, [src, *removes]
        return problem, [dst], [src]
    if left < 2:
        return f"{card.id} owes only {left} more move; make it alone.", [], []
    assert isinstance(move.first, MoveUp)
    assert isinstance(move.second, MoveUp)
    problem, srcs, dsts = building.move_pair_problem(temple, turn, move.first, move.second, ext)
    return problem, dsts, srcs


def _apply_column(state: Position, move: Place | MoveUp | Pair, events: list[Event]) -> Position:
    problem, adds, removes = column_move_problem(state, move)
    if problem:
        raise IllegalMove(problem)
    parts = [move.first, move.second] if isinstance(move, Pair) else [move]
    if isinstance(parts[0], MoveUp):
        return _moved(state, removes, adds, len(parts), events, _entries(state, parts))
    return _placed(state, adds, removes, len(parts), events, _entries(state, parts))


def _entries(state: Position, parts: list[Place | MoveUp]) -> list[tuple[int, int]]:
    """The bases the player puts the columns on (for the log): in a pair the first one can be
    pushed on along a chain by the second (§4.3.3), and the adds say where it ends."""
    out = []
    for part in parts:
        if isinstance(part, Place):
            where = building.resolve(state.temple, part.fid, part.x, part.y)
        else:
            where = building.resolve(state.temple, part.dst, part.dx, part.dy)
        assert not isinstance(where, str)
        out.append(where)
    return out


def _placed(
    state: Position,
    adds: list[Add],
    removes: list[Remove],
    entering: int,
    events: list[Event],
    entries: list[tuple[int, int]] | None = None,
) -> Position:
    """The first `entering` of `adds` are built by the player (from the supply, or golden);
    the others were pushed along a chain (§6.1.3) and come back with `removes`. `entries`:
    the bases the built columns were put on, when not where they end (`_entries`)."""
    card = card_of(state)
    floors, completed = _with_columns(state, adds, removes)
    built = adds[:entering]
    supply, golden = state.supplies[state.active], state.extras.golden
    for _, _, colour in built:
        if colour == GOLDEN:
            golden -= 1
        else:
            supply = sub(supply, one(colour))
    supplies = list(state.supplies)
    supplies[state.active] = supply
    fids = [state.floors[i].fid for i, _, _ in built]
    chosen = state.turn.floor or fids[0]
    filled = any(state.floors[i].fid == chosen for i in completed)
    used = tuple(
        (state.floors[i].fid, building.counted_colour(state.temple, i, j, c)) for i, j, c in built
    )
    owed = sum(1 for _, _, c in built if c != GOLDEN)
    turn = tasks.after_place(card, state.turn, fids[0], entering, filled, used, owed)
    for i in completed:
        turn = tasks.after_completion(card, turn, state.floors[i].fid, state.floors[i].level)
    moved = _after_push(state, turn.moved, adds, removes, entering)
    if completed or moved is not turn.moved:  # else the copy would equal the turn
        turn = turn.but(due=turn.due + len(completed), moved=moved)
    together = " together" if entering == 2 else ""
    put = entries or [add[:2] for add in built]
    spots = " and ".join(
        f"a {colour_word(colour)} column on {_point_text(state, i, j)}"
        for (i, j), (_, _, colour) in zip(put, built, strict=True)
    )
    text = f"{state.name} places {spots}{together}"
    events.append(state.say(text + _pushes(state, _along(adds, entering, put)) + ".", "place"))
    _announce_completions(state, completed, events)
    after = state.evolve(floors=floors, supplies=tuple(supplies), turn=turn)
    if golden != state.extras.golden:
        after = after.evolve(extras=replace(after.extras, golden=golden))
    after = steady.record(after, steady.column_pieces(state.config, after.temple, built))
    for module in active(state):
        after = module.after_columns(state, after, adds, False, events)
    return _continue(after, events)


def _after_push(
    state: Position,
    moved: tuple[tuple[str, int], ...],
    adds: list[Add],
    removes: list[Remove],
    entering: int,
) -> tuple[tuple[str, int], ...]:
    """`turn.moved` after a chain push (§6.1.3): a column moved this turn and then pushed on
    stays recorded on the base it now stands on. The pushed columns are `adds[entering:]`,
    coming from the last as many `removes`."""
    pushed = adds[entering:]
    if not pushed or not moved:
        return moved
    left = removes[len(removes) - len(pushed) :]
    where = {
        (state.floors[i].fid, j): (state.floors[k].fid, m)
        for (i, j), (k, m, _) in zip(left, pushed, strict=True)
    }
    return tuple(where.get(entry, entry) for entry in moved)


def _along(adds: list[Add], entering: int, put: list[tuple[int, int]]) -> list[Add]:
    """The columns pushed along a chain: the others, and in a pair a built column that the
    second one pushed on from where it was put (§4.3.3)."""
    moved_on = [add for add, at in zip(adds[:entering], put, strict=True) if add[:2] != at]
    return moved_on + adds[entering:]


def _pushes(state: Position, pushed: list[Add]) -> str:
    """ ", pushing the columns along the chain" when a column entering a chain moved others
    (in a pair, each chain named)."""
    if not pushed:
        return ""
    counts: dict[str, int] = {}
    for i, _, _ in pushed:
        fid = state.floors[i].fid
        counts[fid] = counts.get(fid, 0) + 1
    parts = [
        f"{'1 column' if n == 1 else f'{n} columns'} along the chain of {fid}"
        for fid, n in counts.items()
    ]
    return ", pushing " + " and ".join(parts)


def _moved(
    state: Position,
    srcs: list[Remove],
    dsts: list[Add],
    entering: int,
    events: list[Event],
    entries: list[tuple[int, int]] | None = None,
) -> Position:
    """`dsts[:entering]` are the moved columns' new bases, `srcs[:entering]` their old ones;
    further entries are columns pushed along a chain (§6.1.3). `entries`: as `_placed`."""
    floors, completed = _with_columns(state, dsts, srcs)
    moved = tuple((state.floors[k].fid, m) for k, m, _ in dsts[:entering])
    turn = state.turn.but(
        moves=state.turn.moves + entering,
        moved=_after_push(state, state.turn.moved, dsts, srcs, entering) + moved,
        due=state.turn.due + len(completed),
    )
    parts = []
    put = entries or [dst[:2] for dst in dsts[:entering]]
    for (i, j), (k, m), (_, _, colour) in zip(srcs[:entering], put, dsts[:entering], strict=True):
        parts.append(
            f"the {colour_word(colour)} column from {_point_text(state, i, j)} up to "
            f"{_point_text(state, k, m)} (level {state.floors[k].level})"
        )
    together = " together" if len(parts) == 2 else ""
    pushes = _pushes(state, _along(dsts, entering, put))
    events.append(state.say(f"{state.name} moves {' and '.join(parts)}{together}{pushes}.", "move"))
    _announce_completions(state, completed, events)
    after = state.evolve(floors=floors, turn=turn)
    after = steady.record(after, steady.column_pieces(state.config, after.temple, dsts[:entering]))
    for module in active(state):
        after = module.after_columns(state, after, dsts, True, events)
    return _continue(after, events)


# step 3: floors ------------------------------------------------------------------------------


def floor_move_problem(state: Position, p: Placement) -> str | None:
    """Why the due floor may not go to placement p (None if it may): §4.3.6."""
    if state.phase != "build" or not state.turn.due:
        return "No new floor is due."
    top = state.quarry[0]
    if p.fid != top:
        return f"The next floor is {top}, the top of the quarry, not {p.fid}."
    card = card_of(state)
    allowed = due_sides(state)  # the rim, unless a ritual overrides it (§6.4)
    if p.side not in allowed:
        if allowed == tasks.sides(card):
            return f"{card.id} has a {tasks.rim_name(card)} rim: {top} goes {tasks.rim_text(card)}."
        return f"The ritual in force lets {top} enter only {SIDE_NAMES[allowed[0]]} side up."
    problem = floor_problem(state.temple, state.catalogue[top], p)
    if problem is None:
        for module in active(state):
            problem = module.floor_problem(state, top, p)
            if problem:
                return problem
    return problem


def shift_move_problem(state: Position, p: Placement) -> str | None:
    """Why the SHIFT card may not move floor p.fid to placement p (None if it may): §4.3.8."""
    card = card_of(state) if state.phase == "build" and state.turn.card else None
    if card is None or card.task != "SHIFT":
        return "Only a SHIFT card moves a floor."
    if state.turn.shifted:
        return f"{card.id} shifts one floor; it has been shifted."
    i = state.temple.index_of.get(p.fid)
    if i is None:
        return f"There is no floor {p.fid} in the temple."
    return shift_problem(state.temple, i, p) or _module_shift_problem(state, i, p)


def _module_shift_problem(state: Position, i: int, p: Placement) -> str | None:
    """The modules' limits on a SHIFT destination: their `shift_problem` (the Thin Tip) and
    their `floor_problem` (the Thorn Moon, §6.1.6), asked with the shifted floor still at its
    old place (the hooks leave it out by its id)."""
    for module in active(state):
        problem = module.shift_problem(state, i, p) or module.floor_problem(state, p.fid, p)
        if problem:
            return problem
    return None


def _apply_floor(state: Position, move: AddFloor, events: list[Event]) -> Position:
    p, turn = move.placement, state.turn
    # A move `legal_moves` listed for this very position (the same object) was checked there.
    listed = state._cache.get("moves")  # `MenaraState.legal_moves` keeps them there
    if listed is None or not any(map(is_, listed, repeat(move))):
        problem = floor_move_problem(state, p)
        if problem:
            raise IllegalMove(problem)
    top, card, spec = state.quarry[0], card_of(state), state.catalogue[p.fid]
    bases = len(shape(spec, p.side, p.rot).bases)
    floors = (*state.floors, new_floor(p.fid, p.side, p.rot, p.x, p.y, p.level, bases))
    side = SIDE_NAMES[p.side]
    height = state.temple.height
    if p.level == 0:
        text = (
            f"{state.name} extends the temple base with {top} ({side} side up); as a penalty "
            f"{card.id} will join the level row."
        )
    else:
        after = state.temple.with_floors(floors)
        n = len(after.supports[-1])
        text = (
            f"{state.name} adds {top} ({side} side up) on level {p.level}, resting on {n} columns."
        )
        if after.height > height:
            levels = "1 level" if after.height == 1 else f"{after.height} levels"
            text += f" The temple is now {levels} high."
    events.append(state.say(text, "floor"))
    quarry = state.quarry[1:]
    turn = turn.but(
        due=turn.due - 1, penalty=turn.penalty or p.level == 0, ready=False, top_only=""
    )
    after_state = state.evolve(floors=floors, quarry=quarry, turn=turn)
    if p.level:
        margin = after_state.temple.margin(len(floors) - 1)
        after_state = steady.record(
            after_state, [steady.floor_piece(state.config, p.level, margin, p.fid)]
        )
    if not quarry:
        events.append(state.say(f"{top} was the last temple floor.", "floor"))
        return finish_game(after_state, "T4", events)
    if top_is_next(state):
        events.append(
            state.say(f"The next floor in the quarry is {quarry[0]}.", "quarry", barrier=True)
        )
    return _continue(after_state, events)


def _apply_shift(state: Position, move: Shift, events: list[Event]) -> Position:
    p = move.placement
    problem = shift_move_problem(state, p)
    if problem:
        raise IllegalMove(problem)
    i = state.temple.index_of[p.fid]
    old = state.floors[i]
    floors = list(state.floors)
    floors[i] = PlacedFloor(old.fid, p.side, p.rot, p.x, p.y, p.level, old.columns)
    after = state.temple.with_floors(floors)
    events.append(
        state.say(
            f"{state.name} shifts {old.fid} from level {old.level} to level {p.level}, "
            f"now resting on {len(after.supports[i])} columns.",
            "shift",
        )
    )
    turn = state.turn.but(shifted=True)
    # The floors of `after`: the new position then finds that temple analysed (known_temple).
    shifted = state.evolve(floors=after.floors, turn=turn)
    piece = steady.floor_piece(state.config, p.level, after.margin(i), p.fid)
    return _continue(steady.record(shifted, [piece]), events)


def _apply_fail(state: Position, move: Fail, events: list[Event]) -> Position:
    turn = state.turn.but(status="failed")
    after = state.evolve(turn=turn, phase="done")
    events.append(
        state.say(
            f"{state.name} cannot carry out {state.turn.card}: it will join the level row, so "
            f"the temple must reach {after.target} levels.",
            "fail",
        )
    )
    return _end_build(after, events)


def _continue(state: Position, events: list[Event]) -> Position:
    """After an action: set aside floors that fit nowhere, then see whether the card is done."""
    state = _settle_due(state, events)
    if state.phase != "build":
        return state
    card = card_of(state)
    if tasks.accomplished(card, state.turn):
        events.append(state.say(f"{card.id} is fulfilled.", "fulfil"))
        done = state.evolve(turn=state.turn.but(status="fulfilled"), phase="done")
        return _end_build(done, events)
    return state


def _end_build(state: Position, events: list[Event]) -> Position:
    """The end of step 3: the steady-hands roll (§7.11); a wobble ends the game (T1)."""
    state, wobbled = steady.roll(state, events)
    return finish_game(state, "T1", events) if wobbled else state


def _prepare_due(state: Position, events: list[Event]) -> Position:
    """Let the modules settle which floor is due (Fate, the Floating Quarry)."""
    if not state.turn.due or state.turn.ready:
        return state
    for module in active(state):
        prepared = module.prepare_due(state, events)
        if prepared is not None:
            state = prepared
            break
    return state.evolve(turn=state.turn.but(ready=True)) if active(state) else state


def _settle_due(state: Position, events: list[Event]) -> Position:
    """A due floor that fits nowhere is set aside (§4.3.6 step 4) and the next one is taken."""
    state = _prepare_due(state, events)
    while state.turn.due and state.quarry and not state.turn.choice and not _has_floor(state):
        for module in active(state):
            handled = module.unplaceable(state, events)
            if handled is not None:
                state = handled
                break
        else:
            state = _set_aside(state, events)
        if state.phase == "over":
            return state
        if state.ending:
            return finish_game(state, (), events)
        state = _prepare_due(state, events)
    return state


def _has_floor(state: Position) -> bool:
    return any(offsets for _, offsets, _ in _floor_blocks(state))


def _set_aside(state: Position, events: list[Event]) -> Position:
    """The due floor fits nowhere: set aside, the card joins the level row (§4.3.6 step 4)."""
    top = state.quarry[0]
    quarry = state.quarry[1:]
    state = state.evolve(
        quarry=quarry,
        set_aside=(*state.set_aside, top),
        turn=state.turn.but(penalty=True),
    )
    events.append(
        state.say(
            f"{top} fits nowhere in the temple: it is set aside, and {state.turn.card} will "
            "join the level row.",
            "set_aside",
            barrier=True,
        )
    )
    if not quarry:
        return finish_game(state, "T4", events)
    if top_is_next(state):
        events.append(state.say(f"The next floor in the quarry is {quarry[0]}.", "quarry"))
    return state.evolve(turn=state.turn.but(ready=False))


# step 4 and the end ------------------------------------------------------------------------------


def _renewal_problem(state: Position, times: int = 1) -> str | None:
    if not state.turn.to_level_row and not state.turn.thorn:
        return "The camp may be renewed only when the plan card joins the level row."
    owed = _renewals_owed(state)
    if times > owed:
        return (
            f"The camp may be renewed {owed} time{'s' if owed > 1 else ''} this turn: once "
            "for the plan card joining the level row and once per Thorn Moon penalty."
        )
    if total(state.bag) < CAMP_SIZE:
        return f"The bag holds fewer than {CAMP_SIZE} columns; the camp cannot be renewed."
    return None


def _renewals_owed(state: Position) -> int:
    """Camp renewals offered this turn (§4.3.7 item 3): one for the plan card joining the level
    row, however many reasons send it there, and one per Thorn Moon penalty (§6.1.6)."""
    return int(state.turn.to_level_row) + state.turn.thorn


def _dispose_card(state: Position, events: list[Event]) -> Position:
    """The plan card of the turn goes to the level row (failure or penalty) or is discarded."""
    if not state.turn.card:
        return state
    for module in active(state):
        placed = module.dispose(state, events)
        if placed is not None:
            return placed
    return state.evolve(**_card_leaves(state, events))


def _card_leaves(state: Position, events: list[Event]) -> dict[str, Any]:
    """The changes of `_dispose_card` when no module takes the card (there is one)."""
    card, turn = card_of(state), state.turn
    if turn.to_level_row:
        row = (*state.level_row, card.id)
        events.append(
            state.say(
                f"{card.id} joins the level row face down: the temple must now reach "
                f"{len(row)} levels.",
                "level_row",
            )
        )
        return {"level_row": row, "turn": turn.but(card="")}
    k = PILES.index(card.pile)
    discards = tuple((*d, card.id) if n == k else d for n, d in enumerate(state.discards))
    return {"discards": discards, "turn": turn.but(card="")}


def _apply_end(state: Position, move: EndTurn, events: list[Event]) -> Position:
    if move.renew:
        problem = _renewal_problem(state, move.renew)
        if problem:
            raise IllegalMove(problem)
    owed = state.turn.owed
    modules = active(state)
    # The base game's changes are gathered and the next position made once (the card leaving,
    # the bag and supplies, the next turn); a module may take the card or change the end.
    changes: dict[str, Any] = {}
    if modules:
        state = _dispose_card(state, events)
    elif state.turn.card:
        changes = _card_leaves(state, events)
    # The generator is made only when something is drawn: seeding one costs more than the rest
    # of the turn's end, and a turn that built nothing from the supply (most failed cards)
    # draws nothing. The chance event is counted all the same (`draws`).
    chance = rng(state) if move.renew or owed or modules else None
    bag, camp = state.bag, state.camp
    for n in range(move.renew):
        assert chance is not None
        # Each renewal draws six, then throws the six before into the bag (§4.3.7 item 3): the
        # bag keeps its size, so the first renewal's check (>= 6) holds for every later one.
        old = camp
        camp, bag = draw(bag, CAMP_SIZE, chance)
        bag = add(bag, old)
        again = " again" if n else ""
        events.append(
            state.say(
                f"{state.name} renews the camp{again}: it now holds {words(camp)}.", "renew", True
            )
        )
    ending: tuple[str, ...] = ()
    special = None
    for module in modules:
        assert chance is not None
        special = module.draw(state, bag, owed, events, chance)
        if special is not None:
            break
    if special is not None:
        drawn, rest, stop = special
        ending += ("T5",) if stop else ()
    elif chance is not None:
        drawn, rest = draw(bag, owed, chance)
    else:
        drawn, rest = NO_COLUMNS, bag
    if total(bag) < owed:
        ending += ("T2",)
    supplies = list(state.supplies)
    supplies[state.active] = add(supplies[state.active], drawn)
    if owed:
        events.append(
            state.say(
                f"{state.name} draws {total(drawn)} from the bag: {words(drawn)}.",
                "draw",
                True,
            )
        )
    if not any(state.piles):
        ending += ("T3",)
    changes.update(bag=rest, camp=camp, supplies=tuple(supplies), draws=state.draws + 1)
    if modules:
        state = state.evolve(**changes)
        changes = {}
        for module in active(state):
            state = module.end_turn(state, events)
    if ending or state.ending:
        return finish_game(state.evolve(**changes) if changes else state, ending, events)
    nxt = (state.active + 1) % len(state.players)
    changes.update(active=nxt, turn=NEW_TURN, phase="start", turn_number=state.turn_number + 1)
    state = state.evolve(**changes)
    events.append(event(f"{state.players[nxt]}'s turn.", "turn", nxt))
    return state


def finish_game(state: Position, triggers: str | tuple[str, ...], events: list[Event]) -> Position:
    """End the game at once (T4 mid-turn, or T2/T3 at the end of a turn) and evaluate."""
    if isinstance(triggers, str):
        triggers = (triggers,)
    if state.phase == "build":
        # T4 ends the turn in the middle of step 3: the roll still comes first (§7.11).
        state, wobbled = steady.roll(state, events)
        triggers += ("T1",) if wobbled else ()
    state = _dispose_card(state, events)
    for module in active(state):
        state = module.finish(state, events)
    state = state.evolve(phase="over", ending=state.ending + triggers)
    result = outcome(state)
    events.append(event(result.reason, "over", None))
    return state


_HANDLERS: dict[tuple[str, type], Any] = {
    ("base", ArrangeBase): base.apply_arrange,
    ("base", AutoBase): base.apply_auto,
    ("start", Swap): _apply_swap,
    ("start", Reveal): _apply_reveal,
    ("build", Place): _apply_column,
    ("build", MoveUp): _apply_column,
    ("build", Pair): _apply_column,
    ("build", AddFloor): _apply_floor,
    ("build", Shift): _apply_shift,
    ("build", Fail): _apply_fail,
    ("done", EndTurn): _apply_end,
}
