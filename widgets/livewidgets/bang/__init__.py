"""The widget of Bang!: a round table the reader sets up, who each weapon reaches, and the
chance of each "draw!".

``WIDGETS`` (:mod:`livewidgets.contract`) declares its one kind, ``reach`` (:mod:`.reach`:
its edits), which :mod:`engine.bang.calc` answers.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.bang.calc import KEYS
from engine.bang.rulings import Ruling
from engine.bang.table import MAX_PLAYERS, MIN_PLAYERS
from engine.errors import RulesError

from ..contract import calc_widgets
from ..controls import ConfigError
from ..strings import game_words

M_ = game_words(__file__).M_


def drawable(setup: Mapping[str, Any], error: type[RulesError] = ConfigError) -> None:
    """Refuse (``error``, naming ``players``) a table the drawing cannot lay out: checked
    after the calculator's checks, for a config and for each edit."""
    n = setup.get("players")
    if isinstance(n, int) and not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise error(M_("not-drawn"), where="players", least=MIN_PLAYERS, most=MAX_PLAYERS,
                    ruling=Ruling.FOUR_TO_SEVEN)


WIDGETS = calc_widgets("bang", "reach", "table", KEYS["table"], bench_page="distance",
                       announce=(".bang-reach",), drawable=drawable)

__all__ = ["WIDGETS", "drawable"]
