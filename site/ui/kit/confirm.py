"""Throwing a game away asks first: two big pictures, yes or no, over the game."""

from .dom import button, el, picture, set_inert
from .i18n import words


def ask_new_game(root, game_node, on_yes) -> None:
    """Cover `game_node` with the question; yes calls `on_yes()`, no goes back to the game."""
    def no():
        cover.remove()
        set_inert(game_node, False)

    cover = el("div", "confirm-cover", [el("div", "confirm", [
        picture("icons/counterclockwise-arrows-button.svg", "confirm-picture"),
        button(words("game.new_yes"), on_yes, "confirm-yes", [picture("icons/check-mark-button.svg")]),
        button(words("game.new_no"), no, "confirm-no", [picture("icons/cross-mark.svg")]),
    ], attrs={"role": "dialog", "aria-modal": "true", "aria-label": words("game.new")})])
    set_inert(game_node, True)
    root.append(cover)
