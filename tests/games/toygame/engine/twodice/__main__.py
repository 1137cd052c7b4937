import sys

from .. import gamecli
from .game import GAME

sys.exit(gamecli.main(GAME))
