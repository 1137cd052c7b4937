"""Every refusal message the sources declare, found the way the catalogue extractor finds them.

A message is declared with ``M_("code", "English template")`` (see :mod:`engine.errors`); its
gettext domain is the one whose sources hold it (:func:`sitebuild.words.catalogues.domains`: the
shared one, and one per registered game), so this reads the same files in the same way.
"""

from __future__ import annotations

import ast
import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from sitebuild.words.catalogues import ROOT, domains


@dataclass(frozen=True)
class Declared:
    """One ``M_(code, template)`` call of the sources."""

    domain: str
    code: str
    template: str
    path: str
    line: int

    @property
    def slots(self) -> set[str]:
        return slots(self.template)


def slots(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _calls(path: Path) -> list[tuple[int, list[ast.expr]]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Call):
            name = (node.func.id if isinstance(node.func, ast.Name)
                    else node.func.attr if isinstance(node.func, ast.Attribute) else None)
            if name == "M_":
                found.append((node.lineno, list(node.args)))
    return found


@lru_cache(maxsize=1)
def declared() -> tuple[Declared, ...]:
    """Every declaration, in source order; a call that is not ``M_("...", "...")`` with two
    literal strings is an error (the extractor could not read it)."""
    out = []
    for domain in domains():
        for path in domain.sources:
            for line, args in _calls(path):
                where = f"{path.relative_to(ROOT)}:{line}"
                if len(args) != 2 or not all(isinstance(a, ast.Constant)
                                             and isinstance(a.value, str) for a in args):
                    raise AssertionError(f"{where}: M_ needs two literal strings")
                code, template = (a.value for a in args)  # type: ignore[attr-defined]
                out.append(Declared(domain.name, code, template, where.rsplit(":", 1)[0], line))
    return tuple(out)


def by_code() -> dict[tuple[str, str], Declared]:
    """One declaration per (domain, code) (the first; the tests check the others agree)."""
    out: dict[tuple[str, str], Declared] = {}
    for d in declared():
        out.setdefault((d.domain, d.code), d)
    return out
