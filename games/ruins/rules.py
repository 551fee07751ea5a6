"""What a seat may do now, and checking a move before it happens (spec §4.1-§4.10).

`legal_moves` and `apply` are the two entry points. `apply` refuses a move with a sentence,
or copies the position into a `Table`, lets `turns` run the rules on it and freezes the result.

Reading choices (spec silent): a leader may not draft an improvement that would leave its
improved ruins unable to lead together, since a leader can neither pass nor drop the draft; a
play may name its ruins in any order (the order effects resolve in), while `legal_moves` lists
each set once, in catalogue order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.core import Event, IllegalMove
from games.core.errors import quote
from games.ruins import data
from games.ruins.cards import EMPTY, Card
from games.ruins.moves import Burden, Buy, Claim, Discard, Flip, Move, NoFlip, Pass, Play
from games.ruins.plays import check_follow, evaluate, options
from games.ruins.position import UNDECIDED, Position
from games.ruins.table import Table
from games.ruins.turns import commit, count_pass, opponents_holding, resolve

IDS = data.RUIN_IDS
COSTS = data.MARKET_COSTS
PASS = Pass()
NOFLIP = NoFlip()
# Moves are interned: legal_moves hands out the same objects every time.
_FLIPS = tuple(Flip(rid) for rid in IDS)
_CLAIMS = tuple(Claim(rid) for rid in IDS)
_DISCARDS = tuple(Discard(rid) for rid in IDS)
_BURDENS = tuple(Burden(s) for s in range(data.MAX_PLAYERS))
_BUYS = tuple(
    tuple(Buy(slot, rid) for rid in IDS) for slot in range(data.MARKET_SLOTS + 1)
)  # _BUYS[slot][ruin]; slot 0 unused
_PLAYS: dict[tuple[tuple[int, ...], int | None], Play] = {}


def play_move(ruins: tuple[int, ...], declared: int | None) -> Play:
    key = (ruins, declared)
    move = _PLAYS.get(key)
    if move is None:
        move = _PLAYS[key] = Play(tuple(IDS[r] for r in ruins), declared)
    return move


# -- reading the state ---------------------------------------------------------------------


def drafted_cards(state: Position) -> dict[int, Card]:
    """The active seat's ruins as they would be with this turn's draft applied."""
    cards = state.cards
    faces: dict[int, Card] = {}
    for _slot, disc, ruin in state.draft_buys:
        faces[ruin] = faces.get(ruin, cards[ruin]).with_discovery(disc)
    for ruin in state.draft_claims:
        faces[ruin] = faces.get(ruin, cards[ruin]).with_claim(state.current)
    return faces


def hand_faces(state: Position, seat: int) -> list[Card]:
    cards = state.cards
    if not state.draft_buys and not state.draft_claims:
        return [cards[r] for r in state.hands[seat]]
    drafted = drafted_cards(state)
    return [drafted.get(r) or cards[r] for r in state.hands[seat]]


def torches_left(state: Position) -> int:
    return state.lit[state.current] - sum(COSTS[s - 1] for s, _, _ in state.draft_buys)


def holders(state: Position) -> list[int]:
    return [s for s in range(len(state.players)) if state.in_round[s] and not state.out[s]]


def passes_needed(state: Position) -> int:
    """§4.8: every seat still holding ruins except the last player must pass in a row."""
    if not state.trick:
        return 0
    lp = state.trick[-1].seat
    count = len(holders(state))
    return count - 1 if state.in_round[lp] and not state.out[lp] else count


def forced_preview(state: Position) -> list[int]:
    """Seats that will pass automatically once the pending effects have resolved (§4.7)."""
    if state.pending is None or not state.pending.skips:
        return []
    return opponents_holding(state, state.current)[: state.pending.skips]


def _lead_ok(drafted: Sequence[Card]) -> bool:
    """A leader's improved ruins must still make a lead together (§4.4), or no move is left."""
    ranks = {c.solo for c in drafted if not c.wild}
    return len(ranks) <= 1


# -- legal moves ---------------------------------------------------------------------------


def legal_moves(state: Position, seat: int) -> list[Any]:
    if not 0 <= seat < len(state.players):
        return []
    phase = state.phase
    if phase == "play":
        return _composing_moves(state, seat) if seat == state.current else []
    if phase == "flip":
        if state.flips[seat] != UNDECIDED:
            return []
        cards = state.cards
        flips: list[Any] = [_FLIPS[r] for r in state.hands[seat] if not cards[r].night]
        flips.append(NOFLIP)
        return flips
    if phase == "effect" and seat == state.current and state.pending is not None:
        if state.pending.kind == "discard":
            return [_DISCARDS[r] for r in state.hands[seat]]
        return [_BURDENS[s] for s in opponents_holding(state, seat)]
    return []


def _composing_moves(state: Position, seat: int) -> list[Any]:
    faces = hand_faces(state, seat)
    leading = not state.trick
    required = {r for _, _, r in state.draft_buys}
    required.update(state.draft_claims)
    moves: list[Any] = [
        play_move(o.ruins, o.shape.declared)
        for o in options(faces, required, None if leading else state.trick[-1].shape)
    ]
    if not leading:
        moves.append(PASS)
    drafted = [c for c in faces if c.idx in required] if leading and required else []
    left = torches_left(state)
    used = {s for s, _, _ in state.draft_buys}
    for slot in range(1, data.MARKET_SLOTS + 1):
        disc = state.market[slot - 1]
        if disc == EMPTY or slot in used or COSTS[slot - 1] > left:
            continue
        position = data.DISCOVERY_POSITION[disc]
        row = _BUYS[slot]
        if not drafted:
            moves += [row[c.idx] for c in faces if c.slots[position] == EMPTY]
            continue
        for c in faces:
            if c.slots[position] == EMPTY and _lead_ok(
                [*(d for d in drafted if d is not c), c.with_discovery(disc)]
            ):
                moves.append(row[c.idx])
    if state.claims_left[seat] > len(state.draft_claims):
        moves += [
            _CLAIMS[c.idx]
            for c in faces
            if c.claim == EMPTY
            and (not drafted or _lead_ok([*(d for d in drafted if d is not c), c]))
        ]
    return moves


# -- apply ---------------------------------------------------------------------------------


def apply(state: Position, move: Move, seat: int) -> tuple[Position, list[Event]]:
    if not 0 <= seat < len(state.players):
        raise IllegalMove(f"There is no seat {seat} at this table.")
    if state.phase == "over":
        raise IllegalMove("The game is over.")
    if isinstance(move, (Buy, Claim)):
        return _apply_draft(state, move, seat)
    if isinstance(move, Play):
        return _apply_play(state, move, seat)
    if isinstance(move, Pass):
        return _apply_pass(state, seat)
    if isinstance(move, (Flip, NoFlip)):
        return _apply_flip(state, move, seat)
    if isinstance(move, (Discard, Burden)):
        return _apply_choice(state, move, seat)
    raise IllegalMove(f"{quote(move)} is not a Ruins move.")


def _name(state: Position, seat: int) -> str:
    return state.players[seat]


def _require_turn(state: Position, seat: int, what: str) -> None:
    if state.phase == "flip":
        raise IllegalMove(f"Every player first decides on the secret flip; {what} comes after.")
    if state.phase == "effect":
        if seat == state.current:
            raise IllegalMove("First finish the effect of your play.")
        raise IllegalMove(f"It is {_name(state, state.current)}'s turn, not yours.")
    if seat != state.current:
        raise IllegalMove(f"It is {_name(state, state.current)}'s turn, not yours.")


def _hand_ruin(state: Position, seat: int, rid: str) -> int:
    ruin = data.RUIN_INDEX.get(rid, -1)
    if ruin < 0 or ruin not in state.hands[seat]:
        raise IllegalMove(f"{rid} is not in your hand.")
    return ruin


def _apply_draft(state: Position, move: Buy | Claim, seat: int) -> tuple[Position, list[Event]]:
    _require_turn(state, seat, "improving a ruin")
    ruin = _hand_ruin(state, seat, move.ruin)
    drafted = drafted_cards(state)
    face = drafted.get(ruin) or state.cards[ruin]
    if isinstance(move, Buy):
        slot = move.slot
        if not 1 <= slot <= data.MARKET_SLOTS:
            raise IllegalMove("Market slots are S1 to S4.")
        if any(s == slot for s, _, _ in state.draft_buys):
            raise IllegalMove(f"You already bought the discovery in S{slot} this turn.")
        disc = state.market[slot - 1]
        if disc == EMPTY:
            raise IllegalMove(f"Market slot S{slot} is empty.")
        cost, left = COSTS[slot - 1], torches_left(state)
        if cost > left:
            raise IllegalMove(
                f"S{slot} costs {cost} torch{'es' if cost > 1 else ''}; "
                f"you have {left} lit torch{'es' if left != 1 else ''} left."
            )
        position = data.DISCOVERY_POSITION[disc]
        if face.slot(position) != EMPTY:
            raise IllegalMove(
                f"{move.ruin} already has a discovery in its {data.POSITIONS[position]} slot."
            )
        improved = face.with_discovery(disc)
        buys = (*state.draft_buys, (slot, disc, ruin))
        claims = state.draft_claims
    else:
        if state.claims_left[seat] <= len(state.draft_claims):
            raise IllegalMove("You have no claim left to attach.")
        if ruin in state.draft_claims:
            raise IllegalMove(f"You already put a claim on {move.ruin} this turn.")
        if face.claim != EMPTY:
            raise IllegalMove(
                f"{move.ruin} is already claimed by {_name(state, face.claim)}: "
                "a ruin takes one claim."
            )
        improved = face
        buys = state.draft_buys
        claims = (*state.draft_claims, ruin)
    if not state.trick:
        together = [c for r, c in drafted.items() if r != ruin]
        if not _lead_ok([*together, improved]):
            shown = " ".join(sorted(IDS[c.idx] for c in [*together, improved]))
            raise IllegalMove(
                f"{shown} could not be led together (a set needs one rank), and a leader "
                "must play every ruin it improves."
            )
    after: Position = state.evolve(draft_buys=buys, draft_claims=claims, new=_seen(state, seat))
    return after, []


def _seen(state: Position, seat: int) -> tuple[tuple[int, ...], ...]:
    if not state.new[seat]:
        return state.new
    return tuple(() if s == seat else marks for s, marks in enumerate(state.new))


def _apply_flip(state: Position, move: Flip | NoFlip, seat: int) -> tuple[Position, list[Event]]:
    if state.phase != "flip":
        raise IllegalMove("The secret flip happens only at the start of a round.")
    if not state.in_round[seat]:
        raise IllegalMove("You are not playing this round.")
    if state.flips[seat] != UNDECIDED:
        raise IllegalMove("You have already made your flip decision this round.")
    t = Table(state)
    t.new[seat] = ()
    if isinstance(move, Flip):
        ruin = _hand_ruin(state, seat, move.ruin)
        c = state.cards[ruin]
        if c.night:
            raise IllegalMove(f"{move.ruin} already shows its night side: night is permanent.")
        flipped = c.flipped()
        t.cards[ruin] = flipped
        t.flips[seat] = ruin
        effect = data.RUIN_NIGHT_EFFECT[ruin]
        gain = f" and gains {data.EFFECT_NAMES[effect]}" if effect else ""
        t.say(
            f"You flipped {move.ruin}: it shows ☾{flipped.printed}{gain} (solo {flipped.solo})",
            "flip",
            seat,
            private=[seat],
        )
    else:
        t.flips[seat] = -1
        t.say("You flip nothing this round", "flip", seat, private=[seat])
    if UNDECIDED not in t.flips:
        t.phase = "play"
        t.current = t.first
        t.say(f"Flip phase complete; {t.name(t.first)} leads", "flip")
    return t.freeze(), t.events


def _apply_pass(state: Position, seat: int) -> tuple[Position, list[Event]]:
    _require_turn(state, seat, "passing")
    if not state.trick:
        raise IllegalMove("You are leading: play one ruin or a set; the leader cannot pass.")
    event = Event(f"{state.players[seat]} passes", "pass", seat)
    passes = state.passes + 1
    if not state.auto_pass and passes < passes_needed(state):
        # The common case, without a Table: nothing but the turn moves on.
        n = len(state.players)
        following = next(
            s
            for s in ((seat + k) % n for k in range(1, n))
            if state.in_round[s] and not state.out[s]
        )
        after: Position = state.evolve(
            passes=passes,
            current=following,
            draft_buys=(),
            draft_claims=(),
            new=_seen(state, seat),
        )
        return after, [event]
    t = Table(state)
    t.events.append(event)
    t.new[seat] = ()
    t.clear_draft()
    count_pass(t)
    return t.freeze(), t.events


def _apply_play(state: Position, move: Play, seat: int) -> tuple[Position, list[Event]]:
    _require_turn(state, seat, "playing")
    ruins: list[int] = []
    for rid in move.ruins:
        ruin = _hand_ruin(state, seat, rid)
        if ruin in ruins:
            raise IllegalMove("A play names each ruin once.")
        ruins.append(ruin)
    if not ruins:
        raise IllegalMove("Name at least one ruin to play.")
    drafted = drafted_cards(state)
    for ruin in sorted(drafted):
        if ruin not in ruins:
            raise IllegalMove(
                f"Only ruins in the play can be improved: add {IDS[ruin]} to the play or undo "
                "its improvement."
            )
    faces = [drafted.get(r) or state.cards[r] for r in ruins]
    shape = evaluate(faces, move.declared)
    if state.trick:
        check_follow(shape, state.trick[-1].shape)
    t = Table(state)
    t.new[seat] = ()
    commit(t, seat, ruins, shape)
    return t.freeze(), t.events


def _apply_choice(
    state: Position, move: Discard | Burden, seat: int
) -> tuple[Position, list[Event]]:
    pending = state.pending
    if state.phase != "effect" or pending is None:
        raise IllegalMove("There is no effect waiting for a choice.")
    if seat != state.current:
        raise IllegalMove(f"{_name(state, state.current)} is resolving an effect, not you.")
    effect = data.EFFECT_NAMES[pending.effect]
    t = Table(state)
    t.new[seat] = ()
    if pending.kind == "discard":
        if not isinstance(move, Discard):
            raise IllegalMove(f"{effect}: choose a ruin of your hand to discard.")
        ruin = _hand_ruin(state, seat, move.ruin)
        t.discard_from_hand(seat, ruin, effect)
    else:
        if not isinstance(move, Burden):
            raise IllegalMove("Burden One: choose the opponent who draws (burden P2).")
        targets = opponents_holding(state, seat)
        if move.target not in targets:
            allowed = ", ".join(f"P{s + 1}" for s in targets)
            raise IllegalMove(f"Burden One targets an opponent still holding ruins: {allowed}.")
        t.draw(move.target, f"Burden One from {t.name(seat)}")
    t.pending = None
    resolve(t, list(pending.queue), pending.skips)
    return t.freeze(), t.events
