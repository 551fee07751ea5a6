"""A footer that redraws only when the keys it shows change.

Textual's Footer rebuilds all its key widgets whenever anything asks for a refresh of the
bindings: a focus change, a widget whose keys may have changed, a reactive declared with
`bindings=True`. A game screen asks for that on most key presses (a cursor move may enable
"Buy"), and the rebuild (mounting a dozen widgets, restyling and laying out the screen) costs
more than everything else a cursor key does. This footer remembers what it drew and rebuilds
only when the keys on show (their labels, order, enabled state, tooltips) differ.

The key on the right edge, where Textual shows the command palette's, is the keys panel's
(F2): at 80 columns a game's keys run past the edge, and F2 lists them all (the palette too).
The keys are shown only whole: from the first that does not fit entirely before F2 on, they
are hidden (Textual cut it mid-word, "r R▏F2 Keys"), and shown again when the footer widens
or the labels shorten. Hiding a key is a layout, not a rebuild.

Even then, when the footer would hold as many keys as it does (Ruins: "esc Home" becomes
"esc Back" once a card is selected), the keys already shown are given their new labels in
place: a rebuild mounted and restyled every key again, some 25 ms of CPU per press.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

KeySpec = tuple[str, str, str, str, bool, str, bool]
"""What `Footer.compose` gives a key widget: key, display, description, action, disabled,
tooltip, and whether it is the key pinned to the right edge."""


PINNED_KEY = "f2"
"""The key shown on the footer's right edge (the app's keys panel), whatever else is cut off."""


class StableFooter(Footer):
    """`Footer`, rebuilt only when what it would show changes (same look, same keys), with the
    keys panel's key pinned to its right edge."""

    def __init__(self, *, id: str | None = None, compact: bool = False) -> None:
        super().__init__(id=id, compact=compact, show_command_palette=False)
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
            if binding.show or key == PINNED_KEY
        )
        return (keys, self.combine_groups)

    def compose(self) -> ComposeResult:
        self._drawn = self._shown()
        yield from super().compose()
        pinned = self._pinned()
        if self._bindings_ready and pinned is not None:
            key, display, description, action, disabled, tooltip, _ = pinned
            # Textual's class for the palette's key: docked on the right edge.
            yield FooterKey(
                key,
                display,
                description,
                action,
                classes="-command-palette",
                disabled=disabled,
                tooltip=tooltip,
            )

    def _pinned(self) -> KeySpec | None:
        found = self.screen.active_bindings.get(PINNED_KEY)
        if found is None:
            return None
        _node, b, on, _tip = found
        tip = b.tooltip or b.description
        return (b.key, self.app.get_key_display(b), b.description, b.action, not on, tip, True)

    async def recompose(self) -> None:
        await super().recompose()
        self._forget_removed_keys()
        # The new keys are mounted and styled but not yet drawn: hide the cut ones before they are.
        self._fit()

    def _forget_removed_keys(self) -> None:
        """Drop the watchers the removed keys left on the footer's `compact`.

        `Footer.compose` binds every key to `compact` (`data_bind`), which adds a watcher to
        the footer; Textual lets go of a closed key's watcher only when `compact` changes,
        which in a game it never does. Each rebuild added a dozen: over a long game the list
        held thousands, every new one scanned it whole, and it kept the removed keys alive."""
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, call) for node, call in watchers if node in self.children]

    def on_resize(self, _event: events.Resize) -> None:
        self._fit()

    def watch_compact(self) -> None:
        # The keys' padding changes with the restyle that follows (after this refresh).
        self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        """Show the keys, in order, up to the last that fits whole before the pinned key."""
        if not self.is_attached:
            return
        children = list(self.children)
        pinned = [child for child in children if child.has_class("-command-palette")]
        room = self.content_size.width - sum(
            self._box_width(child) + child.styles.margin.width for child in pinned
        )
        right = 0  # where the keys shown so far end
        margin = 0  # the right margin of the last key shown
        fits = True
        for child in children:
            if child in pinned:
                continue
            if fits:
                # Textual's horizontal layout: adjacent margins overlap (the larger one counts).
                start = right + max(margin, child.styles.margin.left)
                end = start + self._box_width(child)
                fits = end <= room
                if fits:
                    right, margin = end, child.styles.margin.right
            if child.display != fits:
                child.display = fits

    def _box_width(self, child: Widget) -> int:
        """The cells `child` takes when shown: its text, padding and border (its margins not)."""
        child.clear_cached_dimensions()  # a relabelled or restyled key: measured again
        size = self.content_size
        return child.get_content_width(size, self.screen.size) + child.styles.gutter.width

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        if not self.is_attached:
            return
        shown = self._shown()
        if shown == self._drawn:
            return
        if self._update_in_place():
            self._drawn = shown
            self._fit()  # the new labels may be wider or narrower
            return
        await self.recompose()

    def _specs(self) -> list[KeySpec] | None:
        """The keys `Footer.compose` would yield now, in order; None when it would yield
        anything but plain keys (groups of keys)."""
        app = self.app
        active = self.screen.active_bindings
        first: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in active.values():
            if binding.show:
                if binding.group is not None:
                    return None
                first.setdefault(binding.action, (binding, enabled, tooltip))
        specs = [
            (b.key, app.get_key_display(b), b.description, b.action, not on, tip, False)
            for b, on, tip in first.values()
        ]
        pinned = self._pinned()
        if pinned is not None:
            specs.append(pinned)
        return specs

    def _update_in_place(self) -> bool:
        """Give the key widgets on show the labels a rebuild would give them, when the rebuild
        would yield as many plain keys in the same places; False when it must rebuild."""
        specs = self._specs()
        children = list(self.children)
        if specs is None or len(specs) != len(children):
            return False
        keys: list[FooterKey] = []
        for child, spec in zip(children, specs, strict=True):
            if (
                type(child) is not FooterKey
                or child.has_class("-grouped")
                or child.has_class("-command-palette") != spec[6]
            ):
                return False
            keys.append(child)
        for child, (key, display, description, action, disabled, tooltip, _) in zip(
            keys, specs, strict=True
        ):
            before = (child.key, child.key_display, child.description, child.action)
            if before == (key, display, description, action) and child._disabled == disabled:
                if child.tooltip != (tooltip or None):
                    child.tooltip = tooltip or None
                continue
            resized = (display, description) != (child.key_display, child.description)
            child.key, child.key_display, child.description, child.action = (
                key,
                display,
                description,
                action,
            )
            child._disabled = disabled  # read by FooterKey.on_mouse_down (a click on a key)
            child.set_class(disabled, "-disabled")
            child.tooltip = tooltip or None
            child.refresh(layout=resized)
        return True
