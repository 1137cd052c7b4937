"""One glossary per game (``engine/<game>/glossary.json``) drives the words readers see: no page
(``docs/<lang>/<game>/*.md``) and no string of the game's message catalogues
(``engine/<game>/locale/<lang>/LC_MESSAGES/*.po``; English: their msgids) uses a variant the
glossary forbids, and every term is on the game's glossary page in each language."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from engine import registry
from sitebuild.words import glossary
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GAMES = registry.entry_ids()

FENCE = re.compile(r"^(?P<fence>`{3,}|~{3,}).*?^(?P=fence)[ \t]*$", re.S | re.M)
INLINE_CODE = re.compile(r"(`+).+?\1", re.S)
LINK_TARGET = re.compile(r"\]\([^)]*\)")
ATTRIBUTES = re.compile(r"\{\s*[#.:][^}]*\}")
TAG = re.compile(r"<[^>]+>")
SHOWN_ATTRIBUTE = re.compile(r"""\b(?:aria-label|title|alt)=(?:"([^"]*)"|'([^']*)')""")


def prose(markdown: str) -> str:
    """What a reader reads of a page: no code, link targets, heading ids or tag names (the
    texts of aria-label, title and alt attributes kept). Lines stay where they were."""
    def blank(match: re.Match[str]) -> str:
        return re.sub(r"[^\n]", " ", match[0])

    def tag(match: re.Match[str]) -> str:
        said = " ".join(a or b for a, b in SHOWN_ATTRIBUTE.findall(match[0]))
        return f" {said} " + "\n" * match[0].count("\n")
    text = FENCE.sub(blank, markdown)
    text = INLINE_CODE.sub(blank, text)
    text = LINK_TARGET.sub(blank, text)
    text = ATTRIBUTES.sub(blank, text)
    return TAG.sub(tag, text)


def violations(found: glossary.Glossary, lang: str, text: str) -> Iterator[tuple[str, str, str]]:
    """(term, variant found, form to use) for each forbidden variant in ``text``."""
    for term, usages in found.terms.items():
        for forbidden in usages[lang].forbidden:
            for variant in forbidden.find(text):
                yield term, variant, forbidden.use


def catalogues(game: str, lang: str) -> list[Path]:
    """The game's hand-written catalogues of ``lang`` (English strings are every catalogue's
    msgids); generated ones (zh-Hans) are checked through their source."""
    folders = [ROOT / "engine" / game, ROOT / "widgets" / "livewidgets" / game]
    found = sorted(po for folder in folders
                   for po in folder.glob("**/locale/*/LC_MESSAGES/*.po"))
    if lang == "en":
        return found
    return [po for po in found if po.parent.parent.name == lang]


def strings(po: Path, lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) for each message: its msgid(s) in English, its translation(s) otherwise."""
    with po.open("rb") as stream:
        catalogue = read_po(stream)
    for message in catalogue:
        if not message.id:
            continue
        where = f"{po.relative_to(ROOT)}: msgid {message.id!r}"
        texts = message.id if lang == "en" else message.string
        for text in (texts if isinstance(texts, (tuple, list)) else (texts,)):
            if text:
                yield where, text


def glossary_of(game: str) -> glossary.Glossary:
    """The game's glossary. A game gets its glossary with its glossary page: one without
    either (a game whose pages are still to be written) is skipped, one with only one of
    them fails."""
    data = glossary.path_of(game)
    pages = sorted(DOCS.glob(f"*/{game}/glossary.md"))
    if not data.exists() and not pages:
        pytest.skip(f"{game}: no glossary yet (write engine/{game}/glossary.json with "
                    f"docs/<lang>/{game}/glossary.md)")
    assert data.exists(), f"{game} has a glossary page but no {data.relative_to(ROOT)}"
    return glossary.load(game)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_glossary_in_every_hand_written_language(game: str) -> None:
    found = glossary_of(game)
    assert found.terms, f"{found.path}: no terms"
    written = {folder.name for folder in DOCS.iterdir() if (folder / game).is_dir()}
    assert written and written <= set(found.languages), \
        f"{found.path}: pages in {sorted(written)} but terms in {list(found.languages)}"


def written(game: str, lang: str) -> Iterator[tuple[str, str]]:
    """Each line of the game's pages in ``lang``, then each string of its catalogues, with
    where it stands (``docs/...md:12``, a catalogue entry)."""
    for page in sorted((DOCS / lang / game).glob("*.md")):
        text = prose(page.read_text(encoding="utf-8"))
        for number, line in enumerate(text.splitlines(), 1):
            yield f"{page.relative_to(ROOT)}:{number}", line
    for po in catalogues(game, lang):
        yield from strings(po, lang)


@pytest.mark.parametrize("game", GAMES)
def test_pages_and_catalogues_use_no_forbidden_variant(game: str) -> None:
    found = glossary_of(game)
    problems = [f"{where}: {term}: {variant!r}, write {use!r}"
                for lang in found.languages for where, text in written(game, lang)
                for term, variant, use in violations(found, lang, text)]
    assert problems == []


@pytest.mark.parametrize("game", GAMES)
def test_every_term_is_on_the_glossary_page_of_each_language(game: str) -> None:
    found = glossary_of(game)
    missing = []
    for lang in found.languages:
        page = DOCS / lang / game / "glossary.md"
        assert page.exists(), f"{page.relative_to(ROOT)}: no glossary page"
        text = prose(page.read_text(encoding="utf-8"))
        for term, usages in found.terms.items():
            first = usages[lang].forms[0]
            if not re.search(glossary.word_pattern(first), text):
                missing.append(f"{page.relative_to(ROOT)}: {term} ({first!r})")
    assert missing == []


ROUND = re.compile(r"\brounds?\b", re.I)
TURN = re.compile(r"\bturns?\b", re.I)
NOT_A_ROUND = re.compile(r"\b(?:way|turned) round\b|\"[^\"]*\"", re.I)
"""Not a round of play: a card turned "either way round", a quoted value of the JSON."""


def word_for(game: str, term: str, lang: str) -> tuple[str, ...]:
    """The forms of ``term`` a game writes: its own glossary's, where it names the term on
    purpose (a game whose round is a whole deal), else the site's (one vocabulary)."""
    try:
        own = glossary.load(game).terms.get(term)
    except FileNotFoundError:
        own = None
    usages = own if own is not None else glossary.load_site().terms[term]
    return tuple(usages[lang].forms)


@pytest.mark.parametrize("game", GAMES)
def test_a_round_is_written_with_the_glossarys_word_for_round(game: str) -> None:
    """Issue 21: every catalogue string whose English speaks of a round (and not of a turn)
    says the glossary's round in each language (輪 in Chinese, where 回合 is a turn; a game's
    own glossary may name its round otherwise, as Chinese counts a whole deal in 局)."""
    problems = []
    for lang in (code for code in WRITTEN if code != "en"):
        rounds = word_for(game, "round", lang)
        said = re.compile("|".join(glossary.word_pattern(f) for f in rounds), re.I)
        for po in catalogues(game, lang):
            with po.open("rb") as stream:
                messages = [m for m in read_po(stream) if m.id and m.string]
            for message in messages:
                ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
                english = NOT_A_ROUND.sub("", " ".join(ids))
                if not ROUND.search(english) or TURN.search(english):
                    continue
                texts = message.string
                text = " ".join(t for t in (texts if isinstance(texts, (tuple, list))
                                            else (texts,)) if t)
                if not said.search(text):
                    problems.append(f"{po.relative_to(ROOT)}: {ids[0]!r} -> {text!r}: "
                                    f"write {rounds[0]!r}")
    assert problems == []


# ------------------------------------------------------------ the glossary machinery itself

SAMPLE = json.dumps({
    "languages": WRITTEN,
    "terms": {
        "stall": {
            "en": {"forms": ["stall"]},
            "fr": {"forms": ["Étal"], "forbidden": [{"pattern": r"\bétals?\b", "use": "Étal"}]},
            "zh": {"forms": ["攤位"]}},
        "tie-break": {
            "en": {"forms": ["tie-break"],
                   "forbidden": [{"text": "tiebreak", "use": "tie-break"}]},
            "fr": {"forms": ["départage"]},
            "zh": {"forms": ["決勝"], "forbidden": [{"text": "平手裁定", "use": "決勝"}]}},
    },
}, ensure_ascii=False)


def sample(tmp_path: Path, text: str = SAMPLE) -> glossary.Glossary:
    (tmp_path / "toy").mkdir()
    (tmp_path / "toy" / "glossary.json").write_text(text, encoding="utf-8")
    return glossary.load("toy", tmp_path)


def test_variants_are_found_as_words_and_chinese_anywhere(tmp_path: Path) -> None:
    found = sample(tmp_path)
    assert [v for _, v, _ in violations(found, "fr", "Prenez l'étal 3 ; les étals.")] == \
        ["étal", "étals"]
    assert list(violations(found, "fr", "L'Étal 3 est étalé, il s'étale.")) == []
    assert [v for _, v, _ in violations(found, "en", "A tiebreak; no tiebreaks")] == ["tiebreak"]
    assert [v for _, v, _ in violations(found, "zh", "平手裁定：逐格比較")] == ["平手裁定"]


def test_prose_leaves_out_code_links_and_ids_but_keeps_shown_attributes() -> None:
    page = ('# Étal { #stall }\n\n[voir](buy.md#étal) `étal` <span aria-label="un étal">x</span>'
            f"\n\n```{GAMES[0]}\nwidget: étal\n```\n")
    text = prose(page)
    assert text.count("étal") == 1 and "un étal" in text
    assert len(text.splitlines()) == len(page.splitlines())


def test_a_malformed_glossary_is_refused_with_the_term(tmp_path: Path) -> None:
    bad = SAMPLE.replace('"zh": {"forms": ["攤位"]}', '"zh": {"forms": []}')
    assert bad != SAMPLE
    with pytest.raises(glossary.GlossaryError, match="stall"):
        sample(tmp_path, bad)
