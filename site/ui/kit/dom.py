"""Building the page from Python: elements, pictures and real buttons.

Every tappable thing is a <button> with an accessible name, disabled when
tapping it would be illegal: screen readers, the end-to-end tests and the
browser's own focus handling all rely on it.

One click listener and one pointerdown listener serve the whole page: a
button carries data-tap, its handler lives in `taps`. Pages come and go
without leaking JavaScript proxies. Every tap answers: an enabled button
sounds at once; a disabled one shakes, sounds "no" and, when the page gave
it a reason (`refuse_with`), says why.
"""

import asyncio
import inspect

import js
from pyodide.ffi import create_proxy


class Page:
    """The page's document, found when it is used, never when a module is imported.

    Every module of the site imports without touching the page, so that the tablet's memory snapshot can
    be made after they are imported, in a worker, where there is no page (interpreter.mjs).
    """

    def __getattr__(self, name: str):
        return getattr(js.document, name)


document = Page()


def el(tag: str, cls: str = "", children=(), text: str | None = None, attrs: dict | None = None):
    """A new element; attrs are set as written (aria-label, data-place, role...).

    A "style" (e.g. "--player: #e63") goes through the CSSOM (node.style.cssText):
    the site's Content-Security-Policy refuses style attributes, not the CSSOM.
    """
    node = document.createElement(tag)
    if cls:
        node.className = cls
    for name, value in (attrs or {}).items():
        if name == "style":
            node.style.cssText = str(value)
        else:
            node.setAttribute(name, str(value))
    if text is not None:
        node.textContent = text
    for child in children:
        node.append(child)
    return node


def picture(path: str, cls: str = ""):
    """A decorative picture: its button or container carries the accessible name."""
    return el("img", cls, attrs={"src": path, "alt": "", "draggable": "false"})


def clear(node) -> None:
    node.replaceChildren()


def set_label(node, label: str) -> None:
    node.setAttribute("aria-label", label)


class Taps:
    """The page's tap handlers, found by each button's data-tap."""

    def __init__(self):
        self._handlers = {}
        self._count = 0
        self.on_press = None  # called at pointerdown on an enabled button: immediate sound
        self.on_refused = None  # called at pointerdown on a disabled one, with its reason's prompt key or None

    def listen(self) -> None:
        """Starts answering the page's taps: called once, by the app as it starts, never at import."""
        document.addEventListener("click", create_proxy(self._clicked))
        document.addEventListener("pointerdown", create_proxy(self._pressed))

    def bind(self, node, handler) -> None:
        self._count += 1
        key = str(self._count)
        node.dataset.tap = key
        self._handlers[key] = handler

    def forget_all(self) -> None:
        self._handlers.clear()

    def _button(self, event):
        """The kit's button under a tap, or None (JavaScript's null is falsy: a tap anywhere else)."""
        target = event.target.closest("[data-tap]") if event.target else None
        return target if target else None

    def _target(self, event):
        """The enabled button under a tap, or None."""
        target = self._button(event)
        return None if target is None or target.disabled else target

    def _pressed(self, event) -> None:
        button = self._button(event)
        if button is None:
            return
        if not button.disabled:
            if self.on_press is not None:
                self.on_press()
            return
        button.classList.remove("is-refused")
        button.offsetWidth  # restart the shake
        button.classList.add("is-refused")
        if self.on_refused is not None:
            self.on_refused(button.getAttribute("data-why") or None)  # null (falsy) when it has no reason

    def _clicked(self, event) -> None:
        target = self._target(event)
        handler = self._handlers.get(target.dataset.tap) if target is not None else None
        if handler is None:
            return
        result = handler()
        if inspect.iscoroutine(result):
            asyncio.ensure_future(result)


taps = Taps()


def button(label: str, on_tap, cls: str = "", children=(), disabled: bool = False, attrs: dict | None = None):
    """A real <button> named `label` that calls `on_tap()` (a function or a coroutine function)."""
    node = el("button", cls, children, attrs={"type": "button", "aria-label": label, **(attrs or {})})
    node.disabled = disabled
    taps.bind(node, on_tap)
    return node


def toggle(label: str, pressed: bool, on_tap, cls: str = "", children=()):
    """A button that stays pressed or not (aria-pressed), for on/off choices."""
    return button(label, on_tap, cls, children, attrs={"aria-pressed": "true" if pressed else "false"})


def refuse_with(node, prompt: str | None) -> None:
    """The prompt a disabled button says when tapped (None: it only shakes)."""
    if prompt:
        node.dataset.why = prompt
    else:
        node.removeAttribute("data-why")


def set_pressed(node, pressed: bool) -> None:
    node.setAttribute("aria-pressed", "true" if pressed else "false")


def set_inert(node, inert: bool) -> None:
    """Put what lies under a cover out of reach: no taps, no focus, hidden from screen readers."""
    node.inert = inert
    if inert:
        node.setAttribute("aria-hidden", "true")
    else:
        node.removeAttribute("aria-hidden")


def listen(target, handlers: dict) -> dict:
    """Listen on `target` (a node, or the window) for each event kind: the listeners, for `let_go` to undo."""
    listeners = {kind: create_proxy(handler) for kind, handler in handlers.items()}
    for kind, listener in listeners.items():
        target.addEventListener(kind, listener)
    return listeners


def let_go(target, listeners: dict) -> dict:
    """Stop listening, and free the proxies (a page that goes must not keep its handlers alive): `{}`."""
    for kind, listener in listeners.items():
        target.removeEventListener(kind, listener)
        listener.destroy()
    return {}
