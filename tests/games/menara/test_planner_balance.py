"""The balance report: one seeded game per bot, move times by an injected clock."""

from __future__ import annotations

import itertools

from games.menara.balance import play_game, summary, text_report


def test_balance_reports_wins_heights_and_move_times() -> None:
    ticks = itertools.count()
    # A clock that advances by one "second" per reading: every move lasts exactly 1 s.
    cpu = itertools.count(step=2)
    results = [
        play_game(
            bot,
            "medium",
            seed,
            clock=lambda: float(next(ticks)),
            cpu_clock=lambda: float(next(cpu)),
        )
        for bot in ("greedy", "planner")
        for seed in (3, 4)
    ]
    for r in results:
        assert r.moves > 0
        assert r.move_seconds_max == 1.0
        assert r.move_seconds_total == r.moves
        assert r.move_cpu_max == 2.0
        assert r.move_cpu_total == 2 * r.moves
        assert r.won == (r.height >= r.target)
    data = summary(results)
    assert set(data) == {"greedy", "planner"}
    for bot, rows in data.items():
        mine = [r for r in results if r.bot == bot]
        assert rows["medium"]["games"] == 2
        assert rows["medium"]["wins"] == sum(r.won for r in mine) / 2
        assert rows["medium"]["move_ms_max"] == 1000.0
        assert rows["medium"]["move_ms_mean"] == 1000.0
        assert rows["medium"]["move_cpu_ms_max"] == 2000.0
    text = text_report(data, 2)
    assert "planner:" in text
    assert "mean 1000.0 ms (CPU max 2000 ms mean 2000.0 ms)" in text
