"""Widgets any game can use."""
