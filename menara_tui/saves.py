"""Saved games: one JSON file per match in the user data directory.

Files are written atomically (a temp file, fsync, `os.replace`, then fsync of the folder), so a
crash or a power cut mid-write leaves the previous save intact; temp files left by a killed
write are removed later. A file that cannot be read is never overwritten or dropped: it is
renamed aside to `<name>.damaged` and reported in a sentence. A save from a newer version of the
app is listed as such and left alone.

The Continue list reads only what it shows (the shape of each file is checked, nothing is
replayed); a game is replayed when it is opened, up to `MAX_MOVES` moves and `MAX_BYTES` bytes.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from games.core import (
    MAX_MOVES,
    Game,
    GameInfo,
    Match,
    NewerSaveError,
    SaveFormatError,
    SaveHeader,
    SaveTooLongError,
    Seat,
    seat_number,
)

SUFFIX = ".json"
DAMAGED = ".damaged"
TMP_SUFFIX = ".tmp"
STALE_TMP_SECONDS = 60.0
"""A temp file older than this was left by a killed write (a live write takes milliseconds)."""
MAX_BYTES = 8 * 1024 * 1024
"""The largest save file read (a long real game is well under a megabyte)."""


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
    newer: bool = False
    """Written by a newer menara_tui: listed, left alone, not opened."""
    options: tuple[str, ...] = ()
    """The options that are not the game's defaults, in the setup form's words
    ("Starter set", "Steady hands off", "Ritual: The Dark"): two saves of one game by the same
    players differ only there."""

    @property
    def save_id(self) -> str:
        return self.path.stem


@dataclass(frozen=True)
class Listing:
    saves: list[SaveSummary]
    """Readable saves, newest first."""
    problems: list[str]
    """One sentence per file that was set aside this time."""


def _fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (a power cut keeps the new name)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not possible on this system (Windows): the rename is still atomic
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=TMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def _read_json(path: Path) -> object:
    """The JSON in a file, or SaveFormatError in a sentence; no other exception comes out."""
    try:
        if not path.exists() and not path.is_symlink():
            raise SaveFormatError("No such file: it may have been moved or deleted.")
        if not path.is_file():
            raise SaveFormatError("It is not a file (a folder or a broken link).")
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveTooLongError(
                f"The file is too large ({size // (1024 * 1024)} MB; saves are read up to "
                f"{MAX_BYTES // (1024 * 1024)} MB)."
            )
        text = path.read_bytes().decode("utf-8")
        return json.loads(text)
    except SaveFormatError:
        raise
    except UnicodeDecodeError as exc:
        raise SaveFormatError("The save file is not text.") from exc
    except json.JSONDecodeError as exc:
        raise SaveFormatError(f"The save file is damaged (line {exc.lineno}).") from exc
    except RecursionError as exc:
        raise SaveFormatError("The save file is damaged (nested too deeply).") from exc
    except ValueError as exc:  # e.g. a number of thousands of digits
        raise SaveFormatError("The save file is damaged (a number is far too long).") from exc
    except OSError as exc:
        reason = exc.strerror or "it cannot be opened"
        raise SaveFormatError(f"The file cannot be read ({reason.lower()}).") from exc
    except Exception as exc:  # never a traceback for a bad file
        raise SaveFormatError("The save file cannot be read.") from exc


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
        while target.exists() or target.is_symlink():
            n += 1
            target = path.with_name(f"{path.name}.{n}{DAMAGED}")
        path.rename(target)
        return target

    def read(self, path: Path, *, max_moves: int = MAX_MOVES) -> Match:
        """Load a match; SaveFormatError (with the reason) if the file cannot be used."""
        data = _read_json(path)
        try:
            return Match.from_json(data, self.games, max_moves=max_moves)  # type: ignore[arg-type]
        except SaveFormatError:
            raise
        except Exception as exc:  # a game that trips over odd data: still a sentence
            raise SaveFormatError("The save does not replay.") from exc

    def load(self, path: Path) -> Match:
        """Like `read`, but a damaged file is set aside before the error is raised (a newer
        version's file is left as it is)."""
        try:
            return self.read(path)
        except NewerSaveError as exc:
            raise SaveFormatError(f"{path.name}: {exc} It was left as it is.") from exc
        except SaveFormatError as exc:
            if isinstance(exc, SaveTooLongError):
                raise SaveFormatError(f"{path.name}: {exc}") from exc  # not damaged: kept
            aside = self._aside(path)
            raise SaveFormatError(f"{path.name}: {exc} {aside}") from exc

    def _aside(self, path: Path) -> str:
        try:
            return f"It was kept as {self.set_aside(path).name}."
        except OSError:
            return "It could not be moved aside."

    def clean_temp_files(self, now: float | None = None) -> int:
        """Remove temp files of writes that were killed; returns how many."""
        if not self.root.is_dir():
            return 0
        now = datetime.now(UTC).timestamp() if now is None else now
        removed = 0
        for tmp in self.root.glob(f".*{TMP_SUFFIX}"):
            try:
                if tmp.is_file() and now - tmp.stat().st_mtime > STALE_TMP_SECONDS:
                    tmp.unlink()
                    removed += 1
            except OSError:
                continue
        return removed

    def listing(self) -> Listing:
        """The saves, newest first, read without replaying; bad files set aside and reported."""
        saves: list[SaveSummary] = []
        problems: list[str] = []
        if not self.root.is_dir():
            return Listing(saves, problems)
        self.clean_temp_files()
        for path in sorted(self.root.glob(f"*{SUFFIX}")):
            try:
                summary = self._summary(path)
            except SaveTooLongError as exc:
                problems.append(f"{path.name} is not opened. {exc} It was left as it is.")
                continue
            except SaveFormatError as exc:
                problems.append(f"{path.name} could not be read. {exc} {self._aside(path)}")
                continue
            saves.append(summary)
        saves.sort(key=lambda s: s.saved_at, reverse=True)
        return Listing(saves, problems)

    def _summary(self, path: Path) -> SaveSummary:
        raw = _read_json(path)
        saved_at = _saved_at(raw, path)
        try:
            header = SaveHeader.read(raw, self.games)
        except NewerSaveError:
            assert isinstance(raw, Mapping)
            seats = raw.get("seats")
            names = (
                tuple(str(s.get("name"))[:40] for s in seats if isinstance(s, Mapping))
                if isinstance(seats, list)
                else ()
            )
            game_id = str(raw.get("game"))[:40]
            game = self.games.get(game_id)
            return SaveSummary(
                path=path,
                game_id=game_id,
                title=game.info.title if game else game_id,
                seats=names,
                saved_at=saved_at,
                moves=len(raw.get("moves") or ()) if isinstance(raw.get("moves"), list) else 0,
                over=False,
                newer=True,
            )
        game = self.games[header.game_id]
        assert isinstance(raw, Mapping)
        return SaveSummary(
            path=path,
            game_id=header.game_id,
            title=game.info.title,
            seats=tuple(s.name for s in header.seats),
            saved_at=saved_at,
            moves=len(header.moves),
            over=raw.get("over") is True,
            options=option_words(game.info, header.options, header.seats),
        )


def option_words(
    info: GameInfo, options: Mapping[str, str], seats: Sequence[Seat] = ()
) -> tuple[str, ...]:
    """The options of a saved game that are not the defaults, in the labels the setup form
    shows: an on/off switch by its label alone ("Temple of Shiva") or with "off" when it is on
    by default ("Steady hands off"), any other choice as "Label: choice" ("Fate: tough"), a seat
    by its player's name, an option named even at its default by its choice alone. An option
    missing from the save (an older save, written before the option existed) is at its
    default; a value this version does not know is left out (opening the save says why)."""
    words: list[str] = []
    for spec in info.options:
        value = options.get(spec.id, spec.default)
        if value == spec.default and not spec.always_named:
            continue
        if value not in spec.choices:
            continue
        if set(spec.choices) == {"on", "off"}:
            words.append(spec.label if value == "on" else f"{spec.label} off")
            continue
        number = seat_number(value) if spec.seat_choices else None
        shown = (
            seats[number - 1].name
            if number is not None and number <= len(seats)
            else spec.shown(value)
        )
        # An option named even at its default (the quest) says itself: "adv01-B · The Cellar
        # Locks", not "Quest: adv01-B ...", where the row has little room.
        words.append(shown if spec.always_named else f"{spec.label}: {shown}")
    return tuple(words)


def _saved_at(raw: object, path: Path) -> datetime:
    text = raw.get("saved_at") if isinstance(raw, Mapping) else None
    try:
        saved_at = datetime.fromisoformat(str(text))
    except ValueError:
        try:
            saved_at = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        except OSError:
            saved_at = datetime.fromtimestamp(0, UTC)
    if saved_at.tzinfo is None:
        # A hand-edited date without a zone: read it as UTC so sorting never mixes kinds.
        saved_at = saved_at.replace(tzinfo=UTC)
    return saved_at
