"""Magic Maze Tower campaign progress: which quests are solved or skipped, the best goes and
atoms, and per-quest statistics (moves, undos, hints, solution views, time), kept in
`progress/magic_maze_tower.json` under the user data directory (`MENARA_TUI_DATA` overrides).

Written atomically like the saves. A file that cannot be read is never lost: it is renamed aside
to `<name>.damaged` (or `.damaged-2` …), `problem` says so in one sentence, and the campaign
starts fresh.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from menara_tui.saves import _write_atomically, default_root

FORMAT = 1


@dataclass
class QuestRecord:
    status: str = ""
    """'' (not finished), 'solved' or 'skipped'; solved wins over skipped."""
    best_goes: int = 0
    best_atoms: int = 0
    plays: int = 0
    """Every play recorded: solved, skipped, or left before its end."""
    left: int = 0
    """Plays left before their end (the statistics still count them)."""
    moves: int = 0
    undos: int = 0
    hints: int = 0
    solution_views: int = 0
    seconds: float = 0.0

    def finish(self, goes: int, atoms: int) -> None:
        self.status = "solved"
        if not self.best_goes or (goes, atoms) < (self.best_goes, self.best_atoms):
            self.best_goes, self.best_atoms = goes, atoms


@dataclass
class Progress:
    quests: dict[str, QuestRecord] = field(default_factory=dict)

    def record(self, quest_id: str) -> QuestRecord:
        return self.quests.setdefault(quest_id, QuestRecord())

    def status(self) -> dict[str, str]:
        return {q: r.status for q, r in self.quests.items() if r.status}


def _from_json(data: Any) -> Progress:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a progress file of format 1")
    quests = data.get("quests")
    if not isinstance(quests, dict):
        raise ValueError("no 'quests' table")
    names = {f.name: f.type for f in fields(QuestRecord)}
    out = Progress()
    for quest_id, raw in quests.items():
        if not isinstance(quest_id, str) or not isinstance(raw, dict):
            raise ValueError("a quest entry is not a table")
        record = QuestRecord()
        for key, value in raw.items():
            if key not in names:
                continue
            default = getattr(record, key)
            if isinstance(default, bool) or type(value) is not type(default):
                if isinstance(default, float) and isinstance(value, int):
                    value = float(value)
                else:
                    raise ValueError(f"{quest_id}: '{key}' has the wrong type")
            setattr(record, key, value)
        if record.status not in ("", "solved", "skipped"):
            raise ValueError(f"{quest_id}: unknown status {record.status!r}")
        out.quests[quest_id] = record
    return out


class ProgressStore:
    def __init__(self, root: Path | None = None) -> None:
        base = root if root is not None else default_root()
        self.path = base / "progress" / "magic_maze_tower.json"
        self.problem: str | None = None
        """Set by `load` when a damaged file was put aside."""

    def load(self) -> Progress:
        self.problem = None
        if not self.path.exists():
            return Progress()
        try:
            return _from_json(json.loads(self.path.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            aside = self._aside()
            try:
                self.path.replace(aside)
            except OSError:
                aside = self.path
            self.problem = (
                f"The campaign progress file could not be read ({exc}); it was kept as "
                f"{aside.name} and the campaign starts fresh."
            )
            return Progress()

    def _aside(self) -> Path:
        candidate = self.path.with_name(self.path.name + ".damaged")
        n = 2
        while candidate.exists():
            candidate = self.path.with_name(f"{self.path.name}.damaged-{n}")
            n += 1
        return candidate

    def save(self, progress: Progress) -> None:
        data = {
            "format": FORMAT,
            "quests": {q: asdict(r) for q, r in sorted(progress.quests.items())},
        }
        _write_atomically(self.path, json.dumps(data, indent=1) + "\n")


OUTCOMES = ("solved", "skipped", "left")
"""How a play ends: the quest solved, skipped (§5.3), or left unfinished."""


def record_quest(
    quest_id: str,
    *,
    outcome: str,
    goes: int,
    atoms: int,
    undos: int,
    hints: int,
    solution_views: int,
    seconds: float,
    moves: int | None = None,
    store: ProgressStore | None = None,
) -> str | None:
    """Add one play of a quest — solved, skipped or left — to its statistics; only a solved
    play sets the best goes and atoms, and a left one leaves the status as it was. `goes` and
    `atoms` are the quest's counter (for the best), `moves` the goes made in this play (default
    `goes`; less when the play resumed a saved game). Returns a problem sentence when the
    progress could not be read or written, else None."""
    if outcome not in OUTCOMES:
        raise ValueError(f"unknown outcome {outcome!r}")
    store = store if store is not None else ProgressStore()
    progress = store.load()
    record = progress.record(quest_id)
    record.plays += 1
    record.moves += max(goes if moves is None else moves, 0)
    record.undos += undos
    record.hints += hints
    record.solution_views += solution_views
    record.seconds = round(record.seconds + max(seconds, 0.0), 1)
    if outcome == "solved":
        record.finish(goes, atoms)
    elif outcome == "skipped" and not record.status:
        record.status = "skipped"
    elif outcome == "left":
        record.left += 1
    try:
        store.save(progress)
    except OSError as exc:
        return f"The campaign progress could not be saved: {exc}"
    return store.problem
