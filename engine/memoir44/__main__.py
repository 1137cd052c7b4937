"""``python -m engine.memoir44 calc FILE|-``: see :func:`engine.memoir44.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
