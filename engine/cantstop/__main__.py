"""``python -m engine.cantstop calc FILE|-``: see :func:`engine.cantstop.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
