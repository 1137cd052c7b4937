"""Assumptions widget: what the engine assumes, and the six Treasures with their names.

Static only: two tables built from :mod:`engine.pdbmv.components`, so the page cannot drift
from the engine. The live widget has nothing to compute and is ready at once.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.pdbmv.components import ASSUMPTIONS, TREASURES, WILD

from ..markup import escape
from .board import card_html
from .strings import ASSUMPTION_TEXT, ui


def _default(value: object) -> str:
    if isinstance(value, (tuple, list)):
        return ", ".join(str(v) for v in value)
    return str(value)


def _table(caption: str, heads: tuple[str, ...], rows: list[str], name: str) -> str:
    """A table of class ``name`` (pdbmv.css lays each out for a phone)."""
    head = "".join(f'<th scope="col">{escape(h)}</th>' for h in heads)
    return (f'<div class="lr-table-wrap" tabindex="0"><table class="lr-table {name}">'
            f"<caption>{escape(caption)}</caption>"
            f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
            "</div>")


def static_html(config: Mapping[str, Any], lang: str) -> str:
    options = [f'<tr><th scope="row"><code>{escape(a.option)}</code></th>'
               f"<td><code>{escape(_default(a.default))}</code></td>"
               f"<td>{escape(ASSUMPTION_TEXT[lang][a.option])}</td></tr>" for a in ASSUMPTIONS]
    kinds = [*(t.id for t in TREASURES), WILD]
    treasures = [f'<tr><th scope="row">{card_html(t.id, kinds, lang, compact=True)}</th>'
                 f"<td><code>{escape(t.id)}</code></td>"
                 f'<td>{escape(ui("yes" if t.confirmed else "no", lang))}</td></tr>'
                 for t in TREASURES]
    return (f'<div class="lr-static">'
            + _table(ui("assumptions", lang),
                     (ui("option", lang), ui("default", lang), ui("explanation", lang)), options,
                     "pdbmv-assumed")
            + _table(ui("treasures", lang),
                     (ui("treasure", lang), ui("treasure_id", lang), ui("confirmed", lang)),
                     treasures, "pdbmv-treasures")
            + "</div>")

