"""MoveLog: plain lines in, marks for bot moves and the last move, replaced as a whole."""

from __future__ import annotations

from textual.app import App, ComposeResult

from widgets.common.move_log import BOT_MARK, LAST_MARK, LogLine, MoveLog


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield MoveLog(id="log")


def rendered(log: MoveLog) -> list[str]:
    return [strip.text.rstrip() for strip in log.lines]


async def test_lines_carry_marks_not_only_colour() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 10)) as pilot:
        log = app.query_one(MoveLog)
        log.show(
            [
                LogLine("Ada picked 2."),
                LogLine("Bo picked 1.", bot=True),
                LogLine("Bo passed.", bot=True, last=True),
            ]
        )
        await pilot.pause()
        assert rendered(log) == [
            "   Ada picked 2.",
            f" {BOT_MARK} Bo picked 1.",
            f"{LAST_MARK}{BOT_MARK} Bo passed.",
        ]
        assert log.plain_lines == ["Ada picked 2.", "Bo picked 1.", "Bo passed."]
        last = log.render_log_line(LogLine("x", last=True))
        plain = log.render_log_line(LogLine("x"))
        assert last.spans, "the last move is also styled"
        assert not plain.spans


async def test_show_replaces_the_lines_and_follows_the_end() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 6)) as pilot:
        log = app.query_one(MoveLog)
        log.show([LogLine(f"line {i}") for i in range(30)])
        await pilot.pause()
        assert len(log.lines) == 30
        assert log.scroll_y == log.max_scroll_y > 0
        log.show([LogLine("only one")])
        await pilot.pause()
        assert rendered(log) == ["   only one"]
        assert not log.can_focus
