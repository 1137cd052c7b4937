"""`python -m sitebuild build | serve | bench` (the Makefile's site, serve and bench targets)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from sitebuild.build import SITE_DIR, SiteBuildError, build_site


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sitebuild", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="build every language into site/ (strict)")
    build.add_argument("--site-dir", type=Path, default=SITE_DIR)
    serve = commands.add_parser("serve", help="build, serve at http://127.0.0.1:8000, rebuild "
                                              "the affected language on change, live reload")
    serve.add_argument("--port", type=int, default=8000)
    commands.add_parser("bench", help="print build time and page weight figures")
    args = parser.parse_args(argv)
    try:
        if args.command == "build":
            started = time.perf_counter()
            results = build_site(args.site_dir)
            print(f"built {', '.join(r.slug for r in results)} into {args.site_dir} "
                  f"in {time.perf_counter() - started:.1f} s")
        elif args.command == "serve":
            from sitebuild.dev.serve import serve as run_server
            run_server(args.port)
        else:
            from sitebuild.bench import main as bench
            bench()
    except SiteBuildError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
