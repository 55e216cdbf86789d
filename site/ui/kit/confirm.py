"""A question asked with pictures, over the game: a big yes and a big no (throwing a game away, stopping for good)."""

from .dom import button, el, picture, set_inert
from .i18n import words

YES = "icons/check-mark-button.svg"
NO = "icons/cross-mark.svg"


def ask(root, game_node, label: str, question: list, answers: tuple, on_yes, on_no=None) -> None:
    """Cover `game_node` with `question` (pictures) and two buttons named `answers` (yes, no): yes calls
    `on_yes()`, no `on_no()`; either way the question goes and the game is back within reach."""
    def answered(then):
        def tap():
            cover.remove()
            set_inert(game_node, False)
            if then is not None:
                then()
        return tap

    yes, no = answers
    cover = el("div", "confirm-cover", [el("div", "confirm", [
        *question,
        button(yes, answered(on_yes), "confirm-yes", [picture(YES)]),
        button(no, answered(on_no), "confirm-no", [picture(NO)]),
    ], attrs={"role": "dialog", "aria-modal": "true", "aria-label": label})])
    set_inert(game_node, True)
    root.append(cover)


def ask_new_game(root, game_node, on_yes) -> None:
    """A new game throws the one being played away: yes calls `on_yes()`, no goes back to the game."""
    ask(root, game_node, words("game.new"), [picture("icons/counterclockwise-arrows-button.svg", "confirm-picture")],
        (words("game.new_yes"), words("game.new_no")), on_yes)
