"""The rules of a game: its own RULES.md in a Markdown viewer, browsable by section."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Markdown, MarkdownViewer, Static, Tree

from menara_tui.screens import registry

CONTENTS_MIN_WIDTH = 100
"""The table of contents shows by default from this width; `t` toggles it at any width."""


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

    def compose(self) -> ComposeResult:
        yield Static(f"Rules of {self.title_text}", classes="screen-title")
        yield Static("", id="rules-section")
        text = registry.rules_text(self.game_id)
        if text is None:
            text = f"# {self.title_text}\n\n*The rules text of this game is not written yet.*\n"
        yield RulesViewer(
            text,
            show_table_of_contents=self.app.size.width >= CONTENTS_MIN_WIDTH,
            open_links=False,
            id="rules-viewer",
        )
        yield Footer()

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
        self._show_section_label()

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
        self.set_class(self.narrow, "-narrow")

    @property
    def narrow(self) -> bool:
        return self.app.size.width < CONTENTS_MIN_WIDTH

    def on_mount(self) -> None:
        self.set_class(self.narrow, "-narrow")
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
