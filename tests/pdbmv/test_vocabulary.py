"""The site's vocabulary and this game's glossary (issue 21): the box's player aid cards keep
their name, 玩家輔助卡, beside the site's aid page, 玩家速查."""

from __future__ import annotations
from tests.langkit import WRITTEN


def test_a_game_accepts_a_rejected_site_word_only_for_its_own_thing() -> None:
    """A game's glossary may keep a word the site rejects only as another term (PDBMV's
    physical player aid card); the site's own words are never a game's accepted form."""
    from engine import registry
    from sitebuild.words import glossary
    site = glossary.load_site()
    kept = {(game, lang, term, form)
            for game in registry.entry_ids() for lang in WRITTEN
            for term, usages in glossary.load(game).terms.items() if lang in usages
            for form in usages[lang].forms
            for site_usages in site.terms.values()
            for forbidden in site_usages[lang].forbidden if forbidden.find(form)}
    assert kept == {("pdbmv", "zh", "player-aid", "玩家輔助卡")}
