"""site/index.html: the language chooser at the root of the site.

Plain relative links (work without JavaScript and under any sub-path), plus a small script that
goes to the browser's language. The languages come from `extra.alternate` of mkdocs.yml. Its
Content-Security-Policy allows exactly its own inline script and style, by hash (sitebuild/pages/csp.py).
"""

from __future__ import annotations

import html
from pathlib import Path
from string import Template

from sitebuild.pages import csp
from sitebuild.languages import alternates

TEMPLATE = Path(__file__).with_name("root.html")


def render() -> str:
    links = "\n".join(
        f'<li><a href="{html.escape(alt["link"].removeprefix("../"))}" '
        f'hreflang="{html.escape(alt["lang"])}" lang="{html.escape(alt["lang"])}">'
        f'{html.escape(alt["name"])}</a></li>'
        for alt in alternates())
    page = Template(TEMPLATE.read_text(encoding="utf-8"))
    # The policy hashes the page's inline code, which the placeholder does not change.
    return page.substitute(links=links, csp=csp.policy_for(
        [page.substitute(links=links, csp=csp.PLACEHOLDER)]))


def write(target: Path) -> None:
    target.write_text(render(), encoding="utf-8")
