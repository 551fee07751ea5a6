"""Bali widgets: the offer and the altar, the seats' displays, the hand as cards."""
