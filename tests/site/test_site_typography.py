"""French typography on the French pages: the HTML walker (only visible text changes; code,
attributes, scripts and entities stay as written; twice is once) and the built French pages
(no plain space before ; ! ? : % or inside « » in any visible text, code untouched)."""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest
from tests.site.testkit import BuiltSite

from engine import registry
from sitebuild.words.typography_pages import SKIPPED, french_html, typeset_page

NNBSP, NBSP = "\u202f", "\u00a0"


def test_visible_text_gets_french_spaces() -> None:
    assert french_html("<p>Attention : le Joker ! Vraiment ? Oui ; « bien »</p>") == (
        f"<p>Attention{NBSP}: le Joker{NNBSP}! Vraiment{NNBSP}? Oui{NNBSP}; «{NNBSP}bien{NNBSP}»</p>")


def test_text_after_an_inline_element_is_typeset_in_context() -> None:
    assert french_html("<p><strong>Ana</strong> : son pot-de-vin</p>") == \
        f"<p><strong>Ana</strong>{NBSP}: son pot-de-vin</p>"
    assert french_html("<p>« <em>Joker</em> »</p>") == f"<p>«{NNBSP}<em>Joker</em>{NNBSP}»</p>"


@pytest.mark.parametrize("markup", [
    "<pre><code>deck: [axe, wild]\nstop : ici ?</code></pre>",
    "<p>Voir <code>a : b</code> et <kbd>Ctrl ;</kbd></p>",
    '<script>var s = "<p>a : b</p>"; if (x ? y : z) {}</script>',
    "<style>a::after { content: ' ; ' }</style>",
    "<!-- note : rien ? -->",
    "<pre>un <span>deux : trois</span> ?</pre>",
])
def test_code_scripts_styles_and_comments_are_untouched(markup: str) -> None:
    assert french_html(markup) == markup


def test_attributes_are_untouched_even_with_a_closing_bracket_inside() -> None:
    markup = ('<div class="lr-widget" data-config=\'{"a": "b ?", "c": "x > y : z"}\' '
              'title="Note : ici ?" aria-label="a ; b">Texte : ici</div>')
    assert french_html(markup) == markup.replace("Texte : ici", f"Texte{NBSP}: ici")


def test_entities_survive_and_unchanged_text_keeps_its_encoding() -> None:
    assert french_html("<p>A &amp; B ; C&#39;est</p>") == f"<p>A &amp; B{NNBSP}; C'est</p>"
    untouched = "<p>Don&#39;t &amp; won&#x27;t</p>"
    assert french_html(untouched) == untouched


def test_skipped_elements_nest_and_close() -> None:
    markup = "<pre><code>a : b</code> c : d</pre><p>e : f</p>"
    assert french_html(markup) == f"<pre><code>a : b</code> c : d</pre><p>e{NBSP}: f</p>"
    assert {"code", "pre", "script", "style"} <= SKIPPED


def test_live_widgets_are_left_to_their_own_strings() -> None:
    widget = ('<div class="lr-widget" data-widget="game/kind"><div><p>Ana: 3 ; Ben : 2</p>'
              "</div><ul><li>Joker !</li></ul></div>")
    assert french_html(f"{widget}<p>Fin : oui</p>") == f"{widget}<p>Fin{NBSP}: oui</p>"


def test_kept_names_keep_their_own_punctuation() -> None:
    name = "Don't Wake the Goose Pond!"   # a made-up title: any will do
    assert french_html(f"<p><em>{name}</em> ? Lisez</p>", keep=[name]) == \
        f"<p><em>{name}</em>{NNBSP}? Lisez</p>"
    assert french_html("<p>Pond!</p>") == f"<p>Pond{NNBSP}!</p>"


def test_twice_is_once() -> None:
    markup = ("<h2>Pourquoi ? <a href='#x?y'>ici</a></h2><p>« Oui » : 10 % ; "
              "<code>x: 1</code> ! <strong>Non</strong> ?</p>")
    once = french_html(markup)
    assert once != markup and french_html(once) == once


@dataclass
class _Toc:
    title: str
    children: list[_Toc] = field(default_factory=list)


@dataclass
class _Page:
    title: str
    toc: list[_Toc]


def test_page_title_and_table_of_contents_are_typeset() -> None:
    page = _Page("Qui gagne ?", [_Toc("Fin : score", [_Toc("Égalité ?")])])
    assert typeset_page("<p>Fin !</p>", page) == f"<p>Fin{NNBSP}!</p>"
    assert page.title == f"Qui gagne{NNBSP}?"
    assert page.toc[0].title == f"Fin{NBSP}: score"
    assert page.toc[0].children[0].title == f"Égalité{NNBSP}?"


# ---------------------------------------------------------------------------------- the site

class _Text(HTMLParser):
    """The text a reader sees (code and scripts left out), and the code shown as code."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.visible: list[str] = []
        self.code: list[str] = []
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("code", "pre", "kbd", "samp", "script", "style", "textarea"):
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]

    def handle_data(self, data: str) -> None:
        if not self.open:
            self.visible.append(data)
        elif self.open[0] in ("code", "pre", "kbd", "samp"):
            self.code.append(data)


PLAIN_SPACE_BEFORE = re.compile(r"\S[ \t\r\n]+[;!?:%»]|«[ \t\r\n]")


def french_pages(site: BuiltSite) -> list[Path]:
    return sorted((site.root / "fr").rglob("*.html"))


@pytest.mark.xdist_group("site")
def test_no_french_page_has_a_plain_space_before_high_punctuation(site: BuiltSite) -> None:
    found = []
    for path in french_pages(site):
        text = "".join(_Text(path.read_text(encoding="utf-8")).visible)
        found += [f"{path.relative_to(site.root)}: {m[0]!r}"
                  for m in PLAIN_SPACE_BEFORE.finditer(text)]
    assert found == []


@pytest.mark.xdist_group("site")
def test_french_pages_are_typeset_but_their_code_is_not(site: BuiltSite) -> None:
    pages = [_Text(path.read_text(encoding="utf-8")) for path in french_pages(site)]
    visible = "".join(text for page in pages for text in page.visible)
    code = "".join(text for page in pages for text in page.code)
    assert f"{NBSP}:" in visible and f"{NNBSP}?" in visible and f"{NNBSP};" in visible
    assert code and NBSP not in code and NNBSP not in code


CONFIG = re.compile(r"""data-config='([^']*)'""")


@pytest.mark.xdist_group("site")
def test_widget_data_is_untouched(site: BuiltSite) -> None:
    """Each French worked example carries the very scenario of its English twin (its JSON,
    full of ": ", is an attribute: typography never reaches it)."""
    compared = 0
    for path in french_pages(site):
        english = site.root / "en" / path.relative_to(site.root / "fr")
        if not english.exists():
            continue
        ours, theirs = (
            [json.loads(html.unescape(c)).get("scenario") for c in
             CONFIG.findall(page.read_text(encoding="utf-8"))] for page in (path, english))
        assert ours == theirs, path
        compared += len(ours)
    assert compared > 0


@pytest.mark.xdist_group("site")
def test_game_titles_keep_their_own_punctuation(site: BuiltSite) -> None:
    visible = "".join(text for path in french_pages(site)
                      for text in _Text(path.read_text(encoding="utf-8")).visible)
    for game in registry.entries():
        assert game.names["fr"] in visible
