"""Magic Maze Tower: the game screen, its input screen, key settings, the quest-complete screen."""
