"""No words of another language in a page's widgets: every widget of every French, Chinese and
Simplified Chinese page speaks that language only, as the build writes it (the live widgets are
checked the same way by the every-page browser test, tests/site/test_every_page_widgets.py).
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from tests.langkit import CATALOGUE_LANG, english_fragments, leftovers
from tests.site.testkit import BuiltSite

pytestmark = pytest.mark.xdist_group("site")

class WidgetText(HTMLParser):
    """The visible text of every widget root (``.lr-widget``) of a page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.chunks: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if self.depth or "lr-widget" in classes:
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if self.depth:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.chunks.append(data)


def test_the_check_finds_english_left_in_a_french_widget() -> None:
    assert english_fragments("fr"), "no English msgid fragment to look for"
    some = sorted(english_fragments("fr"))[0]
    assert some in leftovers(f"Un texte français. {some}.", "fr")
    assert leftovers("Un texte entièrement français.", "fr") == []


@pytest.mark.parametrize("slug", CATALOGUE_LANG)
def test_static_widgets_speak_the_page_language(site: BuiltSite, slug: str) -> None:
    lang = next(lang for lang in site.languages if lang.slug == slug)
    problems = []
    for page in site.pages(lang):
        parser = WidgetText()
        parser.feed(page.read_text(encoding="utf-8"))
        text = " ".join(" ".join(parser.chunks).split())
        if found := leftovers(text, CATALOGUE_LANG[slug]):
            problems.append(f"{page.relative_to(site.root)}: {found[:5]}")
    assert not problems, "\n".join(problems)
