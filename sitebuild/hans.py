"""Simplified Chinese, derived from the hand-written Traditional Chinese with OpenCC.

``python -m sitebuild.hans`` regenerates ``engine/pdbmv/messages_hans.py`` (the engine stays
standard-library only, so the converted catalogue is committed; a test checks it is current).
"""

from __future__ import annotations

import pprint
import sys
from functools import lru_cache
from pathlib import Path

from opencc import OpenCC  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "engine" / "pdbmv" / "messages_hans.py"


@lru_cache(maxsize=1)
def _converter() -> OpenCC:
    return OpenCC("t2s")


def to_simplified(text: str) -> str:
    """Traditional -> Simplified Chinese."""
    return str(_converter().convert(text))


def messages_module() -> str:
    """Source of the generated Simplified catalogue module."""
    from engine.pdbmv import components, messages

    templates = {k: to_simplified(v) for k, v in messages.TEMPLATES["zh"].items()}
    nouns = {k: tuple(to_simplified(x) for x in v) for k, v in messages.NOUNS["zh"].items()}
    names = {t.id: to_simplified(t.zh) for t in components.TREASURES}
    return (
        '"""Simplified Chinese catalogue, GENERATED from the Traditional one by OpenCC.\n\n'
        'Do not edit: run ``python -m sitebuild.hans``."""\n\n'
        f"TEMPLATES = {pprint.pformat(templates, width=100, sort_dicts=True)}\n\n"
        f"NOUNS = {pprint.pformat(nouns, width=100, sort_dicts=True)}\n\n"
        f"TREASURE_NAMES = {pprint.pformat(names, width=100, sort_dicts=True)}\n\n"
        f"WILD_NAME = {to_simplified(messages.WILD_NAME['zh'])!r}\n"
        f"LIST_SEP = {messages.LIST_SEP['zh']!r}\n"
    )


def main() -> int:
    TARGET.write_text(messages_module(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
