"""``python -m sitebuild.bench.lines``: how big the widget layer is next to the engines.

Figures, not assertions. The engines (``engine/``) hold the rules; the widgets (``widgets/``)
only draw them, so the widget layer should stay the smaller of the two (issue 19). This prints
the lines of code of each, per kind of file (Python, JavaScript, CSS), side by side, and the
ratio of widgets to engines. Every line counts, blank lines and docstrings included: the
figure is the one ``wc -l`` gives (a last line without a newline counts too), so anyone
can check it without this script.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from sitebuild.wheel import ROOT

KINDS = (".py", ".js", ".css")
"""What counts as code: data, catalogues and pages do not."""
FOLDERS = ("engine", "widgets")


def line_counts(folder: Path) -> dict[str, int]:
    """Lines of each kind of code file below ``folder`` (caches left out)."""
    counts = dict.fromkeys(KINDS, 0)
    for path in folder.rglob("*"):
        if path.suffix in KINDS and path.is_file() and "__pycache__" not in path.parts:
            with path.open("rb") as lines:
                counts[path.suffix] += sum(1 for _ in lines)
    return counts


def table(root: Path) -> list[str]:
    """The figures as printed: one row a kind of file, then the totals and the ratio."""
    counts = {name: line_counts(root / name) for name in FOLDERS}
    rows = [f"{'lines':<8}" + "".join(f"{name + '/':>10}" for name in FOLDERS)]
    for kind in KINDS:
        rows.append(f"{kind:<8}" + "".join(f"{counts[name][kind]:>10,}" for name in FOLDERS))
    totals = [sum(counts[name].values()) for name in FOLDERS]
    rows.append(f"{'total':<8}" + "".join(f"{total:>10,}" for total in totals))
    ratio = totals[1] / totals[0] if totals[0] else float("inf")
    rows.append(f"widgets/ is {ratio:.2f} times engine/ (target: below 1)")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to count")
    args = parser.parse_args()
    print("\n".join(table(args.root)))


if __name__ == "__main__":
    main()
