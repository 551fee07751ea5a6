"""Hidden information on every frame, for every registered game whose views hide something.

Seeded games with 2-5 humans are played through the real app (a short sample by default, whole
games under `-m slow`); every frame is checked for another seat's secrets, by strings where a
secret is a name of its own, and by re-dealing the hidden cards and drawing the frame again
wherever the game declares how (`scramble_secrets`). Replays of unfinished games are stepped
through move by move. A deliberate leak must be caught by each check.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from games import GAMES
from games.core import Game, Match, Seat
from games.core.testing import check_views_hide_secrets, seat_secrets
from menara_tui.screens.game import GameScreen
from tests.app_secrets.driver import (
    Leak,
    play_checked,
    replay_checked,
    scramble_of,
    unfinished_match,
)

HIDDEN = sorted(gid for gid, game in GAMES.items() if game.info.hidden_information)

# Bali's secrets are not strings of their own: a hand is a few card kinds ("F-rice") that the
# offer and the displays show publicly too, so a frame cannot be searched for them; its frames
# are checked by re-dealing only.
NOT_BY_STRINGS = frozenset({"bali"})
BY_STRINGS = [gid for gid in HIDDEN if gid not in NOT_BY_STRINGS]
BY_REDEAL = [gid for gid in HIDDEN if scramble_of(GAMES[gid]) is not None]
ONLY_BY_REDEAL = [gid for gid in BY_REDEAL if gid in NOT_BY_STRINGS]


def _game(game_id: str) -> Game:
    return GAMES[game_id]


def _counts(game: Game) -> list[int]:
    info = game.info
    return [n for n in range(max(2, info.min_players), info.max_players + 1)]


CASES = [(gid, n) for gid in BY_STRINGS for n in _counts(_game(gid))]
REDEAL_CASES = [(gid, n) for gid in ONLY_BY_REDEAL for n in _counts(_game(gid))]


def test_the_games_with_secrets_are_checked() -> None:
    assert {"ruins", "mandala_stones"} <= set(BY_STRINGS)
    assert {"bali", "mandala_stones"} <= set(BY_REDEAL)
    assert set(HIDDEN) == set(BY_STRINGS) | set(BY_REDEAL)
    assert set(BY_REDEAL) >= NOT_BY_STRINGS, "a game checked neither way"


@pytest.mark.parametrize(("game_id", "humans"), CASES)
async def test_no_frame_shows_another_seats_secret(game_id: str, humans: int) -> None:
    report = await play_checked(_game(game_id), humans, seed=100 + humans, max_moves=24)
    assert report.moves >= 10
    assert report.handoffs >= 2, "several humans hand the keyboard over"
    if game_id in BY_REDEAL:
        # Checked by re-dealing too: every settled frame was drawn again.
        assert report.redealt >= report.moves // 2


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(("game_id", "humans"), CASES)
async def test_whole_games_show_no_secret(game_id: str, humans: int, seed: int) -> None:
    report = await play_checked(_game(game_id), humans, seed=seed, max_moves=5000)
    assert report.over


@pytest.mark.parametrize(("game_id", "humans"), REDEAL_CASES)
async def test_no_frame_changes_when_hidden_cards_are_redealt(game_id: str, humans: int) -> None:
    report = await play_checked(
        _game(game_id), humans, seed=100 + humans, max_moves=12, by_strings=False
    )
    assert report.moves >= 12
    assert report.handoffs >= 2, "several humans hand the keyboard over"
    # Every settled frame was drawn again, and the re-deal changed what was hidden.
    assert report.redrawn >= report.moves
    assert report.redealt >= report.redrawn - 1


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize(("game_id", "humans"), REDEAL_CASES)
async def test_whole_games_redealt_show_no_secret(game_id: str, humans: int, seed: int) -> None:
    report = await play_checked(_game(game_id), humans, seed=seed, max_moves=5000, by_strings=False)
    assert report.over
    assert report.redealt > report.moves // 2


@pytest.mark.parametrize(("game_id", "players"), [(gid, 3) for gid in BY_STRINGS])
async def test_replays_of_unfinished_games_show_no_secret(
    game_id: str, players: int, tmp_path: Path
) -> None:
    game = _game(game_id)
    match = unfinished_match(game, players, seed=11, moves=30)
    assert any(seat_secrets(match.state).values())
    report = await replay_checked(game, match, tmp_path / "replay.json")
    assert report.frames > 30


@pytest.mark.parametrize("game_id", ONLY_BY_REDEAL)
async def test_replays_of_unfinished_games_redealt_show_no_secret(
    game_id: str, tmp_path: Path
) -> None:
    match = unfinished_match(_game(game_id), 3, seed=11, moves=30)
    report = await replay_checked(_game(game_id), match, tmp_path / "replay.json", by_strings=False)
    assert report.redrawn == len(match.moves) + 1
    assert report.redealt >= report.redrawn - 1


@pytest.mark.parametrize("game_id", HIDDEN)
def test_views_keep_each_seats_secrets(game_id: str) -> None:
    game = _game(game_id)
    match = unfinished_match(game, 4, seed=5, moves=60)
    for state in match.states:
        check_views_hide_secrets(state)


async def test_a_deliberate_leak_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a status line that names the next seat's secrets is caught."""

    def leaky_status(self: GameScreen) -> str:
        state = self.match.state
        nxt = ((self.viewer or 0) + 1) % len(state.players)
        return " ".join(sorted(seat_secrets(state)[nxt]))

    monkeypatch.setattr(GameScreen, "default_status", leaky_status)
    with pytest.raises(Leak, match="secret"):
        await play_checked(_game("ruins"), 2, seed=3, max_moves=10)


async def test_a_notation_in_the_replay_header_is_caught(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Before the fix the replay header showed `Cy: flip R8D`; the check catches it."""

    def notation_status(self: GameScreen) -> str:
        if not self.replay_index:
            return "start"
        played = self.match.moves[self.replay_index - 1]
        return f"{self.seat_name(played.seat)}: {played.notation}"

    monkeypatch.setattr(GameScreen, "default_status", notation_status)
    game = _game("ruins")
    match = unfinished_match(game, 3, seed=11, moves=30)
    with pytest.raises(Leak, match="flip"):
        await replay_checked(game, match, tmp_path / "replay.json")


def _before_round_end(humans: int, seed: int) -> tuple[Match, str]:
    """A Ruins match with `humans` humans one move before the first round ends, and that move."""
    game = _game("ruins")
    match = Match.new(
        game, tuple(Seat(n) for n in ("Ana", "Bo", "Cy", "Di", "Ed")[:humans]), seed=seed
    )
    rng = random.Random(seed)
    while True:
        seat = min(match.state.actors())
        move = match.game.bots["greedy"].choose(match.state, seat, rng)
        after, _events = match.state.apply(move, seat)
        if after.view(None)["round"] != match.state.view(None)["round"]:
            return match, str(move)
        match.play(seat, move)


@pytest.mark.parametrize("humans", [2, 3])
async def test_after_the_round_summary_the_next_hand_needs_a_hand_off(humans: int) -> None:
    """Everyone reads the end-of-round summary; Enter then shows a hand-off, never a hand."""
    match, ending = _before_round_end(humans, seed=40 + humans)
    report = await play_checked(
        match.game, humans, seed=1, max_moves=6, resume=match, plan=[ending]
    )
    assert report.summaries >= 1


def _next_hand(screen: GameScreen) -> str:
    """The hand of the seat after the viewer, as a careless screen might show it."""
    state = screen.match.state
    nxt = ((screen.viewer or 0) + 1) % len(state.players)
    hand = state.view(nxt)["hand"]
    assert isinstance(hand, list)
    return " ".join(str(card) for card in hand)


async def test_a_status_line_with_another_hand_is_caught_by_redealing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bali's hand cards are kinds the table shows too: only the re-deal can catch this."""
    monkeypatch.setattr(GameScreen, "default_status", _next_hand)
    with pytest.raises(Leak, match="re-dealt while the keyboard is Ana's"):
        await play_checked(_game("bali"), 2, seed=3, max_moves=6, by_strings=False)


async def test_a_hand_off_that_shows_the_next_hand_is_caught_by_redealing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Everyone sees the hand-off: the next player's own hand must not be on it either."""
    from menara_tui.screens.bali.screen import BaliScreen

    original = BaliScreen.handoff_text

    def handoff_with_hand(self: BaliScreen, seat: int) -> str:
        hand = self.match.state.view(seat)["hand"]
        return f"{original(self, seat)}\nYour hand: {hand}"

    monkeypatch.setattr(BaliScreen, "handoff_text", handoff_with_hand)
    with pytest.raises(Leak, match="keyboard is nobody's"):
        await play_checked(_game("bali"), 2, seed=3, max_moves=6, by_strings=False)
