"""Sorcière au pain d'épices's page: the roof and its pull (page, pull), its words, pictures, prompts, style and printed rules."""
