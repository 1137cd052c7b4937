"""Babel's extraction method for the widgets' ``phrases.toml`` data files.

A widget folder's tables of phrases are data beside its ``strings`` module
(:mod:`livewidgets.phrasedata`): each entry is reported as the gettext call it stands for
(``_``, ``pgettext``, ``ngettext``, ``npgettext``), so its msgid, context and plural msgid are
exactly the ones the call written in Python gave. A comment block right above a key reaches the
``.po`` as the entry's ``#.`` notes from its first line that starts with a comment tag
(``Translators:``), as Babel's Python extractor reads comments.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from livewidgets.phrasedata import Entry, entries
from sitebuild.words.messages import noted_lines

_TABLE = re.compile(r"^\[([A-Za-z0-9_-]+)\]\s*(#.*)?$")
_KEY = re.compile(r"^([A-Za-z0-9_-]+)\s*=")


def call(entry: Entry) -> tuple[str, tuple[str, ...]]:
    """The gettext keyword and arguments an entry stands for."""
    if "count" in entry:
        forms = (entry["one"], entry["other"])
        return ("npgettext", (entry["context"], *forms)) if "context" in entry \
            else ("ngettext", forms)
    return ("pgettext", (entry["context"], entry["text"])) if "context" in entry \
        else ("_", (entry["text"],))


def extract_phrases(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
                    options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, ...],
                                                                  list[str]]]:
    """Every phrase of one data file: ``(line, keyword, arguments, notes)``.

    A key written in a way the line scan does not see (a quoted key, a dotted one) is refused
    rather than left out of the catalogue."""
    name = getattr(fileobj, "name", "phrases.toml")
    text = fileobj.read().decode("utf-8")
    tables = entries(text, name)
    table: str | None = None
    seen: set[tuple[str, str]] = set()
    in_string = False  # inside a string written on several lines
    for lineno, line, above in noted_lines(text, comment_tags):
        if in_string:
            in_string = line.count('"""') % 2 == 0
        elif found := _TABLE.match(line):
            table = found.group(1)
        elif (found := _KEY.match(line)) and table is not None:
            key = found.group(1)
            seen.add((table, key))
            keyword, arguments = call(tables[table][key])
            yield lineno, keyword, arguments, above
            in_string = line.count('"""') % 2 == 1
    if unread := {(t, k) for t, keys in tables.items() for k in keys} - seen:
        raise ValueError(f"{name}: write these keys bare, one a line under their table: "
                         f"{sorted(unread)}")
