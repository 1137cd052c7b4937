"""The widgets' tables of phrases as data: the ``phrases.toml`` beside a ``strings`` module.

A widget picks a phrase by key (``ui("seat", lang, seat=3)``); the English of each key is data,
not code, so a folder's ``strings`` module says only how its tables are merged
(:func:`livewidgets.strings.game_strings`). A data file holds one TOML table per table of
phrases (``[phrases]``, ``[sandbox]``), one entry a line:

- ``key = "English"``: a ``gettext`` msgid;
- ``key = { context = "sign", text = "M" }``: a ``pgettext`` msgid with its context;
- ``key = { count = "n", one = "{n} card", other = "{n} cards" }``: an ``ngettext`` pair, a
  :class:`~engine.i18n.Plural` whose form the slot ``count`` picks (with ``context`` too, an
  ``npgettext`` one).

Comments above a key that start with ``Translators:`` reach the ``.po`` as the entry's notes
(:mod:`sitebuild.words.phrases` extracts the msgids). An entry that is computed stays in its
module, merged with the data.
"""

from __future__ import annotations

import functools
import os
import tomllib
from collections.abc import Callable, Mapping
from typing import Any

from engine.i18n import Catalogue, Phrase, Plural

PHRASES_FILE = "phrases.toml"
"""The data file's name, beside the module that reads it."""

Entry = Mapping[str, str]
"""One phrase as data: ``text`` (and ``context``), or ``count``, ``one``, ``other``."""

_SHAPES = ({"text"}, {"context", "text"}, {"count", "one", "other"},
           {"context", "count", "one", "other"})


def entries(text: str, source: str) -> dict[str, dict[str, Entry]]:
    """The tables a data file's ``text`` declares, table -> key -> entry (a bare text becomes
    ``{"text": ...}``). A value of another shape is refused, naming ``source`` and the key."""
    tables: dict[str, dict[str, Entry]] = {}
    for name, table in tomllib.loads(text).items():
        if not isinstance(table, dict):
            raise ValueError(f"{name!r} in {source} is not a table of phrases")
        tables[name] = {}
        for key, value in table.items():
            entry: Any = {"text": value} if isinstance(value, str) else value
            if (not isinstance(entry, dict) or set(entry) not in _SHAPES
                    or not all(isinstance(v, str) for v in entry.values())):
                raise ValueError(f"{key!r} of [{name}] in {source} is not a text, a text with "
                                 "its context, or a count with its forms one and other")
            tables[name][key] = entry
    return tables


def translate(t: Catalogue, entry: Entry) -> Phrase:
    """One entry in ``t``'s language, by the gettext call its shape stands for."""
    if "count" not in entry:
        return t.pgettext(entry["context"], entry["text"]) if "context" in entry \
            else t._(entry["text"])
    one, other = entry["one"], entry["other"]
    if "context" in entry:
        context = entry["context"]
        return Plural(entry["count"], lambda n: t.npgettext(context, one, other, n))
    return Plural(entry["count"], lambda n: t.ngettext(one, other, n))


@functools.cache
def _read(path: str) -> dict[str, dict[str, Entry]]:
    """A data file's tables (:func:`entries`), read once."""
    with open(path, encoding="utf-8") as handle:
        return entries(handle.read(), path)


class PhraseData:
    """The ``phrases.toml`` beside ``module_file``; nothing is read before a table is asked
    for in a language, so importing a ``strings`` module reads no file."""

    def __init__(self, module_file: str) -> None:
        self.path = os.path.join(os.path.dirname(os.path.abspath(module_file)), PHRASES_FILE)

    def table(self, name: str) -> Callable[[Catalogue], dict[str, Phrase]]:
        """``phrases(t)``: the table ``name`` in ``t``'s language (a KeyError for a table the
        file lacks, on first use)."""
        def phrases(t: Catalogue) -> dict[str, Phrase]:
            return {key: translate(t, entry) for key, entry in _read(self.path)[name].items()}
        return phrases

    def texts(self, name: str) -> Callable[[Catalogue], dict[str, str]]:
        """The table ``name`` when none of its entries is a count's forms (the shared tables,
        whose phrases the page's script also reads as plain texts)."""
        def phrases(t: Catalogue) -> dict[str, str]:
            found = self.table(name)(t)
            texts = {key: p for key, p in found.items() if isinstance(p, str)}
            if len(texts) != len(found):
                raise ValueError(f"[{name}] in {self.path} must hold texts only, no count")
            return texts
        return phrases
