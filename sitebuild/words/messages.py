"""Babel's extraction method for the ``messages.toml`` data files of the refusals.

A folder that raises refusals declares their English sentences in a ``messages.toml`` beside
its modules (:class:`engine.errors.Marker` reads it at run time), one ``code = "template"`` a
line. Each entry is a ``pgettext(code, template)``: the code is the gettext context and the
template the msgid, exactly as when the sentences were written at their raise sites. A comment
block right above a code reaches the ``.po`` as the entry's ``#.`` notes from its first line
that starts with a comment tag (``Translators:``), the way Babel's Python extractor reads
comments; other comments are notes for whoever reads the file.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from engine.errors import messages

FUNCNAME = "pgettext"
"""The keyword each entry is reported as: Babel reads its arguments as (context, msgid)."""

_KEY = re.compile(r"^([a-z0-9-]+)\s*=")


def notes(comments: list[str], tags: Collection[str]) -> list[str]:
    """The comments from the first one that starts with a tag on (none without a tag)."""
    for index, comment in enumerate(comments):
        if any(comment.startswith(tag) for tag in tags):
            return comments[index:]
    return []


def noted_lines(text: str, tags: Collection[str]) -> Iterator[tuple[int, str, list[str]]]:
    """Each line of a data file that is not a comment: ``(line number, line, notes)``, the
    notes those of the comment block right above it (:func:`notes`)."""
    comments: list[str] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#"):
            comments.append(stripped[1:].strip())
            continue
        yield lineno, line, notes(comments, tags)
        comments = []


def extract_messages(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
                     options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, str],
                                                                   list[str]]]:
    """Every message of one data file: ``(line, "pgettext", (code, template), notes)``.

    A code written in a way the line scan does not see (a quoted key, a table) is refused
    rather than left out of the catalogue."""
    text = fileobj.read().decode("utf-8")
    templates = messages(text, getattr(fileobj, "name", "messages.toml"))
    seen = set()
    for lineno, line, above in noted_lines(text, comment_tags):
        if found := _KEY.match(line):
            code = found.group(1)
            seen.add(code)
            yield lineno, FUNCNAME, (code, templates[code]), above
    if unread := set(templates) - seen:
        raise ValueError(f"{getattr(fileobj, 'name', 'messages.toml')}: write these codes as bare "
                         f"keys, one a line: {sorted(unread)}")
