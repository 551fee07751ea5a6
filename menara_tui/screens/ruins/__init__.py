"""Ruins: the game screen and its dialogs."""
