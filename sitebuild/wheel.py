"""The one wheel the browser loads: ``engine`` and ``livewidgets``, pure Python (py3-none-any).

Built with ``python -m build --wheel --no-isolation`` (offline) from a scratch copy of the
sources, so parallel builds (the site build, the tests) never share setuptools' ``build/``
folder. The scratch tree is laid out flat (``engine/``, ``livewidgets/``) with a generated
``pyproject.toml`` that finds every package, so each registered game's engine and widget
packages come along without being listed anywhere. Only Python modules, the data files the
modules read beside themselves at run time (each folder's refusals, ``messages.toml``, and
widget phrases, ``phrases.toml``) and the compiled message catalogues (``.mo`` files and the
number formats, which :mod:`sitebuild.words.catalogues` compiles first) go in: no browser
files, no ``.po`` sources, no build glue (this package), no benchmarks.
``python -m sitebuild.wheel OUT_DIR`` prints the wheel's path.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from sitebuild.words.catalogues import compile_all

ROOT = Path(__file__).resolve().parents[1]
SOURCES = {"engine": "engine", "livewidgets": "widgets/livewidgets"}
"""Package -> its folder in the repository."""

PYPROJECT = """\
[build-system]
requires = ["setuptools>=69"]
build-backend = "setuptools.build_meta"

[project]
name = "living-rules-browser"
version = "{version}"
description = "The rules engines and their widgets, as the browser runs them (Pyodide)."
requires-python = ">=3.11"

[tool.setuptools.packages.find]
include = ["engine", "engine.*", "livewidgets", "livewidgets.*"]

[tool.setuptools.package-data]
engine = ["py.typed", "**/*.mo", "locale/formats.json", "messages.toml", "**/messages.toml"]
livewidgets = ["messages.toml", "**/messages.toml", "phrases.toml", "**/phrases.toml"]
"""


def _version() -> str:
    import tomllib

    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def build_wheel(out_dir: Path) -> Path:
    """Build the wheel into ``out_dir`` and return its path."""
    out_dir.mkdir(parents=True, exist_ok=True)
    compile_all(quiet=True)   # Pyodide reads the same .mo files; a no-op when they are current
    with tempfile.TemporaryDirectory(prefix="lr-wheel-") as scratch:
        tree = Path(scratch) / "src"
        for package, folder in SOURCES.items():
            shutil.copytree(ROOT / folder, tree / package,
                            ignore=shutil.ignore_patterns("__pycache__", "static"))
        (tree / "pyproject.toml").write_text(PYPROJECT.format(version=_version()),
                                             encoding="utf-8")
        built = Path(scratch) / "dist"
        result = subprocess.run(
            [sys.executable, "-m", "build", "--wheel", "--no-isolation", "-o", str(built),
             str(tree)], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"wheel build failed:\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
        (wheel,) = built.glob("*.whl")
        return Path(shutil.copy2(wheel, out_dir / wheel.name))


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: python -m sitebuild.wheel OUT_DIR", file=sys.stderr)
        return 2
    print(build_wheel(Path(sys.argv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
