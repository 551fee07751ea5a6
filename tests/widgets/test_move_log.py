"""MoveLog: plain lines in, marks for bot moves and the last move, replaced as a whole."""

from __future__ import annotations

import random

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


async def test_showing_lines_again_lays_out_only_what_changed_and_matches_a_fresh_layout() -> None:
    """A move adds lines and moves the last move's mark; a hand-off can hide lines in the
    middle; undo takes lines away. After each, the log reads as if laid out afresh, and the
    lines kept from before were not written again."""
    rng = random.Random(5)
    app = LogApp()
    async with app.run_test(size=(30, 8)) as pilot:
        log = app.query_one(MoveLog)
        events: list[LogLine] = []
        for step in range(60):
            action = rng.random()
            if action < 0.6 or not events:  # a move: its lines are the last ones
                events = [LogLine(e.text, e.bot) for e in events]
                long = "and a long tail that wraps in a narrow log " * rng.randint(0, 2)
                events += [LogLine(f"move {step} line {k} {long}", last=True) for k in range(2)]
            elif action < 0.8:  # undo
                events = events[: rng.randint(0, len(events) - 1)]
            else:  # another viewer: a line in the middle hidden
                events = [e for i, e in enumerate(events) if i != len(events) // 2]
            kept_rows = list(log.lines)
            log.show(events)
            await pilot.pause()
            shown = [strip.text for strip in log.lines]
            unchanged = 0
            while unchanged < min(len(kept_rows), len(log.lines)) and (
                kept_rows[unchanged] is log.lines[unchanged]
            ):
                unchanged += 1
            log.relayout()
            await pilot.pause()
            assert shown == [strip.text for strip in log.lines], step
            if len(events) > 4 and action < 0.6:
                assert unchanged > 0, "the lines before the last move were kept"


async def test_a_new_width_lays_the_lines_out_again() -> None:
    app = LogApp()
    async with app.run_test(size=(60, 10)) as pilot:
        log = app.query_one(MoveLog)
        log.show([LogLine("a line long enough to wrap once the log is narrow " * 2)])
        await pilot.pause()
        wide = len(log.lines)
        await pilot.resize_terminal(30, 10)
        await pilot.pause()
        await pilot.pause()
        assert len(log.lines) > wide
