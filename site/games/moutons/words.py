"""What the Moutons page says: names for screen readers and tests, prompts for the ears.

Prompt keys are those of speech/prompts.toml, played as "moutons.<key>".
"""

from ui.kit.i18n import words

COLOUR_NAMES = {
    "black": ("noir, marque carrée", "black, square mark"),
    "yellow": ("jaune, marque étoile", "yellow, star mark"),
    "red": ("rouge, marque cœur", "red, heart mark"),
    "blue": ("bleu, marque losange", "blue, diamond mark"),
}
LAND_NAMES = {"village": ("village", "village"), "forest": ("forêt", "forest")}
#: The highest number of sheep said aloud as a number (more: "more than thirty"); the computer players'
#: largest closed field over 40 games was 21.
MOST_SHEEP_SAID = 30
BONUSES = (0, 1, 3, 6)

MOUTONS_WORDS = {
    **{f"moutons.colour.{colour}": {"fr": fr, "en": en} for colour, (fr, en) in COLOUR_NAMES.items()},
    **{f"moutons.land.{land}": {"fr": fr, "en": en} for land, (fr, en) in LAND_NAMES.items()},
    "moutons.meadow": {"fr": "pré {choice}, {count} moutons", "en": "{choice} meadow, {count} sheep"},
    "moutons.tile": {"fr": "Tuile : {parts}", "en": "Tile: {parts}"},
    "moutons.tile.centre": {"fr": "Le centre du village", "en": "The village centre"},
    "moutons.tile.wolf": {"fr": "Un loup dans la forêt", "en": "A wolf in the forest"},
    "moutons.tile.wolf_hunted": {"fr": "Un loup chassé par le chasseur", "en": "A wolf chased off by the hunter"},
    "moutons.tile.hunter": {"fr": "Un chasseur dans la forêt", "en": "A hunter in the forest"},
    "moutons.tile.shepherd": {"fr": "Le berger des moutons {choice}", "en": "The shepherd of the {choice} sheep"},
    "moutons.square": {"fr": "Poser ici, {parts}", "en": "Put it here, {parts}"},
    "moutons.square.show": {"fr": "Montrer la tuile ici, {parts}", "en": "Show the tile here, {parts}"},
    "moutons.square.turned": {"fr": "Tourner la tuile pour la poser ici, {parts}",
                              "en": "Turn the tile to put it here, {parts}"},
    "moutons.square.wolf": {"fr": "Lâcher le loup ici, {parts}",
                            "en": "Let the wolf go here, {parts}"},
    "moutons.square.hunter": {"fr": "Mettre le chasseur ici, {parts}",
                              "en": "Put the hunter here, {parts}"},
    "moutons.square.reveal": {"fr": "Poser le berger ici, {parts}",
                              "en": "Put the shepherd here, {parts}"},
    "moutons.where": {"fr": "colonne {number}, rangée {total}", "en": "column {number}, row {total}"},
    "moutons.board": {"fr": "Le plateau", "en": "The board"},
    "moutons.hand": {"fr": "Les tuiles de {animal}", "en": "{animal}'s tiles"},
    "moutons.hand.hidden": {"fr": "{animal} a {count} tuiles", "en": "{animal} has {count} tiles"},
    "moutons.rotate": {"fr": "Tourner la tuile", "en": "Turn the tile"},
    "moutons.flip": {"fr": "Retourner la tuile", "en": "Flip the tile over"},
    "moutons.zoom_in": {"fr": "Voir de plus près", "en": "Zoom in"},
    "moutons.zoom_out": {"fr": "Voir de plus loin", "en": "Zoom out"},
    "moutons.find": {"fr": "Revenir aux dernières tuiles", "en": "Back to the latest tiles"},
    "moutons.wolf": {"fr": "Jouer un loup ({count})", "en": "Play a wolf ({count})"},
    "moutons.hunter": {"fr": "Jouer un chasseur ({count})", "en": "Play a hunter ({count})"},
    "moutons.wolf.of": {"fr": "{animal} : jouer un loup ({count})", "en": "{animal}: play a wolf ({count})"},
    "moutons.hunter.of": {"fr": "{animal} : jouer un chasseur ({count})", "en": "{animal}: play a hunter ({count})"},
    "moutons.reveal": {"fr": "Montrer ma couleur : poser mon berger", "en": "Show my colour: put my shepherd down"},
    "moutons.peek": {"fr": "Voir ma couleur en cachette", "en": "Peek at my colour"},
    "moutons.pass": {"fr": "Passer", "en": "Pass"},
    "moutons.draw": {"fr": "Piocher une tuile", "en": "Draw a tile"},
    "moutons.stop": {"fr": "M'arrêter (+{number})", "en": "Stop (+{number})"},
    "moutons.stop.ask": {"fr": "T'arrêter pour de bon ?", "en": "Stop for good?"},
    "moutons.stop.yes": {"fr": "Oui, je m'arrête", "en": "Yes, I stop"},
    "moutons.stop.no": {"fr": "Non, je continue", "en": "No, I go on"},
    "moutons.corner": {"fr": "{animal} : {count} tuiles, {number} loups, {total} chasseurs",
                       "en": "{animal}: {count} tiles, {number} wolves, {total} hunters"},
    "moutons.colour.secret": {"fr": "Couleur cachée", "en": "Hidden colour"},
    "moutons.colour.mine": {"fr": "Mes moutons : {choice}", "en": "My sheep: {choice}"},
    "moutons.colour.shown": {"fr": "Ses moutons : {choice}", "en": "Their sheep: {choice}"},
    "moutons.bag": {"fr": "Le sac : {count} tuiles", "en": "The bag: {count} tiles"},
    "moutons.score": {"fr": "{animal} : {count} moutons et {number} de bonus, {total} points",
                      "en": "{animal}: {count} sheep and {number} bonus, {total} points"},
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
