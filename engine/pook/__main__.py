"""``python -m engine.pook``: see :mod:`engine.pook.cli`."""

import sys

from .cli import main

sys.exit(main())
