"""`clip`: a text cut to a width says so with "…", after a whole word where it can."""

from __future__ import annotations

from rich.cells import cell_len

from widgets.common.text import clip


def test_a_text_that_fits_is_kept() -> None:
    assert clip("Menara · Starter set", 20) == "Menara · Starter set"


def test_a_cut_ends_after_a_whole_word_with_an_ellipsis() -> None:
    assert clip("Menara · Starter set, Steady hands off", 30) == "Menara · Starter set, Steady…"
    assert clip("Menara · Starter set", 12) == "Menara…"
    assert clip("Bartholomew Long, Ada", 18) == "Bartholomew Long…"


def test_a_word_longer_than_the_room_is_cut_inside() -> None:
    assert clip("Bartholomew Long", 10) == "Bartholom…"
    assert clip("abc", 1) == "…"
    assert clip("abc", 0) == ""


def test_wide_characters_are_counted_by_cells() -> None:
    cut = clip("東京 大阪 名古屋", 8)
    assert cut.endswith("…")
    assert cell_len(cut) <= 8
