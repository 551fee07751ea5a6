"""Where every game's chance comes from: generators derived from the seed and a purpose.

`derive(seed, "deal", round)` always gives the same generator for the same seed and purpose, on
every machine and under every hash seed (a text seed is hashed with SHA-512 by `random`), and a
new purpose never shifts the draws of another. `bot_rng` is the one seeding rule for bots: the
match, the screens and the plain demo all ask it, so a seed plays the same demo everywhere.
"""

from __future__ import annotations

import random


def derive(seed: int | str, *purpose: object) -> random.Random:
    """A generator for one purpose of a game: `derive(seed, "setup")`, `derive(seed, "draw", 7)`."""
    key = "/".join(str(p) for p in (seed, *purpose))
    return random.Random(key)


def bot_rng(seed: int | str, move_number: int, seat: int) -> random.Random:
    """The generator a bot decides with before move `move_number` (0 = the first move).

    Seeded by the game's seed, the number of moves made and the seat, so a match with bots
    replays exactly and an undo back to the same position gives the same bot move.
    """
    return random.Random(f"bot:{seed}:{move_number}:{seat}")
