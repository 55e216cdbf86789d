"""Méli Cado's page: the table (page), its words, pictures, prompts, voice for the words, style and printed rules."""
