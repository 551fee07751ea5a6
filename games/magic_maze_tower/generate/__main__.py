"""`python -m games.magic_maze_tower.generate`: make one adventure's quest file, or report.

    --adventure N --seed S [--out FILE]   generate adventure N (4 or 8 trials + epic), write it
                                          (default: the package's quests/adventures/ file);
                                          the shipped file's hand-made trials are kept
    --no-keep                             generate every trial, hand-made ones too
    --report                              the rating table of every shipped quest (§8.4)

The only part of the generator that writes files.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from games.core import derive
from games.magic_maze_tower.adventures import ADVENTURE_TITLES, adventure_file_name
from games.magic_maze_tower.generate import (
    PLAN,
    canonical,
    generate_epic,
    generate_trial,
    title_for,
    trial_window,
)
from games.magic_maze_tower.generate.keep import EPIC, kept_trials, splice
from games.magic_maze_tower.quest_format import FORMAT, QuestFile, write_quest_file
from games.magic_maze_tower.rating import note_text

ROOT = Path(__file__).resolve().parent.parent / "quests"


def _write(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def kept_names(keep: Mapping[str, str]) -> str:
    """ "trials A and G and the epic" for the kept quests' keys."""
    letters = sorted(k for k in keep if k != EPIC)
    parts = [f"trial{'s' if len(letters) > 1 else ''} {', '.join(letters)}"] if letters else []
    if EPIC in keep:
        parts.append("the epic")
    return " and ".join(parts)


def make_adventure(adventure: int, seed: int, shipped: str = "") -> str:
    """The adventure's file; the hand-made trials of `shipped` (the file as it is) are kept
    word for word under their letters and only the other slots are generated."""
    template = PLAN[adventure]
    began = time.process_time()
    keep, kept = kept_trials(shipped)
    seen: set[str] = {canonical(q) for q in kept}
    letters = [letter for letter in "ABCDEFGH"[: template.cards] if letter not in keep]
    if keep:
        _write(f"  keeping the hand-made {kept_names(keep)}")
    trials = []
    for index in range(template.cards):
        if "ABCDEFGH"[index] in keep:
            continue
        window = trial_window(adventure, index, template.cards)
        made = generate_trial(adventure, seed + index, window, seen)
        if made is None:
            raise SystemExit(f"adventure {adventure}: no trial found for window {window}")
        trials.append(made[1])
        _write(
            f"  trial {index + 1}: D={made[1].rating.score} {made[1].rating} "
            f"({time.process_time() - began:.0f} s CPU so far)"
        )
    epic = None if EPIC in keep else generate_epic(adventure, seed, seen)
    if epic is None and EPIC not in keep:
        raise SystemExit(f"adventure {adventure}: no epic found")
    if epic is not None:
        _write(
            f"  epic: D={epic[1].rating.score} {epic[1].rating} "
            f"({time.process_time() - began:.0f} s CPU in all)"
        )
    rng = derive(seed, "titles", adventure)
    used: set[str] = {q.title for q in kept}
    quests = []
    trials.sort(key=lambda r: r.rating.score)
    for letter, result in zip(letters, trials, strict=True):
        quests.append(
            replace(
                result.quest,
                block_id=letter,
                title=title_for(rng, used),
                teaches=result.rating.abilities,
                solution=result.solution.text,
                note=note_text(result.rating),
            )
        )
    if epic is not None:
        result = epic[1]
        quests.append(
            replace(
                result.quest,
                title=title_for(rng, used),
                teaches=result.rating.abilities,
                solution=result.solution.text,
                note=note_text(result.rating),
            )
        )
    text = write_quest_file(
        QuestFile(
            FORMAT,
            adventure,
            template.stars,
            ADVENTURE_TITLES[adventure],
            6,
            tuple(quests),
        )
    )
    header = (
        f"# Adventure {adventure}, made by `python -m games.magic_maze_tower.generate "
        f"--adventure {adventure} --seed {seed}`.\n"
        "# Original maps (spec §8.7); every quest solved, necessity-tested, rated and linted.\n"
    )
    if keep:
        header += (
            f"# Hand-made (see their comments), kept by the generator: {kept_names(keep)}; "
            "the others are generated.\n"
        )
    first, rest = splice(text, keep).split("\n", 1)
    return f"{first}\n{header}{rest}"


def report() -> None:
    """The rating table of every shipped adventure quest, re-measured now (§8.4)."""
    from games.magic_maze_tower.campaign import shipped_ratings

    rows = shipped_ratings()
    _write(f"{'quest':<11} {'title':<26} {'*':>1} {'goes':>4} {'atoms':>5} {'D':>5}  needs")
    for quest_id, title, stars, rating in rows:
        _write(
            f"{quest_id:<11} {title[:26]:<26} {stars:>1} {rating.goes:>4} {rating.atoms:>5} "
            f"{rating.score:>5}  {','.join(rating.abilities)}"
        )
    trials = [r for r in rows if not r[0].endswith("epic")]
    epics = [r for r in rows if r[0].endswith("epic")]
    _write(
        f"{len(rows)} quests ({len(trials)} trials, {len(epics)} epics) of "
        f"{len({r[0][:5] for r in rows})} adventures"
    )
    for label, group in (("trials", trials), ("epics", epics)):
        if group:
            scores = [r[3].score for r in group]
            _write(f"{label}: D from {min(scores)} to {max(scores)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.magic_maze_tower.generate")
    parser.add_argument("--adventure", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--report", action="store_true")
    parser.add_argument("--no-keep", action="store_true", help="generate the hand-made too")
    args = parser.parse_args(argv)
    if args.report:
        report()
        return 0
    if args.adventure not in PLAN:
        parser.error(f"--adventure takes one of {sorted(PLAN)}")
    _write(f"adventure {args.adventure}, seed {args.seed}")
    shipped_file = ROOT / adventure_file_name(args.adventure)
    shipped = "" if args.no_keep or not shipped_file.exists() else shipped_file.read_text("utf-8")
    text = make_adventure(args.adventure, args.seed, shipped)
    out: Path = args.out or shipped_file
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(out)
    _write(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
