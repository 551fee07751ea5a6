"""Menara: the game screen."""
