"""What the Moutons page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of speech/prompts.toml, played as "moutons.<key>".
"""

from ui.kit.i18n import words

COLOUR_NAMES = {
    "black": {
        "fr": "noir, marque carrée", "en": "black, square mark", "de": "schwarz mit Quadrat",
        "es": "negro con cuadrado", "it": "nero con quadrato", "id": "hitam, tanda kotak",
    },
    "yellow": {
        "fr": "jaune, marque étoile", "en": "yellow, star mark", "de": "gelb mit Stern",
        "es": "amarillo con estrella", "it": "giallo con stella", "id": "kuning, tanda bintang",
    },
    "red": {
        "fr": "rouge, marque cœur", "en": "red, heart mark", "de": "rot mit Herz", "es": "rojo con corazón",
        "it": "rosso con cuore", "id": "merah, tanda hati",
    },
    "blue": {
        "fr": "bleu, marque losange", "en": "blue, diamond mark", "de": "blau mit Raute", "es": "azul con rombo",
        "it": "blu con rombo", "id": "biru, tanda belah ketupat",
    },
}
LAND_NAMES = {
    "village": {"fr": "village", "en": "village", "de": "Dorf", "es": "pueblo", "it": "villaggio", "id": "desa"},
    "forest": {"fr": "forêt", "en": "forest", "de": "Wald", "es": "bosque", "it": "bosco", "id": "hutan"},
}
#: The highest number of sheep said aloud as a number (more: "more than thirty"); the computer players'
#: largest closed field over 40 games was 21.
MOST_SHEEP_SAID = 30
BONUSES = (0, 1, 3, 6)

MOUTONS_WORDS = {
    **{f"moutons.colour.{colour}": texts for colour, texts in COLOUR_NAMES.items()},
    **{f"moutons.land.{land}": texts for land, texts in LAND_NAMES.items()},
    "moutons.meadow": {
        "fr": "pré {choice}, {count} moutons", "en": "{choice} meadow, {count} sheep",
        "de": "Wiese {choice}, {count} Schafe", "es": "prado {choice}, {count} ovejas",
        "it": "prato {choice}, {count} pecore", "id": "padang {choice}, {count} domba",
    },
    "moutons.tile": {
        "fr": "Tuile : {parts}", "en": "Tile: {parts}", "de": "Plättchen: {parts}", "es": "Loseta: {parts}",
        "it": "Tessera: {parts}", "id": "Keping: {parts}",
    },
    "moutons.tile.centre": {
        "fr": "Le centre du village", "en": "The village centre", "de": "Die Dorfmitte", "es": "El centro del pueblo",
        "it": "Il centro del villaggio", "id": "Pusat desa",
    },
    "moutons.tile.wolf": {
        "fr": "Un loup dans la forêt", "en": "A wolf in the forest", "de": "Ein Wolf im Wald",
        "es": "Un lobo en el bosque", "it": "Un lupo nel bosco", "id": "Serigala di hutan",
    },
    "moutons.tile.wolf_hunted": {
        "fr": "Un loup chassé par le chasseur", "en": "A wolf chased off by the hunter",
        "de": "Ein Wolf, vom Jäger verjagt", "es": "Un lobo ahuyentado por el cazador",
        "it": "Un lupo scacciato dal cacciatore", "id": "Serigala diusir pemburu",
    },
    "moutons.tile.hunter": {
        "fr": "Un chasseur dans la forêt", "en": "A hunter in the forest", "de": "Ein Jäger im Wald",
        "es": "Un cazador en el bosque", "it": "Un cacciatore nel bosco", "id": "Pemburu di hutan",
    },
    "moutons.tile.shepherd": {
        "fr": "Le berger des moutons {choice}", "en": "The shepherd of the {choice} sheep",
        "de": "Der Hirte der Schafe: {choice}", "es": "El pastor de las ovejas: {choice}",
        "it": "Il pastore delle pecore: {choice}", "id": "Gembala domba {choice}",
    },
    "moutons.square": {
        "fr": "Poser ici, {parts}", "en": "Put it here, {parts}", "de": "Hier legen, {parts}",
        "es": "Poner aquí, {parts}", "it": "Posare qui, {parts}", "id": "Taruh di sini, {parts}",
    },
    "moutons.square.show": {
        "fr": "Montrer la tuile ici, {parts}", "en": "Show the tile here, {parts}",
        "de": "Das Plättchen hier zeigen, {parts}", "es": "Mostrar la loseta aquí, {parts}",
        "it": "Mostrare la tessera qui, {parts}", "id": "Tunjukkan keping di sini, {parts}",
    },
    "moutons.square.turned": {
        "fr": "Tourner la tuile pour la poser ici, {parts}", "en": "Turn the tile to put it here, {parts}",
        "de": "Das Plättchen drehen und hier legen, {parts}", "es": "Girar la loseta para ponerla aquí, {parts}",
        "it": "Girare la tessera per posarla qui, {parts}", "id": "Putar keping untuk menaruhnya di sini, {parts}",
    },
    "moutons.square.wolf": {
        "fr": "Lâcher le loup ici, {parts}", "en": "Let the wolf go here, {parts}",
        "de": "Den Wolf hier loslassen, {parts}", "es": "Soltar el lobo aquí, {parts}",
        "it": "Liberare il lupo qui, {parts}", "id": "Lepaskan serigala di sini, {parts}",
    },
    "moutons.square.hunter": {
        "fr": "Mettre le chasseur ici, {parts}", "en": "Put the hunter here, {parts}",
        "de": "Den Jäger hierhin stellen, {parts}", "es": "Poner al cazador aquí, {parts}",
        "it": "Mettere il cacciatore qui, {parts}", "id": "Taruh pemburu di sini, {parts}",
    },
    "moutons.square.reveal": {
        "fr": "Poser le berger ici, {parts}", "en": "Put the shepherd here, {parts}",
        "de": "Den Hirten hierhin stellen, {parts}", "es": "Poner al pastor aquí, {parts}",
        "it": "Mettere il pastore qui, {parts}", "id": "Taruh gembala di sini, {parts}",
    },
    "moutons.where": {
        "fr": "colonne {number}, rangée {total}", "en": "column {number}, row {total}",
        "de": "Spalte {number}, Reihe {total}", "es": "columna {number}, fila {total}",
        "it": "colonna {number}, riga {total}", "id": "kolom {number}, baris {total}",
    },
    "moutons.board": {
        "fr": "Le plateau", "en": "The board", "de": "Das Spielfeld", "es": "El tablero", "it": "Il tabellone",
        "id": "Papan permainan",
    },
    "moutons.hand": {
        "fr": "Les tuiles de {animal}", "en": "{animal}'s tiles", "de": "Die Plättchen von {animal}",
        "es": "Las losetas de {animal}", "it": "Le tessere di {animal}", "id": "Keping milik {animal}",
    },
    "moutons.hand.hidden": {
        "fr": "{animal} a {count} tuiles", "en": "{animal} has {count} tiles", "de": "{animal} hat {count} Plättchen",
        "es": "{animal} tiene {count} losetas", "it": "{animal} ha {count} tessere",
        "id": "{animal} punya {count} keping",
    },
    "moutons.rotate": {
        "fr": "Tourner la tuile", "en": "Turn the tile", "de": "Das Plättchen drehen", "es": "Girar la loseta",
        "it": "Girare la tessera", "id": "Putar keping",
    },
    "moutons.flip": {
        "fr": "Retourner la tuile", "en": "Flip the tile over", "de": "Das Plättchen umdrehen",
        "es": "Dar la vuelta a la loseta", "it": "Capovolgere la tessera", "id": "Balik keping",
    },
    "moutons.zoom_in": {
        "fr": "Voir de plus près", "en": "Zoom in", "de": "Vergrößern", "es": "Ver más de cerca",
        "it": "Vedere più da vicino", "id": "Lihat lebih dekat",
    },
    "moutons.zoom_out": {
        "fr": "Voir de plus loin", "en": "Zoom out", "de": "Verkleinern", "es": "Ver más de lejos",
        "it": "Vedere più da lontano", "id": "Lihat lebih jauh",
    },
    "moutons.find": {
        "fr": "Revenir aux dernières tuiles", "en": "Back to the latest tiles",
        "de": "Zurück zu den neuesten Plättchen", "es": "Volver a las últimas losetas",
        "it": "Tornare alle ultime tessere", "id": "Kembali ke keping terbaru",
    },
    "moutons.wolf": {
        "fr": "Jouer un loup ({count})", "en": "Play a wolf ({count})", "de": "Einen Wolf spielen ({count})",
        "es": "Jugar un lobo ({count})", "it": "Giocare un lupo ({count})", "id": "Mainkan serigala ({count})",
    },
    "moutons.hunter": {
        "fr": "Jouer un chasseur ({count})", "en": "Play a hunter ({count})", "de": "Einen Jäger spielen ({count})",
        "es": "Jugar un cazador ({count})", "it": "Giocare un cacciatore ({count})",
        "id": "Mainkan pemburu ({count})",
    },
    "moutons.wolf.of": {
        "fr": "{animal} : jouer un loup ({count})", "en": "{animal}: play a wolf ({count})",
        "de": "{animal}: einen Wolf spielen ({count})", "es": "{animal}: jugar un lobo ({count})",
        "it": "{animal}: giocare un lupo ({count})", "id": "{animal}: mainkan serigala ({count})",
    },
    "moutons.hunter.of": {
        "fr": "{animal} : jouer un chasseur ({count})", "en": "{animal}: play a hunter ({count})",
        "de": "{animal}: einen Jäger spielen ({count})", "es": "{animal}: jugar un cazador ({count})",
        "it": "{animal}: giocare un cacciatore ({count})", "id": "{animal}: mainkan pemburu ({count})",
    },
    "moutons.reveal": {
        "fr": "Montrer ma couleur : poser mon berger", "en": "Show my colour: put my shepherd down",
        "de": "Meine Farbe zeigen: meinen Hirten hinstellen", "es": "Mostrar mi color: poner a mi pastor",
        "it": "Mostrare il mio colore: mettere il mio pastore", "id": "Tunjukkan warnaku: taruh gembalaku",
    },
    "moutons.peek": {
        "fr": "Voir ma couleur en cachette", "en": "Peek at my colour", "de": "Heimlich meine Farbe ansehen",
        "es": "Mirar mi color a escondidas", "it": "Guardare il mio colore di nascosto",
        "id": "Intip warnaku diam-diam",
    },
    "moutons.pass": {
        "fr": "Passer", "en": "Pass", "de": "Passen", "es": "Pasar", "it": "Passare", "id": "Lewati giliran",
    },
    "moutons.draw": {
        "fr": "Piocher une tuile", "en": "Draw a tile", "de": "Ein Plättchen ziehen", "es": "Robar una loseta",
        "it": "Pescare una tessera", "id": "Ambil keping",
    },
    "moutons.stop": {
        "fr": "M'arrêter (+{number})", "en": "Stop (+{number})", "de": "Aufhören (+{number})",
        "es": "Plantarme (+{number})", "it": "Fermarmi (+{number})", "id": "Berhenti (+{number})",
    },
    "moutons.stop.ask": {
        "fr": "T'arrêter pour de bon ?", "en": "Stop for good?", "de": "Wirklich ganz aufhören?",
        "es": "¿Plantarte para siempre?", "it": "Ti fermi per sempre?", "id": "Berhenti untuk seterusnya?",
    },
    "moutons.stop.yes": {
        "fr": "Oui, je m'arrête", "en": "Yes, I stop", "de": "Ja, ich höre auf", "es": "Sí, me planto",
        "it": "Sì, mi fermo", "id": "Ya, aku berhenti",
    },
    "moutons.stop.no": {
        "fr": "Non, je continue", "en": "No, I go on", "de": "Nein, ich spiele weiter", "es": "No, sigo jugando",
        "it": "No, continuo", "id": "Tidak, aku lanjut",
    },
    "moutons.corner": {
        "fr": "{animal} : {count} tuiles, {number} loups, {total} chasseurs",
        "en": "{animal}: {count} tiles, {number} wolves, {total} hunters",
        "de": "{animal}: {count} Plättchen, {number} Wölfe, {total} Jäger",
        "es": "{animal}: {count} losetas, {number} lobos, {total} cazadores",
        "it": "{animal}: {count} tessere, {number} lupi, {total} cacciatori",
        "id": "{animal}: {count} keping, {number} serigala, {total} pemburu",
    },
    "moutons.colour.secret": {
        "fr": "Couleur cachée", "en": "Hidden colour", "de": "Geheime Farbe", "es": "Color oculto",
        "it": "Colore nascosto", "id": "Warna rahasia",
    },
    "moutons.colour.mine": {
        "fr": "Mes moutons : {choice}", "en": "My sheep: {choice}", "de": "Meine Schafe: {choice}",
        "es": "Mis ovejas: {choice}", "it": "Le mie pecore: {choice}", "id": "Dombaku: {choice}",
    },
    "moutons.colour.shown": {
        "fr": "Ses moutons : {choice}", "en": "Their sheep: {choice}", "de": "Die Schafe: {choice}",
        "es": "Sus ovejas: {choice}", "it": "Le sue pecore: {choice}", "id": "Dombanya: {choice}",
    },
    "moutons.bag": {
        "fr": "Le sac : {count} tuiles", "en": "The bag: {count} tiles", "de": "Der Beutel: {count} Plättchen",
        "es": "La bolsa: {count} losetas", "it": "Il sacchetto: {count} tessere", "id": "Kantong: {count} keping",
    },
    "moutons.score": {
        "fr": "{animal} : {count} moutons et {number} de bonus, {total} points",
        "en": "{animal}: {count} sheep and {number} bonus, {total} points",
        "de": "{animal}: {count} Schafe und {number} Bonus, {total} Punkte",
        "es": "{animal}: {count} ovejas y {number} de bonificación, {total} puntos",
        "it": "{animal}: {count} pecore e {number} di bonus, {total} punti",
        "id": "{animal}: {count} domba dan {number} bonus, {total} poin",
    },
}

words.add(MOUTONS_WORDS)


def colour_name(colour: str) -> str:
    return words(f"moutons.colour.{colour}")


def tile_name(face: dict, kind: str = "landscape", hunter: bool = False) -> str:
    """A tile as a screen reader says it: its kind, or its sides going round from the top."""
    if kind == "centre":
        return words("moutons.tile.centre")
    if kind == "wolf":
        return words("moutons.tile.wolf_hunted" if hunter else "moutons.tile.wolf")
    if kind == "hunter":
        return words("moutons.tile.hunter")
    if kind == "shepherd":
        return words("moutons.tile.shepherd", choice=colour_name(face["sides"][0]))
    parts = []
    for area in face["areas"]:
        land = area["kind"]
        if land in COLOUR_NAMES:
            parts.append(words("moutons.meadow", choice=colour_name(land), count=area["sheep"]))
        else:
            parts.append(words(f"moutons.land.{land}"))
    return words("moutons.tile", parts=", ".join(parts))


def square_name(key: str, x: int, y: int) -> str:
    """A place on the board for a screen reader: what a tap does there, and its column and row (the centre is 0, 0)."""
    return words(key, parts=words("moutons.where", number=x, total=y))


def sheep_prompt(count: int) -> str:
    return f"moutons.sheep.{count}" if count <= MOST_SHEEP_SAID else "moutons.sheep.many"


def turn_prompt(view: dict, animals: list, computers: list) -> list:
    """Who must act and what to do: the player's animal, then the child's task."""
    free = view["free"]
    if free is not None:
        return [f"player.{animals[free]}"] + ([] if computers[free] else ["moutons.free"])
    current = view["current"]
    prompt = [f"player.{animals[current]}"]
    if computers[current]:
        return prompt
    moves = view["moves"] or {}
    if view["alone"]:
        return prompt + ["moutons.alone"]
    if moves.get("place"):
        return prompt + ["moutons.turn"]
    return prompt + ["moutons.no_fit_draw" if moves.get("draw") else "moutons.no_fit"]


def event_prompt(event: dict, child: int | None, animals: list) -> list:
    """What to say about one event (nothing: the pictures say enough). `child`: the child at the tablet, if alone."""
    kind = event["kind"]
    if kind == "closed":
        return [] if event["voided"] else ["moutons.closed", sheep_prompt(event["sheep"])]
    if kind == "placed":
        return ["moutons.baa"]
    if kind == "wolf":
        return ["moutons.howl"]
    if kind == "hunter":
        return ["moutons.hunter_chases" if event["on_wolf"] else "moutons.hunter_guards"]
    if kind == "revealed":
        return [f"name.{animals[event['player']]}", "moutons.revealed", f"moutons.sheep_of.{event['colour']}"]
    if kind == "stopped":
        return [f"name.{animals[event['player']]}", "moutons.stops", f"moutons.bonus.{event['bonus']}"]
    if kind == "passed" and event["player"] == child and not event["free"]:
        return ["moutons.passed"]
    if kind == "drew_instead" and event["player"] == child:
        return ["moutons.drew_instead"]
    return []


def intro_prompt(view: dict, child: int | None) -> list:
    """Said as a new game starts; a child alone with computers also hears their secret colour."""
    colour = view["colours"][child] if child is not None else None
    return ["moutons.intro"] + (["moutons.your_colour", f"moutons.sheep_of.{colour}"] if colour else [])


def choice_prompt(kind: str) -> str:
    """Said when a child picks what to play: where it may go."""
    return {"tile": "moutons.chosen", "wolf": "moutons.pick_wolf", "hunter": "moutons.pick_hunter",
            "reveal": "moutons.pick_reveal"}[kind]


def count_prompt(animal: str, sheep: int, bonus: int | None = None) -> list:
    """The final count, one player at a time: whose best enclosure, its sheep, then the stopping bonus, added
    with or without a closed enclosure (rules: "plus l'éventuel bonus d'abandon")."""
    said = [f"name.{animal}", sheep_prompt(sheep)]
    if bonus:
        said.append(f"moutons.bonus.{bonus}")
    return said


def end_prompt(outcome: dict, animals: list) -> list:
    return ["moutons.won_by", f"winner.{animals[outcome['winners'][0]]}"]
