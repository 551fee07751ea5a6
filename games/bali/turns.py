"""Applying a legal move: the turn flow of 4.7, the sacrifice phase (4.3), takes and refills
(4.4), the scoring (4.5), Shiva (6.1.5) and the demon (6.2).

Every function takes a position and returns the next one with the events that describe it;
nothing is changed in place. A move reaches here only after `rules.refusal` found it legal.
"""

from __future__ import annotations

from dataclasses import replace
from operator import add
from typing import Any, TypeVar

from games.bali import data
from games.bali.moves import (
    Buy,
    Discard,
    FaceDown,
    FromSupply,
    Gain,
    Move,
    Play,
    PlayFarmers,
    PlayTemple,
    Sacrifice,
    Split,
    Take,
)
from games.bali.position import (
    BUY,
    FACEDOWN,
    OVER,
    PLAY,
    SACRIFICE,
    SHRINE,
    SUPPLY,
    TAKE,
    TEMPLE,
    Position,
)
from games.bali.rules import buy_cost
from games.bali.scoring import altar_totals, payout, totals, winners
from games.core import Event

P = TypeVar("P", bound=Position)

K = data.KIND_NAMES


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*values[:index], value, *values[index + 1 :])


def _add(values: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    return (*values[:index], values[index] + delta, *values[index + 1 :])


def _own(pos: Position, seat: int, kind: int, delta: int) -> tuple[tuple[int, ...], ...]:
    return _set(pos.own, seat, _add(pos.own[seat], kind, delta))


def _without(
    hand: tuple[int, ...], card_type: int, count: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hand without `count` cards of a type, and the cards taken out."""
    kept: list[int] = []
    out: list[int] = []
    for card in hand:
        if len(out) < count and data.CARD_TYPE[card] == card_type:
            out.append(card)
        else:
            kept.append(card)
    return tuple(kept), tuple(out)


_PHASE_OF_STEP = {
    BUY: 1,
    PLAY: 2,
    SACRIFICE: 2,  # a sacrifice phase belongs to phase 2 (5.3)
    FACEDOWN: 2,
    SUPPLY: 2,
    TAKE: 3,
    SHRINE: 4,
    TEMPLE: 4,
    OVER: 5,
}


def apply(pos: P, seat: int, move: Move) -> tuple[P, list[Event]]:
    after, events = _apply_move(pos, seat, move)
    if (
        events
        and _PHASE_OF_STEP[after.phase] != _PHASE_OF_STEP[pos.phase]
        and not any(e.barrier for e in events)
    ):
        # Spec 7.6 (Decision): undo only inside the current phase, so the move that ends a
        # phase (a purchase, a play, the last take) cannot be taken back.
        events[0] = replace(events[0], barrier=True)
    return after, events


def _apply_move(pos: P, seat: int, move: Move) -> tuple[P, list[Event]]:
    name = pos.players[seat]
    if isinstance(move, Take):
        return _take(pos, seat, move.column)
    if isinstance(move, Buy):
        cost = buy_cost(pos, seat, move.kind)
        after = pos.evolve(
            stones=_add(pos.stones, seat, -cost),
            own=_own(pos, seat, move.kind, 1),
            supply=_add(pos.supply, move.kind, -1),
            bought=True,
            phase=PLAY,
        )
        stones = "stone" if cost == 1 else "stones"
        return after, [Event(f"{name} bought 1 {K[move.kind]} for {cost} {stones}.", "buy", seat)]
    if isinstance(move, (Play, PlayFarmers, PlayTemple, Discard)):
        return _play(pos, seat, move)
    if isinstance(move, Sacrifice):
        after = pos.evolve(
            own=_own(pos, seat, move.kind, -1),
            altar_up=_add(pos.altar_up, move.kind, 1),
            queue=pos.queue[1:],
        )
        event = Event(f"{name} sacrificed {K[move.kind]}, face up.", "altar", seat)
        if after.queue:
            return after, [event]
        nxt, events = _after_face_up(after)
        return nxt, [event, *events]
    if isinstance(move, FaceDown):
        after = pos.evolve(
            own=_own(pos, seat, move.kind, -1),
            altar_down=(*pos.altar_down, (seat, move.kind)),
        )
        events = [
            Event(f"{name} placed 1 card face down on the altar.", "altar", seat),
            Event(
                f"You placed {K[move.kind]} face down on the altar.",
                "altar",
                seat,
                visible_to=frozenset({seat}),
            ),
        ]
        nxt, more = _to_supply_step(after)
        return nxt, events + more
    if isinstance(move, FromSupply):
        after = pos.evolve(
            supply=_add(pos.supply, move.kind, -1),
            altar_up=_add(pos.altar_up, move.kind, 1),
            phase=TAKE,
        )
        text = f"{name} placed {K[move.kind]} from the supply face up on the altar."
        return after, [Event(text, "altar", seat)]
    if isinstance(move, Split):
        after = pos.evolve(
            vp=_add(pos.vp, seat, move.vp),
            stones=_add(pos.stones, seat, move.stones),
            queue=pos.queue[1:],
        )
        stones = "stone" if move.stones == 1 else "stones"
        text = f"{name} takes the Shrine scoring as {move.vp} VP and {move.stones} {stones}."
        events = [Event(text, "score", seat)]
        if after.queue:
            return after, events
        nxt, more = _end_turn(after)
        return nxt, events + more
    if isinstance(move, Gain):
        after = pos.evolve(
            supply=_add(pos.supply, move.kind, -1),
            own=_own(pos, seat, move.kind, 1),
            queue=(),
        )
        events = [Event(f"{name} takes 1 {K[move.kind]} for the Temple scoring.", "score", seat)]
        nxt, more = _end_turn(after)
        return nxt, events + more
    raise AssertionError(f"unknown move {move!r}")


# -- phase 2 ---------------------------------------------------------------------------------


def _play(pos: P, seat: int, move: Move) -> tuple[P, list[Event]]:
    name = pos.players[seat]
    changes: dict[str, Any] = {}
    if isinstance(move, Discard):
        hand, out = _without(pos.hands[seat], move.card, 1)
        after = pos.evolve(
            hands=_set(pos.hands, seat, hand),
            removed=(*pos.removed, *out),
            phase=TAKE,
            to_take=1,
        )
        text = f"{name} can play no card and removes a {data.CARD_NAMES[move.card]} from the game."
        return after, [Event(text, "discard", seat)]
    if isinstance(move, PlayFarmers):
        card_type, count = data.farmer_of(move.kind), move.count
        cost = data.FARMER_COSTS[count]
        what = data.CARD_NAMES[card_type] + ("s" if count > 1 else "")
        price = f" for {cost} stone{'s' if cost > 1 else ''}." if cost else "."
        text = f"{name} played {count} {what}{price}"
    else:
        assert isinstance(move, (Play, PlayTemple))
        card_type = move.card if isinstance(move, Play) else data.TEMPLE
        count = 1
        cost = data.SHRINE_COST if card_type == data.SHRINE else 0
        text = f"{name} played a {data.CARD_NAMES[card_type]}" + (
            f" for {cost} stones." if cost else "."
        )
    hand, out = _without(pos.hands[seat], card_type, count)
    changes["hands"] = _set(pos.hands, seat, hand)
    changes["displays"] = _set(pos.displays, seat, (*pos.displays[seat], *out))
    changes["tallies"] = _set(pos.tallies, seat, _add(pos.tallies[seat], card_type, count))
    changes["stones"] = _add(pos.stones, seat, -cost)
    changes["to_take"] = count
    changes["phase"] = TAKE
    events = [Event(text, "play", seat)]
    if isinstance(move, PlayTemple):
        events += _pay_temple(pos, seat, move, changes)
    if card_type in data.DEMON_SYMBOL:
        events += _demon_symbol(pos, seat, changes)
    after = pos.evolve(**changes)
    if card_type == data.SHRINE:
        return _start_sacrifice(after, events)
    return after, events


def _pay_temple(pos: Position, seat: int, move: PlayTemple, changes: dict[str, Any]) -> list[Event]:
    """6.1.3: one card back to the supply, one face down on the altar, a tower built."""
    name = pos.players[seat]
    own = _add(_add(pos.own[seat], move.back, -1), move.down, -1)
    changes["own"] = _set(pos.own, seat, own)
    changes["supply"] = _add(pos.supply, move.back, 1)
    changes["altar_down"] = (*pos.altar_down, (seat, move.down))
    if move.pile == "-":
        text = (
            f"No tower is left: {name} returns 1 {K[move.back]} to the supply and places "
            "1 card face down on the altar."
        )
    else:
        index = data.PILES.index(move.pile)
        changes["piles"] = _set(pos.piles, index, pos.piles[index][1:])
        changes["built"] = (*pos.built, (index, move.back))
        text = (
            f"{name} built a {K[move.back]} tower from pile {move.pile}: 1 {K[move.back]} "
            "back to the supply, 1 card face down on the altar."
        )
    private = Event(
        f"You placed {K[move.down]} face down on the altar.",
        "altar",
        seat,
        visible_to=frozenset({seat}),
    )
    return [Event(text, "tower", seat), private]


def _demon_symbol(pos: Position, seat: int, changes: dict[str, Any]) -> list[Event]:
    """A card with a demon symbol played from hand: Shiva comes (6.1.5), the demon goes (6.2)."""
    events: list[Event] = []
    name = pos.players[seat]
    if pos.temple and pos.shiva != seat:
        changes["shiva"] = seat
        events.append(Event(f"{name} takes Shiva.", "shiva", seat))
    if pos.demon == seat:
        changes["demon"] = data.NO_SEAT
        events.append(
            Event(f"The demon leaves {name} and returns beside the altar.", "demon", seat)
        )
    return events


# -- the sacrifice phase (4.3, Decision Q10) -------------------------------------------------


def _start_sacrifice(pos: P, events: list[Event]) -> tuple[P, list[Event]]:
    # Spec reading (4.3, 7.3): the other players place their cards one at a time in seat
    # order (not simultaneously), each behind their own curtain; a player holding a single
    # kind is still asked, so that the prompt reveals nothing about their holdings.
    n = pos.seats
    others = tuple((pos.current + i) % n for i in range(1, n))
    queue = tuple(s for s in others if any(pos.own[s]))
    skipped = [pos.players[s] for s in others if not any(pos.own[s])]
    events = [*events, Event("Sacrifice phase: every other player places a card face up.", "altar")]
    if len(skipped) == 1:
        text = f"{skipped[0]} holds no sacrifice card and places nothing."
        events.append(Event(text, "altar"))
    elif skipped:
        who = f"{', '.join(skipped[:-1])} and {skipped[-1]}"
        events.append(Event(f"{who} hold no sacrifice cards and place nothing.", "altar"))
    if queue:
        return pos.evolve(phase=SACRIFICE, queue=queue), events
    after, more = _after_face_up(pos)
    return after, events + more


def _after_face_up(pos: P) -> tuple[P, list[Event]]:
    if any(pos.own[pos.current]):
        return pos.evolve(phase=FACEDOWN, queue=()), []
    text = f"{pos.players[pos.current]} holds no sacrifice card to place face down."
    after, more = _to_supply_step(pos.evolve(queue=()))
    return after, [Event(text, "altar"), *more]


def _to_supply_step(pos: P) -> tuple[P, list[Event]]:
    if any(pos.supply):
        return pos.evolve(phase=SUPPLY), []
    return pos.evolve(phase=TAKE), [Event("The supply is empty: no card from the supply.", "altar")]


# -- phase 3 ---------------------------------------------------------------------------------


def _take(pos: P, seat: int, column: int) -> tuple[P, list[Event]]:
    name = pos.players[seat]
    col = pos.columns[column]
    card = col[-1]
    col = col[:-1]
    changes: dict[str, Any] = {"hands": _set(pos.hands, seat, (*pos.hands[seat], card))}
    code = data.CARD_CODES[data.CARD_TYPE[card]]
    label = f"C{column + 1}"
    if col:
        revealed = col[-1]
        shown = data.CARD_CODES[data.CARD_TYPE[revealed]]
        events = [Event(f"{name} took {code} from {label}; {shown} revealed.", "take", seat)]
        changes["columns"] = _set(pos.columns, column, col)
    elif len(pos.deck) < data.COLUMN_DEPTH:
        # 5.4 / Decision Q7: the column cannot be refilled, the game ends at once, no scoring.
        changes.update(
            columns=_set(pos.columns, column, ()), revealed=-1, to_take=0, phase=OVER, queue=()
        )
        after = pos.evolve(**changes)
        events = [
            Event(f"{name} took {code} from {label}; {label} is empty.", "take", seat),
            Event(
                f"The draw pile ({len(pos.deck)} cards) cannot refill {label}: the game ends.",
                "end",
                barrier=True,
            ),
            *_final_events(after),
        ]
        return after, events
    else:
        refill = pos.deck[: data.COLUMN_DEPTH]
        revealed = refill[-1]
        shown = ", ".join(data.CARD_CODES[data.CARD_TYPE[c]] for c in refill)
        deck = pos.deck[data.COLUMN_DEPTH :]
        changes.update(
            deck=deck, columns=_set(pos.columns, column, refill), refills=pos.refills + 1
        )
        events = [
            Event(f"{name} took {code} from {label}; {label} is empty.", "take", seat),
            # Spec reading (7.6 undo): a refill draws hidden cards, so no take-back past it;
            # other takes only move visible cards and may be taken back within the turn.
            Event(f"{label} refilled: {shown} (draw pile {len(deck)}).", "refill", barrier=True),
        ]
    changes["revealed"] = revealed
    changes["to_take"] = pos.to_take - 1
    if pos.to_take == 1:
        # A take changes nothing a scoring reads (displays, supply, holdings, Shiva), so the
        # scoring is worked out on `pos` and lands in the same copy.
        events += _score(pos, data.CARD_TYPE[revealed], changes)
    return pos.evolve(**changes), events


# -- phase 4 ---------------------------------------------------------------------------------


def _score(pos: Position, card_type: int, changes: dict[str, Any]) -> list[Event]:
    """The scoring of the card revealed by the last take (4.5), into `changes`; the turn ends
    unless someone has a choice to make (Shrine split, Temple gain)."""
    pay = payout(pos, card_type)
    events = [Event(pay.text, "score")]
    if card_type in (data.STONEMASON, data.PRIEST):
        if card_type == data.STONEMASON:
            changes["stones"] = tuple(map(add, pos.stones, pay.stones))
        else:
            changes["vp"] = tuple(map(add, pos.vp, pay.vp))
        if card_type == data.PRIEST and pos.demon_variant:
            events += _move_demon(pos, changes)
    elif card_type == data.SHRINE:
        queue = tuple(s for s in pos.from_active() if pay.units[s])
        if queue:
            changes.update(phase=SHRINE, queue=queue)
            return events
    elif card_type == data.TEMPLE:
        if pay.chooser != data.NO_SEAT:
            changes.update(phase=TEMPLE, queue=(pay.chooser,))
            return events
    else:
        if pay.cards:
            supply, own = list(pos.supply), [list(o) for o in pos.own]
            for seat, kind in pay.cards:
                supply[kind] -= 1
                own[seat][kind] += 1
            changes["supply"] = tuple(supply)
            changes["own"] = tuple(tuple(o) for o in own)
    return events + _end_turn_changes(pos, changes)


def _move_demon(pos: Position, changes: dict[str, Any]) -> list[Event]:
    """6.2 rule 2: after a Priest scoring the demon goes to the fewest Priests (Shiva immune)."""
    counts = pos.counts(data.PRIEST)
    eligible = [s for s in pos.from_active() if not (pos.temple and s == pos.shiva)]
    fewest = min(counts[s] for s in eligible)
    tied = [s for s in eligible if counts[s] == fewest]
    holder = pos.demon if pos.demon in tied else tied[0]
    if holder == pos.demon:
        return [Event(f"The demon stays with {pos.players[holder]}.", "demon", holder)]
    changes["demon"] = holder
    text = f"The demon goes to {pos.players[holder]} (fewest Priests): no buying while it stays."
    return [Event(text, "demon", holder)]


def _end_turn_changes(pos: Position, changes: dict[str, Any]) -> list[Event]:
    nxt = (pos.current + 1) % pos.seats
    changes.update(
        current=nxt,
        phase=BUY,
        bought=False,
        to_take=0,
        revealed=-1,
        queue=(),
        turn=pos.turn + 1,
    )
    return []  # the status line names whose turn it is; the log keeps what happened


def _end_turn(pos: P) -> tuple[P, list[Event]]:
    changes: dict[str, Any] = {}
    events = _end_turn_changes(pos, changes)
    return pos.evolve(**changes), events


# -- the end (5.5) ---------------------------------------------------------------------------


def _final_events(pos: Position) -> list[Event]:
    altar = altar_totals(pos)
    tally = ", ".join(f"{K[k]} {altar[k]}" for k in data.KINDS)
    scores = totals(pos)
    won = winners(pos, scores)
    names = " and ".join(pos.players[s] for s in sorted(won))
    line = ", ".join(f"{p} {v}" for p, v in zip(pos.players, scores, strict=True))
    verb = "share the victory" if len(won) > 1 else "wins"
    return [
        Event(f"Altar revealed: {tally}.", "reveal", barrier=True),
        Event(f"Final scores: {line}. {names} {verb}.", "win"),
    ]
