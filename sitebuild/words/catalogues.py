"""``python -m sitebuild.words.catalogues [compile|update|check]``: the gettext catalogues, built.

Domains (see :mod:`engine.i18n`): ``shared`` reads the top-level modules of ``engine/``,
``widgets/livewidgets/`` and ``sitebuild/`` (the site's own words, such as the offline
notice); each registered game reads ``engine/<game>/`` and ``widgets/livewidgets/<game>/``.
Besides the modules, each folder's ``messages.toml`` (its refusals' sentences, read by
:func:`sitebuild.words.messages.extract_messages`) and ``phrases.toml`` (its widgets' tables of
phrases, read by :func:`sitebuild.words.phrases.extract_phrases`) are sources of its domain.
Per domain, in the domain's locale folder:

- ``fr`` and ``zh`` ``.po`` are written by hand and committed;
- ``compile`` (the default; ``make deps`` and every site build run it) extracts the msgids
  from the sources with Babel (a template kept in memory, to report what is untranslated),
  generates ``zh-Hans/LC_MESSAGES/<domain>.po`` from ``zh`` with :func:`sitebuild.words.hans.
  to_simplified`, applies French typography (:func:`sitebuild.words.typography.french`) to every
  French msgstr, compiles every ``.po`` to ``.mo``, and writes ``engine/locale/formats.json``
  (each language's decimal and group symbols, percent pattern and plural samples, from Babel's
  locale data) for the standard-library engine. Nothing it writes is committed;
- ``update`` merges the sources' msgids into the hand-written ``.po`` files (new ones empty,
  vanished ones dropped), for a translator to fill in;
- ``check`` fails when a hand-written ``.po`` lacks a translation.

Every file is rewritten only when its bytes change, so ``make serve`` (which watches
``engine/``) does not rebuild in a loop, and parallel runs never see half a file.
"""

from __future__ import annotations

import io
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po
from babel.numbers import (format_percent, get_decimal_symbol, get_group_symbol,
                           get_minus_sign_symbol)

from engine import i18n, registry
from engine.errors import MESSAGES_FILE
from livewidgets.phrasedata import PHRASES_FILE
from sitebuild.words.hans import to_simplified
from sitebuild.words.messages import extract_messages
from sitebuild.words.phrases import extract_phrases
from sitebuild.words.typography import french

ROOT = Path(__file__).resolve().parents[2]
WIDGETS_DIR = ROOT / "widgets" / "livewidgets"
SITEBUILD_DIR = ROOT / "sitebuild"
"""Its modules' words (the offline notice, the rule changes) are shared words too."""

HAND_WRITTEN = ("fr", "zh")
GENERATED: Mapping[str, tuple[str, Callable[[str], str]]] = {"zh-Hans": ("zh", to_simplified)}
"""Generated language -> (the hand-written language it comes from, the conversion)."""
TYPOGRAPHY: Mapping[str, Callable[[str], str]] = {"fr": french}
"""Rules applied to every msgstr of a language when it is compiled."""
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "zh": "nplurals=1; plural=0;"}
"""The gettext plural rule of each hand-written language (CLDR's newer French "many" form for
millions is not used: gettext's classic rule)."""

KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "npgettext": ((1, "c"), 2, 3)}
COMMENT_TAGS = ("Translators:",)
HEADER = ("# {lang} messages of the {domain!r} domain, written by hand; the msgid is the English"
          " text.\n# New msgids: python -m sitebuild.words.catalogues update; then translate, keeping "
          "every {{slot}}.\n# Spaces before French ; ! ? : % and inside « » are set when the "
          "catalogue is compiled.")


@dataclass(frozen=True)
class Domain:
    """A gettext domain: its name, the sources its msgids are extracted from, its files."""

    name: str
    sources: tuple[Path, ...]

    @property
    def localedir(self) -> Path:
        return i18n.localedir(self.name)

    def po(self, lang: str) -> Path:
        return self.localedir / lang / "LC_MESSAGES" / f"{self.name}.po"

    def mo(self, lang: str) -> Path:
        return self.po(lang).with_suffix(".mo")


def _python_files(folder: Path, recursive: bool) -> list[Path]:
    """The folder's modules and its data files (``messages.toml``, ``phrases.toml``)."""
    if not folder.is_dir():
        return []
    glob = folder.rglob if recursive else folder.glob
    found = [*glob("*.py"), *glob(MESSAGES_FILE), *glob(PHRASES_FILE)]
    return sorted(p for p in found if "__pycache__" not in p.parts)


def domains() -> list[Domain]:
    """The shared domain and one per registry entry (game or calculator), with its sources."""
    found = [Domain(i18n.SHARED, (*_python_files(i18n.ENGINE_DIR, False),
                                  *_python_files(WIDGETS_DIR, False),
                                  *_python_files(SITEBUILD_DIR, True)))]
    for game in registry.entry_ids():
        found.append(Domain(game, (*_python_files(i18n.ENGINE_DIR / game, True),
                                   *_python_files(WIDGETS_DIR / game, True))))
    return found


def extract(domain: Domain) -> Catalog:
    """Every msgid the domain's sources mark, as a template (in memory)."""
    template = Catalog(domain=domain.name, project="living-rules", fuzzy=False)
    for path in domain.sources:
        # Babel's annotation of a method's results (its 4th item a context) is not what its
        # extract() reads (the 4th item the comments): Any, for the callable.
        method: Any = {MESSAGES_FILE: extract_messages,
                       PHRASES_FILE: extract_phrases}.get(path.name, "python")
        for lineno, message, comments, context in extract_from_file(
                method, path, keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
                strip_comment_tags=True):
            template.add(message, locations=[(str(path.relative_to(ROOT)), lineno)],
                         auto_comments=comments, context=context)
    return template


def read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def _write(path: Path, data: bytes) -> bool:
    """Replace ``path`` atomically if its bytes differ; True when it changed."""
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
    os.replace(tmp, path)
    return True


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, ignore_obsolete=True,
             omit_header=False)
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _convert(catalog: Catalog, convert: Callable[[str], str]) -> None:
    """Apply ``convert`` to every msgstr (each plural form too), in place."""
    for message in catalog:
        if not message.id or not message.string:
            continue
        if isinstance(message.string, (tuple, list)):
            message.string = tuple(convert(s) for s in message.string)
        else:
            message.string = convert(message.string)


def generated_po(source: Catalog, lang: str, convert: Callable[[str], str]) -> Catalog:
    """A copy of ``source`` with every msgstr converted, in ``lang``."""
    text = _po_bytes(source)
    catalog = read_po(io.BytesIO(text))
    catalog.locale = Locale.parse(lang, sep="-")
    catalog.revision_date = source.revision_date
    catalog.header_comment = (f"# {lang}: GENERATED from {source.locale} by sitebuild/words/catalogues.py"
                              " at build time. Do not edit; never committed.")
    _convert(catalog, convert)
    return catalog


def untranslated(template: Catalog, catalog: Catalog) -> list[str]:
    """Msgids of the template with no usable translation in ``catalog`` (missing, empty,
    fuzzy, or a plural with an empty form)."""
    missing = []
    for message in template:
        if not message.id:
            continue
        found = catalog.get(message.id, message.context)
        strings = (found.string if found is not None and isinstance(found.string, (tuple, list))
                   else (found.string,) if found is not None else ("",))
        if found is None or found.fuzzy or not all(strings):
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    return missing


TYPESET_MINUS = {"en": "\u2212", "fr": "\u2212", "zh": "\u2212", "zh-Hans": "\u2212"}
"""The sign of a negative number in each language's typeset text: the minus sign U+2212 in
all of ours. CLDR gives the hyphen-minus of plain text for them, which reads as a dash in a
sentence ("-2 points"); a language missing here keeps CLDR's sign."""


def number_formats(langs: Iterable[str] = i18n.LANGS) -> dict[str, dict[str, object]]:
    """Decimal and group symbols, minus sign, percent template and one count per CLDR plural
    category of each language, from Babel's locale data (the minus sign from
    :data:`TYPESET_MINUS`)."""
    formats: dict[str, dict[str, object]] = {}
    for lang in langs:
        locale = Locale.parse(lang, sep="-")
        sample = format_percent(0.5, locale=locale)
        samples: dict[str, int] = {}
        for n in (*range(0, 200), 10**6, 10**7):
            samples.setdefault(str(locale.plural_form(n)), n)
        formats[lang] = {"decimal": get_decimal_symbol(locale), "group": get_group_symbol(locale),
                         "minus": TYPESET_MINUS.get(lang, get_minus_sign_symbol(locale)),
                         "percent": sample.replace("50", "{}", 1), "plural_samples": samples}
    return formats


def compile_all(quiet: bool = False) -> list[Path]:
    """Generate and compile every catalogue; the paths written (unchanged files are not)."""
    written: list[Path] = []
    for domain in domains():
        catalogs = {lang: read(domain.po(lang)) for lang in HAND_WRITTEN
                    if domain.po(lang).exists()}
        if not catalogs:
            continue
        if not quiet:
            template = extract(domain)
            for lang, catalog in catalogs.items():
                if missing := untranslated(template, catalog):
                    print(f"warning: {domain.po(lang).relative_to(ROOT)}: untranslated "
                          f"msgids: {len(missing)}, e.g. {missing[0]!r} (python -m "
                          "sitebuild.words.catalogues update, then translate)", file=sys.stderr)
        for lang, (source, convert) in GENERATED.items():
            if source in catalogs:
                generated = generated_po(catalogs[source], lang, convert)
                if _write(domain.po(lang), _po_bytes(generated)):
                    written.append(domain.po(lang))
                catalogs[lang] = generated
        for lang, catalog in catalogs.items():
            if lang in TYPOGRAPHY:
                _convert(catalog, TYPOGRAPHY[lang])
            if _write(domain.mo(lang), _mo_bytes(catalog)):
                written.append(domain.mo(lang))
    formats = json.dumps(number_formats(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if _write(i18n.FORMATS_FILE, formats.encode("utf-8")):
        written.append(i18n.FORMATS_FILE)
    return written


def update() -> list[Path]:
    """Merge the sources' msgids into every hand-written ``.po`` (created if missing)."""
    written = []
    for domain in domains():
        template = extract(domain)
        if not len(template):
            continue
        for lang in HAND_WRITTEN:
            path = domain.po(lang)
            if path.exists():
                catalog = read(path)
            else:
                catalog = Catalog(
                    locale=lang, domain=domain.name, project="living-rules", version="1",
                    fuzzy=False, header_comment=HEADER.format(lang=lang, domain=domain.name),
                    last_translator="living-rules", language_team=lang)
            catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
            created = catalog.creation_date
            catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
            catalog.creation_date = created   # no churn: the date of the first extraction
            catalog.obsolete.clear()
            if _write(path, _po_bytes(catalog)):
                written.append(path)
    return written


def check() -> list[str]:
    """Every untranslated msgid, as ``file: msgid`` lines."""
    problems = []
    for domain in domains():
        template = extract(domain)
        for lang in HAND_WRITTEN:
            path = domain.po(lang)
            if not path.exists():
                if len(template):
                    problems.append(f"{path.relative_to(ROOT)}: missing")
                continue
            problems += [f"{path.relative_to(ROOT)}: {m!r}"
                         for m in untranslated(template, read(path))]
    return problems


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else "compile"
    if command == "compile":
        for path in compile_all():
            print(f"wrote {path.relative_to(ROOT)}")
    elif command == "update":
        for path in update():
            print(f"updated {path.relative_to(ROOT)}")
    elif command == "check":
        problems = check()
        print("\n".join(problems) or "every msgid is translated")
        return 1 if problems else 0
    else:
        print("usage: python -m sitebuild.words.catalogues [compile|update|check]", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
