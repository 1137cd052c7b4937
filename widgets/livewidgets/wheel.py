"""The one wheel the browser loads: ``engine`` and ``livewidgets``, pure Python (py3-none-any).

Built with ``python -m build --wheel --no-isolation`` (offline) from a scratch copy of the
sources, so parallel builds (the site build, the tests) never share setuptools' ``build/``
folder. ``python -m livewidgets.wheel OUT_DIR`` prints the wheel's path.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "engine", "widgets/livewidgets")


def build_wheel(out_dir: Path) -> Path:
    """Build the wheel into ``out_dir`` and return its path."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="lr-wheel-") as scratch:
        tree = Path(scratch) / "src"
        for name in SOURCES:
            source, target = ROOT / name, tree / name
            if source.is_dir():
                shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
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
        print("usage: python -m livewidgets.wheel OUT_DIR", file=sys.stderr)
        return 2
    print(build_wheel(Path(sys.argv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
