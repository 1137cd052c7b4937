"""Assumptions widget: what the engine assumes, and the six Treasures with their names.

Static only: two tables built from :mod:`engine.pdbmv.components`, so the page cannot drift
from the engine. The live widget has nothing to compute and is ready at once.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.pdbmv.components import ASSUMPTIONS, TREASURES, WILD

from ..markup import escape, table_html
from .board import card_html
from .strings import ASSUMPTION_TEXT, ui


def _default(value: object) -> str:
    if isinstance(value, (tuple, list)):
        return ", ".join(str(v) for v in value)
    return str(value)


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
            + table_html("pdbmv-assumed",
                         [ui(k, lang) for k in ("option", "default", "explanation")],
                         options, escape(ui("assumptions", lang)))
            + table_html("pdbmv-treasures",
                         [ui(k, lang) for k in ("treasure", "treasure_id", "confirmed")],
                         treasures, escape(ui("treasures", lang)))
            + "</div>")

