"""Widgets that draw Ruins: the card, the hand, the table, the effect choice."""
