"""``python -m engine.goblinhood``: see :mod:`engine.goblinhood.cli`."""

import sys

from .cli import main

sys.exit(main())
