"""The shared card row (widgets/common/cards.py) and the Bali table drawing, by Pilot and as
pure functions."""

from __future__ import annotations

from textual.app import App, ComposeResult

from games.bali import GAME
from widgets.bali.table import hand_faces, offer_lines, seat_lines, side_lines
from widgets.common.cards import CARD_HEIGHT, CardFace, CardRow, render_card, row_width


class RowApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[tuple[int, str]] = []

    def compose(self) -> ComposeResult:
        yield CardRow(id="row")

    def on_card_row_chosen(self, message: CardRow.Chosen) -> None:
        self.chosen.append((message.index, message.face.tag))


def test_a_card_is_a_box_of_fixed_size() -> None:
    face = CardFace("Banana farmer", tag="F-banana", lines=("1-3", "cheaper"), mark="✓ play")
    lines = render_card(face, 17)
    assert len(lines) == CARD_HEIGHT
    assert {len(line) for line in lines} == {17}
    assert "F-banana" in lines[0]
    assert "Banana farmer" in lines[1]
    assert "✓ play" in lines[-1]
    focused = render_card(face, 17, focused=True)
    assert focused[1].strip("┃").strip().startswith("▶"), "the cursor is shown without colour"
    assert row_width(3, 54) == 17
    assert row_width(3, 20) >= 9


async def test_the_row_moves_its_cursor_and_posts_the_chosen_card() -> None:
    app = RowApp()
    async with app.run_test(size=(80, 10)) as pilot:
        row = app.query_one(CardRow)
        row.update([CardFace("Stonemason", tag="SM"), CardFace("Priest", tag="PR")])
        row.focus()
        await pilot.press("right", "enter")
        await pilot.press("right", "enter")
        await pilot.pause()
        assert app.chosen == [(1, "PR"), (0, "SM")]
        row.update([])
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.chosen) == 2


def test_the_bali_table_draws_the_public_view_in_80_columns() -> None:
    options = {"temple_of_shiva": "on", "demon": "on"}
    state = GAME.new_state(["Ana", "Bo", "Cy", "Dee"], seed=9, options=options)
    view = state.view(None)
    lines = [t.plain for t in offer_lines(view, wide=False)]
    assert all(len(line) <= 80 for line in lines)
    assert lines[0].startswith("C1")
    assert sum(line.count("▲") for line in lines) >= 4
    assert all(len(t.plain) <= 34 for t in side_lines(view))
    late = state.evolve(turn=120, removed=tuple(range(24, 33)), shiva=3, demon=2).view(None)
    assert all(len(t.plain) <= 34 for t in side_lines(late))
    seats = [t.plain for t in seat_lines(view)]
    assert seats[1].startswith("▶ Ana (red)")
    assert hand_faces(view, []) == [], "the public view has no hand"
    own = state.view(0)
    faces = hand_faces(own, ["F-rice"])
    assert sorted(f.tag for f in faces) == sorted(own["hand"])
    assert [f.mark for f in faces if f.tag == "F-rice"] == ["✓ play"]


def test_one_layout_for_every_card_row() -> None:
    """Bali's row and the Ruins hand share widgets.common.card_row: narrower cards first (Bali),
    then a window around the cursor with the counts of the cards left out."""
    from widgets.common.card_row import card_row, card_window
    from widgets.common.cards import layout

    assert [p.drawn for p in card_row(3, 0, 53, card_width=17, min_width=9)] == [17, 17, 17]
    narrow = card_row(5, 0, 54, card_width=17, min_width=9, min_stride=10)
    assert [p.x for p in narrow] == [0, 11, 22, 33, 44]
    assert {p.drawn for p in narrow} == {10}
    row = layout(8, 6, 54)
    shown = [p.index for p in row.placements]
    assert 6 in shown
    assert (row.left, row.right) == (shown[0], 7 - shown[-1])
    assert row.left + len(shown) + row.right == 8
    whole = card_window(4, 0, 80, card_width=17)
    assert (whole.left, whole.right, len(whole.placements)) == (0, 0, 4)


async def test_a_row_too_wide_shows_the_cursor_card_and_counts_the_rest() -> None:
    app = RowApp()
    async with app.run_test(size=(40, 10)) as pilot:
        row = app.query_one(CardRow)
        row.update([CardFace(f"Card {i}", tag=f"C{i}") for i in range(8)])
        row.focus()
        await pilot.press(*["right"] * 6)
        await pilot.pause()
        text = row.render().plain
        assert "C6" in text
        assert "‹" in text
        assert "›1" in text
        assert all(len(line) <= 40 for line in text.splitlines())
