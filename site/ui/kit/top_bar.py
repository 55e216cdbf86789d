"""The bar at the top of every game screen: home on the left, the speaker on the right.

Always in the same place, so a child finds them without looking for them.
"""

from .dom import button, el, picture
from .i18n import words


def top_bar(app, middle: list = (), extra: list = ()):
    """`middle`: pictures in the centre; `extra`: the game's own buttons, before the speaker.

    With the voice off (the teacher's choice) the speaker shows a muted
    loudspeaker and only shakes when tapped: it has nothing to say.
    """
    home = button(words("nav.home"), lambda: app.go(""), "bar-button", [picture("icons/house.svg")])
    if app.settings.voice:
        speaker = button(words("speech.repeat"), app.voice.repeat, "bar-button speaker",
                         [picture("icons/speaker-high-volume.svg")])
    else:
        speaker = button(words("speech.off"), lambda: None, "bar-button speaker is-muted",
                         [picture("icons/muted-speaker.svg")], disabled=True)
    return el("div", "top-bar", [home, el("div", "bar-middle", list(middle)), *extra, speaker])
