"""A sandbox's folds (its "Legal actions (n)" list, any other ``<details>`` of ours) read as
plain disclosures, measured in chromium (issue 22, a reviewer's round): the site's theme draws
every ``<details>`` as a call-out, with an icon over the start of the summary (its
``::before``, absolutely placed) and a chevron at its end (``::after``); with the browser's own
triangle on top, the reader saw a pencil over the first letter and two markers.

For every game's sandbox, on a laptop and on a phone: each visible summary in the widget has
exactly one marker (the browser's, a ``::before`` or an ``::after`` that draws), and no marker's
box covers the summary's first letter (the box of an absolutely placed one read from its
computed offsets; a ``::before`` in the line must end before the letter starts).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from tests.browserkit import ServedSite
from tests.widgets.test_sandbox_phone_browser import Opener, open_sandbox

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

FOLDS = """root => [...root.querySelectorAll('details > summary')]
  .filter(s => s.getClientRects().length).map(s => {
  const box = s.getBoundingClientRect(), style = getComputedStyle(s);
  const walker = document.createTreeWalker(s, NodeFilter.SHOW_TEXT);
  let node, at = -1;
  while ((node = walker.nextNode()) && (at = node.data.search(/\\S/)) < 0);
  const range = document.createRange();
  range.setStart(node, at); range.setEnd(node, at + 1);
  const letter = range.getBoundingClientRect();
  const marker = which => {
    const m = getComputedStyle(s, which);
    if (m.content === 'none' || m.content === 'normal' || m.display === 'none'
        || !(parseFloat(m.width) > 0)) return null;
    const px = v => parseFloat(v) || 0;
    return {which, position: m.position, width: px(m.width), height: px(m.height),
            left: m.position === 'absolute' ? box.left + px(style.borderLeftWidth) + px(m.left)
                                              : null,
            top: m.position === 'absolute' ? box.top + px(style.borderTopWidth) + px(m.top)
                                             : null,
            room: px(m.marginLeft) + px(m.width) + px(m.marginRight)};
  };
  return {text: s.textContent.trim(), native: style.display === 'list-item',
          contentLeft: box.left + px0(style.borderLeftWidth) + px0(style.paddingLeft),
          letter: {left: letter.left, right: letter.right, top: letter.top,
                   bottom: letter.bottom},
          markers: [marker('::before'), marker('::after')].filter(Boolean)};
  function px0(v) { return parseFloat(v) || 0; }
})"""


def overlaps(marker: dict[str, Any], letter: dict[str, float]) -> bool:
    """Whether an absolutely placed marker's box meets the letter's."""
    return (marker["left"] < letter["right"] and letter["left"] < marker["left"] + marker["width"]
            and marker["top"] < letter["bottom"] and letter["top"] < marker["top"] + marker["height"])


@pytest.mark.parametrize("screen", ["laptop", "phone"])
@pytest.mark.parametrize("game", registry.game_ids())
def test_a_fold_has_one_marker_and_its_first_letter_is_clear(
        served_site: ServedSite, open_page: Opener, game: str, screen: str) -> None:
    page, root = open_sandbox(open_page, served_site, game, "en", screen)
    folds = root.evaluate(FOLDS)
    print(game, screen, folds)
    assert folds, f"{game}: no fold in sight in the sandbox"
    for fold in folds:
        markers = fold["markers"]
        assert int(fold["native"]) + len(markers) == 1, f"not one marker: {fold}"
        letter = fold["letter"]
        for marker in markers:
            if marker["position"] == "absolute":
                assert not overlaps(marker, letter), f"a marker covers the first letter: {fold}"
            elif marker["which"] == "::before":
                assert letter["left"] >= fold["contentLeft"] + marker["room"] - 0.5, \
                    f"the marker in the line runs into the first letter: {fold}"
    page.watch.check()
