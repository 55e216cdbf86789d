"""La Guerre des Moutons's page: the table (page), its tiles drawn (faces), choices and camera, words, pictures, prompts, style and printed rules."""
