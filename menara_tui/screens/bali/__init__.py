"""The Bali screen and what belongs to it only."""
