"""The games that really play. A game joins once its rules, bots and screen are complete."""

from __future__ import annotations

from games.core import Game
from games.menara import GAME as MENARA
from games.ruins import GAME as RUINS

GAMES: dict[str, Game] = {
    MENARA.info.id: MENARA,
    RUINS.info.id: RUINS,
}
