"""HTML escaping for the widgets, without importing :mod:`html`, and the one table box.

``import html`` loads the table of 2,231 named character references, about 0.1 s in Pyodide
on a phone-class CPU; the widgets only ever need the five characters below escaped (the same
result as ``html.escape(text, quote=True)``, which ``tests/widgets`` checks).
"""

from __future__ import annotations

import json
from typing import Any, Sequence

_TABLE = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: object) -> str:
    """Text made safe inside HTML content and quoted attributes."""
    return str(text).translate(_TABLE)


def attribute_json(value: Any) -> str:
    """JSON for a single-quoted attribute (``data-config='…'``), the one way the build and the
    widgets write it: double quotes stay as they are (smaller pages); ``&``, ``'``, ``<`` and
    ``>`` become references, so the value can never close the attribute or open a tag."""
    text = json.dumps(value, ensure_ascii=False)
    return (text.replace("&", "&amp;").replace("'", "&#39;").replace("<", "&lt;")
            .replace(">", "&gt;"))


def table_html(name: str, heads: Sequence[str], rows: Sequence[str], caption: str = "") -> str:
    """A table of class ``name`` (each game's CSS lays it out for a phone) in a box that
    scrolls sideways on a narrow screen and takes the focus, so a keyboard can scroll it: its
    ``caption`` (markup), one column heading per text of ``heads``, its ``rows`` (markup)."""
    head = "".join(f'<th scope="col">{escape(h)}</th>' for h in heads)
    caption = f"<caption>{caption}</caption>" if caption else ""
    return (f'<div class="lr-table-wrap" tabindex="0"><table class="lr-table {name}">{caption}'
            f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>')
