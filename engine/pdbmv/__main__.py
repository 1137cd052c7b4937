"""``python -m engine.pdbmv``: see :mod:`engine.pdbmv.cli`."""

import sys

from .cli import main

sys.exit(main())
