"""The parts every game page is built from: buttons, words, sound, players, cards, endings, saves."""
