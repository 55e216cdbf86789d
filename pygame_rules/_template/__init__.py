"""The cherry tree: the rules (`rules`) and the computer players (`bots`)."""

from .rules import RULES

__all__ = ["RULES"]
