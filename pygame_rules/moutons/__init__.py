"""La Guerre des Moutons: the rules (`rules`), the tile table (`tiles`), the board's geometry (`board`)
and the computer players (`bots`)."""

from .rules import RULES

__all__ = ["RULES"]
