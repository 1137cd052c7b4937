"""A game's limits on its workshop page, in the reader's language, from the registry.

Every input a visitor or a link can hand a game (a scenario, an import, a share link, a worked
example's position) is checked against the game's :class:`~engine.registry.Limits` before any
work. Those bounds belong where a reader who supplies such input looks: the game's workshop page
(``docs/<lang>/<game>/workshop.md``) holds the line ``{{ limits:table }}``, and the build replaces
it with a table of what each limit bounds (:data:`engine.limits.MEANINGS`, translated by the shared
catalogue) and the game's value, written as the page's language writes numbers. The values are
the registry's, so the page cannot drift from the checks; changing a game's limits touches no
page.

The line is filled before the aid's placeholders (:mod:`sitebuild.pages.aid`), which refuse any
kind they do not know. A calculator (no scenario, no limits of its own) or a page outside a game's
folder holding the line fails the build with the file and the line.
"""

from __future__ import annotations

import re

from engine import registry
from engine.i18n import SHARED, catalogue
from engine.limits import MEANINGS
from sitebuild.pages.aid import format_fact

PLACEHOLDER = re.compile(r"^\{\{\s*limits:table\s*\}\}[ \t]*$", re.M)


class LimitsError(ValueError):
    """A limits table the build cannot fill; the message starts with ``file:line:``."""


def fill(markdown: str, *, src_uri: str, lang: str, shown: str) -> str:
    """``markdown`` with its ``{{ limits:table }}`` line replaced by the game's limits."""
    match = PLACEHOLDER.search(markdown)
    if match is None:
        return markdown
    game = src_uri.split("/")[0] if "/" in src_uri else ""
    if game not in registry.game_ids():
        line = markdown.count("\n", 0, match.start()) + 1
        raise LimitsError(f"{shown}:{line}: {{{{ limits:table }}}} belongs on the page of a game "
                          f"with scenarios (games: {', '.join(registry.game_ids())})")
    return PLACEHOLDER.sub(lambda _: table(registry.get(game).limits, lang), markdown)


def table(limits: registry.Limits, lang: str) -> str:
    """The Markdown table of ``limits`` in ``lang``: what each bounds, and the value."""
    t = catalogue(SHARED, lang)
    low, high = limits.players
    values: dict[str, str] = {"players": t._("{low} to {high}").format(
        low=format_fact(low, lang), high=format_fact(high, lang))}
    for name, value in limits.rows():
        if name not in values:
            values[name] = t._("at most {count}").format(count=format_fact(value, lang))
    counted, allowed = t._("What is counted"), t._("Allowed")
    lines = [f"| {counted} | {allowed} |", "|---|---|"]
    lines += [f"| {t.translated(meaning)} | {values[name]} |" for name, meaning in MEANINGS.items()]
    return "\n".join(lines)
