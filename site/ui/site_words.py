"""Words of the home page and the teacher's corner (teachers read; children listen)."""

from .kit.i18n import LANGUAGES, words

#: Each language by its own name, whatever the page's language.
OWN_NAMES = {"fr": "Français", "en": "English", "de": "Deutsch", "es": "Español", "it": "Italiano",
             "id": "Bahasa Indonesia"}

#: Each language's flag, drawn for the site (site/art/): English shows the Union flag.
FLAGS = {lang: f"art/flag-{'gb' if lang == 'en' else lang}.svg" for lang in OWN_NAMES}

SITE_WORDS = {
    "home.games": {"fr": "Les jeux", "en": "The games", "de": "Die Spiele", "es": "Los juegos", "it": "I giochi", "id": "Permainan"},
    "home.play": {"fr": "Jouer à {game}", "en": "Play {game}", "de": "{game} spielen", "es": "Jugar a {game}", "it": "Gioca a {game}", "id": "Main {game}"},
    "home.readers": {"fr": "Pour les enfants qui lisent, dès {age} ans", "en": "For children who read, from age {age}", "de": "Für Kinder, die lesen, ab {age} Jahren", "es": "Para niños que leen, desde los {age} años", "it": "Per bambini che leggono, dai {age} anni", "id": "Untuk anak yang bisa membaca, mulai {age} tahun"},
    "home.language": {"fr": "Langue", "en": "Language", "de": "Sprache", "es": "Idioma", "it": "Lingua", "id": "Bahasa"},
    "teacher.open": {"fr": "Coin de la maîtresse (appuyer longtemps)", "en": "Teacher's corner (press and hold)", "de": "Ecke für die Lehrkraft (lange drücken)", "es": "Rincón del maestro (mantener pulsado)", "it": "Angolo della maestra (tieni premuto)", "id": "Pojok guru (tekan lama)"},
    "teacher.title": {"fr": "Coin de la maîtresse", "en": "Teacher's corner", "de": "Ecke für die Lehrkraft", "es": "Rincón del maestro", "it": "Angolo della maestra", "id": "Pojok guru"},
    "teacher.close": {"fr": "Fermer", "en": "Close", "de": "Schließen", "es": "Cerrar", "it": "Chiudi", "id": "Tutup"},
    "teacher.voice": {"fr": "Voix", "en": "Voice", "de": "Stimme", "es": "Voz", "it": "Voce", "id": "Suara"},
    "teacher.voice_on": {"fr": "Oui", "en": "On", "de": "An", "es": "Sí", "it": "Sì", "id": "Nyala"},
    "teacher.voice_off": {"fr": "Non", "en": "Off", "de": "Aus", "es": "No", "it": "No", "id": "Mati"},
    "teacher.level": {"fr": "Joueurs ordinateur", "en": "Computer players", "de": "Computerspieler", "es": "Jugadores del ordenador", "it": "Giocatori del computer", "id": "Pemain komputer"},
    "teacher.level_easy": {"fr": "Facile (joue comme un débutant)", "en": "Easy (plays like a beginner)", "de": "Leicht (spielt wie ein Anfänger)", "es": "Fácil (juega como un principiante)", "it": "Facile (gioca come un principiante)", "id": "Mudah (main seperti pemula)"},
    "teacher.level_normal": {"fr": "Normal (joue bien)", "en": "Normal (plays well)", "de": "Normal (spielt gut)", "es": "Normal (juega bien)", "it": "Normale (gioca bene)", "id": "Biasa (main dengan baik)"},
    # what each level does, under its row; Méli Cado's waits are its timings.py COMPUTER_PACE and BEHIND_SLOWER
    "teacher.level_help": {
        "fr": "Facile : dans Méli Cado, l'ordinateur attend environ 30 secondes après chaque changement "
              "(plus longtemps quand un enfant a plus de cartes) pour laisser l'enfant trouver un mot ; "
              "dans les autres jeux, il joue comme un débutant. "
              "Normal : il joue bien et, dans Méli Cado, il fait la course (environ 4 secondes).",
        "en": "Easy: in Méli Cado the computer waits about 30 seconds after each change (longer when a child "
              "holds more cards) so that a child can find a word; in the other games it plays like a beginner. "
              "Normal: it plays well and, in Méli Cado, it races (about 4 seconds).",
        "de": "Leicht: In Méli Cado wartet der Computer nach jeder Änderung etwa 30 Sekunden (länger, wenn ein Kind mehr Karten hat), damit das Kind ein Wort finden kann; in den anderen Spielen spielt er wie ein Anfänger. Normal: Er spielt gut und macht in Méli Cado ein Wettrennen (etwa 4 Sekunden).",
        "es": "Fácil: en Méli Cado, el ordenador espera unos 30 segundos después de cada cambio (más cuando un niño tiene más cartas) para que el niño encuentre una palabra; en los otros juegos, juega como un principiante. Normal: juega bien y, en Méli Cado, hace una carrera (unos 4 segundos).",
        "it": "Facile: in Méli Cado il computer aspetta circa 30 secondi dopo ogni cambiamento (di più quando un bambino ha più carte) perché il bambino trovi una parola; negli altri giochi gioca come un principiante. Normale: gioca bene e, in Méli Cado, fa la corsa (circa 4 secondi).",
        "id": "Mudah: di Méli Cado, komputer menunggu sekitar 30 detik setelah setiap perubahan (lebih lama kalau seorang anak punya lebih banyak kartu) supaya anak bisa menemukan kata; di permainan lain, komputer main seperti pemula. Biasa: komputer main dengan baik dan, di Méli Cado, berlomba (sekitar 4 detik).",
    },
    "teacher.game_choice": {"fr": "{game} : {choice}", "en": "{game}: {choice}", "de": "{game}: {choice}", "es": "{game}: {choice}", "it": "{game}: {choice}", "id": "{game}: {choice}"},
    "teacher.rules": {"fr": "Règles à imprimer", "en": "Printable rules", "de": "Regeln zum Ausdrucken", "es": "Reglas para imprimir", "it": "Regole da stampare", "id": "Aturan untuk dicetak"},
    "teacher.rules_all": {"fr": "Tous les jeux", "en": "All the games", "de": "Alle Spiele", "es": "Todos los juegos", "it": "Tutti i giochi", "id": "Semua permainan"},
    # ready for a lesson without Wi-Fi (ui.teacher.offline_row)
    "teacher.offline": {"fr": "Jouer sans Wi-Fi", "en": "Playing without Wi-Fi", "de": "Ohne WLAN spielen", "es": "Jugar sin wifi", "it": "Giocare senza Wi-Fi", "id": "Main tanpa Wi-Fi"},
    "teacher.offline_checking": {"fr": "Vérification…", "en": "Checking…", "de": "Wird geprüft…", "es": "Comprobando…", "it": "Controllo…", "id": "Memeriksa…"},
    "teacher.offline_ready": {"fr": "Prête : tout ce qu'il faut est sur cette tablette",
                              "en": "Ready: all a lesson needs is on this tablet", "de": "Bereit: Alles Nötige ist auf diesem Tablet", "es": "Lista: todo lo necesario está en esta tableta", "it": "Pronto: tutto il necessario è su questo tablet", "id": "Siap: semua yang diperlukan ada di tablet ini"},
    "teacher.offline_missing": {"fr": "Pas encore prête, il manque : {parts}", "en": "Not ready yet, missing: {parts}", "de": "Noch nicht bereit, es fehlt: {parts}", "es": "Todavía no está lista, falta: {parts}", "it": "Non ancora pronto, manca: {parts}", "id": "Belum siap, masih kurang: {parts}"},
    "teacher.offline_site": {"fr": "des pages du site", "en": "pages of the site", "de": "Seiten der Website", "es": "páginas del sitio", "it": "pagine del sito", "id": "halaman situs"},
    "teacher.offline_runtime": {"fr": "Python", "en": "Python", "de": "Python", "es": "Python", "it": "Python", "id": "Python"},
    "teacher.offline_rules": {"fr": "les règles à imprimer", "en": "the rules to print", "de": "die Regeln zum Drucken", "es": "las reglas para imprimir", "it": "le regole da stampare", "id": "aturan untuk dicetak"},
    "teacher.offline_voice": {"fr": "la voix ({lang})", "en": "the voice ({lang})", "de": "die Stimme ({lang})", "es": "la voz ({lang})", "it": "la voce ({lang})", "id": "suara ({lang})"},
    "teacher.offline_keeping": {"fr": "Enregistrement sur la tablette…", "en": "Keeping it on this tablet…", "de": "Wird auf dem Tablet gespeichert…", "es": "Guardando en la tableta…", "it": "Salvataggio sul tablet…", "id": "Menyimpan di tablet…"},
    "teacher.offline_failed": {"fr": "Pas de réseau : réessayer avec le Wi-Fi", "en": "No network: try again on Wi-Fi", "de": "Kein Netz: mit WLAN noch einmal versuchen", "es": "Sin red: vuelve a intentarlo con wifi", "it": "Niente rete: riprova con il Wi-Fi", "id": "Tidak ada jaringan: coba lagi dengan Wi-Fi"},
    "teacher.offline_unavailable": {"fr": "Ce navigateur ne garde pas le site (navigation privée ?)",
                                    "en": "This browser does not keep the site (private window?)", "de": "Dieser Browser speichert die Website nicht (privates Fenster?)", "es": "Este navegador no guarda el sitio (¿ventana privada?)", "it": "Questo browser non salva il sito (finestra privata?)", "id": "Peramban ini tidak menyimpan situs (jendela pribadi?)"},
    "teacher.offline_keep": {"fr": "Préparer la tablette", "en": "Get this tablet ready", "de": "Tablet vorbereiten", "es": "Preparar la tableta", "it": "Prepara il tablet", "id": "Siapkan tablet"},
    "teacher.offline_progress": {"fr": "Fichiers gardés", "en": "Files kept", "de": "Gespeicherte Dateien", "es": "Archivos guardados", "it": "File salvati", "id": "Berkas tersimpan"},
    # the voices this tablet keeps, one choice per language (ui.teacher.voices_row)
    "teacher.voices": {"fr": "Voix gardées sur la tablette", "en": "Voices kept on this tablet", "de": "Stimmen auf diesem Tablet", "es": "Voces guardadas en la tableta", "it": "Voci salvate sul tablet", "id": "Suara tersimpan di tablet"},
    "teacher.voice_kept": {"fr": "{lang} : la voix est sur la tablette", "en": "{lang}: the voice is on this tablet", "de": "{lang}: Die Stimme ist auf dem Tablet", "es": "{lang}: la voz está en la tableta", "it": "{lang}: la voce è sul tablet", "id": "{lang}: suara ada di tablet"},
    "teacher.voice_missing": {"fr": "{lang} : garder la voix sur la tablette", "en": "{lang}: keep the voice on this tablet", "de": "{lang}: Stimme auf dem Tablet speichern", "es": "{lang}: guardar la voz en la tableta", "it": "{lang}: salva la voce sul tablet", "id": "{lang}: simpan suara di tablet"},
    "teacher.voice_keeping": {"fr": "{lang} : enregistrement de la voix…", "en": "{lang}: keeping the voice…", "de": "{lang}: Stimme wird gespeichert…", "es": "{lang}: guardando la voz…", "it": "{lang}: salvataggio della voce…", "id": "{lang}: menyimpan suara…"},
    "teacher.voice_failed": {"fr": "{lang} : pas de réseau, réessayer avec le Wi-Fi", "en": "{lang}: no network, try again on Wi-Fi", "de": "{lang}: Kein Netz, mit WLAN noch einmal versuchen", "es": "{lang}: sin red, vuelve a intentarlo con wifi", "it": "{lang}: niente rete, riprova con il Wi-Fi", "id": "{lang}: tidak ada jaringan, coba lagi dengan Wi-Fi"},
    # a keep banner's keeping failed (ui.keep_banner)
    "keep.failed": {"fr": "Pas de réseau : réessayer avec le Wi-Fi", "en": "No network: try again on Wi-Fi", "de": "Kein Netz: mit WLAN noch einmal versuchen", "es": "Sin red: vuelve a intentarlo con wifi", "it": "Niente rete: riprova con il Wi-Fi", "id": "Tidak ada jaringan: coba lagi dengan Wi-Fi"},
    # offline, the voice of the language in use is not kept (ui.missing_voice)
    "voice.missing": {"fr": "La voix ({lang}) n'est pas sur cette tablette",
                      "en": "The voice ({lang}) is not on this tablet", "de": "Die Stimme ({lang}) ist nicht auf diesem Tablet", "es": "La voz ({lang}) no está en esta tableta", "it": "La voce ({lang}) non è su questo tablet", "id": "Suara ({lang}) tidak ada di tablet ini"},
    "voice.missing_why": {"fr": "Pas de réseau : le Wi-Fi revenu, touchez la flèche pour la garder",
                          "en": "No network: once the Wi-Fi is back, tap the arrow to keep it", "de": "Kein Netz: Wenn das WLAN wieder da ist, auf den Pfeil tippen, um sie zu speichern", "es": "Sin red: cuando vuelva el wifi, toca la flecha para guardarla", "it": "Niente rete: quando torna il Wi-Fi, tocca la freccia per salvarla", "id": "Tidak ada jaringan: kalau Wi-Fi kembali, ketuk panah untuk menyimpannya"},
    "voice.keep": {"fr": "Garder la voix ({lang}) sur la tablette", "en": "Keep the voice ({lang}) on this tablet", "de": "Die Stimme ({lang}) auf dem Tablet speichern", "es": "Guardar la voz ({lang}) en la tableta", "it": "Salva la voce ({lang}) sul tablet", "id": "Simpan suara ({lang}) di tablet"},
    "voice.progress": {"fr": "Voix gardée", "en": "Voice kept", "de": "Stimme gespeichert", "es": "Voz guardada", "it": "Voce salvata", "id": "Suara tersimpan"},
    # offline, a game kept apart that this tablet never kept (ui.missing_game)
    "away.tile": {"fr": "{game} : pas sur cette tablette, il faut le Wi-Fi",
                  "en": "{game}: not on this tablet, it needs the Wi-Fi", "de": "{game}: nicht auf diesem Tablet, dafür braucht es WLAN", "es": "{game}: no está en esta tableta, hace falta wifi", "it": "{game}: non è su questo tablet, serve il Wi-Fi", "id": "{game}: tidak ada di tablet ini, perlu Wi-Fi"},
    "away.missing": {"fr": "{game} : pas sur cette tablette", "en": "{game}: not on this tablet", "de": "{game}: nicht auf diesem Tablet", "es": "{game}: no está en esta tableta", "it": "{game}: non è su questo tablet", "id": "{game}: tidak ada di tablet ini"},
    "away.missing_why": {"fr": "Pas de réseau : le Wi-Fi revenu, touchez la flèche pour le garder",
                         "en": "No network: once the Wi-Fi is back, tap the arrow to keep it", "de": "Kein Netz: Wenn das WLAN wieder da ist, auf den Pfeil tippen, um es zu speichern", "es": "Sin red: cuando vuelva el wifi, toca la flecha para guardarlo", "it": "Niente rete: quando torna il Wi-Fi, tocca la freccia per salvarlo", "id": "Tidak ada jaringan: kalau Wi-Fi kembali, ketuk panah untuk menyimpannya"},
    "away.keep": {"fr": "Garder {game} sur la tablette", "en": "Keep {game} on this tablet", "de": "{game} auf dem Tablet speichern", "es": "Guardar {game} en la tableta", "it": "Salva {game} sul tablet", "id": "Simpan {game} di tablet"},
    "away.progress": {"fr": "Fichiers gardés", "en": "Files kept", "de": "Gespeicherte Dateien", "es": "Archivos guardados", "it": "File salvati", "id": "Berkas tersimpan"},
}

words.add(SITE_WORDS)
words.add({f"lang.{lang}": dict.fromkeys(LANGUAGES, name) for lang, name in OWN_NAMES.items()})
