"""The generic random-simulation checker every game's tests call (after OpenSpiel's basic_tests).

It plays seeded random games and checks the rules contract at every step:

- every legal move of every actor applies, and `apply` never changes the state it is called on;
- `parse_move(str(m)) == m` for every legal move;
- junk text and moves tried by a seat that may not act are refused with `IllegalMove`, and the
  state is unchanged;
- `state_from_json(s.to_json())` behaves identically (same JSON, legal moves and views);
- replaying the move list from the seed reproduces the state;
- `view(seat)` and `view(None)` are JSON-serialisable;
- the game ends within a bound.

A game adds its own invariants through `invariant(state)`, which raises AssertionError.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from games.core.contract import Game, State
from games.core.errors import IllegalMove

JUNK = (
    "",
    " ",
    "xyzzy",
    "play",
    "play ???",
    "999999999999",
    "-1",
    "\x00",
    "pass pass",
    "☾☾☾",
    "move to the moon",
    "{}",
    "x" * 5000,
    "play " + "R1A " * 500,
    "pass " + "?" * 3000,
)
REFUSAL_LIMIT = 300
"""A refusal quotes a few dozen characters of the input at most: it stays this short."""


@dataclass(frozen=True)
class PlayoutReport:
    seed: int
    players: int
    moves: int
    over: bool


def _snapshot(state: State) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def _same_behaviour(game: Game, a: State, b: State) -> None:
    assert _snapshot(a) == _snapshot(b), "to_json differs"
    assert a.actors() == b.actors(), "actors differ"
    assert a.is_over() == b.is_over(), "is_over differs"
    for seat in range(len(a.players)):
        assert a.legal_moves(seat) == b.legal_moves(seat), f"legal moves of seat {seat} differ"
    for seat in [None, *range(len(a.players))]:
        assert json.dumps(a.view(seat), sort_keys=True) == json.dumps(
            b.view(seat), sort_keys=True
        ), f"view({seat}) differs"


def _check_views(state: State) -> None:
    for seat in [None, *range(len(state.players))]:
        json.dumps(state.view(seat))


def _check_refusals(game: Game, state: State, rng: random.Random) -> None:
    before = _snapshot(state)
    actors = state.actors()
    n = len(state.players)
    for text in JUNK:
        try:
            move = game.parse_move(text)
        except IllegalMove as exc:
            refusal = str(exc)
            if len(refusal) > REFUSAL_LIMIT:
                raise AssertionError(f"the refusal of {text[:20]!r}… repeats it") from exc
            continue
        for seat in range(n):
            try:
                state.apply(move, seat)
            except IllegalMove:
                continue
            # A junk text that happens to parse must then be a legal move of that seat.
            assert move in state.legal_moves(seat), f"junk {text!r} applied for seat {seat}"
    # A move that only an actor may make is refused for a seat that may not act.
    idle = [s for s in range(n) if s not in actors]
    if actors and idle:
        actor = rng.choice(sorted(actors))
        moves = state.legal_moves(actor)
        for move in rng.sample(moves, min(3, len(moves))):
            seat = rng.choice(idle)
            try:
                state.apply(move, seat)
            except IllegalMove:
                pass
            else:
                raise AssertionError(f"seat {seat} may not act but {move} applied")
    assert _snapshot(state) == before, "a refused move changed the state"


def play_random_game(
    game: Game,
    players: int,
    seed: int,
    *,
    options: Mapping[str, object] | None = None,
    max_moves: int = 5000,
    exhaustive_every: int = 1,
    invariant: Callable[[State], None] | None = None,
    choose: Callable[[State, int, list[Any], random.Random], Any] | None = None,
) -> PlayoutReport:
    """Play one seeded random game, checking the contract at every step.

    `exhaustive_every` applies and round-trips every legal move only on every Nth step (the
    other checks run on every step); `choose` can bias the random player (default: uniform).
    """
    rng = random.Random(seed * 7919 + players)
    names = [f"P{i + 1}" for i in range(players)]
    state: State = game.new_state(names, seed=seed, options=options)
    start_json = state.to_json()
    history: list[tuple[int, Any]] = []
    step = 0
    while not state.is_over():
        assert step < max_moves, f"the game did not end within {max_moves} moves"
        actors = sorted(state.actors())
        assert actors, "no seat may act but the game is not over"
        _check_views(state)
        if invariant is not None:
            invariant(state)
        if step % exhaustive_every == 0:
            before = _snapshot(state)
            for seat in actors:
                moves = state.legal_moves(seat)
                assert moves, f"seat {seat} is an actor with no legal move"
                for move in moves:
                    assert game.parse_move(str(move)) == move, (
                        f"notation {move} does not parse back"
                    )
                    state.apply(move, seat)
            assert _snapshot(state) == before, "apply changed the state it was called on"
            _check_refusals(game, state, rng)
            _same_behaviour(game, state, game.state_from_json(json.loads(before)))
        seat = rng.choice(actors)
        moves = state.legal_moves(seat)
        move = choose(state, seat, moves, rng) if choose else rng.choice(moves)
        state, _events = state.apply(move, seat)
        history.append((seat, move))
        step += 1
    outcome = state.outcome()
    assert outcome is not None, "a finished game has no outcome"
    assert len(outcome.scores) == players
    assert all(0 <= w < players for w in outcome.winners)
    for seat in range(players):
        assert state.legal_moves(seat) == [], "moves are offered after the end"
    _check_views(state)
    if invariant is not None:
        invariant(state)
    # Replaying the move list from the seed reproduces the game exactly.
    replay: State = game.new_state(names, seed=seed, options=options)
    assert _snapshot(replay) == json.dumps(start_json, sort_keys=True), "new_state is not seeded"
    for seat, move in history:
        replay, _ = replay.apply(game.parse_move(str(move)), seat)
    _same_behaviour(game, state, replay)
    return PlayoutReport(seed, players, step, True)


def check_game(
    game: Game,
    *,
    player_counts: Iterable[int] | None = None,
    seeds: Iterable[int] = range(3),
    options: Mapping[str, object] | None = None,
    max_moves: int = 5000,
    exhaustive_every: int = 1,
    invariant: Callable[[State], None] | None = None,
) -> list[PlayoutReport]:
    """Run `play_random_game` for every player count of the game and every seed."""
    counts = (
        list(player_counts)
        if player_counts is not None
        else list(range(game.info.min_players, game.info.max_players + 1))
    )
    return [
        play_random_game(
            game,
            n,
            seed,
            options=options,
            max_moves=max_moves,
            exhaustive_every=exhaustive_every,
            invariant=invariant,
        )
        for n in counts
        for seed in seeds
    ]


# -- helpers for scenario tests -------------------------------------------------------------


def refused(game: Game, state: State, seat: int, move: Any, *words: str) -> str:
    """The move (object or notation) is refused for `seat`: IllegalMove is raised, the state's
    JSON is unchanged, the move is not among the seat's legal moves, and the sentence contains
    every one of `words` (case-insensitive). Returns the sentence."""
    before = _snapshot(state)
    try:
        parsed = game.parse_move(move) if isinstance(move, str) else move
        state.apply(parsed, seat)
    except IllegalMove as exc:
        message = str(exc)
    else:
        raise AssertionError(f"{move} was accepted for seat {seat}")
    assert _snapshot(state) == before, "a refused move changed the state"
    if not isinstance(move, str) or _parses(game, move):
        parsed = game.parse_move(move) if isinstance(move, str) else move
        assert parsed not in state.legal_moves(seat), f"{move} is refused but offered"
    lowered = message.lower()
    for word in words:
        assert word.lower() in lowered, f"{message!r} does not mention {word!r}"
    return message


def _parses(game: Game, text: str) -> bool:
    try:
        game.parse_move(text)
    except IllegalMove:
        return False
    return True


def offered(state: State, seat: int) -> set[str]:
    """The notations of every legal move of `seat`."""
    return {str(m) for m in state.legal_moves(seat)}


def check_bot_uses_view_only(
    game: Game,
    bot_name: str,
    state: State,
    seat: int,
    scramble: Callable[[State, int, random.Random], State],
    *,
    tries: int = 3,
    seed: int = 0,
) -> None:
    """The bot's choice for `seat` depends only on `view(seat)`.

    `scramble(state, seat, rng)` returns another position that `seat` cannot tell apart from
    `state` (other hands, the deck order, face-down cards changed); the check asserts that the
    view is indeed the same and that the bot, with the same generator, chooses the same move.
    """
    bot = game.bots[bot_name]
    view = json.dumps(state.view(seat), sort_keys=True)
    chosen = bot.choose(state, seat, random.Random(seed))
    rng = random.Random(seed + 1)
    for attempt in range(tries):
        other = scramble(state, seat, rng)
        assert json.dumps(other.view(seat), sort_keys=True) == view, (
            "scramble changed what the seat can see"
        )
        again = bot.choose(other, seat, random.Random(seed))
        assert str(again) == str(chosen), (
            f"bot {bot_name} chose {again} instead of {chosen} after hidden information "
            f"changed (try {attempt + 1}): it looked past its view"
        )


def view_leaves(view: object) -> set[str]:
    """Every string leaf of a view (dict values and list items, at any depth)."""
    found: set[str] = set()
    stack = [view]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, Mapping):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


def seat_secrets(state: State) -> dict[int, frozenset[str]]:
    """Each seat's secrets: the string leaves of `view(seat)` found nowhere in `view(None)`
    (card ids in a hand, a hidden choice). A screen may show a seat's secrets only to that seat.
    """
    public = view_leaves(state.view(None))
    return {
        seat: frozenset(view_leaves(state.view(seat)) - public)
        for seat in range(len(state.players))
    }


def check_views_hide_secrets(state: State) -> None:
    """No seat's secret appears in another seat's view (hidden information stays hidden)."""
    secrets = seat_secrets(state)
    for seat in range(len(state.players)):
        visible = view_leaves(state.view(seat))
        for other, theirs in secrets.items():
            if other != seat:
                shared = theirs & visible - secrets[seat]
                assert not shared, f"seat {seat} sees seat {other}'s secrets {sorted(shared)}"


# -- the differential check: what a screen shows must not depend on another seat's secrets ----

Scramble = Callable[[State, int | None, random.Random], State]
"""`scramble(state, keep, rng)`: a game's re-deal of hidden information. It returns another
position that differs only in what `keep` may not see (every other seat's hand, the hidden
draws; everything public and `keep`'s own secrets fixed, the counts unchanged). `keep=None`
re-deals every seat's secrets. Pure: its only chance is `rng`. A game declares it as
`games.<game>.scramble_secrets` (in `games/<game>/secrets.py`)."""


def _view_json(state: State, seat: int | None) -> str:
    return json.dumps(state.view(seat), sort_keys=True)


def check_scramble(state: State, other: State, keep: int | None) -> None:
    """`other` is a scramble of `state` for `keep`: the same players and actors, and the same
    `view(None)` and `view(keep)`. A changed public view means that the scramble touched
    something public, or that the public view reads a secret (a leak of the view itself)."""
    assert other.players == state.players, "the scramble changed the players"
    assert other.actors() == state.actors(), "the scramble changed who may act"
    assert _view_json(other, None) == _view_json(state, None), (
        "the scramble changed view(None): it touched public information, or the public view "
        "reads a secret"
    )
    if keep is not None:
        assert _view_json(other, keep) == _view_json(state, keep), (
            f"the scramble changed view({keep}): it touched what seat {keep} may see"
        )


def hidden_variants(
    state: State, keep: int | None, scramble: Scramble, rng: random.Random, tries: int = 1
) -> list[State]:
    """`tries` checked scrambles of `state` for `keep` (see `check_scramble`)."""
    variants = []
    for _ in range(tries):
        other = scramble(state, keep, rng)
        check_scramble(state, other, keep)
        variants.append(other)
    return variants


def secrets_changed(state: State, other: State, keep: int | None) -> list[int]:
    """The seats other than `keep` whose own view differs between the two positions: whose
    secrets a scramble re-dealt (a frame that stays the same then proves something)."""
    return [
        seat
        for seat in range(len(state.players))
        if seat != keep and _view_json(state, seat) != _view_json(other, seat)
    ]


def frame_difference(real: str, scrambled: str) -> str | None:
    """None when two renderings are the same text; otherwise the lines that differ, numbered
    (a line that changes when hidden cards are re-dealt shows them)."""
    if real == scrambled:
        return None
    a, b = real.splitlines(), scrambled.splitlines()
    out = []
    for number in range(max(len(a), len(b))):
        left = a[number] if number < len(a) else "<no line>"
        right = b[number] if number < len(b) else "<no line>"
        if left != right:
            out.append(f"line {number + 1}:\n  real:     {left.rstrip()}")
            out.append(f"  re-dealt: {right.rstrip()}")
    return "\n".join(out) or "the texts differ in line endings"


def check_render_hides_secrets(
    state: State,
    keep: int | None,
    scramble: Scramble,
    render: Callable[[State], str],
    *,
    rng: random.Random,
    tries: int = 2,
) -> int:
    """`render(state)` shows nothing of the seats other than `keep`: rendered again from
    positions where their secrets are re-dealt (`scramble`), it gives the same text. Raises
    AssertionError with the differing lines; returns how many re-deals changed some secret.

    This is the synchronous form (a text renderer); the Pilot driver of tests/app_secrets does
    the same with the real app, re-rendering the screen on top.
    """
    real = render(state)
    changed = 0
    for other in hidden_variants(state, keep, scramble, rng, tries):
        seats = secrets_changed(state, other, keep)
        changed += bool(seats)
        diff = frame_difference(real, render(other))
        if diff is not None:
            who = "everybody" if keep is None else f"seat {keep}"
            raise AssertionError(
                f"the rendering shown to {who} changes when the secrets of seats {seats} are "
                f"re-dealt:\n{diff}"
            )
    return changed
