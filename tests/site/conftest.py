"""The site's plain-Python UI modules import as `ui`, as they do in the page."""

import sys
from pathlib import Path

SITE = Path(__file__).resolve().parents[2] / "site"

if str(SITE) not in sys.path:
    sys.path.insert(0, str(SITE))
