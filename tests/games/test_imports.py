"""No import circle inside ``engine/``: every module can be read, and loaded, bottom up.

A circle (``state`` importing ``scenario`` which imports ``state``) works in Python only by
accident of order, and hides which module is the lower one. The imports are read with
:mod:`ast`, not run: top-level ones and those inside functions (a lazy import is still a
circle, just a late one). Imports under ``if TYPE_CHECKING:`` are left out: they never run,
they only let a lower module name a higher one's type. A registry entry is loaded by name at
run time (``engine.discovery``), which is how plugins work and not an import of the code.
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def type_checking_only(tree: ast.Module) -> set[int]:
    """Ids of the import nodes under an ``if TYPE_CHECKING:`` block."""
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            hidden.update(id(inner) for stmt in node.body for inner in ast.walk(stmt))
    return hidden


def imports(path: Path, modules: set[str], type_only: bool = False) -> set[str]:
    """The engine modules ``path`` imports when it runs (with ``type_only``, those it also
    names under ``if TYPE_CHECKING:``)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = set() if type_only else type_checking_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            submodules = {f"{source}.{alias.name}" for alias in node.names} & modules
            found.update(submodules)
            if len(submodules) < len(node.names):  # a name defined in the module itself
                found.add(source)
    return (found & modules) - {name}


def graph(type_only: bool = False) -> dict[str, set[str]]:
    paths = sorted(ENGINE.rglob("*.py"))
    modules = {module_name(p) for p in paths}
    return {module_name(p): imports(p, modules, type_only) for p in paths}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1 or v in edges[v]:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_checker_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_reader_skips_type_only_imports() -> None:
    edges = graph()
    # engine/gamecli.py imports the registry at the top.
    assert "engine.registry" in edges["engine.gamecli"]
    # A module that names a higher one's type only under TYPE_CHECKING (a game's board names
    # the state that imports it): the higher one's edge is kept, the lower one's is not.
    named = graph(type_only=True)
    back = sorted((low, high) for low in edges for high in named[low] - edges[low]
                  if low in edges[high])
    assert back, "no type-only import of a module importing it back: nothing to check"
    for low, high in back:
        source = (ENGINE.parent / f"{low.replace('.', '/')}.py").read_text(encoding="utf-8")
        _, _, guarded = source.partition("if TYPE_CHECKING:")
        assert guarded and high.rpartition(".")[2] in guarded, (low, high)


def test_no_import_circle_in_the_engine() -> None:
    assert cycles(graph()) == []
