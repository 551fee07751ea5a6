"""Ruins through the screen, with keys only: whole games, hand-offs, the secret flip."""

from __future__ import annotations

import pytest
from textual.widgets import Select

from games.core import Seat
from games.ruins import GAME
from menara_tui.launch import Launch
from menara_tui.screens.handoff import HandoffScreen
from menara_tui.screens.ruins.screen import RuinsScreen
from menara_tui.screens.setup import SetupScreen
from tests.app.helpers import (
    game_screen,
    make_app,
    near_the_end,
    paced_demo,
    play_launch,
    reach,
    screen_text,
    wait_for,
)
from tests.app_ruins.driver import cursor_to, play_to_the_end, settle
from widgets.ruins.hand import CardHand


@pytest.mark.slow
async def test_a_whole_two_player_game_by_keys() -> None:
    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Bo")), seed=148))
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot, app, seed=148)
        assert type(app.screen).__name__ == "GameOverScreen"
        text = screen_text(app)
        assert "won" in text or "wins" in text
    assert seen["handoffs"] >= seen["moves"] // 10, "two humans hand the keyboard over"
    assert seen["summaries"] >= 1, "every round end is summarised"
    assert seen["flips"] >= 2


# By default the whole game above (slow) is covered in two parts: its opening by keys through the
# first round's end and its summary, and the last round of a seeded game (earlier rounds through
# the engine) with its secret flips and the game-over screen (the last round has no summary).
async def test_the_opening_of_a_two_player_game_by_keys() -> None:
    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Bo")), seed=148))
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play_to_the_end(pilot, app, seed=148, stop_after=16)
        assert not game_screen(app).match.state.is_over()
    assert seen["moves"] == 16
    assert seen["handoffs"] >= seen["moves"] // 10, "two humans hand the keyboard over"
    assert seen["summaries"] >= 1, "every round end is summarised"
    assert seen["flips"] >= 2


def last_round(notations: list[str]) -> int:
    """Where the last round starts: the first move of the last run of secret flips."""
    flips = [n.split()[0] in ("flip", "noflip") for n in notations]
    return max(i for i, flip in enumerate(flips) if flip and (i == 0 or not flips[i - 1]))


async def test_the_last_round_of_a_two_player_game_by_keys() -> None:
    match = near_the_end(GAME, (Seat("Ana"), Seat("Bo")), seed=148, cut=last_round)
    assert len(match.moves) > 16, "earlier rounds were played through the engine"
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(match, mode="play")
        seen = await play_to_the_end(pilot, app, seed=148)
        assert type(app.screen).__name__ == "GameOverScreen"
        text = screen_text(app)
        assert "won" in text or "wins" in text
    assert seen["handoffs"] >= seen["moves"] // 10, "two humans hand the keyboard over"
    assert seen["flips"] >= 2


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_three_players_with_hand_offs_and_a_bot(size: tuple[int, int]) -> None:
    seats = (Seat("Ana"), Seat("Bo"), Seat("Cy", "greedy"))
    app = make_app(play_launch("ruins", seats, seed=5))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        table = next(s for s in app.screen_stack if isinstance(s, RuinsScreen))
        first = table.match.state.view(None)["first_player"]
        # The flip phase asks the humans one at a time in seat order from the first player,
        # each behind a hand-off that names them and shows no hand.
        handed_to = []
        while table.match.state.view(None)["phase"] == "flip":
            if isinstance(app.screen, HandoffScreen):
                handed_to.append(app.screen.player)
                assert "Secret flip:" not in screen_text(app)
                await pilot.press("enter")
                await settle(pilot, app)
            assert app.screen is table
            assert table.viewer is not None
            assert "Secret flip:" in screen_text(app)
            await pilot.press("n")
            await settle(pilot, app)
        humans = [i for i in range(3) if seats[i].is_human]
        order = sorted(humans, key=lambda seat: (seat - first) % 3)
        assert handed_to == [seats[i].name for i in order]
        notations = [m.notation for m in table.match.moves]
        assert notations.count("noflip") >= 2
        # Play goes on: whoever acts next is a human behind a hand-off or on the table.
        assert app.screen is table or isinstance(app.screen, HandoffScreen)


async def test_the_secret_flip_at_round_start() -> None:
    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Bo", "random")), seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, RuinsScreen)
        assert screen.view["phase"] == "flip"
        assert "Secret flip" in screen_text(app)
        hand = screen.query_one("#ruins-hand", CardHand)
        ruin = hand.ordered_ids[2]
        await pilot.press("right", "right", "f")
        await wait_for(pilot, lambda: screen.view["phase"] != "flip", what="the flip phase to end")
        flipped = next(r for r in screen.view["hand"] if r["id"] == ruin)
        assert flipped["side"] == "night"
        assert screen.view["my_flip"] == ruin
        # Others learn only that the phase is complete.
        public = [line for line in screen.match.state.view(None).get("seats", [])]
        assert all("my_flip" not in seat for seat in public)
        assert any("Flip phase complete" in line.text for line in screen.visible_log())


async def test_an_illegal_play_shows_the_rule_and_changes_nothing() -> None:
    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Bo", "random")), seed=8))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, RuinsScreen)
        await pilot.press("n")
        await settle(pilot, app)
        hand = screen.query_one("#ruins-hand", CardHand)
        faces = {r["id"]: r for r in screen.view["hand"]}
        order = list(hand.ordered_ids)
        # Two ruins of different ranks never make a set.
        first = order[0]
        other = next(r for r in order if faces[r]["solo"] != faces[first]["solo"])
        before = screen.match.state.to_json()
        for ruin in (first, other):
            await cursor_to(pilot, hand, ruin)
            await pilot.press("space")
        await pilot.press("enter")
        assert screen.match.state.to_json() == before
        notices = [n.message for n in app._notifications]
        assert notices, "the refusal is shown"
        assert any("rank" in message.lower() for message in notices)


async def test_the_move_list_plays_the_chosen_notation() -> None:
    from menara_tui.screens.move_list import MoveListScreen

    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Bo", "greedy")), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = next(s for s in app.screen_stack if isinstance(s, RuinsScreen))
        assert app.screen is screen
        assert screen.can_act
        first = str(screen.legal_moves()[0])
        played = len(screen.match.moves)
        await pilot.press("m")
        assert isinstance(app.screen, MoveListScreen)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(screen.match.moves) > played, what="the move")
        assert screen.match.moves[played].notation == first


async def test_a_demo_never_calls_a_bot_you() -> None:
    from tests.app.helpers import screen_text as text_of

    app = paced_demo("ruins", seed=4)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RuinsScreen), what="the demo")
        screen = app.screen
        assert isinstance(screen, RuinsScreen)
        # Sample every frame until a hand is on show: a slow machine may be between rounds
        # (no hands drawn) when the third move lands, so wait for the hand rather than a count.
        seen: list[str] = []

        def a_hand_is_shown() -> bool:
            seen.append(text_of(app))
            return len(screen.match.moves) >= 3 and "(shown)" in seen[-1]

        await wait_for(pilot, a_hand_is_shown, limit=60.0, what="a demo hand on show")
        assert not [frame for frame in seen if "(you)" in frame]


async def test_the_card_under_the_cursor_is_read_in_plain_words() -> None:
    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Bo", "random")), seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, RuinsScreen)
        hand = screen.query_one("#ruins-hand", CardHand)
        await pilot.press("right")
        await pilot.pause()
        ruin = next(r for r in screen.view["hand"] if r["id"] == hand.cursor_id)
        text = " ".join(screen_text(app).split())
        assert f"{ruin['id']} · day, rank {ruin['solo']}" in text
        assert f"night side: rank {ruin['night_rank']}" in text


async def test_enter_with_no_ruin_selected_says_what_to_do() -> None:
    app = make_app(play_launch("ruins", (Seat("Ana"), Seat("Bo", "random")), seed=8))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("n")  # no flip; now Ana leads
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, RuinsScreen)
        before = len(screen.match.moves)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.match.moves) == before
        notices = [n.message for n in app._notifications]
        assert any("space" in n and "Enter" in n for n in notices), notices


async def test_the_tui_demo_plays_the_same_game_as_demo_plain() -> None:
    """Both seed bots with games.core.bot_rng and ask them in Match.bots_in_order."""
    from games.core import Match
    from games.ruins import GAME

    seats = (Seat("Greedy 1", "greedy"), Seat("Greedy 2", "greedy"), Seat("Greedy 3", "greedy"))
    plain = Match.new(GAME, seats, seed=12)
    # 34 moves take the three bots through the first round's end and the next secret flips.
    while len(plain.moves) < 34 and not plain.state.is_over():
        seat = plain.bots_in_order()[0]
        plain.play(seat, plain.bot_move(seat))
    app = make_app(Launch(kind="demo", game_id="ruins", seats=seats, seed=12))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RuinsScreen), what="the demo")
        screen = app.screen
        assert isinstance(screen, RuinsScreen)
        await wait_for(pilot, lambda: len(screen.match.moves) >= 34, limit=60, what="34 moves")
        shown = [(m.seat, m.notation) for m in screen.match.moves[:34]]
    assert shown == [(m.seat, m.notation) for m in plain.moves]


async def test_a_demo_hand_offers_no_keys_to_press() -> None:
    """In a demo the hand is only shown: space pauses, so "space selects", "f flips" or the
    order key (o) under the cards would send a watcher to keys that do something else."""
    app = paced_demo("ruins", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RuinsScreen), what="the demo")
        screen = app.screen
        assert isinstance(screen, RuinsScreen)
        hand = screen.query_one("#ruins-hand", CardHand)
        lines: list[str] = []

        def hands_shown() -> bool:
            if hand.summary():
                lines.append(hand.summary())
            return len(screen.match.moves) >= 4 and len(lines) >= 2

        await wait_for(pilot, hands_shown, what="demo hands on show")
        prompts = ("space", "enter", "f flips", "x discards", "(o)")
        assert not [line for line in lines if any(p in line for p in prompts)], lines
        assert any("ruins" in line for line in lines)


async def test_the_first_player_list_offers_only_the_seats_at_the_table() -> None:
    """Ruins starts with 2 seats: the first player list shows P1 and P2 only, each with its
    seat's name (renaming a seat renames its entry); a third seat adds P3, and removing that
    seat again while P3 is chosen falls back to a random first player."""
    app = make_app(Launch(kind="play", game_id="ruins", seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, SetupScreen, "setup")
        first = screen.query_one("#option-first_player", Select)

        def offered() -> list[str]:
            return [str(value) for _, value in first._options]

        def shown() -> list[str]:
            return [str(label) for label, _ in first._options]

        assert len(screen.seat_rows()) == 2
        assert offered() == ["random", "P1", "P2"]
        names = [row.name_input.value for row in screen.seat_rows()]
        assert shown()[1:] == [f"P1 {names[0]}", f"P2 {names[1]}"]
        screen.seat_rows()[1].name_input.value = "Bea"
        await wait_for(pilot, lambda: shown()[2] == "P2 Bea", what="the renamed seat listed")
        screen.seat_rows()[0].name_input.focus()
        await pilot.press("ctrl+n")
        await wait_for(pilot, lambda: len(screen.seat_rows()) == 3, what="a third seat")
        await wait_for(pilot, lambda: "P3" in offered(), what="P3 offered")
        first.value = "P3"
        await pilot.pause()
        screen.seat_rows()[2].name_input.focus()
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: len(screen.seat_rows()) == 2, what="the seat removed")
        await wait_for(pilot, lambda: "P3" not in offered(), what="P3 withdrawn")
        assert first.value == "random"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(app.screen, SetupScreen), what="the game")


async def test_a_demo_narrates_a_secret_flip_as_a_secret_choice() -> None:
    """A bot's secret flip has no public event: the narration says it was a secret choice
    rather than the empty "made a move"."""
    app = paced_demo("ruins", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await reach(pilot, app, RuinsScreen, "the demo")
        await wait_for(pilot, lambda: len(screen.match.moves) >= 2, what="the flips")
        narrations = [line.text for line in screen.visible_log() if line.narration]
        flips = [n for n in narrations if "Flip phase complete" not in n]
        assert flips, narrations
        assert flips[0].endswith("made a secret choice"), narrations
        assert not [n for n in narrations if n.endswith("made a move")]


async def test_every_offer_of_the_buy_prompt_reads_whole_at_80_columns() -> None:
    seats = (Seat("Ana"), Seat("Cy", "greedy"))
    app = make_app(play_launch("ruins", seats, seed=7))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        screen = game_screen(app)
        if screen.view.get("phase") == "flip":
            await pilot.press("n")
            await wait_for(
                pilot,
                lambda: screen.can_act and screen.view.get("phase") == "play",
                what="Ana's turn to play",
            )
        await pilot.press("b")
        hand = screen.query_one(CardHand)
        assert hand.buy_mode
        lines = screen_text(app).splitlines()
        assert any(f"Buy for {hand.cursor_id}: press 1-4" in line for line in lines)
        offers = [
            f"{entry['slot']} {entry['card']['name']} {entry['card']['position']} {entry['cost']}●"
            for entry in screen.view["market"]
            if entry.get("card")
        ]
        assert len(offers) == 4
        for offer in offers:
            assert any(offer in line for line in lines), offer
        assert not any("…" in line for line in lines)
        await pilot.press("escape")  # back to the card's reading
        assert not any(offers[0] in line for line in screen_text(app).splitlines())
