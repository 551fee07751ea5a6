"""What building.py remembers between positions (per temple, per geometry) against the plain
computation on a fresh analysis of the same floors, on positions of seeded games.

Column options are kept with the temple (MOVE) or with its geometry (the place moves): a temple
is met by several positions and a geometry by every temple until a floor is added, so a wrong
memo would list another position's options. Each position is asked after the games' own
enumeration has filled the memos, and compared with a temple that has none.
"""

from __future__ import annotations

import random

from games.menara import building, tasks
from games.menara.bench import PLAYERS
from games.menara.checks import column_problem, stands_after
from games.menara.game import GAME
from games.menara.records import count_of
from games.menara.rules import card_of
from games.menara.state import MenaraState
from games.menara.statics import Temple


def _build_positions(games: int) -> list[MenaraState]:
    """Column-building positions of seeded random games (their legal moves listed, so the
    memos hold what the play-out left in them)."""
    found: list[MenaraState] = []
    for seed in range(games):
        rng = random.Random(seed + 100)
        state = GAME.new_state(PLAYERS, seed=seed)
        while not state.is_over():
            seat = state.active
            legal = state.legal_moves(seat)
            if state.phase == "build" and state.turn.card and not state.turn.due:
                found.append(state)
            state, _ = state.apply(rng.choice(legal), seat)
    return found


POSITIONS = _build_positions(8)


def _fresh(state: MenaraState) -> Temple:
    return Temple(state.temple.floors, state.catalogue)


def test_enough_positions() -> None:
    places = [s for s in POSITIONS if tasks.places_columns(card_of(s))]
    moves = [s for s in POSITIONS if card_of(s).task == "MOVE"]
    assert len(places) >= 100
    assert len(moves) >= 20


def test_place_options_are_every_empty_base_of_the_printed_colour() -> None:
    for state in POSITIONS:
        card, turn = card_of(state), state.turn
        if not tasks.places_columns(card):
            continue
        supply = state.supplies[state.active]
        fresh = _fresh(state)
        plain = []
        for i, f in enumerate(fresh.floors):
            if tasks.floor_problem(card, turn, f.fid):
                continue
            for j, occupant in enumerate(f.columns):
                colour = fresh.shapes[i].bases[j].colour
                if occupant or not count_of(supply, colour) or column_problem(fresh, i, j, colour):
                    continue
                x, y = fresh.base_point(i, j)
                alone = stands_after(Temple(fresh.floors, fresh.catalogue), [(i, j, colour)])
                plain.append((f"place {colour} {f.fid} {x},{y}", (i, j, colour), alone))
        listed = building.place_options(state.temple, supply, card, turn)
        assert [(str(o.move), o.add, o.alone) for o in listed] == plain


def _moves_text(options: list[building.MoveOption]) -> list[tuple[str, bool]]:
    return [(str(o.move), o.alone) for o in options]


def test_move_options_and_pairs_remembered_equal_a_fresh_temple() -> None:
    asked = 0
    for state in POSITIONS:
        card, turn = card_of(state), state.turn
        if card.task != "MOVE":
            continue
        options = building.move_options(state.temple, turn)
        pairs = building.move_pairs(state.temple, turn, card, options)
        # Asked again: the memo answers, with a list of its own each time.
        again = building.move_options(state.temple, turn)
        assert again == options
        assert again is not options
        fresh = _fresh(state)
        plain = building.move_options(fresh, turn)
        assert _moves_text(options) == _moves_text(plain)
        # Each option's balance as the plain check asks it, on a temple with no memo.
        for o in options:
            bare = _fresh(state)
            alone = stands_after(bare, (), [o.src]) and stands_after(bare, [o.dst], [o.src])
            assert o.alone == alone
        assert [str(p) for p in pairs] == [
            str(p) for p in building.move_pairs(fresh, turn, card, plain)
        ]
        asked += 1
    assert asked >= 20
