"""A save's line names the options that are not the defaults, in the setup form's labels: two
saves of one game by the same players (Menara base game and with Rituals & Ruins) looked alike."""

from __future__ import annotations

import json
from pathlib import Path

from games import GAMES
from games.core import Match, Seat
from menara_tui.saves import SaveStore, option_words

SEATS = (Seat("Bartholomew Long"), Seat("Ada"))


def words(game_id: str, **options: str) -> tuple[str, ...]:
    return option_words(GAMES[game_id].info, options, SEATS)


def test_the_defaults_say_nothing() -> None:
    for game_id in ("menara", "bali", "mandala_stones", "ruins"):
        assert words(game_id) == ()
        assert words(game_id, **GAMES[game_id].info.resolve_options({})) == ()


def test_each_game_names_its_options_by_their_labels() -> None:
    assert words("menara", first_game="on") == ("Starter set",)
    assert words("menara", steady_hands="off") == ("Steady hands off",)
    assert words("menara", difficulty="difficult", ritual="dark", fate="tough") == (
        "Difficulty: difficult",
        "Ritual: The Dark",
        "Fate: tough",
    )
    assert words("menara", floor_x2="on", golden_columns="on") == (
        "X2 Three Truths",
        "Golden columns",
    )
    assert words("bali", temple_of_shiva="on", demon="on") == ("Temple of Shiva", "The Demon")
    assert words("mandala_stones", harmony="on") == ("Harmony expansion",)
    assert words("ruins", auto_pass="on") == ("Automatic pass",)


def test_a_start_player_is_named_by_the_players_name() -> None:
    assert words("menara", first_player="P2") == ("Start player: Ada",)
    assert words("ruins", first_player="P1") == ("First player: Bartholomew Long",)


def test_magic_maze_tower_always_names_its_quest() -> None:
    assert words("magic_maze_tower") == ("tutorial-1",)
    assert words("magic_maze_tower", quest="adv01-B", control="turns") == (
        "adv01-B · The Cellar Locks",
        "Control: turns",
    )


def test_unknown_options_and_values_are_left_out() -> None:
    assert words("menara", gone="on", fate="unheard-of") == ()


def test_the_listing_carries_the_options(tmp_path: Path) -> None:
    store = SaveStore(GAMES, tmp_path / "saves")
    store.save("base", Match.new(GAMES["menara"], SEATS, seed=1))
    expanded = Match.new(GAMES["menara"], SEATS, seed=1, options={"first_game": "on"})
    store.save("rituals", expanded)
    shown = {s.save_id: s.options for s in store.listing().saves}
    assert shown == {"base": (), "rituals": ("Starter set",)}


def test_a_save_without_options_still_lists_and_loads(tmp_path: Path) -> None:
    """Saves written before a game had options hold none: they list as the defaults and
    open as before."""
    store = SaveStore(GAMES, tmp_path / "saves")
    match = Match.new(GAMES["bali"], SEATS, seed=4)
    path = store.save("old", match)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["options"]
    path.write_text(json.dumps(data), encoding="utf-8")
    (summary,) = store.listing().saves
    assert summary.options == ()
    assert store.load(path).options == GAMES["bali"].info.resolve_options({})
