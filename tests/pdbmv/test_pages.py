"""PDBMV's pages tell the sources' rules from the site's own choices, and draw each mechanism.

Readers could not sort the official rules from this site's readings and assumed values, so every
choice of ours carries one badge, written in Markdown as a link with a class:

- ``[Our reading](rulings.md#<ruling id>){ .lr-reading }``: a ruling of
  :data:`engine.pdbmv.rulings.READINGS` (the sources do not state it);
- ``[Assumption](rulings.md#assumed-<option>){ .lr-assumed }``: a value of
  :data:`engine.pdbmv.components.ASSUMPTIONS` (no source gives it).

Checked here, in every hand-written language: each badge leads to a real ruling section or
assumption entry; each reading has, on the rulings page, a paragraph that opens with its badge and
links to every section that states it, and each of those sections carries the badge (no more, no
fewer); every page has the same badges in the same order in every language, with the language's
label; badges render as links with their class. And each page that explains a mechanism holds a
drawing of it: an inline SVG with a title and a description in the page's language, no inline
style or script, that scales with the page.

(That every ruling is a section of each rulings page with text is the conformance suite's job:
tests/games/test_conformance.py.)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import markdown  # type: ignore[import-untyped]
import pytest

from engine.pdbmv.components import ASSUMPTIONS
from engine.pdbmv.rulings import READINGS, Ruling

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "fr", "zh")
PAGES = sorted(p.stem for p in (ROOT / "docs" / "en" / "pdbmv").glob("*.md"))
MECHANISM_PAGES = ("setup", "turn", "bribe", "favor", "refill", "buy", "draw", "game-end",
                   "scoring", "tie-breaks")
"""The pages that explain how a part of the game works (not the overview, the rulings, the
glossary or the sandbox): each has a picture."""

LABELS = {"en": {"lr-reading": "Our reading", "lr-assumed": "Assumption"},
          "fr": {"lr-reading": "Notre lecture", "lr-assumed": "Hypothèse"},
          "zh": {"lr-reading": "本站解讀", "lr-assumed": "假設"}}
"""The one wording of each badge per language: the same badge everywhere."""

ASSUMED = {f"assumed-{a.option.replace('_', '-')}" for a in ASSUMPTIONS}
LEGEND = {"lr-reading": "rulings", "lr-assumed": "assumptions"}
"""Where the badges that explain the badges point: the rulings page and its assumptions list."""

FENCE = re.compile(r"^(`{3,}|~{3,}).*?^\1[ \t]*$", re.S | re.M)
HEADING = re.compile(r"^#{1,6}\s.*\{\s*#([\w-]+)\s*\}\s*$", re.M)
MARKER = re.compile(r"\[([^\]]+)\]\(([\w-]+\.md)#([\w-]+)\)\{\s*\.(lr-reading|lr-assumed)\s*\}")
LINK = re.compile(r"\]\(([\w-]+\.md)#([\w-]+)\)")


@dataclass(frozen=True)
class Marker:
    label: str
    page: str       # the page it links to, "rulings.md"
    target: str     # the anchor on that page
    kind: str       # "lr-reading" or "lr-assumed"
    section: str    # the heading id of the section it stands in


@cache
def source(lang: str, page: str) -> str:
    """A page's Markdown with its code blocks blanked (worked examples are not prose)."""
    text = (ROOT / "docs" / lang / "pdbmv" / f"{page}.md").read_text(encoding="utf-8")
    return FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m[0]), text)


def sections(lang: str, page: str) -> dict[str, str]:
    """Each heading id and the text under it, up to the next heading."""
    text = source(lang, page)
    heads = list(HEADING.finditer(text))
    return {h[1]: text[h.end():heads[i + 1].start() if i + 1 < len(heads) else len(text)]
            for i, h in enumerate(heads)}


def markers(lang: str, page: str) -> list[Marker]:
    return [Marker(m[1], m[2], m[3], m[4], section)
            for section, text in sections(lang, page).items() for m in MARKER.finditer(text)]


def reading_paragraphs(lang: str) -> dict[str, str]:
    """Ruling id -> the paragraph of its rulings section that opens with its reading badge."""
    found: dict[str, str] = {}
    for section, text in sections(lang, "rulings").items():
        for paragraph in re.split(r"\n\s*\n", text):
            first = MARKER.match(paragraph.strip())
            if first and first[4] == "lr-reading" and first[3] == section:
                assert section not in found, f"{lang}: two reading paragraphs in #{section}"
                found[section] = " ".join(paragraph.split())
    return found


def stated_in(paragraph: str) -> set[tuple[str, str]]:
    """The (page, section) pairs a reading paragraph links to, its own badge left out."""
    return {(page.removesuffix(".md"), anchor)
            for page, anchor in LINK.findall(MARKER.sub("", paragraph, count=1))}


def all_markers(lang: str) -> Iterator[tuple[str, Marker]]:
    for page in PAGES:
        for marker in markers(lang, page):
            yield page, marker


# -- the badges -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_every_badge_leads_to_a_reading_or_an_assumption(lang: str) -> None:
    rulings = sections(lang, "rulings")
    readings = {r.value for r in READINGS}
    wrong = []
    for page, m in all_markers(lang):
        allowed = (readings if m.kind == "lr-reading" else ASSUMED) | {LEGEND[m.kind]}
        if m.page != "rulings.md" or m.target not in allowed or m.target not in rulings:
            wrong.append(f"{page}.md#{m.section}: [{m.label}]({m.page}#{m.target}) .{m.kind}")
        if m.label != LABELS[lang][m.kind]:
            wrong.append(f"{page}.md#{m.section}: label {m.label!r}, not {LABELS[lang][m.kind]!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_each_assumption_has_its_entry_and_each_entry_an_assumption(lang: str) -> None:
    entries = {anchor for anchor in sections(lang, "rulings") if anchor.startswith("assumed-")}
    assert entries == ASSUMED
    for anchor in entries:
        assert sections(lang, "rulings")[anchor].strip(), f"{lang}: #{anchor} is empty"


@pytest.mark.parametrize("lang", LANGS)
def test_the_rulings_page_marks_exactly_the_readings(lang: str) -> None:
    """A reading's section opens a paragraph with its badge; a ruling the sources state has none."""
    paragraphs = reading_paragraphs(lang)
    assert set(paragraphs) == {r.value for r in READINGS}, (
        f"{lang}: reading paragraphs {sorted(paragraphs)}")
    assert READINGS < set(Ruling)


@pytest.mark.parametrize("lang", LANGS)
def test_each_reading_is_marked_where_a_page_states_it(lang: str) -> None:
    """The sections a reading's paragraph lists carry its badge, and no other section does."""
    problems = []
    for ruling, paragraph in reading_paragraphs(lang).items():
        listed = stated_in(paragraph)
        assert listed, f"{lang}: the reading paragraph of #{ruling} links to no page"
        marked = {(page, m.section) for page, m in all_markers(lang)
                  if m.kind == "lr-reading" and m.target == ruling and m.section != ruling}
        problems += [f"{lang}: {page}.md#{section} states #{ruling} without its badge"
                     for page, section in sorted(listed - marked)]
        problems += [f"{lang}: {page}.md#{section} has the badge of #{ruling}, which does not "
                     "list it" for page, section in sorted(marked - listed)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("page", PAGES)
def test_every_language_has_the_same_badges_in_the_same_order(page: str) -> None:
    def trail(lang: str) -> list[tuple[str, str, str]]:
        return [(m.kind, m.target, m.section) for m in markers(lang, page)]
    english = trail("en")
    for lang in LANGS[1:]:
        assert trail(lang) == english, f"{lang}/pdbmv/{page}.md: badges differ from English"


def test_pages_with_a_choice_of_ours_carry_badges() -> None:
    """The badges are really used: every reading is marked on a page other than the rulings
    page, and every assumption somewhere."""
    used = {m.target for _, m in all_markers("en")}
    assert {r.value for r in READINGS} <= used
    assert ASSUMED <= used


@pytest.mark.parametrize("lang", LANGS)
def test_badges_render_as_links_with_their_class(lang: str) -> None:
    """Python-Markdown's attr_list (as mkdocs.yml configures it) turns each badge into a link
    whose text is the label, readable by a screen reader, and whose class the theme styles."""
    text = source(lang, "favor")
    html = markdown.markdown(text, extensions=["attr_list", "md_in_html", "admonition",
                                               "tables", "toc"])
    anchors = re.findall(r'<a class="(lr-reading|lr-assumed)" href="rulings.md#([\w-]+)">'
                         r"([^<]+)</a>", html)
    assert [(k, t) for k, t, _ in anchors] == [(m.kind, m.target) for m in markers(lang, "favor")]
    assert {label for _, _, label in anchors} == {LABELS[lang][k] for k, _, _ in anchors}


def test_the_theme_styles_the_badges() -> None:
    css = (ROOT / "overrides" / "assets" / "living-rules" / "theme.css").read_text("utf-8")
    for kind in ("lr-reading", "lr-assumed"):
        assert re.search(rf"\.{kind}\b[^{{]*\{{[^}}]*border", css), f".{kind} has no border"


# -- the pictures ---------------------------------------------------------------------------

FIGURE = re.compile(r'<figure class="lr-picture[^"]*">(.*?)</figure>', re.S)
SVG = re.compile(r"<svg\b([^>]*)>(.*?)</svg>", re.S)


@dataclass(frozen=True)
class Picture:
    title: str
    desc: str
    texts: tuple[str, ...]
    attributes: str
    body: str


def pictures(lang: str, page: str) -> list[Picture]:
    found = []
    for figure in FIGURE.findall(source(lang, page)):
        for attributes, body in SVG.findall(figure):
            title = re.search(r'<title id="([\w-]+)">([^<]+)</title>', body)
            desc = re.search(r'<desc id="([\w-]+)">([^<]+)</desc>', body)
            assert title and desc, f"{lang}/{page}: a picture without <title> and <desc>"
            labelled = re.search(r'aria-labelledby="([^"]+)"', attributes)
            assert labelled and labelled[1].split() == [title[1], desc[1]], (
                f"{lang}/{page}: the svg is not labelled by its title and description")
            found.append(Picture(title[2].strip(), desc[2].strip(),
                                 tuple(re.findall(r"<text\b[^>]*>([^<]*)</text>", body)),
                                 attributes, body))
    return found


@pytest.mark.parametrize("page", MECHANISM_PAGES)
def test_each_mechanism_page_has_its_picture_in_every_language(page: str) -> None:
    drawn = {lang: pictures(lang, page) for lang in LANGS}
    assert drawn["en"], f"pdbmv/{page}.md has no picture"
    for lang in LANGS[1:]:
        assert len(drawn[lang]) == len(drawn["en"]), f"{lang}/{page}: not the same pictures"
        for ours, english in zip(drawn[lang], drawn["en"]):
            assert ours.title != english.title and ours.desc != english.desc, (
                f"{lang}/{page}: the picture's title or description is not translated")
            assert len(ours.texts) == len(english.texts), (
                f"{lang}/{page}: not the same drawing as in English")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_pictures_scale_and_carry_no_inline_style_or_script(lang: str, page: str) -> None:
    text = source(lang, page)
    assert not re.search(r"\sstyle=", text), f"{lang}/{page}: inline style"
    assert "<script" not in text and "<style" not in text
    ids = re.findall(r'\sid="([\w-]+)"', text)
    assert len(ids) == len(set(ids)), f"{lang}/{page}: an id is used twice"
    for picture in pictures(lang, page):
        assert re.search(r'viewBox="0 0 \d+ \d+"', picture.attributes)
        assert 'role="img"' in picture.attributes
        assert not re.search(r"\s(?:width|height)=", picture.attributes), (
            "a fixed size: the picture would not shrink to a 320 px screen")
        assert all(text.strip() for text in picture.texts)
