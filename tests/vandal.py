"""Spoiling what the engine hands out, to see it was a copy: shared by the conformance suite and the save tests.

Plain Python, imported as `tests.vandal` on CPython and inside Pyodide
(tests/pyodide mounts the work tree and runs from its root).
"""


def vandalise(data):
    """Change every dict and list inside `data`, all the way down."""
    if type(data) is dict:
        for value in data.values():
            vandalise(value)
        data["vandal"] = True
    elif type(data) is list:
        for value in data:
            vandalise(value)
        data.append("vandal")
