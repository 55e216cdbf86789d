"""The bar at the top of every game screen: home on the left, the speaker on the right.

Always in the same place, so a child finds them without looking for them.
"""

from .dom import button, el, picture
from .i18n import words


def top_bar(app, middle: list = (), extra: list = ()):
    """`middle`: pictures in the centre; `extra`: the game's own buttons, before the speaker."""
    home = button(words("nav.home"), lambda: app.go(""), "bar-button", [picture("icons/house.svg")])
    speaker = button(words("speech.repeat"), app.voice.repeat, "bar-button speaker",
                     [picture("icons/speaker-high-volume.svg")])
    return el("div", "top-bar", [home, el("div", "bar-middle", list(middle)), *extra, speaker])
