"""The standard-library loader (engine/i18n.py): languages, caching, plural rules, numbers."""

from __future__ import annotations

import gettext
import subprocess
import sys

import pytest

from engine import i18n
from engine.i18n import LANGS, SHARED, Catalogue, PerLanguage, Plural, catalogue, translations


def test_english_is_the_msgid_itself() -> None:
    t = translations(SHARED, "en")
    assert type(t) is gettext.NullTranslations
    assert catalogue(SHARED, "en")._("Before") == "Before"
    assert catalogue(SHARED, "en").ngettext("{n} card", "{n} cards", 1) == "{n} card"


def test_other_languages_read_compiled_catalogues() -> None:
    for lang in LANGS[1:]:
        assert isinstance(translations(SHARED, lang), gettext.GNUTranslations), lang
    assert catalogue(SHARED, "fr")._("Before") == "Avant"
    assert catalogue(SHARED, "zh")._("Before") == "之前"
    assert catalogue(SHARED, "zh-Hans")._("After") == "之后"


def test_catalogues_are_cached_per_domain_and_language() -> None:
    assert catalogue(SHARED, "fr") is catalogue(SHARED, "fr")
    assert translations(SHARED, "fr") is translations(SHARED, "fr")
    assert catalogue(SHARED, "fr") is not catalogue(SHARED, "zh")


@pytest.mark.parametrize("call", [lambda: catalogue(SHARED, "de"),
                                  lambda: translations(SHARED, "pt-BR"),
                                  lambda: i18n.check_lang("EN")])
def test_an_unknown_language_is_a_clear_error(call) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=r"unknown language .*; expected one of en, fr, zh, "
                                         r"zh-Hans"):
        call()


def test_a_missing_catalogue_says_how_to_build_it() -> None:
    with pytest.raises(i18n.CatalogueMissing, match="python -m sitebuild.words.catalogues"):
        translations("nosuchgame", "fr")


def test_context_tells_apart_one_english_word() -> None:
    """The list separator is ", " in French and "、" in Chinese, under the context "list"."""
    assert catalogue(SHARED, "zh").pgettext("list", ", ") == "、"
    assert catalogue(SHARED, "fr").pgettext("list", ", ") == ", "


@pytest.mark.parametrize("lang, two, three", [
    ("en", "Ana, Ben", "Ana, Ben, Cy"),          # English: as the command line always printed
    ("fr", "Ana et Ben", "Ana, Ben et Cy"),
    ("zh", "Ana 和 Ben", "Ana、Ben 和 Cy"),
    ("zh-Hans", "Ana 和 Ben", "Ana、Ben 和 Cy"),
])
def test_lists_join_their_last_item_with_and(lang: str, two: str, three: str) -> None:
    t = catalogue(SHARED, lang)
    assert t.join([]) == "" and t.join(["Ana"]) == "Ana"
    assert t.join(["Ana", "Ben"]) == two
    assert t.join(["Ana", "Ben", "Cy"]) == three


@pytest.mark.parametrize("lang", ["zh", "zh-Hans"])
def test_a_chinese_list_sets_no_space_beside_chinese_words(lang: str) -> None:
    """和 keeps its spaces beside Latin names only: "（1 枚金幣）和藍色", "Ana 和藍色"."""
    t = catalogue(SHARED, lang)
    assert t.join(["（1 枚金幣）", "藍色"]) == "（1 枚金幣）和藍色"
    assert t.join(["Ana", "藍色"]) == "Ana 和藍色"
    assert t.join(["藍色", "Ben"]) == "藍色和 Ben"
    assert t.join(["Ana", "紅色", "Ben"]) == "Ana、紅色和 Ben"


@pytest.mark.parametrize("lang, number, percent", [
    ("en", "12,345.68", "49.8%"),
    ("fr", "12\u202f345,68", "49,8\u00a0%"),
    ("zh", "12,345.68", "49.8%"),
    ("zh-Hans", "12,345.68", "49.8%"),
])
def test_numbers_follow_the_language(lang: str, number: str, percent: str) -> None:
    """Separators and percent pattern from Babel's locale data, written at build time."""
    t = catalogue(SHARED, lang)
    assert t.number(12345.678, 2) == number
    assert t.percent(0.4983) == percent
    assert t.percent(1) == percent.replace("49", "100").replace("8", "0")


def test_number_formats_come_from_babel() -> None:
    from babel.numbers import format_decimal, format_percent

    from sitebuild.words.catalogues import number_formats

    assert number_formats(["fr"])["fr"] == i18n._formats()["fr"], i18n.COMPILE_HINT
    for lang in LANGS:
        locale = lang.replace("-", "_")
        t = catalogue(SHARED, lang)
        assert t.number(1234567.25, 2) == format_decimal(1234567.25, "#,##0.00", locale=locale)
        assert t.percent(0.5, 0) == format_percent(0.5, locale=locale)


def test_plural_phrases_pick_their_form_from_the_count() -> None:
    t = catalogue(SHARED, "fr")
    phrase = Plural("n", lambda n: "{n} point" if n <= 1 else "{n} points")
    assert i18n.fill(phrase, {"n": 1}) == "1 point"
    # counted by size: -8 is plural; written with the language's minus sign, as a refusal's
    minus_eight = catalogue(SHARED, "en").number(-8)
    assert i18n.fill(phrase, {"n": -8}) == f"{minus_eight} points" != "-8 points"
    assert i18n.fill(phrase, {"n": -8}, numbers=False) == "-8 points"   # the command line
    # the compiled catalogues carry gettext's rule of each language
    rule = {lang: translations(SHARED, lang).plural for lang in LANGS[1:]}   # type: ignore
    assert [rule["fr"](n) for n in (0, 1, 2, 10**6)] == [0, 0, 1, 1]
    assert [rule["zh"](n) for n in (0, 1, 2)] == [0, 0, 0] == [rule["zh-Hans"](n) for n in
                                                                (0, 1, 2)]
    assert i18n.fill("{n} x", {"n": 3}) == "3 x"
    # French groups thousands with a narrow no-break space (Babel's data), in a filled phrase
    from babel.numbers import format_decimal
    grouped = format_decimal(100_000, locale="fr")
    assert "\u202f" in grouped
    assert i18n.fill("{n} x", {"n": 100_000}, "fr") == f"{grouped} x"
    assert i18n.fill("{n:d} x", {"n": 100_000}, "fr") == "100000 x"   # a format spec: as is
    samples = i18n.NumberFormat.of("fr").plural_samples
    assert samples == {"one": 0, "many": 1_000_000, "other": 2}
    browser = t.plural_for_browser(Plural("n", lambda n: f"form for {n}"))
    assert browser == {"count": "n", "one": "form for 0", "many": "form for 1000000",
                       "other": "form for 2"}


def test_per_language_tables_are_built_once_on_demand() -> None:
    built: list[str] = []

    def build(lang: str) -> str:
        built.append(lang)
        return lang.upper()

    table = PerLanguage(build)
    assert built == [] and list(table) == list(LANGS) and len(table) == 4
    assert table["fr"] == "FR" and table["fr"] == "FR" and built == ["fr"]
    with pytest.raises(KeyError):
        table["de"]
    assert dict(table) == {lang: lang.upper() for lang in LANGS}


def test_catalogue_type_is_exported() -> None:
    assert isinstance(catalogue(SHARED, "en"), Catalogue)


def test_the_engine_loader_uses_the_standard_library_only() -> None:
    """The engine runs in Pyodide: importing it, every game's modules included, must not pull
    Babel or OpenCC."""
    code = ("import sys, importlib, pkgutil, engine, engine.i18n; "
            "[importlib.import_module(m.name) for m in pkgutil.walk_packages(engine.__path__, "
            "'engine.') if not m.name.endswith('__main__')]; "
            "print(sorted(m for m in ('babel', 'opencc') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_clauses_said_in_one_line_are_joined_as_each_language_writes_them() -> None:
    """"Ben took 2; Chen took 1": a semicolon after a narrow no-break space in French, full
    width in Chinese (the sandboxes' "since your last turn" line)."""
    from engine.i18n import LANGS, SHARED, catalogue
    assert {lang: catalogue(SHARED, lang).clauses for lang in LANGS} \
        == {"en": "; ", "fr": "\u202f; ", "zh": "；", "zh-Hans": "；"}
