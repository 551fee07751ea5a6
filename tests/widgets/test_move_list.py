"""The move list's filter: every word of the query, in the engine's order."""

from __future__ import annotations

from widgets.common.move_list import matches


def test_matches_keeps_the_engines_order_and_needs_every_word() -> None:
    notations = ["place R F1 2,3", "swap RG for BY", "place G F1 2,4"]
    assert matches(notations, "place f1") == ["place R F1 2,3", "place G F1 2,4"]
    assert matches(notations, "2,4 G") == ["place G F1 2,4"]
    assert matches(notations, "") == notations
