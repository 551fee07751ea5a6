"""Widgets shared by several games: cards drawn as boxes and a row of them (a hand)."""
