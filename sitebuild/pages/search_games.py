"""Search results name their game (review 35, C1).

Every game has pages of the same name ("How this site reads the rules", "Glossary", "Questions
around the table"), so a result titled with the page alone did not say which game it is about:
a reader who typed "bribe" on a phone saw "How this site reads the rules" first, twelve pages
of that title on the site. After material has written ``search/search_index.json``, each page's
own entry (its location has no ``#``) inside a game's folder is titled "Game › Page", in the
build's language; a game's home page, titled with the game's name already, is left as it is.
The game's name in the title also lets a search for the game find all its pages. Sections keep
their headings: material shows them under their page's title.
"""

from __future__ import annotations

from typing import Any

from engine import registry
from sitebuild.pages.home import name_in

SEPARATOR = " › "


def titled(title: str, game: str) -> str:
    """``title`` led by the ``game``'s name, unless it already is the game's name."""
    if title == game or title.startswith(game + SEPARATOR):
        return title
    return game + SEPARATOR + title


def name_games(index: dict[str, Any], lang: str) -> None:
    """Title each game page's entry of a built search ``index`` (its parsed JSON, changed in
    place) "Game › Page" in ``lang``."""
    names = {spec.id: name_in(dict(spec.names), lang) for spec in registry.entries()}
    for doc in index["docs"]:
        location = str(doc.get("location", ""))
        folder = location.split("/", 1)[0]
        if "#" not in location and folder in names and doc.get("title"):
            doc["title"] = titled(str(doc["title"]), names[folder])
