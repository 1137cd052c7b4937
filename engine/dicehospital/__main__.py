"""``python -m engine.dicehospital calc FILE|-``: see :func:`engine.dicehospital.calc.calc`."""

import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
