"""Magic Maze Tower's demo tells each go in words, as every game's demo does."""

from __future__ import annotations

from menara_tui.screens.magic_maze_tower.screen import MagicMazeTowerScreen
from tests.app.helpers import game_screen, paced_demo, wait_for


async def test_the_demo_narrates_goes_in_words_without_repeating_the_name() -> None:
    app = paced_demo("magic_maze_tower", seed=2)
    async with app.run_test(size=(80, 24)) as pilot:

        def six_goes() -> bool:
            screen = app.screen
            return isinstance(screen, MagicMazeTowerScreen) and len(screen.match.moves) >= 6

        await wait_for(pilot, six_goes, what="six goes of the demo")
        game = game_screen(app)
        narration = [line.text for line in game.visible_log() if line.narration]
        assert len(narration) >= 6
        for line, played in zip(narration, game.match.moves, strict=False):
            name = game.match.seats[played.seat].name
            prefix = f"{name} (greedy bot): "
            assert line.startswith(prefix), line
            words = line.removeprefix(prefix)
            assert words != played.notation, line
            assert not words.startswith(f"{name}: "), line
