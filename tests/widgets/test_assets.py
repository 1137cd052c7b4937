"""The runtime folder: Pyodide's files, the wheel and a manifest with their real sizes."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from engine import registry
from sitebuild.assets import COUNTED, RUNTIME_FILES, SNAPSHOT, install


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
    # a second install (rebuild) replaces the wheel instead of piling them up
    install(tmp_path)
    assert len(list(runtime.glob("*.whl"))) == 1
