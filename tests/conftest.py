"""Shared by every test, also inside Pyodide: import from the work tree.

The tests import `pygame_rules`, `build` and `tools` from the checkout they
live in, never from an installed copy, however pytest was started.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
