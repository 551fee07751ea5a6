"""Which moves are legal (4.1–4.5, 6.1, 6.2) and why a move is refused.

`legal_moves` lists every move of a seat in a stable order; `refusal` names the rule a move
breaks (one sentence) or returns None when the move is legal. The two are kept consistent by
the tests: a move is legal exactly when `refusal` has nothing to say.
"""

from __future__ import annotations

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
from games.bali.scoring import payout

KIND_WORDS = data.KIND_NAMES

# Moves are values: the generator hands out these shared instances instead of building new
# ones on every call (the bench asks for 40,000 moves a second).
TAKES = tuple(Take(c) for c in range(data.COLUMNS))
BUYS = tuple(Buy(k) for k in data.KINDS)
SACRIFICES = tuple(Sacrifice(k) for k in data.KINDS)
FACEDOWNS = tuple(FaceDown(k) for k in data.KINDS)
FROM_SUPPLY = tuple(FromSupply(k) for k in data.KINDS)
GAINS = tuple(Gain(k) for k in data.KINDS)
PLAYS = tuple(Play(t) for t in data.CARD_TYPES)
DISCARDS = tuple(Discard(t) for t in data.CARD_TYPES)
FARMER_PLAYS = tuple(
    tuple(PlayFarmers(k, n) for n in range(data.MAX_FARMERS_PER_PLAY + 1)) for k in data.KINDS
)


def buy_cost(pos: Position, seat: int, kind: int) -> int:
    """4.1: 5 stones less one per farmer of the kind in display, never below 0."""
    return max(0, data.BUY_BASE_COST - pos.count(seat, data.farmer_of(kind)))


def hand_counts(pos: Position, seat: int) -> list[int]:
    counts = [0] * len(data.CARD_TYPES)
    for card in pos.hands[seat]:
        counts[data.CARD_TYPE[card]] += 1
    return counts


def shrine_units(pos: Position, seat: int) -> int:
    return payout(pos, data.SHRINE).units[seat]


# -- phase 1 ---------------------------------------------------------------------------------


def buys(pos: Position, seat: int) -> list[Move]:
    if pos.demon == seat:
        return []  # 6.2 rule 3: the demon's holder may not buy
    stones = pos.stones[seat]
    if stones >= data.BUY_BASE_COST:  # the common case: every non-empty pile is affordable
        return [BUYS[k] for k in data.KINDS if pos.supply[k] > 0]
    tally, supply, base = pos.tallies[seat], pos.supply, data.BUY_BASE_COST
    first = data.FARMER_RICE
    return [BUYS[k] for k in data.KINDS if supply[k] and base - tally[first + k] <= stones]


# -- phase 2 ---------------------------------------------------------------------------------


def temple_payments(pos: Position, seat: int) -> list[Move]:
    """Option E (6.1.3): every tower and payment the seat can make."""
    own = pos.own[seat]
    if sum(own) < data.TEMPLE_PAYMENT:
        return []
    moves: list[Move] = []
    if pos.towers_left() == 0:
        # Exception of the seed: any card back to the supply, any other face down.
        for back in data.KINDS:
            if own[back]:
                for down in data.KINDS:
                    if own[down] - (down == back) > 0:
                        moves.append(PlayTemple("-", back, down))
        return moves
    for index, pile in enumerate(data.PILES):
        kind = pos.top_tower(index)
        if kind is None or not own[kind]:
            continue
        for down in data.KINDS:
            if own[down] - (down == kind) > 0:
                moves.append(PlayTemple(pile, kind, down))
    return moves


def plays(pos: Position, seat: int) -> list[Move]:
    """Options A–E that are legal now (4.2), judged after any purchase."""
    held = hand_counts(pos, seat)
    stones = pos.stones[seat]
    moves: list[Move] = []
    if held[data.STONEMASON]:
        moves.append(PLAYS[data.STONEMASON])
    if held[data.PRIEST]:
        moves.append(PLAYS[data.PRIEST])
    if held[data.SHRINE] and stones >= data.SHRINE_COST:
        moves.append(PLAYS[data.SHRINE])
    for kind in data.KINDS:
        for count in range(1, held[data.farmer_of(kind)] + 1):
            if data.FARMER_COSTS[count] <= stones:
                moves.append(FARMER_PLAYS[kind][count])
    if held[data.TEMPLE]:
        moves.extend(temple_payments(pos, seat))
    return moves


def fallback(pos: Position, seat: int) -> list[Move]:
    """Option F (Decision Q9): one card per type in hand, only when no play is legal."""
    held = hand_counts(pos, seat)
    return [DISCARDS[t] for t in data.CARD_TYPES if held[t]]


def legal_moves(pos: Position, seat: int) -> list[Move]:
    phase = pos.phase
    if phase == OVER or seat != pos.actor():
        return []
    if phase == TAKE:
        columns = pos.columns
        return [TAKES[c] for c in range(data.COLUMNS) if columns[c]]
    if phase in (BUY, PLAY):
        # Spec reading (4.1, 4.2): phase 1 has no "skip" move; playing cards (or the fallback)
        # without buying first is the skip. The fallback is judged on the position as it is:
        # in the buy step it means "no purchase, and nothing playable", and after a purchase
        # it is judged again (a purchase can make a Shrine unaffordable, or give the second
        # sacrifice card a Temple card needs).
        moves = buys(pos, seat) if phase == BUY else []
        options = plays(pos, seat)
        return moves + (options if options else fallback(pos, seat))
    own = pos.own[seat]
    if phase == SACRIFICE:
        return [SACRIFICES[k] for k in data.KINDS if own[k]]
    if phase == FACEDOWN:
        return [FACEDOWNS[k] for k in data.KINDS if own[k]]
    if phase == SUPPLY:
        return [FROM_SUPPLY[k] for k in data.KINDS if pos.supply[k]]
    if phase == TEMPLE:
        return [GAINS[k] for k in data.KINDS if pos.supply[k]]
    if phase == SHRINE:
        # Spec reading (4.5): every seat with units is asked, even with a single unit; a split
        # is public, so no curtain is needed between these prompts (7.3).
        units = shrine_units(pos, seat)
        return [Split(units - s, s) for s in range(units + 1)]
    raise AssertionError(f"unknown phase {phase}")


# -- refusals --------------------------------------------------------------------------------

STEP_WORDS = {
    BUY: "buy a sacrifice card or play cards",
    PLAY: "play cards",
    SACRIFICE: "place a sacrifice card face up on the altar",
    FACEDOWN: "place one of your sacrifice cards face down on the altar",
    SUPPLY: "place a card from the supply face up on the altar",
    TAKE: "take cards from the offer",
    SHRINE: "split the Shrine scoring between VP and stones",
    TEMPLE: "choose the sacrifice card the Temple scoring gives",
}

MOVE_STEPS: dict[type, tuple[str, ...]] = {
    Buy: (BUY,),
    Play: (BUY, PLAY),
    PlayFarmers: (BUY, PLAY),
    PlayTemple: (BUY, PLAY),
    Discard: (BUY, PLAY),
    Sacrifice: (SACRIFICE,),
    FaceDown: (FACEDOWN,),
    FromSupply: (SUPPLY,),
    Take: (TAKE,),
    Split: (SHRINE,),
    Gain: (TEMPLE,),
}


def refusal(pos: Position, seat: int, move: Move) -> str | None:
    """The rule `move` breaks for `seat`, in one sentence; None when it is legal."""
    if pos.phase == OVER:
        return "The game is over."
    actor = pos.actor()
    if seat != actor:
        who = pos.players[actor]
        return f"It is {who}'s move now: {who} must {STEP_WORDS[pos.phase]}."
    steps = MOVE_STEPS.get(type(move), ())
    if pos.phase not in steps:
        if isinstance(move, Buy) and pos.phase == PLAY:
            return "Only one sacrifice card may be bought per turn, before playing cards (4.1)."
        return f"Now you must {STEP_WORDS[pos.phase]}."
    if not _in_range(move):
        return "That move names no card, kind or column of this game."
    # Exact: tests/games/bali/test_rules_agree.py checks, over every move there is, that a
    # move is refused exactly when `legal_moves` leaves it out.
    return _specific(pos, seat, move)


def _in_range(move: Move) -> bool:
    """Moves built in code rather than parsed may carry any int: keep them on the table."""
    if isinstance(move, Take):
        return 0 <= move.column < data.COLUMNS
    if isinstance(move, Split):
        return move.vp >= 0 and move.stones >= 0
    if isinstance(move, (Play, Discard)):
        return move.card in data.CARD_TYPES
    if isinstance(move, PlayFarmers):
        return move.kind in data.KINDS and 1 <= move.count <= data.MAX_FARMERS_PER_PLAY
    if isinstance(move, PlayTemple):
        return move.back in data.KINDS and move.down in data.KINDS and move.pile in ("A", "B", "-")
    return move.kind in data.KINDS


def _specific(pos: Position, seat: int, move: Move) -> str | None:
    own = pos.own[seat]
    if isinstance(move, Buy):
        kind = KIND_WORDS[move.kind]
        if pos.demon == seat:
            return "The demon is with you: you may not buy a sacrifice card (demon variant)."
        if not pos.supply[move.kind]:
            return f"The {kind} supply is empty: nobody can buy {kind}."
        cost = buy_cost(pos, seat, move.kind)
        if cost > pos.stones[seat]:
            return (
                f"Buying {kind} costs {cost} stones (5 less one per {kind} farmer in your "
                f"display) and you have {pos.stones[seat]}."
            )
        return None
    if isinstance(move, Take):
        if not pos.columns[move.column]:
            return f"Column C{move.column + 1} is empty."
        return None
    if isinstance(move, (Sacrifice, FaceDown)):
        if not own[move.kind]:
            return f"You hold no {KIND_WORDS[move.kind]} sacrifice card."
        return None
    if isinstance(move, (FromSupply, Gain)):
        if not pos.supply[move.kind]:
            return f"The {KIND_WORDS[move.kind]} supply is empty: choose another kind."
        return None
    if isinstance(move, Split):
        units = shrine_units(pos, seat)
        if move.vp + move.stones != units:
            return f"You have {units} Shrine units to split between VP and stones."
        return None
    return _play_refusal(pos, seat, move)


def _play_refusal(pos: Position, seat: int, move: Move) -> str | None:
    held = hand_counts(pos, seat)
    stones = pos.stones[seat]
    if isinstance(move, Discard):
        if not held[move.card]:
            return f"You hold no {data.CARD_NAMES[move.card]}."
        if plays(pos, seat):
            return "You may discard only when no card can be played (fallback, 4.2)."
        return None
    if isinstance(move, Play):
        name = data.CARD_NAMES[move.card]
        if move.card not in (data.STONEMASON, data.PRIEST, data.SHRINE):
            return f"{name}s are not played this way."
        if not held[move.card]:
            return f"You hold no {name}."
        if move.card == data.SHRINE and stones < data.SHRINE_COST:
            return f"A Shrine costs {data.SHRINE_COST} stones and you have {stones}."
        return None
    if isinstance(move, PlayFarmers):
        card = data.farmer_of(move.kind)
        name = data.CARD_NAMES[card]
        if held[card] < move.count:
            return f"You hold {held[card]} {name}s, not {move.count}."
        cost = data.FARMER_COSTS[move.count]
        if cost > stones:
            return (
                f"Playing {move.count} farmers of one kind costs {cost} stones "
                f"and you have {stones}."
            )
        return None
    if isinstance(move, PlayTemple):
        return _temple_refusal(pos, seat, move, held)
    return None


def _temple_refusal(pos: Position, seat: int, move: PlayTemple, held: list[int]) -> str | None:
    if not pos.temple:
        return "Temple cards belong to the Temple of Shiva expansion, which is off."
    if not held[data.TEMPLE]:
        return "You hold no Temple card."
    own = pos.own[seat]
    if sum(own) < data.TEMPLE_PAYMENT:
        return "A Temple card is paid with 2 of your own sacrifice cards and you hold fewer."
    if move.pile == "-":
        if pos.towers_left():
            return "A tower is still available: choose pile A or B."
    else:
        index = data.PILES.index(move.pile)
        top = pos.top_tower(index)
        if top is None:
            return f"Tower pile {move.pile} is empty."
        if move.back != top:
            need = KIND_WORDS[top]
            return f"The tower on pile {move.pile} demands {need}: that card goes back."
    if not own[move.back]:
        return f"You hold no {KIND_WORDS[move.back]} sacrifice card to pay the tower."
    if own[move.down] - (move.down == move.back) <= 0:
        return f"You hold no second {KIND_WORDS[move.down]} card to place face down."
    return None
