"""menara_tui: the terminal application (Textual) over the pure rules in `games`."""

__version__ = "0.1.0"
