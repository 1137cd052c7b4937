"""``python -m engine.arcticscavengers calc FILE|-``: see :func:`engine.arcticscavengers.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
