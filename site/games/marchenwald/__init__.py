"""Im Märchenwald's page: the table (page), its words, pictures, prompts, style and printed rules."""
