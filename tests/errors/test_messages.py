"""Every refusal message of every domain (the shared one and each registered game's):
well formed, one template per code, and translated into every language of the site.

Generic: the messages are found in the data files as the catalogue extractor finds them
(:mod:`tests.errors.messages`), domain by domain from the registry; every code a module names is
declared beside it, and every declared code is named somewhere.
"""

from __future__ import annotations

import os
import re
import string
from collections import defaultdict

import pytest

from engine import i18n, registry
from engine.errors import CODE
from sitebuild.words.catalogues import ROOT
from tests.errors.messages import by_code, declared, named, slots

TRANSLATED = [lang for lang in i18n.LANGS if lang != i18n.SOURCE_LANG]
DOMAINS = sorted({d.domain for d in declared()})
CASES = [(domain, lang) for domain in DOMAINS for lang in TRANSLATED]
IDS = [f"{domain}-{lang}" for domain, lang in CASES]
RESERVED = {"where", "ruling", "action", "message"}
"""Keyword arguments of RulesError itself: no slot may be called so."""


def test_messages_are_declared_in_the_shared_domain_and_each_game() -> None:
    domains = {d.domain for d in declared()}
    assert i18n.SHARED in domains
    assert domains <= {i18n.SHARED, *registry.entry_ids()}
    assert len(declared()) >= 10


def test_every_message_is_well_formed() -> None:
    problems = []
    for d in declared():
        where = f"{d.path}:{d.line} {d.code!r}"
        if not CODE.match(d.code):
            problems.append(f"{where}: the code is not kebab-case")
        if RESERVED & d.slots:
            problems.append(f"{where}: slot(s) {sorted(RESERVED & d.slots)} are reserved")
        for _, name, spec, conversion in string.Formatter().parse(d.template):
            if name is not None and (spec or conversion not in (None, "r")):
                problems.append(f"{where}: {{{name}}} may only take !r (its value may be "
                                "described in words)")
        if d.template != d.template.strip() or "  " in d.template or not d.template:
            problems.append(f"{where}: stray spaces")
        if re.match(r"^([\w.\[\]{}-]+): \1: ", d.template):
            problems.append(f"{where}: a doubled prefix")
    assert not problems, "\n".join(problems)


def test_a_code_has_one_template_in_its_domain() -> None:
    templates: dict[tuple[str, str], set[str]] = defaultdict(set)
    for d in declared():
        templates[(d.domain, d.code)].add(d.template)
    clashes = {key: sorted(found) for key, found in templates.items() if len(found) > 1}
    assert not clashes, f"codes with more than one template: {clashes}"


def test_every_named_code_is_declared_beside_its_module_and_every_declared_code_is_used() -> None:
    """``M_("code")`` reads the data file beside the module that made its marker: a code it
    lacks would fail only when that refusal is raised, and a code nobody names is a dead
    sentence translators keep translating."""
    declared_in: dict[str, set[str]] = defaultdict(set)
    for d in declared():
        declared_in[os.path.realpath(ROOT / d.path)].add(d.code)
    used: dict[str, set[str]] = defaultdict(set)
    problems = []
    for n in named():
        table = os.path.realpath(n.table)
        used[table].add(n.code)
        if n.code not in declared_in.get(table, set()):
            problems.append(f"{n.path}:{n.line}: {n.code!r} is not declared in "
                            f"{os.path.relpath(table, ROOT)}")
    for table, codes in sorted(declared_in.items()):
        problems += [f"{os.path.relpath(table, ROOT)}: {code!r} is named by no module"
                     for code in sorted(codes - used[table])]
    assert len(named()) >= len(declared())
    assert not problems, "\n".join(problems)


def untranslated(lang: str, lookup: dict[tuple[str, str], str | None]) -> list[str]:
    """``domain code`` of every message of ``lookup`` it lacks in ``lang``, or translates
    with other slots."""
    missing = []
    for (domain, code), found in sorted(lookup.items()):
        d = by_code()[(domain, code)]
        if not found or found == d.template:
            missing.append(f"{lang}: {domain} {code} (untranslated)")
        elif slots(found) != d.slots:
            missing.append(f"{lang}: {domain} {code} (slots {sorted(slots(found))}, not "
                           f"{sorted(d.slots)})")
    return missing


@pytest.mark.parametrize("domain, lang", CASES, ids=IDS)
def test_every_code_is_translated_in_the_catalogues(domain: str, lang: str) -> None:
    """Read through ``engine.i18n``, as the engines and widgets read it."""
    lookup: dict[tuple[str, str], str | None] = {
        (domain, code): i18n.catalogue(domain, lang).pgettext(code, d.template)
        for (in_domain, code), d in by_code().items() if in_domain == domain}
    missing = untranslated(lang, lookup)
    assert not missing, "refusals without a translation:\n" + "\n".join(missing)


def compiled(domain: str, code: str, template: str, lang: str) -> str | None:
    try:
        return i18n.catalogue(domain, lang).pgettext(code, template)
    except i18n.CatalogueMissing:   # a game whose catalogues are not written yet
        return None
