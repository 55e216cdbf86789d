"""The browser side of the site: pages drawn by Python, through PyScript and Pyodide.

`ui.app.start()` runs the whole visit. Modules that touch the page import
`js`; the others (words, settings, saves, players, computer players, the
games' catalogue and prompts) are plain Python, tested in CPython.
"""
