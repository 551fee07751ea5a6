"""What the command line asks the app to open. Plain data: importing it costs nothing."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from games.core import Seat

LaunchKind = Literal["home", "setup", "play", "demo", "replay", "campaign", "quest"]


@dataclass(frozen=True)
class Launch:
    """`setup` opens the setup screen of `game_id`; `play` starts `seats` at once."""

    kind: LaunchKind = "home"
    game_id: str | None = None
    seats: tuple[Seat, ...] = ()
    seed: int | None = None
    options: dict[str, str] = field(default_factory=dict)
    path: Path | None = None
    """The save file of a replay, or the `mmt/1` file of a `quest` launch."""
