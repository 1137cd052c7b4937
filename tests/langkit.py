"""The site's languages for tests, and words of another language left in a page.

``LANGS`` (every language a reader can choose: the engine's catalogues), ``WRITTEN`` (those
whose pages are written by hand), ``TRANSLATED`` (all but the msgids' own) and ``SLUGS`` (a
language's folder on the site) come from the languages' configs, the one list: no test writes
its own.

The English words to look for are the catalogues' own msgids (every string the engines and the
widgets can show), cut at their ``{slots}`` into fragments of two words or more; a fragment
that the language's translation keeps as it is (a name, "Score") is not a leftover.
"""

from __future__ import annotations

import re
import string
import sys
import zlib
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from engine import i18n, registry
from sitebuild.languages import languages
from sitebuild.words import catalogues

LANGS: tuple[str, ...] = i18n.LANGS
"""Every language of the site, as the engine's catalogues name them (en, fr, zh, zh-Hans)."""
WRITTEN: tuple[str, ...] = tuple(lang.code for lang in languages() if not lang.generated)
"""The languages whose pages are written by hand (en, fr, zh)."""
TRANSLATED: tuple[str, ...] = tuple(lang for lang in LANGS if lang != i18n.SOURCE_LANG)
"""Every language but the one the msgids are written in (fr, zh, zh-Hans)."""
SLUGS: dict[str, str] = {lang.code: lang.slug for lang in languages()}
"""Language -> its folder on the site (zh-Hans -> zh-hans)."""

def slots(phrase: Any) -> set[str]:
    """The ``{slots}`` of a phrase of a UI table: a text, or a :class:`~engine.i18n.Plural`
    whose every form names the same ones."""
    forms = ([phrase.forms(n) for n in (0, 1, 2)] if isinstance(phrase, i18n.Plural)
             else [phrase])
    found = [{name for _, name, _, _ in string.Formatter().parse(f) if name} for f in forms]
    assert all(f == found[0] for f in found), forms
    return found[0]


def assert_same_phrases(table: Mapping[str, Mapping[str, Any]], lang: str) -> None:
    """A UI table (language -> key -> phrase) gives ``lang`` every phrase of English, each with
    the same slots, and a plural where English has one."""
    english = table["en"]
    assert set(table[lang]) == set(english)
    for key, phrase in english.items():
        assert slots(table[lang][key]) == slots(phrase), key
        assert isinstance(table[lang][key], i18n.Plural) == isinstance(phrase, i18n.Plural), key


CATALOGUE_LANG = {"fr": "fr", "zh": "zh", "zh-hans": "zh-Hans"}
"""Language folder -> catalogue language (English has no leftovers to find)."""


@lru_cache(maxsize=None)
def _marked() -> tuple[tuple[str, tuple[tuple[str | None, tuple[str, ...]], ...]], ...]:
    """Each domain's marked messages ((context, msgids)), extracted from the sources once per
    process, not again for each language (0.55 s of CPU each time)."""
    return tuple(
        (domain.name, tuple((message.context, message.id if isinstance(message.id, tuple)
                             else (message.id,))
                            for message in catalogues.extract(domain) if message.id))
        for domain in catalogues.domains())


@lru_cache(maxsize=None)
def english_fragments(lang: str) -> frozenset[str]:
    """Fragments of English msgids that ``lang`` translates (so must never show)."""
    fragments = set()
    for name, messages in _marked():
        translated = i18n.translations(name, lang)
        for context, ids in messages:
            for msgid in ids:
                if context:
                    translation = translated.pgettext(context, msgid)
                else:
                    translation = translated.gettext(msgid)
                for piece in re.split(r"\{\w+\}", msgid):
                    piece = piece.strip(" .,:;!?()·—-")
                    if len(piece.split()) >= 2 and piece not in translation:
                        fragments.add(piece)
    return frozenset(fragments)


def leftovers(text: str, lang: str) -> list[str]:
    return sorted(f for f in english_fragments(lang) if f in text)


TRANSLATION_OF: dict[str, str] = {
    game: TRANSLATED[k % len(TRANSLATED)] for k, game in enumerate(registry.entry_ids())}
"""The one translated language each game is read in, besides English, by the site-wide passes
over every game's pages (tests/site/test_every_page_widgets.py,
tests/widgets/test_examples_on_screens.py): the games take the translations in turn, so each
translation reads whole games, a third of them."""


def read_in(lang: str, game: str) -> bool:
    """Whether a site-wide pass reads ``game``'s pages in ``lang``: English, or the game's
    translation (:data:`TRANSLATION_OF`)."""
    return lang == i18n.SOURCE_LANG or TRANSLATION_OF[game] == lang


_TURNS: dict[str, int] = {}


def sampled(langs: Iterable[str]) -> list[str]:
    """English and ONE translated language, for a game's own browser test: each call in a test
    module takes the next translated language in turn (from a start that depends on the
    module's name, so modules with one test do not all take French).

    Why: a game's browser tests drive its widgets (clicks, keys, refusals, motion), the same
    JavaScript and Python in every language; run in four languages each, they were about half
    of ``make test``. What does depend on the language is read site-wide: every page live,
    on a phone (tests/site/test_every_page_widgets.py), every example and calculator on a
    phone and a laptop (tests/widgets/test_examples_on_screens.py), each in English and the
    game's translation (:data:`TRANSLATION_OF`), the site's own pages in all four; the
    catalogues (tests/i18n) and the player aids printed (tests/site/test_aid_print.py) in all
    four. Over a game's tests each translated language still takes its turn. The order of
    calls is the file's order, the same on every xdist worker."""
    caller = sys._getframe(1).f_globals.get("__name__", "")
    turn = _TURNS.get(caller, zlib.crc32(caller.encode()) % len(TRANSLATED))
    _TURNS[caller] = turn + 1
    pick = TRANSLATED[turn % len(TRANSLATED)]
    chosen = [lang for lang in langs if lang in (i18n.SOURCE_LANG, pick)]
    if len(chosen) != 2:
        raise ValueError(f"sampled() wants the site's languages, got {list(langs)}")
    return chosen
