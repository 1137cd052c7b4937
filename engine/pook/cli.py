"""Command line: ``python -m engine.pook run|new|explain|simulate``.

The four commands are the registry's generic ones (:mod:`engine.gamecli`); ``run`` is
``GAME.run_json`` (:mod:`engine.playthrough`), which the widgets call directly.
"""

from __future__ import annotations

from typing import Sequence

from .. import gamecli
from .game import GAME


def main(argv: Sequence[str] | None = None) -> int:
    return gamecli.main(GAME, argv)
