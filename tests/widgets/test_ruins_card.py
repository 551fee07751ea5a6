"""The ruin card face, the big figures, the one-line chip and the §4.2 preview arithmetic."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from games.ruins import preview_play
from tests.widgets.ruins_views import FIVE_PLAYER, TWO_PLAYER, ruin
from widgets.ruins.card import CARD_HEIGHT, CARD_WIDTH, big_number, render_ruin_card, ruin_chip
from widgets.ruins.faces import face, ordinal
from widgets.ruins.hand import MIN_STRIDE, layout


def plain(ruin_view: dict[str, object], **flags: bool) -> list[str]:
    return [line.plain for line in render_ruin_card(ruin_view, **flags)]  # type: ignore[arg-type]


def test_big_figures_are_three_rows_and_all_digits_differ() -> None:
    shapes = {d: tuple(big_number(d)) for d in range(10)}
    assert len(set(shapes.values())) == 10
    for rows in shapes.values():
        assert len(rows) == 3
        assert {len(r) for r in rows} == {3}
    # A leading 1 is narrow so that 10-19 take five columns; other pairs take seven.
    assert {len(r) for r in big_number(13)} == {5}
    assert big_number(13)[0][2:] == big_number(3)[0]
    assert {len(r) for r in big_number(23)} == {7}


@pytest.mark.parametrize(
    "card",
    [ruin("R5B"), ruin("R10A", night=True), ruin("R7E", night=True, slots=("T08", "M05", "B12"))],
)
def test_every_line_has_the_card_size(card: dict[str, object]) -> None:
    for flags in ({}, {"selected": True}, {"cursor": True}, {"new": True}):
        lines = plain(card, **flags)
        assert len(lines) == CARD_HEIGHT
        assert [cell_len(line) for line in lines] == [CARD_WIDTH] * CARD_HEIGHT


def test_day_side_shows_side_letter_printed_rank_and_night_preview() -> None:
    lines = plain(ruin("R7C"))
    assert lines[0].startswith("┌☀D7")
    assert "☾8g" in lines[4]  # R7C at night: 8 with Scout
    assert lines[1:4] == [f"│ {row}   │" for row in big_number(7)]


def test_night_side_shows_night_effect_and_rounded_corners() -> None:
    lines = plain(ruin("R9E", night=True))
    assert lines[0].startswith("╭☾N9")
    assert "fx:h" in lines[4]
    assert plain(ruin("R9A", night=True))[4].startswith("│fx:-")


def test_big_rank_is_the_solo_rank_with_drafted_discoveries() -> None:
    drafted = ruin("R6A", slots=("M01",), draft=("T05",))  # 6 +2 drafted = 8, twin
    lines = plain(drafted)
    assert [line[2:5] for line in lines[1:4]] == big_number(8)
    assert "×2" in lines[2]
    # top drafted (b*), middle committed (e), bottom empty (·)
    assert lines[5] == "└b*e─·──┘"


def test_wild_claim_and_new_markers() -> None:
    lines = plain(ruin("R1E", night=True, claim=2), new=True)
    assert "W" in lines[1]
    assert lines[0].endswith("P3╮")
    assert lines[4].endswith("new│")
    drafted_claim = render_ruin_card(ruin("R8C", draft_claim=True), owner=0)
    assert drafted_claim[0].plain.endswith("P1*┐")


def test_two_digit_rank_fits_the_card() -> None:
    lines = plain(ruin("R10A", night=True, slots=("T08",)))  # 13 + 3
    assert [line[1:6] for line in lines[1:4]] == big_number(16)


def test_selection_and_cursor_differ_without_colour() -> None:
    card = ruin("R5B")
    normal, selected, cursor = plain(card), plain(card, selected=True), plain(card, cursor=True)
    assert len({tuple(normal), tuple(selected), tuple(cursor)}) == 3
    assert selected[0][0] == "╔"
    assert cursor[0][0] == "┏"
    assert normal[0][0] == "┌"
    # Day and night differ in letters too, not only in colour.
    day, night = plain(ruin("R5A")), plain(ruin("R5A", night=True))
    assert "D" in day[0]
    assert "N" in night[0]
    assert day[0][1] != night[0][1]


def test_chip_names_id_side_slots_and_solo() -> None:
    assert ruin_chip(ruin("R8C")).plain == "[R8C ☀D8]"
    chip = ruin_chip(ruin("R7E", night=True, slots=("T05", "M05"), claim=1)).plain
    assert chip == "[R7E ☾N7 fx:i bf· →9 P2]"
    assert ruin_chip(ruin("R9A", night=True)).plain == "[R9A ☾N12]"
    assert "W" in ruin_chip(ruin("R1E", night=True)).plain
    assert "×2" in ruin_chip(ruin("R3E", night=True)).plain


def test_face_applies_draft_slots_only_where_the_slot_is_free() -> None:
    f = face(ruin("R10E", draft=("B05",), draft_claim=True))
    assert (f.solo, f.size, f.wild, f.drafted, f.draft_claim) == (10, 1, False, True, True)
    wild = face(ruin("R4B", draft=("T11", "M01")))
    assert (wild.wild, wild.size, wild.solo) == (True, 2, 4)


def test_preview_follows_the_rank_of_a_play() -> None:
    # The hand widget previews with the engine's preview_play, read from the view.
    hand = [
        ruin("R5B"),
        ruin("R5A", slots=("M08",)),
        ruin("R1E", night=True),
        ruin("R3E", night=True),
        ruin("R2E", night=True),
    ]
    view = {"seat": 0, "hand": hand}

    def shown(*ids: str, declared: int | None = None) -> tuple[int, int | None]:
        found = preview_play(view, ids, declared)
        return found.count, found.rank

    assert preview_play(view, ["R5B"]) == preview_play(view, ["R5B"], None)
    assert shown("R5B") == (1, 5)
    assert shown("R5B", "R5A")[1] is None
    assert shown("R5A", "R1E") == (2, 6)
    assert shown("R3E") == (2, 3)
    assert preview_play(view, ["R1E", "R2E"]).declare_options == (1, 2)
    assert shown("R1E", "R2E", declared=2)[1] == 2
    assert shown("R1E", "R2E", declared=7)[1] is None
    assert shown()[1] is None


def test_ordinals() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st"
    ]  # fmt: skip


@pytest.mark.parametrize("count", [1, 5, 9, 10, 11, 12])
@pytest.mark.parametrize("width", [80, 120])
def test_layout_fits_and_keeps_the_cursor_card_whole(count: int, width: int) -> None:
    for cursor in range(count):
        placed = layout(count, cursor, width)
        assert [p.index for p in placed] == list(range(count))
        assert placed[-1].x + placed[-1].width <= width
        assert next(p for p in placed if p.index == cursor).width >= CARD_WIDTH
        assert min(p.width for p in placed) >= MIN_STRIDE


def test_layout_window_when_too_narrow() -> None:
    placed = layout(12, 7, 40)
    indices = [p.index for p in placed]
    assert 7 in indices
    assert indices == list(range(indices[0], indices[-1] + 1))
    assert len(indices) < 12
    assert placed[-1].x + placed[-1].width <= 40


def test_sample_views_keep_the_contract_shape() -> None:
    for view in (TWO_PLAYER, FIVE_PLAYER):
        own = view["seats"][view["seat"]]
        assert own["hand_size"] == len(view["hand"])
        assert len(view["market"]) == 4
        assert view["trick"]["last"] is view["trick"]["plays"][-1]
    assert len(FIVE_PLAYER["hand"]) == 12


async def test_ruin_card_widget_draws_one_card() -> None:
    from textual.app import App, ComposeResult

    from tests.widgets.ruins_harness import widget_lines
    from widgets.ruins.card import RuinCard

    class OneCard(App[None]):
        def compose(self) -> ComposeResult:
            yield RuinCard(ruin("R4A", slots=("T01",)), new=True)

    app = OneCard()
    async with app.run_test(size=(40, 10)) as pilot:
        card = app.query_one(RuinCard)
        assert card.size == (CARD_WIDTH, CARD_HEIGHT)
        lines = widget_lines(card)
        assert lines[0].startswith("┌☀D4")
        assert "new" in lines[4]
        assert [line[2:5] for line in lines[1:4]] == big_number(5)
        card.update(ruin("R4A", night=True), selected=True)
        await pilot.pause()
        lines = widget_lines(card)
        assert lines[0].startswith("╔☾N7")
        card.update(None)
        await pilot.pause()
        assert widget_lines(card) == [" " * CARD_WIDTH] * CARD_HEIGHT
