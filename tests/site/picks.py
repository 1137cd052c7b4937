"""Pages the site tests open, chosen by what they hold, never by a game's name.

A test that needs "a page with a worked example" or "a sandbox page" asks here: the registry
gives the games and their pages in reading order, the English sources say what each page holds
(every language has the same pages, heading ids and worked examples, which the translation
check enforces). The choice is the first that fits, in the registry's order, so it is stable
from run to run and follows the games as they change.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine import registry
from tests.site.testkit import ROOT

DOCS = ROOT / "docs"
_SECTION = re.compile(r"^## .*\{\s*#([\w-]+)\s*\}\s*$", re.M)
_PICTURE = '<figure class="lr-picture'


@dataclass(frozen=True)
class GamePage:
    game: str
    page: str
    """A name of the game's ``pages`` (``index`` for its home)."""

    @property
    def path(self) -> str:
        """The page's path under a language folder: ``<game>/`` or ``<game>/<page>/``."""
        return f"{self.game}/" if self.page == "index" else f"{self.game}/{self.page}/"

    def source(self, lang: str = "en") -> str:
        return (DOCS / lang / self.game / f"{self.page}.md").read_text(encoding="utf-8")

    @property
    def sections(self) -> list[str]:
        """The ids of its second-level headings, in order."""
        return _SECTION.findall(self.source())

    @property
    def has_example(self) -> bool:
        """Whether it holds a worked example (a fence named after its game, with a widget)."""
        return re.search(rf"^(`{{3,}}|~{{3,}})\s*{re.escape(self.game)}\s*\n\s*widget:",
                         self.source(), re.M) is not None

    @property
    def has_picture(self) -> bool:
        return _PICTURE in self.source()


def pages() -> list[GamePage]:
    """Every page of every registry entry, entries in registry order, pages in reading order."""
    return [GamePage(entry.id, page) for entry in registry.entries() for page in entry.pages]


def first_home() -> GamePage:
    """The first registered game's home page."""
    return pages()[0]


def named(page: str) -> GamePage:
    """The first game's page of that name (``sandbox``, ``glossary``)."""
    return next(found for found in pages() if found.page == page)


def example_then_next() -> tuple[GamePage, GamePage]:
    """A page below a game's home with a worked example and at least four sections, and the
    next page of the same game in reading order, with at least two sections."""
    every = pages()
    return next((here, after) for here, after in zip(every, every[1:])
                if here.game == after.game and here.page != "index" and here.has_example
                and len(here.sections) >= 4 and len(after.sections) >= 2)


def home_with_sections() -> GamePage:
    """The first game home page with a second-level heading."""
    return next(found for found in pages() if found.page == "index" and found.sections)


def example_then_picture() -> tuple[GamePage, GamePage]:
    """A page with a worked example and another page of the same game, below its home, with a
    picture."""
    every = pages()
    return next((here, there) for here in every if here.has_example for there in every
                if there.game == here.game and there.page not in (here.page, "index")
                and there.has_picture)
