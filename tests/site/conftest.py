"""The site's plain-Python UI modules import as `ui` and `games`, as they do in the page.

This folder is on the path too, for the browser stand-ins of fake_browser.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SITE = HERE.parents[1] / "site"

for folder in (SITE, HERE):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
