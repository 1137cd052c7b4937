"""site/index.html: the language chooser at the root of the site.

Plain relative links (work without JavaScript and under any sub-path), plus a small script that
goes to the browser's language. The languages come from `extra.alternate` of mkdocs.yml.
"""

from __future__ import annotations

import html
from pathlib import Path
from string import Template

from sitebuild.languages import alternates

TEMPLATE = Path(__file__).with_name("root.html")


def render() -> str:
    links = "\n".join(
        f'<li><a href="{html.escape(alt["link"].removeprefix("../"))}" '
        f'hreflang="{html.escape(alt["lang"])}" lang="{html.escape(alt["lang"])}">'
        f'{html.escape(alt["name"])}</a></li>'
        for alt in alternates())
    return Template(TEMPLATE.read_text(encoding="utf-8")).substitute(links=links)


def write(target: Path) -> None:
    target.write_text(render(), encoding="utf-8")
