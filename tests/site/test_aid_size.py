"""The printed aid's size ladder (sitebuild/pages/aidsize.py): the stylesheet has one rule per
step, at the size the build assumes; a longer aid never gets a larger size than a shorter one;
an aid too long for any larger size stays at the smallest. Whether each built aid then fills
its sheet on one page is measured in chromium: tests/site/test_aid_print.py."""

from __future__ import annotations

import re

from engine import registry
from sitebuild.pages import aid, aidsize

CSS = (aid.STATIC / "aid.css").read_text(encoding="utf-8")

CARD = "<h2 id='s{n}'>Section {n}</h2><ul>{items}</ul>"
ITEM = "<li>Each player draws a card, then plays one card on the table.</li>"


def an_aid(cards: int, items: int) -> str:
    return aid.wrap("<h1>Aid</h1>" + "".join(CARD.format(n=n, items=ITEM * items)
                                              for n in range(cards)),
                    f"{aid_game()}/{aid.PAGE}.md")


def aid_game() -> str:
    return next(s.id for s in registry.entries() if aid.PAGE in s.pages)


def step_of(html: str) -> int:
    found = re.search(r'class="lr-aid lr-aid-print-(\d+)"', html)
    assert found, html[:80]
    return int(found[1])


def test_every_step_has_its_size_in_the_print_stylesheet() -> None:
    rules = {int(n): float(size) for n, size in
             re.findall(r"\.lr-aid\.lr-aid-print-(\d+) \{ font-size: ([\d.]+)pt; \}", CSS)}
    base = re.search(r"\.md-typeset \.lr-aid \{ font-size: ([\d.]+)pt;", CSS)
    assert base and float(base[1]) == aidsize.SIZES[0]
    assert rules == {n: size for n, size in enumerate(aidsize.SIZES) if n}


def test_a_longer_aid_is_never_printed_larger() -> None:
    steps = [step_of(an_aid(cards, 4)) for cards in range(2, 14, 2)]
    assert steps == sorted(steps, reverse=True) and steps[0] > steps[-1]
    assert steps[-1] == 0, "an aid too long for a larger size stays at the smallest"


def test_the_estimate_grows_with_the_size() -> None:
    html = an_aid(6, 4)
    heights = [aidsize.height(html, size) for size in aidsize.SIZES]
    assert heights == sorted(heights) and heights[0] < heights[-1]
    assert aidsize.height(html, aidsize.SIZES[step_of(html)]) <= aidsize.TARGET
