"""``install(site_root)``: the browser runtime of the widgets, once for every language.

The site build calls it after building all languages. It writes ``site_root/_runtime/``:

- the Pyodide files a page really loads, from ``node_modules/pyodide`` (``pyodide.mjs``,
  ``pyodide.asm.mjs``, ``pyodide.asm.wasm``, ``python_stdlib.zip``; the 119 KB package lock is
  not needed: the worker passes its header in ``lockFileContents`` and loads no package);
- the engine + widgets wheel (unpacked in the browser without micropip);
- ``manifest.json``: file names and byte sizes (for a determinate progress bar), the wheel's
  name and the lock header.

Pages find it at ``../../../../_runtime/`` from ``<lang>/assets/widgets/static/runtime.js``,
so the site works at ``/`` and under ``/REPO/``.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import time
import zipfile
from pathlib import Path
from typing import Any

from sitebuild.wheel import ROOT, build_wheel

PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
COUNTED = ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
"""Files whose bytes the progress bar counts (with the wheel and the snapshot); pyodide.mjs is
18 KB of glue."""
SNAPSHOT = "python.snapshot.gz"
"""Python's memory once started, with the wheel's ``livewidgets.api`` imported
(sitebuild/snapshot.mjs): the worker resumes from it instead of starting Python."""
SNAPSHOT_SCRIPT = ROOT / "sitebuild" / "snapshot.mjs"


def _copy(source: Path, target: Path) -> None:
    """Copy unless an identical-looking copy is already there (rebuilds stay fast)."""
    if target.exists() and target.stat().st_size == source.stat().st_size \
            and target.stat().st_mtime >= source.stat().st_mtime:
        return
    shutil.copy2(source, target)


def manifest(runtime: Path, wheel: Path) -> dict[str, Any]:
    files = {name: (runtime / name).stat().st_size for name in (*RUNTIME_FILES, SNAPSHOT)}
    files[wheel.name] = wheel.stat().st_size
    lock = json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text(encoding="utf-8"))
    return {
        "files": files,
        "wheel": wheel.name,
        "snapshot": SNAPSHOT,
        "total": sum(files[name] for name in (*COUNTED, wheel.name, SNAPSHOT)),
        "lock": {"info": lock["info"], "packages": {}},
    }


SNAPSHOT_CACHE = PYODIDE_DIR.parent / ".cache" / "living-rules-snapshots"
"""Snapshots already made, by what they were made from (:func:`snapshot_key`): every build of
the same wheel (the tests build the site several times, ``make serve`` at each edit of a page)
takes the one made first instead of starting Pyodide again (about 5 s of CPU)."""
CACHE_KEPT = 3
"""How many snapshots the cache keeps (7 MB each), the most recently used."""


def snapshot_key(wheel: Path) -> str:
    """What a snapshot depends on: the script that makes it, Node, Pyodide, and the wheel's
    contents (each file's name, CRC and size: not the archive's bytes, whose dates change at
    every build)."""
    digest = hashlib.sha256(SNAPSHOT_SCRIPT.read_bytes())
    node = subprocess.run(["node", "--version"], capture_output=True, text=True, check=True)
    digest.update(node.stdout.encode())
    digest.update((PYODIDE_DIR / "package.json").read_bytes())
    with zipfile.ZipFile(wheel) as archive:
        for info in sorted(archive.infolist(), key=lambda info: info.filename):
            digest.update(f"{info.filename}\0{info.CRC}\0{info.file_size}\n".encode())
    return digest.hexdigest()[:32]


def make_snapshot(wheel: Path, out: Path) -> None:
    """Start Pyodide in Node with ``wheel`` and save its memory to ``out`` (gzipped), or copy
    the snapshot the cache holds for the same inputs."""
    cached = SNAPSHOT_CACHE / f"{snapshot_key(wheel)}.gz"
    if not cached.is_file():
        SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
        scratch = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")   # builds side by side
        result = subprocess.run(["node", str(SNAPSHOT_SCRIPT), str(PYODIDE_DIR), str(wheel),
                                 str(scratch)], capture_output=True, text=True)
        if result.returncode != 0:
            scratch.unlink(missing_ok=True)
            raise RuntimeError(f"Python's snapshot failed:\n{result.stderr[-2000:]}")
        os.replace(scratch, cached)
        _prune(time.time() - 600)
    os.utime(cached)   # recently used
    shutil.copyfile(cached, out)


def _prune(before: float) -> None:
    """Forget all but the :data:`CACHE_KEPT` most recent snapshots, sparing any used since
    ``before`` (a build beside this one may be copying it)."""
    made = sorted(SNAPSHOT_CACHE.glob("*.gz"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in made[CACHE_KEPT:]:
        if old.stat().st_mtime < before:
            old.unlink(missing_ok=True)


def install(site_root: Path) -> Path:
    """Write ``site_root/_runtime/`` and return it."""
    if not (PYODIDE_DIR / "pyodide.mjs").exists():
        raise FileNotFoundError(f"{PYODIDE_DIR} is missing: run `npm ci` (make deps)")
    runtime = Path(site_root) / "_runtime"
    runtime.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        _copy(PYODIDE_DIR / name, runtime / name)
    for old in runtime.glob("*.whl"):
        old.unlink()
    wheel = build_wheel(runtime)
    make_snapshot(wheel, runtime / SNAPSHOT)
    data = manifest(runtime, wheel)
    (runtime / "manifest.json").write_text(json.dumps(data, indent=1), encoding="utf-8")
    return runtime
