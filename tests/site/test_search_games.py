"""Search results name their game (review 35, C1): sitebuild/pages/search_games.py titles each
game page's entry of a built search index "Game › Page", in the build's language."""

from __future__ import annotations

from engine import registry
from sitebuild.pages.home import name_in
from sitebuild.pages.search_games import SEPARATOR, name_games


def test_game_pages_are_titled_with_their_game_and_nothing_else_changes() -> None:
    spec = registry.entries()[0]
    name = name_in(dict(spec.names), "fr")
    docs = [
        {"location": "", "title": "Règles vivantes", "text": "a"},
        {"location": f"{spec.id}/", "title": name, "text": "b"},
        {"location": f"{spec.id}/glossary/", "title": "Glossaire", "text": "c"},
        {"location": f"{spec.id}/glossary/#terms", "title": "Termes", "text": "d"},
        {"location": "about/", "title": "À propos", "text": "e"},
    ]
    index = {"config": {}, "docs": docs}
    name_games(index, "fr")
    name_games(index, "fr")   # a second pass (a rebuild of the same output) adds nothing
    titles = [doc["title"] for doc in index["docs"]]
    assert titles == ["Règles vivantes", name, f"{name}{SEPARATOR}Glossaire", "Termes",
                      "À propos"]
