"""What the search index leaves out: the rulings' badges, and the worked examples and
calculators.

Material indexes a page's text as it is built, and skips an element marked
``data-search-exclude`` (:data:`MARK`). Two kinds of elements are marked:

- a ruling's badge ("Our reading", "Assumption"): indexed, its words ran into the excerpt's
  sentence ("... cette pile. Notre lecture La page ...", review 37, C3);
- a widget (a worked example, a calculator, a sandbox; marked by its fence,
  sitebuild/fence.py): its buttons, its drawings, every frame's caption and the calculators'
  tables were indexed as one run of words ("StartBackPlayNextBefore step 1 of 29 ... Space 1
  · worth 1King's CrownCrown"), which a result showed as its excerpt, and which matched
  "start", "next" or a card's name on every example. The prose that introduces an example
  stays searchable. The search worker also builds its index on every full page load, on the
  reader's phone: the widgets were over a third of every language's index (English 921 KB,
  592 KB without them; Chinese 1,518 KB, 937 KB).

Material's parser forgets an element's mark at the first end tag of the same name inside it
(it tracks skipped elements by tag name), so a marked ``<div>`` was skipped only up to its
first inner ``</div>``. :func:`skip_whole_elements` makes it skip the whole element.
"""

from __future__ import annotations

import re
from typing import Any

BADGE = re.compile(r'<a class="(lr-reading|lr-assumed)"')
"""A badge linking a paragraph to its ruling, as the pages' Markdown writes it."""
MARK = "data-search-exclude"


def badges_unsearched(page: str) -> str:
    """The page's badges marked for the search index to skip."""
    return BADGE.sub(rf'<a {MARK} class="\1"', page)


def whole_element_parser(base: Any, void: set[str]) -> Any:
    """``base`` (material's index parser) skipping every marked element whole, nested
    elements of the same name included; ``void`` names the elements that have no end tag."""

    class WholeElementParser(base):  # type: ignore[misc]
        """Inside a marked element, nothing reaches material's parser: the open elements
        are counted here, and the parser goes on after the marked one's end tag."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.skipped: list[str] = []   # the open elements of the marked one, itself first

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag in void:
                if not self.skipped:
                    super().handle_starttag(tag, attrs)
            elif self.skipped or any(name == MARK for name, _ in attrs):
                self.skipped.append(tag)
            else:
                super().handle_starttag(tag, attrs)

        def handle_endtag(self, tag: str) -> None:
            if not self.skipped:
                super().handle_endtag(tag)
            elif tag in self.skipped:   # closes it and any element left open inside it
                del self.skipped[len(self.skipped) - 1 - self.skipped[::-1].index(tag):]

        def handle_data(self, data: str) -> None:
            if not self.skipped:
                super().handle_data(data)

    WholeElementParser.__name__ = WholeElementParser.__qualname__ = "WholeElementParser"
    return WholeElementParser


def skip_whole_elements() -> None:
    """Material's search plugin reads pages with :func:`whole_element_parser` of its own
    parser (once per build process; the plugin looks its parser up when it indexes a page)."""
    from material.plugins.search import plugin

    if getattr(plugin.Parser, "__name__", "") != "WholeElementParser":
        plugin.Parser = whole_element_parser(plugin.Parser, set(plugin.void))
