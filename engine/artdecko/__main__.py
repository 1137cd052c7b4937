"""``python -m engine.artdecko calc FILE|-``: see :func:`engine.artdecko.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
