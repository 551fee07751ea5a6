"""The `mmt/1` quest file format (spec §7): every validation rule of §7.6 has a failing example
with its message, line and column; the writer round-trips; malformed input never escapes as
anything but a QuestFormatError."""

from __future__ import annotations

import random

import pytest

from games.magic_maze_tower.data import QUEST_CATALOG
from games.magic_maze_tower.quest_format import (
    QuestFormatError,
    parse_quest_file,
    parse_scenario,
    read_quest,
    write_quest,
    write_quest_file,
)
from games.magic_maze_tower.quests import quest_file, read_text

HEADER = """\
format: mmt/1
adventure: 0
stars: 1
title: Tests
cardsize: 6
"""

# Line numbers below count from 1: the header takes lines 1–5.
TINY = (
    HEADER
    + """\
=== tutorial 1
title: Tiny
heroes: d
grid:
+--+--+--+
|@d .. Xd|
+--+--+--+
solution: d a1-c1
"""
)


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def edit(text: str, line: int, new: str) -> str:
    """Replace 1-based line `line`."""
    rows = lines_of(text)
    rows[line - 1] = new
    return "\n".join(rows)


def fails(text: str) -> QuestFormatError:
    with pytest.raises(QuestFormatError) as info:
        parse_quest_file(text)
    return info.value


def test_the_tiny_file_is_valid() -> None:
    parsed = parse_quest_file(TINY)
    quest = parsed.quests[0]
    assert quest.heroes == ("d",)
    assert (quest.cards[0].width, quest.cards[0].height) == (3, 1)
    assert parsed.warnings == ()


# -- rule 1: line count / width, unknown tokens, tabs ----------------------------------------


def test_rule_1_tab_character() -> None:
    err = fails(edit(TINY, 11, "|@d ..\tXd|"))
    assert str(err) == "line 11, column 7: tab character; use spaces"
    assert err.rule == 1


def test_rule_1_line_longer_than_the_first() -> None:
    err = fails(edit(TINY, 11, "|@d .. Xd|.."))
    assert str(err) == "line 11, column 11: grid line longer than the first line (10 characters)"
    assert err.rule == 1


def test_rule_1_first_line_not_a_whole_width() -> None:
    err = fails(edit(TINY, 10, "+--+--+-"))
    assert str(err) == (
        "line 10, column 9: the first grid line must be an edge row of 3W+1 characters "
        "ending with '+'"
    )
    assert err.rule == 1


def test_rule_1_even_number_of_grid_lines() -> None:
    rows = lines_of(TINY)
    del rows[11]  # the last edge row (line 12)
    err = fails("\n".join(rows))
    assert str(err) == "line 11, column 1: a grid has an odd number of lines (2H+1), not 2"
    assert err.rule == 1


def test_rule_1_unknown_cell_token() -> None:
    err = fails(edit(TINY, 11, "|@d Q1 Xd|"))
    assert str(err) == "line 11, column 5: unknown cell token 'Q1'"
    assert err.rule == 1


def test_rule_1_unknown_edge_token() -> None:
    err = fails(edit(TINY, 12, "+--+-x+--+"))
    assert str(err) == "line 12, column 5: unknown edge token '-x'"
    assert err.rule == 1


def test_rule_1_unknown_vertical_edge_token() -> None:
    err = fails(edit(TINY, 11, "|@d ..?Xd|"))
    assert str(err) == "line 11, column 7: unknown edge token '?'"
    assert err.rule == 1


def test_rule_1_misplaced_corner() -> None:
    err = fails(edit(TINY, 12, "+--+--x--+"))
    assert str(err) == "line 12, column 7: expected a corner '+'"
    assert err.rule == 1


def test_rule_1_unknown_hero_start_icon() -> None:
    err = fails(edit(TINY, 11, "|@x .. Xd|"))
    assert str(err) == "line 11, column 2: unknown cell token '@x'"


def test_rule_1_comment_inside_a_grid() -> None:
    rows = lines_of(TINY)
    rows.insert(10, "# not here")
    err = fails("\n".join(rows))
    assert str(err) == "line 11, column 1: a comment cannot interrupt a grid"


# -- rule 2: arrows on the wrong kind of edge ----------------------------------------------


def test_rule_2_horizontal_arrow_on_a_vertical_edge() -> None:
    err = fails(edit(TINY, 11, "|@dv.. Xd|"))
    assert str(err) == "line 11, column 4: 'v' is a horizontal arrow; a vertical edge takes > or <"
    assert err.rule == 2


def test_rule_2_vertical_arrow_on_a_horizontal_edge() -> None:
    err = fails(edit(TINY, 12, "+--+>>+--+"))
    assert str(err) == (
        "line 12, column 5: '>>' is a vertical arrow; a horizontal edge takes vv or ^^"
    )
    assert err.rule == 2


# -- rule 3: borders -----------------------------------------------------------------------


def test_rule_3_open_border_on_a_tutorial() -> None:
    err = fails(edit(TINY, 11, "|@d .. Xd"))
    assert str(err) == "line 11, column 10: the outer border must be a wall"
    assert err.rule == 3


def test_rule_3_door_on_the_north_border() -> None:
    err = fails(edit(TINY, 10, "+--+11+--+"))
    assert str(err) == "line 10, column 5: the outer border must be a wall"
    assert err.rule == 3


EPIC = (
    HEADER.replace("cardsize: 6", "cardsize: 2")
    + """\
=== epic
title: Two Cards
heroes: d
layout:
A0 B0
card A:
+--+--+
|@d ..
+--+--+
|## ##|
+--+--+
card B:
+--+--+
 .. Xd|
+--+--+
|## ##|
+--+--+
solution: d a1-d1
"""
)


def test_an_epic_joins_facing_openings() -> None:
    quest = parse_quest_file(EPIC).quests[0]
    assert quest.is_epic
    assert quest.frame == (2, 1)


def test_rule_3_door_on_an_epic_card_border() -> None:
    err = fails(edit(EPIC, 13, "|@d ..1"))
    assert str(err) == "line 13, column 7: the outer border must be a wall or an opening"
    assert err.rule == 3


# -- rule 4: starts and the heroes list ----------------------------------------------------


def test_rule_4_a_hero_with_two_starts() -> None:
    err = fails(edit(TINY, 11, "|@d @d Xd|"))
    assert str(err) == "line 11, column 5: the dwarf has several starts"
    assert err.rule == 4


def test_rule_4_start_entry_for_a_hero_with_an_icon() -> None:
    err = fails(TINY.replace("solution:", "start: d=b1\nsolution:"))
    assert str(err) == "line 13, column 8: the dwarf has several starts"
    assert err.rule == 4


def test_rule_4_start_on_an_exit() -> None:
    text = edit(TINY, 11, "|.. .. Xd|").replace("solution:", "start: d=c1\nsolution:")
    err = fails(text)
    assert str(err) == "line 13, column 8: a start cannot be on an exit (c1)"
    assert err.rule == 4


def test_rule_4_start_on_an_illustrated_area() -> None:
    text = edit(TINY, 11, "|## .. Xd|").replace("solution:", "start: m=a1\nsolution:")
    err = fails(text)
    assert str(err) == "line 13, column 8: a start cannot be on a fully illustrated area (a1)"


def test_rule_4_start_on_a_trap() -> None:
    text = TINY.replace("|@d .. Xd|", "|@d T. Xd|").replace("solution:", "start: m=b1\nsolution:")
    err = fails(text)
    assert str(err) == "line 13, column 8: a start cannot be on a trap (b1)"


def test_rule_4_start_off_the_board() -> None:
    err = fails(TINY.replace("solution:", "start: m=f9\nsolution:"))
    assert str(err) == "line 13, column 8: f9 is not a space of this board"


def test_rule_4_heroes_list_names_a_hero_without_start() -> None:
    err = fails(edit(TINY, 8, "heroes: d e"))
    assert str(err) == "line 8, column 9: heroes: the elf is listed but has no start"
    assert err.rule == 4


def test_rule_4_heroes_list_misses_a_hero() -> None:
    text = TINY.replace("solution:", "start: m=b1\nsolution:")
    err = fails(text)
    assert str(err) == "line 8, column 9: heroes: the mage has a start but is not listed"


def test_rule_4_no_start_at_all() -> None:
    err = fails(edit(edit(TINY, 11, "|.. .. Xd|"), 8, "teaches: nothing"))
    assert str(err) == "line 6, column 1: the quest has no hero start (like @d)"
    assert err.rule == 4


# -- rules 5 to 7: exits, armories, keys ---------------------------------------------------


def test_rule_5_a_hero_without_an_exit() -> None:
    err = fails(edit(TINY, 11, "|@d .. ..|"))
    assert str(err) == (
        "line 11, column 2: the dwarf has no exit of its own and there is no shared exit"
    )
    assert err.rule == 5


def test_rule_5_a_shared_exit_is_enough() -> None:
    quest = parse_quest_file(edit(TINY, 11, "|@d .. X*|")).quests[0]
    assert quest.heroes == ("d",)


ARMORY = (
    HEADER
    + """\
=== tutorial 2
title: Armories
heroes: d m
grid:
+--+--+--+--+
|@d Ad .. Xd|
+--+--+--+--+
|@m Am .. Xm|
+--+--+--+--+
solution: d a1-b1; m a2-b2; d b1-d1; m b2-d2
"""
)


def test_the_armory_file_is_valid() -> None:
    assert parse_quest_file(ARMORY).quests[0].heroes == ("d", "m")


def test_rule_6_a_hero_without_an_armory() -> None:
    err = fails(edit(ARMORY, 13, "|@m .. .. Xm|"))
    assert str(err) == "line 13, column 2: the quest has armories but none for the mage"
    assert err.rule == 6


def test_rule_6_a_hero_with_two_armories() -> None:
    err = fails(edit(ARMORY, 11, "|@d Ad Ad Xd|"))
    assert str(err) == "line 11, column 8: the dwarf has several armories"
    assert err.rule == 6


def test_rule_7_a_door_without_key() -> None:
    err = fails(edit(TINY, 11, "|@d ..1Xd|"))
    assert str(err) == "line 11, column 7: door 1 has no key space K1"
    assert err.rule == 7


def test_rule_7_a_horizontal_door_without_key() -> None:
    err = fails(edit(ARMORY, 12, "+--+--+33+--+"))
    assert str(err) == "line 12, column 8: door 3 has no key space K3"
    assert err.rule == 7


# -- rule 8: rotation/sliding spaces and sizes --------------------------------------------


def test_rule_8_rotation_space_outside_an_epic() -> None:
    err = fails(edit(TINY, 11, "|@d R. Xd|"))
    assert str(err) == "line 11, column 5: 'R.' spaces exist only in epics"
    assert err.rule == 8


def test_rule_8_sliding_space_in_a_two_by_two_layout() -> None:
    text = EPIC.replace("|## ##|\n+--+--+\ncard B", "|## S.|\n+--+--+\ncard B")
    err = fails(text)
    assert str(err) == "line 15, column 5: sliding spaces need a 3×3 layout with one empty slot"
    assert err.rule == 8


def test_rule_8_epic_card_of_the_wrong_size() -> None:
    err = fails(EPIC.replace("cardsize: 2", "cardsize: 3"))
    assert str(err) == "line 11, column 1: card A is 2 × 2; epic cards must be 3 × 3 (cardsize)"
    assert err.rule == 8


def test_rule_8_trial_of_the_wrong_size() -> None:
    err = fails(TINY.replace("=== tutorial 1", "=== trial A"))
    assert str(err) == "line 10, column 1: a trial grid is 6 × 6 (cardsize), not 3 × 1"
    assert err.rule == 8


# -- rule 9: the solution ------------------------------------------------------------------


def test_rule_9_an_illegal_action() -> None:
    err = fails(TINY.replace("solution: d a1-c1", "solution: d a1-b1; d b1-b2"))
    assert str(err) == (
        "line 13, column 20: solution: 'd b1-b2' is illegal: There is no space b2 on this board."
    )
    assert err.rule == 9


def test_rule_9_a_solution_that_does_not_finish() -> None:
    err = fails(TINY.replace("solution: d a1-c1", "solution: d a1-b1"))
    assert str(err) == "line 13, column 11: the solution does not get every hero out"
    assert err.rule == 9


def test_rule_9_a_missing_solution() -> None:
    err = fails(TINY.replace("solution: d a1-c1", "note: none"))
    assert str(err) == "line 6, column 1: the quest has no 'solution:'"
    assert err.rule == 9


def test_rule_9_a_solution_with_junk_notation() -> None:
    err = fails(TINY.replace("solution: d a1-c1", "solution: d a1-c1; fly"))
    assert str(err).startswith("line 13, column 20: solution: 'fly' is not a move")


def test_rule_9_a_solution_through_a_wall() -> None:
    err = fails(edit(TINY, 11, "|@d ..|Xd|"))
    assert str(err) == (
        "line 13, column 11: solution: 'd a1-c1' is illegal: A wall between b1 and c1 blocks "
        "the way."
    )


# -- the rest of the syntax ------------------------------------------------------------------


def test_missing_format_line() -> None:
    err = fails(TINY.replace("format: mmt/1\n", ""))
    assert str(err) == "line 1, column 1: the file must begin with 'format: mmt/1'"


def test_unknown_format() -> None:
    err = fails(TINY.replace("mmt/1", "mmt/2"))
    assert str(err) == "line 1, column 9: unknown format 'mmt/2' (expected mmt/1)"


def test_missing_header_key() -> None:
    err = fails(TINY.replace("stars: 1\n", ""))
    assert str(err) == "line 5, column 1: the file header has no 'stars:'"


def test_header_number() -> None:
    err = fails(TINY.replace("stars: 1", "stars: many"))
    assert str(err) == "line 3, column 8: 'stars:' takes a whole number 0–4"


def test_unknown_key() -> None:
    err = fails(TINY.replace("title: Tiny", "colour: blue"))
    assert str(err) == "line 7, column 1: unknown key 'colour'"


def test_duplicate_key() -> None:
    err = fails(TINY.replace("heroes: d", "title: Again"))
    assert str(err) == "line 8, column 1: duplicate key 'title'"


def test_not_a_key_line() -> None:
    err = fails(TINY.replace("heroes: d", "Heroes d"))
    assert str(err) == "line 8, column 1: expected 'key: value' (or a comment starting with #)"


def test_bad_block_line() -> None:
    err = fails(TINY.replace("=== tutorial 1", "=== level 1"))
    assert str(err) == (
        "line 6, column 1: a block begins with '=== tutorial N', '=== trial X' or '=== epic'"
    )


def test_tutorial_ids() -> None:
    err = fails(TINY.replace("=== tutorial 1", "=== tutorial 7"))
    assert str(err) == "line 6, column 14: tutorial ids are 1 to 6"


def test_missing_title() -> None:
    err = fails(TINY.replace("title: Tiny\n", ""))
    assert str(err) == "line 6, column 1: the quest has no 'title:'"


def test_layout_errors() -> None:
    assert str(fails(EPIC.replace("A0 B0", "A0 Q0"))) == (
        "line 10, column 4: the layout places card Q, which is not drawn"
    )
    assert str(fails(EPIC.replace("A0 B0", "A0 B7"))) == (
        "line 10, column 4: unknown layout entry 'B7' (like A0 or ..)"
    )
    assert str(fails(EPIC.replace("A0 B0", "A0"))) == (
        "line 17, column 1: card B is not in the layout"
    )


def test_blank_lines_and_comments_are_ignored() -> None:
    text = TINY.replace("grid:", "# a comment\n\ngrid:").replace(
        "+--+--+--+\nsol", "+--+--+--+\n\nsol"
    )
    assert parse_quest_file(text) == parse_quest_file(TINY)


def test_trailing_spaces_are_optional() -> None:
    """Card A's open east border is written without its trailing space; padding changes
    nothing."""
    padded = "\n".join(line + "   " for line in EPIC.split("\n"))
    assert parse_quest_file(padded) == parse_quest_file(EPIC)


# -- warnings (lint) -----------------------------------------------------------------------


def test_lint_warnings() -> None:
    text = edit(TINY, 11, "|@d K2 Xd|")
    assert parse_quest_file(text).warnings == ("tutorial 1: key K2 opens no door",)
    ladders = (
        HEADER
        + """\
=== tutorial 1
title: Ladders
grid:
+--+--+--+--+
|@d L. T. L.|
+--+--+--+  +
|## ## ## Xd|
+--+--+--+--+
solution: d a1-b1; d b1=d1; d d1-d2
"""
    )
    assert parse_quest_file(ladders).warnings == (
        "tutorial 1: a trap, ladder or air current between the ladders b1 and d1 (§8.6)",
    )


# -- writer --------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted({row[1] for row in QUEST_CATALOG}))
def test_shipped_files_round_trip(name: str) -> None:
    parsed = quest_file(name)
    written = write_quest_file(parsed)
    again = parse_quest_file(written)
    assert again == parsed
    assert write_quest_file(again) == written


@pytest.mark.parametrize("text", [TINY, EPIC, ARMORY])
def test_single_quests_round_trip(text: str) -> None:
    quest = parse_quest_file(text).quests[0]
    assert read_quest(write_quest(quest)) == quest


def test_a_start_on_an_icon_is_written_as_a_start_entry() -> None:
    text = edit(TINY, 11, "|.. L. Xd|").replace(
        "solution: d a1-c1", "start: d=b1\nsolution: d b1-c1"
    )
    quest = parse_quest_file(text).quests[0]
    written = write_quest(quest)
    assert "start: d=b1" in written
    assert read_quest(written) == quest


def test_scenario_blocks_round_trip() -> None:
    block = """\
id: T1
grid:
+--+--+--+
|@e .. K1|
+--+--+--+
start: m=c1
do: e a1-b1
"""
    scenario = parse_scenario(block)
    assert scenario.quest.heroes == ("e", "m")
    assert read_quest(write_quest(scenario.quest)) == scenario.quest


# -- malformed input never escapes as another exception --------------------------------------


def _mutations(text: str, rng: random.Random, count: int) -> list[str]:
    alphabet = "+-|% .#@KLTXAIRSo123456789<>v^*dembs\n\t:=;"
    out = []
    for _ in range(count):
        chars = list(text)
        for _ in range(rng.randint(1, 3)):
            pos = rng.randrange(len(chars))
            op = rng.randrange(3)
            if op == 0:
                chars[pos] = rng.choice(alphabet)
            elif op == 1:
                del chars[pos]
            else:
                chars.insert(pos, rng.choice(alphabet))
        out.append("".join(chars))
    return out


@pytest.mark.parametrize("name", ["key_swap.mmt", "turning_hall.mmt", "tutorials.mmt"])
def test_mutated_files_raise_only_format_errors(name: str) -> None:
    rng = random.Random(name)
    text = read_text(name)
    places: list[tuple[int, int]] = []
    for mutated in _mutations(text, rng, 150):
        try:
            parse_quest_file(mutated)
        except QuestFormatError as exc:
            places.append((exc.line, exc.column))
    assert places
    assert all(line >= 1 and column >= 1 for line, column in places)


def test_a_huge_solution_is_refused_at_once() -> None:
    """A 900 KB `solution:` once took 12 s to refuse: the length is checked before replaying."""
    long_solution = "; ".join(["d a1-b1", "d b1-a1"] * 1500)
    error = fails(TINY.replace("solution: d a1-c1", f"solution: {long_solution}"))
    assert "too long" in str(error)
    assert error.rule == 9


def test_a_huge_file_is_refused_with_its_size() -> None:
    error = fails(TINY + "note: " + "x" * 300_000 + "\n")
    assert "too long" in str(error)


def test_a_byte_order_mark_and_cr_line_endings_are_read() -> None:
    expected = parse_quest_file(TINY)
    assert parse_quest_file("\ufeff" + TINY) == expected
    assert parse_quest_file(TINY.replace("\n", "\r")) == expected
    assert parse_quest_file(TINY.replace("\n", "\r\n")) == expected
    assert read_quest("\ufeff" + TINY) == expected.quests[0]
