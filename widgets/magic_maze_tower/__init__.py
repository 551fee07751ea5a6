"""Widgets that draw Magic Maze Tower: the quest grid and the seat panels."""
