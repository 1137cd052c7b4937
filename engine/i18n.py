"""Message catalogues for every game: the standard ``gettext`` module, nothing else.

Every word the engines and the widgets show a reader is an English msgid in the source, marked
with ``_()``, ``ngettext()``, ``pgettext()`` or ``npgettext()`` (or ``N_()`` where a data table
names it and the lookup happens later), and translated by a compiled gettext catalogue:

- domain ``shared``: the words every game uses (the widgets' stepper, list joining), in
  ``engine/locale/<lang>/LC_MESSAGES/shared.mo``;
- one domain per game, named after it: its event sentences, card names, assumption texts,
  widget and sandbox words, in ``engine/<game>/locale/<lang>/LC_MESSAGES/<game>.mo``.

The French and Traditional Chinese ``.po`` files are written by hand; Simplified Chinese is
generated from the Traditional one, and every ``.mo`` compiled, at build time by
``python -m sitebuild.words.catalogues`` (never committed). The same files ride in the browser's
wheel, so CPython and Pyodide read the same catalogues. English needs no catalogue: the msgid
is the English text.

Slots are named (``{player}``) and filled with :meth:`str.format` *after* translation, so each
language orders its own sentence. Numbers are written with the separators and percent pattern
Babel computed for each language at build time (``engine/locale/formats.json``), because the
engine itself stays standard-library only.
"""

from __future__ import annotations

import gettext
import json
import re
import string
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Generic, TypeVar

LANGS = ("en", "fr", "zh", "zh-Hans")
"""Languages of the site. ``zh`` is Traditional Chinese (hand-written), ``zh-Hans`` is
generated from it."""

SOURCE_LANG = "en"
"""The language of the msgids: it needs no catalogue."""

SHARED = "shared"
"""Domain of the words every game shares."""

ENGINE_DIR = Path(__file__).resolve().parent
FORMATS_FILE = ENGINE_DIR / "locale" / "formats.json"
"""Number formats and plural samples per language, written by Babel at build time."""

COMPILE_HINT = "run `python -m sitebuild.words.catalogues` (make deps does it)"


class CatalogueMissing(RuntimeError):
    """A compiled catalogue (or the number formats) is not there: the build step was skipped."""


def N_(msgid: str) -> str:
    """Mark a msgid for extraction where it is stored, not yet translated (a name in a data
    table); :meth:`Catalogue.translated` translates it when a language is known."""
    return msgid


def check_lang(lang: str) -> str:
    """``lang`` itself, or a ValueError naming the languages the site speaks."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return lang


def localedir(domain: str) -> Path:
    """Folder holding ``<lang>/LC_MESSAGES/<domain>.mo``: the engine's own for ``shared``,
    the game's package for a game."""
    return ENGINE_DIR / "locale" if domain == SHARED else ENGINE_DIR / domain / "locale"


@lru_cache(maxsize=None)
def translations(domain: str, lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``domain`` in ``lang`` (English: the msgids themselves)."""
    check_lang(lang)
    if lang == SOURCE_LANG:
        return gettext.NullTranslations()
    folder = localedir(domain)
    try:
        return gettext.translation(domain, folder, [lang])
    except FileNotFoundError:
        raise CatalogueMissing(f"no compiled {lang} catalogue for {domain!r} in {folder}: "
                               f"{COMPILE_HINT}") from None


@lru_cache(maxsize=1)
def _formats() -> dict[str, dict[str, object]]:
    try:
        data: dict[str, dict[str, object]] = json.loads(FORMATS_FILE.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CatalogueMissing(f"{FORMATS_FILE} is missing: {COMPILE_HINT}") from None
    return data


@dataclass(frozen=True)
class NumberFormat:
    """How one language writes numbers (from Babel's locale data, at build time)."""

    decimal: str
    group: str
    minus: str            # the sign of a negative number: "\u2212" (not the hyphen "-")
    percent: str          # a template: "{}%", "{}\u00a0%"
    plural_samples: Mapping[str, int]   # CLDR plural category -> a count in it

    @classmethod
    def of(cls, lang: str) -> NumberFormat:
        data = _formats().get(check_lang(lang))
        if data is None:
            raise CatalogueMissing(f"no number format for {lang} in {FORMATS_FILE}: "
                                   f"{COMPILE_HINT}")
        samples = data["plural_samples"]
        assert isinstance(samples, dict)
        return cls(str(data["decimal"]), str(data["group"]), str(data.get("minus", "-")),
                   str(data["percent"]),
                   {str(k): int(v) for k, v in samples.items()})


@dataclass(frozen=True)
class Plural:
    """A message whose words depend on a count, for a table of phrases looked up by key.

    ``count`` names the slot that holds the number; ``forms(n)`` is the translated template
    for ``n`` (a ``ngettext`` call, where the extractor finds the msgids).
    """

    count: str
    forms: Callable[[int], str]

    def template(self, slots: Mapping[str, object]) -> str:
        value = slots[self.count]
        # A count already written for the reader ("1,192", "1\u202f192") is read back by its
        # digits; -8 points is plural, like 8 points.
        count = abs(value) if isinstance(value, int) else int(re.sub(r"\D", "", str(value)) or 0)
        return self.forms(count)


Phrase = str | Plural
"""An entry of a table of phrases: a template, or a count-dependent one."""


class Catalogue:
    """One domain in one language: gettext lookups, list joining and numbers.

    Methods return the translated *template*; fill its slots with ``.format(...)``.
    """

    def __init__(self, domain: str, lang: str) -> None:
        self.domain = domain
        self.lang = check_lang(lang)
        self._t = translations(domain, lang)

    def _(self, msgid: str) -> str:
        return self._t.gettext(msgid)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._t.ngettext(singular, plural, n)

    def pgettext(self, context: str, msgid: str) -> str:
        return self._t.pgettext(context, msgid)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self._t.npgettext(context, singular, plural, n)

    def translated(self, msgid: str) -> str:
        """A msgid held in data (marked with :func:`N_` where it is written)."""
        return self._t.gettext(msgid)

    def join(self, items: Sequence[str]) -> str:
        """A list of names: ``A et B``, ``A, B et C`` in French (the words are shared)."""
        shared = catalogue(SHARED, self.lang)._t
        if len(items) <= 1:
            return "".join(items)
        # Translators: separator between the items of a list, except before the last one.
        separator = shared.pgettext("list", ", ")
        # Translators: the last two items of a list, in your language "Ana and Ben" ("Ana et
        # Ben", "Ana 和 Ben"). English keeps the comma the command line has always printed.
        last = shared.pgettext("list", "{first}, {last}")
        head, tail = separator.join(items[:-1]), items[-1]
        before, _, rest = last.partition("{first}")
        joint, _, after = rest.partition("{last}")
        # The spaces around a word like 和 part it from Latin names ("Ana 和 Ben"); next to a
        # wide character (Chinese, full-width brackets) Chinese sets none: "（1 枚）和藍色".
        if _wide(head[-1:]):
            joint = joint.lstrip(" ")
        if _wide(tail[:1]):
            joint = joint.rstrip(" ")
        return before + head + joint + tail + after

    def labelled(self, label: str, value: object) -> str:
        """``label: value`` the way this language writes it ("Ana : Piocher", "Ana：抽牌"):
        never a colon glued in code, which French spaces and Chinese writes full width."""
        # Translators: a label and what it labels: "Ana: Draw a card", "Games: 1,000".
        template = catalogue(SHARED, self.lang)._t.pgettext("labelled", "{label}: {value}")
        return template.format(label=label, value=value)

    def aside(self, text: str, note: object) -> str:
        """``text (note)`` the way this language sets a note aside ("Seat 2 (initiator)",
        "座位 2（發起者）"): never brackets glued in code, which Chinese writes full width."""
        # Translators: a text and a short note set aside after it: "Hex 3 (the trunk)".
        template = catalogue(SHARED, self.lang)._t.pgettext("aside", "{text} ({note})")
        return template.format(text=text, note=note)

    def bracketed(self, note: object) -> str:
        """``(note)`` on its own, in this language's brackets (full width in Chinese)."""
        # Translators: a note in brackets on its own: "(20 of 80 cards)".
        return catalogue(SHARED, self.lang)._t.pgettext("bracketed", "({note})").format(
            note=note)

    @property
    def clauses(self) -> str:
        """The separator of clauses said in one line (``Ben took 2; Chen took 1``): a
        semicolon, which Chinese writes full width."""
        # Translators: between clauses said in one line: "Ben took 2; Chen took 1".
        return catalogue(SHARED, self.lang)._t.pgettext("clauses", "; ")

    @property
    def phrases(self) -> str:
        """The separator of short phrases said as one label (``Patient 1: 2 points, held
        back``): a comma between phrases, which Chinese writes full width (、 is for lists)."""
        # Translators: between the phrases of one label: "Turn 3, solved here".
        return catalogue(SHARED, self.lang)._t.pgettext("phrases", ", ")

    @property
    def separator(self) -> str:
        """The separator of a list of figures (``1 × Axe, 2 × Wild``), no "and"."""
        return catalogue(SHARED, self.lang)._t.pgettext("list", ", ")

    def number(self, value: float, digits: int = 0) -> str:
        """``value`` with ``digits`` decimals and this language's separators and minus sign
        ("−2", never the hyphen of "-2", which reads as a dash)."""
        fmt = NumberFormat.of(self.lang)
        text = f"{value:,.{digits}f}"
        signs = {",": fmt.group, ".": fmt.decimal, "-": fmt.minus}
        return "".join(signs.get(c, c) for c in text)

    def percent(self, ratio: float, digits: int = 1) -> str:
        """``ratio`` (0.498) as this language writes a percentage (``49.8%``, ``49,8 %``)."""
        return NumberFormat.of(self.lang).percent.format(self.number(ratio * 100, digits))

    def plural_for_browser(self, phrase: Plural) -> dict[str, str]:
        """A count-dependent phrase as the page's script picks it: one template per CLDR
        plural category of this language (``Intl.PluralRules``) and the name of the count
        slot."""
        samples = NumberFormat.of(self.lang).plural_samples
        return {"count": phrase.count, **{tag: phrase.forms(n) for tag, n in samples.items()}}


@lru_cache(maxsize=None)
def catalogue(domain: str, lang: str) -> Catalogue:
    """The :class:`Catalogue` of ``domain`` in ``lang`` (cached)."""
    return Catalogue(domain, lang)


_ELIDABLE = re.compile(r"\b([Dd]e|[Qq]ue) \{(\w+)(![rsa])?(:[^{}]*)?\}")
"""A French ``de {slot}`` or ``que {slot}`` (a slot shown as given, ``!r``, starts with a quote
and never elides)."""

VOWEL_STARTS = frozenset("AEIOUYaeiouyÀÂÄÆÉÈÊËÎÏÔŒÙÛÜŸàâäæéèêëîïôœùûüÿ")
"""First letters of a name or card that French elides before: "Main d’Ana", "pot-de-vin
d’Épée". A digit never elides ("de 8 à 11" is read "de huit" but written as is)."""

_CODE_LIST = re.compile(r"[a-z0-9_:-]+(?:, [a-z0-9_:-]+)+")
"""A list of input keys or ids (``actions, players``): code quoted in a refusal, never a
word French elides before ("l’une de actions, players", not "d’actions")."""

MUTE_H = ("Hôpital", "Homme", "Hiver", "Heure", "Herbe", "Histoire", "Hôtel", "Huile")
"""Words starting with a mute h that elide like a vowel; an aspirated h (la Hache) does not."""


def elide(template: str, slots: Mapping[str, object], lang: str) -> str:
    """``template`` with French elision for the values it will hold: ``de {player}`` becomes
    ``d’{player}`` and ``que {player}`` becomes ``qu’{player}`` when the value starts with a
    vowel or a mute h (typographic apostrophe). Other languages: ``template`` unchanged.

    Every place that fills a catalogue's template with names calls it (:func:`fill`, the
    refusals of :mod:`engine.errors`, the games' event sentences): "Main de Ana" is a slip a
    French reader sees at once, and a translator cannot know which name a slot will hold."""
    if lang != "fr" or "{" not in template:
        return template

    def one(match: re.Match[str]) -> str:
        word, slot, conversion = match.group(1), match.group(2), match.group(3)
        value = slots.get(slot)
        if conversion == "!r" or value is None or isinstance(value, (int, float)):
            return match.group(0)
        text = str(value)   # a quoted value ("« Orque »") keeps its "de"
        if _CODE_LIST.fullmatch(text):
            return match.group(0)
        if text[:1] in VOWEL_STARTS or text.startswith(MUTE_H):
            return f"{word[:-1]}\u2019{match.group(0)[len(word) + 1:]}"
        return match.group(0)

    return _ELIDABLE.sub(one, template)


def localized_numbers(template: str, slots: Mapping[str, object],
                      lang: str) -> dict[str, object]:
    """``slots`` with every whole number that ``template`` shows as is (``{most}``, no
    conversion or format spec) written the way ``lang`` writes numbers: "de 1 à 100 000"
    (a narrow no-break space in French), "1 to 100,000". The one place a reader's message
    formats its figures; a slot with ``!r`` or ``:d`` keeps its value, and so does the
    command line, which never calls this (its English line prints values exactly)."""
    plain = {name for _, name, spec, conversion in _FORMATTER.parse(template)
             if name and not spec and not conversion}
    numbers = catalogue(SHARED, lang)
    return {name: numbers.number(value)
            if name in plain and isinstance(value, int) and not isinstance(value, bool)
            else value for name, value in slots.items()}


_FORMATTER = string.Formatter()


def fill(phrase: Phrase, slots: Mapping[str, object], lang: str = SOURCE_LANG, *,
         numbers: bool = True) -> str:
    """A table entry with its slots filled (a :class:`Plural` picks its form from its count),
    elided the way ``lang`` writes it (:func:`elide`), its whole numbers written the way
    ``lang`` writes them (:func:`localized_numbers`: "−2", "1 000"), as a refusal's are: a
    reader never sees a hyphen for a minus sign. ``numbers=False``: the values exactly as
    given, for the command line, whose lines keep ASCII digits and "-"."""
    template = elide(phrase.template(slots) if isinstance(phrase, Plural) else phrase, slots,
                     lang)
    return template.format(**(localized_numbers(template, slots, lang) if numbers else slots))


T = TypeVar("T")


class PerLanguage(Mapping[str, T], Generic[T]):
    """A table built once per language on first use, from the language's catalogue.

    ``table[lang]`` for each language of :data:`LANGS`; a table module keeps the shape of a
    plain ``{lang: {key: phrase}}`` dictionary while its words come from gettext.
    """

    def __init__(self, build: Callable[[str], T]) -> None:
        self._build = build
        self._made: dict[str, T] = {}

    @classmethod
    def of(cls, domain: str, build: Callable[[Catalogue], T]) -> PerLanguage[T]:
        """The table ``build`` makes from each language's catalogue of ``domain`` (a game's
        templates, nouns and words)."""
        return cls(lambda lang: build(catalogue(domain, lang)))

    def __getitem__(self, lang: str) -> T:
        if lang not in LANGS:
            raise KeyError(lang)
        if lang not in self._made:
            self._made[lang] = self._build(lang)
        return self._made[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)


def _wide(char: str) -> bool:
    """Whether ``char`` is a wide character (Chinese, full-width marks): no space beside it."""
    return bool(char) and unicodedata.east_asian_width(char) in ("W", "F")
