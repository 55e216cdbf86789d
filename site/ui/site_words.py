"""Words of the home page and the teacher's corner (teachers read; children listen)."""

from .kit.i18n import words

SITE_WORDS = {
    "home.games": {"fr": "Les jeux", "en": "The games"},
    "home.coming": {"fr": "{game} : bientôt", "en": "{game}: coming soon"},
    "home.play": {"fr": "Jouer à {game}", "en": "Play {game}"},
    "home.language": {"fr": "Langue", "en": "Language"},
    "lang.fr": {"fr": "Français", "en": "Français"},
    "lang.en": {"fr": "English", "en": "English"},
    "teacher.open": {"fr": "Coin de la maîtresse", "en": "Teacher's corner"},
    "teacher.title": {"fr": "Coin de la maîtresse", "en": "Teacher's corner"},
    "teacher.close": {"fr": "Fermer", "en": "Close"},
    "teacher.voice": {"fr": "Voix", "en": "Voice"},
    "teacher.voice_on": {"fr": "Oui", "en": "On"},
    "teacher.voice_off": {"fr": "Non", "en": "Off"},
    "teacher.level": {"fr": "Joueurs ordinateur", "en": "Computer players"},
    "teacher.level_easy": {"fr": "Facile (joue comme un débutant)", "en": "Easy (plays like a beginner)"},
    "teacher.level_normal": {"fr": "Normal (joue bien)", "en": "Normal (plays well)"},
    "teacher.game_choice": {"fr": "{game} : {choice}", "en": "{game}: {choice}"},
    "teacher.rules": {"fr": "Règles à imprimer", "en": "Printable rules"},
    "teacher.rules_all": {"fr": "Tous les jeux", "en": "All the games"},
}

words.add(SITE_WORDS)
