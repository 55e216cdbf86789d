"""The build of the static site: site/ and pygame_rules/ into dist/, one module per step.

assemble   every step in its order (build), and what dist/ holds (summary)
paths      the checkout's folders and where dist/ goes; errors: BuildError
runtime    Pyodide (its standard library trimmed) and PyScript into runtime/
bytecode   Python compiled ahead by the vendored Pyodide, without docstrings or comments
espeak     eSpeak NG into runtime/espeak-ng/, its WebAssembly without unused dictionaries
bundles    the code zips every page loads, each game's own zip, the games' catalogue
zips       zips with the same bytes for the same files
assets     the files of site/ served as they are, and the glyphs it names
rules_pages each game's printed rules in its six languages, rules/<id>.html, its tables drawn from the rules
rules_book rules/all.html, every game's printed rules in one page
page       index.html's inlined pictures and stylesheet, the runtime's preloads, pyscript.json
policy     every page's Content-Security-Policy, and the check that nothing leaves the origin
offline    the web app manifest, and the service worker (site/sw.js) filled with every file's hash
server     serving a built site locally (build.py serve, tests, tools, benchmark)
testing    build.py test: install what the tests need, then run pytest
new_game   build.py new-game: the template game's folders copied to a new game's, renamed, registered

build.py at the root is the command line; nothing here imports it or tools/.
"""
