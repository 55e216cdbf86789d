"""How a game ends: a celebration when a child wins, a gentle scene when they lose.

Both end with the same two big buttons, play again and home. Losing is soft
(slow colours, a hug, a quiet tune): a five-year-old should want to try
again. A child who did not win is never left out of the ending: their
animal gets a hug and a "next time", whoever else won.
"""

import random

from .avatar import avatar
from .dom import button, el, picture
from .i18n import words

CONFETTI_COLOURS = ("#ff5252", "#ffd740", "#69f0ae", "#40c4ff", "#e040fb", "#ff9100")


def confetti(pieces: int = 60):
    """Falling paper and stars, drawn and moved by CSS (kit.css: .confetti)."""
    layer = el("div", "confetti", attrs={"aria-hidden": "true"})
    for index in range(pieces):
        star = index % 6 == 0
        piece = picture("icons/glowing-star.svg", "confetti-star") if star else el("span", "confetti-paper")
        piece.style.cssText = (
            f"--x:{random.uniform(0, 100):.1f}vw;--delay:{random.uniform(0, 1.6):.2f}s;"
            f"--fall:{random.uniform(2.2, 4.2):.2f}s;--turn:{random.randint(-720, 720)}deg;"
            f"--colour:{random.choice(CONFETTI_COLOURS)}"
        )
        layer.append(piece)
    return layer


def consoled(seats: list):
    """The children who did not win, each with a hug: they played well too."""
    hugs = [el("span", "end-consoled-child", [avatar(seat.animal, seat.computer, "m"), picture("icons/hugging-face.svg",
                                                                                            "end-consoled-hug")])
            for seat in seats]
    return el("div", "end-row end-consoled", hugs, attrs={"role": "img", "aria-label": words("end.next_time")})


def end_scene(won: bool, pictures: list, on_again, on_home, sounds, voice, prompt: list):
    """The full-screen ending; `pictures` tell what happened (the winners, the dwarfs, the children hugged...)."""
    again = button(words("end.again"), on_again, "end-button end-again", [picture("icons/counterclockwise-arrows-button.svg")])
    home = button(words("nav.home"), on_home, "end-button end-home", [picture("icons/house.svg")])
    title = "end.won" if won else "end.lost"
    scene = el("div", f"end-scene {'end-won' if won else 'end-lost'}", [
        el("div", "end-pictures", pictures),
        el("div", "end-buttons", [again, home]),
    ], attrs={"role": "dialog", "aria-label": words(title), "data-outcome": "won" if won else "lost"})
    if won:
        scene.prepend(confetti())
        sounds.fanfare()
    else:
        scene.prepend(el("div", "end-hug", [picture("icons/hugging-face.svg")], attrs={"aria-hidden": "true"}))
        sounds.sigh()
    voice.say(*prompt)
    return scene
