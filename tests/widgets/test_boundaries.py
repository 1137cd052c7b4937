"""Package boundaries: what each layer may import, and what the browser's wheel carries.

- ``engine`` is the standard library only (it runs in Pyodide as it is);
- ``livewidgets`` runs in the browser: the engine, itself and the standard library, never the
  build's glue (``sitebuild``), MkDocs, YAML or a browser driver;
- ``sitebuild`` may call ``livewidgets`` (the fence renders through its api), never the
  reverse, so the two do not import each other;
- the wheel holds Python modules, compiled catalogues and number formats of ``engine`` and
  ``livewidgets`` only: no build glue, no benchmarks, no browser files.
"""

from __future__ import annotations

import ast
import sys
import zipfile
from pathlib import Path

import pytest

from sitebuild.wheel import build_wheel

ROOT = Path(__file__).resolve().parents[2]
LAYERS = {"engine": ROOT / "engine", "livewidgets": ROOT / "widgets" / "livewidgets"}
ALLOWED = {"engine": {"engine"}, "livewidgets": {"engine", "livewidgets"}}


def imports(path: Path) -> set[str]:
    """Top-level names of every module ``path`` imports (relative imports: its own package)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("layer", LAYERS)
def test_a_layer_imports_only_the_standard_library_and_the_layers_below(layer: str) -> None:
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    problems = []
    for path in sorted(LAYERS[layer].rglob("*.py")):
        for name in sorted(imports(path) - stdlib - ALLOWED[layer]):
            problems.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not problems, "\n".join(problems)


def test_the_import_check_sees_a_forbidden_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("import yaml\nfrom sitebuild import fence\nfrom . import x\n", "utf-8")
    assert imports(module) == {"yaml", "sitebuild"}


def test_the_wheel_carries_only_what_the_browser_runs(tmp_path: Path) -> None:
    names = zipfile.ZipFile(build_wheel(tmp_path)).namelist()
    payload = [n for n in names if ".dist-info/" not in n]
    assert {n.split("/")[0] for n in payload} == {"engine", "livewidgets"}
    odd = [n for n in payload if not n.endswith((".py", ".mo", "formats.json", "py.typed",
                                                 "/messages.toml", "/phrases.toml"))]
    assert not odd, odd
    assert not [n for n in payload if "bench" in n or "/static/" in n]
    for layer, folder in LAYERS.items():
        modules = {f"{layer}/{p.relative_to(folder).as_posix()}" for p in folder.rglob("*.py")
                   if "__pycache__" not in p.parts}
        assert modules <= set(payload), sorted(modules - set(payload))
        # The refusals' sentences and the widgets' phrases, which the modules read beside
        # themselves at run time.
        data = {f"{layer}/{p.relative_to(folder).as_posix()}"
                for name in ("messages.toml", "phrases.toml") for p in folder.rglob(name)}
        assert data and data <= set(payload), sorted(data - set(payload))
