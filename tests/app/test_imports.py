"""Layering and start-up weight, checked in fresh interpreters."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    result: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def test_the_rules_layer_imports_no_terminal_library() -> None:
    found = run_python(
        "import json, sys\n"
        "import games\n"
        "loaded = sorted(games.GAMES)\n"
        "for game_id in loaded:\n"
        "    __import__(f'games.{game_id}.bots')\n"
        "ui = sorted(m for m in sys.modules\n"
        "            if m.split('.')[0] in ('textual', 'rich', 'platformdirs'))\n"
        "print(json.dumps({'games': loaded, 'ui': ui}))\n"
    )
    assert found["ui"] == []
    assert found["games"], "games.GAMES lists no game"


def test_the_real_home_screen_loads_no_rules_engine() -> None:
    found = run_python(
        "import json, sys\n"
        "from menara_tui.app import MenaraApp\n"
        "seen = {}\n"
        "async def auto(pilot):\n"
        "    await pilot.pause()\n"
        "    seen['screen'] = type(pilot.app.screen).__name__\n"
        "    pilot.app.exit()\n"
        "MenaraApp(deterministic=True).run(headless=True, auto_pilot=auto)\n"
        "engines = sorted(m for m in sys.modules\n"
        "                 if m.startswith('games.') and m.endswith(('.game', '.rules', '.bots')))\n"
        "data = [m for m in ('games.menara.data', 'games.magic_maze_tower.data')\n"
        "        if m in sys.modules]\n"
        "print(json.dumps({'screen': seen['screen'], 'engines': engines, 'data': data}))\n"
    )
    assert found["screen"] == "HomeScreen"
    assert found["engines"] == []
    # The two largest data modules load with a setup form or a game, not with the game list.
    assert found["data"] == []


def test_the_home_screen_does_not_import_game_screens_or_markdown() -> None:
    found = run_python(
        "import json, sys\n"
        "import games\n"
        "from tests.app.dummy_game import GAME\n"
        "from menara_tui.screens import registry\n"
        "vars(games)['GAMES'] = {'dummy': GAME}\n"
        "registry.SCREENS = {'dummy': 'tests.app.dummy_screen:DummyScreen'}\n"
        "from menara_tui.app import MenaraApp\n"
        "seen = {}\n"
        "async def auto(pilot):\n"
        "    await pilot.pause()\n"
        "    seen['screen'] = type(pilot.app.screen).__name__\n"
        "    pilot.app.exit()\n"
        "MenaraApp(deterministic=True).run(headless=True, auto_pilot=auto)\n"
        "heavy = ['menara_tui.screens.game', 'menara_tui.screens.setup',\n"
        "         'menara_tui.screens.rules', 'menara_tui.screens.saves',\n"
        "         'menara_tui.screens.ruins.screen', 'tests.app.dummy_screen',\n"
        "         'textual.widgets._markdown', 'markdown_it', 'widgets.common.move_log',\n"
        "         'menara_tui.saves']\n"
        "print(json.dumps({'screen': seen['screen'],\n"
        "                  'loaded': [m for m in heavy if m in sys.modules]}))\n"
    )
    assert found["screen"] == "HomeScreen"
    assert found["loaded"] == []
