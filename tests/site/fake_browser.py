"""Just enough of a browser for the kit's table to run in CPython: `js`, `pyodide.ffi` and a small DOM.

The table's loop (turns, computer players, taps, saves, failures, the
ending) is plain asyncio; only its drawing touches the page. With these
stand-ins installed in sys.modules, tests drive a real Table on a real
engine, and the end-to-end tests check the same loop in Chromium.
"""

import sys
import types


class ClassList:
    def __init__(self, element):
        self.element = element

    def _names(self) -> list:
        return self.element.className.split()

    def add(self, *names) -> None:
        self.element.className = " ".join(dict.fromkeys(self._names() + list(names)))

    def remove(self, *names) -> None:
        self.element.className = " ".join(name for name in self._names() if name not in names)

    def toggle(self, name, force=None) -> None:
        on = (name not in self._names()) if force is None else force
        self.add(name) if on else self.remove(name)

    def contains(self, name) -> bool:
        return name in self._names()


class Dataset:
    def __init__(self):
        object.__setattr__(self, "values", {})

    def __setattr__(self, name, value):
        self.values[name] = str(value)

    def __getattr__(self, name):
        return self.values.get(name)


class Style:
    def setProperty(self, name, value):
        setattr(self, name, value)


class Box:
    left = top = 0
    width = height = 100


class Element:
    offsetWidth = 100
    clientWidth, clientHeight = 1024, 768

    def __init__(self, tag: str):
        self.tagName = tag.upper()
        self.className = ""
        self.attributes = {}
        self.children = []
        self.parent = None
        self.textContent = ""
        self.disabled = False
        self.inert = False
        self.dataset = Dataset()
        self.classList = ClassList(self)
        self.style = Style()
        self.listeners = {}

    def setAttribute(self, name, value):
        self.attributes[name] = str(value)
        if name.startswith("data-"):
            parts = name[5:].split("-")
            setattr(self.dataset, parts[0] + "".join(part.title() for part in parts[1:]), value)

    def getAttribute(self, name):
        return self.attributes.get(name)

    def removeAttribute(self, name):
        self.attributes.pop(name, None)

    def append(self, *nodes):
        for node in nodes:
            if isinstance(node, Element):
                node.remove()
                node.parent = self
                self.children.append(node)

    def prepend(self, *nodes):
        for node in reversed(nodes):
            self.append(node)
            self.children.insert(0, self.children.pop())

    def replaceChildren(self, *nodes):
        for child in list(self.children):
            child.remove()
        self.append(*nodes)

    def remove(self):
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None

    @property
    def id(self) -> str:
        return self.attributes.get("id", "")

    @property
    def isConnected(self) -> bool:
        node = self
        while node.parent is not None:
            node = node.parent
        return node is DOCUMENT.documentElement

    @property
    def firstElementChild(self):
        return self.children[0] if self.children else None

    @property
    def lastElementChild(self):
        return self.children[-1] if self.children else None

    @property
    def childElementCount(self) -> int:
        return len(self.children)

    def walk(self):
        for child in self.children:
            yield child
            yield from child.walk()

    def matches(self, selector: str) -> bool:
        """Only selectors of a tag and classes ("button.ml-card", ".a.b"), comma-separated: what the pages ask."""
        for one in selector.split(","):
            tag, *names = one.strip().split(".")
            if (not tag or tag.upper() == self.tagName) and all(self.classList.contains(name) for name in names):
                return True
        return False

    def querySelectorAll(self, selector: str) -> list:
        return [node for node in self.walk() if node.matches(selector)]

    def querySelector(self, selector: str):
        found = self.querySelectorAll(selector)
        return found[0] if found else None

    def closest(self, selector):
        return None

    def focus(self):
        pass

    def addEventListener(self, kind, listener):
        self.listeners.setdefault(kind, []).append(listener)

    def removeEventListener(self, kind, listener):
        pass

    def getBoundingClientRect(self):
        return Box()


class Document:
    def __init__(self):
        self.documentElement = Element("html")
        self.head = Element("head")
        self.body = Element("body")
        self.documentElement.append(self.head, self.body)

    def createElement(self, tag):
        return Element(tag)

    def addEventListener(self, kind, listener):
        pass

    def getElementById(self, name):
        return None

    def querySelector(self, selector):
        return self.documentElement.querySelector(selector)


class Storage:
    """localStorage's interface over a dict."""

    def __init__(self, items=None):
        self.items = dict(items or {})

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = str(value)

    def removeItem(self, key):
        self.items.pop(key, None)


class Clip:
    """An <audio> element: play() resolves at once, and it ends after `Clip.seconds`."""

    seconds = 0.01
    started = []  # the paths of the clips that started, in order
    refused = False  # as a browser does before the first tap
    plays = {"audio/mpeg": "probably"}  # canPlayType's answers: a browser that plays MP3 only, unless a test says

    def canPlayType(self, kind):
        return Clip.plays.get(kind, "")

    def __init__(self, path=""):
        self.path = path
        self.listeners = {}

    @classmethod
    def new(cls, path=""):
        return cls(path)

    def addEventListener(self, kind, listener):
        self.listeners.setdefault(kind, []).append(listener)

    async def play(self):
        import asyncio

        if Clip.refused:
            raise NotAllowed()
        Clip.started.append(self.path)
        asyncio.get_event_loop().call_later(self.seconds, self._end)

    def _end(self):
        for listener in self.listeners.get("ended", []):
            listener(None)

    def pause(self):
        pass


class NotAllowed(Exception):
    """What play() throws before a user gesture, as Pyodide raises it (a JsException named NotAllowedError)."""

    name = "NotAllowedError"


class Window:
    """A tablet lying flat, the size the pages are laid out for first."""

    def __init__(self):
        self.events = []
        self.innerWidth, self.innerHeight = 1024, 768

    def dispatchEvent(self, event):
        self.events.append(event)


class Console:
    def __init__(self):
        self.warnings = []
        self.errors = []

    def warn(self, text):
        self.warnings.append(str(text))

    def error(self, text):
        self.errors.append(str(text))


class Proxy:
    """Pyodide's proxy of a Python function: callable, and let go of with destroy() when a listener is removed."""

    def __init__(self, function):
        self.function = function

    def __call__(self, *args):
        return self.function(*args)

    def destroy(self):
        self.function = None


DOCUMENT = Document()


def install() -> types.ModuleType:
    """Put the stand-ins in sys.modules (once) and return the fake `js`."""
    if "js" in sys.modules:
        return sys.modules["js"]
    js = types.ModuleType("js")
    js.document = DOCUMENT
    js.console = Console()
    js.window = Window()
    js.Audio = Clip
    js.navigator = types.SimpleNamespace(onLine=True)  # online: every clip can load (see kit.audio.can_load)
    js.CustomEvent = types.SimpleNamespace(new=lambda kind, init: {"type": kind, **init})
    js.Object = types.SimpleNamespace(fromEntries=dict)
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = Proxy
    ffi.create_once_callable = lambda function: function
    ffi.to_js = lambda value, **options: value
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi
    sys.modules.update({"js": js, "pyodide": pyodide, "pyodide.ffi": ffi})
    return js
