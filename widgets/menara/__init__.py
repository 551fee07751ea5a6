"""Widgets that draw Menara: the temple plan and the panel beside it."""
