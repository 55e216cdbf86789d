"""What a page of dist/ may do and reach: the Content-Security-Policy written into every page, and the check
that no file of ours refers to another host (the site works offline and leaks nothing)."""

from __future__ import annotations

import base64
import hashlib
import re
from html.parser import HTMLParser
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.page import PAGE
from sitebuild.paths import dist_files

# The Content-Security-Policy the build writes into every page of dist/, as a <meta> (GitHub
# Pages sets no headers): the pages run only the site's own files, from its own origin.
# No inline script or event handler (the build refuses a page with one), no style
# attribute; each inline <style> of a page is allowed by its hash, computed here.
CONTENT_SECURITY_POLICY = {
    "default-src": "'self'",
    "script-src": "'self'",
    # Covers style attributes too: the kit sets styles through the CSSOM (kit/dom.py's el), which no policy blocks.
    "style-src": "'self'",
    "img-src": "'self'",
    "worker-src": "'self'",
    "connect-src": "'self'",
    "media-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'none'",
}

# What only the app's page (index.html) runs besides: 'wasm-unsafe-eval' lets Pyodide compile
# its WebAssembly; 'unsafe-eval' is for PyScript 0.7.31, which builds its worker hooks with
# Function() as it starts, even for a script on the main thread (without it the page never
# starts: "Evaluating a string as JavaScript violates..." in core.js; Pyodide alone starts
# without 'unsafe-eval', measured with a bare page in Chromium).
APP_SCRIPT_SOURCES = "'wasm-unsafe-eval' 'unsafe-eval'"
POLICY_META = re.compile(r'\s*<meta http-equiv="Content-Security-Policy"[^>]*>', re.I)
CHARSET_META = re.compile(r"<meta\s+charset=[^>]*>", re.I)
PAGE_START = re.compile(r"<head\b[^>]*>|\A(?:\s*<!doctype[^>]*>)?(?:\s*<html\b[^>]*>)?", re.I)
INLINE_STYLE = re.compile(r"<style\b[^>]*>(.*?)</style>", re.S | re.I)


class PageProblems(HTMLParser):
    """What a page holds that its Content-Security-Policy would block: inline scripts and handlers, style attributes."""

    def __init__(self):
        super().__init__()
        self.problems = []
        self._script = None  # the attributes of the <script> being read

    def handle_starttag(self, tag, attrs):
        named = dict(attrs)
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"<{tag} {name}=...> (an inline event handler)")
            elif name == "style":
                self.problems.append(f"<{tag} style=...> (a style attribute)")
            elif (value or "").strip().lower().startswith("javascript:"):
                self.problems.append(f"<{tag} {name}=\"javascript:...\">")
        if tag == "script":
            self._script = named

    def handle_endtag(self, tag):
        if tag == "script":
            if self._script is not None and "src" not in self._script:
                self.problems.append("<script> without src (inline code)")
            self._script = None


def style_hash(text: str) -> str:
    """The CSP source that allows one inline <style> whose content is `text`."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def security_policy(page: str, app: bool) -> str:
    """The Content-Security-Policy of one page: the site's policy, its inline styles' hashes, the app's runtime sources."""
    policy = dict(CONTENT_SECURITY_POLICY)
    hashes = [style_hash(text) for text in INLINE_STYLE.findall(page)]
    policy["style-src"] = " ".join([policy["style-src"], *dict.fromkeys(hashes)])
    if app:
        policy["script-src"] += " " + APP_SCRIPT_SOURCES
    return "; ".join(f"{name} {sources}" for name, sources in policy.items())


def write_security_policies(out: Path) -> None:
    """Write the Content-Security-Policy <meta> into every page of out/ (the runtime's aside), after its charset or <head>.

    A page's own policy <meta> is replaced: the build is where the policy and the
    hashes are made. Raises BuildError for what the policy would block.
    """
    for path in dist_files(out):
        if path.suffix != ".html" or path.parts[0] == "runtime":
            continue
        text = POLICY_META.sub("", (out / path).read_text(encoding="utf-8"))
        checker = PageProblems()
        checker.feed(text)
        checker.close()
        if checker.problems:
            raise BuildError(f"{path.as_posix()}: the Content-Security-Policy would block "
                             + ", ".join(dict.fromkeys(checker.problems)) + "; move it to a file of the site")
        # After <meta charset> (kept within the first 1024 bytes), else the start of <head>, else
        # of the page: before any content, the parser puts the <meta> in the (implied) head.
        anchor = CHARSET_META.search(text) or PAGE_START.search(text)
        style = INLINE_STYLE.search(text)
        if style and style.start() < anchor.end():
            raise BuildError(f"{path.as_posix()}: a <style> comes before the Content-Security-Policy, out of its reach")
        policy = security_policy(text, app=path.as_posix() == PAGE)
        indent = re.match(r"[ \t]*", text[text.rfind("\n", 0, anchor.start()) + 1:]).group(0)
        meta = f'\n{indent}<meta http-equiv="Content-Security-Policy" content="{policy}">'
        (out / path).write_text(text[:anchor.end()] + meta + text[anchor.end():], encoding="utf-8")


# Files of dist/ the host check reads (the runtime is exempt: pyscript.json
# overrides its CDN defaults and the browser tests prove no request leaves).
CHECKED_SUFFIXES = {".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".py", ".svg", ".toml"}
FOREIGN_URL = re.compile(r"""\b(?:https?|wss?|ftp)://[^\s"'<>()\\]+|(?<=["'(])//[a-z0-9-]+(?:\.[a-z0-9-]+)+""", re.I)

# Names, not addresses: browsers never fetch XML namespace URIs.
XML_NAMESPACES = {
    "http://www.w3.org/2000/svg",
    "http://www.w3.org/1999/xlink",
    "http://www.w3.org/1999/xhtml",
    "http://www.w3.org/XML/1998/namespace",
}


def foreign_urls(text: str) -> list[str]:
    """The addresses on another host written in a text (XML namespace names are not addresses)."""
    return [url for url in FOREIGN_URL.findall(text) if url.rstrip(".,;") not in XML_NAMESPACES]


def checked_texts(out: Path):
    """(name, text) of every file of ours in out/ that the host check reads (the code in zips is read from source)."""
    for path in dist_files(out):
        if path.parts[0] != "runtime" and path.suffix in CHECKED_SUFFIXES:
            yield path.as_posix(), (out / path).read_text(encoding="utf-8")


def check_hosts(out: Path, zipped: dict[str, str]) -> None:
    """Fail when a file of ours, or the source of a module zipped ({name: text}), refers to another host: the
    site must work offline and leak nothing."""
    texts = [*checked_texts(out), *zipped.items()]
    problems = [f"{name}: {url}" for name, text in texts for url in foreign_urls(text)]
    if problems:
        raise BuildError("references to another host (the site must not leave its origin):\n  " + "\n  ".join(problems))
