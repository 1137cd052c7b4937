"""``python -m engine.bang calc FILE|-``: see :func:`engine.bang.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
