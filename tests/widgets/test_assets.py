"""The runtime folder: Pyodide's files, the wheel and a manifest with their real sizes."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from engine import registry
from sitebuild.assets import COUNTED, RUNTIME_FILES, SNAPSHOT, install, snapshot_key


def test_install_writes_runtime_wheel_and_manifest(tmp_path: Path) -> None:
    runtime = install(tmp_path)
    assert runtime == tmp_path / "_runtime"
    manifest = json.loads((runtime / "manifest.json").read_text(encoding="utf-8"))
    wheel = runtime / manifest["wheel"]
    assert wheel.name.endswith("-py3-none-any.whl")
    for name, size in manifest["files"].items():
        assert (runtime / name).stat().st_size == size, name
    assert set(manifest["files"]) == {*RUNTIME_FILES, wheel.name, SNAPSHOT}
    assert manifest["snapshot"] == SNAPSHOT
    assert manifest["total"] == sum(manifest["files"][n]
                                    for n in (*COUNTED, wheel.name, SNAPSHOT))
    # Python's memory once started, gzipped (resumed by the worker: tests/node/snapshot.test.mjs)
    assert (runtime / SNAPSHOT).read_bytes()[:2] == b"\x1f\x8b"
    assert manifest["lock"]["packages"] == {}
    assert manifest["lock"]["info"]["python"].startswith("3.")
    names = zipfile.ZipFile(wheel).namelist()
    assert {f"engine/{entry_id}/game.py" for entry_id in registry.entry_ids()} <= set(names)
    assert "livewidgets/api.py" in names and "livewidgets/strings.py" in names
    # the compiled catalogues ride along (Pyodide reads them with gettext), not their sources
    assert "engine/locale/formats.json" in names
    assert {"fr", "zh", "zh-Hans"} <= {n.split("/")[-3] for n in names if n.endswith(".mo")}
    assert not [n for n in names if n.endswith(".po")]
    # a second install (rebuild) replaces the wheel instead of piling them up, and takes the
    # snapshot made for the same wheel's contents (one made again differs: Python's random
    # state is in it)
    snapshot = (runtime / SNAPSHOT).read_bytes()
    install(tmp_path)
    assert len(list(runtime.glob("*.whl"))) == 1
    assert (runtime / SNAPSHOT).read_bytes() == snapshot


def _wheel(path: Path, files: dict[str, str], year: int) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(zipfile.ZipInfo(name, (year, 1, 1, 0, 0, 0)), text)
    return path


def test_a_snapshot_is_made_again_only_for_other_contents(tmp_path: Path) -> None:
    files = {"engine/a.py": "A = 1\n", "livewidgets/api.py": "B = 2\n"}
    key = snapshot_key(_wheel(tmp_path / "one.whl", files, 2020))
    assert snapshot_key(_wheel(tmp_path / "two.whl", files, 2024)) == key   # other dates
    changed = {**files, "engine/a.py": "A = 3\n"}
    assert snapshot_key(_wheel(tmp_path / "three.whl", changed, 2020)) != key
    added = {**files, "engine/b.py": ""}
    assert snapshot_key(_wheel(tmp_path / "four.whl", added, 2020)) != key
