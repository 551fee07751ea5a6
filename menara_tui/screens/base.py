"""Small helpers shared by the screens."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.dom import DOMNode

if TYPE_CHECKING:
    from menara_tui.app import MenaraApp


def menara(node: DOMNode) -> MenaraApp:
    """The running MenaraApp, typed (screens never run under another App)."""
    return cast("MenaraApp", node.app)


def player_range(min_players: int, max_players: int) -> str:
    if min_players == max_players:
        return "1 player" if min_players == 1 else f"{min_players} players"
    return f"{min_players}–{max_players} players"
