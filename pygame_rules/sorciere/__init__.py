"""Sorcière au pain d'épices: the roof model (`roof`), the rules (`rules`) and the computer players (`bots`)."""

from .rules import RULES

__all__ = ["RULES"]
