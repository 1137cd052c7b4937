"""``python -m engine.arnak calc FILE|-``: see :func:`engine.arnak.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
