"""Saves: atomic writes, newest first, damaged files reported and kept aside."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from games.core import FORMAT_VERSION, Match, SaveFormatError, Seat
from menara_tui.saves import SaveStore
from tests.core.toy_game import GAME

T0 = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore({"toy": GAME}, tmp_path / "saves")


def played(*moves: str) -> Match:
    match = Match.new(GAME, (Seat("Ana"), Seat("Bo", "first")), seed=3)
    for text in moves:
        match.play(min(match.state.actors()), text)
    return match


def test_round_trip(store: SaveStore) -> None:
    match = played("add 2", "roll", "end")
    path = store.save("game-1", match, now=T0)
    loaded = store.load(path)
    assert loaded.to_json() == match.to_json()
    assert loaded.seats == match.seats
    assert [p.name for p in store.root.iterdir()] == ["game-1.json"]


def test_listing_is_newest_first_with_details(store: SaveStore) -> None:
    store.save("old", played("add 1"), now=T0)
    store.save("new", played("add 1", "end", "add 1"), now=T0 + timedelta(hours=1))
    listing = store.listing()
    assert listing.problems == []
    assert [s.save_id for s in listing.saves] == ["new", "old"]
    newest = listing.saves[0]
    assert (newest.title, newest.seats, newest.moves, newest.over) == (
        "Toy",
        ("Ana", "Bo"),
        3,
        False,
    )
    assert newest.saved_at == T0 + timedelta(hours=1)


def test_save_overwrites_only_its_own_file(store: SaveStore) -> None:
    store.save("g", played("add 1"), now=T0)
    store.save("g", played("add 1", "add 2"), now=T0)
    assert len(store.load(store.path_of("g")).moves) == 2


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", "damaged"),
        ("", "damaged"),
        (None, "damaged"),  # truncated: the first half of a real save
        ('{"format": "menara_tui.match", "version": 1, "game": "chess"}', "unknown game"),
        ("[1, 2, 3]", "not a menara_tui save"),
    ],
)
def test_a_bad_file_is_reported_and_kept_aside(
    store: SaveStore, content: str | None, reason: str
) -> None:
    good = store.save("good", played("add 1"), now=T0)
    bad = store.path_of("bad")
    if content is None:
        text = good.read_text()
        content = text[: len(text) // 2]
    bad.write_text(content)
    listing = store.listing()
    assert [s.save_id for s in listing.saves] == ["good"]
    assert len(listing.problems) == 1
    assert "bad.json" in listing.problems[0]
    assert reason in listing.problems[0]
    assert not bad.exists()
    aside = bad.with_name("bad.json.damaged")
    assert aside.read_text() == content  # kept byte for byte, never overwritten
    # A second damaged file of the same name does not replace the first one set aside.
    bad.write_text("{also bad")
    store.listing()
    assert aside.read_text() == content
    assert bad.with_name("bad.json.2.damaged").read_text() == "{also bad"


def test_load_of_a_damaged_file_raises_and_keeps_it(store: SaveStore) -> None:
    bad = store.path_of("bad")
    bad.parent.mkdir(parents=True)
    bad.write_text('{"format": "menara_tui.match"}')
    with pytest.raises(SaveFormatError, match=r"kept as bad\.json\.damaged"):
        store.load(bad)
    assert bad.with_name("bad.json.damaged").exists()


def test_future_format_version_is_refused(store: SaveStore) -> None:
    path = store.save("g", played("add 1"), now=T0)
    data = json.loads(path.read_text())
    data["version"] = FORMAT_VERSION + 1
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFormatError, match="newer menara_tui"):
        store.load(path)


def test_a_save_that_no_longer_replays_is_refused_when_opened(store: SaveStore) -> None:
    path = store.save("g", played("add 1"), now=T0)
    data = json.loads(path.read_text())
    data["moves"].append([1, "add 1"])  # Bo cannot act during Ana's turn
    path.write_text(json.dumps(data))
    listing = store.listing()  # the list reads, it does not replay
    assert [s.save_id for s in listing.saves] == ["g"]
    with pytest.raises(SaveFormatError, match="does not replay at move 2"):
        store.load(path)
    assert path.with_name("g.json.damaged").exists()


def test_kill_during_write_keeps_the_previous_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = store.save("g", played("add 1"), now=T0)
    before = path.read_text()

    def killed(src: str, dst: str) -> None:
        raise KeyboardInterrupt  # the process dies between the temp write and the replace

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        store.save("g", played("add 1", "add 2"), now=T0)
    monkeypatch.undo()
    assert path.read_text() == before
    assert [p.name for p in store.root.iterdir()] == ["g.json"]  # no temp file left behind
    assert len(store.load(path).moves) == 1


def test_new_ids_do_not_collide(store: SaveStore) -> None:
    first = store.new_id("toy", now=T0)
    store.save(first, played(), now=T0)
    second = store.new_id("toy", now=T0)
    assert first == "toy-20261129-120000"
    assert second == "toy-20261129-120000-2"


def test_export_replay_writes_a_loadable_file(store: SaveStore) -> None:
    match = played("add 2", "end")
    path = store.export_replay(match, now=T0)
    assert path.parent == store.replays
    assert store.read(path).to_json() == match.to_json()


def test_two_replay_exports_in_one_second_keep_both(store: SaveStore) -> None:
    first = store.export_replay(played("add 1"), now=T0)
    second = store.export_replay(played("add 2"), now=T0)
    assert first != second
    assert len(store.read(first).moves) == len(store.read(second).moves) == 1
    assert store.read(second).moves[0].notation == "add 2"


HOSTILE = {
    "bot as a list": lambda d: d["seats"][1].update(bot=["greedy"]),
    "seed Infinity": lambda d: d.update(seed=float("inf")),
    "seed 1.5": lambda d: d.update(seed=1.5),
    "version true": lambda d: d.update(version=True),
    "version 0": lambda d: d.update(version=0),
    "version -5": lambda d: d.update(version=-5),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_value_is_reported_in_words_and_set_aside(store: SaveStore, name: str) -> None:
    path = store.save("bad", played("add 1"), now=T0)
    data = json.loads(path.read_text())
    HOSTILE[name](data)
    path.write_text(json.dumps(data))  # Infinity is written as the bare word, as JSON5 would
    listing = store.listing()
    assert listing.saves == []
    (problem,) = listing.problems
    assert "bad.json could not be read." in problem
    assert "object" not in problem, problem
    assert "Error" not in problem, problem
    assert path.with_name("bad.json.damaged").exists()


@pytest.mark.parametrize(
    "content",
    [
        '{"format": "menara_tui.match", "version": 1, "seed": ' + "9" * 5001 + "}",
        "[" * 100_000 + "]" * 100_000,
        "\xff\xfe garbage",
    ],
    ids=["5001 digits", "deep nesting", "not text"],
)
def test_unreadable_content_is_a_sentence(store: SaveStore, content: str) -> None:
    store.root.mkdir(parents=True)
    path = store.path_of("bad")
    path.write_bytes(content.encode("latin-1"))
    listing = store.listing()
    (problem,) = listing.problems
    assert "damaged" in problem or "not text" in problem, problem
    with pytest.raises(SaveFormatError):
        store.read(path.with_name("bad.json.damaged"))


def test_a_folder_or_a_dangling_link_named_json_is_reported(store: SaveStore) -> None:
    store.save("good", played("add 1"), now=T0)
    (store.root / "folder.json").mkdir()
    (store.root / "link.json").symlink_to(store.root / "nowhere")
    listing = store.listing()
    assert [s.save_id for s in listing.saves] == ["good"]
    assert len(listing.problems) == 2
    assert all("not a file" in p for p in listing.problems)


def test_a_newer_versions_save_is_listed_and_left_alone(store: SaveStore) -> None:
    path = store.save("future", played("add 1"), now=T0)
    data = json.loads(path.read_text())
    data["version"] = FORMAT_VERSION + 1
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    listing = store.listing()
    assert listing.problems == []
    (summary,) = listing.saves
    assert summary.newer
    assert summary.seats == ("Ana", "Bo")
    with pytest.raises(SaveFormatError, match=r"newer menara_tui.*left as it is"):
        store.load(path)
    assert path.read_bytes() == before


def test_the_list_does_not_replay_a_huge_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = store.save("huge", played("add 1"), now=T0)
    data = json.loads(path.read_text())
    data["moves"] = [[0, "add 1"]] * 200_000
    path.write_text(json.dumps(data))

    def no_replay(*args: object, **kwargs: object) -> None:
        raise AssertionError("the list replayed a save")

    monkeypatch.setattr(Match, "play", no_replay)
    (summary,) = store.listing().saves
    assert summary.moves == 200_000
    monkeypatch.undo()
    with pytest.raises(SaveFormatError, match="holds 200,000 moves"):
        store.load(path)
    assert path.exists(), "a long save is refused, not set aside"


def test_temp_files_of_killed_writes_are_cleaned_up(store: SaveStore) -> None:
    store.save("g", played("add 1"), now=T0)
    stale = store.root / ".g.abc123.tmp"
    stale.write_text("half")
    os.utime(stale, (0, 0))
    fresh = store.root / ".g.def456.tmp"
    fresh.write_text("being written")
    store.listing()
    assert not stale.exists()
    assert fresh.exists(), "a write in progress is left alone"


def test_the_folder_is_synced_after_the_rename(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        synced.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    store.save("g", played("add 1"), now=T0)
    assert len(synced) == 2, "the file, then its folder"


def test_a_file_too_large_to_read_is_reported_and_left_in_place(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from menara_tui import saves

    monkeypatch.setattr(saves, "MAX_BYTES", 1000)
    path = store.save("big", played("add 1"), now=T0)
    data = json.loads(path.read_text())
    data["moves"] = [[0, "add 1"]] * 500
    path.write_text(json.dumps(data))
    listing = store.listing()
    (problem,) = listing.problems
    assert "too large" in problem
    assert "left as it is" in problem
    assert path.exists()
