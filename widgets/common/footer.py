"""A footer that redraws only when the keys it shows change.

Textual's Footer rebuilds all its key widgets whenever anything asks for a refresh of the
bindings: a focus change, a widget whose keys may have changed, a reactive declared with
`bindings=True`. A game screen asks for that on most key presses (a cursor move may enable
"Buy"), and the rebuild (mounting a dozen widgets, restyling and laying out the screen) costs
more than everything else a cursor key does. This footer remembers what it drew and rebuilds
only when the keys on show (their labels, order, enabled state, tooltips) differ.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer


class StableFooter(Footer):
    """`Footer`, rebuilt only when what it would show changes (same look, same keys)."""

    def __init__(self, *, id: str | None = None, compact: bool = False) -> None:
        super().__init__(id=id, compact=compact)
        self._drawn: Hashable = None
        """What the last compose showed (see `_shown`), or None before the first."""

    def _shown(self) -> Hashable:
        """Everything `Footer.compose` reads: the keys on show and the palette's key."""
        if not self._bindings_ready:
            return ("not ready",)
        app = self.app
        keys = tuple(
            (key, binding, enabled, tooltip, app.get_key_display(binding))
            for key, (_node, binding, enabled, tooltip) in self.screen.active_bindings.items()
            if binding.show or key == app.COMMAND_PALETTE_BINDING
        )
        return (keys, self.show_command_palette, app.ENABLE_COMMAND_PALETTE, self.combine_groups)

    def compose(self) -> ComposeResult:
        self._drawn = self._shown()
        yield from super().compose()

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        if self.is_attached and self._shown() != self._drawn:
            await self.recompose()
