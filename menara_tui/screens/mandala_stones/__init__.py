"""The Mandala Stones screen (one folder per game's UI)."""
