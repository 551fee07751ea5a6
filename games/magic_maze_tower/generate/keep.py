"""The hand-made quests a regenerated adventure keeps (spec §8.2: signature trials and epics are
made by hand, the other trials by the generator).

A shipped adventure file marks each hand-made trial (or its epic) by a comment right above its
block that says "hand-made". Generating that adventure again makes only the other slots and
writes the hand-made blocks back word for word, comment included, in their places: running the
generator must never erase a designer's quest.
"""

from __future__ import annotations

from collections.abc import Mapping

from games.magic_maze_tower.board import Quest
from games.magic_maze_tower.quest_format import parse_quest_file

MARK = "hand-made"
"""The word in a trial's leading comment that marks it as made by hand."""

TRIAL = "=== trial "
EPIC = "epic"
"""The key of a kept epic among the kept trials' letters."""


def _blocks(lines: list[str]) -> list[tuple[int, int, int]]:
    """(first comment line, block line, end) of each block: a block owns the comment lines
    right above its `===` line and ends where the next block's comment begins."""
    starts = [n for n, line in enumerate(lines) if line.startswith("===")]
    heads = []
    for n in starts:
        head = n
        while head > 0 and lines[head - 1].startswith("#"):
            head -= 1
        heads.append(head)
    ends = [*heads[1:], len(lines)]
    return list(zip(heads, starts, ends, strict=True))


def hand_made_trials(text: str) -> dict[str, str]:
    """The hand-made quests of an adventure file: a trial's letter (or `EPIC`) -> the block's
    text, its leading comment included (ending in a newline)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    kept: dict[str, str] = {}
    for head, start, end in _blocks(lines):
        line = lines[start]
        if not any(MARK in c for c in lines[head:start]):
            continue
        if line.startswith(TRIAL):
            kept[line[len(TRIAL) :].strip()] = "\n".join(lines[head:end]) + "\n"
        elif line.strip() == f"=== {EPIC}":
            kept[EPIC] = "\n".join(lines[head:end]) + "\n"
    return kept


def kept_trials(shipped: str) -> tuple[dict[str, str], list[Quest]]:
    """The hand-made trials of `shipped` (an adventure file's text, or "" for none): their
    blocks by letter and their quests."""
    keep = hand_made_trials(shipped) if shipped else {}
    if not keep:
        return {}, []
    quests = parse_quest_file(shipped).quests
    return keep, [
        q
        for q in quests
        if (q.kind == "trial" and q.block_id in keep) or (q.kind == EPIC and EPIC in keep)
    ]


def splice(generated: str, kept: Mapping[str, str]) -> str:
    """`generated` (a whole file with blocks for the other letters) with the `kept` blocks put
    back among its trials in letter order, before the epic (the kept one, if any)."""
    lines = generated.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    blocks = _blocks(lines)
    if not blocks:
        return generated
    preamble = "\n".join(lines[: blocks[0][0]]) + "\n"
    trials: dict[str, str] = {k: v for k, v in kept.items() if k != EPIC}
    others: list[str] = [kept[EPIC]] if EPIC in kept else []
    for head, start, end in blocks:
        text = "\n".join(lines[head:end]) + "\n"
        line = lines[start]
        if line.startswith(TRIAL):
            letter = line[len(TRIAL) :].strip()
            if letter in kept:
                raise ValueError(f"trial {letter} is both hand-made and generated")
            trials[letter] = text
        else:
            if EPIC in kept and line.strip() == f"=== {EPIC}":
                raise ValueError("the epic is both hand-made and generated")
            others.append(text)
    return preamble + "".join(trials[k] for k in sorted(trials)) + "".join(others)
