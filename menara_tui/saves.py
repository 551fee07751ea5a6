"""Saved games: one JSON file per match in the user data directory.

Files are written atomically (a temp file, then `os.replace`), so a crash mid-write leaves the
previous save intact. A file that cannot be read is never overwritten or dropped: it is renamed
aside to `<name>.damaged` and reported.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from games.core import Game, Match, SaveFormatError

SUFFIX = ".json"
DAMAGED = ".damaged"


def default_root() -> Path:
    override = os.environ.get("MENARA_TUI_DATA")
    if override:
        return Path(override)
    import platformdirs  # deferred: only the app and the CLI's replay need it

    return Path(platformdirs.user_data_dir("menara-tui", appauthor=False))


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    game_id: str
    title: str
    seats: tuple[str, ...]
    saved_at: datetime
    moves: int
    over: bool

    @property
    def save_id(self) -> str:
        return self.path.stem


@dataclass(frozen=True)
class Listing:
    saves: list[SaveSummary]
    """Readable saves, newest first."""
    problems: list[str]
    """One sentence per file that was set aside this time."""


def _write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class SaveStore:
    def __init__(self, games: Mapping[str, Game], root: Path | None = None) -> None:
        self.games = games
        self.root = root if root is not None else default_root() / "saves"
        self.replays = self.root.parent / "replays"

    def new_id(self, game_id: str, now: datetime | None = None) -> str:
        stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        base = f"{game_id}-{stamp}"
        candidate, n = base, 1
        while (self.root / f"{candidate}{SUFFIX}").exists():
            n += 1
            candidate = f"{base}-{n}"
        return candidate

    def path_of(self, save_id: str) -> Path:
        return self.root / f"{save_id}{SUFFIX}"

    def save(self, save_id: str, match: Match, now: datetime | None = None) -> Path:
        data = match.to_json()
        data["saved_at"] = (now or datetime.now(UTC)).isoformat(timespec="seconds")
        data["over"] = match.state.is_over()
        path = self.path_of(save_id)
        _write_atomically(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        return path

    def export_replay(self, match: Match, now: datetime | None = None) -> Path:
        stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        base = f"{match.game.info.id}-{stamp}-replay"
        path, n = self.replays / f"{base}{SUFFIX}", 1
        while path.exists():  # two exports in one second keep both files
            n += 1
            path = self.replays / f"{base}-{n}{SUFFIX}"
        data = match.to_json()
        data["saved_at"] = (now or datetime.now(UTC)).isoformat(timespec="seconds")
        _write_atomically(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        return path

    def set_aside(self, path: Path) -> Path:
        """Rename a bad file to `*.damaged` (never over an earlier one) and return the new path."""
        target = path.with_name(path.name + DAMAGED)
        n = 1
        while target.exists():
            n += 1
            target = path.with_name(f"{path.name}.{n}{DAMAGED}")
        path.rename(target)
        return target

    def read(self, path: Path) -> Match:
        """Load a match; SaveFormatError (with the reason) if the file cannot be used."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except UnicodeDecodeError as exc:
            raise SaveFormatError("The save file is not text.") from exc
        except json.JSONDecodeError as exc:
            raise SaveFormatError(f"The save file is damaged (line {exc.lineno}).") from exc
        return Match.from_json(data, self.games)

    def load(self, path: Path) -> Match:
        """Like `read`, but a file that fails is set aside before the error is raised."""
        try:
            return self.read(path)
        except SaveFormatError as exc:
            aside = self.set_aside(path)
            raise SaveFormatError(f"{path.name}: {exc} It was kept as {aside.name}.") from exc

    def listing(self) -> Listing:
        saves: list[SaveSummary] = []
        problems: list[str] = []
        if not self.root.is_dir():
            return Listing(saves, problems)
        for path in sorted(self.root.glob(f"*{SUFFIX}")):
            try:
                summary = self._summary(path)
            except SaveFormatError as exc:
                aside = self.set_aside(path)
                problems.append(f"{path.name} could not be read ({exc}); kept as {aside.name}.")
                continue
            saves.append(summary)
        saves.sort(key=lambda s: s.saved_at, reverse=True)
        return Listing(saves, problems)

    def _summary(self, path: Path) -> SaveSummary:
        # The whole match is replayed so that a save that lists is a save that loads.
        match = self.read(path)
        raw = json.loads(path.read_text(encoding="utf-8"))
        try:
            saved_at = datetime.fromisoformat(str(raw.get("saved_at")))
        except ValueError:
            saved_at = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        if saved_at.tzinfo is None:
            # A hand-edited date without a zone: read it as UTC so sorting never mixes kinds.
            saved_at = saved_at.replace(tzinfo=UTC)
        return SaveSummary(
            path=path,
            game_id=match.game.info.id,
            title=match.game.info.title,
            seats=tuple(s.name for s in match.seats),
            saved_at=saved_at,
            moves=len(match.moves),
            over=match.state.is_over(),
        )
