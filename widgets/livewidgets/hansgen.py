"""``python -m livewidgets.hansgen``: regenerate :mod:`livewidgets.strings_hans`.

Simplified Chinese is derived from the hand-written Traditional Chinese with OpenCC at build
time (``sitebuild.hans.to_simplified``); the result is committed because the browser cannot run
OpenCC. ``tests/widgets/test_strings.py`` fails when the committed module is stale.
"""

from __future__ import annotations

import pprint
import sys
from pathlib import Path

from . import strings

TARGET = Path(__file__).resolve().parent / "strings_hans.py"


def hans_module() -> str:
    """Source of the generated module."""
    from sitebuild.hans import to_simplified

    ui = {k: to_simplified(v) for k, v in strings.UI["zh"].items()}
    assumptions = {k: to_simplified(v) for k, v in strings.ASSUMPTION_TEXT["zh"].items()}
    return (
        '"""Simplified Chinese UI strings, GENERATED from the Traditional ones by OpenCC.\n\n'
        'Do not edit: run ``python -m livewidgets.hansgen``."""\n\n'
        f"UI = {pprint.pformat(ui, width=100, sort_dicts=True)}\n\n"
        f"ASSUMPTION_TEXT = {pprint.pformat(assumptions, width=100, sort_dicts=True)}\n"
    )


def main() -> int:
    TARGET.write_text(hans_module(), encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
