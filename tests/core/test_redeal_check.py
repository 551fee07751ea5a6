"""The differential check of games.core.testing: a rendering must not change when the secrets
of the seats it is not shown to are re-dealt; it catches a rendering that shows them."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass

import pytest

from games.core import JSON, State
from games.core.testing import (
    check_render_hides_secrets,
    check_scramble,
    frame_difference,
    hidden_variants,
    secrets_changed,
)
from tests.core.toy_game import GAME, ToyState


@dataclass(frozen=True)
class SecretState(ToyState):
    """The toy race where every seat also holds one face-down card (0-99)."""

    cards: tuple[int, ...] = ()

    def view(self, seat: int | None) -> Mapping[str, JSON]:
        view = dict(super().view(seat))
        if seat is not None:
            view["card"] = self.cards[seat]
        return view


def start(players: int = 3) -> SecretState:
    base = GAME.new_state([f"P{i}" for i in range(players)], seed=1)
    return SecretState(**vars(base), cards=tuple(10 + i for i in range(players)))


def redeal(state: State, keep: int | None, rng: random.Random) -> State:
    assert isinstance(state, SecretState)
    cards = tuple(
        card if seat == keep else rng.randrange(100) for seat, card in enumerate(state.cards)
    )
    return dataclasses.replace(state, cards=cards)


def own_card(state: State, seat: int | None) -> str:
    view = state.view(seat)
    return f"totals {view['totals']} · turn {view['turn']} · your card {view.get('card', '?')}"


def every_card(state: State, seat: int | None) -> str:
    assert isinstance(state, SecretState)
    return own_card(state, seat) + f" · cards {list(state.cards)}"


@pytest.mark.parametrize("keep", [None, 0, 2])
def test_a_rendering_of_what_the_seat_may_see_passes(keep: int | None) -> None:
    state = start()
    changed = check_render_hides_secrets(
        state, keep, redeal, lambda s: own_card(s, keep), rng=random.Random(1), tries=5
    )
    assert changed == 5, "every re-deal changed another seat's card"


@pytest.mark.parametrize("keep", [None, 1])
def test_a_rendering_that_shows_other_cards_is_caught(keep: int | None) -> None:
    with pytest.raises(AssertionError, match="re-dealt") as caught:
        check_render_hides_secrets(
            start(), keep, redeal, lambda s: every_card(s, keep), rng=random.Random(1)
        )
    assert "cards [" in str(caught.value), "the message shows the line that changed"


def test_showing_the_next_seats_card_is_caught_but_ones_own_is_not() -> None:
    def next_card(state: State) -> str:
        assert isinstance(state, SecretState)
        return f"next card {state.cards[1]}"

    check_render_hides_secrets(start(), 1, redeal, next_card, rng=random.Random(2))
    with pytest.raises(AssertionError, match=r"shown to seat 0 .* seats \[1, 2\]"):
        check_render_hides_secrets(start(), 0, redeal, next_card, rng=random.Random(2))


def test_a_scramble_that_touches_public_information_is_refused() -> None:
    def cheat(state: State, keep: int | None, rng: random.Random) -> State:
        assert isinstance(state, SecretState)
        return dataclasses.replace(state, totals=(5, *state.totals[1:]))

    with pytest.raises(AssertionError, match="view\\(None\\)"):
        hidden_variants(start(), 0, cheat, random.Random(1))


def test_a_scramble_that_touches_the_kept_seat_is_refused() -> None:
    state = start()
    with pytest.raises(AssertionError, match="view\\(2\\)"):
        check_scramble(state, dataclasses.replace(state, cards=(10, 11, 99)), 2)
    check_scramble(state, dataclasses.replace(state, cards=(99, 98, 12)), 2)


def test_secrets_changed_names_the_re_dealt_seats() -> None:
    state = start()
    other = dataclasses.replace(state, cards=(10, 50, 12))
    assert secrets_changed(state, other, None) == [1]
    assert secrets_changed(state, other, 1) == []


def test_frame_difference_numbers_the_lines_that_differ() -> None:
    assert frame_difference("a\nb", "a\nb") is None
    diff = frame_difference("a\nb\nc", "a\nB")
    assert diff is not None
    lines = diff.splitlines()
    assert [line for line in lines if line.startswith("line")] == ["line 2:", "line 3:"]
    assert lines[1:3] == ["  real:     b", "  re-dealt: B"]
    assert lines[4:6] == ["  real:     c", "  re-dealt: <no line>"]
