"""The four commands every full engine has: ``python -m engine.<id> run|new|explain|simulate``.

``run`` is a contract the site and outside tools rely on: scenario JSON in, one JSON object
out, exit 0; or a one-line error naming the field or the action's index and the ruling, exit 2.
Only a refusal is a user error: a :class:`~engine.errors.RulesError` of the game, or this
module's :class:`CliError` (a file it cannot read, a bad option). Anything else raised is a bug
of the program, and is reported as one (:func:`guarded`: exit 70 with the traceback), never as
the user's fault. Everything here reads the game's :class:`~engine.registry.GameSpec`; nothing
names a game.
"""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from typing import Any, Callable, Sequence

from .errors import RulesError
from .registry import LANGS, GameSpec

USER_ERROR = 2
"""Exit status of a refused input (argparse's own status for a bad option)."""
INTERNAL_ERROR = 70
"""Exit status of a bug (``EX_SOFTWARE`` of BSD's sysexits)."""


class CliError(Exception):
    """A user error of the command line itself: printed as one line, exit status 2."""


def guarded(command: Callable[[], int]) -> int:
    """Run ``command``: a refusal is one line on stderr and exit 2; any other exception is a
    bug, reported as ``internal error: <type>: <text>`` with its traceback, exit 70."""
    try:
        return command()
    except (CliError, RulesError) as err:
        # One line, always: a JSON key may hold a line break, shown escaped.
        print("error: " + "\\n".join(str(err).splitlines()), file=sys.stderr)
        return USER_ERROR
    except Exception as err:  # a bug: say so, with everything needed to fix it
        print(f"internal error: {type(err).__name__}: {err}", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return INTERNAL_ERROR


def read_json(path: str) -> Any:
    """The JSON of a file, or of standard input for ``-``; :class:`CliError` names the file."""
    try:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    except OSError as err:
        raise CliError(f"{path}: cannot read ({err.strerror})") from None
    except UnicodeDecodeError as err:   # the user's file, not a bug
        raise CliError(f"{path}: cannot read (not UTF-8 text at byte {err.start})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise CliError(f"{path}:{err.lineno}:{err.colno}: invalid JSON ({err.msg})") from None


def parser(spec: GameSpec) -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog=f"python -m engine.{spec.id}",
                                 description=spec.description or f"{spec.names['en']} rules "
                                                                 "engine")
    sub = ap.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="play a scenario's actions, print state, events, result")
    run.add_argument("file", help="scenario JSON file, or - for standard input")
    new = sub.add_parser("new", help="print a new game's state")
    low, high = spec.limits.players
    new.add_argument("--players", type=int, default=min(high, max(low, 4)))
    new.add_argument("--seed", type=int, default=0)
    exp = sub.add_parser("explain", help="print a scenario's events as numbered sentences")
    exp.add_argument("file")
    exp.add_argument("--lang", choices=LANGS, default="en")
    if spec.simulate is not None:
        sim = sub.add_parser("simulate", help="play whole bot games and summarise them")
        sim.add_argument("--games", type=int, default=1000)
        sim.add_argument("--players", type=int, default=min(high, max(low, 4)))
        sim.add_argument("--bot", choices=spec.bots, default=spec.bots[0])
        sim.add_argument("--seed", type=int, default=0)
        sim.add_argument("--bench", action="store_true",
                         help=f"benchmark: random games per second for {low} to {high} players")
    return ap


def bench(spec: GameSpec, games: int, seed: int) -> None:
    """Complete random games per second for every player count (figures, no assertion)."""
    assert spec.simulate is not None
    print(f"{spec.id.upper()} engine: complete random games per second, one core "
          "(per wall second, and per second of this process's CPU time)")
    print(f"{'players':>7}  {'games':>6}  {'games/s':>8}  {'games/CPU s':>11}  "
          f"{'actions/game':>12}")
    low, high = spec.limits.players
    for k in range(low, high + 1):
        s = spec.simulate(games, k, "random", seed)
        print(f"{k:>7}  {s.games:>6}  {s.games_per_second:>8.0f}  "
              f"{s.games_per_cpu_second:>11.0f}  {s.mean_length:>12.1f}")
    if target := spec.extra.get("bench_target"):
        print(f"target: {target}")


def _options(err: RulesError) -> RulesError:
    """A setup refusal located at the command line's option (``players`` -> ``--players``)."""
    return err.at("--players") if err.where == "players" else err


def main(spec: GameSpec, argv: Sequence[str] | None = None) -> int:
    args = parser(spec).parse_args(argv)
    return guarded(lambda: _command(spec, args))


def _command(spec: GameSpec, args: argparse.Namespace) -> int:
    if args.command == "run":
        print(json.dumps(spec.run_json(read_json(args.file)), ensure_ascii=False))
    elif args.command == "explain":
        _, events = spec.run_scenario(read_json(args.file))
        print("\n".join(spec.explain(events, args.lang)))
    elif args.command == "new":
        try:
            state = spec.new_game(args.players, args.seed)
        except RulesError as err:
            raise _options(err) from None
        print(json.dumps(spec.to_json(state), ensure_ascii=False))
    elif args.games < 1:  # a summary of no games has no rates to report
        raise CliError(f"--games must be at least 1, not {args.games}")
    elif args.bench:
        bench(spec, args.games, args.seed)
    else:
        assert spec.simulate is not None
        try:
            s = spec.simulate(args.games, args.players, args.bot, args.seed)
        except RulesError as err:
            raise _options(err) from None
        print(json.dumps(s.to_json() | {"scores": None}, ensure_ascii=False))
    return 0
