"""One vocabulary across the site (issue 21): the same seat names everywhere, and the site's
own words (turn, round, tie-break, seed...) written one way per language in every catalogue."""

from __future__ import annotations

import pytest

from engine.i18n import LANGS, SHARED
from sitebuild.words.catalogues import domains
from tests.langkit import WRITTEN

SEAT_NAMES = ("Ana", "Ben", "Chen", "Dana", "Emil")
"""The seats of every new game, in every game and language (the worked examples use them)."""


@pytest.mark.parametrize("lang", LANGS)
def test_every_sandbox_seats_the_same_names(lang: str) -> None:
    import importlib
    tables = []
    for domain in domains():
        try:
            words = importlib.import_module(f"livewidgets.{domain.name}.strings").WORDS
        except (ModuleNotFoundError, AttributeError):   # no widgets, or no sandbox
            continue
        tables.append((domain.name, words.seat_names[lang]))
    assert len(tables) >= 3
    for game, names in tables:
        assert names == SEAT_NAMES[:len(names)], (game, names)


def catalogue_strings(lang: str) -> list[tuple[str, str]]:
    """(domain, text) for every string a reader sees in ``lang``, in every catalogue (the
    shared one and every game's; English: the msgids)."""
    from sitebuild.words.catalogues import read
    out = []
    for domain in domains():
        po = domain.po("fr")
        if not po.exists():
            continue
        for message in read(domain.po(lang) if lang != "en" else po):
            if not message.id:
                continue
            value = message.id if lang == "en" else message.string
            strings = value if isinstance(value, (tuple, list)) else (value,)
            out += [(domain.name, s) for s in strings]
    return out


@pytest.mark.parametrize("lang", WRITTEN)
def test_no_catalogue_writes_a_variant_the_site_glossary_rejects(lang: str) -> None:
    from sitebuild.words import glossary
    site = glossary.load_site()
    strings = catalogue_strings(lang)
    assert len({d for d, _ in strings}) >= 10
    found = [(domain, term, variant, forbidden.use)
             for domain, text in strings
             for term, usages in site.terms.items()
             for forbidden in usages[lang].forbidden
             for variant in forbidden.find(text)
             if variant not in game_forms(domain, lang)]
    assert not found


def game_forms(domain: str, lang: str) -> set[str]:
    """Words a game's own glossary accepts: they name the game's things, not the site's (a
    game's box may hold player aid cards, 玩家輔助卡, besides the site's aid page, 玩家速查)."""
    from sitebuild.words import glossary
    try:
        return set(glossary.load(domain).forms(lang))
    except FileNotFoundError:
        return set()


def test_the_site_glossary_names_the_words_issue_21_lists() -> None:
    from sitebuild.words import glossary
    site = glossary.load_site()
    assert {"turn", "round", "tie-break", "ruling", "seat", "bot", "scenario", "worked-example",
            "random-seed", "deal-number", "player-aid", "designer", "secret",
            "rulings-page"} <= set(site.terms)
    assert site.terms["random-seed"]["zh"].forms[0] == "亂數種子"
    assert site.terms["deal-number"]["fr"].forms[0] == "numéro de donne"
    assert site.terms["deal-number"]["zh"].forms[0] == "牌局編號"
    assert site.terms["seat"]["fr"].forms[0] == "place"
    assert site.terms["seat"]["fr"].forbidden[0].find("le siège 2") == ["siège"]


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_deal_number_is_the_word_of_the_new_game_form(lang: str) -> None:
    """Pages say the number that names a deal as the sandboxes' new-game form labels it
    (issue 22: a game's pages said « graine » and 種子 beside a form saying « Numéro de donne »
    and 牌局編號); seed stays the developers' word, in code, and the glossary rejects it in a
    reader's sentence."""
    from sitebuild.words import glossary
    from sitebuild.words.catalogues import read
    site = glossary.load_site()
    shared = next(domain for domain in domains() if domain.name == SHARED)
    label = next(m.id if lang == "en" else m.string
                 for m in read(shared.po("fr" if lang == "en" else lang))
                 if m.id == "Deal number")
    assert label.lower() == site.terms["deal-number"][lang].forms[0]
    rejected = {"en": "the match's seed", "fr": "la graine de la partie", "zh": "比賽的種子"}
    kept = {"en": "a random seed", "fr": "une graine aléatoire", "zh": "亂數種子"}
    forbidden = site.terms["deal-number"][lang].forbidden
    assert [v for f in forbidden for v in f.find(rejected[lang])]
    assert not [v for f in forbidden for v in f.find(kept[lang])]


def test_a_game_that_words_turn_or_round_its_own_way_says_why() -> None:
    """Turn and round are the site's words (回合, 輪; tour, manche); a game's glossary that
    writes one otherwise (its Chinese edition's word, or a round that is a whole deal, 局)
    gives the reason beside it (issue 21)."""
    import json
    from pathlib import Path
    from sitebuild.words import glossary
    site = glossary.load_site()
    root = Path(__file__).resolve().parents[2] / "engine"
    unexplained, checked = [], 0
    for path in sorted(root.glob("*/glossary.json")):
        terms = json.loads(path.read_text(encoding="utf-8"))["terms"]
        for term in ("turn", "round"):
            for lang, usage in terms.get(term, {}).items():
                checked += 1
                if usage["forms"][0] != site.terms[term][lang].forms[0] and not usage.get("why"):
                    unexplained.append((path.parent.name, term, lang, usage["forms"][0]))
    assert checked >= 6 and not unexplained, unexplained


@pytest.mark.parametrize("lang", WRITTEN)
def test_no_page_writes_a_variant_the_site_glossary_rejects(lang: str) -> None:
    """The pages too, not only the catalogues: « jeu à tour de rôle » for a hot seat, « siège »
    for a seat, a second title for the rulings page (issue 21)."""
    from pathlib import Path
    from sitebuild.words import glossary
    from tests.i18n.test_glossary import prose
    site = glossary.load_site()
    docs = Path(__file__).resolve().parents[2] / "docs" / lang
    pages = sorted(docs.rglob("*.md"))
    assert len(pages) > 50
    found = [(str(page.relative_to(docs)), variant, forbidden.use)
             for page in pages
             for text in [prose(page.read_text(encoding="utf-8"))]
             for usages in site.terms.values() if lang in usages
             for forbidden in usages[lang].forbidden
             for variant in forbidden.find(text)
             if variant not in game_forms(page.relative_to(docs).parts[0], lang)]
    assert not found


@pytest.mark.parametrize("lang", WRITTEN)
def test_every_questions_page_has_one_title(lang: str) -> None:
    """Each game's questions page carries the same title in a language (French had « Questions
    à la table » and « Questions autour de la table », Chinese four titles)."""
    from pathlib import Path
    docs = Path(__file__).resolve().parents[2] / "docs" / lang
    titles = {page.read_text(encoding="utf-8").splitlines()[0]
              for page in docs.glob("*/questions.md")}
    assert len(titles) == 1, titles


def test_one_verb_names_a_gesture_in_each_language() -> None:
    """French interface strings mixed « Cliquez », « Touchez » and « Appuyez », Chinese 點選,
    輕觸 and 按 (issue 21): the site glossary keeps one device-neutral verb, « appuyez sur » and
    按 only for a button or a key, and the tests above hold pages and catalogues to it."""
    from sitebuild.words import glossary
    site = glossary.load_site()

    def rejected(lang: str, text: str) -> list[str]:
        return [v for forbidden in site.terms["choose"][lang].forbidden
                for v in forbidden.find(text)]
    assert rejected("fr", "Cliquez sur une case, touchez une carte, appuyez sur une carte")
    assert len(rejected("fr", "Cliquez, touchez, tapez, appuyez sur la carte")) == 4
    assert not rejected("fr", "Choisissez une carte, puis appuyez sur le bouton « Acheter »")
    assert not rejected("fr", "Appuyez ensuite sur\n*Modifier cet exemple*")
    assert len(rejected("zh", "點一下板塊，或輕觸、點擊它")) == 3
    assert not rejected("zh", "點選板塊，再按 Delete 鍵")


@pytest.mark.parametrize("lang", WRITTEN)
def test_every_worked_example_seats_the_same_names(lang: str) -> None:
    """The players of a page's worked example are the sandboxes' seats, in every language
    (issue 21: Cleo, Dan, Anna and 小貝 sat at some tables)."""
    from pathlib import Path

    import yaml

    from livewidgets.api import widget_specs
    from sitebuild import fence
    docs = Path(__file__).resolve().parents[2] / "docs" / lang
    seated, strangers = 0, []
    for game in widget_specs():
        for page in sorted((docs / game).glob("*.md")):
            for _, _, source in fence.fences(page.read_text("utf-8"), (game,)):
                for players in _player_lists(yaml.safe_load(source)):
                    seated += 1
                    strangers += [(page.name, p) for p in players if p not in SEAT_NAMES]
    assert seated >= 10 and not strangers, strangers


def _player_lists(config: object) -> list[list[str]]:
    """Every ``players`` list of names in a fence's config, at any depth (a scenario's)."""
    if isinstance(config, list):
        return [found for item in config for found in _player_lists(item)]
    if not isinstance(config, dict):
        return []
    players = config.get("players")
    here = [players] if isinstance(players, list) and players and \
        all(isinstance(p, str) for p in players) else []
    return here + [found for value in config.values() for found in _player_lists(value)]
