"""Words of the home page and the teacher's corner (teachers read; children listen)."""

from .kit.i18n import words

SITE_WORDS = {
    "home.games": {"fr": "Les jeux", "en": "The games"},
    "home.play": {"fr": "Jouer à {game}", "en": "Play {game}"},
    "home.readers": {"fr": "Pour les enfants qui lisent, dès {age} ans", "en": "For children who read, from age {age}"},
    "home.language": {"fr": "Langue", "en": "Language"},
    "lang.fr": {"fr": "Français", "en": "Français"},
    "lang.en": {"fr": "English", "en": "English"},
    "teacher.open": {"fr": "Coin de la maîtresse (appuyer longtemps)", "en": "Teacher's corner (press and hold)"},
    "teacher.title": {"fr": "Coin de la maîtresse", "en": "Teacher's corner"},
    "teacher.close": {"fr": "Fermer", "en": "Close"},
    "teacher.voice": {"fr": "Voix", "en": "Voice"},
    "teacher.voice_on": {"fr": "Oui", "en": "On"},
    "teacher.voice_off": {"fr": "Non", "en": "Off"},
    "teacher.level": {"fr": "Joueurs ordinateur", "en": "Computer players"},
    "teacher.level_easy": {"fr": "Facile (joue comme un débutant)", "en": "Easy (plays like a beginner)"},
    "teacher.level_normal": {"fr": "Normal (joue bien)", "en": "Normal (plays well)"},
    # what each level does, under its row; Méli Cado's waits are its timings.py COMPUTER_PACE and BEHIND_SLOWER
    "teacher.level_help": {
        "fr": "Facile : dans Méli Cado, l'ordinateur attend environ 30 secondes après chaque changement "
              "(plus longtemps quand un enfant a plus de cartes) pour laisser l'enfant trouver un mot ; "
              "dans les autres jeux, il joue comme un débutant. "
              "Normal : il joue bien et, dans Méli Cado, il fait la course (environ 4 secondes).",
        "en": "Easy: in Méli Cado the computer waits about 30 seconds after each change (longer when a child "
              "holds more cards) so that a child can find a word; in the other games it plays like a beginner. "
              "Normal: it plays well and, in Méli Cado, it races (about 4 seconds).",
    },
    "teacher.game_choice": {"fr": "{game} : {choice}", "en": "{game}: {choice}"},
    "teacher.rules": {"fr": "Règles à imprimer", "en": "Printable rules"},
    "teacher.rules_all": {"fr": "Tous les jeux", "en": "All the games"},
    # ready for a lesson without Wi-Fi (ui.teacher.offline_row)
    "teacher.offline": {"fr": "Jouer sans Wi-Fi", "en": "Playing without Wi-Fi"},
    "teacher.offline_checking": {"fr": "Vérification…", "en": "Checking…"},
    "teacher.offline_ready": {"fr": "Prête : tout est gardé sur cette tablette",
                              "en": "Ready: everything is kept on this tablet"},
    "teacher.offline_missing": {"fr": "Pas encore prête, il manque : {parts}", "en": "Not ready yet, missing: {parts}"},
    "teacher.offline_site": {"fr": "des pages du site", "en": "pages of the site"},
    "teacher.offline_runtime": {"fr": "Python", "en": "Python"},
    "teacher.offline_voice": {"fr": "la voix ({lang})", "en": "the voice ({lang})"},
    "teacher.offline_keeping": {"fr": "Enregistrement sur la tablette…", "en": "Keeping everything on this tablet…"},
    "teacher.offline_failed": {"fr": "Pas de réseau : réessayer avec le Wi-Fi", "en": "No network: try again on Wi-Fi"},
    "teacher.offline_unavailable": {"fr": "Ce navigateur ne garde pas le site (navigation privée ?)",
                                    "en": "This browser does not keep the site (private window?)"},
    "teacher.offline_keep": {"fr": "Tout garder sur la tablette", "en": "Keep everything on this tablet"},
    "teacher.offline_progress": {"fr": "Fichiers gardés", "en": "Files kept"},
    # a keep banner's keeping failed (ui.keep_banner)
    "keep.failed": {"fr": "Pas de réseau : réessayer avec le Wi-Fi", "en": "No network: try again on Wi-Fi"},
    # offline, the voice of the language in use is not kept (ui.missing_voice)
    "voice.missing": {"fr": "La voix ({lang}) n'est pas sur cette tablette",
                      "en": "The voice ({lang}) is not on this tablet"},
    "voice.missing_why": {"fr": "Pas de réseau : le Wi-Fi revenu, touchez la flèche pour la garder",
                          "en": "No network: once the Wi-Fi is back, tap the arrow to keep it"},
    "voice.keep": {"fr": "Garder la voix ({lang}) sur la tablette", "en": "Keep the voice ({lang}) on this tablet"},
    "voice.progress": {"fr": "Voix gardée", "en": "Voice kept"},
    # offline, a game kept apart that this tablet never kept (ui.missing_game)
    "away.tile": {"fr": "{game} : pas sur cette tablette, il faut le Wi-Fi",
                  "en": "{game}: not on this tablet, it needs the Wi-Fi"},
    "away.missing": {"fr": "{game} : pas sur cette tablette", "en": "{game}: not on this tablet"},
    "away.missing_why": {"fr": "Pas de réseau : le Wi-Fi revenu, touchez la flèche pour le garder",
                         "en": "No network: once the Wi-Fi is back, tap the arrow to keep it"},
    "away.keep": {"fr": "Garder {game} sur la tablette", "en": "Keep {game} on this tablet"},
    "away.progress": {"fr": "Fichiers gardés", "en": "Files kept"},
}

words.add(SITE_WORDS)
