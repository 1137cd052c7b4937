""""Last updated" dates of the pages: the date of the last commit that touched the source file.

One `git log` per build reads the dates of every file under a folder at once (instead of one
`git log -1 -- <file>` per page: same answer, a fraction of the time). A merge that resolved a
conflict in a file is that file's last change too: `--cc` lists it, as `git log -1 -- <file>`
does, where plain `--name-only` lists no file for a merge.
"""

from __future__ import annotations

import subprocess
from datetime import datetime
from functools import lru_cache
from pathlib import Path

from babel.dates import format_date


@lru_cache(maxsize=None)
def commit_dates(folder: Path) -> dict[Path, datetime]:
    """Committer date (`%cI`) of the latest commit touching each file under `folder`, merges
    that changed a file against every parent included.

    Files never committed are absent; so is everything when git or the repository is missing.
    """
    try:
        top = subprocess.run(["git", "-C", str(folder), "rev-parse", "--show-toplevel"],
                             capture_output=True, text=True, check=True).stdout.strip()
        log = subprocess.run(["git", "-C", top, "-c", "core.quotepath=off", "log",
                              "--cc", "--format=%x00%cI", "--name-only", "--", str(folder)],
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return {}
    dates: dict[Path, datetime] = {}
    current: datetime | None = None
    for line in log.splitlines():
        if line.startswith("\0"):
            current = datetime.fromisoformat(line[1:])
        elif line and current is not None:
            dates.setdefault(Path(top, line), current)  # newest first: keep the first seen
    return dates


def last_updated(source: Path, tree: Path) -> datetime:
    """Last commit date of `source` (a file under `tree`); its modification time while it is
    not committed yet, so a local preview still shows a date."""
    source = source.resolve()
    found = commit_dates(tree.resolve()).get(source)
    return found or datetime.fromtimestamp(source.stat().st_mtime).astimezone()


def format_last_updated(when: datetime, label: str, locale: str) -> tuple[str, str, str]:
    """("Last updated: ", "30 November 2026", "") from a label like "Last updated: {date}".

    Split in three so the template can wrap the date in a <time> element.
    """
    before, _, after = label.partition("{date}")
    return before, format_date(when.date(), format="long", locale=locale), after
