"""Méli Cado: the rules (`rules`), the cards (`cards`), the computer players (`bots`); the words come from `lexicon`."""

from .rules import RULES

__all__ = ["RULES"]
