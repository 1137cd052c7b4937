"""The player aid's sources (sitebuild/pages/aid.py, docs/<lang>/<game>/aid.md): what it says comes
from the registry's facts and the glossary, never typed; a placeholder the build cannot fill
fails it with the file and the line; a changed fact changes the built aid.

The printed and phone layouts are tested in chromium: tests/site/test_aid_print.py.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from sitebuild.pages import aid
from sitebuild.words import glossary
from sitebuild.words.hans import to_simplified
from sitebuild.languages import languages
from tests.langkit import LANGS

ROOT = Path(__file__).resolve().parents[2]
HANDWRITTEN = [lang for lang in languages() if not lang.generated]
AIDED = [spec.id for spec in registry.entries() if aid.PAGE in spec.pages]
"""Every registry entry whose reading order has a player aid."""


def aid_source(game: str, lang_code: str) -> str:
    """An aid page as the build reads it (Simplified Chinese converted from Traditional)."""
    source = "zh" if lang_code == "zh-Hans" else lang_code
    lang = next(lang for lang in HANDWRITTEN if lang.code == source)
    text = (lang.source_dir / game / f"{aid.PAGE}.md").read_text(encoding="utf-8")
    return to_simplified(text) if lang_code == "zh-Hans" else text


def docs_of(lang_code: str, tmp_path: Path) -> Path:
    """The docs folder a language's build reads (a converted copy for Simplified Chinese)."""
    if lang_code != "zh-Hans":
        return next(lang.source_dir for lang in HANDWRITTEN if lang.code == lang_code)
    target = tmp_path / "zh-Hans"
    if not target.exists():
        from sitebuild.words import simplified
        simplified.generate(next(lang.source_dir for lang in HANDWRITTEN if lang.code == "zh"),
                            target)
    return target


def test_every_playable_game_has_an_aid() -> None:
    assert {spec.id for spec in registry.games()} <= set(AIDED)


@pytest.mark.parametrize("game", AIDED)
@pytest.mark.parametrize("lang", LANGS)
def test_every_placeholder_of_every_aid_fills(game: str, lang: str, tmp_path: Path) -> None:
    text = aid_source(game, lang)
    placeholders = aid.PLACEHOLDER.findall(text)
    assert placeholders, f"{lang}/{game}/aid.md uses no fact nor term: it could drift"
    filled = aid.fill(text, src_uri=f"{game}/aid.md", lang=lang,
                      docs_dir=docs_of(lang, tmp_path), shown=f"{lang}/{game}/aid.md")
    assert "{{" not in filled and "}}" not in filled
    # every fact it names is printed, as the locale writes it
    for name in {name for kind, name in placeholders if kind == "fact"}:
        assert aid.format_fact(registry.entry(game).facts[name], lang) in filled
    # the drawings are the pages' own, each id once on the aid
    ids = re.findall(r'\sid="([\w-]+)"', filled)
    assert len(ids) == len(set(ids)), f"{lang}/{game}: an id twice on the aid"
    assert all(i.startswith("aid-") for i in ids)


@pytest.mark.parametrize("game", AIDED)
@pytest.mark.parametrize("lang", [lang.code for lang in HANDWRITTEN])
def test_the_aid_types_no_number(game: str, lang: str) -> None:
    """Numbers come from the facts: outside placeholders, link targets and attribute lists,
    the page holds no digit (a typed number is one the engine may stop agreeing with)."""
    text = aid_source(game, lang)
    text = aid.PLACEHOLDER.sub("", text)
    text = re.sub(r"\]\([^)]*\)", "](", text)
    text = re.sub(r"\{[^{}]*\}", "", text)
    assert not re.findall(r".{0,20}\d.{0,5}", text), f"{lang}/{game}/aid.md types a number"


@pytest.mark.parametrize("game", AIDED)
@pytest.mark.parametrize("lang", [lang.code for lang in HANDWRITTEN])
def test_every_line_links_to_its_full_rule(game: str, lang: str) -> None:
    """Each item of the aid ends with a link to a rule (a page of the game and a heading id)
    or with an assumption's badge, then, where the line states one of the site's readings, those
    readings' badges (each linked to its ruling)."""
    items = [line for line in aid_source(game, lang).splitlines() if line.startswith("- ")]
    assert items
    for item in items:
        assert re.search(r"\]\([\w-]+\.md#[\w-]+\)\{ \.(lr-aid-rule|lr-assumed) \}"
                         r"( \[[^\]]+\]\(rulings\.md#[\w-]+\)\{ \.lr-reading \})*$", item), item


def test_facts_are_formatted_for_the_locale() -> None:
    assert aid.format_fact(12345, "en") == "12,345"
    assert aid.format_fact(12345, "fr") == "12\u202f345"
    assert aid.format_fact(7, "zh-Hans") == "7"
    assert aid.format_fact("1, 1, 2", "fr") == "1, 1, 2"


def test_terms_come_from_the_glossary_in_the_page_language() -> None:
    game = AIDED[0]
    term_id, usages = next(iter(glossary.load(game).terms.items()))
    filled = aid.fill("{{ term:%s }} / {{ Term:%s }} / {{ term:%s.99 }}" % ((term_id,) * 3),
                      src_uri=f"{game}/aid.md", lang="zh-Hans", docs_dir=ROOT, shown="x.md")
    simplified = to_simplified(usages["zh"].forms[0])
    assert filled.split(" / ")[0] == simplified
    english = aid.fill("{{ Term:%s }}" % term_id, src_uri=f"{game}/aid.md", lang="en",
                       docs_dir=ROOT, shown="x.md")
    form = usages["en"].forms[0]
    assert english == form[:1].upper() + form[1:]


@pytest.mark.parametrize("bad", ["{{ fact:no_such_fact }}", "{{ term:no-such-term }}",
                                 "{{ figure:no-such-page }}", "{{ nonsense:x }}",
                                 "{{ figure:index#no-such-section }}"])
def test_an_unknown_placeholder_names_the_file_and_line(bad: str) -> None:
    game = AIDED[0]
    text = f"# Aid {{ #aid }}\n\n- fine {{{{ fact:{next(iter(registry.entry(game).facts))} }}}}\n- {bad}\n"
    with pytest.raises(aid.AidError, match=r"^docs/en/x/aid\.md:4: unknown placeholder"):
        aid.fill(text, src_uri=f"{game}/aid.md", lang="en", docs_dir=HANDWRITTEN[0].source_dir,
                 shown="docs/en/x/aid.md")


def test_a_placeholder_outside_a_game_folder_is_refused() -> None:
    with pytest.raises(aid.AidError, match=r"index\.md:1: .*outside any game"):
        aid.fill("{{ fact:hand_size }}", src_uri="index.md", lang="en", docs_dir=ROOT,
                 shown="index.md")


def test_the_aid_is_laid_out_as_cards() -> None:
    game = AIDED[0]
    html = "<h1>Aid</h1><p>intro</p><h2 id='a'>A</h2><ul><li>x</li></ul><h2 id='b'>B</h2><p>y</p>"
    wrapped = aid.wrap(html, f"{game}/aid.md")
    assert wrapped.count('<section class="lr-aid-card">') == 2
    assert wrapped.startswith('<div class="lr-aid lr-aid-print-')
    assert aid.wrap(html, f"{game}/turn.md") == html


# -- a changed fact, built ----------------------------------------------------------------

def _build_english(docs: Path, out: Path) -> Any:
    from sitebuild.build import build_language

    english = HANDWRITTEN[0]
    return build_language(english.slug, str(english.config_file), str(docs), str(out),
                          str(docs))


def test_a_changed_fact_changes_the_built_aid_and_a_bad_placeholder_fails_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A copy of the English pages built (in this process) with one game's hand size changed
    in its registry entry: the built aid prints the new number. Then a bad placeholder in the
    copy fails the build with the file and the line."""
    game = next(g for g in AIDED if "hand_size" in registry.entry(g).facts)
    spec = registry.entry(game)
    changed = dataclasses.replace(spec, facts={**spec.facts, "hand_size": 4321})
    real_entries = registry.entries
    monkeypatch.setattr(registry, "entries",
                        lambda: [changed if s.id == game else s for s in real_entries()])
    docs = tmp_path / "docs"
    shutil.copytree(HANDWRITTEN[0].source_dir, docs)
    result = _build_english(docs, tmp_path / "site")
    assert result.ok, result.messages
    built = (tmp_path / "site" / game / aid.PAGE / "index.html").read_text(encoding="utf-8")
    assert "4,321" in built and f">{spec.facts['hand_size']}<" not in built

    page = docs / game / f"{aid.PAGE}.md"
    lines = page.read_text(encoding="utf-8").splitlines()
    lines.insert(4, "- {{ fact:no_such_fact }}")
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    failed = _build_english(docs, tmp_path / "site2")
    assert not failed.ok
    assert any(f"{game}/{aid.PAGE}.md:5: unknown placeholder" in m for m in failed.messages), (
        failed.messages)
