"""A "rule changes" list at the foot of every page, read from the project's git history.

A rules page is edited often, for wording, typography, a picture; once in a while an edit
changes what a rule *says*. A reader who learned the game from an earlier version needs those
edits, and only those: the commit message marks them (README, "Rule changes on the pages"):

    rules: <English subject>

    <body>

    Rules-fr: <French subject>
    Rules-zh: <Traditional Chinese subject>

The trailers are optional; Simplified Chinese is generated from ``Rules-zh`` by the converter
the rest of the site uses (:func:`sitebuild.words.hans.to_simplified`), and a page whose language the
commit does not give shows the English subject marked ``lang="en"`` (screen readers switch
voice; French typography is the only thing the French build may still add to it).

A page is the same page in every language: a commit touching ``docs/en/<game>/<page>.md`` or
``docs/fr/<game>/<page>.md`` lists on ``<game>/<page>.md`` in every language, so every language shows
the same list and the section's heading id (:data:`HEADING_ID`) exists in all of them or none.

The history is read once per docs folder and per build process (:func:`history`: one
``git log`` filtered by git to the ``rules:`` messages, one cheap ``rev-parse``). Without git,
outside a repository, or in a shallow clone (whose oldest commit would claim to add every file),
pages get what the history really shows: nothing, or only the commits that are really there;
never an error, never a made-up change.
"""

from __future__ import annotations

import html
import re
import subprocess
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from pathlib import Path, PurePosixPath

from babel.dates import format_date

from engine.i18n import LANGS, SHARED, SOURCE_LANG, catalogue

PREFIX = "rules:"
"""A commit changes a rule when its subject starts with this."""
TRAILERS: Mapping[str, str] = {"fr": "Rules-fr", "zh": "Rules-zh"}
"""Hand-written language -> the body trailer giving the subject in that language."""
GENERATED: Mapping[str, str] = {"zh-Hans": "zh"}
"""A generated language -> the language its subject is converted from."""
LIMIT = 10
"""At most this many changes per page, newest first: the foot of a page is no changelog."""
HEADING_ID = "rule-changes"
"""The section's heading id, the same in every language (pages are compared by their ids)."""

_FIELDS = 6   # hash, committer date, parents, subject, body, touched files
_FORMAT = "%x00%H%x00%cI%x00%P%x00%s%x00%b%x00"
"""NUL-separated: git never lets a NUL into a message or a path, so no text can break it."""


@dataclass(frozen=True)
class RuleChange:
    """One ``rules:`` commit: when, what (English), its translations, the pages it touched."""

    commit: str
    when: datetime
    subject: str
    translations: Mapping[str, str] = field(default_factory=dict)
    pages: tuple[str, ...] = ()

    def subject_in(self, lang: str) -> tuple[str, bool]:
        """The subject in ``lang`` and whether it is a translation (else English)."""
        if lang in GENERATED:
            from sitebuild.words.hans import to_simplified   # OpenCC, loaded only when needed

            source = self.translations.get(GENERATED[lang])
            return (to_simplified(source), True) if source else (self.subject, False)
        if lang in self.translations:
            return self.translations[lang], True
        return self.subject, lang == SOURCE_LANG


@dataclass(frozen=True)
class Entry:
    """One line of a page's list, ready to write."""

    iso: str              # the <time datetime>
    date: str             # the date in the page's locale
    subject: str
    lang: str | None      # "en" when the subject is not in the page's language


_TRAILER = re.compile(r"^(?P<key>[A-Za-z-]+)[ \t]*:[ \t]*(?P<value>\S.*?)\s*$", re.M)


def translations(body: str) -> dict[str, str]:
    """The ``Rules-<lang>:`` trailers of a commit body (key case as git ignores it; the first
    of a repeated key wins)."""
    keys = {trailer.lower(): lang for lang, trailer in TRAILERS.items()}
    found: dict[str, str] = {}
    for match in _TRAILER.finditer(body):
        if (lang := keys.get(match["key"].lower())) is not None:
            found.setdefault(lang, match["value"])
    return found


def page_of(path: str) -> str | None:
    """``en/<game>/<page>.md`` (a path under the docs folder) -> ``<game>/<page>.md``, the page in every
    language; ``None`` for anything that is not a page of a language folder."""
    parts = PurePosixPath(path).parts
    if len(parts) < 2 or not path.endswith(".md"):
        return None
    return str(PurePosixPath(*parts[1:]))


def parse_log(output: str, shallow: bool = False) -> list[RuleChange]:
    """The ``rules:`` commits of ``git log --format=<_FORMAT> --name-only --relative`` output.

    In a shallow clone, a commit without parents is the cut, not a root: its file list is the
    whole tree, so it is dropped rather than shown as changing every page.
    """
    fields = output.split("\0")[1:]
    changes = []
    for start in range(0, len(fields) - _FIELDS + 1, _FIELDS):
        commit, when, parents, subject, body, files = fields[start:start + _FIELDS]
        if not subject.startswith(PREFIX) or (shallow and not parents.strip()):
            continue
        pages = tuple(dict.fromkeys(page for line in files.splitlines()
                                    if (page := page_of(line.strip())) is not None))
        text = subject[len(PREFIX):].strip()
        if pages and text:
            changes.append(RuleChange(commit, datetime.fromisoformat(when), text,
                                      translations(body), pages))
    return changes


def _git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(folder), "-c", "core.quotepath=off", *args],
                          capture_output=True, text=True, encoding="utf-8", errors="replace",
                          check=True).stdout


@lru_cache(maxsize=None)
def history(docs_root: Path) -> tuple[RuleChange, ...]:
    """Every ``rules:`` commit touching a page under ``docs_root`` (the folder holding
    ``en/``, ``fr/``...), newest first; empty without git or a repository."""
    try:
        shallow = _git(docs_root, "rev-parse", "--is-shallow-repository").strip() == "true"
        # --grep narrows the walk to messages with a "rules:" line; parse_log keeps subjects.
        output = _git(docs_root, "log", "--no-merges", f"--grep=^{PREFIX}",
                      f"--format={_FORMAT}", "--name-only", "--relative", "--", ".")
    except (OSError, subprocess.CalledProcessError):
        return ()
    # Newest first by date (git's walk order is by topology); ties keep git's order.
    return tuple(sorted(parse_log(output, shallow), key=lambda c: c.when, reverse=True))


def page_changes(changes: Iterable[RuleChange], page: str,
                 limit: int = LIMIT) -> list[RuleChange]:
    """The changes of ``page`` (``<game>/<page>.md``), in the given order, at most ``limit``."""
    return [change for change in changes if page in change.pages][:limit]


def entries(changes: Iterable[RuleChange], lang: str, locale: str) -> list[Entry]:
    """Each change as a line in ``lang``, its date formatted for ``locale`` (Babel's long
    date, like the pages' "last updated"); the date is the commit's own, in its own zone."""
    lines = []
    for change in changes:
        subject, translated = change.subject_in(lang)
        lines.append(Entry(change.when.date().isoformat(),
                           format_date(change.when.date(), format="long", locale=locale),
                           subject, None if translated else SOURCE_LANG))
    return lines


def section(lines: list[Entry], lang: str) -> str:
    """The Markdown of the section (``""`` for no lines): a heading with :data:`HEADING_ID`
    (in the table of contents, with its permalink, like any other) and the list as HTML, so a
    subject's ``*`` or ``<`` is shown as written, never read as markup."""
    if not lines:
        return ""
    t = catalogue(SHARED, lang if lang in LANGS else SOURCE_LANG)
    # Translators: heading of the list, at the foot of a page, of the commits that changed
    # the rules it describes.
    heading = t._("Rule changes")
    items = []
    for line in lines:
        said = html.escape(line.subject, quote=False)
        subject = f'<span lang="{line.lang}">{said}</span>' if line.lang else said
        # Translators: one line of the "Rule changes" list: a date, then what changed.
        text = t._("{date}: {subject}").format(
            date=f'<time datetime="{line.iso}">{html.escape(line.date)}</time>', subject=subject)
        items.append(f"<li>{text}</li>")
    listing = "\n".join(items)
    return (f"## {heading} {{ #{HEADING_ID} }}\n\n"
            f'<ul class="lr-rule-changes">\n{listing}\n</ul>\n')


def append_section(markdown: str, src_uri: str, lang: str, locale: str,
                   docs_root: Path, limit: int = LIMIT) -> str:
    """``markdown`` with the page's section at its foot (unchanged when the page has no
    change). ``src_uri`` is the page's path in its language folder (``<game>/<page>.md``),
    ``docs_root`` the folder of the language folders (the hand-written ones for a generated
    language), ``locale`` Babel's locale of the build's dates."""
    lines = entries(page_changes(history(docs_root.resolve()), src_uri, limit), lang, locale)
    if not lines:
        return markdown
    return f"{markdown.rstrip()}\n\n{section(lines, lang)}"
