"""The words every game's widgets share (the stepper, loading, refusals), looked up by key.

The words are English msgids of the ``shared`` gettext domain (:mod:`engine.i18n`); French and
Traditional Chinese are translated in ``engine/locale/<lang>/LC_MESSAGES/shared.po`` and
Simplified Chinese is generated from the Traditional at build time. The table is keyed because
widgets choose a phrase by name (and the page's script receives some of them before Python
starts, see ``sitebuild/fence.py``). Each entry is a whole phrase with named slots. The
English is data, in the ``phrases.toml`` beside each ``strings`` module
(:mod:`livewidgets.phrasedata`).
"""

from __future__ import annotations

import functools
import os
from typing import Any, Callable, Mapping, Protocol

from engine.errors import Marker, marker
from engine.i18n import (LANGS, SHARED, Catalogue, PerLanguage, Phrase, Plural, catalogue,
                         check_lang, fill)

from .phrasedata import PhraseData

__all__ = ["LANGS", "SANDBOX_UI", "UI", "SandboxWords", "check_lang", "game_strings", "game_words",
           "percent", "ui"]


_DATA = PhraseData(__file__)
"""The shared tables' English (``phrases.toml``): ``[phrases]`` and ``[sandbox]``."""
_phrases = _DATA.texts("phrases")


UI: Mapping[str, Mapping[str, str]] = PerLanguage(lambda lang: _phrases(catalogue(SHARED, lang)))
"""``UI[lang][key]``: the shared phrases (templates) in each language."""


def percent(ratio: float, lang: str) -> str:
    """``12.5%`` as ``lang`` writes it: one decimal, the language's separators and sign."""
    return catalogue(SHARED, lang).percent(ratio, 1)


def ui(key: str, lang: str, **slots: Any) -> str:
    """The phrase ``key`` in ``lang`` with its slots filled (not escaped: escape when writing
    HTML)."""
    return fill(UI[check_lang(lang)][key], slots, lang)


class Lookup(Protocol):
    """A game's ``ui(key, lang, **slots)``: the phrase with its slots filled."""

    def __call__(self, key: str, lang: str, **slots: Any) -> str: ...


def game_strings(domain: str, phrases: Callable[[Catalogue], Mapping[str, Phrase]]) \
        -> tuple[Mapping[str, Mapping[str, Phrase]], Lookup]:
    """The phrases of a game's widgets, from its gettext ``domain``, merged with the shared
    ones: ``UI[lang][key]`` (its own ``phrases(t)``, whose English msgids are translated by
    hand in ``engine/<game>/locale/<lang>/LC_MESSAGES/``, win over a shared phrase with the
    same key: a game may word "steps" its own way) and ``ui(key, lang, **slots)``, one of them
    with its slots filled, a :class:`~engine.i18n.Plural` taking the form its count asks for
    ("1 card", "2 cards", French's "0 carte"), nothing escaped (escape when writing HTML).
    Each entry is a whole phrase with named slots, so no sentence is glued together in
    English word order. Tables are built per language on first use, so importing a game's
    strings reads no catalogue."""
    table: Mapping[str, Mapping[str, Phrase]] = PerLanguage(
        lambda lang: {**UI[lang], **phrases(catalogue(domain, lang))})

    def lookup(key: str, lang: str, **slots: Any) -> str:
        return fill(table[check_lang(lang)][key], slots, lang)

    return table, lookup


class GameWords:
    """What a game's widgets say with, from their folder (named after the game): its gettext
    ``DOMAIN``, its phrases (``UI`` and ``ui``, :func:`game_strings` of the ``phrases.toml``
    there) and ``M_``, naming its widgets' refusals (the ``messages.toml`` there, read when
    first asked for: a game whose widgets refuse nothing has none)."""

    def __init__(self, folder: str) -> None:
        self.DOMAIN = os.path.basename(folder)
        self._beside = os.path.join(folder, "__init__.py")
        self.UI, self.ui = game_strings(self.DOMAIN, PhraseData(self._beside).table("phrases"))

    @functools.cached_property
    def M_(self) -> Marker:
        return marker(self.DOMAIN, self._beside)


def game_words(module_file: str) -> GameWords:
    """The words of the game whose widgets' folder holds ``module_file`` (a module's
    ``__file__``), built once per folder so that all its modules share one table."""
    return _folder_words(os.path.dirname(os.path.abspath(module_file)))


_folder_words = functools.cache(GameWords)


_sandbox_phrases = _DATA.table("sandbox")

SANDBOX_UI: Mapping[str, Mapping[str, Phrase]] = PerLanguage(
    lambda lang: _sandbox_phrases(catalogue(SHARED, lang)))
"""``SANDBOX_UI[lang][key]``: the words every game's sandbox says alike (its controls, its
bots, its refusals' frames, a finished game's line:
:func:`~livewidgets.sandbox_io.outcome_line`) in each language; a game's own table may word
any of them its own way."""


class SandboxWords:
    """A game's sandbox words, from its gettext ``domain``: ``phrases(t)``, every sentence the
    sandbox shows that is not an engine event (the keys the shared sandbox asks for, see
    :class:`livewidgets.sandbox.Sandbox`, and the game's own); ``seat_names(t)``, a new game's
    seats in order (the ``[seats]`` of its ``phrases.toml``: short names that read in the
    language, never "P3"); ``rulings(t)``, one line per
    ruling a sandbox action can break (the others show their id); ``shared``: the phrases all
    widgets share come first (:func:`game_strings`). The words every sandbox says alike
    (:data:`SANDBOX_UI`) come before the game's own, which win.

    A phrase that depends on a number is a :class:`~engine.i18n.Plural`: Python picks its form
    with the catalogue's plural rule, the page's script with ``Intl.PluralRules``
    (:meth:`browser_strings`). Tables are built per language on first use."""

    def __init__(self, domain: str, phrases: Callable[[Catalogue], Mapping[str, Phrase]],
                 seat_names: Callable[[Catalogue], Mapping[str, str]],
                 rulings: Callable[[Catalogue], Mapping[str, str]] | None = None,
                 shared: bool = False) -> None:
        self.domain = domain
        self.table: Mapping[str, Mapping[str, Phrase]] = PerLanguage(
            lambda lang: {**(UI[lang] if shared else {}), **SANDBOX_UI[lang],
                          **phrases(catalogue(domain, lang))})
        self.seat_names: Mapping[str, tuple[str, ...]] = PerLanguage(
            lambda lang: tuple(seat_names(catalogue(domain, lang)).values()))
        self.rulings: Mapping[str, Mapping[str, str]] = PerLanguage(
            lambda lang: rulings(catalogue(domain, lang)) if rulings else {})

    def text(self, lang: str, key: str, **slots: Any) -> str:
        """The phrase ``key`` in ``lang`` with its slots filled (not escaped)."""
        return fill(self.table[check_lang(lang)][key], slots, lang)

    def browser_strings(self, lang: str) -> dict[str, Any]:
        """The table as the page's script reads it: templates, and for a count-dependent
        phrase ``{"count": slot, "<CLDR category>": template...}``."""
        t = catalogue(self.domain, lang)
        return {key: t.plural_for_browser(p) if isinstance(p, Plural) else p
                for key, p in self.table[lang].items()}

    def ruling_summary(self, lang: str, ruling: str) -> str:
        """A one-line reading of a ruling, or its id when the sandbox cannot break that rule."""
        return self.rulings[lang].get(ruling, ruling)
