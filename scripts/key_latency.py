"""How fast each game screen answers a key, against a bare Textual app, in a real terminal.

    uv run python scripts/key_latency.py [--presses 8] [--only ruins,mandala_stones]

(--only ruins runs every Ruins key: the card cursor, select, the buy menu.)

Each app runs in its own tmux session at 80x24. After it has settled, the script sends one key
at a time and polls `tmux capture-pane` until the screen text changes: the time from sending
the key to the changed screen is one press. It prints the median of the presses for each app
and its ratio to the bare app measured in the same run (goal: at most 2x). Needs tmux.
"""

from __future__ import annotations

import argparse
import itertools
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

BARE = """
from textual.app import App, ComposeResult
from textual.widgets import Footer, Static

class Bare(App[None]):
    BINDINGS = [("x", "bump", "Bump")]
    count = 0

    def compose(self) -> ComposeResult:
        yield Static("pressed 0", id="label")
        yield Footer()

    def action_bump(self) -> None:
        self.count += 1
        self.query_one("#label", Static).update(f"pressed {self.count}")

Bare().run()
"""


@dataclass(frozen=True)
class Target:
    name: str
    command: str
    key: str
    ready: str
    """Text that is on screen once the app is ready for the key."""
    what: str
    setup: tuple[str, ...] = ()
    """Keys sent (slowly) before measuring, to reach the screen being measured."""
    after_setup: str = ""
    """Text that is on screen once the setup keys have reached that screen (bots done)."""
    back: str = ""
    """A key that undoes `key`, pressed every other time: `key` alone runs out (the cursor
    reaches the last card) when more presses are asked for than there are cards."""


def targets(bare_file: Path) -> list[Target]:
    play = f"{shlex.quote(sys.executable)} -m menara_tui play"
    return [
        Target(
            "bare Textual app",
            f"{shlex.quote(sys.executable)} {bare_file}",
            "x",
            "pressed 0",
            "a key updates one label",
        ),
        Target(
            "Ruins",
            f"{play} ruins --players 'Ana,bot:greedy' --seed 7",
            "Right",
            "1 of 2 decided",  # the bot has flipped: nothing moves until a key
            "→ / ← move the card cursor",
            back="Left",
        ),
        Target(
            "Ruins select",
            f"{play} ruins --players 'Ana,bot:greedy' --seed 7",
            "Space",
            "1 of 2 decided",  # the bot has flipped: nothing moves until a key
            "space selects / unselects a card",
            setup=("n",),
            after_setup="space selects",
        ),
        Target(
            "Ruins buy menu",
            f"{play} ruins --players 'Ana,bot:greedy' --seed 7",
            "b",
            "1 of 2 decided",  # the bot has flipped: nothing moves until a key
            "b opens / closes the buy menu",
            setup=("n",),
            after_setup="space selects",
        ),
        Target(
            "Menara",
            f"{play} menara --players Ana --seed 7",
            "Down",
            "cycle",
            "↓ cycles the legal placements",
        ),
        Target(
            "Magic Maze Tower",
            f"{play} magic_maze_tower --players Ana --seed 7",
            "Tab",
            "Tab",
            "Tab selects the next pawn",
        ),
        Target(
            "Bali",
            f"{play} bali --players 'Ana,bot:greedy' --seed 7",
            "Right",
            "buy or play",
            "→ moves the hand's card cursor",
        ),
        Target(
            "Mandala Stones",
            f"{play} mandala_stones --players 'Ana,bot:greedy' --seed 7",
            "Down",
            "PICK (p)",
            "↓ highlights the next choice (board preview)",
        ),
    ]


TMUX = ("tmux", "-L", f"key-latency-{os.getpid()}")
"""A tmux server of this run's own: other tmux users (another run) cannot stop or slow it."""


def key(name: str) -> str:
    """A target's name as --only takes it: "mandala_stones" or "Mandala Stones"."""
    return name.strip().lower().replace(" ", "_")


def tmux(*args: str) -> str:
    done = subprocess.run([*TMUX, *args], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"tmux {' '.join(args[:2])} failed: {done.stderr.strip()}")
    return done.stdout


def screen(session: str) -> str:
    return tmux("capture-pane", "-p", "-t", session)


def wait_for(session: str, text: str, timeout: float = 30.0) -> None:
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        if text in screen(session):
            return
        time.sleep(0.05)
    raise SystemExit(f"{session}: {text!r} never appeared:\n{screen(session)}")


def settle(session: str, quiet: float = 0.5, timeout: float = 10.0) -> None:
    """Wait until the screen has not changed for `quiet` seconds (bots done, timers idle)."""
    end = time.perf_counter() + timeout
    last, since = screen(session), time.perf_counter()
    while time.perf_counter() < end:
        time.sleep(0.02)
        now = screen(session)
        if now != last:
            last, since = now, time.perf_counter()
        elif time.perf_counter() - since >= quiet:
            return


def press(session: str, key: str, timeout: float = 5.0) -> float | None:
    """Seconds from sending `key` to a changed screen; None if nothing changed in `timeout`."""
    before = screen(session)
    start = time.perf_counter()
    tmux("send-keys", "-t", session, key)
    while time.perf_counter() - start < timeout:
        if screen(session) != before:
            return time.perf_counter() - start
    return None


def first_press(session: str, key: str) -> None:
    """The first key an app gets after it starts is sometimes lost (the app is still setting
    up its terminal under load): send it again until the screen answers."""
    for _ in range(3):
        if press(session, key, timeout=2.0) is not None:
            return
    raise SystemExit(f"{session}: {key} changed nothing, three times")


def measure(target: Target, presses: int, index: int) -> list[float]:
    session = f"latency{os.getpid()}_{index}"
    env = {**os.environ, "MENARA_TUI_DATA": tempfile.mkdtemp(prefix="latency-")}
    exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items() if k == "MENARA_TUI_DATA")
    tmux(
        "new-session",
        "-d",
        "-s",
        session,
        "-x",
        "80",
        "-y",
        "24",
        "-c",
        os.getcwd(),  # the checkout run from (a before/after copy) is the one measured
        f"env {exports} {target.command}",
    )
    try:
        wait_for(session, target.ready)
        settle(session)
        keys = itertools.cycle([target.key, target.back] if target.back else [target.key])
        first_press(session, target.setup[0] if target.setup else next(keys))
        settle(session)
        for key in target.setup[1:]:
            tmux("send-keys", "-t", session, key)
            settle(session)
        if target.after_setup:
            wait_for(session, target.after_setup)
        settle(session)
        if target.setup:
            press(session, next(keys))  # the first measured key warms caches: not counted
            settle(session, quiet=0.2)
        times = []
        for _ in range(presses):
            taken = press(session, key := next(keys))
            if taken is None:
                raise SystemExit(f"{session}: {key} changed nothing within 5 s")
            times.append(taken)
            settle(session, quiet=0.2)
        return times
    finally:
        subprocess.run([*TMUX, "kill-session", "-t", session], capture_output=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--presses", type=int, default=8)
    parser.add_argument("--only", default="", help="comma-separated names (bare always runs)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        bare_file = Path(tmp) / "bare.py"
        bare_file.write_text(BARE)
        chosen = targets(bare_file)
        wanted = {key(w) for w in args.only.split(",") if w.strip()}
        if wanted:
            # A name also chooses the game's other keys ("ruins" -> "Ruins select" ...).
            chosen = [
                t
                for t in chosen
                if t.name.startswith("bare")
                or any(key(t.name) == w or key(t.name).startswith(f"{w}_") for w in wanted)
            ]
        medians: dict[str, float] = {}
        # An idle session keeps the server up between apps: a server that exits with its last
        # session refuses the next one while it shuts down ("server exited unexpectedly").
        tmux("new-session", "-d", "-s", "keep", "sleep 86400")
        try:
            for index, target in enumerate(chosen):
                times = measure(target, args.presses, index)
                medians[target.name] = statistics.median(times)
        finally:
            subprocess.run([*TMUX, "kill-server"], capture_output=True)
        bare = medians[chosen[0].name]
        for target in chosen:
            median = medians[target.name]
            print(
                f"{target.name:18} {median * 1000:6.1f} ms  {median / bare:4.1f}x  ({target.what})"
            )


if __name__ == "__main__":
    main()
