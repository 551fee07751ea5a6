"""Cold start of menara-tui to its home screen against a minimal Textual app.

    uv run python scripts/cold_start.py [--runs 7]

Each run is a fresh interpreter that starts the app headless, waits until the first screen has
been composed and shown, and exits. Prints the median wall time and the peak memory (max RSS) of
both, and the ratios (goal, from issue 15: about 1.1x the time and 1.07x the memory of the
minimal app, where they stood when the issue was filed).
It also prints the median CPU time (user + system) of each: on a shared machine, where other
work stretches the wall time, the CPU time says what the start-up itself costs.

The runs use the environment as it is. Where it sets PYTHONDONTWRITEBYTECODE (this project's
shared machine does), every run compiles every module it imports, a third of both apps' start,
which an installed app does only once. `--cached-bytecode` keeps the compiled modules between
runs (in a folder of the script's own, via PYTHONPYCACHEPREFIX), as a user's second start has
them: the app's own work then weighs more in the ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

MINIMAL = """
from textual.app import App, ComposeResult
from textual.widgets import Static

class Minimal(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("hello")

async def auto(pilot):
    await pilot.pause()
    pilot.app.exit()

Minimal().run(headless=True, auto_pilot=auto)
"""

MENARA = """
from menara_tui.cli import main
import menara_tui.app as app_module

async def auto(pilot):
    await pilot.pause()
    assert type(pilot.app.screen).__name__ == "HomeScreen", type(pilot.app.screen).__name__
    pilot.app.exit()

original = app_module.MenaraApp.run
def run(self, *args, **kwargs):
    return original(self, headless=True, auto_pilot=auto)
app_module.MenaraApp.run = run
main([])
"""


ENV: dict[str, str] = {**os.environ, "NO_COLOR": ""}
"""The runs' environment (main() sets how bytecode is kept)."""


def measure(code: str) -> tuple[float, int, float]:
    """Wall time, max RSS (KiB) and CPU time (user + system) of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], env=ENV)
    _pid, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"the run failed with status {status}")
    return elapsed, usage.ru_maxrss, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--cached-bytecode",
        action="store_true",
        help="keep compiled modules between runs, even under PYTHONDONTWRITEBYTECODE",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cold-start-pycache-") as pycache:
        if args.cached_bytecode:
            ENV.pop("PYTHONDONTWRITEBYTECODE", None)
            ENV["PYTHONPYCACHEPREFIX"] = pycache
        report(args.runs)


def report(count: int) -> None:
    measure(MINIMAL)  # warm the file cache (and write the bytecode) for both
    measure(MENARA)
    # Runs alternate between the two apps so that a change in the machine's load hits both.
    runs: dict[str, list[tuple[float, int, float]]] = {"minimal": [], "menara_tui": []}
    for _ in range(count):
        runs["minimal"].append(measure(MINIMAL))
        runs["menara_tui"].append(measure(MENARA))
    results: dict[str, tuple[float, int, float]] = {}
    for name, measured in runs.items():
        results[name] = (
            statistics.median(t for t, _, _ in measured),
            int(statistics.median(m for _, m, _ in measured)),
            statistics.median(c for _, _, c in measured),
        )
        wall, memory, cpu = results[name]
        print(f"{name}: {wall * 1000:.0f} ms, {memory / 1024:.1f} MiB, CPU {cpu * 1000:.0f} ms")
    time_ratio = results["menara_tui"][0] / results["minimal"][0]
    memory_ratio = results["menara_tui"][1] / results["minimal"][1]
    cpu_ratio = results["menara_tui"][2] / results["minimal"][2]
    print(
        f"ratio: time {time_ratio:.2f}x (goal ~1.1x), memory {memory_ratio:.2f}x (goal ~1.07x),"
        f" CPU {cpu_ratio:.2f}x"
    )


if __name__ == "__main__":
    main()
