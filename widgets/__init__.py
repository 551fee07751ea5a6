"""Reusable Textual widgets that draw game things: they get plain views and post messages."""
