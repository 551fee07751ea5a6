"""What Menara is called and which options it takes: light, for the home screen and the CLI."""

from __future__ import annotations

from games.core import GameInfo, OptionSpec

_SHORT = {
    "X1": "Double Ax",
    "X2": "Three Truths",
    "X3": "Wedge Moon",
    "X4": "Crescents",
    "X5": "Ring Balance",
    "X6": "Thorn Moon",
    "X7": "Five Winds",
    "X8": "Bridge",
}
"""Setup-form labels (the form's label column is narrow); the help line names the floor."""
_FLOOR_HELP = {
    "X1": "twin bases, filled in pairs",
    "X2": "a chain: columns enter at its start and push on",
    "X3": "light: bases in order; dark: a chain",
    "X4": "a ruin base in its centre (a tilted column)",
    "X5": "bases filled in their numbered order",
    "X6": "ruin bases only; nothing may rest on it",
    "X7": "its white centre comes last",
    "X8": "a long chain of any colours, each once",
}


MAX_PLAYERS = 5
"""1-4 players, and 5 as the unofficial variant of spec §3.1 / Q18."""


def _options() -> tuple[OptionSpec, ...]:
    # The data module is imported here, when a setup form or a new game first asks, not when the
    # home screen lists the games.
    from games.menara.data import (
        DIFFICULTIES,
        EXPANSION_FLOORS,
        FATE_LEVELS,
        FLOOR_EXTRAS,
        FLOOR_ORDER,
        RITUALS,
    )

    names = {f.id: f.name for f in EXPANSION_FLOORS}
    return (
        OptionSpec(
            "first_player",
            "Start player",
            ("random", *(f"P{i}" for i in range(1, MAX_PLAYERS + 1))),
            "random",
            help="Who lays the temple base and takes the first turn (§3.2 step 8, Q17).",
            seat_choices=True,
        ),
        OptionSpec(
            "difficulty",
            "Difficulty",
            DIFFICULTIES,
            "medium",
            help="Level cards 3 / 4 / 5 and fewer columns per player as it gets harder.",
        ),
        OptionSpec(
            "steady_hands",
            "Steady hands",
            ("on", "off"),
            "on",
            help="Each turn's building carries a small, shown chance that the tower wobbles "
            "and part of it falls (§7.11); off makes Menara a pure planning puzzle.",
        ),
        # Rituals & Ruins (spec §6): one switch per module, all off by default (the base game).
        OptionSpec(
            "first_game",
            "Starter set",
            ("off", "on"),
            "off",
            help="The first expanded game: golden columns and the new floors X1-X4.",
        ),
        *(
            OptionSpec(
                f"floor_{fid.lower()}",
                f"{fid} {_SHORT[fid]}",
                ("off", "on"),
                "off",
                help=f"{names[fid]}: {_FLOOR_HELP[fid]} (+3 plan cards, "
                f"+{sum(FLOOR_EXTRAS[fid].columns)} columns).",
            )
            for fid in FLOOR_ORDER
        ),
        OptionSpec(
            "golden_columns",
            "Golden columns",
            ("off", "on"),
            "off",
            help="Two short columns anyone may build on any base; they never carry a floor.",
        ),
        OptionSpec(
            "tears",
            "Tears",
            ("off", "on"),
            "off",
            help="Tears of the Gods: trade columns for 12 tears; all must lie on glowing marks "
            "to win.",
        ),
        OptionSpec(
            "ritual",
            "Ritual",
            ("off", "random", *(r.id for r in RITUALS)),
            "off",
            help="One ritual card changes a rule for the whole game (random: drawn at setup).",
            labels=tuple((r.id, r.name) for r in RITUALS),
        ),
        OptionSpec(
            "fate",
            "Fate",
            FATE_LEVELS,
            "off",
            help="Fate cards name the next floor: merciful (choose of 3), bearable, tough.",
        ),
    )


INFO = GameInfo(
    id="menara",
    title="Menara",
    min_players=1,
    max_players=MAX_PLAYERS,
    # Q18: the published game is for 1-4; five play with the 4-player column counts.
    seat_notes=((MAX_PLAYERS, "5 players is an unofficial variant (4-player column counts)."),),
    pitch="Raise a temple tower together, floor on columns, without letting it tip.",
    cooperative=True,
    option_specs=_options,
)
