"""Regenerating an adventure keeps its hand-made trials (generate/keep.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.magic_maze_tower.adventures import adventure_file_name
from games.magic_maze_tower.generate import PLAN
from games.magic_maze_tower.generate.__main__ import kept_names
from games.magic_maze_tower.generate.keep import EPIC, hand_made_trials, kept_trials, splice
from games.magic_maze_tower.quest_format import parse_quest_file

QUESTS = Path(__file__).resolve().parents[3] / "games" / "magic_maze_tower" / "quests"


def shipped(adventure: int) -> str:
    return (QUESTS / adventure_file_name(adventure)).read_text(encoding="utf-8")


@pytest.mark.parametrize("adventure", sorted(PLAN))
def test_every_adventure_marks_its_signature_trials(adventure: int) -> None:
    text = shipped(adventure)
    kept = hand_made_trials(text)
    assert kept, "every adventure has a hand-made signature trial (§8.2)"
    trials = {q.block_id for q in parse_quest_file(text).quests if q.kind == "trial"}
    assert set(kept) - {EPIC} <= trials
    assert set(kept) - {EPIC}, "a signature trial besides the hand-made epic"
    assert EPIC in kept, "all fifteen epics are hand-made (§8.2)"
    for letter, block in kept.items():
        head = "=== epic\n" if letter == EPIC else f"=== trial {letter}\n"
        assert head in block
        assert block.startswith("#"), "the block carries the comment that marks it"


@pytest.mark.parametrize("adventure", sorted(PLAN))
def test_the_kept_trials_go_back_where_they_were(adventure: int) -> None:
    text = shipped(adventure)
    kept = hand_made_trials(text)
    rest = text
    for block in kept.values():
        rest = rest.replace(block, "")
    assert rest != text
    assert splice(rest, kept) == text


GENERATED = """format: mmt/1
adventure: 0
stars: 1
title: T
cardsize: 6
=== trial A
title: a
=== trial C
title: c
=== epic
title: e
"""


def test_kept_trials_take_their_letters_among_the_generated_ones() -> None:
    kept = {"B": "# B is hand-made\n=== trial B\ntitle: b\n", "D": "# hand-made\n=== trial D\n"}
    out = splice(GENERATED, kept)
    order = [line for line in out.splitlines() if line.startswith("===")]
    assert order == ["=== trial A", "=== trial B", "=== trial C", "=== trial D", "=== epic"]
    assert "# B is hand-made\n=== trial B\ntitle: b\n=== trial C" in out
    assert out.startswith("format: mmt/1\n")
    assert hand_made_trials(out) == kept


def test_a_letter_both_kept_and_generated_is_refused() -> None:
    with pytest.raises(ValueError, match="trial C"):
        splice(GENERATED, {"C": "# hand-made\n=== trial C\n"})


def test_a_trial_without_the_mark_is_not_kept() -> None:
    text = GENERATED.replace("=== trial C", "# a note\n=== trial C")
    assert hand_made_trials(text) == {}


def test_the_kept_quests_are_the_marked_ones_and_none_without_a_file() -> None:
    text = shipped(7)
    keep, quests = kept_trials(text)
    assert sorted(keep) == sorted(q.block_id if q.kind == "trial" else EPIC for q in quests)
    assert {q.block_id for q in quests if q.kind == "trial"} == {"A", "G", "H"}
    assert [q.kind for q in quests].count("epic") == 1
    assert kept_trials("") == ({}, [])  # --no-keep, or no file yet


def test_a_hand_made_epic_is_kept_in_place_of_the_generated_one() -> None:
    epic = "# The epic is hand-made\n=== epic\ntitle: mine\n"
    generated = GENERATED.replace("=== epic\ntitle: e\n", "")
    out = splice(generated, {EPIC: epic, "B": "# hand-made\n=== trial B\n"})
    order = [line for line in out.splitlines() if line.startswith("===")]
    assert order == ["=== trial A", "=== trial B", "=== trial C", "=== epic"]
    assert out.endswith(epic)
    assert hand_made_trials(out)[EPIC] == epic
    with pytest.raises(ValueError, match="epic"):
        splice(GENERATED, {EPIC: epic})
    assert kept_names({EPIC: epic, "B": "", "A": ""}) == "trials A, B and the epic"
    assert kept_names({"D": ""}) == "trial D"
