"""Every game's pages tell the sources' rules from the site's own choices, and draw mechanisms.

Readers could not sort the official rules from this site's readings and assumed values, so every
choice of ours carries one badge, written in Markdown as a link with a class:

- ``[Our reading](rulings.md#<ruling id>){ .lr-reading }``: a ruling of the game's registry
  entry's :attr:`~engine.registry.GameSpec.readings` (the sources do not state it);
- ``[Assumption](rulings.md#assumed-<option>){ .lr-assumed }``: an assumed value, with its
  ``assumed-<option>`` entry on the rulings page (no source gives it).

Checked here for every registry entry (the suite loops over :func:`engine.registry.entries` and
names none), in every hand-written language: each badge leads to a real ruling section or
assumption entry; each reading has, on the rulings page, a paragraph that opens with its badge
and links to every section that states it, and each of those sections carries the badge (no
more, no fewer); every page has the same badges in the same order in every language, with the
language's label; badges render as links with their class. And a page that draws a mechanism
draws it in every language: an inline SVG with a title and a description translated, no inline
style or script, that scales with the page. Which pages draw is read from the pages, not listed
here; what a game's own pages must hold beyond that is the game's own test
(``tests/<game>/test_pages.py``).

(That every ruling is a section of each rulings page with text is the conformance suite's job:
tests/games/test_conformance.py.)
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import markdown  # type: ignore[import-untyped]
import pytest

from engine import registry
from sitebuild.languages import languages

ROOT = Path(__file__).resolve().parents[2]
SPECS = {spec.id: spec for spec in registry.entries()}
SOURCES = {lang.code: lang.source_dir for lang in languages() if not lang.generated}
"""Where each hand-written language's pages are (a generated language is converted from one)."""
LANGS = tuple(SOURCES)
ENGLISH = LANGS[0]
"""The language the others are compared with (the site's default, listed first)."""

LABELS = {"en": {"lr-reading": "Our reading", "lr-assumed": "Assumption"},
          "fr": {"lr-reading": "Notre lecture", "lr-assumed": "Hypothèse"},
          "zh": {"lr-reading": "本站解讀", "lr-assumed": "假設"}}
"""The one wording of each badge per language: the same badge everywhere, in every game."""

LEGEND = {"lr-reading": "rulings", "lr-assumed": "assumptions"}
"""Where the badges that explain the badges point: the rulings page and its assumptions list."""

FENCE = re.compile(r"^(`{3,}|~{3,}).*?^\1[ \t]*$", re.S | re.M)
HEADING = re.compile(r"^#{1,6}\s.*\{\s*#([\w-]+)\s*\}\s*$", re.M)
MARKER = re.compile(r"\[([^\]]+)\]\(([\w-]+\.md)#([\w-]+)\)\{\s*\.(lr-reading|lr-assumed)\s*\}")
LINK = re.compile(r"\]\(([\w-]+\.md)#([\w-]+)\)")

GAME_LANGS = [(game, lang) for game in SPECS for lang in LANGS]
GAME_PAGES = [(game, page) for game, spec in SPECS.items() for page in spec.pages]


def ids(params: Sequence[tuple[str, ...]]) -> list[str]:
    """Test ids such as ``<game>/en``: the game first, so ``-k <game>`` picks one game."""
    return ["/".join(p) for p in params]


@dataclass(frozen=True)
class Marker:
    label: str
    page: str       # the page it links to, "rulings.md"
    target: str     # the anchor on that page
    kind: str       # "lr-reading" or "lr-assumed"
    section: str    # the heading id of the section it stands in


@cache
def source(game: str, lang: str, page: str) -> str:
    """A page's Markdown with its code blocks blanked (worked examples are not prose)."""
    text = (SOURCES[lang] / game / f"{page}.md").read_text(encoding="utf-8")
    return FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m[0]), text)


def sections(game: str, lang: str, page: str) -> dict[str, str]:
    """Each heading id and the text under it, up to the next heading."""
    text = source(game, lang, page)
    heads = list(HEADING.finditer(text))
    return {h[1]: text[h.end():heads[i + 1].start() if i + 1 < len(heads) else len(text)]
            for i, h in enumerate(heads)}


def markers(game: str, lang: str, page: str) -> list[Marker]:
    return [Marker(m[1], m[2], m[3], m[4], section)
            for section, text in sections(game, lang, page).items()
            for m in MARKER.finditer(text)]


def all_markers(game: str, lang: str) -> Iterator[tuple[str, Marker]]:
    for page in SPECS[game].pages:
        for marker in markers(game, lang, page):
            yield page, marker


def assumed_entries(game: str, lang: str) -> set[str]:
    """The ``assumed-<option>`` entries of a game's rulings page."""
    return {anchor for anchor in sections(game, lang, "rulings") if anchor.startswith("assumed-")}


def reading_paragraphs(game: str, lang: str) -> dict[str, str]:
    """Ruling id -> the paragraph of its rulings section that opens with its reading badge."""
    found: dict[str, str] = {}
    for section, text in sections(game, lang, "rulings").items():
        for paragraph in re.split(r"\n\s*\n", text):
            first = MARKER.match(paragraph.strip())
            if first and first[4] == "lr-reading" and first[3] == section:
                assert section not in found, f"{lang}/{game}: two reading paragraphs in #{section}"
                found[section] = " ".join(paragraph.split())
    return found


def stated_in(paragraph: str) -> set[tuple[str, str]]:
    """The (page, section) pairs a reading paragraph links to, its own badge left out."""
    return {(page.removesuffix(".md"), anchor)
            for page, anchor in LINK.findall(MARKER.sub("", paragraph, count=1))}


# -- the badges -----------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_every_badge_leads_to_a_reading_or_an_assumption(game: str, lang: str) -> None:
    rulings = sections(game, lang, "rulings")
    allowed = {"lr-reading": set(SPECS[game].readings) | {LEGEND["lr-reading"]},
               "lr-assumed": assumed_entries(game, lang) | {LEGEND["lr-assumed"]}}
    wrong = []
    for page, m in all_markers(game, lang):
        if m.page != "rulings.md" or m.target not in allowed[m.kind] or m.target not in rulings:
            wrong.append(f"{page}.md#{m.section}: [{m.label}]({m.page}#{m.target}) .{m.kind}")
        if m.label != LABELS[lang][m.kind]:
            wrong.append(f"{page}.md#{m.section}: label {m.label!r}, not {LABELS[lang][m.kind]!r}")
    assert not wrong, f"{lang}/{game}:\n" + "\n".join(wrong)


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_each_assumption_entry_says_something(game: str, lang: str) -> None:
    """An assumption badge leads to an entry that gives the assumed value, not to a bare
    heading."""
    entries = sections(game, lang, "rulings")
    assert not [a for a in assumed_entries(game, lang) if not entries[a].strip()], (
        f"{lang}/{game}: an empty assumption entry")


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_the_rulings_page_marks_exactly_the_readings(game: str, lang: str) -> None:
    """A reading's section opens a paragraph with its badge; a ruling the sources state has none."""
    spec = SPECS[game]
    paragraphs = reading_paragraphs(game, lang)
    assert set(paragraphs) == set(spec.readings), (
        f"{lang}/{game}: reading paragraphs {sorted(paragraphs)}, "
        f"readings {sorted(spec.readings)}")
    assert set(spec.readings) < {r.value for r in spec.rulings}


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_each_reading_is_marked_where_a_page_states_it(game: str, lang: str) -> None:
    """The sections a reading's paragraph lists carry its badge, and no other section does."""
    problems = []
    for ruling, paragraph in reading_paragraphs(game, lang).items():
        listed = stated_in(paragraph)
        assert listed, f"{lang}/{game}: the reading paragraph of #{ruling} links to no page"
        marked = {(page, m.section) for page, m in all_markers(game, lang)
                  if m.kind == "lr-reading" and m.target == ruling and m.section != ruling}
        problems += [f"{lang}: {game}/{page}.md#{section} states #{ruling} without its badge"
                     for page, section in sorted(listed - marked)]
        problems += [f"{lang}: {game}/{page}.md#{section} has the badge of #{ruling}, which "
                     "does not list it" for page, section in sorted(marked - listed)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("game", "page"), GAME_PAGES, ids=ids(GAME_PAGES))
def test_every_language_has_the_same_badges_in_the_same_order(game: str, page: str) -> None:
    def trail(lang: str) -> list[tuple[str, str, str]]:
        return [(m.kind, m.target, m.section) for m in markers(game, lang, page)]
    english = trail(ENGLISH)
    for lang in LANGS[1:]:
        assert trail(lang) == english, f"{lang}/{game}/{page}.md: badges differ from {ENGLISH}"


@pytest.mark.parametrize("game", SPECS)
def test_every_reading_is_marked_beyond_the_rulings_page(game: str) -> None:
    """The badges are really used: a reader of the page that states a reading sees its badge
    there, not only on the rulings page."""
    used = {m.target for page, m in all_markers(game, ENGLISH)
            if page != "rulings" and m.kind == "lr-reading"}
    assert set(SPECS[game].readings) <= used, (
        f"{game}: readings marked nowhere else: {sorted(set(SPECS[game].readings) - used)}")


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_badges_render_as_links_with_their_class(game: str, lang: str) -> None:
    """Python-Markdown's attr_list (as mkdocs.yml configures it) turns each badge into a link
    whose text is the label, readable by a screen reader, and whose class the theme styles."""
    for page in SPECS[game].pages:
        found = markers(game, lang, page)
        if not found:
            continue
        html = markdown.markdown(source(game, lang, page),
                                 extensions=["attr_list", "md_in_html", "admonition", "tables",
                                             "toc"])
        anchors = re.findall(r'<a class="(lr-reading|lr-assumed)" href="rulings.md#([\w-]+)">'
                             r"([^<]+)</a>", html)
        assert [(k, t) for k, t, _ in anchors] == [(m.kind, m.target) for m in found], (
            f"{lang}/{game}/{page}.md: a badge does not render as a link with its class")
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


def pictures(game: str, lang: str, page: str) -> list[Picture]:
    """The drawings of a page (an inline SVG in a ``lr-picture`` figure), checked labelled."""
    where = f"{lang}/{game}/{page}"
    found = []
    for figure in FIGURE.findall(source(game, lang, page)):
        for attributes, body in SVG.findall(figure):
            title = re.search(r'<title id="([\w-]+)">([^<]+)</title>', body)
            desc = re.search(r'<desc id="([\w-]+)">([^<]+)</desc>', body)
            assert title and desc, f"{where}: a picture without <title> and <desc>"
            labelled = re.search(r'aria-labelledby="([^"]+)"', attributes)
            assert labelled and labelled[1].split() == [title[1], desc[1]], (
                f"{where}: the svg is not labelled by its title and description")
            found.append(Picture(title[2].strip(), desc[2].strip(),
                                 tuple(re.findall(r"<text\b[^>]*>([^<]*)</text>", body)),
                                 attributes, body))
    return found


@pytest.mark.parametrize(("game", "page"), GAME_PAGES, ids=ids(GAME_PAGES))
def test_a_page_that_draws_draws_in_every_language(game: str, page: str) -> None:
    """A picture in one language is in every language, the same drawing with its words
    translated: a reader of another language does not lose it, nor gets it in English."""
    drawn = {lang: pictures(game, lang, page) for lang in LANGS}
    english = drawn[ENGLISH]
    for lang in LANGS[1:]:
        where = f"{lang}/{game}/{page}"
        assert len(drawn[lang]) == len(english), f"{where}: not the same pictures as {ENGLISH}"
        for ours, theirs in zip(drawn[lang], english):
            assert ours.title != theirs.title and ours.desc != theirs.desc, (
                f"{where}: the picture's title or description is not translated")
            assert len(ours.texts) == len(theirs.texts), (
                f"{where}: not the same drawing as in {ENGLISH}")


@pytest.mark.parametrize("game", SPECS)
def test_each_game_draws_its_mechanisms(game: str) -> None:
    """Every game explains at least one mechanism with a picture (so the checks above see
    pictures in every game, not an empty list)."""
    assert any(pictures(game, ENGLISH, page) for page in SPECS[game].pages), (
        f"{game}: no page has a picture")


@pytest.mark.parametrize(("game", "page"), GAME_PAGES, ids=ids(GAME_PAGES))
@pytest.mark.parametrize("lang", LANGS)
def test_pictures_scale_and_carry_no_inline_style_or_script(lang: str, game: str,
                                                            page: str) -> None:
    where = f"{lang}/{game}/{page}"
    text = source(game, lang, page)
    assert not re.search(r"\sstyle=", text), f"{where}: inline style"
    assert "<script" not in text and "<style" not in text, f"{where}: inline script or style"
    anchors = re.findall(r'\sid="([\w-]+)"', text)
    assert len(anchors) == len(set(anchors)), f"{where}: an id is used twice"
    for picture in pictures(game, lang, page):
        assert re.search(r'viewBox="0 0 \d+ \d+"', picture.attributes), f"{where}: no viewBox"
        assert 'role="img"' in picture.attributes, f"{where}: no role=img"
        assert not re.search(r"\s(?:width|height)=", picture.attributes), (
            f"{where}: a fixed size: the picture would not shrink to a 320 px screen")
        assert all(text.strip() for text in picture.texts), f"{where}: an empty label"


# -- the workshop and the quiet proof -------------------------------------------------------
# A game's rules pages speak to players; the engine, its command line, options, JSON and test
# names live on one page per game, ``workshop.md`` ("How this site checks the rules"). A ruling
# keeps its proof as a small mark, ``[tested](<test file> "<test name>"){ .lr-tested }``: the
# test's name only in the link's title.

WORKSHOP = "workshop"
WORKSHOP_TITLES = {"en": "How this site checks the rules",
                   "fr": "Comment ce site vérifie les règles",
                   "zh": "本站如何檢驗規則"}
"""The workshop page's top heading in each language (its id is ``workshop`` in all)."""

TESTED_LABELS = {"en": "tested", "fr": "testé", "zh": "已測試"}
"""The one label of the tested mark per language."""

REPOSITORY = "https://github.com/living-rules/living-rules/blob/main/"
"""Where a tested mark points: a test file of this repository, as published."""

TESTED = re.compile(r'\[([^\]]*)\]\(([^)\s]*)(?:\s+"([^"]*)")?\)\{\s*\.lr-tested\s*\}')

DEVELOPER_TEXT = {
    "a command line": re.compile(r"python3? -m engine|^\s*\$ |`\$ ", re.M),
    "a fenced JSON block": re.compile(r"^\s*(`{3,}|~{3,})\s*\{?\s*\.?json\b", re.M | re.I),
    "an exit code": re.compile(r"\bexit(?:s\s+with)?\s+(?:code|status)"
                               r"|code\s+de\s+(?:sortie|retour)|結束碼|結束代碼|退出碼|離開碼",
                               re.I),
    "a test function name": re.compile(r"\btest_\w+\b(?!\.py)"),
    "a test line": re.compile(r"^\s*(?:Tests?\s*:|測試\s*[：:])", re.M),
}
"""What a reader page never shows: the workshop's matter, found in its usual spellings."""


def raw(game: str, lang: str, page: str) -> str:
    return (SOURCES[lang] / game / f"{page}.md").read_text(encoding="utf-8")


def reader_pages(game: str, lang: str) -> list[str]:
    """Every page of a game in a language but its workshop page, listed or not."""
    return sorted(p.stem for p in (SOURCES[lang] / game).glob("*.md") if p.stem != WORKSHOP)


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_every_tested_mark_names_a_test_of_this_repository(game: str, lang: str) -> None:
    """Each mark points to a file under tests/ that defines the function its title names, and
    is labelled in the page's language; it renders as a link with its class and title."""
    wrong = []
    for page in sorted(p.stem for p in (SOURCES[lang] / game).glob("*.md")):
        text = source(game, lang, page)
        marks = TESTED.findall(text)
        for label, url, title in marks:
            where = f"{lang}/{game}/{page}.md: [{label}]({url} {title!r})"
            path = url.removeprefix(REPOSITORY)
            file = ROOT / path
            if label != TESTED_LABELS[lang]:
                wrong.append(f"{where}: label is not {TESTED_LABELS[lang]!r}")
            if (not url.startswith(REPOSITORY) or not path.startswith("tests/")
                    or not file.is_file()):
                wrong.append(f"{where}: not a file under tests/")
            elif not re.fullmatch(r"test_\w+", title or "") or not re.search(
                    rf"^\s*(?:async\s+)?def {title}\(", file.read_text("utf-8"), re.M):
                wrong.append(f"{where}: the title names no test function of {path}")
        if marks:
            html = markdown.markdown(text, extensions=["attr_list", "md_in_html", "admonition",
                                                       "tables", "toc"])
            rendered = re.findall(r'<a class="lr-tested" href="([^"]+)" title="(test_\w+)">'
                                  r"([^<]+)</a>", html)
            if [(u, t, lb) for u, t, lb in rendered] != [(u, t, lb) for lb, u, t in marks]:
                wrong.append(f"{lang}/{game}/{page}.md: a mark does not render as a link with "
                             "its class and title")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_reader_pages_leave_the_workshop_to_the_workshop(game: str, lang: str) -> None:
    """No rules page shows a command line, JSON, an exit code or a test's name: a player at
    the table reads the rule, why, and an example (the workshop page has the rest)."""
    found = []
    for page in reader_pages(game, lang):
        text = raw(game, lang, page)
        prose = TESTED.sub("", source(game, lang, page))   # the marks' titles may name tests
        for what, pattern in DEVELOPER_TEXT.items():
            within = text if what in ("a command line", "a fenced JSON block") else prose
            for m in pattern.finditer(within):
                line = within.count("\n", 0, m.start()) + 1
                found.append(f"{lang}/{game}/{page}.md:{line}: {what}: {m[0].strip()!r}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS, ids=ids(GAME_LANGS))
def test_every_game_has_its_workshop_page(game: str, lang: str) -> None:
    """The workshop page exists in every language, with its one title and id, and is listed
    in the game's pages just before the player aid (last when the game has none)."""
    pages = SPECS[game].pages
    assert WORKSHOP in pages, f"{game}: {WORKSHOP!r} is not in the registry's pages"
    place = pages.index("aid") - 1 if "aid" in pages else len(pages) - 1
    assert pages[place] == WORKSHOP, f"{game}: {WORKSHOP!r} is not just before 'aid'"
    path = SOURCES[lang] / game / f"{WORKSHOP}.md"
    assert path.is_file(), f"{lang}/{game}: no {WORKSHOP}.md"
    first = path.read_text("utf-8").lstrip().splitlines()[0]
    assert re.fullmatch(rf"# {re.escape(WORKSHOP_TITLES[lang])} \{{ #{WORKSHOP} \}}\s*", first), (
        f"{lang}/{game}/{WORKSHOP}.md: the top heading is not {WORKSHOP_TITLES[lang]!r}")


def test_the_theme_styles_the_tested_mark() -> None:
    """The mark is told apart by a check mark, not by colour alone, and shows keyboard focus."""
    css = (ROOT / "overrides" / "assets" / "living-rules" / "theme.css").read_text("utf-8")
    before = re.search(r"\.lr-tested::before\s*\{([^}]*)\}", css)
    assert before and re.search(r'content:\s*"(?:✓|\\2713)', before[1]), "no ✓ before the mark"
    focus = re.search(r"\.lr-tested:focus-visible\s*\{([^}]*)\}", css)
    assert focus and re.search(r"outline:\s*\d", focus[1]), "no focus ring on the mark"
