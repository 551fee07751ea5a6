"""What the ability key means comes from the engine: every legal special move is offered for its
direction, and an attempt that is not legal is refused by the rules with a sentence."""

from __future__ import annotations

import pytest

from games.core import IllegalMove
from games.magic_maze_tower import (
    GAME,
    ability_attempt,
    parse_move,
    quest_ids,
    special_moves,
    swap_targets,
)
from games.magic_maze_tower.abilities import SPECIAL_MOVES, line


@pytest.mark.parametrize("quest", quest_ids())
def test_special_moves_and_attempts_agree_with_the_rules(quest: str) -> None:
    state = GAME.new_state(["Solo"], seed=1, options={"quest": quest})
    legal = state.legal_moves(0)
    view = state.view(0)
    for move in legal:
        if isinstance(move, SPECIAL_MOVES):
            way = line(move.src, move.dst)
            assert way is not None
            assert move in special_moves(legal, move.hero, way[0])
    for pawn in view["pawns"]:
        if pawn.get("out") or pawn.get("cell") is None:
            continue
        for direction in "NESW":
            if special_moves(legal, pawn["hero"], direction):
                continue
            attempt = ability_attempt(view, pawn["hero"], str(pawn["cell"]), direction)
            if attempt is None:
                continue
            move = parse_move(attempt)
            assert move not in legal
            with pytest.raises(IllegalMove):
                state.apply(move, 0)


def test_the_mage_swaps_with_the_others() -> None:
    assert swap_targets(["d", "m", "s"]) == ["d", "s"]
