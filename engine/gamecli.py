"""The commands of a registry entry: ``python -m engine.<id> run|new|explain|simulate`` for a
playable engine, ``python -m engine.<id> calc FILE|-`` for a calculator.

``run`` is a contract the site and outside tools rely on: scenario JSON in, one JSON object
out, exit 0; or a one-line error naming the field or the action's index and the ruling, exit 2.
Only a refusal is a user error: a :class:`~engine.errors.RulesError` of the game, or this
module's :class:`CliError` (a file it cannot read, a bad option). Anything else raised is a bug
of the program, and is reported as one (:func:`guarded`: exit 70 with the traceback), never as
the user's fault. ``calc`` is a contract too: one JSON object with ``"calc"`` and the inputs
in, one JSON object out, exit 0; or one line naming the field, exit 2. Everything here reads the
entry's spec (:class:`~engine.registry.GameSpec` or :class:`~engine.registry.CalcSpec`, the
one place the two kinds part); nothing names a game.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from typing import IO, Any, Callable, NoReturn, Sequence

from . import limits
from .errors import RulesError, excerpt, printable
from .registry import LANGS, CalcSpec, Entry, GameSpec, Limits

USER_ERROR = 2
"""Exit status of a refused input (argparse's own status for a bad option)."""
INTERNAL_ERROR = 70
"""Exit status of a bug (``EX_SOFTWARE`` of BSD's sysexits)."""
PIPE_CLOSED = 141
"""Exit status when the reader of the output went away (128 + ``SIGPIPE``: what a shell
reports for any Unix tool stopped the same way)."""


class CliError(Exception):
    """A user error of the command line itself: printed as one line, exit status 2."""


def guarded(command: Callable[[], int]) -> int:
    """Run ``command``: a refusal is one line on stderr and exit 2; output whose reader went
    away ends quietly (:data:`PIPE_CLOSED`); any other exception is a bug, reported as
    ``internal error: <type>: <text>`` with its traceback, exit 70."""
    try:
        status = command()
        sys.stdout.flush()  # here, not at exit, so a closed pipe is seen and handled
        return status
    except BrokenPipeError:
        _silence_stdout()
        return PIPE_CLOSED
    except (CliError, RulesError) as err:
        # One line, always, and nothing a terminal acts on: a JSON key or a file name may
        # hold a line break or an escape sequence, shown escaped.
        print("error: " + printable(str(err)), file=sys.stderr)
        return USER_ERROR
    except Exception as err:  # a bug: say so, with everything needed to fix it
        print(f"internal error: {type(err).__name__}: {printable(str(err))}", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return INTERNAL_ERROR


def _silence_stdout() -> None:
    """Point standard output at the null device, so Python's own flush at exit does not fail
    again on the closed pipe (the recipe of the ``signal`` module's documentation)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # not a real file (a test's capture)
        pass


def _read_bytes(path: str, most: int) -> bytes:
    """At most ``most + 1`` bytes of a file or of standard input (one more than the limit, so
    a larger input is refused without being read whole)."""
    if path == "-":
        stream: IO[bytes] | None = getattr(sys.stdin, "buffer", None)
        if stream is None:  # a text stream put in place by a caller
            return sys.stdin.read(most + 1).encode("utf-8", "surrogateescape")
        return stream.read(most + 1)
    with open(path, "rb") as handle:
        return handle.read(most + 1)


def read_json(path: str, bounds: Limits) -> Any:
    """The JSON of a file, or of standard input for ``-``, within ``bounds`` (a game's limits:
    size, UTF-8, nesting, lengths); :class:`CliError` or a refusal naming the file."""
    try:
        data = _read_bytes(path, bounds.max_bytes)
    except OSError as err:
        raise CliError(f"{path}: cannot read ({err.strerror or err})") from None
    try:
        return limits.loads(data, bounds, where=path)
    except json.JSONDecodeError as err:
        raise CliError(f"{path}:{err.lineno}:{err.colno}: invalid JSON ({err.msg})") from None


def integer(text: str) -> int:
    """An option's whole number within :data:`engine.limits.SAFE_INTEGER` (a seed a page reads
    exactly: a game ``new`` writes is one its own ``run``, and the site, can read back)."""
    try:
        if len(text.strip().lstrip("+-")) <= limits.NUMBER_DIGITS:
            value = int(text)
            if abs(value) <= limits.SAFE_INTEGER:
                return value
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"not a whole number from -{limits.SAFE_INTEGER} to "
                                     f"{limits.SAFE_INTEGER}: {excerpt(repr(text))}")


class OneLineParser(argparse.ArgumentParser):
    """argparse, with its usage errors on one line (``error: ...``, exit 2) like every other
    refusal of the command line."""

    def error(self, message: str) -> NoReturn:
        print(f"error: {self.prog}: {' '.join(message.split())} (see --help)", file=sys.stderr)
        sys.exit(USER_ERROR)


def parser(spec: Entry) -> argparse.ArgumentParser:
    kind = "calculator" if isinstance(spec, CalcSpec) else "rules engine"
    ap = OneLineParser(prog=f"python -m engine.{spec.id}",
                       description=spec.description or f"{spec.names['en']} {kind}")
    sub = ap.add_subparsers(dest="command", required=True)
    if isinstance(spec, CalcSpec):
        calc = sub.add_parser("calc", help="one JSON object with \"calc\" (" +
                              ", ".join(spec.calcs) + ") and its inputs in, one JSON object out")
        calc.add_argument("file", help="input JSON file, or - for standard input")
        return ap
    run = sub.add_parser("run", help="play a scenario's actions, print state, events, result")
    run.add_argument("file", help="scenario JSON file, or - for standard input")
    new = sub.add_parser("new", help="print a new game's state")
    low, high = spec.limits.players
    new.add_argument("--players", type=integer, default=min(high, max(low, 4)))
    new.add_argument("--seed", type=integer, default=0)
    exp = sub.add_parser("explain", help="print a scenario's events as numbered sentences")
    exp.add_argument("file")
    exp.add_argument("--lang", choices=LANGS, default="en")
    if spec.simulate is not None:
        sim = sub.add_parser("simulate", help="play whole bot games and summarise them")
        sim.add_argument("--games", type=integer, default=1000)
        sim.add_argument("--players", type=integer, default=min(high, max(low, 4)))
        sim.add_argument("--bot", choices=spec.bots, default=spec.bots[0])
        sim.add_argument("--seed", type=integer, default=0)
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


def main(spec: Entry, argv: Sequence[str] | None = None) -> int:
    args = parser(spec).parse_args(argv)
    if isinstance(spec, CalcSpec):
        return guarded(lambda: _calc(spec, args))
    return guarded(lambda: _command(spec, args))


def _calc(spec: CalcSpec, args: argparse.Namespace) -> int:
    """``calc``: the input's raw checks (:func:`read_json`), then the calculator's own."""
    print(json.dumps(spec.run(read_json(args.file, spec.limits)), ensure_ascii=False))
    return 0


def _command(spec: GameSpec, args: argparse.Namespace) -> int:
    bounds = spec.limits
    if args.command == "run":
        print(json.dumps(spec.run_json(read_json(args.file, bounds)), ensure_ascii=False))
    elif args.command == "explain":
        _, events = spec.run_scenario(read_json(args.file, bounds))
        print("\n".join(spec.explain(events, args.lang)))
    elif args.command == "new":
        limits.check_players(args.players, bounds, "--players")
        try:
            state = spec.new_game(args.players, args.seed)
        except RulesError as err:
            raise _options(err) from None
        print(json.dumps(spec.to_json(state), ensure_ascii=False))
    else:
        # Both counts before anything is built: a billion of either is refused at once.
        limits.check_count(args.games, 1, bounds.max_games, "--games")
        if args.bench:
            bench(spec, args.games, args.seed)
            return 0
        limits.check_players(args.players, bounds, "--players")
        assert spec.simulate is not None
        try:
            s = spec.simulate(args.games, args.players, args.bot, args.seed)
        except RulesError as err:
            raise _options(err) from None
        print(json.dumps(s.to_json() | {"scores": None}, ensure_ascii=False))
    return 0
