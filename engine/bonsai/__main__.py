"""``python -m engine.bonsai calc FILE|-``: see :func:`engine.bonsai.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
