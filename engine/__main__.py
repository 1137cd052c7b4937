"""``python -m engine``: the registered games, and what every full engine can do.

    python -m engine list                   the registered games and calculators
    python -m engine bench [--games N]      complete random games per second, every game
    python -m engine <game> run|new|...     the same as ``python -m engine.<game> ...``
    python -m engine <game> calc FILE|-     the same, for a calculator

A refused input exits 2 with one line (a bad option too); anything else that goes wrong is a
bug, reported with its traceback, exit 70 (see :func:`engine.gamecli.guarded`). ``--games`` is
checked against every game's ``limits.max_games`` before a game is played.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from . import gamecli, limits, registry


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in registry.entry_ids():
        game = args[0]
        return gamecli.guarded(lambda: gamecli.main(registry.entry(game), args[1:]))
    ap = gamecli.OneLineParser(prog="python -m engine", description=__doc__,
                               formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the registered games and calculators")
    bench = sub.add_parser("bench", help="random games per second for every game")
    bench.add_argument("--games", type=gamecli.integer, default=1000)
    bench.add_argument("--seed", type=gamecli.integer, default=0)
    parsed = ap.parse_args(args)
    return gamecli.guarded(lambda: _command(parsed))


def _command(parsed: argparse.Namespace) -> int:
    """``list`` or ``bench`` (a failure here is a bug: :func:`engine.gamecli.guarded`)."""
    if parsed.command == "list":
        for spec in registry.entries():
            low, high = spec.limits.players
            kind = "\tcalculator" if isinstance(spec, registry.CalcSpec) else ""
            count = f"{low}" if low == high else f"{low}-{high}"
            print(f"{spec.id}\t{spec.names['en']}\t{count} players{kind}")
        return 0
    specs = [spec for spec in registry.games() if spec.simulate is not None]
    for spec in specs:  # every count checked before the first game is played
        limits.check_count(parsed.games, 1, spec.limits.max_games, "--games")
    for spec in specs:
        gamecli.bench(spec, parsed.games, parsed.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
