"""A label and its value ("Ana: Draw a card") are joined by the language's own pattern
(``Catalogue.labelled``): French spaces the colon (« Ana : Piocher »), Chinese writes it full
width (Ana：抽牌). A colon glued in a widget's code is English on every page (issue 21)."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.i18n import SHARED, catalogue

ROOT = Path(__file__).resolve().parents[2]
NNBSP, NBSP = "\u202f", "\u00a0"


def test_each_language_joins_a_label_and_its_value_its_own_way() -> None:
    assert catalogue(SHARED, "en").labelled("Ana", "Draw") == "Ana: Draw"
    assert catalogue(SHARED, "fr").labelled("Ana", "Piocher") == f"Ana{NBSP}: Piocher"
    assert catalogue(SHARED, "zh").labelled("Ana", "抽牌") == "Ana：抽牌"
    assert catalogue(SHARED, "zh-Hans").labelled("Ana", "抽牌") == "Ana：抽牌"


def glued_colons(source: str) -> list[int]:
    """Lines where code joins two values with ": " (an f-string or a ``+``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            parts = node.values
            found += [node.lineno for a, b, c in zip(parts, parts[1:], parts[2:])
                      if isinstance(a, ast.FormattedValue) and isinstance(c, ast.FormattedValue)
                      and isinstance(b, ast.Constant) and str(b.value).startswith(": ")]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) \
                and isinstance(node.right, ast.Constant) and node.right.value == ": ":
            found.append(node.lineno)
    return found


def test_the_scan_finds_a_glued_colon() -> None:
    assert glued_colons('x = f"{a}: {b}"\ny = a + ": "\nz = f"{a} {b}"') == [1, 2]


def test_no_widget_glues_a_colon_in_code() -> None:
    sources = sorted((ROOT / "widgets" / "livewidgets").rglob("*.py"))
    assert len(sources) > 20
    glued = {str(p.relative_to(ROOT)): lines for p in sources
             if (lines := glued_colons(p.read_text(encoding="utf-8")))}
    assert not glued
