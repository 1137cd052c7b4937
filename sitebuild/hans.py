"""Simplified Chinese, derived from the hand-written Traditional Chinese with OpenCC.

The browser cannot run OpenCC and the engine stays standard-library only, so every text table
that has a Traditional Chinese column gets a generated, committed Simplified twin. This module
is the one generator for all of them: ``python -m sitebuild.hans`` rewrites every twin, and a
test (tests/site/test_hans.py) fails when one is stale.
"""

from __future__ import annotations

import pprint
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from opencc import OpenCC  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def _converter() -> OpenCC:
    return OpenCC("t2s")


def to_simplified(text: str) -> str:
    """Traditional -> Simplified Chinese."""
    return str(_converter().convert(text))


def simplified(value: Any) -> Any:
    """``value`` with every string inside it (dict values, tuple and list items) converted."""
    if isinstance(value, str):
        return to_simplified(value)
    if isinstance(value, dict):
        return {k: simplified(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return type(value)(simplified(v) for v in value)
    return value


@dataclass(frozen=True)
class Twin:
    """A generated module: its path and the Traditional tables it converts, by name."""

    path: Path
    what: str
    tables: Callable[[], dict[str, Any]]

    def source(self) -> str:
        body = "\n\n".join(f"{name} = {pprint.pformat(simplified(value), width=100)}"
                           for name, value in self.tables().items())
        return (f'"""Simplified Chinese {self.what}, GENERATED from the Traditional ones by '
                'OpenCC.\n\nDo not edit: run ``python -m sitebuild.hans``."""\n\n'
                f"{body}\n")


def _engine_messages() -> dict[str, Any]:
    from engine.pdbmv import components, messages

    return {"TEMPLATES": messages.TEMPLATES["zh"], "NOUNS": messages.NOUNS["zh"],
            "TREASURE_NAMES": {t.id: t.zh for t in components.TREASURES},
            "WILD_NAME": messages.WILD_NAME["zh"], "LIST_SEP": messages.LIST_SEP["zh"]}


def _shared_widget_strings() -> dict[str, Any]:
    from livewidgets import strings

    return {"UI": strings.UI["zh"]}


def _widget_strings() -> dict[str, Any]:
    from livewidgets import strings as shared
    from livewidgets.pdbmv import strings

    own = {k: v for k, v in strings.UI["zh"].items() if k not in shared.UI["zh"]}
    return {"UI": own, "ASSUMPTION_TEXT": strings.ASSUMPTION_TEXT["zh"]}


def _sandbox_strings() -> dict[str, Any]:
    from livewidgets.pdbmv import sandbox_text

    return {"STRINGS": sandbox_text.STRINGS["zh"], "RULINGS": sandbox_text.RULINGS["zh"],
            "SHORT_NAMES": sandbox_text.SHORT_NAMES["zh"]}


TWINS = (
    Twin(ROOT / "engine/pdbmv/messages_hans.py", "event sentences", _engine_messages),
    Twin(ROOT / "widgets/livewidgets/strings_hans.py", "shared widget strings",
         _shared_widget_strings),
    Twin(ROOT / "widgets/livewidgets/pdbmv/strings_hans.py", "widget strings", _widget_strings),
    Twin(ROOT / "widgets/livewidgets/pdbmv/sandbox_text_hans.py", "sandbox strings",
         _sandbox_strings),
)


def main() -> int:
    for twin in TWINS:
        twin.path.write_text(twin.source(), encoding="utf-8")
        print(f"wrote {twin.path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
