"""Every gettext catalogue of every game and the shared one: complete, consistent, compiled.

Generic: the domains come from the registry (:func:`sitebuild.words.catalogues.domains`), so a new
game's catalogues are checked as soon as its sources mark a word for translation.
"""

from __future__ import annotations

import gettext
import string
from typing import Any

import pytest
from babel.messages.catalog import Catalog, Message

from engine import i18n
from sitebuild.words.catalogues import (GENERATED, HAND_WRITTEN, PLURAL_FORMS, TYPOGRAPHY, Domain,
                                  domains, extract, read)

DOMAINS = [d for d in domains() if len(extract(d))]
CASES = [(d, lang) for d in DOMAINS for lang in HAND_WRITTEN]
IDS = [f"{d.name}-{lang}" for d, lang in CASES]


def forms(value: Any) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, (tuple, list)) else (value,)


def slots(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def catalog(domain: Domain, lang: str) -> Catalog:
    assert domain.po(lang).exists(), f"{domain.po(lang)} is missing"
    return read(domain.po(lang))


def test_the_shared_domain_and_every_game_with_words_have_catalogues() -> None:
    names = {d.name for d in DOMAINS}
    assert i18n.SHARED in names and len(names) >= 2
    for domain in DOMAINS:
        for lang in HAND_WRITTEN:
            assert domain.po(lang).exists(), domain.po(lang)


@pytest.mark.parametrize("domain, lang", CASES, ids=IDS)
def test_every_msgid_of_the_sources_is_translated_with_the_same_slots(
        domain: Domain, lang: str) -> None:
    po = catalog(domain, lang)
    problems = []
    for message in extract(domain):
        if not message.id:
            continue
        found = po.get(message.id, message.context)
        msgid = forms(message.id)
        if found is None or found.fuzzy or not all(forms(found.string)):
            problems.append(f"untranslated: {msgid[0]!r}")
            continue
        for form in forms(found.string):
            if slots(form) != slots(msgid[0]):
                problems.append(f"{msgid[0]!r}: slots {slots(form)} in {form!r}")
    assert not problems, (f"{domain.po(lang)} (python -m sitebuild.words.catalogues update, then "
                          "translate):\n" + "\n".join(problems))


@pytest.mark.parametrize("domain, lang", CASES, ids=IDS)
def test_no_entry_outlives_its_source(domain: Domain, lang: str) -> None:
    template = extract(domain)
    stale = [m.id for m in catalog(domain, lang)
             if m.id and template.get(m.id, m.context) is None]
    assert not stale, f"{domain.po(lang)}: no source marks {stale} any more"


@pytest.mark.parametrize("domain, lang", CASES, ids=IDS)
def test_plural_entries_have_the_forms_their_header_requires(domain: Domain, lang: str) -> None:
    raw = domain.po(lang).read_text(encoding="utf-8")
    assert f'"Plural-Forms: {PLURAL_FORMS[lang]}\\n"' in raw
    po = catalog(domain, lang)
    expected = {"fr": 2, "zh": 1}[lang]
    assert po.num_plurals == expected
    for message in (m for m in po if m.id and isinstance(m.id, tuple)):
        assert len(forms(message.string)) == expected, message.id


def test_counted_words_are_plural_entries() -> None:
    """Counted words go through ngettext somewhere (a "1 cards" regression would remove them)."""
    assert any(isinstance(m.id, tuple) for d in DOMAINS for m in catalog(d, "fr"))


@pytest.mark.parametrize("domain, lang", CASES, ids=IDS)
def test_a_msgstr_equal_to_its_msgid_says_so(domain: Domain, lang: str) -> None:
    """Left in English by mistake, or the same word on purpose ("Score", "Option", "{n} MB")?
    The .po says which: a translator comment "same as English"."""
    unexplained = [m.id for m in catalog(domain, lang) if m.id
                   and forms(m.string)[0] == forms(m.id)[0]
                   and not any("same as English" in c for c in m.user_comments)]
    assert not unexplained, f"{domain.po(lang)}: untranslated? {unexplained}"


def compiled(domain: Domain, lang: str) -> gettext.GNUTranslations:
    with domain.mo(lang).open("rb") as handle:
        return gettext.GNUTranslations(handle)


def expected_strings(message: Message, lang: str) -> tuple[str, ...]:
    rule = TYPOGRAPHY.get(lang, lambda text: text)
    return tuple(rule(s) for s in forms(message.string))


@pytest.mark.parametrize("domain, lang", [(d, lang) for d in DOMAINS
                                          for lang in (*HAND_WRITTEN, *GENERATED)],
                         ids=lambda v: v.name if isinstance(v, Domain) else v)
def test_the_compiled_catalogue_is_current(domain: Domain, lang: str) -> None:
    """What gettext reads at run time is what the .po says (plus the build's typography):
    a stale .mo fails here, with the command that fixes it."""
    assert domain.mo(lang).exists(), f"{domain.mo(lang)} is missing: {i18n.COMPILE_HINT}"
    mo = compiled(domain, lang)
    n_forms = {"fr": (1, 2)}.get(lang, (1,))
    for message in read(domain.po(lang)):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            got = tuple(mo.npgettext(message.context, *message.id, n) if message.context
                        else mo.ngettext(*message.id, n) for n in n_forms)
        else:
            got = (mo.pgettext(message.context, message.id) if message.context
                   else mo.gettext(message.id),)
        assert got == expected_strings(message, lang), (
            f"{domain.mo(lang)} is stale: {i18n.COMPILE_HINT}")
