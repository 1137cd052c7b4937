"""``python -m engine.pi calc FILE|-``: see :func:`engine.pi.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
