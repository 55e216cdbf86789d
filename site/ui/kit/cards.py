"""A card that turns over in 3D: a back face and a front face the game fills in.

The card is a real <button> (see dom.button); the flip itself is CSS
(kit.css: .card.is-up), so it runs smoothly whatever Python is doing.
"""

from .dom import button, el


class Card:
    def __init__(self, label: str, on_tap, back: str = "card-back", cls: str = "", attrs: dict | None = None):
        self.front = el("span", "card-face card-front")
        self.back = el("span", f"card-face {back}")
        self.button = button(label, on_tap, f"card {cls}".strip(), [el("span", "card-inner", [self.back, self.front])],
                             attrs=attrs)

    @property
    def is_up(self) -> bool:
        return self.button.classList.contains("is-up")

    def turn_up(self, *content, attrs: dict | None = None) -> None:
        """Show this face (pictures, elements) and turn the card over; attrs describe the face for tests."""
        self.front.replaceChildren(*content)
        self.front.classList.remove("face-left")
        for name, value in (attrs or {}).items():
            self.button.setAttribute(name, str(value))
        self.button.classList.add("is-up")

    def turn_down(self, face_attrs=()) -> None:
        """Turn the card face down; the attributes describing its face go at once."""
        for name in face_attrs:
            self.button.removeAttribute(name)
        self.button.classList.remove("is-up")

    def let_go(self) -> None:
        """The face's main picture (class face-main) leaves the card: it is flying somewhere else."""
        self.front.classList.add("face-left")

    def forget_face(self) -> None:
        """Drop the face's pictures once the card lies face down (a witch may move it)."""
        if not self.is_up:
            self.front.replaceChildren()
