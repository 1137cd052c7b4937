"""Command line: ``python -m engine.pdbmv run|new|explain|simulate``.

``run`` is a contract the site and outside tools rely on: scenario JSON in, one JSON object
out, exit 0; or a one-line error naming the field or the action's index and the ruling, exit 2.
The work is done by :func:`engine.pdbmv.scenario.run_json`, which the widgets call directly
(importing this module would load argparse and the simulator into every page).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Sequence

from .messages import LANGS, explain
from .scenario import ScenarioError, run_json, run_scenario, to_json
from .setup import new_game
from .simulate import simulate


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def _read(path: str) -> Any:
    try:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    except OSError as err:
        raise CliError(f"{path}: cannot read ({err.strerror})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise CliError(f"{path}:{err.lineno}:{err.colno}: invalid JSON ({err.msg})") from None


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m engine.pdbmv",
                                 description="Please Don't Burn My Village! rules engine")
    sub = ap.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="play a scenario's actions, print state, events, result")
    run.add_argument("file", help="scenario JSON file, or - for standard input")
    new = sub.add_parser("new", help="print a new game's state")
    new.add_argument("--players", type=int, default=4)
    new.add_argument("--seed", type=int, default=0)
    exp = sub.add_parser("explain", help="print a scenario's events as numbered sentences")
    exp.add_argument("file")
    exp.add_argument("--lang", choices=LANGS, default="en")
    sim = sub.add_parser("simulate", help="play whole bot games and summarise them")
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--bot", choices=("random", "greedy"), default="random")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bench", action="store_true",
                     help="benchmark: random games per second for 2 to 5 players")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "run":
            print(json.dumps(run_json(_read(args.file)), ensure_ascii=False))
        elif args.command == "new":
            print(json.dumps(to_json(new_game(args.players, args.seed)), ensure_ascii=False))
        elif args.command == "explain":
            _, events = run_scenario(_read(args.file))
            print("\n".join(explain(events, args.lang)))
        elif args.games < 1:  # a summary of no games has no rates to report
            raise CliError(f"--games must be at least 1, not {args.games}")
        elif args.bench:
            print("PDBMV engine: complete random games per second, one core "
                  "(per wall second, and per second of this process's CPU time)")
            print(f"{'players':>7}  {'games':>6}  {'games/s':>8}  {'games/CPU s':>11}  "
                  f"{'actions/game':>12}")
            for k in range(2, 6):
                s = simulate(args.games, k, "random", args.seed)
                print(f"{k:>7}  {s.games:>6}  {s.games_per_second:>8.0f}  "
                      f"{s.games_per_cpu_second:>11.0f}  {s.mean_length:>12.1f}")
            print("target: 2,000 complete 4-player random games per second")
        else:
            s = simulate(args.games, args.players, args.bot, args.seed)
            print(json.dumps(s.to_json() | {"scores": None}, ensure_ascii=False))
    except (CliError, ScenarioError, ValueError) as err:
        # One line, always: a JSON key may hold a line break, shown escaped.
        print("error: " + "\\n".join(str(err).splitlines()), file=sys.stderr)
        return 2
    return 0
