"""Every refusal message the sources declare, found the way the catalogue extractor finds them.

A message is declared in the ``messages.toml`` beside the modules that raise it, as
``code = "English template"`` (see :mod:`engine.errors`); its gettext domain is the one whose
sources hold the file (:func:`sitebuild.words.catalogues.domains`: the shared one, and one per
registered game), so this reads the same files with the same extraction method. The modules
name a message by its code, ``M_("code")``: :func:`named` finds those calls.
"""

from __future__ import annotations

import ast
import importlib
import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.errors import MESSAGES_FILE, Marker
from sitebuild.words.catalogues import ROOT, domains
from sitebuild.words.messages import extract_messages

@dataclass(frozen=True)
class Declared:
    """One ``code = "template"`` declaration of a data file."""

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


@lru_cache(maxsize=1)
def declared() -> tuple[Declared, ...]:
    """Every declaration, in file order, domain by domain."""
    out = []
    for domain in domains():
        for path in domain.sources:
            if path.name != MESSAGES_FILE:
                continue
            with path.open("rb") as handle:
                for line, _, (code, template), _ in extract_messages(handle, {}, (), {}):
                    out.append(Declared(domain.name, code, template,
                                        str(path.relative_to(ROOT)), line))
    return tuple(out)


@dataclass(frozen=True)
class Named:
    """One ``M_("code")`` call of a module, and the data file its ``M_`` reads."""

    code: str
    table: str
    path: str
    line: int


def _module(path: Path) -> str:
    """The import name of a source module (``widgets/livewidgets`` is ``livewidgets``)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[:2] == ["widgets", "livewidgets"]:
        parts = parts[1:]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@lru_cache(maxsize=1)
def named() -> tuple[Named, ...]:
    """Every ``M_(...)`` call of every source module; a call that is not ``M_("code")`` with
    one literal code, or a module whose ``M_`` is not a :class:`~engine.errors.Marker`, is an
    error (the code could not be checked against its data file)."""
    out = []
    for domain in domains():
        for path in domain.sources:
            if path.suffix != ".py":
                continue
            where = str(path.relative_to(ROOT))
            calls = [node for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                     if isinstance(node, ast.Call) and (
                         isinstance(node.func, ast.Name) and node.func.id == "M_"
                         or isinstance(node.func, ast.Attribute) and node.func.attr == "M_")]
            if not calls:
                continue
            marker = getattr(importlib.import_module(_module(path)), "M_", None)
            if not isinstance(marker, Marker):
                raise AssertionError(f"{where}: its M_ is not a marker (engine.errors.marker)")
            for call in calls:
                arg = call.args[0] if len(call.args) == 1 and not call.keywords else None
                if (not isinstance(call.func, ast.Name) or not isinstance(arg, ast.Constant)
                        or not isinstance(arg.value, str)):
                    raise AssertionError(f"{where}:{call.lineno}: write M_(\"code\"), one "
                                         "literal code")
                out.append(Named(arg.value, marker.path, where, call.lineno))
    return tuple(out)


def by_code() -> dict[tuple[str, str], Declared]:
    """One declaration per (domain, code) (the first; the tests check the others agree)."""
    out: dict[tuple[str, str], Declared] = {}
    for d in declared():
        out.setdefault((d.domain, d.code), d)
    return out
