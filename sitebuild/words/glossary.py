"""Each game's glossary: the terms its pages, engine sentences and widget strings must use.

The data is ``engine/<game>/glossary.json`` (found by that conventional path, like every other
per-game file): per term and language, the accepted ``forms`` (the first is the one the
game's glossary page shows) and the ``forbidden`` variants, each a literal ``text`` or a
regular expression ``pattern``, with the form to ``use`` instead. The glossary test reads it
to check pages and catalogues; the Chinese search index uses the Chinese forms as words.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

ENGINE_DIR = Path(__file__).resolve().parents[2] / "engine"


class GlossaryError(ValueError):
    """A glossary file that does not have the expected shape (the message names the term)."""


@dataclass(frozen=True)
class Forbidden:
    """A variant readers must never see, and the form to write instead."""

    regex: re.Pattern[str]
    use: str
    why: str = ""

    def find(self, text: str) -> list[str]:
        """Every occurrence of the variant in ``text``."""
        return [match[0] for match in self.regex.finditer(text)]


@dataclass(frozen=True)
class Usage:
    """One term in one language."""

    forms: tuple[str, ...]
    forbidden: tuple[Forbidden, ...]


@dataclass(frozen=True)
class Glossary:
    game: str
    path: Path
    languages: tuple[str, ...]
    terms: dict[str, dict[str, Usage]]
    """term id -> language -> usage."""

    def forms(self, lang: str) -> list[str]:
        """Every accepted form of every term in ``lang``."""
        return [form for usages in self.terms.values() if lang in usages
                for form in usages[lang].forms]


def path_of(game: str, engine_dir: Path = ENGINE_DIR) -> Path:
    return engine_dir / game / "glossary.json"


@lru_cache(maxsize=None)
def load(game: str, engine_dir: Path = ENGINE_DIR) -> Glossary:
    """The game's glossary; :class:`GlossaryError` naming the term if the file is malformed,
    ``FileNotFoundError`` if the game has none."""
    return _read(game, path_of(game, engine_dir))


def _read(game: str, path: Path) -> Glossary:
    data = json.loads(path.read_text(encoding="utf-8"))
    languages = tuple(data.get("languages", ()))
    if not languages or not isinstance(data.get("terms"), dict):
        raise GlossaryError(f"{path}: needs 'languages' and a 'terms' mapping")
    terms: dict[str, dict[str, Usage]] = {}
    for term, usages in data["terms"].items():
        missing = [lang for lang in languages if lang not in usages]
        if missing:
            raise GlossaryError(f"{path}: term {term!r} has no entry for {missing}")
        terms[term] = {lang: _usage(path, term, lang, usages[lang]) for lang in languages}
    return Glossary(game, path, languages, terms)


SITE_GAME = "site"
"""The :attr:`Glossary.game` of the site's own glossary."""


def site_path(engine_dir: Path = ENGINE_DIR) -> Path:
    """The site's own words (turn, round, tie-break, seed, player aid...), shared by every
    game: ``engine/locale/glossary.json``, beside the shared catalogues."""
    return engine_dir / "locale" / "glossary.json"


@lru_cache(maxsize=None)
def load_site(engine_dir: Path = ENGINE_DIR) -> Glossary:
    """The site's glossary, same shape as a game's (:func:`load`)."""
    return _read(SITE_GAME, site_path(engine_dir))


def _usage(path: Path, term: str, lang: str, entry: Any) -> Usage:
    forms = entry.get("forms") if isinstance(entry, dict) else None
    if not forms or not all(isinstance(form, str) and form.strip() for form in forms):
        raise GlossaryError(f"{path}: term {term!r} ({lang}) needs a non-empty list of 'forms'")
    forbidden = []
    for item in entry.get("forbidden", ()):
        if not isinstance(item, dict) or not item.get("use") or \
                ("text" in item) == ("pattern" in item):
            raise GlossaryError(f"{path}: term {term!r} ({lang}): each forbidden variant needs "
                                f"'use' and exactly one of 'text' or 'pattern'")
        try:
            regex = re.compile(item["pattern"]) if "pattern" in item else _literal(item["text"])
        except re.error as error:
            raise GlossaryError(f"{path}: term {term!r} ({lang}): bad pattern: {error}") from None
        forbidden.append(Forbidden(regex, item["use"], item.get("why", "")))
    return Usage(tuple(forms), tuple(forbidden))


def word_pattern(text: str) -> str:
    """A regular expression for ``text`` as a whole word where it starts or ends with a letter
    of an alphabet (Chinese has no spaces between words: a Chinese text matches anywhere)."""
    def alphabetic(char: str) -> bool:
        return char.isalnum() and ord(char) < 0x2E80
    start = r"(?<!\w)" if alphabetic(text[0]) else ""
    end = r"(?!\w)" if alphabetic(text[-1]) else ""
    return start + re.escape(text) + end


def _literal(text: str) -> re.Pattern[str]:
    return re.compile(word_pattern(text))
