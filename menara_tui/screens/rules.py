"""The rules of a game: its own RULES.md in a Markdown viewer, browsable by section."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Markdown, MarkdownViewer, Static, Tree

from menara_tui.screens import registry
from menara_tui.screens.dialogs import SizeGuard
from widgets.common.footer import StableFooter

CONTENTS_MIN_WIDTH = 100
"""The table of contents shows by default from this width; `t` toggles it at any width."""

REFLOW_SETTLE = 0.15
"""Seconds the terminal's size must stay put before the rules text is laid out again.

Laying out and restyling the text (some 270 widgets: one per paragraph, list item, table cell)
takes a good fraction of a second on a busy machine, and a dragged window sends dozens of
sizes. So on a resize the text is put aside (hidden: nothing to lay out) and laid out once, at
the size the terminal settles at. Telling a lone resize from the start of a storm by the time
between them does not work: on a busy machine one layout outlasts the pause between sizes."""


FIRST_LINES, PART_LINES = 40, 150
"""The text is mounted in parts, each cut before a section heading: the first (some 40 lines:
a screen of text and more) at once, each of the others (some 150) after the frame before it
is drawn, so keys are answered between parts (fewer, larger parts cost less in all).

Mounting and styling the whole text at once (Menara's: some 270 widgets, each restyled
whenever the screen's classes or focus changed) took 4-6 s on a loaded machine before the
screen showed anything, and a key pressed meanwhile landed on the rules screen unannounced."""


def rules_parts(text: str, first: int = FIRST_LINES, lines: int = PART_LINES) -> list[str]:
    """The text in parts, each cut before a level 1-2 heading outside a code block."""
    rows = text.splitlines(keepends=True)
    parts: list[str] = []
    fenced, start = False, 0
    for n, row in enumerate(rows):
        if row.startswith(("```", "~~~")):
            fenced = not fenced
        elif (
            not fenced
            and n - start >= (lines if parts else first)
            and row.startswith(("# ", "## "))
        ):
            parts.append("".join(rows[start:n]))
            start = n
    parts.append("".join(rows[start:]))
    return parts


class RulesViewer(MarkdownViewer):
    """A MarkdownViewer that tells its screen when the headings are known or one is chosen."""

    class ContentsReady(Message):
        pass

    class SectionChosen(Message):
        def __init__(self, block_id: str) -> None:
            super().__init__()
            self.block_id = block_id

    # MarkdownViewer's own handlers stop these messages, so these pass the news on.
    def on_markdown_table_of_contents_updated(self, event: Markdown.TableOfContentsUpdated) -> None:
        self.post_message(self.ContentsReady())

    def on_markdown_table_of_contents_selected(
        self, event: Markdown.TableOfContentsSelected
    ) -> None:
        self.post_message(self.SectionChosen(event.block_id))


class RulesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "Back", id="rules.back"),
        Binding("t", "toggle_contents", "Contents", id="rules.contents"),
        Binding("n,right_square_bracket", "section(1)", "Next section", id="rules.next"),
        Binding("p,left_square_bracket", "section(-1)", "Previous section", id="rules.previous"),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__(id="rules")
        self.game_id = game_id
        self.title_text = registry.info(game_id).title
        self.section = 0
        self._scroll_at = 0.0
        """Where the text was scrolled to before a storm, as a fraction of its length."""
        self._focus_at: Widget | None = None
        self._laid_out_at = Size(0, 0)
        self._reflow_timer: Timer | None = None
        self._rest: list[str] = []
        """The parts of the text still to mount (empty once it is all there)."""
        self.complete = False
        """The whole text is mounted (until then the section line reads "Loading rules…")."""

    def compose(self) -> ComposeResult:
        # The class is set before the text is mounted: set later, it restyles every block.
        self.set_class(self.narrow, "-narrow")
        yield Static(f"Rules of {self.title_text}", classes="screen-title")
        yield Static("Loading rules…", id="rules-section")
        text = registry.rules_text(self.game_id)
        if text is None:
            text = f"# {self.title_text}\n\n*The rules text of this game is not written yet.*\n"
        first, *self._rest = rules_parts(text)
        yield RulesViewer(
            first,
            show_table_of_contents=self.app.size.width >= CONTENTS_MIN_WIDTH,
            open_links=False,
            id="rules-viewer",
        )
        yield StableFooter()

    @property
    def viewer(self) -> RulesViewer:
        return self.query_one("#rules-viewer", RulesViewer)

    def sections(self) -> list[tuple[str, str]]:
        """(title, block id) of the headings sections are made of: levels 1-2, or all."""
        contents = [
            (level, name, block)
            for level, name, block in self.viewer.document.table_of_contents
            if block is not None
        ]
        top = [(name, block) for level, name, block in contents if level <= 2]
        if len(top) < 2:
            top = [(name, block) for _level, name, block in contents]
        return top

    def on_rules_viewer_contents_ready(self) -> None:
        if self._rest:
            # A part is on screen: the next follows after this frame is drawn.
            self.call_after_refresh(self._load_next)
            return
        self.complete = True
        self._show_section_label()

    async def _load_next(self) -> None:
        if self._rest and self.is_attached:  # not after the screen was closed
            await self.viewer.document.append(self._rest.pop(0))

    def on_rules_viewer_section_chosen(self, event: RulesViewer.SectionChosen) -> None:
        blocks = [block for _title, block in self.sections()]
        if event.block_id in blocks:
            self.section = blocks.index(event.block_id)
        self._show_section_label()
        if self.narrow:
            # At a narrow width the contents cover the text: choosing a section closes them,
            # and the text, laid out again at full width, scrolls to the section once more.
            self.viewer.show_table_of_contents = False
            self.viewer.document.focus(scroll_visible=False)
            self.call_after_refresh(self._scroll_to_section)

    def on_resize(self, event: events.Resize) -> None:
        # This handler runs before Textual lays the screen out at the new size (handlers run
        # from the subclass up): the text is put aside first, so that size costs nothing, and
        # laid out once the sizes stop coming. Restyling for the narrow class waits too.
        if self.viewer.display and event.size == self._laid_out_at:
            return  # the size the text is laid out at (the first layout, a round trip)
        self._put_aside()

    def on_screen_suspend(self) -> None:
        # The size notice covers this screen when the terminal gets too small, and Textual
        # lays out the screens under it at every size it is given: put the text aside too.
        if isinstance(self.app.screen, SizeGuard):
            self._put_aside()

    def on_screen_resume(self) -> None:
        if self._reflow_timer is not None:
            self._settle()

    def _put_aside(self) -> None:
        """Hide the text until the size settles (`_settle`); remember where it was read."""
        viewer = self.viewer
        if viewer.display:
            top = viewer.max_scroll_y
            self._scroll_at = viewer.scroll_y / top if top else 0.0
            focused = self.focused
            inside = focused is not None and viewer in focused.ancestors
            self._focus_at = focused if inside else None
            viewer.display = False
        self._settle()

    def _settle(self) -> None:
        if self._reflow_timer is not None:
            self._reflow_timer.stop()
        self._reflow_timer = self.set_timer(REFLOW_SETTLE, self._reflow)

    def _reflow(self) -> None:
        self._reflow_timer = None
        self._laid_out_at = self.app.size
        self.set_class(self.narrow, "-narrow")
        self.viewer.display = True
        if self._focus_at is not None:
            self._focus_at.focus(scroll_visible=False)
        self.call_after_refresh(self._scroll_back)

    def _scroll_back(self) -> None:
        """The same part of the text stays on screen (it is longer when narrower)."""
        viewer = self.viewer
        viewer.scroll_to(y=round(self._scroll_at * viewer.max_scroll_y), animate=False)

    @property
    def narrow(self) -> bool:
        return self.app.size.width < CONTENTS_MIN_WIDTH

    def on_mount(self) -> None:
        self._laid_out_at = self.app.size
        self.viewer.document.focus(scroll_visible=False)

    def _show_section_label(self) -> None:
        sections = self.sections()
        label = self.query_one("#rules-section", Static)
        if not sections:
            label.update("")
            return
        self.section = min(self.section, len(sections) - 1)
        title = sections[self.section][0]
        label.update(
            f"Section {self.section + 1} of {len(sections)}: {title}   "
            "(n/p: next/previous section · t: contents)"
        )

    def action_section(self, delta: int) -> None:
        sections = self.sections()
        if not sections:
            return
        self.section = max(0, min(self.section + delta, len(sections) - 1))
        self._scroll_to_section()
        self._show_section_label()

    def _scroll_to_section(self) -> None:
        sections = self.sections()
        if sections:
            block = self.viewer.document.query_one(f"#{sections[self.section][1]}")
            self.viewer.scroll_to_widget(block, top=True, animate=False)

    def action_toggle_contents(self) -> None:
        viewer = self.viewer
        viewer.show_table_of_contents = not viewer.show_table_of_contents
        if viewer.show_table_of_contents:
            viewer.table_of_contents.query_one(Tree).focus()
        else:
            viewer.document.focus(scroll_visible=False)

    def action_close(self) -> None:
        self.dismiss()
