"""Setup, legal moves and applying a move: the turn, PICK, SCORE, Harmony, the end (§3-§6).

Every function takes a position and returns a new one; nothing is changed in place.
"""

from __future__ import annotations

from typing import TypeVar

from games.core import Event, IllegalMove, derive
from games.mandala_stones import data
from games.mandala_stones import moves as mv
from games.mandala_stones.board import any_pick, clockwise_from, eligible, pick_moves
from games.mandala_stones.mandala import place
from games.mandala_stones.position import (
    BUILD,
    KEEP,
    OBJECTIVE,
    OVER,
    PLACE,
    TURN,
    Board,
    Pending,
    Position,
)
from games.mandala_stones.scoring import colour_towers, free_capacity, objective_vp, tower_vp

P = TypeVar("P", bound=Position)

NEW = data.NEW
_TOWERS = range(data.TOWERS)
_SUBMASKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(u for u in range(1 << data.TOWERS) if u & m == u) for m in range(1 << data.TOWERS)
)
"""_SUBMASKS[m]: every subset of the towers in mask m, the empty one first."""
_BITS = tuple(bin(m).count("1") for m in range(1 << data.TOWERS))


# -- setup (§3) ---------------------------------------------------------------------------------


def setup(players: tuple[str, ...], seed: int, harmony: bool) -> Position:
    """The starting position; every draw comes from the seed (§3.1, §3.3)."""
    n = len(players)
    bag = [stone for stone in data.STONES for _ in range(data.PER_KIND)]
    derive(seed, "bag").shuffle(bag)
    h = data.STACK_HEIGHT
    stacks = tuple(tuple(bag[i * h : (i + 1) * h]) for i in range(len(data.STONE_CELLS)))
    spaces = list(data.ARTIST_START)
    derive(seed, "artists").shuffle(spaces)
    cards = [o.id for o in data.OBJECTIVES]
    derive(seed, "objectives").shuffle(cards)
    dealt = data.OBJECTIVES_DEALT
    hands = tuple(tuple(cards[i * dealt : (i + 1) * dealt]) for i in range(n))
    start = derive(seed, "start").randrange(n)  # Decision D6: a random start player
    return Position(
        players=players,
        seed=seed,
        harmony=harmony,
        start=start,
        current=start,
        phase=TURN,
        round=1,
        stacks=stacks,
        artists=tuple(spaces),
        towers=(((),) * data.TOWERS,) * n,
        vp=(0,) * n,
        spiral=(),
        new_on=tuple(sorted(data.VP_SPACES)) if harmony else (),
        box_new=0,
        overflow=(),
        objectives=hands,
        undealt=tuple(cards[n * dealt :]),  # Decision D6: to the box, unseen
        chosen=("",) * n,
        objective_vp=(0,) * n,
        ended=False,
        end_reason="",
        pending=None,
    )


# -- small questions ----------------------------------------------------------------------------


def end_space(state: Position) -> int:
    return data.END_SPACE[len(state.players)]


def can_pick(state: Position, seat: int) -> bool:
    """An empty tower space and an artist move that takes at least one stone (§4.2 5)."""
    return not all(state.towers[seat]) and any_pick(state.stacks, state.artists)


def can_score(state: Position, seat: int) -> bool:
    return any(state.towers[seat])


def stone_list(stones: tuple[str, ...] | list[str]) -> str:
    return "[" + ", ".join(stones) + "]"


def _name(state: Position, seat: int) -> str:
    return state.players[seat]


# -- legal moves --------------------------------------------------------------------------------


_SCORE_MOVES: dict[tuple[int, ...], tuple[mv.Move, ...]] = {}
"""Score moves by the board's signature: which spaces hold a tower, which are topped by a New
Stone, and how many natural tops of each colour (a few thousand signatures at most)."""


def score_moves(board: Board) -> tuple[mv.Move, ...]:
    """Every SCORE of this board: colour scorings (with any New-Stone tops), then option B."""
    full = 0
    new_tops = 0
    counts = [0, 0, 0, 0]
    for i, t in enumerate(board):
        if t:
            full |= 1 << i
            top = t[-1]
            if top == NEW:
                new_tops |= 1 << i
            else:
                counts[_COLOUR_INDEX[top[0]]] += 1
    key = (full, new_tops, *counts)
    moves = _SCORE_MOVES.get(key)
    if moves is None:
        moves = _SCORE_MOVES[key] = _score_moves(full, new_tops, counts)
    return moves


_COLOUR_INDEX = {c: i for i, c in enumerate(data.COLOURS)}


def _score_moves(full: int, new_tops: int, counts: list[int]) -> tuple[mv.Move, ...]:
    out: list[mv.Move] = []
    if not full:
        return ()
    subsets = _SUBMASKS[new_tops]
    for colour, count in zip(data.COLOURS, counts, strict=True):
        table = mv.COLOUR_SCORES[colour]
        out.extend(table[u] for u in subsets if count + _BITS[u] >= 2)
    for u in _SUBMASKS[full][1:]:
        move = mv.TOPS[u]
        assert move is not None
        out.append(move)
    return tuple(out)


def legal_moves(state: Position, seat: int) -> list[mv.Move]:
    phase = state.phase
    if seat != state.current or phase == OVER:
        return []
    board = state.towers[seat]
    if phase == TURN:
        if all(board):  # a full board forces a score (§4.1)
            return list(score_moves(board))
        return pick_moves(state.stacks, state.artists) + list(score_moves(board))
    if phase == BUILD:
        assert state.pending is not None
        empty = [t for t in _TOWERS if not board[t]]
        return [mv.BUILDS[s][t] for s in state.pending.stones for t in empty]
    if phase == KEEP:
        return [mv.KEEP, mv.GIVE]
    if phase == PLACE:
        return [mv.PLACES[t] for t in _TOWERS if 0 < len(board[t]) < data.MAX_HEIGHT]
    if phase == OBJECTIVE:
        return [mv.CHOOSE[c] for c in state.objectives[seat]]
    raise AssertionError(f"unknown phase {phase}")


# -- applying a move ----------------------------------------------------------------------------

_DOING = {
    TURN: "pick or score",
    BUILD: "build the tower of their pick",
    KEEP: "keep or give up a New Stone",
    PLACE: "place kept New Stones",
    OBJECTIVE: "choose an objective",
}

_WAITING = {
    BUILD: "Finish your pick first: choose the first stone and the tower space (build s4 P2).",
    KEEP: "First keep or give up the New Stone you uncovered (keep or give).",
    PLACE: "First put your kept New Stones on your towers (place P2).",
    OBJECTIVE: "The last round is over: choose the objective card to score (objective O9).",
}


def _expect(state: Position, phase: str, what: str) -> None:
    if state.phase != phase:
        if state.phase == TURN:
            raise IllegalMove(f"There is nothing to {what} now: pick or score first.")
        raise IllegalMove(_WAITING[state.phase])


def apply(state: P, move: object, seat: int) -> tuple[P, list[Event]]:
    if state.phase == OVER:
        raise IllegalMove("The game is over: no more moves.")
    if not 0 <= seat < len(state.players):
        raise IllegalMove("There is no such seat at this table.")
    if seat != state.current:
        who = _name(state, state.current)
        raise IllegalMove(f"It is not your turn: {who} is to {_DOING[state.phase]}.")
    try:
        return _dispatch(state, move, seat)
    except KeyError as exc:  # a move object built by hand with a name that does not exist
        raise IllegalMove(f"{move} names no such artist, space, stone, tower or card.") from exc


def _dispatch(state: P, move: object, seat: int) -> tuple[P, list[Event]]:
    events: list[Event] = []
    if isinstance(move, mv.Pick):
        return _pick(state, seat, move, events), events
    if isinstance(move, mv.Build):
        return _build(state, seat, move, events), events
    if isinstance(move, mv.ScoreColour):
        return _score_colour(state, seat, move, events), events
    if isinstance(move, mv.ScoreTops):
        return _score_tops(state, seat, move, events), events
    if isinstance(move, mv.Keep | mv.GiveUp):
        return _keep(state, seat, isinstance(move, mv.Keep), events), events
    if isinstance(move, mv.PlaceNew):
        return _place_new(state, seat, move, events), events
    if isinstance(move, mv.ChooseObjective):
        return _choose(state, seat, move, events), events
    raise IllegalMove(f"{move!r} is not a Mandala Stones move. {mv.USAGE}")


def _with_board(towers: tuple[Board, ...], seat: int, board: Board) -> tuple[Board, ...]:
    return (*towers[:seat], board, *towers[seat + 1 :])


def _set(t: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return (*t[:seat], value, *t[seat + 1 :])


# -- PICK (§4.2) --------------------------------------------------------------------------------


def _pick(state: P, seat: int, move: mv.Pick, events: list[Event]) -> P:
    _expect(state, TURN, "pick")
    artist = mv.ARTIST_INDEX[move.artist]
    dest = mv.SPACE_INDEX[move.to]
    if all(state.towers[seat]):
        raise IllegalMove("Your five tower spaces are full: you must score this turn.")
    origin = state.artists[artist]
    if origin == dest:
        raise IllegalMove(
            f"{move.artist} already stands on {move.to}: an artist must move to another space."
        )
    if dest in state.artists:
        other = data.ARTISTS[state.artists.index(dest)].name
        raise IllegalMove(
            f"{move.to} is occupied by {other}: an artist moves only to an empty artist space."
        )
    stones = eligible(state.stacks, state.artists, artist, dest)
    if not stones:
        pattern = data.PATTERN_NAMES[data.ARTISTS[artist].pattern]
        raise IllegalMove(
            f"Moving {move.artist} to {move.to} takes no stone (no free {pattern} top around "
            "it): a pick must take at least one."
        )
    artists = (*state.artists[:artist], dest, *state.artists[artist + 1 :])
    taken = ", ".join(f"{data.STONE_NAMES[s]} {state.stacks[s][-1]}" for s in stones)
    plural = "stone" if len(stones) == 1 else "stones"
    events.append(
        Event(
            f"{_name(state, seat)} moves {move.artist} from {data.ARTIST_NAMES[origin]} to "
            f"{move.to}: {len(stones)} {plural} ({taken}).",
            "pick",
            seat,
        )
    )
    return state.evolve(
        artists=artists,
        phase=BUILD,
        pending=Pending(artist=artist, origin=origin, stones=stones),
    )


def _build(state: P, seat: int, move: mv.Build, events: list[Event]) -> P:
    _expect(state, BUILD, "build")
    pending = state.pending
    assert pending is not None
    start = mv.STONE_INDEX[move.start]
    tower = mv.TOWER_INDEX[move.tower]
    if start not in pending.stones:
        names = ", ".join(data.STONE_NAMES[s] for s in pending.stones)
        raise IllegalMove(f"{move.start} is not one of the stones this pick takes ({names}).")
    board = state.towers[seat]
    if board[tower]:
        raise IllegalMove(
            f"{move.tower} already holds a tower: a new tower goes on an empty space, "
            "and towers are never merged."
        )
    stacks = list(state.stacks)
    built: list[str] = []
    for s in clockwise_from(pending.stones, start):
        built.append(stacks[s][-1])
        stacks[s] = stacks[s][:-1]
    new_board = (*board[:tower], tuple(built), *board[tower + 1 :])
    events.append(
        Event(f"{_name(state, seat)} builds {stone_list(built)} on {move.tower}.", "build", seat)
    )
    return _end_turn(
        state, events, stacks=tuple(stacks), towers=_with_board(state.towers, seat, new_board)
    )


# -- SCORE (§4.3, §6.4, §6.5) ---------------------------------------------------------------------


def _colour_name(colour: str) -> str:
    return data.COLOUR_NAMES[colour]


def _score_colour(state: P, seat: int, move: mv.ScoreColour, events: list[Event]) -> P:
    _expect(state, TURN, "score")
    colour = move.colour
    if colour not in data.COLOURS:
        # D15: the declared colour is a base colour, even when only New-Stone tops are scored.
        raise IllegalMove(
            f"{colour!r} is not a colour to score: declare Y, B, R or V (yellow, blue, red, "
            "violet)."
        )
    if len(set(move.wild)) != len(move.wild):
        # A tower is scored once (one top stone per tower), so a New-Stone top counts once
        # toward the two towers a colour scoring needs.
        raise IllegalMove("A colour scoring names each New-Stone top once.")
    board = state.towers[seat]
    natural, wild = colour_towers(board, colour)
    included: list[int] = []
    # Reading: the notation cannot leave out a natural top (§4.3 A3), so "scoring yellow with
    # only P2 and P4" (§9 scenario 11) is written `score Y with P2 P4` and refused here.
    for name in move.wild:
        t = mv.TOWER_INDEX[name]
        if t in natural:
            every = ", ".join(data.TOWER_NAMES[i] for i in natural)
            raise IllegalMove(
                f"A {_colour_name(colour)} scoring takes every tower topped "
                f"{_colour_name(colour)} ({every}); 'with' names only New-Stone tops."
            )
        if t not in wild:
            raise IllegalMove(
                f"{name} is not topped by a New Stone, so it cannot join a "
                f"{_colour_name(colour)} scoring."
            )
        included.append(t)
    scored = sorted(natural + included)
    if len(scored) < 2:
        if not scored:
            raise IllegalMove(f"No tower of yours is topped {_colour_name(colour)}.")
        raise IllegalMove(
            f"A colour scoring needs at least two towers topped {_colour_name(colour)}; "
            f"you have only {data.TOWER_NAMES[scored[0]]}."
        )
    # The snapshot rule (§2.4): every tower's VP is read from the board before any removal.
    gained = sum(tower_vp(board, t, colour) for t in scored)
    label = f"scores {_colour_name(colour)} from {', '.join(data.TOWER_NAMES[t] for t in scored)}"
    return _score(state, seat, scored, gained, label, events)


def _score_tops(state: P, seat: int, move: mv.ScoreTops, events: list[Event]) -> P:
    _expect(state, TURN, "score")
    board = state.towers[seat]
    if not move.towers:
        raise IllegalMove("A scoring of tops takes the top stone of at least one tower.")
    chosen = [mv.TOWER_INDEX[name] for name in move.towers]
    if len(set(chosen)) != len(chosen):
        raise IllegalMove("A scoring of tops takes one stone per tower: name each tower once.")
    for t in chosen:
        if not board[t]:
            raise IllegalMove(
                f"{data.TOWER_NAMES[t]} holds no tower, so there is no top stone to take."
            )
    scored = sorted(chosen)
    label = f"takes the tops of {', '.join(data.TOWER_NAMES[t] for t in scored)}"
    return _score(state, seat, scored, len(scored), label, events)


def _score(
    state: P, seat: int, scored: list[int], gained: int, label: str, events: list[Event]
) -> P:
    board = state.towers[seat]
    new_board = list(board)
    stones: list[str] = []
    for t in scored:  # board order, P1 first (D10)
        tower = board[t]
        stones.append(tower[-1])
        new_board[t] = tower[:-1]
    # New Stones are placed first (§6.5); the spec does not order them among themselves, so
    # they keep board order too (it changes no VP).
    if NEW in stones:
        stones = [s for s in stones if s == NEW] + [s for s in stones if s != NEW]
    m = len(state.spiral)
    placed = place(state.spiral, state.new_on, stones, end_space(state))
    gained += placed.vp
    first, last = m + 1, min(m + len(stones), data.SPIRAL)
    where = f"space {first}" if first == last else f"spaces {first}-{last}"
    text = (
        f"{state.players[seat]} {label}: {gained - placed.vp} VP; [{', '.join(stones)}] on {where}"
    )
    if placed.vp_spaces:
        bonus = ", ".join(f"+{data.VP_SPACES[s]} on {s}" for s in placed.vp_spaces)
        text += f" ({bonus})"
    if placed.uncovered:
        text += f"; uncovers the New Stone on {', '.join(map(str, placed.uncovered))}"
    if placed.overflow:
        text += f"; {len(placed.overflow)} left the game (the spiral is full)"
    # A score is final once its stones are on the Mandala (§7.2): undo stops here, and so it
    # does at the keep, give and place choices that finish the same action.
    events.append(Event(text + ".", "score", seat, barrier=True))
    vp = list(state.vp)
    vp[seat] += gained
    towers = list(state.towers)
    towers[seat] = tuple(new_board)
    changes: dict[str, object] = {
        "towers": tuple(towers),
        "vp": tuple(vp),
        "spiral": placed.spiral,
        "new_on": placed.new_on,
    }
    if placed.overflow:
        changes["overflow"] = state.overflow + placed.overflow
    if placed.triggered and not state.ended:
        reason = (
            f"A stone covered space {end_space(state)}, the end space for "
            f"{len(state.players)} players."
        )
        events.append(Event(f"{reason} This round is the last.", "end", seat, barrier=True))
        changes["ended"] = True
        changes["end_reason"] = reason
    if placed.uncovered:
        changes["phase"] = KEEP
        changes["pending"] = Pending(uncovered=placed.uncovered, gained=gained)
        return state.evolve(**changes)
    return _end_turn(state, events, **changes)


# -- Harmony: keep or give up, then place (§6.2, §6.3) --------------------------------------------


def _keep(state: P, seat: int, keep: bool, events: list[Event]) -> P:
    _expect(state, KEEP, "keep or give up")
    pending = state.pending
    assert pending is not None
    space = pending.uncovered[0]
    name = _name(state, seat)
    if keep:
        # Final like the score it belongs to (§7.2): taking it back would trade it for the VP.
        events.append(
            Event(
                f"{name} keeps the New Stone of space {space} (no VP).", "keep", seat, barrier=True
            )
        )
        pending = pending._replace(uncovered=pending.uncovered[1:], kept=pending.kept + 1)
        after = state.evolve(pending=pending)
    else:
        vp = data.VP_SPACES[space]
        events.append(
            Event(
                f"{name} gives up the New Stone of space {space}: +{vp} VP.",
                "give",
                seat,
                barrier=True,
            )
        )
        pending = pending._replace(uncovered=pending.uncovered[1:], gained=pending.gained + vp)
        after = state.evolve(
            pending=pending,
            vp=_set(state.vp, seat, state.vp[seat] + vp),
            box_new=state.box_new + 1,
        )
    if pending.uncovered:
        return after
    return _place_or_box(after, seat, events)


def _place_or_box(state: P, seat: int, events: list[Event]) -> P:
    """After the keep-or-give choices: place the kept stones while any tower has room."""
    pending = state.pending
    assert pending is not None
    if pending.kept == 0:
        return _end_turn(state, events)
    if free_capacity(state.towers[seat]) == 0:
        # Decision D16: kept stones that fit nowhere return to the box with no VP.
        kept = pending.kept
        plural = "New Stone goes" if kept == 1 else "New Stones go"
        events.append(
            Event(
                f"No tower of {_name(state, seat)} has room: {kept} {plural} back to the box "
                "with no VP.",
                "box",
                seat,
            )
        )
        state = state.evolve(box_new=state.box_new + kept)
        return _end_turn(state, events)
    return state.evolve(phase=PLACE)


def _place_new(state: P, seat: int, move: mv.PlaceNew, events: list[Event]) -> P:
    _expect(state, PLACE, "place")
    pending = state.pending
    assert pending is not None
    t = mv.TOWER_INDEX[move.tower]
    board = state.towers[seat]
    if not board[t]:
        raise IllegalMove(
            f"{move.tower} is empty: a New Stone goes only on an existing tower, never starts one."
        )
    if len(board[t]) >= data.MAX_HEIGHT:
        raise IllegalMove(f"{move.tower} is already 4 stones high: no tower may pass 4 stones.")
    tower = (*board[t], NEW)
    new_board = (*board[:t], tower, *board[t + 1 :])
    events.append(
        Event(
            f"{_name(state, seat)} puts a New Stone on {move.tower}: {stone_list(tower)}.",
            "place",
            seat,
            barrier=True,  # part of a SCORE, final once its stones are on the Mandala (§7.2)
        )
    )
    after = state.evolve(
        towers=_with_board(state.towers, seat, new_board),
        pending=pending._replace(kept=pending.kept - 1),
    )
    return _place_or_box(after, seat, events)


# -- the end of a turn, of the game (§5) ---------------------------------------------------


def _end_turn(state: P, events: list[Event], **changes: object) -> P:
    n = len(state.players)
    return begin_turn(state, (state.current + 1) % n, events, **changes)


def begin_turn(state: P, seat: int, events: list[Event], **changes: object) -> P:
    """Hand the turn to `seat`, with `changes` (what the last move changed) made in the same
    step: a stuck seat passes and triggers the end (§5.2 b); once the triggered round is
    complete, the objective choices begin."""
    n = len(state.players)
    start = state.start
    current = state.current
    round_no = state.round
    ended = bool(changes.pop("ended", state.ended))
    reason = str(changes.pop("end_reason", state.end_reason))
    towers: tuple[Board, ...] = changes.get("towers", state.towers)  # type: ignore[assignment]
    stacks: tuple[tuple[str, ...], ...] = changes.get("stacks", state.stacks)  # type: ignore[assignment]
    while True:
        if seat == start and current != seat:
            if ended:
                events.append(
                    Event(
                        "The last round is complete: each player now scores one of their two "
                        "objective cards.",
                        "last_round",
                    )
                )
                return state.evolve(
                    current=start,
                    phase=OBJECTIVE,
                    pending=None,
                    ended=ended,
                    end_reason=reason,
                    **changes,
                )
            round_no += 1
        current = seat
        board = towers[seat]
        if any(board) or (not all(board) and any_pick(stacks, state.artists)):
            return state.evolve(
                current=seat,
                phase=TURN,
                pending=None,
                round=round_no,
                ended=ended,
                end_reason=reason,
                **changes,
            )
        name = _name(state, seat)
        events.append(Event(f"{name} can neither pick nor score, and passes.", "pass", seat))
        if not ended:
            ended = True
            reason = f"{name} could neither pick nor score."
            events.append(Event(f"{reason} This round is the last.", "end", seat))
        seat = (seat + 1) % n


def _choose(state: P, seat: int, move: mv.ChooseObjective, events: list[Event]) -> P:
    """§5.3 and D12 as moves: after the last round the seats choose in turn order from the
    start player (each behind the shell's hand-off, since the choice shows their cards). A
    choice is told only to its seat until every seat has chosen; then all cards are revealed."""
    _expect(state, OBJECTIVE, "choose an objective")
    if move.card not in state.objectives[seat]:
        raise IllegalMove(f"{move.card} is not one of your objective cards.")
    card = data.OBJECTIVE_BY_ID[move.card]
    value = objective_vp(move.card, state.towers[seat])
    name = _name(state, seat)
    events.append(
        Event(
            f"You score {card.name} ({card.id}): +{value} VP.",
            "objective",
            seat,
            visible_to=frozenset((seat,)),
            barrier=True,
        )
    )
    events.append(Event(f"{name} chooses an objective to score.", "objective", seat, barrier=True))
    chosen = (*state.chosen[:seat], move.card, *state.chosen[seat + 1 :])
    after = state.evolve(chosen=chosen, objective_vp=_set(state.objective_vp, seat, value))
    n = len(state.players)
    nxt = (seat + 1) % n
    if nxt != state.start:
        return after.evolve(current=nxt)
    return _finish(after, events)


def _finish(state: P, events: list[Event]) -> P:
    """Every objective is chosen: reveal them all and name the winners (§5.3, §5.4)."""
    for seat, name in enumerate(state.players):
        held = " and ".join(f"{data.OBJECTIVE_BY_ID[c].name} ({c})" for c in state.objectives[seat])
        card = data.OBJECTIVE_BY_ID[state.chosen[seat]]
        events.append(
            Event(
                f"{name} held {held} and scores {card.name}: +{state.objective_vp[seat]} VP.",
                "reveal",
                seat,
                barrier=True,
            )
        )
    totals = [v + o for v, o in zip(state.vp, state.objective_vp, strict=True)]
    best = max(totals)
    winners = [s for s, t in enumerate(totals) if t == best]
    names = " and ".join(state.players[s] for s in winners)
    if len(winners) == 1:
        text = f"{names} wins with {best} VP."
    else:
        text = f"{names} share the victory with {best} VP."  # Decision D11: no tie-break
    events.append(Event(text, "over", barrier=True))
    return state.evolve(phase=OVER, pending=None)


def totals(state: Position) -> tuple[int, ...]:
    return tuple(v + o for v, o in zip(state.vp, state.objective_vp, strict=True))
