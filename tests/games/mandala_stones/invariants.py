"""The invariants of a Mandala Stones position, checked at every step of the play-outs."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from games.mandala_stones import data
from games.mandala_stones.position import OVER
from games.mandala_stones.state import MandalaState


def invariant(state: Any) -> None:
    assert isinstance(state, MandalaState)
    n = len(state.players)
    # Every ordinary stone is in exactly one place: a stack, a tower, the spiral or out.
    ordinary = [s for st in state.stacks for s in st]
    ordinary += [s for board in state.towers for t in board for s in t]
    ordinary += list(state.spiral) + list(state.overflow)
    counts = Counter(ordinary)
    new = counts.pop(data.NEW, 0)
    assert counts == dict.fromkeys(data.STONES, data.PER_KIND), "an ordinary stone is lost or made"
    # Every New Stone is in exactly one place too (none at all without Harmony).
    pending = state.pending
    beside = (len(pending.uncovered) + pending.kept) if pending is not None else 0
    held = new + len(state.new_on) + state.box_new + beside
    assert held == (data.NEW_COUNT if state.harmony else 0), "a New Stone is lost or made"
    assert not any(data.NEW in st for st in state.stacks), "New Stones never go on the main board"
    # Towers: at most 4 high, an ordinary bottom, one pattern among the ordinary stones.
    for board in state.towers:
        assert len(board) == data.TOWERS
        for t in board:
            assert len(t) <= data.MAX_HEIGHT
            if t:
                assert t[0] != data.NEW
                ordinary_stones = [s for s in t if s != data.NEW]
                assert len({s[1] for s in ordinary_stones}) == 1
                first_new = t.index(data.NEW) if data.NEW in t else len(t)
                assert all(s == data.NEW for s in t[first_new:]), "New Stones sit on top"
    assert len(set(state.artists)) == 4
    assert len(state.spiral) <= data.SPIRAL
    assert all(s > len(state.spiral) for s in state.new_on), "a covered space keeps no New Stone"
    # The objectives stay secret until the end.
    spectator = state.view(None)
    assert "my_objectives" not in spectator
    over = state.phase == OVER
    for seat in range(n):
        assert ("objectives" in spectator["seats"][seat]) == over
        view = state.view(seat)
        assert [o["id"] for o in view["my_objectives"]] == list(state.objectives[seat])
        if not over:
            for other in range(n):
                assert "objectives" not in view["seats"][other]
        # Buried patterns stay hidden: a stack shows its colours and its top stone only.
        for stack, shown in zip(state.stacks, view["board"]["stacks"], strict=True):
            assert shown["colours"] == "".join(s[0] for s in stack)
            assert shown["top"] == (stack[-1] if stack else None)
            assert set(shown) == {"name", "row", "col", "height", "top", "colours"}
    json.dumps(spectator)
