"""The printed aid's size ladder (sitebuild/pages/aidsize.py): the stylesheet has one rule per
step, at the size the build assumes; a longer aid never gets a larger size than a shorter one;
an aid too long for any larger size stays at the smallest. Whether each built aid then fills
its sheet on one page is measured in chromium: tests/site/test_aid_print.py."""

from __future__ import annotations

import re
from pathlib import Path

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


def test_every_drawing_width_has_its_rule_in_the_print_stylesheet() -> None:
    rules = {int(n): int(width) for n, width in
             re.findall(r"figure\.lr-aid-w-(\d+) \{ --lr-aid-w: (\d+)em; \}", CSS)}
    assert rules == {width: width for width in aidsize.WIDTHS}


def test_a_drawing_is_printed_as_wide_as_its_smallest_label_needs() -> None:
    """Its smallest label at LABEL_EM of the text: a box twice as wide, or labels half as
    large, need a drawing twice as wide; it never gets less than that."""
    def drawing(width: int, *sizes: int) -> str:
        labels = "".join(f'<text font-size="{size}">x</text>' for size in sizes)
        return (f'<figure class="lr-picture"><svg viewBox="0 0 {width} 100">{labels}</svg>'
                "</figure>")
    narrow = aidsize.drawing_width(drawing(150, 12, 10))
    assert narrow is not None and narrow >= 150 / 10 * aidsize.LABEL_EM
    assert aidsize.drawing_width(drawing(300, 10, 14)) == aidsize.drawing_width(drawing(150, 5))
    wide = aidsize.drawing_width(drawing(300, 10))
    assert wide is not None and narrow < wide and narrow in aidsize.WIDTHS
    assert aidsize.drawing_width(drawing(300)) is None, "no label: as wide as its column"


def test_each_drawing_of_an_aid_gets_its_print_width() -> None:
    """Every drawing an English aid names is filled in with its print width's class."""
    docs = Path(__file__).resolve().parents[2] / "docs" / "en"
    drawn = 0
    for spec in registry.entries():
        if aid.PAGE not in spec.pages:
            continue
        source = (docs / spec.id / f"{aid.PAGE}.md").read_text(encoding="utf-8")
        for name in re.findall(r"\{\{ figure:([^ }]+) \}\}", source):
            figure = aid.figure(docs, spec.id, name)
            assert figure and re.search(r'class="lr-aid-figure lr-aid-w-\d+ lr-picture', figure), (
                f"{spec.id}: {name}")
            drawn += 1
    assert drawn
